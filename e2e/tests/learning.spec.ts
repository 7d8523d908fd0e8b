import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, loginAs, type DemoStudent } from '../fixtures';

/** "m:ss" as the app shows durations. */
const mss = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

/** Opens the first subject on /home and then the first chapter the student may watch. */
async function openFirstOpenChapter(page: Page) {
  const subjects = page.getByTestId('section-subjects');
  await subjects.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/subject\/academic\/\d+\/\d+/);
  await expect(page.getByTestId('subject-page')).toBeVisible();
  await expectNoAxeViolations(page);
  const open = page.locator('[data-testid^="chapter-"]:not(:has([data-testid="locked"]))').first();
  await open.getByRole('link', { name: 'Watch' }).click();
  await expect(page).toHaveURL(/\/content\/\d+/);
}

/** Plays the clip for a few seconds, pauses (which saves) and returns the saved position. */
async function playAndPause(page: Page): Promise<number> {
  const video = page.getByTestId('video-player');
  await expect(video).toBeVisible();
  // The player starts where the student stopped (the premium student has seeded progress).
  const from = await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    return v.currentTime;
  });
  // Real decoding in Debian's Chromium: frames are drawn and the clock moves on.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(from + 3.2);
  const decoded = await video.evaluate((v: HTMLVideoElement) => ({ w: v.videoWidth, frames: v.getVideoPlaybackQuality().totalVideoFrames }));
  expect(decoded.w).toBeGreaterThan(0);
  expect(decoded.frames).toBeGreaterThan(10);
  const saved = page.waitForResponse((r) => /\/api\/v1\/assigned-course\/video\/\d+\?duration=\d+/.test(r.url()) && r.request().method() === 'PUT');
  const at = await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    return v.currentTime;
  });
  const res = await saved;
  expect(res.status(), await res.text()).toBe(200);
  const sent = Number(new URL(res.url()).searchParams.get('duration'));
  expect(sent).toBe(Math.floor(at));
  return sent;
}

