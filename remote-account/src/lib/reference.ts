import { useEffect, useState } from 'react';
import { getData } from '@app/shared';

/** The lookup lists of the signup and profile forms. */
export interface StateItem { idState: number; state: string; displayOrder?: number }
export interface ClassStandardItem { idClassStandard: number; classStandadName: string }
export interface SyllabusItem { idSyllabus: number; syllabusName: string }
export interface LanguageItem { idLanguage: number; language: string }
export interface MediumItem { idStudentMedium: number; medium: string }

/** Mediums are fixed (spec): 1 Private, 2 Government. */
export const MEDIUMS: MediumItem[] = [
  { idStudentMedium: 1, medium: 'Private' },
  { idStudentMedium: 2, medium: 'Government' },
];

/** The post-signup subject id (spec constant). */
export const POST_SIGNUP_SUBJECT_ID = 10;

const isNA = (name: string | null | undefined) => (name ?? '').trim().toUpperCase() === 'NA';

/** States named NA are hidden. */
export function visibleStates(list: StateItem[]): StateItem[] {
  return list.filter((s) => !isNA(s.state)).sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0));
}

const classRank = (name: string): number => {
  const n = name.trim().toUpperCase();
  if (n === 'LKG') return -2;
  if (n === 'UKG') return -1;
  const v = Number.parseInt(n, 10);
  return Number.isFinite(v) ? v : 100;
};

/** Standards named NA are hidden; the rest in class order (LKG, UKG, 1, 2 … 12). */
export function visibleStandards(list: ClassStandardItem[]): ClassStandardItem[] {
  return list.filter((c) => !isNA(c.classStandadName)).sort((a, b) => classRank(a.classStandadName) - classRank(b.classStandadName));
}

export function visibleSyllabuses(list: SyllabusItem[]): SyllabusItem[] {
  return list.filter((s) => !isNA(s.syllabusName));
}

/** The second-language list excludes English. */
export function secondLanguages(list: LanguageItem[]): LanguageItem[] {
  return list.filter((l) => l.language.trim().toLowerCase() !== 'english');
}

export interface ReferenceLists {
  states: StateItem[];
  standards: ClassStandardItem[];
  syllabuses: SyllabusItem[];
  languages: LanguageItem[];
}

const asList = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

export async function fetchReferenceLists(): Promise<ReferenceLists> {
  const opts = { skipErrorToast: true };
  const [states, standards, syllabuses, languages] = await Promise.all([
    getData<StateItem[]>('v1', '/state/list', opts),
    getData<ClassStandardItem[]>('v1', '/classStandard/', opts),
    getData<SyllabusItem[]>('v1', '/syllabus/', opts),
    getData<LanguageItem[]>('v1', '/auth/languages', opts),
  ]);
  return {
    states: visibleStates(asList(states)),
    standards: visibleStandards(asList(standards)),
    syllabuses: visibleSyllabuses(asList(syllabuses)),
    languages: secondLanguages(asList(languages)),
  };
}

/** Loads the lists once per mount; `reload` retries after a failure. */
export function useReferenceLists() {
  const [lists, setLists] = useState<ReferenceLists | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    setFailed(false);
    fetchReferenceLists()
      .then((l) => alive && setLists(l))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [attempt]);
  return { lists, failed, reload: () => setAttempt((a) => a + 1) };
}
