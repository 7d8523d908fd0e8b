import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { test, expect, expectNoAxeViolations, loginAs, type Page } from '../fixtures';

/**
 * Languages and accessibility across the product: a student switches to Hindi and visits the
 * main page of every remote; no English UI text from any catalogue shows (text, aria-label,
 * title, placeholder, alt), known Hindi texts do, and axe passes in Hindi, light and dark, at
 * desktop and phone widths. The main menu, the language switch and the assistant button work
 * with the keyboard alone.
 */

const ROOT = path.resolve(__dirname, '../..');
const CATALOGUES = {
  host: 'host/src/locales',
  about: 'host/src/features/about/locales',
  learning: 'remote-learning/src/locales',
  quiz: 'remote-quiz/src/locales',
  social: 'remote-social/src/locales',
  account: 'remote-account/src/locales',
  assistant: 'remote-assistant/src/locales',
} as const;
type Ns = keyof typeof CATALOGUES;

function flatten(tree: Record<string, unknown>, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v as Record<string, unknown>, key, out);
    else out[key] = String(v);
  }
  return out;
}
const read = (ns: Ns, lng: 'en' | 'hi') => flatten(JSON.parse(fs.readFileSync(path.join(ROOT, CATALOGUES[ns], `${lng}.json`), 'utf8')));
const HI = Object.fromEntries((Object.keys(CATALOGUES) as Ns[]).map((ns) => [ns, read(ns, 'hi')])) as Record<Ns, Record<string, string>>;
/** A Hindi message; fails loudly when the key is gone (so the test follows the catalogue). */
function hi(ns: Ns, key: string, vars: Record<string, string | number> = {}): string {
  const v = HI[ns][key];
  if (v === undefined) throw new Error(`no Hindi message ${ns}:${key}`);
  return v.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
const MENU_HI = Object.fromEntries(
  fs.readdirSync(ROOT).filter((d) => d.startsWith('remote-') && fs.existsSync(path.join(ROOT, d, 'src/app/nav.json')))
    .flatMap((d) => JSON.parse(fs.readFileSync(path.join(ROOT, d, 'src/app/nav.json'), 'utf8')) as { routeId: string; title: { hi: string } }[])
    .map((n) => [n.routeId, n.title.hi]),
) as Record<string, string>;

/**
 * English UI texts that must not show in Hindi: every English catalogue value (and menu item)
 * whose Hindi differs. Values with {{variables}} become patterns.
 */
function englishTexts() {
  const exact = new Set<string>();
  const patterns: { re: RegExp; key: string }[] = [];
  const add = (en: string, hiText: string | undefined, key: string) => {
    if (hiText === en || !/[A-Za-z]{3,}/.test(en.replace(/\{\{[^}]*\}\}/g, ''))) return;
    if (!en.includes('{{')) exact.add(en.trim());
    else {
      const parts = en.trim().split(/\{\{[^}]*\}\}/);
      patterns.push({ re: new RegExp(`^${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?')}$`), key });
    }
  };
  for (const ns of Object.keys(CATALOGUES) as Ns[]) {
    const en = read(ns, 'en');
    for (const [k, v] of Object.entries(en)) add(v, HI[ns][k], `${ns}:${k}`);
  }
  for (const d of fs.readdirSync(ROOT).filter((x) => x.startsWith('remote-'))) {
    const file = path.join(ROOT, d, 'src/app/nav.json');
    if (!fs.existsSync(file)) continue;
    for (const n of JSON.parse(fs.readFileSync(file, 'utf8')) as { routeId: string; title: Record<string, string>; description: Record<string, string> }[]) {
      add(n.title.en!, n.title.hi, `nav:${n.routeId}.title`);
      add(n.description.en!, n.description.hi, `nav:${n.routeId}.description`);
    }
  }
  return { exact, patterns };
}
const ENGLISH = englishTexts();

/** Every UI text on the page: each element's own text, and its aria-label, title, placeholder and alt. */
async function uiTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'svg', 'path'].includes(el.tagName)) continue;
      const own = Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').replace(/\s+/g, ' ').trim();
      if (own) out.add(own);
      for (const a of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
        const v = el.getAttribute(a)?.replace(/\s+/g, ' ').trim();
        if (v) out.add(v);
      }
    }
    return [...out];
  });
}

