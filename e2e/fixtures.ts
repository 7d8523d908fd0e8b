import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const DEMO = {
  premium: { mobile: '9000000001', password: 'Student@123' },
  free: { mobile: '9000000002', password: 'Student@123' },
  basic: { mobile: '9000000003', password: 'Student@123' },
} as const;
export type DemoStudent = keyof typeof DEMO;

/** Fails with a readable list when axe finds WCAG 2.1 A/AA violations on the page. */
export async function expectNoAxeViolations(page: Page, opts: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const sel of opts.exclude ?? []) builder = builder.exclude(sel);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** The newest OTP sent to a mobile number (development outbox). */
export async function readOtp(request: APIRequestContext, mobile: string): Promise<string> {
  const res = await request.get(`/api/dev/outbox?mobile=${mobile}`);
  expect(res.ok()).toBeTruthy();
  const body = await res.json();
  const code = body.data?.[0]?.code as string | undefined;
  expect(code, `an OTP in the outbox for ${mobile}`).toMatch(/^\d{6}$/);
  return code!;
}

/** Logs in through the API and stores the session as the app does, then opens `path`. */
export async function loginAs(page: Page, who: DemoStudent, path = '/home') {
  const { mobile, password } = DEMO[who];
  const res = await page.request.post('/api/v1/auth/login', { data: { usernameOrEmail: mobile, password, deviceId: `e2e-${who}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const d = (await res.json()).data;
  const obj = (v: unknown) => (v === -1 || v == null ? null : v);
  const auth = {
    accessToken: d.accessToken,
    refreshToken: d.refreshToken,
    firstName: d.firstName,
    userSurId: d.userSurId,
    userId: d.userId ?? d.userSurId,
    mobileNumber: d.mobileNumber,
    validFlag: !!d.validFlag,
    userProfilePic: d.userProfilePic ?? null,
    classStandardObject: obj(d.classStandardObject),
    syllabusObject: obj(d.syllabusObject),
    stateObject: obj(d.stateObject),
    subscriptionFlag: d.subscriptionFlag ?? { subscribedFlag: false, trialFlag: false },
    expires_in: Date.now() + 24 * 3600 * 1000,
  };
  await page.addInitScript(
    ([value, device]) => {
      // Once per tab, so a test that logs out stays logged out.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('vista-auth', value);
      localStorage.setItem('vista-device-id', device);
    },
    [JSON.stringify(auth), `e2e-${who}`] as const,
  );
  await page.goto(path);
  return auth;
}

export const test = base;
export { expect };
export type { Page };
