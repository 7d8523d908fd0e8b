import { call, startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(64) } });
});
afterAll(async () => {
  await server.close();
});

test('the development outbox does not exist', async () => {
  const res = await call(server, 'GET', '/api/dev/outbox?mobile=9000000001');
  expect(res.status).toBe(404);
});

test('no demo data is loaded', async () => {
  const users = await server.app.ctx.db.selectFrom('app_user').select('userSurId').execute();
  expect(users).toEqual([]);
  const res = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: '9000000001', password: 'Student@123' } });
  expect(res.status).toBe(404);
  const db = server.app.ctx.db as any;
  for (const table of ['live_class', 'teacher', 'coupon', 'user_notification', 'social_video', 'student_subscription']) {
    const rows = await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirst();
    expect([table, Number(rows.n)]).toEqual([table, 0]);
  }
});

test('app-config says production', async () => {
  const res = await call(server, 'GET', '/app-config.json');
  expect(res.body.environment).toBe('production');
});

test('the reference lists and the catalogue exist in production', async () => {
  const classes = await call(server, 'GET', '/api/v1/classStandard/');
  expect(classes.status).toBe(200);
  expect(classes.body.data.map((c: any) => c.classStandadName)).toEqual(expect.arrayContaining(['1', '5', '10', '11', '12', 'NA']));
  const states = await call(server, 'GET', '/api/v1/state/list');
  expect(states.body.data.length).toBeGreaterThanOrEqual(6);
  const syllabuses = await call(server, 'GET', '/api/v1/syllabus/');
  expect(syllabuses.body.data.map((s: any) => s.syllabusName)).toEqual(expect.arrayContaining(['CBSE', 'ICSE', 'State Board']));
  const languages = await call(server, 'GET', '/api/v1/auth/languages');
  expect(languages.body.data).toHaveLength(7);
  const mediums = await call(server, 'GET', '/api/v1/student/medium');
  expect(mediums.body.data.map((m: any) => m.medium)).toEqual(['Private', 'Government']);
  const subjects = await call(server, 'GET', '/api/v1/subject/academic/list?idClassStandard=1&idSyllabus=1&idState=1');
  expect(subjects.status).toBe(200);
  expect(subjects.body.data.length).toBeGreaterThanOrEqual(2);
  const chapters = await call(server, 'GET', `/api/v1/subject/${subjects.body.data[0].idSubject}/chapters?idClassStandard=1&idSyllabus=1&idState=1`);
  expect(chapters.status).toBe(200);
  const academic = await call(server, 'GET', '/api/v1/classStandard/academic-list?idSyllabus=1&idState=1');
  expect(academic.status).toBe(200);
  const plans = await call(server, 'GET', '/api/v2/Product/user-subscription-product?productCd=AD_FREE_SUBSCRIPTION');
  expect(plans.status).toBe(200);
  expect(plans.body.data.length).toBeGreaterThanOrEqual(2);
  const db = server.app.ctx.db as any;
  const issues = await db.selectFrom('issue_category').select(db.fn.countAll().as('n')).executeTakeFirst();
  expect(Number(issues.n)).toBeGreaterThanOrEqual(5);
  const questions = await db.selectFrom('quiz_question').select(db.fn.countAll().as('n')).executeTakeFirst();
  expect(Number(questions.n)).toBeGreaterThan(100);
});

test('a restart does not reload the versioned catalogue', async () => {
  const state = await server.app.ctx.db.selectFrom('seed_state').select(['name', 'version', 'appliedAt']).orderBy('name').execute();
  expect(state.map((s) => s.name)).toEqual(['content-catalogue', 'quiz']);
  const again = await startServer({ env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(64) }, dataDir: server.dataDir, databaseUrl: (server as any).databaseUrl ?? undefined });
  try {
    const after = await again.app.ctx.db.selectFrom('seed_state').select(['name', 'version', 'appliedAt']).orderBy('name').execute();
    expect(after).toEqual(state);
  } finally {
    await again.app.close();
  }
});

test('contract errors answer the contract message in production', async () => {
  const res = await call(server, 'GET', '/api/v1/subject/999/chapters?idClassStandard=1&idSyllabus=1&idState=1');
  expect(res.status).toBe(500);
  expect(res.body.message).toBe('No Chapters found for the selected subject and class standard');
});