/** Fails with the English texts found on the page (with their catalogue keys). */
async function expectNoEnglishUi(page: Page) {
  const leaks: string[] = [];
  for (const text of await uiTexts(page)) {
    if (ENGLISH.exact.has(text)) leaks.push(JSON.stringify(text));
    else {
      const p = ENGLISH.patterns.find(({ re }) => re.test(text));
      if (p) leaks.push(`${JSON.stringify(text)} (${p.key})`);
    }
  }
  expect(leaks, `English UI text on ${page.url()} in Hindi`).toEqual([]);
}

async function skipMobilePopup(page: Page) {
  await page.addInitScript(() => localStorage.setItem('mobileAppPopupSkipped', '1'));
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      // A visible focus indicator: the outline of :focus-visible (or a focus ring of the component's own).
      const ring = await target.evaluate((el) => {
        const s = getComputedStyle(el);
        return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none';
      });
      expect(ring, 'the focused control shows a focus indicator').toBe(true);
      return;
    }
  }
  throw new Error(`could not reach ${target} with the keyboard in ${max} presses`);
}

/** The main page of each remote, the Hindi texts it must show, and how to get there. */
const PAGES: { name: string; path?: string; title: string; shows: () => string[]; open?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/home', title: hi('host', 'title.home'), shows: () => [hi('learning', 'home.mySubjects')] },
  { name: 'academics', path: '/dashboard/academics', title: hi('host', 'title.academics'), shows: () => [hi('learning', 'academics.subjects')] },
  {
    name: 'subject page',
    title: hi('host', 'title.subject'),
    shows: () => [hi('learning', 'subject.chapters')],
    open: async (page) => {
      await page.goto('/home');
      await page.getByTestId('section-subjects').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/subject\/academic\/\d+\/\d+/);
      await expect(page.getByTestId('subject-page')).toBeVisible();
    },
  },
  { name: 'quiz hub', path: '/quiz', title: hi('host', 'title.quiz'), shows: () => [hi('quiz', 'hub.subjects')] },
  { name: 'discover', path: '/discover', title: hi('host', 'title.discover'), shows: () => [hi('social', 'discover.categories')] },
  { name: 'V-Shorts', path: '/social-video', title: hi('host', 'title.shorts'), shows: () => [hi('social', 'shorts.hint')] },
  { name: 'plans', path: '/plans', title: hi('host', 'title.plans'), shows: () => [hi('account', 'plans.intro')] },
  { name: 'notifications', path: '/notifications', title: hi('host', 'title.notifications'), shows: () => [hi('account', 'notifications.title')] },
  { name: 'profile', path: '/profile', title: hi('host', 'title.profile'), shows: () => [hi('account', 'profile.account')] },
];

