import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, readOtp, test } from '../fixtures';

/**
 * The account gaps closed after issues 4 and 5: changing the mobile number on /profile, the
 * premium dialog's Buy Subscription and its pending state, and the user-type label after a
 * purchase (plans and guest payment).
 */

/** A fresh Indian mobile number (no clash with earlier runs on the same data). */
function freshMobile(prefix = '9'): string {
  return `${prefix}${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** A complete student through the API (signup OTP + full-form signup); its LoginData. */
async function createStudent(request: APIRequestContext, password = 'Start@1234') {
  const mobile = freshMobile();
  expect((await request.post(`/api/v1/lead/sendotp?mobile=${mobile}&name=E2E`)).ok()).toBeTruthy();
  const otp = await readOtp(request, mobile);
  const res = await request.post('/api/v3/auth/new-signup', {
    data: { firstName: 'Extra', lastName: 'null', username: `x${mobile}`, email: null, password, mobileNumber: mobile, otp, role: 'Student', idSyllabus: 1, idStudentMedium: 1, idClassStandard: 1, idLanguage: 5, idState: 1 },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { mobile, password, data: (await res.json()).data as Record<string, any> };
}

async function apiLogin(request: APIRequestContext, mobile: string, password: string) {
  const res = await request.post('/api/v1/auth/login', { data: { usernameOrEmail: mobile, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data as Record<string, any>;
}

/**
 * Test data set-up: a new account is in its 2-day free trial, so a basic student is an account
 * made a month ago. The e2e server's database (its SQLite file, or DATABASE_URL) is dated back
 * directly; there is no API for that, on purpose.
 */
async function ageAccount(userSurId: number) {
  const createdAt = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
  const serverRequire = createRequire(path.resolve(__dirname, '../../server/package.json'));
  if (process.env.DATABASE_URL) {
    const pg = serverRequire('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query('UPDATE app_user SET created_at = $1 WHERE user_sur_id = $2', [createdAt, userSurId]);
    await client.end();
    return;
  }
  const Database = serverRequire('better-sqlite3');
  const db = new Database(path.resolve(__dirname, `../.run-${process.env.E2E_PORT || '8180'}/data/app.db`));
  try {
    db.pragma('busy_timeout = 5000');
    expect(db.prepare('UPDATE app_user SET created_at = ? WHERE user_sur_id = ?').run(createdAt, userSurId).changes).toBe(1);
  } finally {
    db.close();
  }
}

/** Stores a session as the app does and opens `path`. */
async function openAs(page: Page, d: Record<string, any>, to: string) {
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
  await page.goto(to);
}

test('profile: the mobile number changes with an OTP sent to the new number, then the student logs in with it', async ({ page, request }) => {
  const s = await createStudent(request);
  await openAs(page, s.data, '/profile');
  const mobile = page.locator('#profile-mobile');
  await expect(mobile).toHaveValue(s.mobile);
  await expect(mobile).toBeEditable();

  // A number that is already registered: the contract's message, the number stays typed.
  await mobile.fill('9000000001');
  await page.getByRole('button', { name: 'Send OTP to the new number' }).click();
  await expect(page.getByText('This Mobile Number is already existed in our record.')).toBeVisible();
  await expect(mobile).toHaveValue('9000000001');
  // Not an Indian mobile number: caught before any call.
  await mobile.fill('1234567890');
  await page.getByRole('button', { name: 'Send OTP to the new number' }).click();
  await expect(page.getByText('Invalid mobile number: 1234567890')).toBeVisible();

  const next = freshMobile('8');
  await mobile.fill(next);
  await page.getByRole('button', { name: 'Send OTP to the new number' }).click();
  await expect(page.getByText(`We sent a 6-digit OTP to ${next}.`)).toBeVisible();
  const code = await readOtp(request, next);
  const otp = page.getByLabel('OTP sent to the new number');
  await expect(otp).toBeFocused();
  await expectNoAxeViolations(page);

  // A wrong code: the server's message; nothing typed is lost and the student stays logged in.
  await otp.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please enter the correct OTP.')).toBeVisible();
  await expect(mobile).toHaveValue(next);
  await expect(page).toHaveURL(/\/profile$/);

  await otp.fill(code);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('vista-auth'))).toBeNull();

  // The new number is the login now; the old one is free again.
  await page.locator('input[name="username"]').fill(next);
  await page.locator('input[name="password"]').fill(s.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile');
  await expect(page.locator('#profile-mobile')).toHaveValue(next);
  const old = await request.get(`/api/v1/lead/checkMobileNumberExistence?mobile=${s.mobile}`);
  expect((await old.json()).data).toBe(false);
});

test('premium dialog: Buy Subscription sends the request, thanks the student, then stays hidden while it is pending', async ({ page, request }) => {
  const s = await createStudent(request);
  await ageAccount(s.data.userSurId);
  const d = await apiLogin(request, s.mobile, s.password);
  expect(d.subscriptionFlag).toEqual({ subscribedFlag: false, trialFlag: false });
  await openAs(page, d, '/home');
  await expect(page.getByTestId('user-type')).toHaveText('Basic');

  await page.getByTestId('section-subjects').getByRole('link').first().click();
  await expect(page.getByTestId('subject-page')).toBeVisible();
  const subjectUrl = page.url();
  const openLocked = async () => {
    const locked = page.locator('[data-testid^="chapter-"]:has([data-testid="locked"])').first();
    await locked.getByRole('link', { name: 'Watch' }).click();
  };
  await openLocked();
  const dialog = page.getByRole('dialog', { name: 'Premium content' });
  await expect(dialog).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes('/auth/save-subscription-click-details'));
  await dialog.getByRole('button', { name: 'Buy Subscription' }).click();
  expect((await saved).status()).toBe(200);
  const thanks = page.getByRole('dialog', { name: 'Subscription Request' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText('Our team will get back to you soon.');
  await expectNoAxeViolations(page);
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(thanks).toBeHidden();

  // The server keeps the request pending.
  const status = await request.get('/api/v1/auth/get-subscription-click-status', { headers: { Authorization: `Bearer ${d.accessToken}` } });
  expect((await status.json()).data).toBe(true);

  // The next gated hit, after a reload: the dialog says the request is received, no Buy Subscription.
  await page.goto(subjectUrl);
  await expect(page.getByTestId('subject-page')).toBeVisible();
  const checked = page.waitForResponse((r) => r.url().includes('/auth/get-subscription-click-status'));
  await openLocked();
  await expect(dialog).toBeVisible();
  expect((await checked).status()).toBe(200);
  await expect(dialog.getByTestId('premium-pending')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Buy Subscription' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'View plans' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('plans: after a purchase the user-type label says Premium without a new login', async ({ page, request }) => {
  const s = await createStudent(request);
  await ageAccount(s.data.userSurId);
  const d = await apiLogin(request, s.mobile, s.password);
  await openAs(page, d, '/plans');
  const label = page.getByTestId('user-type');
  await expect(label).toHaveText('Basic');
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('button', { name: 'Buy subscription' }).click();
  await page.getByRole('button', { name: 'Pay ₹99' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹99' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(label).toHaveText('Premium');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('vista-auth')!));
  expect(stored.subscriptionFlag).toEqual({ subscribedFlag: true, trialFlag: false });
  // The same session keeps working (its tokens were not rolled back).
  await page.goto('/home');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(label).toHaveText('Premium');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('vista-auth')!).userSurId)).toBe(d.userSurId);
});

test('guest payment: after the test gateway the student reaches home as Premium', async ({ page, request }) => {
  const mobile = freshMobile();
  await page.goto('/guest');
  await page.locator('input[name="firstName"]').fill('Tara');
  await page.locator('input[name="mobile"]').fill(mobile);
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  // The code is in the outbox once the send has answered (the page then moves on).
  await expect(page).toHaveURL(/\/guest\/verify-otp$/);
  await page.locator('input[name="otp"]').fill(await readOtp(request, mobile));
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  await expect(page).toHaveURL(/\/guest\/payment$/);
  await page.getByRole('button', { name: 'Pay ₹99' }).click();
  await page.getByRole('button', { name: 'Pay ₹99' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/guest\/update-profile$/);
  await page.locator('#onboard-syllabus').selectOption({ label: 'CBSE' });
  await page.locator('#onboard-medium').selectOption({ label: 'Private' });
  await page.locator('#onboard-standard').selectOption({ label: 'Class 10' });
  await page.locator('#onboard-language').selectOption({ label: 'Hindi' });
  await page.locator('#onboard-state').selectOption({ label: 'Karnataka' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-type')).toHaveText('Premium');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('vista-auth')!).subscriptionFlag.subscribedFlag)).toBe(true);
});
