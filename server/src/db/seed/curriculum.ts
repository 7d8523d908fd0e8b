/**
 * The product's curriculum as typed data: classes 1-12, their subjects and chapters (real chapter
 * names from the NCERT/CBSE syllabus, which most state boards follow chapter for chapter), with
 * notes, a short Q&A and the chapter video's topic and description; plus the extra-curricular
 * subjects (ids 11-15).
 *
 * Ids are stable and deterministic, so other seeds (quizzes, discover, notifications) can refer to
 * chapters by id:
 * - academic chapter: `classNumber * 1000 + idSubject * 100 + n` (class 10 Maths chapter 2 = 10102);
 * - extra-curricular chapter: `40000 + idSubject * 100 + n` (Piano chapter 1 = 41101; "40" for the
 *   NA class standard 4 that extra-curricular content uses).
 * Never renumber a published chapter: add new ones with the next `n`.
 *
 * Academic chapters are common to every board: they are stored with syllabus 4 and state 6 ("NA"),
 * the contract's ids for common content, and every board's line-5 products point at them.
 */
import { PRIMARY } from './curriculum/primary.js';
import { MIDDLE } from './curriculum/middle.js';
import { SECONDARY } from './curriculum/secondary.js';
import { SENIOR } from './curriculum/senior.js';
import { EXTRA_CURRICULAR } from './curriculum/extra-curricular.js';
import type { ChapterData, ClassData, SubjectChapters } from './curriculum/types.js';

export type { ChapterData, ClassData, ClipKey, QA, SubjectChapters } from './curriculum/types.js';

/** Subject ids from the contract's seed data. */
export const SUBJECT = {
  MATHS: 1,
  SCIENCE: 2,
  ENGLISH: 3,
  KANNADA: 4,
  HINDI: 5,
  SOCIAL_SCIENCE: 6,
  EVS: 7,
  NA: 10,
  PIANO: 11,
  DANCE: 12,
  DRAWING: 13,
  GUITAR: 14,
  PAINTING: 15,
} as const;

export interface SubjectInfo {
  idSubject: number;
  subjectName: string;
  /** Card colour (hex). */
  color: string;
  header: string;
  description: string;
  /** academic, extra-curricular (line 6) or the NA placeholder (post-signup subject 10). */
  kind: 'academic' | 'eca' | 'na';
}

export const SUBJECTS: readonly SubjectInfo[] = [
  { idSubject: 1, subjectName: 'MATHS', color: '#3F51B5', kind: 'academic', header: 'Mathematics', description: 'Numbers, shapes, patterns and problem solving, one clear step at a time.' },
  { idSubject: 2, subjectName: 'SCIENCE', color: '#009688', kind: 'academic', header: 'Science', description: 'Physics, chemistry and biology explained with everyday experiments and examples.' },
  { idSubject: 3, subjectName: 'ENGLISH', color: '#E91E63', kind: 'academic', header: 'English', description: 'Reading, grammar, poems and stories to build confident reading and writing.' },
  { idSubject: 4, subjectName: 'Kannada', color: '#FF9800', kind: 'academic', header: 'Kannada', description: 'Kannada language: reading, grammar and literature.' },
  { idSubject: 5, subjectName: 'Hindi', color: '#F4511E', kind: 'academic', header: 'हिंदी', description: 'हिंदी की कहानियाँ, कविताएँ और व्याकरण, सरल भाषा में।' },
  { idSubject: 6, subjectName: 'SOCIAL SCIENCE', color: '#795548', kind: 'academic', header: 'Social Science', description: 'History, geography, civics and economics: how people, places and societies work.' },
  { idSubject: 7, subjectName: 'EVS', color: '#4CAF50', kind: 'academic', header: 'Environmental Studies', description: 'Family, food, water, plants, animals and the world around us.' },
  { idSubject: 10, subjectName: 'NA', color: '#9E9E9E', kind: 'na', header: 'NA', description: 'Not applicable.' },
  { idSubject: 11, subjectName: 'PIANO', color: '#263238', kind: 'eca', header: 'Piano', description: 'Learn the keyboard from middle C to your first scales and melodies.' },
  { idSubject: 12, subjectName: 'DANCE', color: '#AD1457', kind: 'eca', header: 'Dance', description: 'Posture, rhythm and the basic steps of Indian classical and folk dance.' },
  { idSubject: 13, subjectName: 'DRAWING', color: '#5D4037', kind: 'eca', header: 'Drawing', description: 'Lines, shapes, shading and perspective with just a pencil and paper.' },
  { idSubject: 14, subjectName: 'GUITAR', color: '#BF360C', kind: 'eca', header: 'Guitar', description: 'Tune your guitar, play your first chords and strum along to songs.' },
  { idSubject: 15, subjectName: 'PAINTING', color: '#6A1B9A', kind: 'eca', header: 'Painting', description: 'Colour mixing, watercolour washes and painting your own landscapes.' },
];

