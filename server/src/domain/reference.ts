import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** Entities as the original serialises them (`+audit` included where the entity has it). */
export interface ClassStandardEntity {
  idClassStandard: number;
  classStandadName: string;
  createdAt: string;
  updatedAt: string;
  createdBy: number | null;
  updatedBy: number | null;
}
export interface SyllabusEntity {
  idSyllabus: number;
  syllabusName: string;
}
export interface StateEntity {
  idState: number;
  state: string;
  displayOrder: number;
}
export interface LanguageEntity {
  idLanguage: number;
  language: string;
  createdAt: string;
  updatedAt: string;
  createdBy: number | null;
  updatedBy: number | null;
}
export interface MediumEntity {
  idStudentMedium: number;
  medium: string;
}

/** The "NA" ids of the contract (common content). */
export const NA_IDS = { classStandard: 4, syllabus: 4, state: 6 } as const;
export const ENGLISH_LANGUAGE_ID = 7;

/** Reads of the reference tables; unset ids (-1) and unknown ids give null. */
export class ReferenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  classStandards(): Promise<ClassStandardEntity[]> {
    return this.db.selectFrom('class_standard').selectAll().orderBy('idClassStandard').execute();
  }
  syllabuses(): Promise<SyllabusEntity[]> {
    return this.db.selectFrom('syllabus').selectAll().orderBy('idSyllabus').execute();
  }
  states(): Promise<StateEntity[]> {
    return this.db.selectFrom('state').selectAll().orderBy('displayOrder').orderBy('idState').execute();
  }
  languages(): Promise<LanguageEntity[]> {
    return this.db.selectFrom('language').selectAll().orderBy('idLanguage').execute();
  }
  mediums(): Promise<MediumEntity[]> {
    return this.db.selectFrom('student_medium').selectAll().orderBy('idStudentMedium').execute();
  }

  async classStandard(id: number): Promise<ClassStandardEntity | null> {
    if (id < 0) return null;
    return (await this.db.selectFrom('class_standard').selectAll().where('idClassStandard', '=', id).executeTakeFirst()) ?? null;
  }
  async syllabus(id: number): Promise<SyllabusEntity | null> {
    if (id < 0) return null;
    return (await this.db.selectFrom('syllabus').selectAll().where('idSyllabus', '=', id).executeTakeFirst()) ?? null;
  }
  async state(id: number): Promise<StateEntity | null> {
    if (id < 0) return null;
    return (await this.db.selectFrom('state').selectAll().where('idState', '=', id).executeTakeFirst()) ?? null;
  }
  async language(id: number): Promise<LanguageEntity | null> {
    if (id < 0) return null;
    return (await this.db.selectFrom('language').selectAll().where('idLanguage', '=', id).executeTakeFirst()) ?? null;
  }
  async medium(id: number): Promise<MediumEntity | null> {
    if (id < 0) return null;
    return (await this.db.selectFrom('student_medium').selectAll().where('idStudentMedium', '=', id).executeTakeFirst()) ?? null;
  }
}
