import { test, expect, expectNoAxeViolations, loginAs, readOtp, DEMO } from '../fixtures';

test.describe('foundation: the federated shell, login and remote isolation', () => {
  test('the basic demo student logs in by password and lands on /home rendered by remote-learning', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Mobile number or email' }).fill(DEMO.basic.mobile);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.basic.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page).toHaveURL(/\/home$/);
    const home = page.locator('[data-remote="learning"]');
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute('data-remote-version', /.+/);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the basic demo student logs in with an OTP read from the development outbox', async ({ page, request }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'OTP' }).click();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(DEMO.basic.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const otp = page.getByRole('textbox', { name: 'OTP', exact: true });
    await expect(otp).toBeVisible();
    const code = await readOtp(request, DEMO.basic.mobile);
    await otp.fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    const user = page.getByRole('textbox', { name: 'Mobile number or email' });
    await user.fill(DEMO.basic.mobile);
    await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByTestId('form-error')).toHaveText('Bad credentials');
    await expect(user).toHaveValue(DEMO.basic.mobile);
  });

  test('an unreachable remote shows a friendly panel while the shell and other remotes keep working', async ({ page }) => {
    await loginAs(page, 'basic');
    await expect(page.getByTestId('home-page')).toBeVisible();

    // Every file of remote-social (all versions) is now unreachable.
    await page.route('**/remotes/social/**', (route) => route.abort('connectionrefused'));
    await page.goto('/discover');
    await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The shell still navigates, and another remote still renders.
    await page.getByRole('link', { name: /Home/ }).first().click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('home-page')).toBeVisible();

    // The social remote comes back once it is reachable again.
    await page.unroute('**/remotes/social/**');
    await page.goto('/discover');
    await expect(page.locator('[data-remote="social"]')).toBeVisible();
  });

  test('unauthenticated visitors are sent to /login with a redirect_path', async ({ page }) => {
    await page.goto('/dashboard/academics');
    await expect(page).toHaveURL(/\/login\?redirect_path=%2Fdashboard%2Facademics$/);
  });
});
