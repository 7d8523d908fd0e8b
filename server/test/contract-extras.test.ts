/**
 * The contract's less-used calls: the older live-class list variants, the bare offline-course
 * list and Product DTO, classStandard/academic-list, the ADMIN language list and login unlock,
 * and forgot-password by link.
 */
import { call, createStudent, DEMO, login, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let premium: string;
let basic: string;
beforeAll(async () => {
  server = await startServer();
  premium = (await login(server, DEMO.premium)).accessToken;
  basic = (await login(server, DEMO.basic)).accessToken;
});
afterAll(async () => {
  await server.close();
});

const L = '/api/v1/liveClass';

describe('live-class list variants', () => {
  test('before login: live and upcoming classes with optional filters, LiveClassDto items', async () => {
    const live = await call(server, 'GET', `${L}/before-login-academic-live?idLiveClassCategory=1&idClassStandard=1`);
    expect(live.status).toBe(200);
    expect(live.body.message).toBe('Request Sucessfull');
    expect(live.body.data.length).toBeGreaterThan(0);
    for (const c of live.body.data) {
      expect(c).toEqual(expect.objectContaining({ idClassStandard: 1, currentRunningFlag: true, liveCompletionFlag: false, idLiveClassCategory: 1 }));
      expect(typeof c.liveClassHeading).toBe('string');
    }
    const up = await call(server, 'GET', `${L}/before-login-academic-upcoming?idLiveClassCategory=1&idClassStandard=1`);
    expect(up.status).toBe(200);
    expect(up.body.data.every((c: any) => !c.currentRunningFlag && !c.liveCompletionFlag)).toBe(true);
    const dates = up.body.data.map((c: any) => `${c.classDate}T${c.fromTime}`);
    expect([...dates].sort()).toEqual(dates);
  });

  test('an empty list is the contract 500 "No Video found!"', async () => {
    const res = await call(server, 'GET', `${L}/before-login-academic-live?idLiveClassCategory=1&idLanguage=3`);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ data: null, statusCode: 500, message: 'No Video found!' });
  });

  test('"other class" lists leave out the given (or my own) class standard', async () => {
    const before = await call(server, 'GET', `${L}/otherclass_upcoming_before_login?idLiveClassCategory=1&idClassStandard=1`);
    expect(before.status).toBe(200);
    expect(before.body.data.length).toBeGreaterThan(0);
    expect(before.body.data.some((c: any) => c.idClassStandard === 1)).toBe(false);
    const after = await call(server, 'GET', `${L}/after-login-otherclass-live?idLiveClassCategory=1`, { token: premium });
    expect(after.status).toBe(200);
    expect(after.body.data.some((c: any) => c.idClassStandard === 1)).toBe(false);
  });

  test('after login: my class only; without a token 401', async () => {
    const res = await call(server, 'GET', `${L}/after-login-academic-live?idLiveClassCategory=1`, { token: premium });
    expect(res.status).toBe(200);
    expect(res.body.data.every((c: any) => c.idClassStandard === 1 || c.idClassStandard === 4)).toBe(true);
    const anon = await call(server, 'GET', `${L}/after-login-academic-upcoming?idLiveClassCategory=1`);
    expect(anon.status).toBe(401);
  });

  test('extra-curricular "other class" lists', async () => {
    const res = await call(server, 'GET', `${L}/extracur-otherclass-upcoming?idLiveClassCategory=2`);
    expect(res.status).toBe(200);
    expect(res.body.data.every((c: any) => c.idLiveClassCategory === 2)).toBe(true);
  });

  test('per-class lists and their own empty messages', async () => {
    const live = await call(server, 'GET', `${L}/getLiveAcademicClasses?idClassStandard=1&idLiveClassCategory=1`);
    expect(live.status).toBe(200);
    expect(live.body.data.every((c: any) => c.idClassStandard === 1 && c.currentRunningFlag)).toBe(true);
    const cases: Array<[string, string]> = [
      [`${L}/getLiveAcademicClasses?idClassStandard=999&idLiveClassCategory=1`, 'No Academic Live Classes Found!!'],
      [`${L}/getUpcomingAcademicClasses?idClassStandard=999&idLiveClassCategory=1`, 'No Upcoming Academic Class Available'],
      [`${L}/getLiveExtraCurricular?idLiveClassCategory=99`, 'No Extra Curricular Live Classes Found!!'],
      [`${L}/getUpcomingExtraCurricular?idLiveClassCategory=99`, 'No Upcoming Extra Curricular Classes Found!!'],
    ];
    for (const [url, message] of cases) {
      const res = await call(server, 'GET', url);
      expect(res.body).toEqual({ data: null, statusCode: 500, message });
      expect(res.status).toBe(500);
    }
    const extra = await call(server, 'GET', `${L}/getUpcomingExtraCurricular?idLiveClassCategory=2`);
    expect(extra.status).toBe(200);
    expect(extra.body.data.every((c: any) => c.idClassStandard === 4)).toBe(true);
  });

  test('future-class/ is the next class that has not started', async () => {
    const res = await call(server, 'GET', `${L}/future-class/`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(expect.objectContaining({ currentRunningFlag: false, liveCompletionFlag: false }));
    // Every upcoming class starts at or after it.
    const up = await call(server, 'GET', `${L}/before-login-academic-upcoming?idLiveClassCategory=1`);
    const first = `${res.body.data.classDate}T${res.body.data.fromTime}`;
    expect(up.body.data.every((c: any) => `${c.classDate}T${c.fromTime}` >= first)).toBe(true);
  });

  test('bad input is refused with a clear message', async () => {
    const res = await call(server, 'GET', `${L}/getLiveAcademicClasses?idClassStandard=abc&idLiveClassCategory=1`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('idClassStandard');
  });
});

describe('offline course bare list', () => {
  test('a bare list (no envelope) of my class and the extra-curricular catalogue; links only where I may watch', async () => {
    const prem = await call(server, 'GET', '/api/v1/offlineCourse/', { token: premium });
    expect(prem.status).toBe(200);
    expect(Array.isArray(prem.body)).toBe(true);
    expect(prem.body.length).toBeGreaterThan(5);
    expect(prem.body.every((v: any) => typeof v.videoEnLink === 'string')).toBe(true);
    const bas = await call(server, 'GET', '/api/v1/offlineCourse/', { token: basic });
    expect(bas.body.length).toBe(prem.body.length);
    // The basic student sees first chapters' links and not the locked chapters' ones.
    expect(bas.body.some((v: any) => v.videoEnLink === null)).toBe(true);
    expect(bas.body.some((v: any) => typeof v.videoEnLink === 'string')).toBe(true);
  });
});

describe('reference extras', () => {
  test('classStandard/academic-list: classes with academic products for a syllabus and state', async () => {
    const res = await call(server, 'GET', '/api/v1/classStandard/academic-list?idSyllabus=1&idState=1');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Request Sucessfull');
    const names = res.body.data.map((c: any) => c.classStandadName);
    expect(names).toEqual(expect.arrayContaining(['1', '10', '12']));
    expect(names).not.toContain('NA');
    const none = await call(server, 'GET', '/api/v1/classStandard/academic-list?idSyllabus=4&idState=6');
    expect(none.body).toEqual({ data: null, statusCode: 500, message: 'No Class standard found' });
  });

  test('language/list is ADMIN only', async () => {
    const student = await call(server, 'GET', '/api/v1/language/list', { token: premium });
    expect(student.status).toBe(401);
    expect(student.body.message).toBe("Access Denied, you don't have access to this resource");
  });
});

describe('ADMIN: reset-max-attempts', () => {
  test('an admin unlocks a locked account; students may not', async () => {
    const targetId = await createStudent(server, "9123400001");
    const { db } = server.app.ctx;
    for (let i = 0; i < 3; i++) {
      await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: '9123400001', password: 'wrong-password' } });
    }
    const locked = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: '9123400001', password: DEMO.password } });
    expect(locked.status).toBe(500);
    expect(locked.body.message).toContain('temporarily Locked');

    const denied = await call(server, 'PUT', `/api/v1/auth/reset-max-attempts?idVlUser=${targetId}`, { token: premium });
    expect(denied.status).toBe(401);
    expect(denied.body.message).toBe("Access Denied, you don't have access to this resource");

    const adminId = await createStudent(server, "9123400002");
    await db.insertInto('user_role').values({ userSurId: adminId, role: 'ROLE_ADMIN' } as never).execute();
    const adminToken = (await login(server, '9123400002')).accessToken;
    const ok = await call(server, 'PUT', `/api/v1/auth/reset-max-attempts?idVlUser=${targetId}`, { token: adminToken });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: true, statusCode: 200, message: 'Max attempts reset successfully' });
    const after = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: '9123400001', password: DEMO.password } });
    expect(after.status).toBe(200);

    const missing = await call(server, 'PUT', '/api/v1/auth/reset-max-attempts?idVlUser=99999999', { token: adminToken });
    expect(missing.body).toEqual({ data: null, statusCode: 500, message: 'Invalid user.' });
    const langs = await call(server, 'GET', '/api/v1/language/list', { token: adminToken });
    expect(langs.status).toBe(200);
    expect(langs.body.data).toHaveLength(7);
  });
});

