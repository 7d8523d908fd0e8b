import { test, expect, expectNoAxeViolations, loginAs, DEMO, type Page } from '../fixtures';

/** Emits an event on the app's bus (the same one remotes use). */
async function emitOnBus(page: Page, name: string, detail: unknown) {
  await page.evaluate(
    ([n, d]) => {
      const bus = (globalThis as unknown as Record<symbol, EventTarget>)[Symbol.for('vistas.app.event-bus')];
      bus.dispatchEvent(new CustomEvent(n as string, { detail: d }));
    },
    [name, detail] as const,
  );
}

async function skipMobilePopup(page: Page) {
  await page.addInitScript(() => localStorage.setItem('mobileAppPopupSkipped', '1'));
}

test.describe('host shell', () => {
  test('guards: unauthenticated users go to /login with redirect_path; the auth layout', async ({ page }) => {
    await skipMobilePopup(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/discover');
    await expect(page).toHaveURL(/\/login\?redirect_path=%2Fdiscover$/);
    const nav = page.getByRole('navigation', { name: 'Account' });
    await expect(nav.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/guest');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
    await expect(page.getByTestId('app-version')).toHaveText('Version 4.6.0');
    await expect(page.getByText(/© \d{4} Vistas Learning/)).toBeVisible();
    // The self-hosted platform has no Google sign-in port.
    await expect(page.getByTestId('google-signin')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // a shared link needs no session
    await page.goto('/share/abc');
    await expect(page).toHaveURL(/\/share\/abc$/);
  });

  test('dashboard layout for a basic student: side menu, top bar, footer; logged-in users leave /login', async ({ page }) => {
    await skipMobilePopup(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'basic', '/home');
    await expect(page).toHaveURL(/\/home$/);
    const side = page.getByRole('complementary', { name: 'Side menu' });
    await expect(side.getByTestId('profile-block')).toBeVisible();
    await expect(side.getByRole('link', { name: 'Edit account' })).toHaveAttribute('href', '/profile');
    const menu = side.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: /Home/ })).toHaveAttribute('href', '/home');
    await expect(menu.getByRole('link', { name: /Academics/ })).toBeVisible();
    await expect(menu.locator('svg[data-icon="book"]')).toHaveCount(1);
    // V-Shorts appears once the short-video flag is read (after 1000 ms)
    await expect(menu.getByRole('link', { name: /V-Shorts/ })).toBeVisible();
    await expect(page.getByTestId('user-type')).toHaveText('Basic');
    await expect(page.getByTestId('back-button')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Version 4.6.0');
    await expectNoAxeViolations(page);

    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);

    // elsewhere the back button goes one step back
    await page.getByRole('link', { name: /Discover/ }).first().click();
    await expect(page).toHaveURL(/\/discover$/);
    await page.getByTestId('back-button').click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('side menu collapses to icons at tablet width and hides behind a menu toggle on small screens', async ({ page }) => {
    await skipMobilePopup(page);
    await page.setViewportSize({ width: 900, height: 800 });
    await loginAs(page, 'premium', '/home');
    const side = page.getByTestId('sidebar');
    await expect(side).toBeVisible();
    expect((await side.boundingBox())!.width).toBeLessThan(100);
    await expect(page.getByTestId('user-type')).toHaveText('Premium');
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(side).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(side).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(side).toBeHidden();
  });

  test('theme and language switch, persisted', async ({ page }) => {
    await skipMobilePopup(page);
    await loginAs(page, 'free', '/home');
    await expect(page.getByTestId('user-type')).toHaveText('Free');
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await bg();
    await page.getByTestId('theme-switch').click();
    await expect(page.getByTestId('theme-switch')).toHaveAttribute('aria-pressed', 'true');
    expect(await bg()).not.toBe(light);
    await expectNoAxeViolations(page);

    await page.getByTestId('language-button').click();
    await expect(page.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('locale'), localStorage.getItem('language'), document.documentElement.lang])).toEqual(['hi', 'Hindi', 'hi']);
    await page.reload();
    await expect(page.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
    await expect(page.getByTestId('theme-switch')).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
    // back to English and light for the next tests on this device
    await page.getByTestId('language-button').click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.getByTestId('theme-switch').click();
  });

  test('footer feedback dialog: required message, counter, thank-you', async ({ page }) => {
    await skipMobilePopup(page);
    await loginAs(page, 'premium', '/home');
    await page.getByTestId('footer-feedback').click();
    const dialog = page.getByRole('dialog', { name: 'Send us your feedback' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter your feedback.');
    await expectNoAxeViolations(page);
    const box = dialog.getByLabel('Your feedback');
    await box.fill('x'.repeat(200));
    await expect(box).toHaveValue('x'.repeat(150));
    await expect(dialog.getByTestId('feedback-counter')).toHaveText('150/150');
    await box.fill('The quiz timer is very clear');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'shot.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    });
    await expect(dialog.getByRole('img', { name: 'Screenshot 1' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('toast')).toHaveText('Thank you for feedback.');
    await expect(dialog).toBeHidden();
  });

  test('feedback widget for basic students: bouncing button and full-height side panel with the prefilled form', async ({ page }) => {
    await skipMobilePopup(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAs(page, 'basic', '/home');
    const fab = page.getByTestId('feedback-fab');
    await expect(fab).toBeVisible();
    await expect(fab).toHaveAttribute('data-bouncing', 'true', { timeout: 5000 });
    await fab.click();
    const panel = page.getByTestId('feedback-panel');
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())!.height).toBe(800);
    const src = await panel.locator('iframe').getAttribute('src');
    expect(src).toContain(`mobileNumber=${DEMO.basic.mobile}`);
    expect(src).toContain('device=Desktop');
    await expect(page.frameLocator('iframe[title="Feedback form"]').getByLabel('Mobile number')).toHaveValue(DEMO.basic.mobile);
    await expectNoAxeViolations(page, { exclude: ['iframe'] });
    await fab.click();
    await expect(panel).toBeHidden();
  });

  test('error toasts queue one at a time; a premium dialog for basic students', async ({ page }) => {
    await skipMobilePopup(page);
    await loginAs(page, 'basic', '/home');
    await expect(page.getByTestId('user-type')).toHaveText('Basic');
    await page.waitForTimeout(1500); // let start-up toasts (notifications) pass through the queue
    await emitOnBus(page, 'toast/clear', {});
    await page.waitForTimeout(5000);
    await emitOnBus(page, 'toast/error', { message: 'First problem' });
    await emitOnBus(page, 'toast/error', { message: 'Second problem' });
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText('First problem');
    await expect(toast).toBeHidden({ timeout: 4000 });
    await expect(toast).toHaveText('Second problem', { timeout: 4000 });

    await emitOnBus(page, 'premium/required', {});
    const dialog = page.getByRole('dialog', { name: 'Premium content' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/plans');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toBeHidden();
  });

  test('logout clears the session and goes to /login', async ({ page }) => {
    await skipMobilePopup(page);
    await loginAs(page, 'premium', '/home');
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('vista-auth'))).toBeNull();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?redirect_path=%2Fhome$/);
  });

  test('a login on another device shows the blocking warning modal with Logout', async ({ page }) => {
    await skipMobilePopup(page);
    await loginAs(page, 'free', '/home');
    await expect(page.getByTestId('user-type')).toBeVisible();
    // the same student logs in on another browser: this tab's token is no longer current
    const res = await page.request.post('/api/v1/auth/login', { data: { usernameOrEmail: DEMO.free.mobile, password: DEMO.free.password, deviceId: 'other-browser' } });
    expect(res.ok()).toBeTruthy();
    await page.reload();
    const modal = page.getByRole('alertdialog', { name: 'Warning' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('logged in into another device');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a false validFlag forces /guest/update-profile and disables back and notifications', async ({ page }) => {
    await skipMobilePopup(page);
    await loginAs(page, 'premium', '/home');
    await expect(page.getByTestId('user-type')).toHaveText('Premium');
    await page.waitForTimeout(1000); // the post-login flags are saved by now
    await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('vista-auth')!);
      localStorage.setItem('vista-auth', JSON.stringify({ ...auth, validFlag: false }));
    });
    await page.goto('/discover');
    await expect(page).toHaveURL(/\/guest\/update-profile$/);
    await expect(page.getByTestId('toast')).toHaveText('Warning, Please complete your profile .');
    await expect(page.getByTestId('back-button')).toBeDisabled();
    await expect(page.getByTestId('notifications-link')).toHaveAttribute('aria-disabled', 'true');
    await page.goto('/');
    await expect(page).toHaveURL(/\/guest\/update-profile$/);
  });

  test('below 500px the install-the-app popup offers Skip, remembered', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/login');
    const popup = page.getByRole('dialog', { name: 'Get the Vistas app' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Install the app' })).toBeVisible();
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: 'Skip' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Get the Vistas app' })).toHaveCount(0);
  });

  test('notifications badge follows the unread count', async ({ page }) => {
    await skipMobilePopup(page);
    const auth = await loginAs(page, 'basic', '/home');
    const res = await page.request.get('/api/v1/user-notification/', { headers: { Authorization: `Bearer ${auth.accessToken}` } });
    const unread = res.ok() ? ((await res.json()).data as { isNotViewed: boolean }[]).filter((n) => n.isNotViewed).length : 0;
    const link = page.getByTestId('notifications-link');
    if (unread > 0) {
      await expect(page.getByTestId('notification-badge')).toHaveText(String(unread));
      await expect(link).toHaveAccessibleName(`Notifications, ${unread} unread`);
    } else {
      await expect(page.getByTestId('notification-badge')).toHaveCount(0);
      await expect(link).toHaveAccessibleName('Notifications');
    }
  });
});
