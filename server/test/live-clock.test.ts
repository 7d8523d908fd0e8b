import { LIVE_SEEDS, LIVE_SLOT_MS, liveSchedule } from '../src/db/seed/content.js';
import { SeededLiveClock } from '../src/modules/content/live-clock.js';
import { call, DEMO, login, startServer, type TestServer } from './helpers.js';

/** The seeded live classes stay true while the server runs (live now, upcoming, recorded). */
let server: TestServer;
let premium: { accessToken: string };

beforeAll(async () => {
  server = await startServer();
  premium = await login(server, DEMO.premium);
});
afterAll(async () => {
  await server.close();
});

const L = '/api/v1/liveClass';
const MIN = 60_000;

/** The IST window of a class as instants (a class may run past midnight). */
function windowOf(c: { classDate: string; fromTime: string; toTime: string }) {
  const start = new Date(`${c.classDate}T${c.fromTime}+05:30`).getTime();
  let end = new Date(`${c.classDate}T${c.toTime}+05:30`).getTime();
  if (end <= start) end += 24 * 60 * MIN;
  return { start, end };
}

async function liveNow() {
  // The session's access token lives 15 minutes on the server's clock: log in again each time.
  premium = await login(server, DEMO.premium);
  const r = await call(server, 'GET', `${L}/all-academic-live?idLiveClassCategory=1`, { token: premium.accessToken });
  expect(r.status).toBe(200);
  return r.body.data as Array<{ idLiveClass: number; classDate: string; fromTime: string; toTime: string; currentRunningFlag: boolean }>;
}

test('schedule: at any moment the live class has run 15+ minutes and runs 15+ more; times are stable within a slot', () => {
  const live = LIVE_SEEDS.find((s) => s.state === 'live')!;
  const t0 = Date.UTC(2026, 0, 10, 18, 29, 0); // 23:59 IST: the window crosses midnight
  for (let t = t0; t < t0 + 3 * LIVE_SLOT_MS; t += 7 * MIN) {
    const s = liveSchedule(live, new Date(t));
    const { start, end } = windowOf(s);
    expect(start).toBeLessThanOrEqual(t - 15 * MIN);
    expect(end).toBeGreaterThanOrEqual(t + 15 * MIN);
    expect(s.currentRunningFlag).toBe(1);
    expect(s.liveCompletionFlag).toBe(0);
    const slotStart = Math.floor(t / LIVE_SLOT_MS) * LIVE_SLOT_MS;
    expect(liveSchedule(live, new Date(slotStart + LIVE_SLOT_MS - 1))).toEqual(s);
  }
  for (const seed of LIVE_SEEDS.filter((x) => x.state !== 'live')) {
    const s = liveSchedule(seed, new Date(t0));
    const { start, end } = windowOf(s);
    if (seed.state === 'upcoming') expect(start).toBeGreaterThan(t0);
    else expect(end).toBeLessThan(t0);
  }
});

test('a running server re-dates the seeded classes as its clock moves: live now stays live, upcoming stays ahead', async () => {
  const first = await liveNow();
  expect(first.length).toBeGreaterThanOrEqual(1);
  const id = first[0]!.idLiveClass;

  // 50 minutes later the class seeded at start would have ended; it is still live, now.
  server.clock.advance(50 * MIN);
  const later = await liveNow();
  const same = later.find((c) => c.idLiveClass === id)!;
  expect(same).toBeDefined();
  const now = server.clock.now().getTime();
  const w = windowOf(same);
  expect(w.start).toBeLessThanOrEqual(now - 15 * MIN);
  expect(w.end).toBeGreaterThanOrEqual(now + 15 * MIN);

  // Three days on: still one live class; upcoming classes are in the future, recordings in the past.
  server.clock.advance(3 * 24 * 60 * MIN + 7 * MIN);
  const t = server.clock.now().getTime();
  const again = await liveNow();
  expect(again.some((c) => c.idLiveClass === id && windowOf(c).start < t && windowOf(c).end > t)).toBe(true);
  const up = await call(server, 'GET', `${L}/all-academic-upcoming?idLiveClassCategory=1`, { token: premium.accessToken });
  expect(up.status).toBe(200);
  expect(up.body.data.length).toBe(2);
  for (const c of up.body.data) expect(windowOf(c).start).toBeGreaterThan(t);
  const eca = await call(server, 'GET', `${L}/allcategory-live-classes?idClassStandard=4&idLiveClassCategory=2`);
  expect(eca.body.data.filter((c: { currentRunningFlag: boolean }) => c.currentRunningFlag)).toHaveLength(1);
  const web = await call(server, 'GET', `${L}/all-extra-cur-webcasted?pageNumber=0`);
  for (const c of web.body.data.content) expect(windowOf(c).end).toBeLessThan(t);
});

test('without demo data (production) the clock never touches the database', async () => {
  const db = new Proxy({}, { get: () => { throw new Error('database used'); } });
  const clock = new SeededLiveClock({ config: { seedDemoData: false } as never, db: db as never, clock: { now: () => new Date() }, log: console as never });
  await expect(clock.ensureCurrent()).resolves.toBeUndefined();
});

test('free live classes say which upcoming classes the caller asked to be reminded of', async () => {
  const basic = await login(server, DEMO.basic);
  const list = async () => {
    const r = await call(server, 'GET', '/api/v1/free-live-class?page=0&completionFlag=0&currentRunningFlag=0', { token: basic.accessToken });
    expect(r.status).toBe(200);
    return r.body.data.content as Array<{ idLiveClass: number; notifyRequested: boolean }>;
  };
  const before = await list();
  expect(before.length).toBeGreaterThan(0);
  expect(before.every((c) => c.notifyRequested === false)).toBe(true);
  const id = before[0]!.idLiveClass;
  const ask = await call(server, 'GET', `${L}/notify-for-upcoming-live-class?idVlUser=${basic.userSurId}&idLiveClass=${id}`, { token: basic.accessToken });
  expect(ask.status).toBe(200);
  const after = await list();
  expect(after.find((c) => c.idLiveClass === id)!.notifyRequested).toBe(true);
  // Another student's list is unaffected.
  const other = await call(server, 'GET', '/api/v1/free-live-class?page=0&completionFlag=0&currentRunningFlag=0', { token: (await login(server, DEMO.premium)).accessToken });
  expect(other.body.data.content.find((c: { idLiveClass: number }) => c.idLiveClass === id).notifyRequested).toBe(false);
});
