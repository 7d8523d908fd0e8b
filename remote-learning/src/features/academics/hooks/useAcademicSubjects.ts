import { fetchAcademicSubjects, type ProfileIds } from '../../../lib/api';
import { profileKey, readAcademicCache, writeAcademicCache } from '../../../lib/storage';
import type { Subject } from '../../../lib/types';
import { useAsync } from '../../../lib/useAsync';

/**
 * Subjects for the student's class standard, syllabus and state, cached in local storage for one
 * hour (`academicSubject` + `lastUpdateTime`).
 */
export async function loadAcademicSubjects(p: ProfileIds, signal?: AbortSignal, now = Date.now()): Promise<Subject[]> {
  const key = profileKey(p);
  const cached = readAcademicCache(key, now);
  if (cached) return cached;
  const subjects = await fetchAcademicSubjects(p, { signal });
  writeAcademicCache(key, subjects, now);
  return subjects;
}

export function useAcademicSubjects(p: ProfileIds | null) {
  const key = p ? profileKey(p) : '';
  return useAsync<Subject[]>((signal) => loadAcademicSubjects(p!, signal), [key], { enabled: !!p, empty: [] });
}
