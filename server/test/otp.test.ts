import { DEMO, call, createStudent, latestOtp, login, startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('login OTP', () => {
  test('send → outbox → verify gives LoginData; the code works once', async () => {
    const send = await call(server, 'POST', `/api/v1/auth/login/send-otp?mobileNumber=${DEMO.basic}`);
    expect(send.status).toBe(200);
    expect(send.body).toEqual({ data: true, statusCode: 200, message: 'Message sent successfully' });

    const outbox = await call(server, 'GET', `/api/dev/outbox?mobile=${DEMO.basic}`);
    expect(outbox.status).toBe(200);
    const [msg] = outbox.body.data;
    expect(msg).toEqual({ mobile: DEMO.basic, text: expect.any(String), code: expect.stringMatching(/^\d{6}$/), createdAt: expect.any(String) });
    expect(msg.text).toBe(`Your Vistas Learning OTP is ${msg.code}. It expires in 5 minutes.`);

    const ok = await call(server, 'POST', '/api/v1/auth/login/verify', { body: { mobileNumber: DEMO.basic, otp: msg.code, password: null } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.firstName).toBe('Kabir');
    expect(ok.body.data.validFlag).toBe(true);

    const again = await call(server, 'POST', '/api/v1/auth/login/verify', { body: { mobileNumber: DEMO.basic, otp: msg.code } });
    expect(again.status).toBe(500);
    expect(again.body.message).toBe('Incorrect otp provided');
  });

  test('the outbox lists newest first', async () => {
    await call(server, 'POST', `/api/v1/auth/login/send-otp?mobileNumber=${DEMO.trial}`);
    await call(server, 'POST', `/api/v1/auth/login/send-otp?mobileNumber=${DEMO.trial}`);
    const outbox = await call(server, 'GET', `/api/dev/outbox?mobile=${DEMO.trial}`);
    expect(outbox.body.data.length).toBeGreaterThanOrEqual(2);
    const times = outbox.body.data.map((m: { createdAt: string }) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Only the newest code is valid.
    const older = outbox.body.data[1].code;
    const newest = outbox.body.data[0].code;
    if (older !== newest) {
      const r = await call(server, 'POST', '/api/v1/auth/login/verify', { body: { mobileNumber: DEMO.trial, otp: older } });
      expect(r.body.message).toBe('Incorrect otp provided');
    }
    const ok = await call(server, 'POST', '/api/v1/auth/login/verify', { body: { mobileNumber: DEMO.trial, otp: newest } });
    expect(ok.status).toBe(200);
  });

  test('unregistered number: 500 with the leading-space message', async () => {
    const res = await call(server, 'POST', '/api/v1/auth/login/send-otp?mobileNumber=9812345678');
    expect(res.status).toBe(500);
    expect(res.body.message).toBe(' Provided Mobile Number Not Registered with our app.');
  });

  test('expires after 5 minutes', async () => {
    await createStudent(server, '9100000001');
    await call(server, 'POST', '/api/v1/auth/login/send-otp?mobileNumber=9100000001');
    const code = await latestOtp(server, '9100000001');
    server.clock.advance(5 * 60 * 1000 + 1000);
    try {
      const res = await call(server, 'POST', '/api/v1/auth/login/verify', { body: { mobileNumber: '9100000001', otp: code } });
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('The OTP has expired, please request a new one.');
    } finally {
      server.clock.advance(-(5 * 60 * 1000 + 1000));
    }
  });

  test('login/verify also accepts a password', async () => {
    const res = await call(server, 'POST', '/api/v1/auth/login/verify', { body: { mobileNumber: DEMO.premium, password: DEMO.password } });
    expect(res.status).toBe(200);
    const missing = await call(server, 'POST', '/api/v1/auth/login/verify', { body: { mobileNumber: DEMO.premium } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Invalid request body: 'otp' is required (or send 'password')");
  });

  test('wrong login OTPs count towards the account lock', async () => {
    await createStudent(server, '9100000002');
    await call(server, 'POST', '/api/v1/auth/login/send-otp?mobileNumber=9100000002');
    const code = await latestOtp(server, '9100000002');
    for (let i = 0; i < 3; i++) {
      const r = await call(server, 'POST', '/api/v1/auth/login/verify', { body: { mobileNumber: '9100000002', otp: wrongCode(code) } });
      expect(r.body.message).toBe('Incorrect otp provided');
    }
    const locked = await call(server, 'POST', '/api/v1/auth/login/verify', { body: { mobileNumber: '9100000002', otp: code } });
    expect(locked.status).toBe(500);
    expect(locked.body.message).toMatch(/^For security reasons Your account is temporarily Locked , Please login after {2}/);
  });
});

describe('lead OTP (signup)', () => {
  test('sendotp → verifyotp: "Correct otp"; the code stays valid for the signup call', async () => {
    const mobile = '9200000001';
    const send = await call(server, 'POST', `/api/v1/lead/sendotp?mobile=${mobile}&name=Meera`);
    expect(send.body).toEqual({ data: true, statusCode: 200, message: 'Message sent successfully' });
    const code = await latestOtp(server, mobile);
    const ok = await call(server, 'POST', `/api/v1/lead/verifyotp?mobile=${mobile}&otp=${code}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: true, statusCode: 200, message: 'Correct otp' });
    // The signup step consumes it; after that it is gone.
    expect(await server.app.ctx.otp.verify(mobile, 'signup', code, 'consume')).toEqual({ ok: true });
    const after = await call(server, 'POST', `/api/v1/lead/verifyotp?mobile=${mobile}&otp=${code}`);
    expect(after.status).toBe(500);
    expect(after.body.message).toBe('Please request the otp first.');
  });

  test('no code requested: "Please request the otp first."', async () => {
    const res = await call(server, 'POST', '/api/v1/lead/verifyotp?mobile=9200000002&otp=123456');
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('Please request the otp first.');
  });

  test('5 wrong tries, then verification is denied even for the right code', async () => {
    const mobile = '9200000003';
    await call(server, 'POST', `/api/v1/lead/sendotp?mobile=${mobile}&name=Ravi`);
    const code = await latestOtp(server, mobile);
    for (let i = 0; i < 5; i++) {
      const r = await call(server, 'POST', `/api/v1/lead/verifyotp?mobile=${mobile}&otp=${wrongCode(code)}`);
      expect(r.status).toBe(500);
      expect(r.body.message).toBe('Please enter the correct OTP.');
    }
    const denied = await call(server, 'POST', `/api/v1/lead/verifyotp?mobile=${mobile}&otp=${code}`);
    expect(denied.status).toBe(500);
    expect(denied.body.message).toMatch(
      /^For security reasons your OTP verification has been denied\. , Please verify after {2}\d{2}-\d{2}-\d{4} \| \d{2}:\d{2} (AM|PM)$/,
    );
  });

  test('the 6th send within the window is denied', async () => {
    const mobile = '9200000004';
    for (let i = 0; i < 5; i++) {
      const r = await call(server, 'POST', `/api/v1/lead/sendotp?mobile=${mobile}&name=Asha`);
      expect(r.status).toBe(200);
    }
    const denied = await call(server, 'POST', `/api/v1/lead/sendotp?mobile=${mobile}&name=Asha`);
    expect(denied.status).toBe(500);
    expect(denied.body.message).toMatch(
      /^For security reasons your OTP request has been denied\. , Please request after {2}\d{2}-\d{2}-\d{4} \| \d{2}:\d{2} (AM|PM)$/,
    );
    // After the lock the counters reset.
    server.clock.advance(31 * 60 * 1000);
    try {
      const again = await call(server, 'POST', `/api/v1/lead/sendotp?mobile=${mobile}&name=Asha`);
      expect(again.status).toBe(200);
    } finally {
      server.clock.advance(-31 * 60 * 1000);
    }
  });

  test('inputs are validated with clear messages', async () => {
    const res = await call(server, 'POST', '/api/v1/lead/sendotp?mobile=12345&name=');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid query parameter: 'mobile' must be a 10-digit mobile number; 'name' must be at least 1 character");
  });
});

describe('checkMobileNumberExistence', () => {
  test('taken, free and invalid', async () => {
    const taken = await call(server, 'GET', `/api/v1/lead/checkMobileNumberExistence?mobile=${DEMO.premium}`);
    expect(taken.body).toEqual({ data: true, statusCode: 200, message: 'Mobile Number Has Already Taken' });
    const free = await call(server, 'GET', '/api/v1/lead/checkMobileNumberExistence?mobile=9876501234');
    expect(free.body).toEqual({ data: false, statusCode: 200, message: 'Mobile Number has not been taken' });
    const zero = await call(server, 'GET', '/api/v1/lead/checkMobileNumberExistence?mobile=0');
    expect(zero.status).toBe(500);
    expect(zero.body.message).toBe('Mobile Number is invalid');
  });
});

describe('forgot password', () => {
  test('send → verify → set a new password with the token (once)', async () => {
    const mobile = '9100000003';
    await createStudent(server, mobile);
    const send = await call(server, 'POST', `/api/v1/lead/forgot-password-sendotp?mobile=${mobile}`);
    expect(send.status).toBe(200);
    const code = await latestOtp(server, mobile);

    const wrong = await call(server, 'POST', `/api/v1/lead/forgot-password-verifyotp?mobile=${mobile}&otp=${wrongCode(code)}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('Incorrect otp');

    const ok = await call(server, 'POST', `/api/v1/lead/forgot-password-verifyotp?mobile=${mobile}&otp=${code}`);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('OTP verified successfully, you can reset your new password');
    const { userSurId, forgotPasswordUsername, randomString, resetLink } = ok.body.data;
    expect(forgotPasswordUsername).toBe(mobile);
    expect(resetLink).toContain('/forgot/reset-password?');

    const session = await login(server, mobile);
    const q = `userSurId=${userSurId}&randomString=${encodeURIComponent(randomString)}&forgotPasswordUsername=${mobile}`;
    const set = await call(server, 'GET', `/api/v1/auth/verify-forgot-password?${q}&newPassword=NewSecret%409`);
    expect(set.status).toBe(200);
    expect(set.body.message).toBe('New Password Set Successful');

    const reuse = await call(server, 'GET', `/api/v1/auth/verify-forgot-password?${q}&newPassword=Another%4099`);
    expect(reuse.status).toBe(500);
    expect(reuse.body.message).toBe('Reset password link is expired or invalid user.');

    const old = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: mobile, password: DEMO.password } });
    expect(old.body.message).toBe('Bad credentials');
    const fresh = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: mobile, password: 'NewSecret@9' } });
    expect(fresh.status).toBe(200);
    // Sessions from before the reset are signed out.
    const status = await call(server, 'GET', '/api/v1/user/status', { token: session.accessToken });
    expect(status.status).toBe(401);
  });

  test('unknown number: 404', async () => {
    const res = await call(server, 'POST', '/api/v1/lead/forgot-password-sendotp?mobile=9812340000');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Mobile number is not found in our records');
  });
});
