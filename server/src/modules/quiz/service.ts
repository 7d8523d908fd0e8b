import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/types.js';
import { addMs, istDate } from '../../domain/time.js';
import { doc, type Document } from '../../http/envelope.js';
import { AppError, Messages } from '../../http/errors.js';
import type { Principal } from '../../http/auth.js';
import type { QuizConfig } from './config.js';
import { monthDay, score, type ChosenAnswer, type ScoredQuestion, type ScoreResult } from './scoring.js';
import type { QuizAttempt, QuizKind, QuestionType, Quiz } from './tables.js';
import './tables.js';

/** The contract's exact messages (section 8) and ours for the checks we add. */
export const QuizMessages = {
  ok: 'Successfull request',
  noQuestionsList: 'No Questions List found',
  noQuestions: 'No Questions Found for Respective Quiz',
  answerAll: 'Please answer all the question.',
  subjectScores: 'Student SubjectWise Score Details',
  chapterScores: 'Student Chapterwise Score Details',
  noChapterQuiz: 'No Student Chapter Quiz',
  noQuizResult: 'No Quiz Result Result Found!',
  review: 'Retrieved Review Quiz Details Successfully',
  chapterReview: 'Retrieved ChapterWise Review Quiz Details Successfully',
  notYourSubscription: 'User dosent have access to this subscription.',
  attemptNotFound: 'No quiz attempt found.',
  unknownQuestion: 'The answers do not belong to this quiz.',
  alreadySubmitted: 'This test is already submitted.',
  timeOver: 'The time for this test is over.',
  answersSaved: 'Answers saved',
  notStudent: 'Only students can take quizzes.',
  vctTaken: (d: string) => `Attention! You have already taken this exam, kindly wait until ${d} for the next opportunity.`,
  vctReveal: (d: string) => `Congratulation! Are you excited to see your exam results? Wait until ${d} for the big reveal!`,
} as const;

/** At most this many exam-prep questions per chapter. */
export const EXAM_PREP_MAX = 25;

export interface SubmittedQuestionIn {
  idQuizQuestion: number;
  questionType?: string;
  answers: { idAnswer?: number | null; fieldId: number; textFieldValue?: string | null }[];
}

interface LoadedQuestion {
  idQuizQuestion: number;
  idQuiz: number;
  questionText: string;
  questionTitle: string | null;
  questionType: QuestionType;
  numberOptions: number;
  diagramLoc: string | null;
  marks: number;
  answerText: string | null;
  explanation: string | null;
  idSubject: number | null;
  sectionName: string | null;
  sortOrder: number;
  answers: { idAnswer: number; fieldId: number; textFieldValue: string | null; correctValueFlag: number }[];
}

const DAY_MS = 24 * 3600 * 1000;

export class QuizService {
  private readonly db: Kysely<Database>;
  constructor(
    private readonly ctx: AppContext,
    private readonly cfg: QuizConfig,
  ) {
    this.db = ctx.db;
  }

  private now(): Date {
    return this.ctx.clock.now();
  }

  // ---------- loading ----------

  private async student(p: Principal): Promise<{ idStudent: number; idClassStandard: number }> {
    const row = await this.db.selectFrom('student').select(['idStudent', 'idClassStandard']).where('userSurId', '=', p.userSurId).executeTakeFirst();
    if (!row) throw new AppError(403, QuizMessages.notStudent);
    return row;
  }

  /** idStudentSubscr -1 (or 0) means "none"; any other must be the caller's. */
  private async checkSubscription(p: Principal, idStudentSubscr: number): Promise<void> {
    if (idStudentSubscr <= 0) return;
    const row = await this.db
      .selectFrom('student_subscription')
      .select('userSurId')
      .where('idStudentSubscription', '=', idStudentSubscr)
      .executeTakeFirst();
    if (!row || row.userSurId !== p.userSurId) throw new AppError(403, QuizMessages.notYourSubscription);
  }

  private async questionsOf(idQuiz: number, limit?: number): Promise<LoadedQuestion[]> {
    let q = this.db
      .selectFrom('quiz_question')
      .selectAll()
      .where('idQuiz', '=', idQuiz)
      .where('questionActiveFlag', '=', 1)
      .orderBy('sortOrder')
      .orderBy('idQuizQuestion');
    if (limit) q = q.limit(limit);
    const rows = await q.execute();
    if (!rows.length) return [];
    const answers = await this.db
      .selectFrom('quiz_answer')
      .selectAll()
      .where(
        'idQuizQuestion',
        'in',
        rows.map((r) => r.idQuizQuestion),
      )
      .orderBy('fieldId')
      .execute();
    const byQ = new Map<number, LoadedQuestion['answers']>();
    for (const a of answers) {
      const list = byQ.get(a.idQuizQuestion) ?? [];
      list.push({ idAnswer: a.idAnswer, fieldId: a.fieldId, textFieldValue: a.textFieldValue, correctValueFlag: a.correctValueFlag });
      byQ.set(a.idQuizQuestion, list);
    }
    return rows.map((r) => ({ ...r, answers: byQ.get(r.idQuizQuestion) ?? [] }));
  }

