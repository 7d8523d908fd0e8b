import { z } from 'zod';
import { idParam, intParam, pageNumberParam } from '../../http/schemas.js';

/** An optional whole-number query value with a default (`-1` = any, as the contract uses it). */
export const optInt = (def: number) => intParam.optional().transform((v) => (v === undefined ? def : v));
const optPage = pageNumberParam.optional().transform((v) => v ?? 0);
const flag = intParam.optional().transform((v) => (v === undefined ? -1 : v)).refine((v) => v === -1 || v === 0 || v === 1, 'must be -1, 0 or 1');

export const subjectIdPath = z.object({ idSubject: idParam });
export const chaptersQuery = z.object({ idClassStandard: idParam, idSyllabus: idParam, idState: idParam });
export const academicQuery = z.object({ idClassStandard: idParam.optional(), idSyllabus: idParam.optional(), idState: idParam.optional() });

export const subStatusV1Query = z.object({ studentId: idParam });
export const subStatusV2Query = z.object({ idClassStandard: idParam, idSyllabus: idParam, idState: idParam });
export const idSubjectQuery = z.object({ idSubject: idParam });

export const subjectInfoQuery = z.object({
  idStudentSubscription: optInt(-1),
  idProductLine: optInt(5).refine((v) => v === 5 || v === 6, 'must be 5 or 6'),
  idSubject: idParam,
  idClassStandard: idParam,
  idSyllabus: idParam,
  idState: idParam,
});

export const quizAvailabilityQuery = z.object({ idSubjectChapter: idParam, idStudentSubscription: optInt(-1) });
export const progressStatusQuery = z.object({ idStudentSubscription: idParam });

export const streamingInfoQuery = z.object({
  idSubject: idParam,
  idSubjectChapter: idParam,
  idState: idParam,
  idClassStandard: idParam,
  idSyllabus: idParam,
  language: z.string().trim().max(30).optional().transform((v) => v || 'English'),
  idStudentSubscription: optInt(-1),
});

export const assignedCourseQuery = z.object({ idOfflineVideoCourse: idParam });
export const summaryQuery = z.object({ idVlUser: idParam });
export const assignedPath = z.object({ idStudentAssignedCourse: idParam });
export const durationQuery = z.object({
  duration: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,6})?$/, 'must be a number of seconds from 0')
    .transform(Number),
});
export const videoIdQuery = z.object({ videoId: idParam });

export const chapterVideoQuery = z.object({ idStudentSubscription: optInt(-1), idSubjectChapter: idParam });
export const offlineIdPath = z.object({ idOfflineVideoCourse: idParam });
export const headingsQuery = z.object({ idProduct: idParam.optional(), idSubjectChapter: idParam });
export const byProductPath = z.object({ idSubject: idParam, idSubjectChapter: idParam, idSyllabus: idParam, idClassStandard: idParam, idState: idParam });
export const ratingBody = z.object({
  idOfflineVideoCourse: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  review: z.string().max(1000).nullish(),
});

export const ticketBody = z.object({
  idSubjectChapter: z.number().int().positive().nullish(),
  videoEnLink: z.string().max(500).nullish(),
  idIssueCategory: z.number().int().nullish(),
  comment: z.string().max(1000).nullish(),
  status: z.string().max(30).nullish(),
});

export const teacherQuery = z.object({ category: z.enum(['ACADEMIC', 'EXTRA_CUR']).optional().transform((v) => v ?? 'ACADEMIC') });

export const liveListQuery = z.object({ idLiveClassCategory: optInt(1), idLanguage: optInt(7), idSubject: optInt(-1) });
export const broadcastedQuery = z.object({ idLanguage: optInt(7), idSubject: optInt(-1), pageNumber: optPage });
export const broadcastQuery = z.object({
  IdClassStandards: z
    .string()
    .trim()
    .regex(/^\d{1,9}(,\d{1,9}){0,20}$/, 'must be a comma-separated list of ids')
    .transform((s) => s.split(',').map(Number)),
  pageNumber: optPage,
});
export const pageQuery = z.object({ pageNumber: optPage });
export const categoryLiveQuery = z.object({ idClassStandard: idParam, idLiveClassCategory: idParam });
export const classStandardQuery = z.object({ idClassStandard: idParam });
export const liveIdQuery = z.object({ idLiveClass: idParam });
export const notifyQuery = z.object({ idVlUser: idParam, idLiveClass: idParam });
export const updateHistoryQuery = z.object({
  idLiveClass: idParam,
  watchedDuration: z.string().trim().regex(/^\d{1,7}(\.\d{1,6})?$/, 'must be a number of seconds from 0').transform(Number),
});
export const historyQuery = z.object({
  pageNumber: optPage,
  idSubject: optInt(-1),
  idLanguage: optInt(-1),
  type: z.enum(['premium', 'free']).optional(),
});
export const freeLiveQuery = z.object({
  idLiveClassCategory: optInt(-1),
  idClassStandard: optInt(-1),
  idLanguage: optInt(-1),
  idSubject: optInt(-1),
  idSyllabus: optInt(-1),
  idState: optInt(-1),
  page: optPage,
  currentRunningFlag: flag,
  completionFlag: flag,
});

// Older live-class list variants (live-variants.ts); -1 = any.
export const beforeLoginLiveQuery = z.object({
  idLiveClassCategory: idParam,
  idLanguage: optInt(7),
  idClassStandard: optInt(-1),
  idSubject: optInt(-1),
  idSyllabus: optInt(-1),
  idState: optInt(-1),
});
export const otherClassBeforeLoginQuery = z.object({
  idLiveClassCategory: idParam,
  idClassStandard: optInt(-1),
  idSubject: optInt(-1),
  idSyllabus: optInt(-1),
  idState: optInt(-1),
});
export const afterLoginLiveQuery = z.object({ idLiveClassCategory: idParam, idLanguage: optInt(7) });
export const otherClassQuery = z.object({ idLiveClassCategory: idParam, idSubject: optInt(-1) });
export const categoryOnlyQuery = z.object({ idLiveClassCategory: idParam });
