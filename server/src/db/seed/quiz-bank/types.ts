/**
 * Compact question-bank entries (seed data only):
 * - `o`: one correct option (`a` is its index);
 * - `m`: several correct options (`a` lists their indexes);
 * - `s`: a typed answer (`a` is the expected text; matching ignores case and spaces).
 * `e` is the explanation shown in the review.
 */
export type BankQuestion =
  | { t: 'o'; q: string; o: readonly string[]; a: number; e: string; marks?: number; section?: string; idSubject?: number }
  | { t: 'm'; q: string; o: readonly string[]; a: readonly number[]; e: string; marks?: number; section?: string; idSubject?: number }
  | { t: 's'; q: string; a: string; e: string; marks?: number; section?: string; idSubject?: number };

/** Questions per chapter id. */
export type Bank = Readonly<Record<number, readonly BankQuestion[]>>;
