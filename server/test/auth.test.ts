import { decodeJwt, decodeProtectedHeader } from 'jose';
import { BROWSER_UA, DEMO, call, createStudent, login, startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const LOCK_MESSAGE = /^For security reasons Your account is temporarily Locked , Please login after {2}\d{2}-\d{2}-\d{4} \| \d{2}:\d{2} (AM|PM)$/;

describe('POST /api/v1/auth/login', () => {
  test('logs a student in with LoginData exactly as the contract lists it', async () => {
    const res = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: DEMO.premium, password: DEMO.password, deviceId: 'dev-1' } });
    expect(res.status).toBe(200);
    expect(res.body.statusCode).toBe(200);
    expect(['Login Successful', 'Your account has been logged out in another device.']).toContain(res.body.message);
    const d = res.body.data;
    expect(Object.keys(d).sort()).toEqual(
      [
        'tokenType', 'accessToken', 'refreshToken', 'username', 'firstName', 'lastName', 'email', 'secondary_language',
        'mobileNumber', 'registeredAs', 'userSurId', 'userId', 'userProfilePic', 'subscriptionFlag', 'classStandardObject',
        'syllabusObject', 'stateObject', 'validFlag', 'location',
      ].sort(),
    );
    expect(d).toMatchObject({
      tokenType: 'Bearer',
      username: DEMO.premium,
      firstName: 'Aarav',
      mobileNumber: DEMO.premium,
      registeredAs: 'Student',
      secondary_language: 'Hindi',
      userProfilePic: null,
      subscriptionFlag: { subscribedFlag: true, trialFlag: false },
      classStandardObject: { idClassStandard: 1, classStandadName: '10', createdBy: null, updatedBy: null },
      syllabusObject: { idSyllabus: 1, syllabusName: 'CBSE' },
      stateObject: { idState: 1, state: 'Karnataka', displayOrder: 1 },
      validFlag: true,
    });
    expect(d.userId).toBe(d.userSurId);
    expect(typeof d.classStandardObject.createdAt).toBe('string');
    expect(d.location['IP Address']).toBe('127.0.0.1');
  });

  test('access token: HS512 with the contract claims and a 15-minute lifetime', async () => {
    const d = await login(server, DEMO.trial);
    expect(decodeProtectedHeader(d.accessToken).alg).toBe('HS512');
    const c = decodeJwt(d.accessToken);
    expect(c).toMatchObject({ usid: d.userSurId, roles: 'ROLE_STUDENT', isc: 1, issy: 1, isst: 1, ssf: true, aud: 'web' });
    expect(c.exp! - c.iat!).toBe(900);
    expect(c.nbf).toBe(c.iat);
    const r = decodeJwt(d.refreshToken);
    expect(Object.keys(r).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'jti', 'nbf', 'usid']);
  });

  test('tiers: premium, free trial and basic students', async () => {
    const flags = async (m: string) => (await login(server, m)).subscriptionFlag;
    expect(await flags(DEMO.premium)).toEqual({ subscribedFlag: true, trialFlag: false });
    expect(await flags(DEMO.trial)).toEqual({ subscribedFlag: false, trialFlag: true });
    expect(await flags(DEMO.basic)).toEqual({ subscribedFlag: false, trialFlag: false });
    expect(decodeJwt((await login(server, DEMO.basic)).accessToken).ssf).toBe(false);
  });

  test('a second login on the same device type says the other device was logged out', async () => {
    await createStudent(server, '9111111111');
    const first = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: '9111111111', password: DEMO.password } });
    expect(first.body.message).toBe('Login Successful');
    const second = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: '9111111111', password: DEMO.password } });
    expect(second.body.message).toBe('Your account has been logged out in another device.');
    // A phone is another device type: no conflict with the web session.
    const phone = await call(server, 'POST', '/api/v1/auth/login', {
      body: { usernameOrEmail: '9111111111', password: DEMO.password },
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' },
    });
    expect(phone.body.message).toBe('Login Successful');
    expect(decodeJwt(phone.body.data.accessToken).aud).toBe('mobile');
  });

  test('logs in by e-mail in any case', async () => {
    const res = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: 'Kabir.Shetty@Example.com', password: DEMO.password } });
    expect(res.status).toBe(200);
    expect(res.body.data.firstName).toBe('Kabir');
  });

  test('unknown user: 404 with the contract message', async () => {
    const res = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: '9999999990', password: 'whatever1' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ data: null, statusCode: 404, message: 'Your credentials not found in our records, please register' });
  });

  test('wrong password: 401 "Bad credentials"', async () => {
    const res = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: DEMO.basic, password: 'wrong-password' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ data: null, statusCode: 401, message: 'Bad credentials' });
  });

  test('three wrong passwords lock the account (500 with the IST lock time), even for the right password', async () => {
    await createStudent(server, '9222222222');
    for (let i = 0; i < 3; i++) {
      const r = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: '9222222222', password: 'nope-nope' } });
      expect(r.body.message).toBe('Bad credentials');
    }
    const locked = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: '9222222222', password: DEMO.password } });
    expect(locked.status).toBe(500);
    expect(locked.body.message).toMatch(LOCK_MESSAGE);
    // After the lock duration the right password works again and resets the counter.
    server.clock.advance(31 * 60 * 1000);
    const ok = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: '9222222222', password: DEMO.password } });
    expect(ok.status).toBe(200);
    server.clock.advance(-31 * 60 * 1000);
  });

  test('deactivated account: 403', async () => {
    const id = await createStudent(server, '9333333333');
    await server.app.ctx.db.updateTable('app_user').set({ activeFlag: 0 }).where('userSurId', '=', id).execute();
    const res = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: '9333333333', password: DEMO.password } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your account is deactivated, please contact us');
  });

  test('non-student account: 403 "Please login as internal user!"', async () => {
    const id = await createStudent(server, '9444444444');
    await server.app.ctx.db.updateTable('app_user').set({ registeredAs: 'Teacher' }).where('userSurId', '=', id).execute();
    const res = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: '9444444444', password: DEMO.password } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Please login as internal user!');
  });

  test('schema validation: 400 envelope naming the field', async () => {
    const res = await call(server, 'POST', '/api/v1/auth/login', { body: { password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.message).toBe("Invalid request body: 'usernameOrEmail' is required");
    expect(res.body.data.errors[0]).toEqual({ location: 'body', field: 'usernameOrEmail', message: 'is required' });
  });

  test('malformed JSON and oversized bodies are 4xx envelopes, never crashes', async () => {
    const bad = await call(server, 'POST', '/api/v1/auth/login', { body: '{"usernameOrEmail":' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ data: null, statusCode: 400, message: 'Request body is not valid JSON.' });
    const big = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: 'x'.repeat(1_100_000), password: 'y' } });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Request body is too large (limit 1024 KB).');
    const text = await call(server, 'POST', '/api/v1/auth/login', { body: 'a=b', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Invalid request body: must be an object');
    const xml = await call(server, 'POST', '/api/v1/auth/login', { body: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.status).toBe(415);
    expect(xml.body).toEqual({ data: null, statusCode: 415, message: 'Unsupported Content-Type: application/xml' });
  });
});

