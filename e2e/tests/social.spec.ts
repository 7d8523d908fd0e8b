import { test, expect, expectNoAxeViolations, loginAs, DEMO } from '../fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

/** A token for API set-up steps (a separate device, so the browser's web session stays). */
async function apiToken(request: APIRequestContext, who: keyof typeof DEMO): Promise<string> {
  const res = await request.post('/api/v1/auth/login', {
    data: { usernameOrEmail: DEMO[who].mobile, password: DEMO[who].password, deviceId: `e2e-api-${who}` },
    headers: { 'user-agent': 'okhttp/4.9 (Android) e2e-setup' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.accessToken as string;
}

const activeSlide = (page: Page) => page.locator('[data-testid="short-slide"][data-active="true"]');

test.describe('social: V-Shorts, discover and shared links', () => {
  test('V-Shorts: autoplay muted, like a video, read, post and report comments, move to the next', async ({ page, request }) => {
    // Another student comments on the video the basic student will see first, so there is one to report.
    const premiumToken = await apiToken(request, 'premium');
    const basicToken = await apiToken(request, 'basic');
    const feed = await request.get('/api/v1/social-video/get-social-videos?pageNumber=0&pageSize=100&completeFlag=false', { headers: { authorization: `Bearer ${basicToken}` } });
    expect(feed.ok()).toBeTruthy();
    const firstId: number = (await feed.json()).data.content[0].idSocialVideo;
    const rude = `You all are silly ${Date.now()}`;
    const posted = await request.post(`/api/v1/social-video/${firstId}/comment`, { headers: { authorization: `Bearer ${premiumToken}` }, data: { comment: rude } });
    expect(posted.ok(), await posted.text()).toBeTruthy();

    await loginAs(page, 'basic', '/social-video');
    await expect(page.getByTestId('shorts-page').getByRole('heading', { name: 'V-Shorts', level: 1 })).toBeVisible();
    const slide = activeSlide(page);
    await expect(slide).toHaveAttribute('data-id', String(firstId));
    const video = slide.locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    // It really plays (muted autoplay), and the next video is buffered ahead.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(page.getByTestId('short-video-next')).toHaveAttribute('preload', 'auto');
    await expectNoAxeViolations(page);

    // Tap to unmute.
    await slide.getByRole('button', { name: 'Tap to unmute' }).click();
    await expect(video).toHaveJSProperty('muted', false);

    // Like: the count moves by one and the server keeps it.
    const like = slide.getByTestId('like-button');
    const wasPressed = (await like.getAttribute('aria-pressed')) === 'true';
    const before = Number(await slide.getByTestId('like-count').innerText());
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', wasPressed ? 'false' : 'true');
    await expect(slide.getByTestId('like-count')).toHaveText(String(before + (wasPressed ? -1 : 1)));
    const check = await request.get(`/api/v1/social-video/id/${firstId}`, { headers: { authorization: `Bearer ${basicToken}` } });
    expect((await check.json()).data.likeFlag).toBe(!wasPressed);

    // Comments: read, post (shown as text), report another student's.
    await slide.getByTestId('comments-button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(rude)).toBeVisible();
    const mine = `Loved this <b>short</b> ${Date.now()}`;
    await dialog.getByLabel('Add a comment').fill(mine);
    await dialog.getByRole('button', { name: 'Post' }).click();
    await expect(dialog.getByText(mine)).toBeVisible();
    await expect(dialog.locator('b')).toHaveCount(0);
    await expectNoAxeViolations(page);
    const item = dialog.getByTestId('comment').filter({ hasText: rude });
    await item.getByRole('button', { name: /^Report the comment by/ }).click();
    await dialog.getByLabel('Why are you reporting this comment?').selectOption('bullying');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Thank you. We will review this comment.')).toBeVisible();
    await expect(dialog.getByText(rude)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Move to the next video with the keyboard, then with the button, and back.
    await page.keyboard.press('ArrowDown');
    await expect(activeSlide(page)).not.toHaveAttribute('data-id', String(firstId));
    const second = await activeSlide(page).getAttribute('data-id');
    await page.getByRole('button', { name: 'Next video' }).click();
    await expect(activeSlide(page)).not.toHaveAttribute('data-id', second!);
    await page.getByRole('button', { name: 'Previous video' }).click();
    await expect(activeSlide(page)).toHaveAttribute('data-id', second!);
    await expect(page.getByTestId('shorts-announcer')).toContainText('Video 2 of');
    await expectNoAxeViolations(page);
  });

  test('discover: categories, languages, by category and language; a video plays', async ({ page }) => {
    await loginAs(page, 'free', '/discover');
    await expect(page.getByTestId('discover-page').getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
    await expect(page.getByTestId('discover-latest').getByTestId('discover-video')).toHaveCount(10);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /STORIES/ }).click();
    const cat = page.getByTestId('discover-category-videos');
    await expect(cat.getByRole('heading', { name: 'The thirsty crow' })).toBeVisible();
    await page.getByTestId('discover-page').getByLabel('Language').selectOption('Hindi');
    await expect(cat.getByRole('heading', { name: 'STORIES in Hindi' })).toBeVisible();
    await expect(cat.getByTestId('discover-video')).toHaveCount(1);
    await expect(page.getByTestId('discover-latest').getByRole('heading', { name: 'Latest in Hindi' })).toBeVisible();

    await cat.getByRole('button', { name: 'Play The lion and the mouse' }).click();
    const player = page.getByTestId('discover-player');
    await expect(player).toBeVisible();
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test('a shared link opens in a fresh browser with no session, plays and counts the view', async ({ page, browser }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAs(page, 'basic', '/discover');
    await page.getByTestId('discover-latest').getByRole('button', { name: 'Play Lemon battery' }).click();
    await page.getByRole('button', { name: 'Copy share link' }).click();
    await expect(page.getByText('The link is copied to clipboard.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/share\/[A-Za-z0-9_-]{22}$/);
    const path = new URL(link).pathname;

    const fresh = await browser.newContext();
    const anon = await fresh.newPage();
    const counted = anon.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/v1/share/'));
    await anon.goto(path);
    await expect(anon.getByRole('heading', { name: 'Lemon battery' })).toBeVisible();
    const view = await counted;
    expect(view.status()).toBe(200);
    expect(view.request().headers().authorization).toBeUndefined();
    const player = anon.getByTestId('share-player');
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await anon.evaluate(() => localStorage.getItem('sharedVideoId'))).toBe(path.split('/').pop());
    await expectNoAxeViolations(anon);

    await anon.goto('/share/this-link-does-not-exist');
    await expect(anon.getByRole('heading', { name: 'Link not found' })).toBeVisible();
    await expect(anon.getByText('This URL might be invalid.')).toBeVisible();
    await expectNoAxeViolations(anon);
    await fresh.close();
  });

  test('premium content shared to someone without a session: the message, then home (and so login)', async ({ browser, request }) => {
    const token = await apiToken(request, 'premium');
    const res = await request.post('/api/v1/share/get-link', { headers: { authorization: `Bearer ${token}` }, data: { idVideo: 3, videoType: 'discover', contentType: 'premium' } });
    expect(res.ok(), await res.text()).toBeTruthy();
    const path = new URL((await res.json()).data).pathname;
    const fresh = await browser.newContext();
    const anon = await fresh.newPage();
    await anon.goto(path);
    await expect(anon.getByRole('heading', { name: 'Log in to watch' })).toBeVisible();
    await expect(anon.getByText('Sorry, you are not authorized to stream this content.').first()).toBeVisible();
    await expectNoAxeViolations(anon);
    await expect(anon).toHaveURL(/\/login/, { timeout: 10_000 });
    await fresh.close();
  });
});