  /** The question JSON for a student: no correct flags, no expected texts, no answer text. */
  private studentQuestion(q: LoadedQuestion, quiz: Quiz, idProduct: number | null) {
    return {
      idQuizQuestion: q.idQuizQuestion,
      questionText: q.questionText,
      questionActiveFlag: true,
      answerText: null,
      questionType: q.questionType,
      numberOptions: q.numberOptions,
      diagramLoc: q.diagramLoc,
      questionTitle: q.questionTitle,
      marks: q.marks,
      quiz: {
        idQuiz: quiz.idQuiz,
        idSubjectChapter: quiz.idSubjectChapter,
        idSubject: quiz.idSubject,
        idProduct: idProduct ?? quiz.idProduct,
        quizName: quiz.quizName,
        idOfflineVideoCourse: quiz.idOfflineVideoCourse,
      },
      answers: q.answers.map((a) => ({
        idAnswer: a.idAnswer,
        textFieldValue: q.questionType === 'SUBJECTIVE' ? null : a.textFieldValue,
        correctValueFlag: false,
        fieldId: a.fieldId,
        idQuizQuestion: q.idQuizQuestion,
      })),
    };
  }

  private async findQuiz(kind: QuizKind, where: { idSubjectChapter?: number; idSubject?: number; idClassStandard?: number; idProduct?: number; idQuiz?: number }) {
    let q = this.db.selectFrom('quiz').selectAll().where('kind', '=', kind).where('activeFlag', '=', 1);
    if (where.idQuiz !== undefined) q = q.where('idQuiz', '=', where.idQuiz);
    if (where.idSubjectChapter !== undefined) q = q.where('idSubjectChapter', '=', where.idSubjectChapter);
    if (where.idSubject !== undefined) q = q.where('idSubject', '=', where.idSubject);
    if (where.idClassStandard !== undefined) q = q.where('idClassStandard', '=', where.idClassStandard);
    if (where.idProduct !== undefined) q = q.where('idProduct', '=', where.idProduct);
    return q.orderBy('idQuiz').executeTakeFirst();
  }

  // ---------- questions ----------

  async quizQuestions(p: Principal, idQuiz: number) {
    const quiz = await this.db.selectFrom('quiz').selectAll().where('idQuiz', '=', idQuiz).where('activeFlag', '=', 1).executeTakeFirst();
    // The timed and the once-only tests are taken through their own endpoints.
    if (!quiz || quiz.kind === 'VCT' || quiz.kind === 'CHALLENGER') throw new AppError(500, QuizMessages.noQuestions);
    const qs = await this.questionsOf(quiz.idQuiz, quiz.kind === 'EXAM_PREP' ? EXAM_PREP_MAX : undefined);
    if (!qs.length) throw new AppError(500, QuizMessages.noQuestions);
    return doc(qs.map((q) => this.studentQuestion(q, quiz, null)), QuizMessages.ok);
  }

  async subjectQuestions(p: Principal, idProduct: number, idSubject: number) {
    const st = await this.student(p);
    const quiz = await this.findQuiz('SUBJECT', { idSubject, idClassStandard: st.idClassStandard });
    if (!quiz) throw new AppError(500, QuizMessages.noQuestionsList);
    const qs = await this.questionsOf(quiz.idQuiz);
    if (!qs.length) throw new AppError(500, QuizMessages.noQuestions);
    return doc(qs.map((q) => this.studentQuestion(q, quiz, idProduct)), QuizMessages.ok);
  }

  async chapterQuestions(p: Principal, idProduct: number, idSubject: number, idSubjectChapter: number, examPrep: boolean) {
    await this.student(p);
    const quiz = await this.findQuiz(examPrep ? 'EXAM_PREP' : 'CHAPTER', { idSubjectChapter, idSubject });
    if (!quiz) throw new AppError(500, QuizMessages.noQuestions);
    const qs = await this.questionsOf(quiz.idQuiz, examPrep ? EXAM_PREP_MAX : undefined);
    if (!qs.length) throw new AppError(500, QuizMessages.noQuestions);
    return doc(qs.map((q) => this.studentQuestion(q, quiz, idProduct)), QuizMessages.ok);
  }

  // ---------- submitting ----------

  private toScored(qs: LoadedQuestion[]): ScoredQuestion[] {
    return qs.map((q) => ({
      idQuizQuestion: q.idQuizQuestion,
      questionType: q.questionType,
      marks: q.marks,
      options: q.answers.map((a) => ({ fieldId: a.fieldId, textFieldValue: a.textFieldValue, correct: a.correctValueFlag === 1 })),
    }));
  }

  /** Checks the submitted questions against the quiz and returns the chosen answers per question. */
  private chosenMap(qs: LoadedQuestion[], submitted: SubmittedQuestionIn[], requireAll: boolean): Map<number, ChosenAnswer[]> {
    const ids = new Set(qs.map((q) => q.idQuizQuestion));
    const map = new Map<number, ChosenAnswer[]>();
    for (const s of submitted) {
      if (!ids.has(s.idQuizQuestion)) throw new AppError(400, QuizMessages.unknownQuestion);
      const chosen = s.answers
        .filter((a) => a.textFieldValue === undefined || a.textFieldValue === null || String(a.textFieldValue).trim() !== '')
        .map((a) => ({ fieldId: a.fieldId, textFieldValue: a.textFieldValue ?? null }));
      map.set(s.idQuizQuestion, chosen);
    }
    if (requireAll && qs.some((q) => !(map.get(q.idQuizQuestion)?.length))) throw new AppError(400, QuizMessages.answerAll);
    return map;
  }

