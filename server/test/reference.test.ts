import { call, startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

test('state list: ordered by displayOrder, NA last', async () => {
  const res = await call(server, 'GET', '/api/v1/state/list');
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('State list fetched successfully');
  const states = res.body.data;
  expect(states[0]).toEqual({ idState: 1, state: 'Karnataka', displayOrder: 1 });
  expect(states.slice(0, 6).map((s: { idState: number }) => s.idState)).toEqual([1, 2, 3, 4, 5, 7]);
  expect(states[states.length - 1]).toEqual({ idState: 6, state: 'NA', displayOrder: 99 });
  expect(states.length).toBeGreaterThanOrEqual(10);
});

test('class standards: every row with audit fields, ids as in the original plus 11 and 12', async () => {
  const res = await call(server, 'GET', '/api/v1/classStandard/');
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('Request Sucessfull');
  const byId = Object.fromEntries(res.body.data.map((c: { idClassStandard: number; classStandadName: string }) => [c.idClassStandard, c.classStandadName]));
  expect(byId).toEqual({
    1: '10', 2: '9', 3: '8', 4: 'NA', 5: '7', 6: '6', 7: '5', 8: '4', 9: '3', 10: '2', 11: '1', 12: 'UKG', 13: 'LKG', 14: '11', 15: '12',
  });
  expect(Object.keys(res.body.data[0]).sort()).toEqual(['classStandadName', 'createdAt', 'createdBy', 'idClassStandard', 'updatedAt', 'updatedBy']);
  // Also without the trailing slash.
  expect((await call(server, 'GET', '/api/v1/classStandard')).status).toBe(200);
});

test('syllabuses without NA', async () => {
  const res = await call(server, 'GET', '/api/v1/syllabus/');
  expect(res.body).toEqual({
    data: [
      { idSyllabus: 1, syllabusName: 'CBSE' },
      { idSyllabus: 2, syllabusName: 'ICSE' },
      { idSyllabus: 3, syllabusName: 'State Board' },
    ],
    statusCode: 200,
    message: 'Syllabus Lists',
  });
});

test('languages with audit fields; 7 = English', async () => {
  const res = await call(server, 'GET', '/api/v1/auth/languages');
  expect(res.body.message).toBe('Request Sucessfull');
  expect(res.body.data.map((l: { idLanguage: number; language: string }) => [l.idLanguage, l.language])).toEqual([
    [1, 'Kannada'], [2, 'Telugu'], [3, 'Tamil'], [4, 'Malayalam'], [5, 'Hindi'], [6, 'Marathi'], [7, 'English'],
  ]);
  expect(res.body.data[0]).toHaveProperty('createdAt');
});

test('mediums', async () => {
  const res = await call(server, 'GET', '/api/v1/student/medium');
  expect(res.body.data).toEqual([
    { idStudentMedium: 1, medium: 'Private' },
    { idStudentMedium: 2, medium: 'Government' },
  ]);
});

test('the envelope carries nulls and an unknown API path is a 404 envelope', async () => {
  const res = await call(server, 'GET', '/api/v1/no-such-thing');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ data: null, statusCode: 404, message: 'Not Found: GET /api/v1/no-such-thing' });
});

test('OpenAPI document and UI', async () => {
  const json = await call(server, 'GET', '/api/openapi.json');
  expect(json.status).toBe(200);
  expect(json.body.openapi).toMatch(/^3\./);
  expect(json.body.paths).toHaveProperty('/api/v1/auth/login');
  expect(json.body.paths['/api/v1/auth/login'].post.requestBody).toBeDefined();
  const ui = await fetch(`${server.url}/api/docs/`, { headers: { accept: 'text/html' } });
  expect(ui.status).toBe(200);
  expect(await ui.text()).toContain('swagger');
});

test('state list stays HTTP 200 even when empty (statusCode 404 in the body)', async () => {
  const { db } = server.app.ctx;
  const rows = await db.selectFrom('state').selectAll().execute();
  await db.deleteFrom('state').execute();
  try {
    const res = await call(server, 'GET', '/api/v1/state/list');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], statusCode: 404, message: 'No State found' });
  } finally {
    await db.insertInto('state').values(rows).execute();
  }
});

test('rate limits answer 429 envelopes', async () => {
  const limited = await startServer({ env: { RATE_LIMIT_OTP: '2/60000' } });
  try {
    const send = () => call(limited, 'POST', '/api/v1/lead/sendotp?mobile=9500000001&name=Zoya');
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.body.statusCode).toBe(429);
    expect(third.body.message).toMatch(/^Too many requests, please try again in \d+ seconds\.$/);
    expect(third.headers.get('retry-after')).toBeTruthy();
  } finally {
    await limited.close();
  }
});

test('runs on PostgreSQL when DATABASE_URL is set, SQLite otherwise', () => {
  expect(server.app.ctx.dialect).toBe(process.env.DATABASE_URL ? 'postgres' : 'sqlite');
});
