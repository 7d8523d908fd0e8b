import type { StudentSummary } from '../../lib/types';

/** Summary fields the home page shows, with their i18n keys, in display order. */
export const SUMMARY_FIELDS: Record<string, string> = {
  totalSubjects: 'summary.totalSubjects',
  completedVideos: 'summary.completedVideos',
  totalVideosWatched: 'summary.videosWatched',
  videosWatched: 'summary.videosWatched',
  totalWatchHours: 'summary.watchHours',
  watchHours: 'summary.watchHours',
  liveClassesAttended: 'summary.liveClasses',
  totalLiveClassesWatched: 'summary.liveClasses',
  quizzesAttempted: 'summary.quizzes',
  totalQuizAttempted: 'summary.quizzes',
  averageQuizScore: 'summary.averageScore',
  percentageCompletion: 'summary.completion',
};

/** The known, displayable fields of a summary as [key, formatted value]. */
export function summaryEntries(s: StudentSummary): [string, string][] {
  const out: [string, string][] = [];
  const seen = new Set<string>();
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