  private async existingByClientId(p: Principal, clientAttemptId: string | undefined): Promise<QuizAttempt | undefined> {
    if (!clientAttemptId) return undefined;
    return this.db
      .selectFrom('quiz_attempt')
      .selectAll()
      .where('userSurId', '=', p.userSurId)
      .where('clientAttemptId', '=', clientAttemptId)
      .where('status', '=', 'SUBMITTED')
      .executeTakeFirst();
  }

  private async insertAttempt(
    p: Principal,
    quiz: Quiz,
    kind: QuizKind,
    idStudentSubscr: number,
    submitted: SubmittedQuestionIn[],
    r: ScoreResult,
    clientAttemptId: string | undefined,
  ): Promise<QuizAttempt> {
    const at = this.now().toISOString();
    return this.db
      .insertInto('quiz_attempt')
      .values({
        kind,
        idQuiz: quiz.idQuiz,
        userSurId: p.userSurId,
        idStudentSubscr,
        idSubjectChapter: quiz.idSubjectChapter,
        idSubject: quiz.idSubject,
        idProduct: quiz.idProduct,
        clientAttemptId: clientAttemptId ?? null,
        status: 'SUBMITTED',
        startedAt: at,
        deadlineAt: null,
        submittedAt: at,
        late: 0,
        totalQuestions: r.totalQuestions,
        answeredQuestions: r.answeredQuestions,
        totalCorrect: r.totalCorrect,
        totalMarks: r.totalMarks,
        scoredMarks: r.scoredMarks,
        percentage: r.percentage,
        answersJson: JSON.stringify(submitted),
        resultsJson: JSON.stringify(r.perQuestion),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private chapterQuizDto(a: QuizAttempt) {
    return {
      idStudentChapterQuiz: a.idAttempt,
      quizDate: a.submittedAt ?? a.startedAt,
      quizScore: Math.round(a.percentage),
      idSubjectChapter: a.idSubjectChapter,
      idStudentSubscr: a.idStudentSubscr,
    };
  }

  private subjectQuizDto(a: QuizAttempt) {
    return {
      idStudentSubjectQuiz: a.idAttempt,
      idStudentSubscr: a.idStudentSubscr,
      quizDate: a.submittedAt ?? a.startedAt,
      quizScore: a.percentage,
      idSubject: a.idSubject,
      idQuiz: a.idQuiz,
      totalMarksScored: a.scoredMarks,
    };
  }

  async submitChapterwise(p: Principal, body: { idSubjectChapter: number; idStudentSubscr: number; quizQuestions: SubmittedQuestionIn[]; clientAttemptId?: string }) {
    await this.student(p);
    await this.checkSubscription(p, body.idStudentSubscr);
    const done = await this.existingByClientId(p, body.clientAttemptId);
    if (done && done.kind === 'CHAPTER') return doc(this.chapterResult(done), QuizMessages.ok);
    const quiz = await this.findQuiz('CHAPTER', { idSubjectChapter: body.idSubjectChapter });
    if (!quiz) throw new AppError(500, QuizMessages.noQuestions);
    const qs = await this.questionsOf(quiz.idQuiz);
    if (!qs.length) throw new AppError(500, QuizMessages.noQuestions);
    const chosen = this.chosenMap(qs, body.quizQuestions, true);
    const r = score(this.toScored(qs), chosen);
    const a = await this.insertAttempt(p, quiz, 'CHAPTER', body.idStudentSubscr, body.quizQuestions, r, body.clientAttemptId);
    return doc(this.chapterResult(a), QuizMessages.ok);
  }

  private chapterResult(a: QuizAttempt) {
    return {
      totalQuestions: a.totalQuestions,
      totalCorrectAnswers: a.totalCorrect,
      percentage: Math.round(a.percentage),
      studentChapterQuiz: this.chapterQuizDto(a),
    };
  }

  async submitSubject(p: Principal, body: { idQuiz: number; idSubject: number; idStudentSubscr: number; quizQuestions: SubmittedQuestionIn[]; clientAttemptId?: string }) {
    await this.student(p);
    await this.checkSubscription(p, body.idStudentSubscr);
    const done = await this.existingByClientId(p, body.clientAttemptId);
    if (done && (done.kind === 'SUBJECT' || done.kind === 'EXAM_PREP')) return doc(this.subjectResult(done), QuizMessages.ok);
    const quiz = await this.db.selectFrom('quiz').selectAll().where('idQuiz', '=', body.idQuiz).where('activeFlag', '=', 1).executeTakeFirst();
    if (!quiz || (quiz.kind !== 'SUBJECT' && quiz.kind !== 'EXAM_PREP') || (quiz.idSubject !== null && quiz.idSubject !== body.idSubject)) {
      throw new AppError(500, QuizMessages.noQuestions);
    }
    const qs = await this.questionsOf(quiz.idQuiz, quiz.kind === 'EXAM_PREP' ? EXAM_PREP_MAX : undefined);
    if (!qs.length) throw new AppError(500, QuizMessages.noQuestions);
    const chosen = this.chosenMap(qs, body.quizQuestions, true);
    const r = score(this.toScored(qs), chosen);
    const a = await this.insertAttempt(p, quiz, quiz.kind, body.idStudentSubscr, body.quizQuestions, r, body.clientAttemptId);
    return doc(this.subjectResult(a), QuizMessages.ok);
  }

  private subjectResult(a: QuizAttempt) {
    return { totalQuestions: a.totalQuestions, totalCorrectAnswers: a.totalCorrect, percentage: a.percentage, studentSubjectQuiz: this.subjectQuizDto(a) };
  }

  // ---------- scores ----------

  async subjectScores(p: Principal, idSubject: number, idStudentSubscr: number, idQuiz?: number) {
    await this.checkSubscription(p, idStudentSubscr);
    let q = this.db
      .selectFrom('quiz_attempt')
      .selectAll()
      .where('userSurId', '=', p.userSurId)
      .where('kind', 'in', ['SUBJECT', 'EXAM_PREP'])
      .where('status', '=', 'SUBMITTED')
      .where('idSubject', '=', idSubject);
    if (idQuiz) q = q.where('idQuiz', '=', idQuiz);
    const rows = await q.orderBy('submittedAt', 'desc').orderBy('idAttempt', 'desc').execute();
    return doc(rows.map((a) => this.subjectQuizDto(a)), QuizMessages.subjectScores);
  }

  private async chapterAttempts(p: Principal, idSubjectChapter: number) {
    return this.db
      .selectFrom('quiz_attempt')
      .selectAll()
      .where('userSurId', '=', p.userSurId)
      .where('kind', '=', 'CHAPTER')
      .where('status', '=', 'SUBMITTED')
      .where('idSubjectChapter', '=', idSubjectChapter)
      .orderBy('submittedAt', 'desc')
      .orderBy('idAttempt', 'desc')
      .execute();
  }

  /** `getStudentChapterWiseScore`: empty → 500 "No Student Chapter Quiz". */
  async chapterScoresStrict(p: Principal, idChapter: number, idStudentSubscr: number) {
    await this.checkSubscription(p, idStudentSubscr);
    const rows = await this.chapterAttempts(p, idChapter);
    if (!rows.length) throw new AppError(500, QuizMessages.noChapterQuiz);
    return doc(rows.map((a) => this.chapterQuizDto(a)), QuizMessages.chapterScores);
  }

  /** `student-chapter-wise-score`: empty → 200 "No Quiz Result Result Found!". */
  async chapterScores(p: Principal, idSubjectChapter: number, idStudentSubscr: number) {
    await this.checkSubscription(p, idStudentSubscr);
    const rows = await this.chapterAttempts(p, idSubjectChapter);
    if (!rows.length) return doc([], QuizMessages.noQuizResult);
    return doc(rows.map((a) => this.chapterQuizDto(a)), QuizMessages.chapterScores);
  }

  // ---------- reviews ----------

  /** The attempt, refused when it is another student's. */
  private async ownAttempt(p: Principal, idAttempt: number, kinds: QuizKind[]): Promise<QuizAttempt> {
    const a = await this.db.selectFrom('quiz_attempt').selectAll().where('idAttempt', '=', idAttempt).executeTakeFirst();
    if (!a || !kinds.includes(a.kind)) throw new AppError(404, QuizMessages.attemptNotFound);
    if (a.userSurId !== p.userSurId) throw new AppError(403, Messages.notYours);
    return a;
  }

  private async reviewOf(a: QuizAttempt) {
    const quizKind = a.kind;
    const qs = await this.questionsOf(a.idQuiz, quizKind === 'EXAM_PREP' ? EXAM_PREP_MAX : undefined);
    const results = new Map<number, { correct: boolean; studentAnswerText: string | null }>();
    for (const r of JSON.parse(a.resultsJson ?? '[]') as { idQuizQuestion: number; correct: boolean; studentAnswerText: string | null }[]) {
      results.set(r.idQuizQuestion, r);
    }
    return {
      noOfQuestions: a.totalQuestions,
      correctAnswers: a.totalCorrect,
      percentage: a.kind === 'CHAPTER' ? Math.round(a.percentage) : a.percentage,
      totalMarks: a.totalMarks,
      scoredMarks: a.scoredMarks,
      reviewData: qs
        .filter((q) => results.has(q.idQuizQuestion))
        .map((q) => ({
          idQuizQuestion: q.idQuizQuestion,
          questionText: q.questionText,
          questionType: q.questionType,
          answerText: q.answerText ?? correctText(q),
          correctValueFlag: results.get(q.idQuizQuestion)!.correct,
          explanation: q.explanation,
          studentAnswerText: results.get(q.idQuizQuestion)!.studentAnswerText,
          marks: q.marks,
        })),
    };
  }

  async chapterReview(p: Principal, idStudentChapterQuiz: number) {
    const a = await this.ownAttempt(p, idStudentChapterQuiz, ['CHAPTER']);
    return doc(await this.reviewOf(a), QuizMessages.chapterReview);
  }

  async subjectReview(p: Principal, idStudentSubjectQuiz: number) {
    const a = await this.ownAttempt(p, idStudentSubjectQuiz, ['SUBJECT', 'EXAM_PREP']);
    return doc(await this.reviewOf(a), QuizMessages.review);
  }

  // ---------- VCT ----------

  private vctResultsVisible(): { visible: boolean; revealDate: string } {
    const today = istDate(this.now());
    const s = this.cfg.showVctResult;
    if (s === true) return { visible: true, revealDate: today };
    if (typeof s === 'string') return { visible: today >= s, revealDate: s };
    return { visible: false, revealDate: this.cfg.vctAvailableDate ?? istDate(addMs(this.now(), 7 * DAY_MS)) };
  }

  private nextVctDate(last: QuizAttempt): string {
    const taken = istDate(new Date(last.submittedAt ?? last.startedAt));
    if (this.cfg.vctAvailableDate && this.cfg.vctAvailableDate > taken) return this.cfg.vctAvailableDate;
    return istDate(addMs(new Date(last.submittedAt ?? last.startedAt), this.cfg.vctRetakeDays * DAY_MS));
  }

  private async vctQuiz(idProduct: number): Promise<Quiz> {
    const quiz = await this.findQuiz('VCT', { idProduct });
    if (!quiz) throw new AppError(500, QuizMessages.noQuestions);
    return quiz;
  }

  private async lastVct(p: Principal, idQuiz: number): Promise<QuizAttempt | undefined> {
    return this.db
      .selectFrom('quiz_attempt')
      .selectAll()
      .where('userSurId', '=', p.userSurId)
      .where('kind', '=', 'VCT')
      .where('idQuiz', '=', idQuiz)
      .where('status', '=', 'SUBMITTED')
      .orderBy('submittedAt', 'desc')
      .orderBy('idAttempt', 'desc')
      .executeTakeFirst();
  }

  private async vctGate(p: Principal, quiz: Quiz): Promise<void> {
    const last = await this.lastVct(p, quiz.idQuiz);
    if (!last) return;
    const next = this.nextVctDate(last);
    if (istDate(this.now()) < next) throw new AppError(425, QuizMessages.vctTaken(monthDay(next)));
  }

  async vctQuestions(p: Principal, idProduct: number) {
    await this.student(p);
    const quiz = await this.vctQuiz(idProduct);
    await this.vctGate(p, quiz);
    const qs = await this.questionsOf(quiz.idQuiz);
    if (!qs.length) throw new AppError(500, QuizMessages.noQuestions);
    const groups = new Map<string, { questionType: QuestionType; mark: number; questionTitle: string; questions: ReturnType<QuizService['studentQuestion']>[] }>();
    for (const q of qs) {
      const title = q.sectionName ?? q.questionTitle ?? quiz.quizName;
      const key = `${title}|${q.questionType}|${q.marks}`;
      const g = groups.get(key) ?? { questionType: q.questionType, mark: q.marks, questionTitle: title, questions: [] };
      g.questions.push(this.studentQuestion(q, quiz, idProduct));
      groups.set(key, g);
    }
    return doc(
      {
        idProduct,
        idQuiz: quiz.idQuiz,
        idSubject: quiz.idSubject,
        subjectName: quiz.quizName,
        color: quiz.color,
        totalMarks: qs.reduce((s, q) => s + q.marks, 0),
        quizData: [...groups.values()].map((g) => ({ ...g, noOfQuestion: g.questions.length })),
      },
      QuizMessages.ok,
    );
  }

  async vctSubmit(p: Principal, body: { idQuiz: number; idSubject: number; idStudentSubscr: number; quizQuestions: SubmittedQuestionIn[]; clientAttemptId?: string }) {
    await this.student(p);
    await this.checkSubscription(p, body.idStudentSubscr);
    const quiz = await this.db.selectFrom('quiz').selectAll().where('idQuiz', '=', body.idQuiz).where('kind', '=', 'VCT').where('activeFlag', '=', 1).executeTakeFirst();
    if (!quiz) throw new AppError(500, QuizMessages.noQuestions);
    let a = await this.existingByClientId(p, body.clientAttemptId);
    if (!a || a.kind !== 'VCT') {
      await this.vctGate(p, quiz);
      const qs = await this.questionsOf(quiz.idQuiz);
      if (!qs.length) throw new AppError(500, QuizMessages.noQuestions);
      const chosen = this.chosenMap(qs, body.quizQuestions, true);
      const r = score(this.toScored(qs), chosen);
      a = await this.insertAttempt(p, quiz, 'VCT', body.idStudentSubscr, body.quizQuestions, r, body.clientAttemptId);
    }
    const vis = this.vctResultsVisible();
    if (!vis.visible) throw new AppError(425, QuizMessages.vctReveal(monthDay(vis.revealDate)));
    return doc(
      {
        totalQuestions: a.totalQuestions,
        totalCorrectAnswers: a.totalCorrect,
        totalMarks: a.totalMarks,
        totalScoredMarks: a.scoredMarks,
        percentage: a.percentage,
        studentSubjectQuiz: this.subjectQuizDto(a),
      },
      QuizMessages.ok,
    );
  }

  private revealGate(): void {
    const vis = this.vctResultsVisible();
    if (!vis.visible) throw new AppError(425, QuizMessages.vctReveal(monthDay(vis.revealDate)));
  }

  private async ownLastVct(p: Principal, idProduct: number): Promise<{ quiz: Quiz; attempt: QuizAttempt }> {
    const quiz = await this.vctQuiz(idProduct);
    const attempt = await this.lastVct(p, quiz.idQuiz);
    if (!attempt) throw new AppError(404, QuizMessages.attemptNotFound);
    return { quiz, attempt };
  }

  async vctReportExists(p: Principal, idProduct: number) {
    const quiz = await this.findQuiz('VCT', { idProduct });
    if (!quiz) return doc(false, QuizMessages.ok);
    return doc(!!(await this.lastVct(p, quiz.idQuiz)), QuizMessages.ok);
  }

  private async subjectBreakdown(a: QuizAttempt) {
    const qs = await this.questionsOf(a.idQuiz);
    const results = new Map<number, boolean>((JSON.parse(a.resultsJson ?? '[]') as { idQuizQuestion: number; correct: boolean }[]).map((r) => [r.idQuizQuestion, r.correct]));
    const subjects = new Map<string, { idSubject: number | null; subjectName: string; totalQuestions: number; correctAnswers: number; totalMarks: number; scoredMarks: number; percentage: number }>();
    for (const q of qs) {
      const name = q.sectionName ?? 'General';
      const s = subjects.get(name) ?? { idSubject: q.idSubject, subjectName: name, totalQuestions: 0, correctAnswers: 0, totalMarks: 0, scoredMarks: 0, percentage: 0 };
      s.totalQuestions++;
      s.totalMarks += q.marks;
      if (results.get(q.idQuizQuestion)) {
        s.correctAnswers++;
        s.scoredMarks += q.marks;
      }
      subjects.set(name, s);
    }
    return [...subjects.values()].map((s) => ({ ...s, percentage: s.totalMarks ? Math.round((s.scoredMarks / s.totalMarks) * 10000) / 100 : 0 }));
  }

  async vctSubjectReview(p: Principal, idProduct: number) {
    this.revealGate();
    const { attempt } = await this.ownLastVct(p, idProduct);
    return doc(await this.subjectBreakdown(attempt), QuizMessages.ok);
  }

  async vctReview(p: Principal, idProduct: number) {
    this.revealGate();
    const { attempt } = await this.ownLastVct(p, idProduct);
    return doc(await this.reviewOf(attempt), QuizMessages.review);
  }

  async vctReportCard(p: Principal, idProduct: number) {
    this.revealGate();
    const { quiz, attempt } = await this.ownLastVct(p, idProduct);
    const subjects = await this.subjectBreakdown(attempt);
    return doc(
      {
        idProduct,
        quizName: quiz.quizName,
        quizDate: attempt.submittedAt,
        subjects,
        grandTotalQuestions: attempt.totalQuestions,
        grandTotalCorrectAnswers: attempt.totalCorrect,
        grandTotalMarks: attempt.totalMarks,
        grandTotalScoredMarks: attempt.scoredMarks,
        percentage: attempt.percentage,
      },
      QuizMessages.ok,
    );
  }

  async vctResultAndRanking(p: Principal, idProduct: number) {
    this.revealGate();
    const { quiz, attempt } = await this.ownLastVct(p, idProduct);
    // Every student's latest attempt; rank = 1 + students with more marks (ties share a rank).
    const all = await this.db
      .selectFrom('quiz_attempt')
      .select(['userSurId', 'scoredMarks', 'submittedAt', 'idAttempt'])
      .where('kind', '=', 'VCT')
      .where('idQuiz', '=', quiz.idQuiz)
      .where('status', '=', 'SUBMITTED')
      .orderBy('submittedAt', 'desc')
      .orderBy('idAttempt', 'desc')
      .execute();
    const latest = new Map<number, number>();
    for (const r of all) if (!latest.has(r.userSurId)) latest.set(r.userSurId, r.scoredMarks);
    const higher = [...latest.values()].filter((m) => m > attempt.scoredMarks).length;
    return doc(
      {
        globalRanking: higher + 1,
        totalParticipants: latest.size,
        totalMarks: attempt.totalMarks,
        totalScoredMarks: attempt.scoredMarks,
        percentage: attempt.percentage,
        subjectReview: await this.subjectBreakdown(attempt),
      },
      QuizMessages.ok,
    );
  }

  // ---------- challenger ----------

  private graceMs(): number {
    return this.cfg.challengerGraceS * 1000;
  }

  private async finalizeChallenger(a: QuizAttempt, submitted: SubmittedQuestionIn[] | null): Promise<QuizAttempt> {
    const now = this.now();
    const late = !!a.deadlineAt && now.getTime() > Date.parse(a.deadlineAt) + this.graceMs();
    // After the grace period only the answers saved before the deadline count.
    const use = late || !submitted ? ((JSON.parse(a.answersJson ?? '[]') as SubmittedQuestionIn[]) ?? []) : submitted;
    const qs = await this.questionsOf(a.idQuiz);
    const chosen = this.chosenMap(qs, use, false);
    const r = score(this.toScored(qs), chosen);
    const updated = await this.db
      .updateTable('quiz_attempt')
      .set({
        status: 'SUBMITTED',
        submittedAt: now.toISOString(),
        late: late ? 1 : 0,
        totalQuestions: r.totalQuestions,
        answeredQuestions: r.answeredQuestions,
        totalCorrect: r.totalCorrect,
        totalMarks: r.totalMarks,
        scoredMarks: r.scoredMarks,
        percentage: r.percentage,
        answersJson: JSON.stringify(use),
        resultsJson: JSON.stringify(r.perQuestion),
      })
      .where('idAttempt', '=', a.idAttempt)
      .where('status', '=', 'IN_PROGRESS')
      .returningAll()
      .executeTakeFirst();
    // A concurrent submit won the race: return what it stored.
    return updated ?? (await this.db.selectFrom('quiz_attempt').selectAll().where('idAttempt', '=', a.idAttempt).executeTakeFirstOrThrow());
  }

  private challengerResult(a: QuizAttempt) {
    return {
      idAttempt: a.idAttempt,
      totalQuestions: a.totalQuestions,
      answeredQuestions: a.answeredQuestions,
      totalCorrectAnswers: a.totalCorrect,
      totalMarks: a.totalMarks,
      totalScoredMarks: a.scoredMarks,
      percentage: a.percentage,
      late: a.late === 1,
      submittedAt: a.submittedAt,
    };
  }

  async challengerStart(p: Principal, idProduct: number) {
    await this.student(p);
    const quiz = await this.findQuiz('CHALLENGER', { idProduct });
    if (!quiz) throw new AppError(500, QuizMessages.noQuestions);
    const qs = await this.questionsOf(quiz.idQuiz);
    if (!qs.length) throw new AppError(500, QuizMessages.noQuestions);
    const now = this.now();
    let running = await this.db
      .selectFrom('quiz_attempt')
      .selectAll()
      .where('userSurId', '=', p.userSurId)
      .where('kind', '=', 'CHALLENGER')
      .where('idQuiz', '=', quiz.idQuiz)
      .where('status', '=', 'IN_PROGRESS')
      .orderBy('idAttempt', 'desc')
      .executeTakeFirst();
    if (running && now.getTime() > Date.parse(running.deadlineAt!) + this.graceMs()) {
      await this.finalizeChallenger(running, null);
      running = undefined;
    }
    if (!running) {
      const durationSeconds = this.cfg.challengerDurationS ?? quiz.durationSeconds ?? 600;
      running = await this.db
        .insertInto('quiz_attempt')
        .values({
          kind: 'CHALLENGER',
          idQuiz: quiz.idQuiz,
          userSurId: p.userSurId,
          idStudentSubscr: -1,
          idSubjectChapter: null,
          idSubject: quiz.idSubject,
          idProduct: quiz.idProduct,
          clientAttemptId: null,
          status: 'IN_PROGRESS',
          startedAt: now.toISOString(),
          deadlineAt: addMs(now, durationSeconds * 1000).toISOString(),
          submittedAt: null,
          late: 0,
          totalQuestions: qs.length,
          answeredQuestions: 0,
          totalCorrect: 0,
          totalMarks: qs.reduce((s, q) => s + q.marks, 0),
          scoredMarks: 0,
          percentage: 0,
          answersJson: null,
          resultsJson: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const durationSeconds = Math.round((Date.parse(running.deadlineAt!) - Date.parse(running.startedAt)) / 1000);
    return doc(
      {
        idAttempt: running.idAttempt,
        deadline: running.deadlineAt!,
        durationSeconds,
        serverTime: now.toISOString(),
        quizName: quiz.quizName,
        questions: qs.map((q) => this.studentQuestion(q, quiz, idProduct)),
        savedAnswers: (JSON.parse(running.answersJson ?? '[]') as SubmittedQuestionIn[]) ?? [],
      },
      QuizMessages.ok,
    );
  }

  async challengerSave(p: Principal, idAttempt: number, quizQuestions: SubmittedQuestionIn[]): Promise<Document<null>> {
    const a = await this.ownAttempt(p, idAttempt, ['CHALLENGER']);
    if (a.status === 'SUBMITTED') throw new AppError(409, QuizMessages.alreadySubmitted);
    if (this.now().getTime() > Date.parse(a.deadlineAt!) + this.graceMs()) throw new AppError(410, QuizMessages.timeOver);
    const qs = await this.questionsOf(a.idQuiz);
    this.chosenMap(qs, quizQuestions, false);
    await this.db.updateTable('quiz_attempt').set({ answersJson: JSON.stringify(quizQuestions) }).where('idAttempt', '=', a.idAttempt).where('status', '=', 'IN_PROGRESS').execute();
    return doc(null, QuizMessages.answersSaved);
  }

  async challengerSubmit(p: Principal, idAttempt: number, quizQuestions: SubmittedQuestionIn[]) {
    const a = await this.ownAttempt(p, idAttempt, ['CHALLENGER']);
    if (a.status === 'SUBMITTED') return doc(this.challengerResult(a), QuizMessages.ok);
    const done = await this.finalizeChallenger(a, quizQuestions);
    return doc(this.challengerResult(done), QuizMessages.ok);
  }

  async challengerReview(p: Principal, idAttempt: number) {
    const a = await this.ownAttempt(p, idAttempt, ['CHALLENGER']);
    if (a.status !== 'SUBMITTED') throw new AppError(409, 'Submit the test before reviewing it.');
    return doc(await this.reviewOf(a), QuizMessages.review);
  }

  // ---------- hub ----------

  async hub(p: Principal, names: { subjectName(id: number): string; chapterName(id: number): string }) {
    const st = await this.student(p);
    const quizzes = await this.db
      .selectFrom('quiz')
      .leftJoin('quiz_question', (j) => j.onRef('quiz_question.idQuiz', '=', 'quiz.idQuiz').on('quiz_question.questionActiveFlag', '=', 1))
      .select((eb) => [
        'quiz.idQuiz',
        'quiz.kind',
        'quiz.quizName',
        'quiz.idSubject',
        'quiz.idSubjectChapter',
        'quiz.idProduct',
        'quiz.idClassStandard',
        'quiz.durationSeconds',
        eb.fn.count<number>('quiz_question.idQuizQuestion').as('questionCount'),
        eb.fn.coalesce(eb.fn.sum<number>('quiz_question.marks'), eb.lit(0)).as('totalMarks'),
      ])
      .where('quiz.activeFlag', '=', 1)
      .where((eb) => eb.or([eb('quiz.idClassStandard', '=', st.idClassStandard), eb('quiz.kind', 'in', ['VCT', 'CHALLENGER'])]))
      .groupBy(['quiz.idQuiz', 'quiz.kind', 'quiz.quizName', 'quiz.idSubject', 'quiz.idSubjectChapter', 'quiz.idProduct', 'quiz.idClassStandard', 'quiz.durationSeconds'])
      .orderBy('quiz.idQuiz')
      .execute();
    const attempts = await this.db
      .selectFrom('quiz_attempt')
      .select(['kind', 'idQuiz', 'idSubjectChapter', 'percentage'])
      .where('userSurId', '=', p.userSurId)
      .where('status', '=', 'SUBMITTED')
      .execute();
    const subjects = new Map<number, { idSubject: number; subjectName: string; idProduct: number; subjectQuizQuestions: number; chapters: Map<number, { idSubjectChapter: number; chapterName: string; questionCount: number; examPrepCount: number; attempts: number; bestScore: number | null }> }>();
    const subjectOf = (id: number) => {
      let s = subjects.get(id);
      if (!s) {
        s = { idSubject: id, subjectName: names.subjectName(id), idProduct: ACADEMIC_PRODUCT_LINE, subjectQuizQuestions: 0, chapters: new Map() };
        subjects.set(id, s);
      }
      return s;
    };
    const vct: unknown[] = [];
    const challenger: unknown[] = [];
    for (const q of quizzes) {
      const count = Number(q.questionCount);
      if (q.kind === 'VCT') {
        vct.push({ idProduct: q.idProduct, idQuiz: q.idQuiz, quizName: q.quizName, questionCount: count, totalMarks: Number(q.totalMarks), taken: attempts.some((a) => a.kind === 'VCT' && a.idQuiz === q.idQuiz) });
      } else if (q.kind === 'CHALLENGER') {
        challenger.push({ idProduct: q.idProduct, idQuiz: q.idQuiz, quizName: q.quizName, questionCount: count, totalMarks: Number(q.totalMarks), durationSeconds: this.cfg.challengerDurationS ?? q.durationSeconds ?? 600 });
      } else if (q.idSubject !== null) {
        const s = subjectOf(q.idSubject);
        if (q.kind === 'SUBJECT') s.subjectQuizQuestions = count;
        else if (q.idSubjectChapter !== null) {
          const c = s.chapters.get(q.idSubjectChapter) ?? { idSubjectChapter: q.idSubjectChapter, chapterName: names.chapterName(q.idSubjectChapter), questionCount: 0, examPrepCount: 0, attempts: 0, bestScore: null };
          if (q.kind === 'CHAPTER') {
            c.questionCount = count;
            const mine = attempts.filter((a) => a.kind === 'CHAPTER' && a.idSubjectChapter === q.idSubjectChapter);
            c.attempts = mine.length;
            c.bestScore = mine.length ? Math.max(...mine.map((a) => Math.round(a.percentage))) : null;
          } else if (q.kind === 'EXAM_PREP') c.examPrepCount = Math.min(count, EXAM_PREP_MAX);
          s.chapters.set(q.idSubjectChapter, c);
        }
      }
    }
    return doc(
      {
        subjects: [...subjects.values()].sort((a, b) => a.idSubject - b.idSubject).map((s) => ({ ...s, chapters: [...s.chapters.values()].sort((a, b) => a.idSubjectChapter - b.idSubjectChapter) })),
        vct,
        challenger,
      },
      QuizMessages.ok,
    );
  }
}

/** Product line 5: academic videos (the contract's magic id), used in quiz links of academic subjects. */
export const ACADEMIC_PRODUCT_LINE = 5;

function correctText(q: LoadedQuestion): string | null {
  return q.answers.filter((a) => a.correctValueFlag === 1 || q.questionType === 'SUBJECTIVE').map((a) => a.textFieldValue ?? '').join(', ') || null;
}
