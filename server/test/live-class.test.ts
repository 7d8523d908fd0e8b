import { call, DEMO, login, startServer, type TestServer } from './helpers.js';

/** Live classes, free live classes and watched history (api-contract.md section 5). */
let server: TestServer;
let premium: { accessToken: string; userSurId: number };
let basic: { accessToken: string; userSurId: number };

beforeAll(async () => {
  server = await startServer();
  premium = await login(server, DEMO.premium);
  basic = await login(server, DEMO.basic);
});
afterAll(async () => {
  await server.close();
});

const L = '/api/v1/liveClass';

async function firstOf(path: string, token: string) {
  const r = await call(server, 'GET', path, { token });
  expect(r.status).toBe(200);
  return r.body.data;
}

test('live now and upcoming for the student\'s class; empty filters give the benign 500 messages', async () => {
  const live = await firstOf(`${L}/all-academic-live?idLiveClassCategory=1&idLanguage=7&idSubject=-1`, premium.accessToken);
  expect(live.length).toBeGreaterThanOrEqual(1);
  expect(live[0]).toMatchObject({ currentRunningFlag: true, liveCompletionFlag: false, classStandard: '10', language: 'English', classCategory: 'ACADEMIC' });
  expect(live[0].liveClassURL).toMatch(/^\/media\/clips\/.+\.mp4$/);
  expect(typeof live[0].teacherName).toBe('string');

  const upcoming = await firstOf(`${L}/all-academic-upcoming?idLiveClassCategory=1`, premium.accessToken);
  expect(upcoming.length).toBe(2);
  expect(upcoming.every((c: any) => !c.currentRunningFlag && !c.liveCompletionFlag)).toBe(true);

  const none = await call(server, 'GET', `${L}/all-academic-live?idLiveClassCategory=1&idSubject=5`, { token: premium.accessToken });
  expect(none.body).toEqual({ data: null, statusCode: 500, message: 'Currently No Running Live Class Found!' });
  const noUp = await call(server, 'GET', `${L}/all-academic-upcoming?idLiveClassCategory=1&idSubject=5`, { token: premium.accessToken });
  expect(noUp.body.message).toBe('No Upcoming Classes found!');

  const anon = await call(server, 'GET', `${L}/all-academic-live`);
  expect(anon.status).toBe(401);
});

test('extra-curricular classes (class standard 4, category 2) and webcasted pages', async () => {
  const eca = await call(server, 'GET', `${L}/allcategory-live-classes?idClassStandard=4&idLiveClassCategory=2`);
  expect(eca.status).toBe(200);
  expect(eca.body.data.length).toBe(3);
  expect(eca.body.data[0].currentRunningFlag).toBe(true);

  const web = await call(server, 'GET', `${L}/all-extra-cur-webcasted?pageNumber=0`);
  expect(web.body.message).toBe('Request Successfull');
  expect(web.body.data).toMatchObject({ number: 0, size: 12, totalElements: 3, first: true, last: true });
  const more = await call(server, 'GET', `${L}/all-extra-cur-webcasted?pageNumber=1`);
  expect(more.body).toEqual({ data: null, statusCode: 200, message: 'No More Videos Available.' });

  const broadcast = await call(server, 'GET', `${L}/all-broadcast?IdClassStandards=1,2`);
  expect(broadcast.body.data.totalElements).toBe(6);
  const empty = await call(server, 'GET', `${L}/all-broadcast?IdClassStandards=12`);
  expect(empty.body).toEqual({ data: null, statusCode: 500, message: 'No Videos Available.' });
  const bad = await call(server, 'GET', `${L}/all-broadcast?IdClassStandards=abc`);
  expect(bad.status).toBe(400);

  const mine = await call(server, 'GET', `${L}/all-broadcasted-class?pageNumber=0`, { token: basic.accessToken });
  expect(mine.body.data.content.every((c: any) => c.liveCompletionFlag)).toBe(true);

  const all = await call(server, 'GET', `${L}/fetch-allclass-ByIdClassStandard?idClassStandard=1`);
  expect(all.body.data.length).toBe(6);
});

