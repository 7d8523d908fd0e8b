import { AccountService } from '../src/domain/accounts.js';
import { DEMO, call, createStudent, login, startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const base = (userSurId: number) => ({
  firstName: 'Test',
  lastName: 'Student',
  userSurId,
  classStandard: 1,
  idSyllabus: 1,
  idState: 1,
  idStudentMedium: 1,
  idSecondLanguage: 5,
});

describe('GET /api/v1/user/user-profile', () => {
  test('returns the UserProfileDTO', async () => {
    const s = await login(server, DEMO.premium);
    const res = await call(server, 'GET', '/api/v1/user/user-profile', { token: s.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Request successfull');
    expect(res.body.data).toEqual({
      firstName: 'Aarav',
      lastName: 'Rao',
      email: 'aarav.rao@example.com',
      mobileNumber: DEMO.premium,
      userSurId: s.userSurId,
      classStandard: 1,
      classStandadName: '10',
      idSyllabus: 1,
      syllabusName: 'CBSE',
      idState: 1,
      state: 'Karnataka',
      idStudentMedium: 1,
      medium: 'Private',
      idSecondLanguage: 5,
      secondLanguageName: 'Hindi',
      isProfileEdited: false,
    });
  });

  test('anonymous: Spring 401 JSON', async () => {
    const res = await call(server, 'GET', '/api/v1/user/user-profile');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("You're session has it expired (or) you have invalid access token");
  });
});

describe('PUT /api/v1/user/user-profile', () => {
  test('no change → 406', async () => {
    const id = await createStudent(server, '9400000001');
    const s = await login(server, '9400000001');
    const res = await call(server, 'PUT', '/api/v1/user/user-profile', { token: s.accessToken, body: base(id) });
    expect(res.status).toBe(406);
    expect(res.body.message).toBe('No changes detected in edit profile details!');
  });

  test('name, medium and language always; class/syllabus/state only once', async () => {
    const id = await createStudent(server, '9400000002');
    let s = await login(server, '9400000002');
    const rename = await call(server, 'PUT', '/api/v1/user/user-profile', { token: s.accessToken, body: { ...base(id), firstName: 'Ishaan', idStudentMedium: 2, idSecondLanguage: 1 } });
    expect(rename.status).toBe(200);
    expect(rename.body.data).toMatchObject({ firstName: 'Ishaan', medium: 'Government', secondLanguageName: 'Kannada', isProfileEdited: false });

    const move = await call(server, 'PUT', '/api/v1/user/user-profile', {
      token: s.accessToken,
      body: { ...base(id), firstName: 'Ishaan', idStudentMedium: 2, idSecondLanguage: 1, classStandard: 14, idState: 9 },
    });
    expect(move.status).toBe(200);
    expect(move.body.data).toMatchObject({ classStandard: 14, classStandadName: '11', state: 'Maharashtra', isProfileEdited: true });

    s = await login(server, '9400000002');
    const again = await call(server, 'PUT', '/api/v1/user/user-profile', {
      token: s.accessToken,
      body: { ...base(id), firstName: 'Ishaan', idStudentMedium: 2, idSecondLanguage: 1, classStandard: 15, idState: 9 },
    });
    expect(again.status).toBe(406);
    expect(again.body.message).toBe('Only one time user is allowed to edit profile details!');
    const nameOnly = await call(server, 'PUT', '/api/v1/user/user-profile', {
      token: s.accessToken,
      body: { ...base(id), firstName: 'Ishu', idStudentMedium: 2, idSecondLanguage: 1, classStandard: 14, idState: 9 },
    });
    expect(nameOnly.status).toBe(200);
  });

  test.each([
    [{ classStandard: 99 }, 'Invalid ClassStandard Found'],
    [{ idSecondLanguage: 99 }, 'No Language Found'],
    [{ idState: 99 }, 'Invalid state Found'],
    [{ idStudentMedium: 99 }, 'Invalid StudentMedium Found'],
    [{ idSyllabus: 99 }, 'Invalid Syllabus Found'],
  ])('invalid id %j → %s', async (patch, message) => {
    const s = await login(server, DEMO.basic);
    const res = await call(server, 'PUT', '/api/v1/user/user-profile', { token: s.accessToken, body: { ...base(s.userSurId), ...patch } });
    expect(res.status).toBe(500);
    expect(res.body.message).toBe(message);
  });

  test("another student's profile cannot be changed", async () => {
    const victim = await createStudent(server, '9400000003', { firstName: 'Victim' });
    const s = await login(server, DEMO.basic);
    const res = await call(server, 'PUT', '/api/v1/user/user-profile', { token: s.accessToken, body: { ...base(victim), firstName: 'Hacked' } });
    expect(res.status).toBe(403);
    const row = await server.app.ctx.db.selectFrom('app_user').select('firstName').where('userSurId', '=', victim).executeTakeFirstOrThrow();
    expect(row.firstName).toBe('Victim');
  });

  test('missing required fields → 400 naming them', async () => {
    const s = await login(server, DEMO.basic);
    const res = await call(server, 'PUT', '/api/v1/user/user-profile', { token: s.accessToken, body: { firstName: 'A' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("'userSurId' is required");
    expect(res.body.message).toContain("'classStandard' is required");
  });

  test('a role without access gets the 401 "Access Denied" Document', async () => {
    const id = await createStudent(server, '9400000004');
    const { db } = server.app.ctx;
    await db.updateTable('app_user').set({ registeredAs: 'Teacher' }).where('userSurId', '=', id).execute();
    await db.deleteFrom('user_role').where('userSurId', '=', id).execute();
    await db.insertInto('user_role').values({ userSurId: id, role: 'ROLE_TEACHER' }).execute();
    await db.deleteFrom('student').where('userSurId', '=', id).execute();
    const account = (await server.app.ctx.accounts.load(id))!;
    expect(AccountService.profileComplete(account.student)).toBe(true);
    const session = await server.app.ctx.sessions.start(account, { aud: 'web', deviceId: null, userAgent: null, location: null });
    const get = await call(server, 'GET', '/api/v1/user/user-profile', { token: session.accessToken });
    expect(get.status).toBe(200);
    const put = await call(server, 'PUT', '/api/v1/user/user-profile', { token: session.accessToken, body: base(id) });
    expect(put.status).toBe(401);
    expect(put.body).toEqual({ data: null, statusCode: 401, message: "Access Denied, you don't have access to this resource" });
  });
});
