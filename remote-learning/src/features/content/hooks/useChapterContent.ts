import { useEffect, useState } from 'react';
import { ApiError, dispatchApiError } from '@app/shared';
import { fetchChapterVideos, fetchStreamingInfo, type ProfileIds } from '../../../lib/api';
import { isPremiumRequired, premiumMessage } from '../../../lib/premium';
import type { ChapterVideos, StreamingInfo } from '../../../lib/types';

/** One playable video of a chapter, whichever call it came from. */
export interface PlayItem {
  idOfflineVideoCourse: number;
  title: string;
  description: string;
  heading: string;
  src: string;
  poster: string | null;
  idStudentAssignedCourse: number | null;
  coverage: number;
  duration: number | null;
  complete: boolean;
  pct: number;
  question: string | null;
  answer: string | null;
  pdfURL: string | null;
  noteURL: string | null;
  notes: string | null;
}

export interface ChapterContent {
  idSubjectChapter: number;
  idSubject: number | null;
  chapterName: string;
  subjectName: string;
  accessAllowed: boolean;
  idStudentSubscription: number | null;
  nextIdSubjectChapter: number | null;
  items: PlayItem[];
  /** True when progress can be saved (the videos have assigned courses). */
  tracked: boolean;
}

/** "2|Introduction" is shown as "Introduction". */
export const headingText = (h?: string | null) => (h ? h.replace(/^\d+\|/, '') : '');

const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : parseFloat(String(v ?? ''));
  return Number.isFinite(n) ? n : null;
};

export function fromChapterVideos(d: ChapterVideos): ChapterContent {
  const items = [...(d.studentVideoStreamingDTO ?? [])]
    .sort((a, b) => (a.videoSeqNumber ?? 0) - (b.videoSeqNumber ?? 0))
    .map<PlayItem>((v, i) => ({
      idOfflineVideoCourse: v.idOfflineVideoCourse,
      title: v.topic || d.chapterName || `#${i + 1}`,
      description: v.videoDescription ?? '',
      heading: headingText(v.heading),
      src: v.videoEnLink ?? '',
      poster: v.videoPoster1Location ?? null,
      idStudentAssignedCourse: v.idStudentAssignedCourse ?? null,
      coverage: Math.floor(v.videoCoverageDuration ?? 0),
      duration: num(v.videoDuration),
      complete: !!v.completeFlag,
      pct: num(v.pctComplete) ?? 0,
      question: v.question ?? null,
      answer: v.answer ?? null,
      pdfURL: v.pdfURL ?? null,
      noteURL: v.techerNoteURL ?? null,
      notes: (v as { notes?: string | null }).notes ?? null,
    }));
  return {
    idSubjectChapter: d.idSubjectChapter,
    idSubject: d.idSubject ?? null,
    chapterName: d.chapterName ?? '',
    subjectName: d.subjectName ?? '',
    accessAllowed: d.isAccessAllowed !== false,
    idStudentSubscription: d.idStudentSubscription ?? null,
    nextIdSubjectChapter: d.isNextChapterAvailable ? (d.nextIdSubjectChapter ?? null) : null,
    items,
    tracked: items.some((i) => i.idStudentAssignedCourse != null),
  };
}

export function fromStreamingInfo(idSubjectChapter: number, idSubject: number, d: StreamingInfo): ChapterContent {
  const items = (d.chapterVideoCourseList ?? []).flat().map<PlayItem>((v, i) => ({
    idOfflineVideoCourse: v.idOfflineVideoCourse,
    title: v.topic || `#${i + 1}`,
    description: v.videoDescription ?? '',
    heading: headingText(v.heading),
    src: v.videoEnLink ?? '',
    poster: (v as { videoPoster1Location?: string | null }).videoPoster1Location ?? null,
    idStudentAssignedCourse: null,
    coverage: 0,
    duration: null,
    complete: false,
    pct: 0,
    question: v.question ?? null,
    answer: v.answer ?? null,
    pdfURL: v.pdfURL ?? null,
    noteURL: null,
    notes: (v as { notes?: string | null }).notes ?? null,
  }));
  return {
    idSubjectChapter,
    idSubject,
    chapterName: '',
    subjectName: '',
    accessAllowed: d.prevChapterAttemptFlag !== false,
    idStudentSubscription: null,
    nextIdSubjectChapter: null,
    items,
    tracked: false,
  };
}

export type ChapterState =
  | { status: 'loading' }
  | { status: 'gated'; message: string }
  | { status: 'error'; message: string }
  | { status: 'ready'; content: ChapterContent };

/**
 * The chapter's videos with the student's progress (chapter-based-video). When that call fails
 * for another reason than the premium gate, the public streaming-info listing stands in.
 */
export function useChapterContent(idSubjectChapter: number, idSubject: number | undefined, sub: number | undefined, profile: ProfileIds | null, reloadKey = 0) {
  const [state, setState] = useState<ChapterState>({ status: 'loading' });
  useEffect(() => {
    if (!Number.isFinite(idSubjectChapter)) {
      setState({ status: 'error', message: '' });
      return;
    }
    const ctrl = new AbortController();
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    (async () => {
      try {
        const d = await fetchChapterVideos(sub ?? -1, idSubjectChapter, { signal: ctrl.signal, skipErrorToast: true });
        if (!ctrl.signal.aborted) setState({ status: 'ready', content: fromChapterVideos(d) });
      } catch (e) {
        if (ctrl.signal.aborted) return;
        if (isPremiumRequired(e)) {
          setState({ status: 'gated', message: premiumMessage(e) });
          return;
        }
        if (idSubject != null && profile) {
          try {
            const info = await fetchStreamingInfo({ ...profile, idSubject, idSubjectChapter }, { signal: ctrl.signal, skipErrorToast: true });
            if (!ctrl.signal.aborted) setState({ status: 'ready', content: fromStreamingInfo(idSubjectChapter, idSubject, info) });
            return;
          } catch {
            /* fall through to the first error */
          }
        }
        if (ctrl.signal.aborted) return;
        if (e instanceof ApiError) dispatchApiError(e);
        setState({ status: 'error', message: e instanceof ApiError ? e.message : '' });
      }
    })();
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idSubjectChapter, idSubject, sub, profile?.idClassStandard, profile?.idSyllabus, profile?.idState, reloadKey]);
  return state;
}

/** The video to show: the one asked for, else the first unfinished, else the first. */
export function pickVideo(items: PlayItem[], wanted?: number): PlayItem | undefined {
  return (wanted != null ? items.find((i) => i.idOfflineVideoCourse === wanted) : undefined) ?? items.find((i) => !i.complete) ?? items[0];
}

/** Where playback starts: the server's saved position (or `t` from the link), from 0 once complete. */
export function startPosition(item: PlayItem, t?: number): number {
  if (item.complete) return 0;
  const saved = Math.max(item.coverage, t ?? 0);
  if (item.duration && saved >= item.duration - 1) return 0;
  return saved;
}
