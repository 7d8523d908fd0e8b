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
});

test('app-config says production', async () => {
  const res = await call(server, 'GET', '/app-config.json');
  expect(res.body.environment).toBe('production');
});

test('internal errors never leak details', async () => {
  const res = await call(server, 'GET', '/api/v1/classStandard/');
  // No reference data in an unseeded production database: the contract's 500 message.
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ data: null, statusCode: 500, message: 'No Class standard data found' });
});
