import { AccountService } from '../src/domain/accounts.js';
import { DEMO, call, createStudent, latestOtp, login, startServer, type TestServer } from './helpers.js';

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

describe('changing the mobile number (POST /api/v1/user/change-mobile-sendotp, then PUT user-profile)', () => {
  const sendOtp = (token: string, mobile: string) => call(server, 'POST', `/api/v1/user/change-mobile-sendotp?mobile=${encodeURIComponent(mobile)}`, { token });
  const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

  test.each([
    ['98765abcde', 400, 'Mobile number must contain only digits.'],
    ['987654321', 400, 'Mobile number must be a 10-digit number.'],
    ['1234567890', 400, 'Invalid mobile number: 1234567890'],
    [DEMO.premium, 409, 'This Mobile Number is already existed in our record.'],
  ])('%s → %i %s, and no code is sent', async (mobile, status, message) => {
    const s = await login(server, DEMO.basic);
    const res = await sendOtp(s.accessToken, mobile);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    if (/^\d{10}$/.test(mobile) && mobile !== DEMO.premium) {
      expect((await call(server, 'GET', `/api/dev/outbox?mobile=${mobile}`)).body.data).toEqual([]);
    }
  });

  test('the current number → 406; anonymous → 401', async () => {
    const s = await login(server, DEMO.basic);
    const same = await sendOtp(s.accessToken, DEMO.basic);
    expect(same.status).toBe(406);
    expect(same.body.message).toBe('This is already your registered mobile number.');
    expect((await call(server, 'POST', '/api/v1/user/change-mobile-sendotp?mobile=9811111111')).status).toBe(401);
  });

  test('a user name equal to the number counts as taken', async () => {
    const id = await createStudent(server, '9400000010');
    await server.app.ctx.db.updateTable('app_user').set({ username: '9811111112' }).where('userSurId', '=', id).execute();
    const s = await login(server, DEMO.basic);
    const res = await sendOtp(s.accessToken, '9811111112');
    expect(res.status).toBe(409);
  });

  test('the code goes to the new number; without it, with a wrong one or a signup code nothing changes', async () => {
    const id = await createStudent(server, '9400000011');
    const s = await login(server, '9400000011');
    const sent = await sendOtp(s.accessToken, '9811111113');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ data: true, statusCode: 200, message: 'Message sent successfully' });
    const code = await latestOtp(server, '9811111113');

    const noOtp = await call(server, 'PUT', '/api/v1/user/user-profile', { token: s.accessToken, body: { ...base(id), mobileNumber: '9811111113' } });
    expect(noOtp.status).toBe(400);
    expect(noOtp.body.message).toBe('Please provide the OTP, sent to the user mobile number.');
    const wrong = await call(server, 'PUT', '/api/v1/user/user-profile', {
      token: s.accessToken,
      body: { ...base(id), mobileNumber: '9811111113', otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(500);
    expect(wrong.body.message).toBe('Please enter the correct OTP.');

    // A code sent for signup to another number does not change the mobile to that number.
    expect((await call(server, 'POST', '/api/v1/lead/sendotp?mobile=9811111114&name=X')).status).toBe(200);
    const signupCode = await latestOtp(server, '9811111114');
    const crossPurpose = await call(server, 'PUT', '/api/v1/user/user-profile', { token: s.accessToken, body: { ...base(id), mobileNumber: '9811111114', otp: signupCode } });
    expect(crossPurpose.status).toBe(500);
    expect(crossPurpose.body.message).toBe('Please request the otp first.');

    const row = await server.app.ctx.db.selectFrom('app_user').select(['mobileNumber', 'username']).where('userSurId', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ mobileNumber: '9400000011', username: '9400000011' });
  });

  test('an invalid other field fails before the code is used, so the same code still works', async () => {
    const id = await createStudent(server, '9400000012');
    const s = await login(server, '9400000012');
    await sendOtp(s.accessToken, '9811111115');
    const code = await latestOtp(server, '9811111115');
    const bad = await call(server, 'PUT', '/api/v1/user/user-profile', { token: s.accessToken, body: { ...base(id), classStandard: 99, mobileNumber: '9811111115', otp: code } });
    expect(bad.status).toBe(500);
    expect(bad.body.message).toBe('Invalid ClassStandard Found');
    const ok = await call(server, 'PUT', '/api/v1/user/user-profile', { token: s.accessToken, body: { ...base(id), mobileNumber: '9811111115', otp: code } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.mobileNumber).toBe('9811111115');
  });

  test('with the code: the number and user name change, the old number no longer logs in, other sessions end', async () => {
    const id = await createStudent(server, '9400000013');
    const phone = await login(server, '9400000013', MOBILE_UA);
    const s = await login(server, '9400000013');
    await sendOtp(s.accessToken, '9811111116');
    const code = await latestOtp(server, '9811111116');
    const res = await call(server, 'PUT', '/api/v1/user/user-profile', { token: s.accessToken, body: { ...base(id), mobileNumber: '9811111116', otp: code } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Request successfull');
    expect(res.body.data).toMatchObject({ mobileNumber: '9811111116', firstName: 'Test', isProfileEdited: false });
    const row = await server.app.ctx.db.selectFrom('app_user').select(['mobileNumber', 'username']).where('userSurId', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ mobileNumber: '9811111116', username: '9811111116' });

    // The code is single use.
    const again = await call(server, 'PUT', '/api/v1/user/user-profile', { token: s.accessToken, body: { ...base(id), firstName: 'Other', mobileNumber: '9811111117', otp: code } });
    expect(again.status).not.toBe(200);

    // The phone's session ended; this one stays until the browser logs out.
    expect((await call(server, 'GET', '/api/v1/user/user-profile', { token: phone.accessToken })).status).toBe(401);
    expect((await call(server, 'GET', '/api/v1/user/user-profile', { token: s.accessToken })).status).toBe(200);

    const fresh = await login(server, '9811111116');
    expect(fresh.userSurId).toBe(id);
    expect(fresh.mobileNumber).toBe('9811111116');
    const old = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: '9400000013', password: DEMO.password } });
    expect(old.status).not.toBe(200);
    // The old number is free for someone else now.
    const check = await call(server, 'GET', '/api/v1/lead/checkMobileNumberExistence?mobile=9400000013');
    expect(check.body.data).toBe(false);
  });

  test('a number taken after the code was sent is refused', async () => {
    const id = await createStudent(server, '9400000014');
    const s = await login(server, '9400000014');
    await sendOtp(s.accessToken, '9811111118');
    const code = await latestOtp(server, '9811111118');
    await createStudent(server, '9811111118');
    const res = await call(server, 'PUT', '/api/v1/user/user-profile', { token: s.accessToken, body: { ...base(id), mobileNumber: '9811111118', otp: code } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This Mobile Number is already existed in our record.');
  });

  test("a user name that is not the old number stays; another student's id is refused", async () => {
    const id = await createStudent(server, '9400000015');
    await server.app.ctx.db.updateTable('app_user').set({ username: 'chosen_name' }).where('userSurId', '=', id).execute();
    const s = await login(server, '9400000015');
    await sendOtp(s.accessToken, '9811111119');
    const code = await latestOtp(server, '9811111119');
    const other = await login(server, DEMO.basic);
    const notYours = await call(server, 'PUT', '/api/v1/user/user-profile', { token: other.accessToken, body: { ...base(id), mobileNumber: '9811111119', otp: code } });
    expect(notYours.status).toBe(403);
    const res = await call(server, 'PUT', '/api/v1/user/user-profile', { token: s.accessToken, body: { ...base(id), mobileNumber: '9811111119', otp: code } });
    expect(res.status).toBe(200);
    const row = await server.app.ctx.db.selectFrom('app_user').select(['mobileNumber', 'username']).where('userSurId', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ mobileNumber: '9811111119', username: 'chosen_name' });
  });
});
