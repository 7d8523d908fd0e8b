import type { SeedStep } from './types.js';
import { insertMissing } from './util.js';

/**
 * The original's reference data (`data.sql`) with the same ids, plus classes 11 and 12
 * (ids 14, 15) and more states. Ids are part of the contract (4/4/6 = "NA", 7 = English).
 */
export const CLASS_STANDARDS: ReadonlyArray<[number, string]> = [
  [1, '10'],
  [2, '9'],
  [3, '8'],
  [4, 'NA'],
  [5, '7'],
  [6, '6'],
  [7, '5'],
  [8, '4'],
  [9, '3'],
  [10, '2'],
  [11, '1'],
  [12, 'UKG'],
  [13, 'LKG'],
  [14, '11'],
  [15, '12'],
];

export const SYLLABUSES: ReadonlyArray<[number, string]> = [
  [1, 'CBSE'],
  [2, 'ICSE'],
  [3, 'State Board'],
  [4, 'NA'],
];

/** [id, name, displayOrder]; "NA" sorts last. */
export const STATES: ReadonlyArray<[number, string, number]> = [
  [1, 'Karnataka', 1],
  [2, 'Andhra Pradesh', 2],
  [3, 'Kerala', 3],
  [4, 'Tamil Nadu', 4],
  [5, 'Telangana', 5],
  [7, 'Goa', 6],
  [8, 'Gujarat', 7],
  [9, 'Maharashtra', 8],
  [10, 'Odisha', 9],
  [11, 'Uttar Pradesh', 10],
  [12, 'West Bengal', 11],
  [6, 'NA', 99],
];

export const LANGUAGES: ReadonlyArray<[number, string]> = [
  [1, 'Kannada'],
  [2, 'Telugu'],
  [3, 'Tamil'],
  [4, 'Malayalam'],
  [5, 'Hindi'],
  [6, 'Marathi'],
  [7, 'English'],
];

export const MEDIUMS: ReadonlyArray<[number, string]> = [
  [1, 'Private'],
  [2, 'Government'],
];

export const referenceSeed: SeedStep = {
  name: 'reference',
  scope: 'catalogue',
  async run(db, { clock, dialect }) {
    const now = clock.now().toISOString();
    const audit = { createdAt: now, updatedAt: now, createdBy: null, updatedBy: null };
    await insertMissing(db, dialect, 'class_standard', 'idClassStandard', CLASS_STANDARDS.map(([id, name]) => ({ idClassStandard: id, classStandadName: name, ...audit })));
    await insertMissing(db, dialect, 'syllabus', 'idSyllabus', SYLLABUSES.map(([id, name]) => ({ idSyllabus: id, syllabusName: name })));
    await insertMissing(db, dialect, 'state', 'idState', STATES.map(([id, state, displayOrder]) => ({ idState: id, state, displayOrder })));
    await insertMissing(db, dialect, 'language', 'idLanguage', LANGUAGES.map(([id, language]) => ({ idLanguage: id, language, ...audit })));
    await insertMissing(db, dialect, 'student_medium', 'idStudentMedium', MEDIUMS.map(([id, medium]) => ({ idStudentMedium: id, medium })));
  },
};
