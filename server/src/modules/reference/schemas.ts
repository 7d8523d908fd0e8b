import { z } from 'zod';
import { documentSchema } from '../../http/envelope.js';

export const classStandardSchema = z.object({
  idClassStandard: z.number().int(),
  classStandadName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.number().int().nullable(),
  updatedBy: z.number().int().nullable(),
});
export const syllabusSchema = z.object({ idSyllabus: z.number().int(), syllabusName: z.string() });
export const stateSchema = z.object({ idState: z.number().int(), state: z.string(), displayOrder: z.number().int() });
export const languageSchema = z.object({
  idLanguage: z.number().int(),
  language: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.number().int().nullable(),
  updatedBy: z.number().int().nullable(),
});
export const mediumSchema = z.object({ idStudentMedium: z.number().int(), medium: z.string() });

export const stateListResponse = documentSchema(z.array(stateSchema));
export const classStandardListResponse = documentSchema(z.array(classStandardSchema).nullable());
export const syllabusListResponse = documentSchema(z.array(syllabusSchema));
export const languageListResponse = documentSchema(z.array(languageSchema));
export const mediumListResponse = documentSchema(z.array(mediumSchema));
