import { DEMO, call, createStudent, login, startServer, type TestServer } from './helpers';

/** Quiz family: questions, submit, scores, reviews, VCT gates, challenger deadline. */
let server: TestServer;
let premium: { accessToken: string; userSurId: number };
let basic: { accessToken: string; userSurId: number };

const CH = 10101; // class 10 Maths, Real Numbers
const P = 5;

beforeAll(async () => {
  server = await startServer({ env: { CHALLENGER_DURATION_S: '60', CHALLENGER_GRACE_S: '10' } });
  premium = await login(server, DEMO.premium);
  basic = await login(server, DEMO.basic);
});
afterAll(async () => {
  await server.close();
});

type Q = { idQuizQuestion: number; questionType: string; answers: { idAnswer: number; fieldId: number; textFieldValue: string | null; correctValueFlag: boolean }[]; quiz: { idQuiz: number } };

/** The correct answers, read from the database (the API never tells a student). */
async function correctAnswers(questions: Q[]) {
  const db = server.app.ctx.db;
  const rows = await db
    .selectFrom('quiz_answer')
    .selectAll()
    .where(
      'idQuizQuestion',
      'in',
      questions.map((q) => q.idQuizQuestion),
    )
    .execute();
  return questions.map((q) => {
    const mine = rows.filter((r) => r.idQuizQuestion === q.idQuizQuestion);
    if (q.questionType === 'SUBJECTIVE') return { idQuizQuestion: q.idQuizQuestion, answers: mine.map((r) => ({ fieldId: r.fieldId, textFieldValue: ` ${r.textFieldValue!.toUpperCase()} ` })) };
    return { idQuizQuestion: q.idQuizQuestion, answers: mine.filter((r) => r.correctValueFlag === 1).map((r) => ({ idAnswer: r.idAnswer, fieldId: r.fieldId })) };
  });
}

function wrongAnswers(questions: Q[]) {
  return questions.map((q) => ({
    idQuizQuestion: q.idQuizQuestion,
    answers: q.questionType === 'SUBJECTIVE' ? [{ fieldId: q.answers[0]!.fieldId, textFieldValue: 'not this' }] : [{ fieldId: 999 }],
  }));
}

