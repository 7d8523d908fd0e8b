import { BROWSER_UA, DEMO, call, createStudent, login, startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const refresh = (refreshToken: string) => call(server, 'POST', '/api/v1/authorize/refreshtoken', { body: { refreshToken } });

describe('refresh tokens', () => {
  test('rotate on every use; the old one stops working', async () => {
    const s = await login(server, DEMO.basic);
    const r1 = await refresh(s.refreshToken);
    expect(r1.status).toBe(200);
    expect(r1.body.message).toBe('Token refresh is successful');
    expect(Object.keys(r1.body.data).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(r1.body.data.refreshToken).not.toBe(s.refreshToken);
    const status = await call(server, 'GET', '/api/v1/user/status', { token: r1.body.data.accessToken });
    expect(status.status).toBe(200);
  });

  test('reuse of a rotated token revokes the whole family', async () => {
    await createStudent(server, '9300000001');
    const s = await login(server, '9300000001');
    const r1 = await refresh(s.refreshToken);
    expect(r1.status).toBe(200);
    const reused = await refresh(s.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ data: null, statusCode: 401, message: 'The refresh token is expired and not valid anymore' });
    // The legitimate newer token is dead too, and so is the session's access token.
    const r2 = await refresh(r1.body.data.refreshToken);
    expect(r2.status).toBe(401);
    const me = await call(server, 'GET', '/api/v1/user/status', { token: r1.body.data.accessToken });
    expect(me.status).toBe(401);
  });

  test('garbage, expired and access tokens are refused', async () => {
    const garbage = await refresh('not-a-token');
    expect(garbage.status).toBe(401);
    expect(garbage.body.message).toBe('An error occured during getting username from token');
    const s = await login(server, DEMO.basic);
    const asAccess = await refresh(s.accessToken);
    expect(asAccess.status).toBe(401);
    server.clock.advance(31 * 24 * 3600 * 1000);
    try {
      const expired = await refresh(s.refreshToken);
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe('Refresh token was expired. Please make a new signin request');
    } finally {
      server.clock.advance(-31 * 24 * 3600 * 1000);
    }
  });

  test('access tokens expire after 15 minutes', async () => {
    const s = await login(server, DEMO.basic);
    server.clock.advance(15 * 60 * 1000 + 1000);
    try {
      const res = await call(server, 'GET', '/api/v1/user/status', { token: s.accessToken });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Unauthorized');
      // …and the refresh token gets a new one.
      const r = await refresh(s.refreshToken);
      expect(r.status).toBe(200);
      expect((await call(server, 'GET', '/api/v1/user/status', { token: r.body.data.accessToken })).status).toBe(200);
    } finally {
      server.clock.advance(-(15 * 60 * 1000 + 1000));
    }
  });
});

describe('logout', () => {
  test('revokes the session: its access and refresh tokens stop working', async () => {
    await createStudent(server, '9300000002');
    const s = await login(server, '9300000002');
    const out = await call(server, 'POST', '/api/v1/logout/?secret=V0VCQVBQ', { token: s.accessToken });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Logout successfull');
    expect((await call(server, 'GET', '/api/v1/user/status', { token: s.accessToken })).status).toBe(401);
    expect((await refresh(s.refreshToken)).status).toBe(401);
  });

  test('logout/devices?allDevices=true signs out every device', async () => {
    await createStudent(server, '9300000003');
    const web = await login(server, '9300000003');
    const phone = await login(server, '9300000003', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    const out = await call(server, 'POST', '/api/v1/logout/devices?allDevices=true', { token: web.accessToken });
    expect(out.status).toBe(200);
    expect((await call(server, 'GET', '/api/v1/user/status', { token: phone.accessToken })).status).toBe(401);
  });

  test('needs a token', async () => {
    const res = await call(server, 'POST', '/api/v1/logout/');
    expect(res.status).toBe(401);
    expect(res.body.status).toBe(401);
  });
});

describe('user status', () => {
  test('v1: {isActive}', async () => {
    const s = await login(server, DEMO.premium);
    const res = await call(server, 'GET', '/api/v1/user/status', { token: s.accessToken });
    expect(res.body).toEqual({ data: { isActive: true }, statusCode: 200, message: 'Request Successfull' });
  });

  test('v1: a deactivated user gets 200 with isActive false', async () => {
    const id = await createStudent(server, '9300000004');
    const s = await login(server, '9300000004');
    await server.app.ctx.db.updateTable('app_user').set({ activeFlag: 0 }).where('userSurId', '=', id).execute();
    const res = await call(server, 'GET', '/api/v1/user/status', { token: s.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { isActive: false }, statusCode: 200, message: 'Your account is deactivated, please contact us.' });
    // Other protected routes refuse a deactivated user.
    expect((await call(server, 'GET', '/api/v1/user/user-profile', { token: s.accessToken })).status).toBe(401);
  });

  test('v2: valid while current; a second login on the same device type makes it stale', async () => {
    await createStudent(server, '9300000005');
    const first = await login(server, '9300000005');
    const v2 = (token: string) =>
      call(server, 'GET', `/api/v2/user/status?jwt=${encodeURIComponent(token)}&isBrowser=true`, { token });
    const ok = await v2(first.accessToken);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ isActive: true, validFlag: true });

    const second = await login(server, '9300000005', BROWSER_UA);
    const stale = await v2(first.accessToken);
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({
      data: { isActive: true, validFlag: false },
      statusCode: 401,
      message: 'Your session has been expired. Your account has been logged in into another device.',
    });
    expect((await v2(second.accessToken)).status).toBe(200);
    // The superseded session cannot refresh.
    expect((await refresh(first.refreshToken)).status).toBe(401);
  });

  test('v2: the jwt must be signed by us', async () => {
    const s = await login(server, DEMO.trial);
    const forged = s.accessToken.slice(0, -4) + 'AAAA';
    const res = await call(server, 'GET', `/api/v2/user/status?jwt=${encodeURIComponent(forged)}&isBrowser=true`, { token: s.accessToken });
    expect(res.status).toBe(401);
    expect(res.body.data.validFlag).toBe(false);
  });
});

describe('token validation against the current profile', () => {
  test('changing class invalidates older tokens', async () => {
    await createStudent(server, '9300000006');
    const s = await login(server, '9300000006');
    const put = await call(server, 'PUT', '/api/v1/user/user-profile', {
      token: s.accessToken,
      body: { firstName: 'Test', userSurId: s.userSurId, classStandard: 2, idSyllabus: 1, idState: 1, idStudentMedium: 1, idSecondLanguage: 5 },
    });
    expect(put.status).toBe(200);
    const after = await call(server, 'GET', '/api/v1/user/status', { token: s.accessToken });
    expect(after.status).toBe(401);
    // A refresh issues tokens with the new claims.
    const r = await refresh(s.refreshToken);
    expect(r.status).toBe(200);
    expect((await call(server, 'GET', '/api/v1/user/status', { token: r.body.data.accessToken })).status).toBe(200);
  });

  test('a token signed with another secret is rejected', async () => {
    const other = await startServer({ env: { JWT_SECRET: 'x'.repeat(48) } });
    try {
      const foreign = await login(other, DEMO.basic);
      const res = await call(server, 'GET', '/api/v1/user/status', { token: foreign.accessToken });
      expect(res.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