describe('forgot-password by link', () => {
  test('the link reaches the account mobile and sets a new password; unknown accounts get the same answer', async () => {
    await createStudent(server, '9123400003');
    const res = await call(server, 'GET', '/api/v1/auth/forgot-password?forgotPasswordUsername=9123400003');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: null, statusCode: 200, message: 'Check E-Mail for Resetting Password.' });
    const outbox = await call(server, 'GET', '/api/dev/outbox?mobile=9123400003');
    const text: string = outbox.body.data[0].text;
    const link = new URL(text.slice(text.indexOf('/forgot/reset-password')), 'http://x');
    const params = new URLSearchParams(link.search);
    params.set('newPassword', 'Fresh@Pass123');
    const set = await call(server, 'GET', `/api/v1/auth/verify-forgot-password?${params.toString()}`);
    expect(set.status).toBe(200);
    expect(set.body.message).toBe('New Password Set Successful');
    const login2 = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: '9123400003', password: 'Fresh@Pass123' } });
    expect(login2.status).toBe(200);

    const unknown = await call(server, 'GET', '/api/v1/auth/forgot-password?forgotPasswordUsername=nobody@example.com');
    expect(unknown.body).toEqual(res.body);
    const empty = await call(server, 'GET', '/api/v1/auth/forgot-password?forgotPasswordUsername=');
    expect(empty.status).toBe(400);
  });
});

describe('Product/ bare DTO', () => {
  test('one product without an envelope; unknown → the contract 500', async () => {
    const res = await call(server, 'GET', '/api/v1/Product/?productCd=AD_FREE_SUBSCRIPTION', { token: premium });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ idProduct: 93, productCd: 'AD_FREE_SUBSCRIPTION', idProductLine: 11, activeFlag: true }));
    expect(res.body.statusCode).toBeUndefined();
    const missing = await call(server, 'GET', '/api/v1/Product/?idProduct=123456789', { token: premium });
    expect(missing.body).toEqual({ data: null, statusCode: 500, message: 'No Product Found!' });
  });
});