async function chapterQuestions(token = premium.accessToken, chapter = CH): Promise<Q[]> {
  const res = await call(server, 'GET', `/api/v1/quiz/product/${P}/subject/1/chapter/${chapter}/questions`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('questions', () => {
  test('chapter questions: shape, correct flags hidden, subjective text nulled, no answer text', async () => {
    const res = await call(server, 'GET', `/api/v1/quiz/product/${P}/subject/1/chapter/${CH}/questions`, { token: premium.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Successfull request');
    const qs: Q[] = res.body.data;
    expect(qs.length).toBeGreaterThanOrEqual(5);
    const q = qs[0]! as any;
    expect(Object.keys(q).sort()).toEqual(['answerText', 'answers', 'diagramLoc', 'idQuizQuestion', 'marks', 'numberOptions', 'questionActiveFlag', 'questionText', 'questionTitle', 'questionType', 'quiz'].sort());
    expect(Object.keys(q.quiz).sort()).toEqual(['idOfflineVideoCourse', 'idProduct', 'idQuiz', 'idSubject', 'idSubjectChapter', 'quizName'].sort());
    expect(q.quiz.idSubjectChapter).toBe(CH);
    for (const x of qs) {
      expect((x as any).answerText).toBeNull();
      for (const a of x.answers) {
        expect(a.correctValueFlag).toBe(false);
        expect(Object.keys(a).sort()).toEqual(['correctValueFlag', 'fieldId', 'idAnswer', 'idQuizQuestion', 'textFieldValue']);
        if (x.questionType === 'SUBJECTIVE') expect(a.textFieldValue).toBeNull();
        else expect(typeof a.textFieldValue).toBe('string');
      }
    }
    expect(qs.some((x) => x.questionType === 'SUBJECTIVE')).toBe(true);
    expect(qs.some((x) => x.questionType === 'MULTISELECT')).toBe(true);
  });

  test('every chapter of the curriculum has a chapter quiz of at least five questions with explanations', async () => {
    const db = server.app.ctx.db;
    const rows = await db
      .selectFrom('quiz')
      .innerJoin('quiz_question', 'quiz_question.idQuiz', 'quiz.idQuiz')
      .select(['quiz.idSubjectChapter', (eb) => eb.fn.count<number>('quiz_question.idQuizQuestion').as('n')])
      .where('quiz.kind', '=', 'CHAPTER')
      .groupBy('quiz.idSubjectChapter')
      .execute();
    const { ALL_CHAPTERS } = await import('../src/db/seed/curriculum');
    expect(rows.length).toBe(ALL_CHAPTERS.length);
    for (const r of rows) expect(Number(r.n)).toBeGreaterThanOrEqual(5);
    const noExplanation = await db.selectFrom('quiz_question').select('idQuizQuestion').where((eb) => eb.or([eb('explanation', 'is', null), eb('explanation', '=', '')])).execute();
    expect(noExplanation).toEqual([]);
  });

  test('exam-prep questions: at most 25', async () => {
    const res = await call(server, 'GET', `/api/v1/quiz/product/${P}/subject/1/chapter/${CH}/exam-prep-questions`, { token: premium.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(5);
    expect(res.body.data.length).toBeLessThanOrEqual(25);
  });

  test('subject questions for my class; by quiz id; unknown → contract messages', async () => {
    const res = await call(server, 'GET', `/api/v1/quiz/product/${P}/subject/1/questions`, { token: premium.accessToken });
    expect(res.status).toBe(200);
    const idQuiz = res.body.data[0].quiz.idQuiz;
    const byId = await call(server, 'GET', `/api/v1/quiz/${idQuiz}/questions`, { token: premium.accessToken });
    expect(byId.status).toBe(200);
    expect(byId.body.data.length).toBe(res.body.data.length);
    const none = await call(server, 'GET', `/api/v1/quiz/product/${P}/subject/13/questions`, { token: premium.accessToken });
    expect(none.status).toBe(500);
    expect(none.body.message).toBe('No Questions List found');
    const noChapter = await call(server, 'GET', `/api/v1/quiz/product/${P}/subject/1/chapter/999999/questions`, { token: premium.accessToken });
    expect(noChapter.status).toBe(500);
    expect(noChapter.body.message).toBe('No Questions Found for Respective Quiz');
    const wrongSubject = await call(server, 'GET', `/api/v1/quiz/product/${P}/subject/2/chapter/${CH}/questions`, { token: premium.accessToken });
    expect(wrongSubject.body.message).toBe('No Questions Found for Respective Quiz');
  });

  test('VCT and challenger papers are not served through /{quizId}/questions', async () => {
    const db = server.app.ctx.db;
    const vct = await db.selectFrom('quiz').select('idQuiz').where('kind', '=', 'VCT').executeTakeFirstOrThrow();
    const res = await call(server, 'GET', `/api/v1/quiz/${vct.idQuiz}/questions`, { token: premium.accessToken });
    expect(res.status).toBe(500);
  });

  test('auth required (Spring 401) and bad ids refused (400)', async () => {
    const anon = await call(server, 'GET', `/api/v1/quiz/product/${P}/subject/1/chapter/${CH}/questions`);
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBe("You're session has it expired (or) you have invalid access token");
    const bad = await call(server, 'GET', `/api/v1/quiz/product/${P}/subject/abc/chapter/${CH}/questions`, { token: premium.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.statusCode).toBe(400);
  });
});

describe('submit and scores', () => {
  test('chapter-wise submit: all correct → 100, shape and message', async () => {
    const qs = await chapterQuestions();
    const res = await call(server, 'POST', '/api/v1/quiz/student/submit-chapterwise', {
      token: premium.accessToken,
      body: { idSubjectChapter: CH, idStudentSubscr: -1, quizQuestions: await correctAnswers(qs) },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Successfull request');
    expect(res.body.data).toMatchObject({ totalQuestions: qs.length, totalCorrectAnswers: qs.length, percentage: 100 });
    expect(Object.keys(res.body.data.studentChapterQuiz).sort()).toEqual(['idStudentChapterQuiz', 'idStudentSubscr', 'idSubjectChapter', 'quizDate', 'quizScore']);
    expect(res.body.data.studentChapterQuiz.quizScore).toBe(100);
  });

  test('wrong answers score 0; partial multiselect is wrong; percentage is a whole number', async () => {
    const qs = await chapterQuestions();
    const right = await correctAnswers(qs);
    const mixed = right.map((r, i) => (i === 0 ? r : wrongAnswers(qs)[i]!));
    const multi = qs.findIndex((q) => q.questionType === 'MULTISELECT');
    if (multi > 0) mixed[multi] = { idQuizQuestion: qs[multi]!.idQuizQuestion, answers: right[multi]!.answers.slice(0, 1) };
    const res = await call(server, 'POST', '/api/v1/quiz/student/submit-chapterwise', { token: premium.accessToken, body: { idSubjectChapter: CH, idStudentSubscr: -1, quizQuestions: mixed } });
    expect(res.status).toBe(200);
    expect(res.body.data.totalCorrectAnswers).toBe(1);
    expect(res.body.data.percentage).toBe(Math.round(100 / qs.length));
  });

  test('a question left out → "Please answer all the question."', async () => {
    const qs = await chapterQuestions();
    const right = await correctAnswers(qs);
    const res = await call(server, 'POST', '/api/v1/quiz/student/submit-chapterwise', { token: premium.accessToken, body: { idSubjectChapter: CH, idStudentSubscr: -1, quizQuestions: right.slice(1) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please answer all the question.');
    const empty = await call(server, 'POST', '/api/v1/quiz/student/submit-chapterwise', { token: premium.accessToken, body: { idSubjectChapter: CH, idStudentSubscr: -1, quizQuestions: [] } });
    expect(empty.body.message).toBe('Please answer all the question.');
  });

  test('bad input: missing fields, wrong types, answers of another quiz', async () => {
    const missing = await call(server, 'POST', '/api/v1/quiz/student/submit-chapterwise', { token: premium.accessToken, body: { idStudentSubscr: -1 } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/idSubjectChapter/);
    const other = await chapterQuestions(premium.accessToken, 10102);
    const res = await call(server, 'POST', '/api/v1/quiz/student/submit-chapterwise', {
      token: premium.accessToken,
      body: { idSubjectChapter: CH, idStudentSubscr: -1, quizQuestions: await correctAnswers(other) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The answers do not belong to this quiz.');
  });

  test('a retried submit with the same clientAttemptId is counted once', async () => {
    const qs = await chapterQuestions(basic.accessToken, 10103);
    const body = { idSubjectChapter: 10103, idStudentSubscr: -1, quizQuestions: await correctAnswers(qs), clientAttemptId: 'retry-test-0001' };
    const a = await call(server, 'POST', '/api/v1/quiz/student/submit-chapterwise', { token: basic.accessToken, body });
    const b = await call(server, 'POST', '/api/v1/quiz/student/submit-chapterwise', { token: basic.accessToken, body });
    expect(b.body.data.studentChapterQuiz.idStudentChapterQuiz).toBe(a.body.data.studentChapterQuiz.idStudentChapterQuiz);
    const scores = await call(server, 'GET', '/api/v1/quiz/student-chapter-wise-score?idSubjectChapter=10103&idStudentSubscription=-1', { token: basic.accessToken });
    expect(scores.body.data).toHaveLength(1);
  });

  test('another student\'s subscription id is refused', async () => {
    const db = server.app.ctx.db;
    const student = await db.selectFrom('student').select('idStudent').where('userSurId', '=', premium.userSurId).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const sub = await db
      .insertInto('student_subscription')
      .values({ idStudent: student.idStudent, userSurId: premium.userSurId, idProductLine: 5, idProduct: 5, activeFlag: 1, freeFlag: 0, specialOfferFlag: 0, createdAt: at, updatedAt: at } as never)
      .returning('idStudentSubscription')
      .executeTakeFirstOrThrow();
    // The owner may use it.
    const own = await call(server, 'GET', `/api/v1/quiz/student-chapter-wise-score?idSubjectChapter=${CH}&idStudentSubscription=${sub.idStudentSubscription}`, { token: premium.accessToken });
    expect(own.status).toBe(200);
    const qs = await chapterQuestions(basic.accessToken);
    const res = await call(server, 'POST', '/api/v1/quiz/student/submit-chapterwise', {
      token: basic.accessToken,
      body: { idSubjectChapter: CH, idStudentSubscr: sub.idStudentSubscription, quizQuestions: await correctAnswers(qs) },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('User dosent have access to this subscription.');
  });

  test('chapter scores: both endpoints, newest first; empty answers per contract', async () => {
    const list = await call(server, 'GET', `/api/v1/quiz/student-chapter-wise-score?idSubjectChapter=${CH}&idStudentSubscription=-1`, { token: premium.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(2);
    expect(list.body.data[0].quizScore).toBeLessThan(100); // the later (mixed) attempt first
    const strict = await call(server, 'GET', `/api/v1/quiz/getStudentChapterWiseScore?idChapter=${CH}&idStudentSubscription=-1`, { token: premium.accessToken });
    expect(strict.body.message).toBe('Student Chapterwise Score Details');
    const emptyStrict = await call(server, 'GET', `/api/v1/quiz/getStudentChapterWiseScore?idChapter=10204&idStudentSubscription=-1`, { token: premium.accessToken });
    expect(emptyStrict.status).toBe(500);
    expect(emptyStrict.body.message).toBe('No Student Chapter Quiz');
    const empty = await call(server, 'GET', `/api/v1/quiz/student-chapter-wise-score?idSubjectChapter=10204&idStudentSubscription=-1`, { token: premium.accessToken });
    expect(empty.status).toBe(200);
    expect(empty.body.message).toBe('No Quiz Result Result Found!');
    // Another student sees none of mine.
    const theirs = await call(server, 'GET', `/api/v1/quiz/student-chapter-wise-score?idSubjectChapter=${CH}&idStudentSubscription=-1`, { token: basic.accessToken });
    expect(theirs.body.data).toEqual([]);
  });

  test('subject submit and subject scores', async () => {
    const qsRes = await call(server, 'GET', `/api/v1/quiz/product/${P}/subject/2/questions`, { token: premium.accessToken });
    const qs: Q[] = qsRes.body.data;
    const res = await call(server, 'POST', '/api/v1/quiz/student/submit', {
      token: premium.accessToken,
      body: { idQuiz: qs[0]!.quiz.idQuiz, idSubject: 2, idStudentSubscr: -1, quizQuestions: await correctAnswers(qs) },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalQuestions: qs.length, totalCorrectAnswers: qs.length, percentage: 100 });
    expect(Object.keys(res.body.data.studentSubjectQuiz).sort()).toEqual(['idQuiz', 'idStudentSubjectQuiz', 'idStudentSubscr', 'idSubject', 'quizDate', 'quizScore', 'totalMarksScored']);
    const scores = await call(server, 'GET', '/api/v1/quiz/getStudentSubjectWiseScore?idSubject=2&idStudentSubcription=-1', { token: premium.accessToken });
    expect(scores.body.message).toBe('Student SubjectWise Score Details');
    expect(scores.body.data[0].idStudentSubjectQuiz).toBe(res.body.data.studentSubjectQuiz.idStudentSubjectQuiz);
    const wrongSubject = await call(server, 'POST', '/api/v1/quiz/student/submit', {
      token: premium.accessToken,
      body: { idQuiz: qs[0]!.quiz.idQuiz, idSubject: 3, idStudentSubscr: -1, quizQuestions: await correctAnswers(qs) },
    });
    expect(wrongSubject.status).toBe(500);
  });
});

describe('reviews', () => {
  test('chapter review (both paths) with correct answers and explanations; another student refused', async () => {
    const qs = await chapterQuestions();
    const sub = await call(server, 'POST', '/api/v1/quiz/student/submit-chapterwise', { token: premium.accessToken, body: { idSubjectChapter: CH, idStudentSubscr: -1, quizQuestions: wrongAnswers(qs) } });
    const id = sub.body.data.studentChapterQuiz.idStudentChapterQuiz;
    for (const path of ['getChapterWiseQuizReview', 'student-chapter-quiz-review']) {
      const res = await call(server, 'GET', `/api/v1/quiz/${path}?idStudentChapterQuiz=${id}`, { token: premium.accessToken });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Retrieved ChapterWise Review Quiz Details Successfully');
      expect(res.body.data).toMatchObject({ noOfQuestions: qs.length, correctAnswers: 0, percentage: 0 });
      for (const r of res.body.data.reviewData) {
        expect(r.correctValueFlag).toBe(false);
        expect(typeof r.answerText).toBe('string');
        expect(r.answerText.length).toBeGreaterThan(0);
        expect(typeof r.explanation).toBe('string');
        expect(r).toHaveProperty('questionText');
        expect(r).toHaveProperty('questionType');
      }
    }
    const other = await call(server, 'GET', `/api/v1/quiz/getChapterWiseQuizReview?idStudentChapterQuiz=${id}`, { token: basic.accessToken });
    expect(other.status).toBe(403);
    const missing = await call(server, 'GET', `/api/v1/quiz/getChapterWiseQuizReview?idStudentChapterQuiz=99999999`, { token: basic.accessToken });
    expect(missing.status).toBe(404);
    const bad = await call(server, 'GET', `/api/v1/quiz/getChapterWiseQuizReview?idStudentChapterQuiz=x`, { token: basic.accessToken });
    expect(bad.status).toBe(400);
  });

  test('subject review; a chapter attempt id is not a subject review', async () => {
    const scores = await call(server, 'GET', '/api/v1/quiz/getStudentSubjectWiseScore?idSubject=2&idStudentSubcription=-1', { token: premium.accessToken });
    const id = scores.body.data[0].idStudentSubjectQuiz;
    const res = await call(server, 'GET', `/api/v1/quiz/getQuizReview?idStudentSubjectQuiz=${id}`, { token: premium.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Retrieved Review Quiz Details Successfully');
    expect(res.body.data.percentage).toBe(100);
    expect(res.body.data.reviewData.every((r: { correctValueFlag: boolean }) => r.correctValueFlag)).toBe(true);
    const theirs = await call(server, 'GET', `/api/v1/quiz/getQuizReview?idStudentSubjectQuiz=${id}`, { token: basic.accessToken });
    expect(theirs.status).toBe(403);
  });
});

describe('hub', () => {
  test('lists my class\'s subjects with chapters, the VCT and the challenger test', async () => {
    const res = await call(server, 'GET', '/api/v1/quiz/hub', { token: premium.accessToken });
    expect(res.status).toBe(200);
    const maths = res.body.data.subjects.find((s: { idSubject: number }) => s.idSubject === 1);
    expect(maths.chapters.map((c: { idSubjectChapter: number }) => c.idSubjectChapter)).toContain(CH);
    const ch = maths.chapters.find((c: { idSubjectChapter: number }) => c.idSubjectChapter === CH);
    expect(ch.attempts).toBeGreaterThan(0);
    expect(ch.bestScore).toBe(100);
    expect(res.body.data.vct.length).toBe(1);
    expect(res.body.data.challenger[0].durationSeconds).toBe(60);
  });
});

describe('vocational test (VCT)', () => {
  const VCT = 901;
  let vctServer: TestServer;
  afterEach(async () => {
    await vctServer?.close();
  });

  async function takeVct(s: TestServer, token: string) {
    const paper = await call(s, 'GET', `/api/v1/quiz/vct-questions?idProduct=${VCT}`, { token });
    expect(paper.status).toBe(200);
    const qs: Q[] = paper.body.data.quizData.flatMap((g: { questions: Q[] }) => g.questions);
    const db = s.app.ctx.db;
    const rows = await db.selectFrom('quiz_answer').selectAll().where('idQuizQuestion', 'in', qs.map((q) => q.idQuizQuestion)).execute();
    const answers = qs.map((q) => ({
      idQuizQuestion: q.idQuizQuestion,
      answers: rows.filter((r) => r.idQuizQuestion === q.idQuizQuestion && (q.questionType === 'SUBJECTIVE' || r.correctValueFlag === 1)).map((r) => ({ fieldId: r.fieldId, textFieldValue: q.questionType === 'SUBJECTIVE' ? r.textFieldValue : undefined })),
    }));
    // First question wrong, the rest right.
    answers[0] = { idQuizQuestion: qs[0]!.idQuizQuestion, answers: [{ fieldId: 999, textFieldValue: undefined }] };
    return { paper: paper.body.data, submit: await call(s, 'POST', '/api/v1/quiz/student/vct-submit', { token, body: { idQuiz: paper.body.data.idQuiz, idSubject: -1, idStudentSubscr: -1, quizQuestions: answers } }) };
  }

  test('paper shape, submit, report, subject review, ranking; retake gated with 425', async () => {
    vctServer = await startServer({ env: { VCT_AVAILABLE_DATE: '2099-06-05' } });
    const me = await login(vctServer, DEMO.premium);
    const other = await login(vctServer, DEMO.basic);
    const before = await call(vctServer, 'GET', `/api/v1/vct-report-is-exist?idProduct=${VCT}`, { token: me.accessToken });
    expect(before.body.data).toBe(false);

    const { paper, submit } = await takeVct(vctServer, me.accessToken);
    expect(Object.keys(paper).sort()).toEqual(['color', 'idProduct', 'idQuiz', 'idSubject', 'quizData', 'subjectName', 'totalMarks']);
    expect(Object.keys(paper.quizData[0]).sort()).toEqual(['mark', 'noOfQuestion', 'questionTitle', 'questionType', 'questions']);
    expect(submit.status).toBe(200);
    expect(submit.body.data).toMatchObject({ totalQuestions: 13, totalMarks: paper.totalMarks });
    expect(submit.body.data.totalScoredMarks).toBe(paper.totalMarks - 2);

    for (const path of ['/api/v1/vct-report-is-exist', '/api/v1/quiz/vct-report-is-exist']) {
      const exists = await call(vctServer, 'GET', `${path}?idProduct=${VCT}`, { token: me.accessToken });
      expect(exists.body.data).toBe(true);
    }
    const subjects = await call(vctServer, 'GET', `/api/v1/vct-subject-review?idProduct=${VCT}`, { token: me.accessToken });
    expect(subjects.status).toBe(200);
    expect(subjects.body.data.map((s: { subjectName: string }) => s.subjectName)).toEqual(['Numerical Aptitude', 'Scientific Reasoning', 'Verbal Ability', 'Logical Reasoning']);

    // A weaker second student ranks below.
    const theirs = await takeVct(vctServer, other.accessToken);
    expect(theirs.submit.status).toBe(200);
    const rank = await call(vctServer, 'GET', `/api/v1/quiz/student/vct-result-and-ranking?idProduct=${VCT}`, { token: me.accessToken });
    expect(rank.status).toBe(200);
    expect(rank.body.data.globalRanking).toBe(1);
    expect(rank.body.data.subjectReview.length).toBe(4);
    const short = await call(vctServer, 'GET', `/api/v1/quiz/vct-result-and-ranking?idProduct=${VCT}`, { token: me.accessToken });
    expect(short.body.data.globalRanking).toBe(1);

    const card = await call(vctServer, 'GET', `/api/v1/quiz/student/vct-report-card?idProduct=${VCT}`, { token: me.accessToken });
    expect(card.body.data.grandTotalMarks).toBe(paper.totalMarks);
    const review = await call(vctServer, 'GET', `/api/v1/quiz/student/vct-review?idProduct=${VCT}`, { token: me.accessToken });
    expect(review.body.data.reviewData.length).toBe(13);
    expect(review.body.data.reviewData[0].explanation).toBeTruthy();

    const again = await call(vctServer, 'GET', `/api/v1/quiz/vct-questions?idProduct=${VCT}`, { token: me.accessToken });
    expect(again.status).toBe(425);
    expect(again.body.message).toBe('Attention! You have already taken this exam, kindly wait until JUNE-5 for the next opportunity.');
  });

  test('results hidden: submit stores the attempt and answers 425 with the reveal date', async () => {
    vctServer = await startServer({ env: { SHOW_VCT_RESULT: '2099-12-25' } });
    const me = await login(vctServer, DEMO.trial);
    const { submit } = await takeVct(vctServer, me.accessToken);
    expect(submit.status).toBe(425);
    expect(submit.body.message).toBe('Congratulation! Are you excited to see your exam results? Wait until DECEMBER-25 for the big reveal!');
    const exists = await call(vctServer, 'GET', `/api/v1/vct-report-is-exist?idProduct=${VCT}`, { token: me.accessToken });
    expect(exists.body.data).toBe(true);
    const rank = await call(vctServer, 'GET', `/api/v1/quiz/student/vct-result-and-ranking?idProduct=${VCT}`, { token: me.accessToken });
    expect(rank.status).toBe(425);
    // Retake after the default 30 days is allowed.
    vctServer.clock.advance(31 * 24 * 3600 * 1000);
    const fresh = await login(vctServer, DEMO.trial);
    const paper = await call(vctServer, 'GET', `/api/v1/quiz/vct-questions?idProduct=${VCT}`, { token: fresh.accessToken });
    expect(paper.status).toBe(200);
  });

  test('no report yet → 404 on the review; unknown product → contract message', async () => {
    vctServer = await startServer();
    const me = await login(vctServer, DEMO.basic);
    const res = await call(vctServer, 'GET', `/api/v1/vct-subject-review?idProduct=${VCT}`, { token: me.accessToken });
    expect(res.status).toBe(404);
    const none = await call(vctServer, 'GET', '/api/v1/quiz/vct-questions?idProduct=12345', { token: me.accessToken });
    expect(none.status).toBe(500);
    expect(none.body.message).toBe('No Questions Found for Respective Quiz');
    const anon = await call(vctServer, 'GET', `/api/v1/quiz/vct-questions?idProduct=${VCT}`);
    expect(anon.status).toBe(401);
  });
});

describe('challenger test', () => {
  const CHP = 902;

  test('start → deadline from the server; a second start resumes; saved answers come back', async () => {
    const a = await call(server, 'POST', `/api/v1/quiz/challenger/start?idProduct=${CHP}`, { token: basic.accessToken });
    expect(a.status).toBe(200);
    expect(a.body.data.durationSeconds).toBe(60);
    expect(Date.parse(a.body.data.deadline) - Date.parse(a.body.data.serverTime)).toBe(60_000);
    const qs: Q[] = a.body.data.questions;
    expect(qs.every((q) => q.answers.every((x) => x.correctValueFlag === false))).toBe(true);
    const right = await correctAnswers(qs);
    const save = await call(server, 'PUT', `/api/v1/quiz/challenger/${a.body.data.idAttempt}/answers`, { token: basic.accessToken, body: { quizQuestions: right.slice(0, 3) } });
    expect(save.status).toBe(200);
    server.clock.advance(20_000);
    const b = await call(server, 'POST', `/api/v1/quiz/challenger/start?idProduct=${CHP}`, { token: basic.accessToken });
    expect(b.body.data.idAttempt).toBe(a.body.data.idAttempt);
    expect(b.body.data.deadline).toBe(a.body.data.deadline);
    expect(b.body.data.savedAnswers).toHaveLength(3);
    // Someone else cannot save into, submit or review it.
    const theirs = await call(server, 'POST', `/api/v1/quiz/challenger/${a.body.data.idAttempt}/submit`, { token: premium.accessToken, body: { quizQuestions: [] } });
    expect(theirs.status).toBe(403);
    const theirSave = await call(server, 'PUT', `/api/v1/quiz/challenger/${a.body.data.idAttempt}/answers`, { token: premium.accessToken, body: { quizQuestions: [] } });
    expect(theirSave.status).toBe(403);
    // Submit within the grace period after the deadline: scored with what it carries, partial allowed.
    server.clock.advance(45_000);
    const sub = await call(server, 'POST', `/api/v1/quiz/challenger/${a.body.data.idAttempt}/submit`, { token: basic.accessToken, body: { quizQuestions: right.slice(0, 5) } });
    expect(sub.status).toBe(200);
    expect(sub.body.data).toMatchObject({ totalQuestions: qs.length, answeredQuestions: 5, totalCorrectAnswers: 5, late: false });
    // Submitting again returns the same result.
    const again = await call(server, 'POST', `/api/v1/quiz/challenger/${a.body.data.idAttempt}/submit`, { token: basic.accessToken, body: { quizQuestions: right } });
    expect(again.body.data.totalCorrectAnswers).toBe(5);
    const review = await call(server, 'GET', `/api/v1/quiz/challenger/${a.body.data.idAttempt}/review`, { token: basic.accessToken });
    expect(review.status).toBe(200);
    expect(review.body.data.reviewData).toHaveLength(qs.length);
    const theirReview = await call(server, 'GET', `/api/v1/quiz/challenger/${a.body.data.idAttempt}/review`, { token: premium.accessToken });
    expect(theirReview.status).toBe(403);
  });

  test('a submit after the grace period counts only the answers saved in time', async () => {
    const a = await call(server, 'POST', `/api/v1/quiz/challenger/start?idProduct=${CHP}`, { token: premium.accessToken });
    const qs: Q[] = a.body.data.questions;
    const right = await correctAnswers(qs);
    await call(server, 'PUT', `/api/v1/quiz/challenger/${a.body.data.idAttempt}/answers`, { token: premium.accessToken, body: { quizQuestions: right.slice(0, 2) } });
    server.clock.advance(75_000);
    const late = await call(server, 'PUT', `/api/v1/quiz/challenger/${a.body.data.idAttempt}/answers`, { token: premium.accessToken, body: { quizQuestions: right } });
    expect(late.status).toBe(410);
    expect(late.body.message).toBe('The time for this test is over.');
    const sub = await call(server, 'POST', `/api/v1/quiz/challenger/${a.body.data.idAttempt}/submit`, { token: premium.accessToken, body: { quizQuestions: right } });
    expect(sub.status).toBe(200);
    expect(sub.body.data).toMatchObject({ late: true, totalCorrectAnswers: 2 });
    // A new start after that begins a new attempt.
    const next = await call(server, 'POST', `/api/v1/quiz/challenger/start?idProduct=${CHP}`, { token: premium.accessToken });
    expect(next.body.data.idAttempt).not.toBe(a.body.data.idAttempt);
  });

  test('bad input refused', async () => {
    const res = await call(server, 'POST', `/api/v1/quiz/challenger/start?idProduct=abc`, { token: premium.accessToken });
    expect(res.status).toBe(400);
    const body = await call(server, 'POST', `/api/v1/quiz/challenger/1/submit`, { token: premium.accessToken, body: { quizQuestions: 'x' } });
    expect(body.status).toBe(400);
    const unknown = await call(server, 'POST', `/api/v1/quiz/challenger/99999999/submit`, { token: premium.accessToken, body: { quizQuestions: [] } });
    expect(unknown.status).toBe(404);
  });
});
