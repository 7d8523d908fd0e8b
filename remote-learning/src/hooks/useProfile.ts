import { useAtomValue } from 'jotai';
import { sessionAtom } from '@app/shared';
import type { ProfileIds } from '../lib/api';

/** The student's class, syllabus and state ids from the stored session (null until complete). */
export function useProfileIds(): ProfileIds | null {
  const s = useAtomValue(sessionAtom);
  if (!s?.classStandardObject || !s.syllabusObject || !s.stateObject) return null;
  return {
    idClassStandard: s.classStandardObject.idClassStandard,
    idSyllabus: s.syllabusObject.idSyllabus,
    idState: s.stateObject.idState,
  };
}
