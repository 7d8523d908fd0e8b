import type { StudentSummary } from '../../lib/types';

/** Summary fields the home page shows, with their i18n keys, in display order. */
export const SUMMARY_FIELDS: Record<string, string> = {
  totalSubjects: 'summary.totalSubjects',
  completedVideos: 'summary.completedVideos',
  totalVideosWatched: 'summary.videosWatched',
  videosWatched: 'summary.videosWatched',
  totalWatchHours: 'summary.watchHours',
  watchHours: 'summary.watchHours',
  totalWatchMinutes: 'summary.watchMinutes',
  liveClassesAttended: 'summary.liveClasses',
  totalLiveClassesWatched: 'summary.liveClasses',
  quizzesAttempted: 'summary.quizzes',
  totalQuizAttempted: 'summary.quizzes',
  averageQuizScore: 'summary.averageScore',
  percentageCompletion: 'summary.completion',
};

const numberOf = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * The known, displayable fields of a summary as [key, formatted value]. Watch time is shown in
 * hours from one hour on, in minutes below that (a new student's "0.0 hours" says nothing).
 */
export function summaryEntries(s: StudentSummary): [string, string][] {
  const out: [string, string][] = [];
  const seen = new Set<string>();
  const hours = numberOf(s.totalWatchHours ?? s.watchHours);
  const minutes = numberOf(s.totalWatchMinutes);
  if (minutes != null && (hours == null || hours < 1)) seen.add(SUMMARY_FIELDS.totalWatchHours!);
  else seen.add(SUMMARY_FIELDS.totalWatchMinutes!);
  for (const key of Object.keys(SUMMARY_FIELDS)) {
    const v = s[key];
    const label = SUMMARY_FIELDS[key]!;
    if (seen.has(label)) continue;
    if (typeof v === 'number' && Number.isFinite(v)) {
      out.push([key, Number.isInteger(v) ? String(v) : v.toFixed(1)]);
      seen.add(label);
    } else if (typeof v === 'string' && v.trim() && !Number.isNaN(Number(v))) {
      out.push([key, v.trim()]);
      seen.add(label);
    }
  }
  return out;
}
