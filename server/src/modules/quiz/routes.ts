import { chapterById, SUBJECTS } from '../../db/seed/curriculum.js';
import { defineModule } from '../module.js';
import {
  answersBody,
  attemptParams,
  chapterParams,
  chapterReviewQuery,
  chapterScoreQuery,
  chapterWiseScoreQuery,
  productQuery,
  quizIdParams,
  subjectParams,
  subjectReviewQuery,
  subjectScoreQuery,
  submitBody,
  submitChapterBody,
} from './schemas.js';
import { QuizService } from './service.js';

/**
 * `/api/v1/quiz/*` (api-contract.md section 8): questions, submit, scores, reviews, the
 * vocational test (VCT) with its 425 gates, and our challenger test with a server deadline.
 * Every call needs a student's token; every attempt id is checked against the caller.
 */
export const quizModule = defineModule({
  name: 'quiz',
  routes(app, ctx) {
    const cfg = ctx.config.quiz;
    const service = new QuizService(ctx, cfg);
    const tags = ['quiz'];
    const security = [{ bearerAuth: [] }];
    const student = [ctx.auth.required, ctx.auth.student];
    const names = {
      subjectName: (id: number) => SUBJECTS.find((s) => s.idSubject === id)?.header ?? `Subject ${id}`,
      chapterName: (id: number) => chapterById(id)?.name ?? `Chapter ${id}`,
    };

    app.get('/api/v1/quiz/hub', { onRequest: student, schema: { tags, security, summary: 'Quizzes, exam prep and tests open to me (our endpoint)' } }, (req) =>
      service.hub(req.principal!, names),
    );

    // Questions
    app.get('/api/v1/quiz/:quizId/questions', { onRequest: student, schema: { tags, security, summary: 'Questions of a quiz', params: quizIdParams } }, (req) =>
      service.quizQuestions(req.principal!, req.params.quizId),
    );
    app.get(
      '/api/v1/quiz/product/:idProduct/subject/:idSubject/questions',
      { onRequest: student, schema: { tags, security, summary: 'Subject quiz questions (for my class)', params: subjectParams } },
      (req) => service.subjectQuestions(req.principal!, req.params.idProduct, req.params.idSubject),
    );
    app.get(
      '/api/v1/quiz/product/:idProduct/subject/:idSubject/chapter/:idSubjectChapter/questions',
      { onRequest: student, schema: { tags, security, summary: 'Chapter quiz questions', params: chapterParams } },
      (req) => service.chapterQuestions(req.principal!, req.params.idProduct, req.params.idSubject, req.params.idSubjectChapter, false),
    );
    app.get(
      '/api/v1/quiz/product/:idProduct/subject/:idSubject/chapter/:idSubjectChapter/exam-prep-questions',
      { onRequest: student, schema: { tags, security, summary: 'Exam-prep questions of a chapter (25 at most)', params: chapterParams } },
      (req) => service.chapterQuestions(req.principal!, req.params.idProduct, req.params.idSubject, req.params.idSubjectChapter, true),
    );

    // Submitting
    app.post('/api/v1/quiz/student/submit-chapterwise', { onRequest: student, schema: { tags, security, summary: 'Submit a chapter quiz', body: submitChapterBody } }, (req) =>
      service.submitChapterwise(req.principal!, req.body),
    );
    app.post('/api/v1/quiz/student/submit', { onRequest: student, schema: { tags, security, summary: 'Submit a subject quiz or exam-prep set', body: submitBody } }, (req) =>
      service.submitSubject(req.principal!, req.body),
    );

    // Scores
    app.get('/api/v1/quiz/getStudentSubjectWiseScore', { onRequest: student, schema: { tags, security, summary: 'My subject quiz scores', querystring: subjectScoreQuery } }, (req) =>
      service.subjectScores(req.principal!, req.query.idSubject, req.query.idStudentSubcription ?? -1, req.query.idQuiz),
    );
    app.get('/api/v1/quiz/getStudentChapterWiseScore', { onRequest: student, schema: { tags, security, summary: 'My chapter quiz scores', querystring: chapterScoreQuery } }, (req) =>
      service.chapterScoresStrict(req.principal!, req.query.idChapter, req.query.idStudentSubscription ?? -1),
    );
    app.get('/api/v1/quiz/student-chapter-wise-score', { onRequest: student, schema: { tags, security, summary: 'My chapter quiz scores', querystring: chapterWiseScoreQuery } }, (req) =>
      service.chapterScores(req.principal!, req.query.idSubjectChapter, req.query.idStudentSubscription ?? -1),
    );

    // Reviews
    app.get('/api/v1/quiz/getQuizReview', { onRequest: student, schema: { tags, security, summary: 'Review of my subject quiz attempt', querystring: subjectReviewQuery } }, (req) =>
      service.subjectReview(req.principal!, req.query.idStudentSubjectQuiz),
    );
    for (const path of ['/api/v1/quiz/getChapterWiseQuizReview', '/api/v1/quiz/student-chapter-quiz-review']) {
      app.get(path, { onRequest: student, schema: { tags, security, summary: 'Review of my chapter quiz attempt', querystring: chapterReviewQuery } }, (req) =>
        service.chapterReview(req.principal!, req.query.idStudentChapterQuiz),
      );
    }

    // Vocational test
    app.get('/api/v1/quiz/vct-questions', { onRequest: student, schema: { tags, security, summary: 'Vocational test paper (425 once taken)', querystring: productQuery } }, (req) =>
      service.vctQuestions(req.principal!, req.query.idProduct),
    );
    app.post('/api/v1/quiz/student/vct-submit', { onRequest: student, schema: { tags, security, summary: 'Submit the vocational test (425 while results are hidden)', body: submitBody } }, (req) =>
      service.vctSubmit(req.principal!, req.body),
    );
    app.get('/api/v1/quiz/student/vct-review', { onRequest: student, schema: { tags, security, summary: 'My vocational test, question by question', querystring: productQuery } }, (req) =>
      service.vctReview(req.principal!, req.query.idProduct),
    );
    app.get('/api/v1/quiz/student/vct-report-card', { onRequest: student, schema: { tags, security, summary: 'My vocational test report card', querystring: productQuery } }, (req) =>
      service.vctReportCard(req.principal!, req.query.idProduct),
    );
    for (const path of ['/api/v1/quiz/vct-subject-review', '/api/v1/vct-subject-review']) {
      app.get(path, { onRequest: student, schema: { tags, security, summary: 'My vocational test by subject', querystring: productQuery } }, (req) =>
        service.vctSubjectReview(req.principal!, req.query.idProduct),
      );
    }
    for (const path of ['/api/v1/quiz/vct-report-is-exist', '/api/v1/vct-report-is-exist']) {
      app.get(path, { onRequest: student, schema: { tags, security, summary: 'Have I taken the vocational test?', querystring: productQuery } }, (req) =>
        service.vctReportExists(req.principal!, req.query.idProduct),
      );
    }
    for (const path of ['/api/v1/quiz/student/vct-result-and-ranking', '/api/v1/quiz/vct-result-and-ranking']) {
      app.get(path, { onRequest: student, schema: { tags, security, summary: 'My vocational test rank and subject review', querystring: productQuery } }, (req) =>
        service.vctResultAndRanking(req.principal!, req.query.idProduct),
      );
    }

    // Challenger test (our design): the server holds the deadline.
    app.post('/api/v1/quiz/challenger/start', { onRequest: student, schema: { tags, security, summary: 'Start (or resume) the challenger test', querystring: productQuery } }, (req) =>
      service.challengerStart(req.principal!, req.query.idProduct),
    );
    app.put('/api/v1/quiz/challenger/:idAttempt/answers', { onRequest: student, schema: { tags, security, summary: 'Save answers of a running attempt', params: attemptParams, body: answersBody } }, (req) =>
      service.challengerSave(req.principal!, req.params.idAttempt, req.body.quizQuestions),
    );
    app.post('/api/v1/quiz/challenger/:idAttempt/submit', { onRequest: student, schema: { tags, security, summary: 'Submit the challenger test', params: attemptParams, body: answersBody } }, (req) =>
      service.challengerSubmit(req.principal!, req.params.idAttempt, req.body.quizQuestions),
    );
    app.get('/api/v1/quiz/challenger/:idAttempt/review', { onRequest: student, schema: { tags, security, summary: 'Review of my challenger attempt', params: attemptParams } }, (req) =>
      service.challengerReview(req.principal!, req.params.idAttempt),
    );
  },
});