describe('GET /api/v1/auth/check/username', () => {
  test.each([
    ['9000000001', true, 'Oops! It looks like the Mobile Number is already registered.'],
    ['9876543210', false, 'Mobile Number is available!'],
    ['aarav.rao@example.com', true, 'Oops! It looks like the email is already registered.'],
    ['new.person@example.com', false, 'Email is available!'],
    ['someone_new', false, 'Username is available!'],
  ])('%s → %s', async (userName, taken, message) => {
    const res = await call(server, 'GET', `/api/v1/auth/check/username?userName=${encodeURIComponent(userName)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: taken, statusCode: 200, message });
  });

  test('empty → 500 "username cannot be empty or null."', async () => {
    const res = await call(server, 'GET', '/api/v1/auth/check/username?userName=');
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('username cannot be empty or null.');
  });
});

describe('GET /api/v1/auth/getCorrespondingIds', () => {
  test("returns the caller's ids and refuses another user's", async () => {
    const me = await login(server, DEMO.basic);
    const ok = await call(server, 'GET', `/api/v1/auth/getCorrespondingIds?role=Student&userId=${me.userSurId}`, { token: me.accessToken });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Request Sucessfull');
    expect(ok.body.data).toEqual({ idStudent: expect.any(Number), idParent: null, idTeacher: null });
    const other = await call(server, 'GET', `/api/v1/auth/getCorrespondingIds?role=Student&userId=${me.userSurId + 1}`, { token: me.accessToken });
    expect(other.status).toBe(403);
  });

  test('needs a token (Spring 401 JSON)', async () => {
    const res = await call(server, 'GET', '/api/v1/auth/getCorrespondingIds?role=Student&userId=1');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      timestamp: expect.any(String),
      status: 401,
      error: 'Unauthorized',
      message: "You're session has it expired (or) you have invalid access token",
      path: '/api/v1/auth/getCorrespondingIds',
    });
  });
});

test('the User-Agent decides the audience', async () => {
  const tv = await login(server, DEMO.basic, 'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) SamsungBrowser/4.0 TV Safari/537.36');
  expect(decodeJwt(tv.accessToken).aud).toBe('tv');
  const web = await login(server, DEMO.basic, BROWSER_UA);
  expect(decodeJwt(web.accessToken).aud).toBe('web');
});
