import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, loginAs, readOtp, test } from '../fixtures';

/** A fresh Indian mobile number per test run (no clash with earlier runs on the same data). */
function freshMobile(): string {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** Creates a complete student through the API (signup OTP + full-form signup); returns its LoginData. */
async function createStudent(request: APIRequestContext, password = 'Start@1234') {
  const mobile = freshMobile();
  expect((await request.post(`/api/v1/lead/sendotp?mobile=${mobile}&name=E2E`)).ok()).toBeTruthy();
  const otp = await readOtp(request, mobile);
  const res = await request.post('/api/v3/auth/new-signup', {
    data: { firstName: 'E2E', lastName: 'null', username: `e2e${mobile}`, email: null, password, mobileNumber: mobile, otp, role: 'Student', idSyllabus: 1, idStudentMedium: 1, idClassStandard: 1, idLanguage: 5, idState: 1 },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { mobile, password, data: (await res.json()).data };
}

/** Stores a session as the app does and opens `path`. */
async function openAs(page: Page, d: Record<string, any>, path: string) {
  const obj = (v: unknown) => (v === -1 || v == null ? null : v);
  const auth = {
    accessToken: d.accessToken, refreshToken: d.refreshToken, firstName: d.firstName, userSurId: d.userSurId, userId: d.userSurId, mobileNumber: d.mobileNumber,
    validFlag: !!d.validFlag, userProfilePic: null, classStandardObject: obj(d.classStandardObject), syllabusObject: obj(d.syllabusObject), stateObject: obj(d.stateObject),
    subscriptionFlag: d.subscriptionFlag, expires_in: Date.now() + 24 * 3600 * 1000,
  };
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('vista-auth', value);
  }, JSON.stringify(auth));
  await page.goto(path);
}

const mobileInput = (page: Page) => page.locator('input[name="mobile"]');

test('OTP login reads the code from the outbox; wrong OTP and bad numbers show clear errors and keep input', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'OTP' }).click();
  await mobileInput(page).fill('90000');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Mobile number must be a 10-digit number.')).toBeVisible();
  await mobileInput(page).fill('1234567890');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Invalid mobile number: 1234567890')).toBeVisible();
  await expect(mobileInput(page)).toHaveValue('1234567890');
  await mobileInput(page).fill(DEMO.basic.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otpInput = page.locator('input[name="otp"]');
  await expect(otpInput).toBeVisible();
  const code = await readOtp(request, DEMO.basic.mobile);
  const wrong = code === '000000' ? '111111' : '000000';
  await otpInput.fill(wrong);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Incorrect otp provided');
  await expect(otpInput).toHaveValue(wrong);
  await expectNoAxeViolations(page);
  await otpInput.fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('password login honours redirect_path; plans page is accessible', async ({ page }) => {
  await page.goto('/plans');
  await expect(page).toHaveURL(/\/login\?redirect_path=%2Fplans/);
  await page.locator('input[name="username"]').fill(DEMO.free.mobile);
  await page.locator('input[name="password"]').fill('wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Bad credentials');
  await expect(page.locator('input[name="username"]')).toHaveValue(DEMO.free.mobile);
  await page.locator('input[name="password"]').fill(DEMO.free.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
  await expect(page.getByText('Monthly')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('forgot password end to end, then login with the new password', async ({ page, request }) => {
  const s = await createStudent(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await expectNoAxeViolations(page);
  await mobileInput(page).fill(s.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/forgot\/verify-otp$/);
  await page.locator('input[name="otp"]').fill(await readOtp(request, s.mobile));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/forgot\/reset-password\?userSurId=\d+&randomString=.+&forgotPasswordUsername=/);
  await page.locator('#reset-password').fill('Fresh@5678');
  await page.locator('#reset-confirm').fill('Fresh@5679');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.locator('#reset-confirm').fill('Fresh@5678');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.locator('input[name="username"]').fill(s.mobile);
  await page.locator('input[name="password"]').fill('Fresh@5678');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('signup end to end: mobile and user name checked, student created and logged in', async ({ page, request }) => {
  const mobile = freshMobile();
  await page.goto('/signup');
  await page.locator('input[name="name"]').fill('Meera Iyer');
  await mobileInput(page).fill(DEMO.basic.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Mobile Number Has Already Taken');
  await expect(page.locator('input[name="name"]')).toHaveValue('Meera Iyer');
  await mobileInput(page).fill(mobile);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/signup\/verify-otp$/);
  await page.locator('input[name="otp"]').fill(await readOtp(request, mobile));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/signup\/basic-details$/);
  const username = page.locator('#signup-username');
  await username.fill(DEMO.premium.mobile);
  await username.blur();
  await expect(page.getByText('Oops! It looks like the Mobile Number is already registered.')).toBeVisible();
  await username.fill(`meera${mobile.slice(-6)}`);
  await page.locator('#signup-password').fill('Meera@2026');
  await page.locator('#signup-confirm').fill('Meera@2026');
  await page.locator('#signup-syllabus').selectOption({ label: 'CBSE' });
  await page.locator('#signup-medium').selectOption({ label: 'Government' });
  await page.locator('#signup-standard').selectOption({ label: 'Class 10' });
  await expect(page.locator('#signup-language option', { hasText: 'English' })).toHaveCount(0);
  await expect(page.locator('#signup-state option', { hasText: /^NA$/ })).toHaveCount(0);
  await page.locator('#signup-language').selectOption({ label: 'Hindi' });
  await page.locator('#signup-state').selectOption({ label: 'Karnataka' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('guest signup without a plan: success, update-profile forced while validFlag is false, then home', async ({ page, request }) => {
  const mobile = freshMobile();
  await page.goto('/guest');
  await expectNoAxeViolations(page);
  await page.locator('input[name="firstName"]').fill('Ravi');
  await mobileInput(page).fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/guest\/verify-otp$/);
  await page.locator('input[name="otp"]').fill(await readOtp(request, mobile));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  await expect(page).toHaveURL(/\/guest\/success$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Ravi!' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/guest\/update-profile$/);
  // The page's note (the host also shows it as a toast when it redirects).
  await expect(page.getByRole('note').filter({ hasText: 'Warning, Please complete your profile .' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Choose your syllabus.')).toBeVisible();
  await page.locator('#onboard-syllabus').selectOption({ label: 'CBSE' });
  await page.locator('#onboard-medium').selectOption({ label: 'Private' });
  await page.locator('#onboard-standard').selectOption({ label: 'Class 9' });
  await page.locator('#onboard-language').selectOption({ label: 'Hindi' });
  await page.locator('#onboard-state').selectOption({ label: 'Karnataka' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('vista-auth')!));
  expect(stored.validFlag).toBe(true);
  expect(stored.classStandardObject.classStandadName).toBe('9');
});

test('guest signup with a plan pays through the test gateway', async ({ page, request }) => {
  const mobile = freshMobile();
  await page.goto('/guest');
  await page.locator('input[name="firstName"]').fill('Zoya');
  await mobileInput(page).fill(mobile);
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  // The code is in the outbox once the send has answered (the page then moves on).
  await expect(page).toHaveURL(/\/guest\/verify-otp$/);
  await page.locator('input[name="otp"]').fill(await readOtp(request, mobile));
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  await expect(page).toHaveURL(/\/guest\/payment$/);
  const params = await page.evaluate(() => JSON.parse(localStorage.getItem('paymentParams')!));
  expect(params.amount).toBe(99);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay ₹99' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay ₹99' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('paymentParams'))).toBeNull();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('vista-auth')!));
  expect(stored.subscriptionFlag.subscribedFlag).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/guest\/update-profile$/);
});

test('plans purchase with a coupon, and the subscription request', async ({ page, request }) => {
  const s = await createStudent(request);
  await openAs(page, s.data, '/plans');
  await page.getByRole('radio', { name: /Annual/ }).check();
  await page.locator('#plans-coupon').fill('nope');
  await page.getByRole('button', { name: 'Check coupon' }).click();
  await expect(page.getByText('Coupon does not exist!')).toBeVisible();
  await page.locator('#plans-coupon').fill('SAVE20');
  await page.getByRole('button', { name: 'Check coupon' }).click();
  await expect(page.getByText('20% off any ad-free plan.')).toBeVisible();
  await page.getByRole('button', { name: 'Request a call back' }).click();
  await expect(page.getByRole('dialog', { name: 'Subscription Request' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Your subscription request is with our team.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Buy subscription' }).click();
  await page.getByRole('button', { name: 'Pay ₹639' }).click();
  await page.getByRole('button', { name: 'Pay ₹639' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('profile edit shows the server message, then logs out to log in again', async ({ page, request }) => {
  const s = await createStudent(request);
  await openAs(page, s.data, '/profile');
  const name = page.locator('#profile-name');
  await expect(name).toHaveValue('E2E');
  await expectNoAxeViolations(page);
  await name.fill('E2E Edited');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('vista-auth'))).toBeNull();
  await page.locator('input[name="username"]').fill(s.mobile);
  await page.locator('input[name="password"]').fill(s.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile');
  await expect(page.locator('#profile-name')).toHaveValue('E2E Edited');
});

test('notifications: mark viewed and delete, the badge follows; devices and history', async ({ page }) => {
  await loginAs(page, 'premium', '/notifications');
  const items = page.getByTestId('notification');
  await expect(items.first()).toBeVisible();
  const badge = page.getByTestId('notification-badge');
  const before = Number(await badge.textContent());
  expect(before).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  const firstUnread = page.getByRole('button', { name: /^Mark as viewed:/ }).first();
  await firstUnread.click();
  await expect(badge).toHaveText(String(before - 1));
  const count = await items.count();
  await page.getByRole('button', { name: /^Delete:/ }).first().click();
  await expect(items).toHaveCount(count - 1);
  await page.goto('/profile/devices');
  await expect(page.getByRole('heading', { name: 'Device sign-in history' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Web' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