test('getLiveClassDetails: premium and webcast gates (402/406), other class refused (401)', async () => {
  const all = (await call(server, 'GET', `${L}/fetch-allclass-ByIdClassStandard?idClassStandard=1`)).body.data as any[];
  const liveFree = all.find((c) => c.currentRunningFlag && c.classType === 'free');
  const upcomingPremium = all.find((c) => !c.currentRunningFlag && !c.liveCompletionFlag && c.classType === 'premium');
  const recorded = all.find((c) => c.liveCompletionFlag);

  const ok = await call(server, 'GET', `${L}/getLiveClassDetails?idLiveClass=${liveFree.idLiveClass}`, { token: basic.accessToken });
  expect(ok.status).toBe(200);
  expect(ok.body.data.classStandard).toEqual({ idClassStandard: 1, classStandadName: '10' });

  const prem = await call(server, 'GET', `${L}/getLiveClassDetails?idLiveClass=${upcomingPremium.idLiveClass}`, { token: basic.accessToken });
  expect(prem.status).toBe(402);
  expect(prem.body.message).toBe('Please purchase premium subscription to access this content.');

  const web = await call(server, 'GET', `${L}/getLiveClassDetails?idLiveClass=${recorded.idLiveClass}`, { token: basic.accessToken });
  expect(web.status).toBe(406);
  expect(web.body.message).toBe('Please subscribe to access webcasted videos!');
  expect((await call(server, 'GET', `${L}/getLiveClassDetails?idLiveClass=${recorded.idLiveClass}`, { token: premium.accessToken })).status).toBe(200);

  const otherClass = (await call(server, 'GET', `${L}/fetch-allclass-ByIdClassStandard?idClassStandard=2`)).body.data[0];
  const denied = await call(server, 'GET', `${L}/getLiveClassDetails?idLiveClass=${otherClass.idLiveClass}`, { token: premium.accessToken });
  expect(denied.status).toBe(401);
  expect(denied.body.message).toBe('User dosent have access to view this content.');

  const missing = await call(server, 'GET', `${L}/getLiveClassDetails?idLiveClass=999999`, { token: premium.accessToken });
  expect(missing.body.message).toBe('No Live Classess found!!!');
});

test('notify for an upcoming class: once (409 on repeat), only for oneself', async () => {
  const upcoming = (await call(server, 'GET', `${L}/all-academic-upcoming?idLiveClassCategory=1`, { token: basic.accessToken })).body.data;
  const id = upcoming[0].idLiveClass;
  const first = await call(server, 'GET', `${L}/notify-for-upcoming-live-class?idVlUser=${basic.userSurId}&idLiveClass=${id}`, { token: basic.accessToken });
  expect(first.status).toBe(200);
  expect(first.body.message).toBe('Request Successful.');
  const again = await call(server, 'GET', `${L}/notify-for-upcoming-live-class?idVlUser=${basic.userSurId}&idLiveClass=${id}`, { token: basic.accessToken });
  expect(again.status).toBe(409);
  expect(again.body.message).toBe('User already request , reminder for the selected class');
  const forOther = await call(server, 'GET', `${L}/notify-for-upcoming-live-class?idVlUser=${premium.userSurId}&idLiveClass=${id}`, { token: basic.accessToken });
  expect(forOther.status).toBe(403);
  const listed = (await call(server, 'GET', `${L}/all-academic-upcoming?idLiveClassCategory=1`, { token: basic.accessToken })).body.data;
  expect(listed.find((c: any) => c.idLiveClass === id).notifyRequested).toBe(true);
});