async function visit(page: Page, p: (typeof PAGES)[number]) {
  if (p.open) await p.open(page);
  else await page.goto(p.path!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(p.title);
  for (const text of p.shows()) await expect(page.getByText(text, { exact: true }).first(), `${p.name} shows ${text}`).toBeVisible({ timeout: 20_000 });
  // Let late parts (the assistant button, lazy sections, images) settle before reading the page.
  await page.waitForLoadState('networkidle');
}

test.describe('Hindi and accessibility across the product', () => {
  test('switching to Hindi: every main page is in Hindi (no English UI text) and passes axe', async ({ page }) => {
    test.setTimeout(300_000);
    await skipMobilePopup(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'free', '/home');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-button').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(hi('host', 'title.home'));
    // The shell's menu, user type, side actions and the assistant button are Hindi too.
    const menu = page.getByRole('navigation', { name: hi('host', 'nav.menu') });
    await expect(menu.getByRole('link', { name: new RegExp(MENU_HI.academics!) })).toBeVisible();
    await expect(page.getByTestId('user-type')).toHaveText(hi('host', 'userType.free'));
    await expect(page.getByTestId('logout')).toContainText(hi('host', 'nav.logout'));
    await expect(page.getByRole('button', { name: hi('assistant', 'open') })).toBeVisible({ timeout: 20_000 });

    for (const p of PAGES) {
      await test.step(p.name, async () => {
        await visit(page, p);
        await expectNoEnglishUi(page);
        await expectNoAxeViolations(page);
      });
    }
    // The language stays after a reload (stored locale).
    await page.reload();
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(hi('host', 'title.profile'));
    // The document title (read first by screen readers) is Hindi too.
    await expect(page).toHaveTitle(`${hi('host', 'title.profile')} | ${hi('host', 'appName')}`);
  });

  test('Hindi in dark mode on a 360 px phone: axe passes on every main page; the assistant panel too', async ({ page }) => {
    test.setTimeout(300_000);
    await skipMobilePopup(page);
    await page.addInitScript(() => {
      localStorage.setItem('locale', 'hi');
      localStorage.setItem('language', 'Hindi');
      localStorage.setItem('theme', 'dark');
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await loginAs(page, 'premium', '/home');
    for (const p of PAGES) {
      await test.step(p.name, async () => {
        await visit(page, p);
        // Dark: the page background is the dark theme's.
        const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        expect(bg).toBe('rgb(15, 23, 42)');
        // Nothing wider than the phone (no sideways scrolling).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${p.name} fits 360 px`).toBeLessThanOrEqual(0);
        await expectNoEnglishUi(page);
        await expectNoAxeViolations(page);
      });
    }
    // Phones switch the theme from the menu drawer (the top bar has no room for the switch).
    await page.goto('/home');
    await page.getByRole('button', { name: hi('host', 'nav.openMenu') }).click();
    const themeButton = page.getByTestId('theme-menu-button');
    await expect(themeButton).toHaveText(hi('host', 'theme.dark'));
    await expect(themeButton).toHaveAttribute('aria-pressed', 'true');
    await themeButton.click();
    await expect(themeButton).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(15, 23, 42)');
    await themeButton.click();
    await page.keyboard.press('Escape');
    await expect(themeButton).toBeHidden();
    await page.getByRole('button', { name: hi('assistant', 'open') }).click();
    const panel = page.getByRole('dialog', { name: hi('assistant', 'titleChat') });
    await expect(panel.getByRole('textbox', { name: hi('assistant', 'inputLabel') })).toHaveAttribute('placeholder', hi('assistant', 'placeholder'));
    await expectNoEnglishUi(page);
    await expectNoAxeViolations(page);
  });

  test('keyboard alone: skip link, main menu, language switch and the assistant button (Tab/Enter)', async ({ page }) => {
    test.setTimeout(180_000);
    await skipMobilePopup(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'basic', '/home');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Home');
    await page.waitForLoadState('networkidle');

    // The first Tab reaches the skip link, which moves the focus to the page's content.
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();

    // Main menu: Tab to Discover, Enter opens it.
    await page.locator('body').focus();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await tabTo(page, menu.getByRole('link', { name: /Discover/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Discover');

    // Language switch: Tab to it, Enter switches to Hindi; again, back to English.
    await page.locator('body').focus();
    await tabTo(page, page.getByTestId('language-button'));
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(hi('host', 'title.discover'));
    await expect(page.getByTestId('language-button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Discover');

    // Theme switch: Enter toggles dark mode.
    await page.locator('body').focus();
    const theme = page.getByTestId('theme-switch');
    await tabTo(page, theme);
    await page.keyboard.press('Enter');
    await expect(theme).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(theme).toHaveAttribute('aria-pressed', 'false');

    // The assistant button (last on the page): Shift+Tab from the top reaches it; Enter opens the
    // panel with the focus in the message box; Escape closes it and the focus returns to the button.
    const open = page.getByRole('button', { name: 'Open Vistas AI Assistant' });
    await expect(open).toBeVisible({ timeout: 20_000 });
    await page.locator('body').focus();
    await tabTo(page, open, { backwards: true });
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Vistas AI Assistant' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Your message' })).toBeFocused();
    await page.keyboard.type('What is photosynthesis?');
    await page.keyboard.press('Enter');
    await expect(panel.getByText('What is photosynthesis?')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
  });
  test('logged out: login, signup, forgot password and a shared link in Hindi and dark on a phone; no English UI text; axe passes', async ({ page }) => {
    test.setTimeout(120_000);
    await skipMobilePopup(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The auth layout's language select and theme switch, from the keyboard.
    const select = page.getByTestId('language-select');
    await page.locator('body').focus();
    await tabTo(page, select);
    await select.selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.locator('body').focus();
    const theme = page.getByTestId('theme-switch');
    await tabTo(page, theme);
    await page.keyboard.press('Enter');
    await expect(theme).toHaveAttribute('aria-pressed', 'true');
    for (const [path, ns, key] of [['/login', 'account', 'login.forgot'], ['/guest', 'account', 'plans.optionalLegend'], ['/forgot', 'account', 'forgot.intro'], ['/share/not-a-link', 'social', 'share.errors.invalid.fallback']] as const) {
      await test.step(path, async () => {
        if (path !== '/login') await page.goto(path);
        await expect(page.getByText(hi(ns, key), { exact: true }).first()).toBeVisible({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} fits 360 px`).toBeLessThanOrEqual(0);
        await expectNoEnglishUi(page);
        await expectNoAxeViolations(page);
      });
    }
  });
});
