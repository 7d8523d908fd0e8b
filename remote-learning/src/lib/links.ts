import { paths } from '@app/shared';

export interface ContentLink {
  /** The chapter whose content page opens (`/content/{idSubjectChapter}`). */
  idSubjectChapter: number;
  idSubject?: number;
  /** The video to select (idOfflineVideoCourse). */
  video?: number;
  /** Start position in seconds (continue watching). */
  t?: number;
  /** The student's subscription for the subject, when known. */
  sub?: number;
  subType?: string;
}

/** `/content/{idSubjectChapter}?subject=&video=&t=&sub=&type=`. */
export function contentPath(c: ContentLink): string {
  const q = new URLSearchParams();
  if (c.idSubject != null) q.set('subject', String(c.idSubject));
  if (c.video != null) q.set('video', String(c.video));
  if (c.t != null && c.t > 0) q.set('t', String(Math.floor(c.t)));
  if (c.sub != null && c.sub > 0) q.set('sub', String(c.sub));
  if (c.subType) q.set('type', c.subType);
  const s = q.toString();
  return s ? `${paths.content(c.idSubjectChapter)}?${s}` : paths.content(c.idSubjectChapter);
}

/** Reads a positive integer query value, or undefined. */
export function intParam(v: string | null | undefined): number | undefined {
  if (v == null || v === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) ? n : undefined;
}