test('watched history: sync once ("History already exists"), update forward, grouped page; anonymous refused', async () => {
  const live = (await call(server, 'GET', `${L}/all-academic-live?idLiveClassCategory=1`, { token: basic.accessToken })).body.data[0];
  const empty = await call(server, 'GET', `${L}/get-all-live-class-watched-history?pageNumber=0&idSubject=-1&idLanguage=-1`, { token: basic.accessToken });
  expect(empty.status).toBe(200);
  expect(empty.body.message).toBe('No history Available Right Now!');
  expect(empty.body.data.content).toEqual([]);

  const sync = await call(server, 'POST', `${L}/sync-live-class-watched-history?idLiveClass=${live.idLiveClass}`, { token: basic.accessToken });
  expect(sync.status).toBe(200);
  expect(sync.body.message).toBe('Successful');
  const dup = await call(server, 'POST', `${L}/sync-live-class-watched-history?idLiveClass=${live.idLiveClass}`, { token: basic.accessToken });
  expect(dup.body).toEqual({ data: null, statusCode: 500, message: 'History already exists' });

  await call(server, 'PUT', `${L}/update-watched-history?idLiveClass=${live.idLiveClass}&watchedDuration=20`, { token: basic.accessToken });
  await call(server, 'PUT', `${L}/update-watched-history?idLiveClass=${live.idLiveClass}&watchedDuration=7`, { token: basic.accessToken });
  const hist = await call(server, 'GET', `${L}/get-all-live-class-watched-history?pageNumber=0&idSubject=-1&idLanguage=-1&type=free`, { token: basic.accessToken });
  expect(hist.body.message).toBe('Success');
  const groups = hist.body.data.content[0];
  expect(groups.ACADEMIC[0]).toMatchObject({ idLiveClass: live.idLiveClass, videoCoverageDuration: 20, idVlUser: basic.userSurId });
  expect(groups.EXTRA_CUR).toEqual([]);

  // Only the caller's own rows: the premium student's seeded history is not in the basic student's list.
  const premiumHist = await call(server, 'GET', `${L}/get-all-live-class-watched-history?pageNumber=0`, { token: premium.accessToken });
  expect(premiumHist.body.data.content[0].ACADEMIC.every((h: any) => h.idVlUser === premium.userSurId)).toBe(true);

  const anon = await call(server, 'GET', `${L}/get-all-live-class-watched-history?pageNumber=0`);
  expect(anon.status).toBe(401);
  expect(anon.body.message).toBe('Invalid User Authentication access!');

  const bad = await call(server, 'PUT', `${L}/update-watched-history?idLiveClass=${live.idLiveClass}&watchedDuration=abc`, { token: basic.accessToken });
  expect(bad.status).toBe(400);
});

test('free live classes: filters, page of 12, 403 for another class', async () => {
  const res = await call(server, 'GET', '/api/v1/free-live-class?page=0', { token: basic.accessToken });
  expect(res.status).toBe(200);
  const content = res.body.data.content as any[];
  expect(content.length).toBeGreaterThan(0);
  expect(content.every((c) => c.classType === 'free')).toBe(true);
  expect(content[0].currentRunningFlag).toBe(true);

  const done = await call(server, 'GET', '/api/v1/free-live-class?completionFlag=1&idClassStandard=1&idSyllabus=1&idState=1&idLanguage=7', { token: basic.accessToken });
  expect(done.body.data.content.every((c: any) => c.liveCompletionFlag)).toBe(true);

  const other = await call(server, 'GET', '/api/v1/free-live-class?idClassStandard=2', { token: basic.accessToken });
  expect(other.status).toBe(403);
  expect(other.body.message).toBe('User dosent have access to view this content.');
  const otherLang = await call(server, 'GET', '/api/v1/free-live-class?idLanguage=3', { token: basic.accessToken });
  expect(otherLang.status).toBe(403);

  const later = await call(server, 'GET', '/api/v1/free-live-class?page=5', { token: basic.accessToken });
  expect(later.body).toEqual({ data: null, statusCode: 200, message: 'No More Videos Available.' });
  const none = await call(server, 'GET', '/api/v1/free-live-class?idSubject=5', { token: basic.accessToken });
  expect(none.body.message).toBe('No Videos Available.');
  const badFlag = await call(server, 'GET', '/api/v1/free-live-class?currentRunningFlag=3', { token: basic.accessToken });
  expect(badFlag.status).toBe(400);
  expect((await call(server, 'GET', '/api/v1/free-live-class')).status).toBe(401);
});

test('seeded clips are served with range support', async () => {
  const full = await fetch(`${server.url}/media/clips/photosynthesis.mp4`, { method: 'HEAD' });
  expect(full.status).toBe(200);
  const part = await fetch(`${server.url}/media/clips/photosynthesis.mp4`, { headers: { range: 'bytes=0-1023' } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toMatch(/^bytes 0-1023\/\d+$/);
  expect((await part.arrayBuffer()).byteLength).toBe(1024);
  const poster = await fetch(`${server.url}/media/clips/photosynthesis.jpg`);
  expect(poster.headers.get('content-type')).toMatch(/image\/jpeg/);
});
