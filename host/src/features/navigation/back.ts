import { STORAGE_KEYS } from '@app/shared';

/**
 * The top bar's back button (spec section 2):
 * - on /home: nothing;
 * - on /result: back two steps;
 * - on a content page: the stored continue-watching URL if present (then clear it),
 *   otherwise the subject page;
 * - on a subject page: /home;
 * - elsewhere: back one step.
 * A false validFlag disables the button altogether.
 */
export type BackAction =
  | { kind: 'none' }
  | { kind: 'disabled' }
  | { kind: 'history'; delta: number }
  | { kind: 'navigate'; to: string; clearKey?: string };

type Reader = Pick<Storage, 'getItem'>;

const SUBJECT_RE = /^\/subject\/([^/]+)\/([^/]+)\/([^/]+)\/?$/;

export function isContentPath(pathname: string): boolean {
  return /^\/content\/[^/]+\/?$/.test(pathname);
}
export function isSubjectPath(pathname: string): boolean {
  return SUBJECT_RE.test(pathname);
}

/** The subject page to return to from a content page. */
export function subjectBackTarget(storage: Reader, lastSubjectPath: string | null): string | null {
  const subType = storage.getItem(STORAGE_KEYS.subType);
  const idSubject = storage.getItem(STORAGE_KEYS.idSubject);
  const last = lastSubjectPath ? SUBJECT_RE.exec(lastSubjectPath) : null;
  // The last subject page visited, when it is the stored subject (or no keys are stored).
  if (last && (!subType || !idSubject || (last[1] === encodeURIComponent(subType) && last[2] === encodeURIComponent(idSubject)))) {
    return lastSubjectPath;
  }
  if (subType && idSubject) {
    const s = encodeURIComponent(subType);
    const i = encodeURIComponent(idSubject);
    return `/subject/${s}/${i}/${i}`;
  }
  return null;
}

export function backActionFor(pathname: string, opts: { validFlag: boolean; storage: Reader; lastSubjectPath?: string | null }): BackAction {
  if (!opts.validFlag) return { kind: 'disabled' };
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/home') return { kind: 'none' };
  if (path === '/result') return { kind: 'history', delta: -2 };
  if (isContentPath(path)) {
    const url = opts.storage.getItem(STORAGE_KEYS.continueWatchBackUrl);
    if (url && url.startsWith('/') && !url.startsWith('//')) return { kind: 'navigate', to: url, clearKey: STORAGE_KEYS.continueWatchBackUrl };
    const subject = subjectBackTarget(opts.storage, opts.lastSubjectPath ?? null);
    return subject ? { kind: 'navigate', to: subject } : { kind: 'history', delta: -1 };
  }
  if (isSubjectPath(path)) return { kind: 'navigate', to: '/home' };
  return { kind: 'history', delta: -1 };
}
