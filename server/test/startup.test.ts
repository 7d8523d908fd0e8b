import { call, DEMO, login, startServer } from './helpers.js';

test('restarting on the same database: migrations and seed are idempotent and fast', async () => {
  const first = await startServer();
  const counts = async (s: typeof first) => {
    const { db } = s.app.ctx;
    const n = async (t: 'app_user' | 'student' | 'class_standard' | 'state' | 'student_subscription' | 'user_role') =>
      Number((await db.selectFrom(t).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return {
      users: await n('app_user'),
      students: await n('student'),
      classes: await n('class_standard'),
      states: await n('state'),
      subscriptions: await n('student_subscription'),
      roles: await n('user_role'),
    };
  };
  const before = await counts(first);
  expect(before).toMatchObject({ classes: 15, states: 12 });
  expect(before.users).toBeGreaterThanOrEqual(3);
  expect(before.students).toBeGreaterThanOrEqual(3);
  expect(before.subscriptions).toBeGreaterThanOrEqual(1);
  const session = await login(first, DEMO.trial);
  await first.app.close();

  const t0 = performance.now();
  const second = await startServer({ dataDir: first.dataDir, databaseUrl: first.databaseUrl ?? undefined });
  const elapsed = performance.now() - t0;
  try {
    expect(await counts(second)).toEqual(before);
    // Typically 0.2-0.5 s; the bound leaves room for a loaded 2-core CI machine.
    expect(elapsed).toBeLessThan(5000);
    // Tokens survive a restart (the generated secret is kept in DATA_DIR or JWT_SECRET).
    const res = await call(second, 'GET', '/api/v1/user/status', { token: session.accessToken });
    expect(res.status).toBe(200);
  } finally {
    await second.app.close();
    await first.dropDatabase();
    await first.close();
  }
});
