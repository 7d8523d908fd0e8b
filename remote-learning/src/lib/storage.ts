import { STORAGE_KEYS } from '@app/shared';
import type { Subject } from './types';

/** Academic subjects are cached in local storage for one hour. */
export const ACADEMIC_CACHE_MS = 3_600_000;

function ls(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

interface CachedSubjects {
  /** `idClassStandard-idSyllabus-idState`: a profile change invalidates the cache. */
  profile: string;
  subjects: Subject[];
}

export function profileKey(p: { idClassStandard: number; idSyllabus: number; idState: number }): string {
  return `${p.idClassStandard}-${p.idSyllabus}-${p.idState}`;
}

/** The cached subjects when younger than one hour and for the same profile, else null. */
export function readAcademicCache(profile: string, now = Date.now()): Subject[] | null {
  const s = ls();
  if (!s) return null;
  const at = Number(s.getItem(STORAGE_KEYS.lastUpdateTime));
  if (!Number.isFinite(at) || at <= 0 || now - at >= ACADEMIC_CACHE_MS) return null;
  try {
    const v = JSON.parse(s.getItem(STORAGE_KEYS.academicSubject) ?? 'null') as CachedSubjects | null;
    if (!v || v.profile !== profile || !Array.isArray(v.subjects)) return null;
    return v.subjects;
  } catch {
    return null;
  }
}

export function writeAcademicCache(profile: string, subjects: Subject[], now = Date.now()): void {
  const s = ls();
  if (!s) return;
  try {
    s.setItem(STORAGE_KEYS.academicSubject, JSON.stringify({ profile, subjects } satisfies CachedSubjects));
    s.setItem(STORAGE_KEYS.lastUpdateTime, String(now));
  } catch {
    /* storage full or private mode: no cache */
  }
}

/** The subject the student is in: the host's back button on a content page goes back to it. */
export function rememberSubject(subType: string, idSubject: string | number): void {
  ls()?.setItem(STORAGE_KEYS.subType, subType);
  ls()?.setItem(STORAGE_KEYS.idSubject, String(idSubject));
}

/** Where the host's back button goes from a content page (it clears the key after use). */
export function setContinueWatchBackUrl(url: string): void {
  ls()?.setItem(STORAGE_KEYS.continueWatchBackUrl, url);
}

export function clearContinueWatchBackUrl(): void {
  ls()?.removeItem(STORAGE_KEYS.continueWatchBackUrl);
}