for (const who of ['premium', 'basic'] as DemoStudent[]) {
  test(`${who}: home → subject → content, play a clip, leave, and continue watching resumes at the saved position`, async ({ page }) => {
    // Five pages with an axe scan each: slow on a loaded two-core machine.
    test.setTimeout(150_000);
    await loginAs(page, who, '/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('section-continue')).toBeVisible();
    await expectNoAxeViolations(page);

    await openFirstOpenChapter(page);
    const contentUrl = new URL(page.url());
    const chapterId = contentUrl.pathname.split('/').pop();
    const saved = await playAndPause(page);
    await expectNoAxeViolations(page);

    // Leave through the menu; the video is listed in continue watching at the saved position.
    await page.getByRole('link', { name: /Home/ }).first().click();
    await expect(page).toHaveURL(/\/home$/);
    const card = page.locator(`[data-testid^="continue-"]`).filter({ has: page.locator(`a[href^="/content/${chapterId}?"]`) }).first();
    await expect(card).toBeVisible();
    await expect(card.getByTestId('resume-at')).toContainText(`Resume at ${mss(saved)}`);
    await expectNoAxeViolations(page);

    // Opening it resumes there.
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/content/${chapterId}\\?.*t=${saved}`));
    await expect(page.getByTestId('resume-note')).toHaveText(`Resuming from ${mss(saved)}`);
    const video = page.getByTestId('video-player');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.floor(v.currentTime)), { timeout: 15_000 }).toBe(saved);
    // The host's back button goes back to where continue watching was opened (then forgets it).
    expect(await page.evaluate(() => localStorage.getItem('continueWatchBackUrl'))).toBe('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('continueWatchBackUrl'))).toBeNull();
  });
}

test('basic: premium content opens the premium dialog', async ({ page }) => {
  await loginAs(page, 'basic', '/home');
  const subjects = page.getByTestId('section-subjects');
  await subjects.getByRole('link').first().click();
  await expect(page.getByTestId('subject-page')).toBeVisible();
  const locked = page.locator('[data-testid^="chapter-"]:has([data-testid="locked"])').first();
  await expect(locked.getByTestId('locked')).toHaveText(/Premium/);
  await locked.getByRole('link', { name: 'Watch' }).click();
  // The host's premium dialog, offering the subscription.
  const dialog = page.getByRole('dialog', { name: 'Premium content' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Buy Subscription' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'View plans' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('premium: academics and building legends pages', async ({ page }) => {
  await loginAs(page, 'premium', '/dashboard/academics');
  await expect(page.getByTestId('academics-page')).toBeVisible();
  await expect(page.getByTestId('section-academic-subjects').getByRole('link').first()).toBeVisible();
  await expect(page.getByTestId('section-free-live')).toBeVisible();
  await expectNoAxeViolations(page);
  // The subjects are cached for an hour.
  expect(await page.evaluate(() => localStorage.getItem('academicSubject'))).toContain('subjects');

  await page.goto('/dashboard/building-legends');
  await expect(page.getByTestId('legends-page')).toBeVisible();
  await expect(page.getByTestId('section-eca-subjects').getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('premium: a live or recorded class plays and is synced to the watched history', async ({ page }) => {
  await loginAs(page, 'premium', '/home');
  const live = page.getByTestId('section-live-now').getByRole('link').first();
  await expect(live).toBeVisible();
  const synced = page.waitForResponse((r) => r.url().includes('/liveClass/sync-live-class-watched-history'));
  await live.click();
  await expect(page.getByTestId('live-class-page')).toBeVisible();
  expect([200, 500]).toContain((await synced).status());
  await expectNoAxeViolations(page);
});

test('basic: a premium live class shows the contract message and the premium dialog', async ({ page }) => {
  const auth = await loginAs(page, 'basic', '/home');
  await expect(page.getByTestId('home-page')).toBeVisible();
  const res = await page.request.get('/api/v1/liveClass/all-academic-upcoming?idLiveClassCategory=1', { headers: { Authorization: `Bearer ${auth.accessToken}` } });
  const premiumClass = ((await res.json()).data as Array<{ idLiveClass: number; classType: string }>).find((c) => c.classType === 'premium');
  expect(premiumClass, 'a premium class in the seed').toBeTruthy();
  await page.goto(`/live-class/${premiumClass!.idLiveClass}`);
  await expect(page.getByTestId('premium-message')).toHaveText('Please purchase premium subscription to access this content.');
  const dialog = page.getByRole('dialog', { name: 'Premium content' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  // The panel still offers the way in.
  await page.getByRole('button', { name: 'Unlock with premium' }).click();
  await expect(dialog).toBeVisible();
});

test('free: notify me on an upcoming class says so, and stays set after a reload', async ({ page }) => {
  await loginAs(page, 'free', '/home');
  const upcoming = page.getByTestId('section-upcoming');
  const card = upcoming.locator('[data-testid^="live-card-"]').first();
  const notify = card.getByRole('button', { name: 'Notify me' });
  await expect(notify).toBeVisible();
  const cardId = await card.getAttribute('data-testid');
  await notify.click();
  await expect(page.getByText('We will notify you before the class starts.')).toBeVisible();
  await expect(upcoming.getByTestId(cardId!).getByRole('button', { name: 'Reminder set' })).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('section-upcoming').getByTestId(cardId!).getByRole('button', { name: 'Reminder set' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('premium on a 360px phone, in Hindi and the dark theme: home, subject and content fit the screen and pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-prefs')) return;
    sessionStorage.setItem('e2e-prefs', '1');
    localStorage.setItem('locale', 'hi');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('mobileAppPopupSkipped', '1');
  });
  const fits = () => page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);
  await loginAs(page, 'premium', '/home');
  await expect(page.getByRole('heading', { name: 'देखना जारी रखें' })).toBeVisible();
  await expect(page.locator('[data-testid^="continue-"]').first()).toBeVisible();
  expect(await fits(), 'no sideways scrolling on /home').toBe(true);
  await expectNoAxeViolations(page);

  await page.getByTestId('section-subjects').getByRole('link').first().click();
  await expect(page.getByTestId('subject-page')).toBeVisible();
  expect(await fits(), 'no sideways scrolling on the subject page').toBe(true);
  await expectNoAxeViolations(page);

  await page.locator('[data-testid^="chapter-"]').first().getByRole('link').first().click();
  await expect(page.getByTestId('video-player')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'नोट्स' })).toBeVisible();
  expect(await fits(), 'no sideways scrolling on the content page').toBe(true);
  await expectNoAxeViolations(page);
});
