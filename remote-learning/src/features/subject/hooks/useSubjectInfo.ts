import { useEffect, useState } from 'react';
import { fetchChapterQuizAvailability, fetchSubjectInfo, fetchSubjectSubscription, PRODUCT_LINE, type ProfileIds } from '../../../lib/api';
import type { ChapterQuizAvailability, StreamingSubjectChapter, SubjectInfo } from '../../../lib/types';
import { useAsync } from '../../../lib/useAsync';

/** Extra-curricular content uses the "NA" class 4, syllabus 4, state 6. */
export const NA_PROFILE: ProfileIds = { idClassStandard: 4, idSyllabus: 4, idState: 6 };

export function isExtraCurricular(subType: string): boolean {
  return subType === 'extra-curricular' || subType === 'eca';
}

export function chaptersOf(info: SubjectInfo | undefined): StreamingSubjectChapter[] {
  const list = info?.streamingSubjectChapters ?? info?.subjectChapters ?? [];
  return [...list].sort((a, b) => (a.chapter.sortOrder ?? 0) - (b.chapter.sortOrder ?? 0));
}

/**
 * The subject's chapters with the student's progress: first the student's subscription to the
 * subject (so completion is the student's own), then subject-info (v3, with quiz availability).
 * Without a subscription the chapters still show, with no progress.
 */
export function useSubjectInfo(subType: string, idSubject: number, profile: ProfileIds | null) {
  const eca = isExtraCurricular(subType);
  const p = eca ? NA_PROFILE : profile;
  const key = p ? `${subType}-${idSubject}-${p.idClassStandard}-${p.idSyllabus}-${p.idState}` : '';
  return useAsync<SubjectInfo>(
    async (signal) => {
      const sub = await fetchSubjectSubscription(idSubject, eca, { signal, skipErrorToast: true }).catch(() => null);
      const idStudentSubscription = sub?.idStudentSubscription && sub.idStudentSubscription > 0 ? sub.idStudentSubscription : -1;
      const info = await fetchSubjectInfo({ ...p!, idSubject, idProductLine: eca ? PRODUCT_LINE.EXTRA_CUR : PRODUCT_LINE.ACADEMIC, idStudentSubscription }, { signal });
      return { ...info, idStudentSubscription: info.idStudentSubscription ?? (idStudentSubscription > 0 ? idStudentSubscription : null) };
    },
    [key],
    { enabled: !!p && Number.isFinite(idSubject) },
  );
}

/**
 * Chapter-quiz availability per chapter: taken from subject-info (v3 `isQuizAvailable`) when
 * present, otherwise asked per chapter from get-chapter-quiz-availability.
 */
export function useQuizAvailability(chapters: StreamingSubjectChapter[], idStudentSubscription: number) {
  const [map, setMap] = useState<Record<number, ChapterQuizAvailability>>({});
  const missing = chapters.filter((c) => c.isQuizAvailable == null).map((c) => c.chapter.idSubjectChapter);
  const key = missing.join(',');
  useEffect(() => {
    if (!missing.length) return;
    const ctrl = new AbortController();
    void Promise.allSettled(
      missing.map((id) =>
        fetchChapterQuizAvailability(id, idStudentSubscription, { signal: ctrl.signal, skipErrorToast: true }).then((a) => [id, a] as const),
      ),
    ).then((results) => {
      if (ctrl.signal.aborted) return;
      const next: Record<number, ChapterQuizAvailability> = {};
      for (const r of results) if (r.status === 'fulfilled' && r.value[1]) next[r.value[0]] = r.value[1];
      setMap(next);
    });
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, idStudentSubscription]);
  return (c: StreamingSubjectChapter): boolean => c.isQuizAvailable ?? map[c.chapter.idSubjectChapter]?.isChapterQuizAvailable ?? false;
}
