import { DEMO, call, latestOtp, login, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const mobile = (n: number) => `98${String(n).padStart(8, '0')}`;

async function otpFor(m: string) {
  const sent = await call(server, 'POST', `/api/v1/lead/sendotp?mobile=${m}&name=Test`);
  expect(sent.status).toBe(200);
  return latestOtp(server, m);
}

describe('new-auth-signup', () => {
  test('checks in the contract order with its messages', async () => {
    const post = (body: object) => call(server, 'POST', '/api/v3/auth/new-auth-signup', { body: { firstName: 'A', lastName: 'null', platform: 'web', ...body } });
    expect((await post({ mobileNumber: DEMO.basic, otp: '123456' })).body.message).toBe('This Mobile Number is already existed in our record.');
    expect((await post({ mobileNumber: '98765abcde', otp: '1' })).body.message).toBe('Mobile number must contain only digits.');
    expect((await post({ mobileNumber: '98765', otp: '1' })).body.message).toBe('Mobile number must be a 10-digit number.');
    const bad = await post({ mobileNumber: '1234567890', otp: '1' });
    expect(bad.status).toBe(500);
    expect(bad.body.message).toBe('Invalid mobile number: 1234567890');
    expect((await post({ mobileNumber: mobile(1) })).body.message).toBe('Please provide the OTP, sent to the user mobile number.');
    expect((await post({ mobileNumber: mobile(1), otp: '000000' })).body.message).toBe('Please request the otp first.');
  });

  test('creates the guest student (validFlag false), then save-info-post-signup completes it', async () => {
    const m = mobile(2);
    const otp = await otpFor(m);
    expect((await call(server, 'POST', `/api/v1/lead/verifyotp?mobile=${m}&otp=${otp}`)).status).toBe(200);
    const res = await call(server, 'POST', '/api/v3/auth/new-auth-signup', { body: { firstName: 'Guest', lastName: 'null', mobileNumber: m, otp, platform: 'web', signUpSource: 'web', couponCode: null } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User SignUp Successful. Logged In to the Application');
    expect(res.body.data.validFlag).toBe(false);
    expect(res.body.data.classStandardObject).toBe(-1);
    expect(res.body.data.lastName).toBeNull();
    const token = res.body.data.accessToken;
    const userSurId = res.body.data.userSurId;

    // The same OTP cannot create a second account.
    const again = await call(server, 'POST', '/api/v3/auth/new-auth-signup', { body: { firstName: 'G', mobileNumber: m, otp } });
    expect(again.body.message).toBe('This Mobile Number is already existed in our record.');

    const badIds = await call(server, 'POST', '/api/v3/auth/save-info-post-signup', {
      token,
      body: { userSurId, idSyllabus: 1, idMedium: 9, idClassStandard: 1, idSecondaryLanguage: 5, idState: 1, idSubject: 10 },
    });
    expect(badIds.body.message).toBe('Invalid IdStudentMedium.');
    const other = await call(server, 'POST', '/api/v3/auth/save-info-post-signup', {
      token,
      body: { userSurId: userSurId + 1000, idSyllabus: 1, idMedium: 1, idClassStandard: 1, idSecondaryLanguage: 5, idState: 1, idSubject: 10 },
    });
    expect(other.status).toBe(403);
    const ok = await call(server, 'POST', '/api/v3/auth/save-info-post-signup', {
      token,
      body: { userSurId, idSyllabus: 1, idMedium: 2, idClassStandard: 1, idSecondaryLanguage: 5, idState: 1, idSubject: 10 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Successfully Filled The Class Standard Information');
    expect(ok.body.data.validFlag).toBe(true);
    expect(ok.body.data.classStandardObject.idClassStandard).toBe(1);
    // The new token works; a second save answers {} with the same message.
    const second = await call(server, 'POST', '/api/v3/auth/save-info-post-signup', {
      token: ok.body.data.accessToken,
      body: { userSurId, idSyllabus: 2, idMedium: 2, idClassStandard: 2, idSecondaryLanguage: 5, idState: 2, idSubject: 10 },
    });
    expect(second.body).toEqual({ data: {}, statusCode: 200, message: 'Successfully Filled The Class Standard Information' });
  });

  test('a TRIAL coupon gives free AD_FREE days; coupon errors keep the OTP usable', async () => {
    const m = mobile(3);
    const otp = await otpFor(m);
    const wrong = await call(server, 'POST', '/api/v3/auth/new-auth-signup', { body: { firstName: 'T', mobileNumber: m, otp, couponCode: 'NOPE' } });
    expect(wrong.body.message).toBe('Invalid coupon code');
    const res = await call(server, 'POST', '/api/v3/auth/new-auth-signup', { body: { firstName: 'T', mobileNumber: m, otp, couponCode: 'FREETRIAL7' } });
    expect(res.status).toBe(200);
    expect(res.body.data.subscriptionFlag.subscribedFlag).toBe(true);
  });

  test('with a plan: cart summary with test-gateway parameters and the session; paying activates AD_FREE', async () => {
    const m = mobile(4);
    const otp = await otpFor(m);
    const res = await call(server, 'POST', '/api/v3/auth/new-auth-signup', { body: { firstName: 'P', mobileNumber: m, otp, plan: { idProduct: 93, idProductPricing: 1101 } } });
    expect(res.status).toBe(200);
    const cart = res.body.data;
    expect(cart.paymentParameters.gateway).toBe('TEST');
    expect(cart.cartTotalPrice).toBe(99);
    expect(cart.loginData.validFlag).toBe(false);
    const token = cart.loginData.accessToken;
    const page = await call(server, 'GET', `${cart.paymentParameters.checkoutUrl}&returnUrl=%2Fguest%2Fpayment`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Test payment gateway');
    const tampered = await fetch(`${server.url}/api/v1/payment/test-gateway/complete`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual',
      body: new URLSearchParams({ orderId: cart.studentOrder.orderId, token: 'forged', outcome: 'success', returnUrl: '/guest/payment' }).toString(),
    });
    expect(tampered.status).toBe(403);
    const token2 = new URL(server.url + cart.paymentParameters.checkoutUrl).searchParams.get('token')!;
    const done = await fetch(`${server.url}/api/v1/payment/test-gateway/complete`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual',
      body: new URLSearchParams({ orderId: cart.studentOrder.orderId, token: token2, outcome: 'success', returnUrl: '//evil.example/x' }).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/plans?payment=success&idStudentOrder=${cart.studentOrder.idStudentOrder}`);
    const order = await call(server, 'GET', `/api/v1/subscription/getOrderDetails?idStudentOrder=${cart.studentOrder.idStudentOrder}`, { token });
    expect(order.body.data.orderStatus).toBe('PAID');
    const flags = await call(server, 'GET', `/api/v1/subscription/user-subscription-postlogin?userSurId=${cart.loginData.userSurId}`, { token });
    expect(flags.body).toEqual({ data: { subscribedFlag: true, trialFlag: true }, statusCode: 200, message: 'Fetching user subscription details' });
    // Another student cannot read the order.
    const basic = await login(server, DEMO.basic);
    const foreign = await call(server, 'GET', `/api/v1/subscription/getOrderDetails?idStudentOrder=${cart.studentOrder.idStudentOrder}`, { token: basic.accessToken });
    expect(foreign.status).toBe(403);
  });
});

describe('new-signup (full form)', () => {
  test('creates a complete, logged-in student; duplicates answer 409', async () => {
    const m = mobile(5);
    const otp = await otpFor(m);
    const body = { firstName: 'Full', lastName: 'null', username: 'full.student', email: null, password: 'Secret@123', mobileNumber: m, otp, role: 'Student', idSyllabus: 1, idStudentMedium: 1, idClassStandard: 1, idLanguage: 5, idState: 1 };
    const res = await call(server, 'POST', '/api/v3/auth/new-signup', { body });
    expect(res.status).toBe(200);
    expect(res.body.data.validFlag).toBe(true);
    const dup = await call(server, 'POST', '/api/v3/auth/new-signup', { body: { ...body, mobileNumber: mobile(6) } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Entered UserName or Email or Phone Number is Already Registered');
    const taken = await call(server, 'GET', '/api/v1/auth/check/username?userName=full.student');
    expect(taken.body.data).toBe(true);
    const pw = await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: 'full.student', password: 'Secret@123' } });
    expect(pw.status).toBe(200);
  });
});

describe('password change and devices', () => {
  test('reset-password needs the old password and only for yourself', async () => {
    const id = await (await import('./helpers')).createStudent(server, mobile(7));
    const s = await login(server, mobile(7));
    const wrong = await call(server, 'POST', '/api/v3/auth/reset-password', { token: s.accessToken, body: { idVLUser: id, oldPassword: 'nope', newPassword: 'NewPass@123', newUserFlag: false } });
    expect(wrong.body.message).toBe('Entered Old Password is Incorrect');
    const other = await call(server, 'POST', '/api/v3/auth/reset-password', { token: s.accessToken, body: { idVLUser: id + 1, oldPassword: DEMO.password, newPassword: 'NewPass@123' } });
    expect(other.body.message).toBe('Invalid user.');
    const ok = await call(server, 'POST', '/api/v3/auth/reset-password', { token: s.accessToken, body: { idVLUser: id, oldPassword: DEMO.password, newPassword: 'NewPass@123' } });
    expect(ok.body.message).toBe('Password Reset Successful');
    expect((await call(server, 'POST', '/api/v1/auth/login', { body: { usernameOrEmail: mobile(7), password: 'NewPass@123' } })).status).toBe(200);
  });

  test('loggedin-devices and devices-history are the caller\'s own', async () => {
    const s = await login(server, DEMO.trial);
    const devices = await call(server, 'GET', '/api/v1/auth/loggedin-devices', { token: s.accessToken });
    expect(devices.body.message).toBe('Logged in devices');
    expect(devices.body.data[0].deviceType).toBe('WEB');
    const history = await call(server, 'GET', '/api/v1/auth/devices-history', { token: s.accessToken });
    expect(history.body.message).toBe('History of devices');
    expect(history.body.data.every((h: { idVLUser: number }) => h.idVLUser === s.userSurId)).toBe(true);
    expect((await call(server, 'GET', '/api/v1/auth/devices-history')).status).toBe(401);
  });

  test('google login without a configured client answers the contract failure', async () => {
    const res = await call(server, 'POST', '/api/v1/auth/google-oauth-login', { body: { email: 'a@b.c', idToken: 'x.y.z' } });
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('Google login authentcation failed');
  });

  test('subscription request: pending after a save, one per student, own id only', async () => {
    const s = await login(server, DEMO.basic);
    expect((await call(server, 'GET', '/api/v1/auth/get-subscription-click-status', { token: s.accessToken })).body.data).toBe(false);
    const foreign = await call(server, 'POST', '/api/v1/auth/save-subscription-click-details', { token: s.accessToken, body: { name: 'K', mobileNumber: DEMO.basic, vlUserId: s.userSurId + 1, source: 'web', status: '' } });
    expect(foreign.status).toBe(403);
    const ok = await call(server, 'POST', '/api/v1/auth/save-subscription-click-details', { token: s.accessToken, body: { name: 'K', mobileNumber: DEMO.basic, vlUserId: s.userSurId, source: 'web', status: '' } });
    expect(ok.status).toBe(200);
    expect((await call(server, 'GET', '/api/v1/auth/get-subscription-click-status', { token: s.accessToken })).body.data).toBe(true);
  });
});

describe('notifications', () => {
  test('list, mark viewed, delete; owner-checked', async () => {
    const a = await login(server, DEMO.premium);
    const b = await login(server, DEMO.basic);
    const list = await call(server, 'GET', '/api/v1/user-notification/', { token: a.accessToken });
    expect(list.body.message).toBe('Request Sucessfull');
    expect(list.body.data.length).toBeGreaterThanOrEqual(4);
    const first = list.body.data[0];
    expect(first).toEqual(expect.objectContaining({ idUserNotification: expect.any(Number), header: expect.any(String), isNotViewed: true, idVlUser: a.userSurId }));
    const foreignPut = await call(server, 'PUT', `/api/v1/user-notification/?idUserNotification=${first.idUserNotification}`, { token: b.accessToken });
    expect(foreignPut.status).toBe(500);
    expect(foreignPut.body.message).toBe('Invalid User Notification,No such Data found.');
    const put = await call(server, 'PUT', `/api/v1/user-notification/?idUserNotification=${first.idUserNotification}`, { token: a.accessToken });
    expect(put.body).toEqual({ data: 'Notification Updated.', statusCode: 200, message: 'Notification Updated.' });
    const del = await call(server, 'DELETE', `/api/v1/user-notification/?idUserNotification=${first.idUserNotification}`, { token: a.accessToken });
    expect(del.body.data).toBe('Notification Deleted.');
    const after = await call(server, 'GET', '/api/v1/user-notification/', { token: a.accessToken });
    expect(after.body.data.find((n: { idUserNotification: number }) => n.idUserNotification === first.idUserNotification)).toBeUndefined();
    expect((await call(server, 'GET', '/api/v1/user-notification/')).status).toBe(401);
    expect((await call(server, 'PUT', '/api/v1/user-notification/?idUserNotification=abc', { token: a.accessToken })).status).toBe(400);
  });
});

describe('commerce', () => {
  test('plans, products, coupons', async () => {
    const plans = await call(server, 'GET', '/api/v2/Product/user-subscription-product?productCd=AD_FREE_SUBSCRIPTION');
    expect(plans.body.message).toBe('Subscription plan data fetched successfully!');
    expect(plans.body.data.map((p: { durationCode: string }) => p.durationCode)).toEqual(['MONTHLY', 'ANNUAL']);
    expect(plans.body.data[0]).toEqual(expect.objectContaining({ idProduct: 93, idProductLine: 11, productCd: 'AD_FREE_SUBSCRIPTION', amount: 99 }));
    expect((await call(server, 'GET', '/api/v2/Product/new-auth-subscription-plans?productCd=NOPE')).body.message).toBe('No product found.');
    const coupon = await call(server, 'GET', '/api/v1/special-offer/get-coupon-description?couponCode=SAVE20');
    expect(coupon.body.data).toEqual({ description: '20% off any ad-free plan.', couponType: 'DISCOUNT' });
    expect((await call(server, 'GET', '/api/v1/special-offer/get-coupon-description?couponCode=NOPE')).body.message).toBe('Coupon does not exist!');
    const s = await login(server, DEMO.basic);
    const list = await call(server, 'GET', '/api/v1/Product/list?idProductLine=11', { token: s.accessToken });
    expect(list.body.data[0].productCd).toBe('AD_FREE_SUBSCRIPTION');
    expect((await call(server, 'GET', '/api/v1/Product/list?idProductLine=77', { token: s.accessToken })).body.message).toBe('No Products Found!');
  });

  test('purchase with a discount coupon, status endpoints, already active', async () => {
    const s = await login(server, DEMO.basic);
    const t = s.accessToken;
    const none = await call(server, 'GET', '/api/v2/subscription/get-subscribed-product', { token: t });
    expect(none.body.message).toBe('No active payment subscription found for the current user.');
    expect((await call(server, 'GET', '/api/v1/subscription/check-subscription-details', { token: t })).status).toBe(404);
    const bad = await call(server, 'POST', '/api/v2/subscription/user-newsubscription', { token: t, body: { idProduct: 93, idProductPricing: 9999 } });
    expect(bad.status).toBe(400);
    const cart = await call(server, 'POST', '/api/v2/subscription/user-newsubscription', { token: t, body: { idProduct: 93, idProductPricing: 1102, couponCode: 'SAVE20', platform: 'web' } });
    expect(cart.status).toBe(200);
    expect(cart.body.data.cartTotalDiscount).toBe(160);
    expect(cart.body.data.cartTotalPrice).toBe(639);
    const token = new URL(server.url + cart.body.data.paymentParameters.checkoutUrl).searchParams.get('token')!;
    await fetch(`${server.url}/api/v1/payment/test-gateway/complete`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual',
      body: new URLSearchParams({ orderId: cart.body.data.studentOrder.orderId, token, outcome: 'success', returnUrl: '/plans' }).toString(),
    });
    const sub = await call(server, 'GET', '/api/v2/subscription/get-subscribed-product', { token: t });
    expect(sub.body.message).toBe('Your product subscription is not expired yet!');
    expect(sub.body.data.existingSubscription).toBe(true);
    const details = await call(server, 'GET', `/api/v1/subscription/check-subscription-details?userSurId=${s.userSurId}`, { token: t });
    expect(details.body.data.idProduct).toBe(93);
    expect((await call(server, 'GET', `/api/v1/subscription/check-subscription-details?userSurId=${s.userSurId + 1}`, { token: t })).status).toBe(403);
    const again = await call(server, 'POST', '/api/v2/subscription/user-newsubscription', { token: t, body: { idProduct: 93, idProductPricing: 1101 } });
    expect(again.body.message).toBe('Your subscription is not expired yet!');
    const check = await call(server, 'GET', `/api/v1/subscription/checkExistingSubOrCreate/${s.userSurId}/93`, { token: t });
    expect(check.status).toBe(200);
    expect((await call(server, 'GET', `/api/v1/subscription/checkExistingSubOrCreate/${s.userSurId + 1}/93`, { token: t })).status).toBe(403);
    expect((await call(server, 'POST', '/api/v2/subscription/user-newsubscription', { body: { idProduct: 93, idProductPricing: 1101 } })).status).toBe(401);
  });
});
