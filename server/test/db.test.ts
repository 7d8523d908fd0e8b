import { sql } from 'kysely';
import { pageFromList, pageOf } from '../src/http/page.js';
import { formatIstLockTime, istDate } from '../src/domain/time.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { DATABASE_WAIT_MS: '300' } });
});
afterAll(async () => {
  await server.close();
});

test('a query on the outer db inside a transaction never hangs (SQLite: fails fast; PostgreSQL: another pooled connection serves it)', async () => {
  const { db } = server.app.ctx;
  const run = db.transaction().execute(async (trx) => {
    await trx.selectFrom('state').select('idState').execute();
    return db.selectFrom('state').select('idState').execute();
  });
  if (process.env.DATABASE_URL) {
    expect((await run).length).toBeGreaterThan(0);
  } else {
    await expect(run).rejects.toThrow(/run every query on trx/);
  }
  // The connection is free again.
  const rows = await db.selectFrom('state').select('idState').execute();
  expect(rows.length).toBeGreaterThan(0);
});

test('instants come back as ISO strings and counts as numbers on both dialects', async () => {
  const { db } = server.app.ctx;
  const row = await db.selectFrom('class_standard').select(['createdAt']).where('idClassStandard', '=', 1).executeTakeFirstOrThrow();
  expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  const n = await db.selectFrom('state').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
  expect(typeof n.n).toBe('number');
  const sub = await db.selectFrom('student_subscription').select('nextPaymentDate').executeTakeFirstOrThrow();
  expect(sub.nextPaymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await sql`select 1`.execute(db);
});

test('Spring page shapes', () => {
  const page = pageOf(['a', 'b'], 1, 2, 5);
  expect(page).toEqual({
    content: ['a', 'b'],
    pageable: { sort: { sorted: false, unsorted: true, empty: true }, offset: 2, pageNumber: 1, pageSize: 2, paged: true, unpaged: false },
    totalPages: 3,
    totalElements: 5,
    last: false,
    size: 2,
    number: 1,
    sort: { sorted: false, unsorted: true, empty: true },
    numberOfElements: 2,
    first: false,
    empty: false,
  });
  expect(Object.keys(page)).toEqual([
    'content', 'pageable', 'totalPages', 'totalElements', 'last', 'size', 'number', 'sort', 'numberOfElements', 'first', 'empty',
  ]);
  expect(pageOf(['e'], 2, 2, 5).last).toBe(true);
  expect(pageFromList([1, 2, 3])).toMatchObject({ pageable: 'INSTANCE', totalPages: 1, totalElements: 3, size: 3, number: 0, first: true, last: true });
  expect(pageFromList([])).toMatchObject({ empty: true, totalPages: 1, numberOfElements: 0 });
});

test('IST formatting used by the lock messages', () => {
  expect(formatIstLockTime(new Date('2025-03-05T10:37:00Z'))).toBe('05-03-2025 | 04:07 PM');
  expect(formatIstLockTime(new Date('2025-03-04T18:45:00Z'))).toBe('05-03-2025 | 12:15 AM');
  expect(istDate(new Date('2025-03-04T19:00:00Z'))).toBe('2025-03-05');
});