/** Every class, from class 1 to class 12, with its subjects and chapters. */
export const CURRICULUM: readonly ClassData[] = [...PRIMARY, ...MIDDLE, ...SECONDARY, ...SENIOR];

/** Extra-curricular subjects (class standard 4, syllabus 4, state 6). */
export const ECA_CURRICULUM: readonly SubjectChapters[] = EXTRA_CURRICULAR;

/** "NA" ids of the contract: class 4, syllabus 4, state 6. */
export const NA_CLASS_STANDARD = 4;
export const NA_SYLLABUS = 4;
export const NA_STATE = 6;

export function academicChapterId(classNumber: number, idSubject: number, n: number): number {
  return classNumber * 1000 + idSubject * 100 + n;
}

export function ecaChapterId(idSubject: number, n: number): number {
  return 40000 + idSubject * 100 + n;
}

/** One chapter with its ids resolved: what seeds and tests iterate over. */
export interface ChapterRecord extends ChapterData {
  idSubjectChapter: number;
  idSubject: number;
  idClassStandard: number;
  /** 1-12 for academic chapters, null for extra-curricular ones. */
  classNumber: number | null;
  /** 1-based order inside its subject and class. */
  sortOrder: number;
  kind: 'academic' | 'eca';
}

function flatten(): ChapterRecord[] {
  const out: ChapterRecord[] = [];
  for (const cls of CURRICULUM) {
    for (const subject of cls.subjects) {
      subject.chapters.forEach((ch, i) => {
        out.push({
          ...ch,
          idSubjectChapter: academicChapterId(cls.classNumber, subject.idSubject, i + 1),
          idSubject: subject.idSubject,
          idClassStandard: cls.idClassStandard,
          classNumber: cls.classNumber,
          sortOrder: i + 1,
          kind: 'academic',
        });
      });
    }
  }
  for (const subject of ECA_CURRICULUM) {
    subject.chapters.forEach((ch, i) => {
      out.push({
        ...ch,
        idSubjectChapter: ecaChapterId(subject.idSubject, i + 1),
        idSubject: subject.idSubject,
        idClassStandard: NA_CLASS_STANDARD,
        classNumber: null,
        sortOrder: i + 1,
        kind: 'eca',
      });
    });
  }
  return out;
}

/** Every chapter (academic then extra-curricular) with stable ids. */
export const ALL_CHAPTERS: readonly ChapterRecord[] = flatten();

const byId = new Map(ALL_CHAPTERS.map((c) => [c.idSubjectChapter, c]));

export function chapterById(idSubjectChapter: number): ChapterRecord | undefined {
  return byId.get(idSubjectChapter);
}

/** Chapters of one subject in one class (class number 1-12), in order. */
export function chaptersOf(classNumber: number, idSubject: number): ChapterRecord[] {
  return ALL_CHAPTERS.filter((c) => c.classNumber === classNumber && c.idSubject === idSubject);
}

/** Class number (1-12) to the contract's ClassStandard id, and back. */
export const CLASS_STANDARD_ID: Readonly<Record<number, number>> = {
  1: 11, 2: 10, 3: 9, 4: 8, 5: 7, 6: 6, 7: 5, 8: 3, 9: 2, 10: 1, 11: 14, 12: 15,
};

export function classNumberOf(idClassStandard: number): number | null {
  for (const [n, id] of Object.entries(CLASS_STANDARD_ID)) if (id === idClassStandard) return Number(n);
  return null;
}
