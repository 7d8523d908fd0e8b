import { z } from 'zod';
import { idParam, intParam } from '../../http/schemas.js';

/** Inputs of the quiz family. Bounded everywhere: a quiz has at most 200 questions. */
const id = z.number().int().positive().max(2_000_000_000);
const subscr = z.number().int().min(-1).max(2_000_000_000);

const submittedAnswer = z.object({
  idAnswer: z.number().int().nullish(),
  fieldId: z.number().int().min(0).max(1_000_000),
  textFieldValue: z.string().max(500).nullish(),
});

export const submittedQuestion = z.object({
  idQuizQuestion: id,
  questionType: z.enum(['OBJECTIVE', 'MULTISELECT', 'SUBJECTIVE']).optional(),
  answers: z.array(submittedAnswer).max(20).default([]),
});

const quizQuestions = z.array(submittedQuestion).max(200);
const clientAttemptId = z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _').optional();

export const submitChapterBody = z.object({
  idSubjectChapter: id,
  idStudentSubscr: subscr,
  quizQuestions,
  clientAttemptId,
});

export const submitBody = z.object({
  idQuiz: id,
  idSubject: z.number().int().min(-1).max(2_000_000_000),
  idStudentSubscr: subscr,
  quizQuestions,
  clientAttemptId,
});

export const answersBody = z.object({ quizQuestions });

export const quizIdParams = z.object({ quizId: idParam });
export const subjectParams = z.object({ idProduct: idParam, idSubject: idParam });
export const chapterParams = z.object({ idProduct: idParam, idSubject: idParam, idSubjectChapter: idParam });
export const attemptParams = z.object({ idAttempt: idParam });

export const subjectScoreQuery = z.object({ idSubject: idParam, idStudentSubcription: intParam.optional(), idQuiz: idParam.optional() });
export const chapterScoreQuery = z.object({ idChapter: idParam, idStudentSubscription: intParam.optional() });
export const chapterWiseScoreQuery = z.object({ idSubjectChapter: idParam, idStudentSubscription: intParam.optional() });
export const chapterReviewQuery = z.object({ idStudentChapterQuiz: idParam });
export const subjectReviewQuery = z.object({ idStudentSubjectQuiz: idParam });
export const productQuery = z.object({ idProduct: idParam });
