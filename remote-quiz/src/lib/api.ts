import { call, getData, type Envelope } from '@app/shared';
import type {
  ChallengerResult,
  ChallengerStart,
  ChapterSubmitResult,
  Question,
  QuizHub,
  Review,
  StudentChapterQuiz,
  StudentSubjectQuiz,
  SubjectSubmitResult,
  SubmittedQuestion,
  VctPaper,
  VctResultAndRanking,
  VctSubjectReview,
  VctSubmitResult,
} from './types';

/**
 * Every quiz call the remote makes (api-contract.md section 8; the hub and the challenger
 * test are our own endpoints). Screens show failures themselves, so no error toasts here.
 */
const quiet = { skipErrorToast: true } as const;

export const quizApi = {
  hub: () => getData<QuizHub>('v1', '/quiz/hub', quiet),

  chapterQuestions: (p: number | string, s: number | string, c: number | string) =>
    getData<Question[]>('v1', `/quiz/product/${p}/subject/${s}/chapter/${c}/questions`, quiet),
  examPrepQuestions: (p: number | string, s: number | string, c: number | string) =>
    getData<Question[]>('v1', `/quiz/product/${p}/subject/${s}/chapter/${c}/exam-prep-questions`, quiet),
  subjectQuestions: (p: number | string, s: number | string) =>
    getData<Question[]>('v1', `/quiz/product/${p}/subject/${s}/questions`, quiet),

  submitChapter: (body: { idSubjectChapter: number; idStudentSubscr: number; quizQuestions: SubmittedQuestion[]; clientAttemptId?: string }) =>
    call<ChapterSubmitResult>('v1', { method: 'POST', url: '/quiz/student/submit-chapterwise', data: body, ...quiet }),
  submitSubject: (body: { idQuiz: number; idSubject: number; idStudentSubscr: number; quizQuestions: SubmittedQuestion[]; clientAttemptId?: string }) =>
    call<SubjectSubmitResult>('v1', { method: 'POST', url: '/quiz/student/submit', data: body, ...quiet }),

  chapterScores: (idSubjectChapter: number | string, idStudentSubscription: number | string) =>
    call<StudentChapterQuiz[] | null>('v1', {
      method: 'GET',
      url: '/quiz/student-chapter-wise-score',
      params: { idSubjectChapter, idStudentSubscription },
      ...quiet,
    }),
  subjectScores: (idSubject: number | string, idStudentSubcription: number | string, idQuiz?: number) =>
    getData<StudentSubjectQuiz[]>('v1', '/quiz/getStudentSubjectWiseScore', { params: { idSubject, idStudentSubcription, idQuiz }, ...quiet }),
  chapterReview: (idStudentChapterQuiz: number | string) =>
    getData<Review>('v1', '/quiz/getChapterWiseQuizReview', { params: { idStudentChapterQuiz }, ...quiet }),
  subjectReview: (idStudentSubjectQuiz: number | string) =>
    getData<Review>('v1', '/quiz/getQuizReview', { params: { idStudentSubjectQuiz }, ...quiet }),

  vctQuestions: (idProduct: number | string) => getData<VctPaper>('v1', '/quiz/vct-questions', { params: { idProduct }, ...quiet }),
  vctSubmit: (body: { idQuiz: number; idSubject: number; idStudentSubscr: number; quizQuestions: SubmittedQuestion[]; clientAttemptId?: string }) =>
    call<VctSubmitResult | null>('v1', { method: 'POST', url: '/quiz/student/vct-submit', data: body, ...quiet }),
  vctReportExists: (idProduct: number | string) => getData<boolean>('v1', '/quiz/vct-report-is-exist', { params: { idProduct }, ...quiet }),
  vctResultAndRanking: (idProduct: number | string) =>
    getData<VctResultAndRanking>('v1', '/quiz/student/vct-result-and-ranking', { params: { idProduct }, ...quiet }),
  vctSubjectReview: (idProduct: number | string) =>
    getData<VctSubjectReview[]>('v1', '/quiz/vct-subject-review', { params: { idProduct }, ...quiet }),
  vctReview: (idProduct: number | string) => getData<Review>('v1', '/quiz/student/vct-review', { params: { idProduct }, ...quiet }),

  challengerStart: (idProduct: number | string) =>
    call<ChallengerStart>('v1', { method: 'POST', url: '/quiz/challenger/start', params: { idProduct }, ...quiet }).then((r) => r.data),
  challengerSave: (idAttempt: number, quizQuestions: SubmittedQuestion[]) =>
    call<null>('v1', { method: 'PUT', url: `/quiz/challenger/${idAttempt}/answers`, data: { quizQuestions }, ...quiet }),
  challengerSubmit: (idAttempt: number, quizQuestions: SubmittedQuestion[]) =>
    call<ChallengerResult>('v1', { method: 'POST', url: `/quiz/challenger/${idAttempt}/submit`, data: { quizQuestions }, ...quiet }),
  challengerReview: (idAttempt: number | string) => getData<Review>('v1', `/quiz/challenger/${idAttempt}/review`, quiet),
};

export type { Envelope };
