import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, loginAs } from '../fixtures';

/**
 * Releasing one remote, end to end: the release CLI against a static root this spec owns
 * (a copy of the e2e server's), served by a server this spec starts, seen in Chromium.
 */
const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'tools/release/cli.mjs');
const E2E_STATIC = path.join(ROOT, 'e2e', `.run-${process.env.E2E_PORT || '8180'}`, 'static');

interface Registry {
  remotes: Record<string, { current: string; previous?: string; entry: string; previousEntry?: string } | undefined>;
}
interface VerificationServer {
  url: string;
  stop: () => Promise<void>;
}

let work: string;
let staticRoot: string;
let server: VerificationServer;
let v1: string;
const v2 = `9.0.0-e2e.${Date.now()}`;
const v3 = `9.0.1-e2e.${Date.now()}`;
const v4 = `9.0.2-e2e.${Date.now()}`;
const v5 = `9.0.3-e2e.${Date.now()}`;

const registry = (): Registry => JSON.parse(fs.readFileSync(path.join(staticRoot, 'remotes.json'), 'utf8'));
const quizDir = (v: string) => path.join(staticRoot, 'remotes', 'quiz', v);

/** Runs the release CLI; resolves with its exit code and output. */
function release(args: string[], { useServer = true } = {}): Promise<{ code: number; out: string }> {
  const full = [CLI, ...args, '--static-root', staticRoot, ...(useServer ? ['--server-url', server.url] : [])];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, full, { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** sha256 of every file under the static root except this remote's folder and the registry. */
function checksumsOutsideQuiz(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      const rel = path.relative(staticRoot, p);
      if (rel === path.join('remotes', 'quiz') || rel === 'remotes.json' || rel === '.registry-history' || rel === '.release.lock') continue;
      if (e.isDirectory()) walk(p);
      else out[rel] = crypto.createHash('sha256').update(fs.readFileSync(p)).digest('hex');
    }
  };
  walk(staticRoot);
  return out;
}

/** Breaks a version's remoteEntry.js on disk (and its pre-compressed copies the server prefers). */
function breakRemoteEntry(v: string) {
  for (const ext of ['.gz', '.br']) fs.rmSync(path.join(quizDir(v), `remoteEntry.js${ext}`), { force: true });
  fs.writeFileSync(path.join(quizDir(v), 'remoteEntry.js'), 'this is not javascript (');
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('mobileAppPopupSkipped', '1'));
  return page;
}

async function quizVersionOnPage(page: Page): Promise<string | null> {
  const el = page.locator('main [data-remote="quiz"]');
  await expect(el).toBeAttached({ timeout: 30_000 });
  return el.getAttribute('data-remote-version');
}

async function openAbout(page: Page) {
  await page.getByRole('button', { name: 'About this app: versions of every part' }).click();
  return page.getByRole('dialog', { name: 'About Vistas Learning' });
}

// In order, in one worker; each test starts from the registry the one before left (quiz on
// v1), and a worker restarted after a failure starts again from a fresh copy (beforeAll).
test.describe.configure({ mode: 'default' });

test.describe('releasing one remote', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    expect(fs.existsSync(path.join(E2E_STATIC, 'remotes.json')), `the e2e server's static root ${E2E_STATIC}`).toBe(true);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'release-e2e-'));
    staticRoot = path.join(work, 'static');
    fs.cpSync(E2E_STATIC, staticRoot, { recursive: true });
    fs.rmSync(path.join(staticRoot, '.registry-history'), { recursive: true, force: true });
    v1 = registry().remotes.quiz!.current;
    const served = (await import(pathToFileURL(path.join(ROOT, 'tools/release/served.mjs')).href)) as { startVerificationServer: (root: string) => Promise<VerificationServer> };
    server = await served.startVerificationServer(staticRoot);
  });

  test.afterAll(async () => {
    if (server) await server.stop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  test('deploy a second version of remote-quiz: verified, switched, seen on the next load; then roll back', async ({ browser }) => {
    // A production build of remote-quiz: about 15 s on an idle machine, minutes on a busy one.
    test.setTimeout(600_000);
    const before = checksumsOutsideQuiz();
    const othersBefore = Object.fromEntries(Object.entries(registry().remotes).filter(([id]) => id !== 'quiz'));
    const page = await newPage(browser);
    await loginAs(page, 'premium', '/quiz');
    expect(await quizVersionOnPage(page)).toBe(v1);
    let about = await openAbout(page);
    await expect(about.getByTestId('about-quiz-in-use')).toHaveText(v1);
    await expectNoAxeViolations(page);
    await about.getByRole('button', { name: 'Close' }).click();

    // The real path: build only remote-quiz, verify with a throw-away server, then switch.
    const deploy = await release(['deploy', 'quiz', '--version', v2], { useServer: false });
    expect(deploy.code, deploy.out).toBe(0);
    for (const check of ['manifest', 'expose', 'contract', 'singletons', 'assets', 'smoke']) expect(deploy.out).toMatch(new RegExp(`✓ ${check} `));
    expect(deploy.out).toContain(`switched quiz: ${v1} → ${v2} (previous ${v1})`);
    expect(registry().remotes.quiz).toMatchObject({ current: v2, previous: v1 });

    // The open page keeps its version until the next load; the about panel says a newer one is live.
    expect(await quizVersionOnPage(page)).toBe(v1);
    about = await openAbout(page);
    await expect(about.getByTestId('about-newer')).toContainText(`Tests ${v2}`);
    await about.getByRole('button', { name: 'Close' }).click();

    const fetched: string[] = [];
    page.on('response', (r) => fetched.push(`${r.status()} ${new URL(r.url()).pathname}`));
    await page.reload();
    expect(await quizVersionOnPage(page)).toBe(v2);
    expect(fetched).toContain(`200 /remotes/quiz/${v2}/remoteEntry.js`);
    about = await openAbout(page);
    await expect(about.getByTestId('about-quiz-in-use')).toHaveText(v2);
    await expect(about.getByTestId('about-quiz-previous')).toHaveText(v1);
    // The code running is the new build: it reports the version it was built as.
    await expect(about.getByTestId('about-quiz-build')).toHaveText(v2);
    await expect(about.getByTestId('about-newer')).toHaveCount(0);
    await about.getByRole('button', { name: 'Close' }).click();

    // Nothing of the host or any other remote changed.
    expect(checksumsOutsideQuiz()).toEqual(before);
    expect(Object.fromEntries(Object.entries(registry().remotes).filter(([id]) => id !== 'quiz'))).toEqual(othersBefore);

    // One-command rollback, seen on the next load.
    const status = await release(['status', 'quiz'], { useServer: false });
    expect(status.out).toMatch(new RegExp(`current +${v2.replace(/[.+]/g, '\\$&')}`));
    const rollback = await release(['rollback', 'quiz'], { useServer: false });
    expect(rollback.code, rollback.out).toBe(0);
    expect(registry().remotes.quiz!.current).toBe(v1);
    await page.reload();
    expect(await quizVersionOnPage(page)).toBe(v1);
    about = await openAbout(page);
    await expect(about.getByTestId('about-quiz-in-use')).toHaveText(v1);
    // v1 is the e2e server's build of the package version (`<package version>+<hash>` in the registry).
    await expect(about.getByTestId('about-quiz-build')).toHaveText(v1.split('+')[0]!);
    await about.getByRole('button', { name: 'Close' }).click();
    await expectNoAxeViolations(page);

    expect(checksumsOutsideQuiz()).toEqual(before);
    expect(Object.fromEntries(Object.entries(registry().remotes).filter(([id]) => id !== 'quiz'))).toEqual(othersBefore);
    // Both versions stay on disk: v2 is restorable with `rollback --to`.
    expect(fs.existsSync(quizDir(v2))).toBe(true);
    await page.context().close();
  });

  test('broken versions are refused by verification and the registry stays as it was', async () => {
    test.setTimeout(180_000);
    const regBefore = fs.readFileSync(path.join(staticRoot, 'remotes.json'), 'utf8');
    const copy = (name: string) => {
      const dir = path.join(work, name);
      fs.cpSync(quizDir(v1), dir, { recursive: true });
      return dir;
    };

    const corrupt = copy('corrupt-manifest');
    fs.writeFileSync(path.join(corrupt, 'mf-manifest.json'), '{ "name": "remote_quiz", "exposes": [');
    for (const ext of ['.gz', '.br']) fs.rmSync(path.join(corrupt, `mf-manifest.json${ext}`), { force: true });
    let r = await release(['deploy', 'quiz', '--from', corrupt, '--version', 'broken-manifest']);
    expect(r.code, r.out).toBe(1);
    expect(r.out).toMatch(/✗ manifest +mf-manifest\.json is not valid JSON/);
    expect(r.out).toContain(`the registry was NOT changed: quiz stays on ${v1}`);

    const major2 = copy('contract-2');
    const meta = JSON.parse(fs.readFileSync(path.join(major2, 'remote-meta.json'), 'utf8'));
    fs.writeFileSync(path.join(major2, 'remote-meta.json'), JSON.stringify({ ...meta, contractVersion: '2.0.0' }));
    for (const ext of ['.gz', '.br']) fs.rmSync(path.join(major2, `remote-meta.json${ext}`), { force: true });
    r = await release(['deploy', 'quiz', '--from', major2, '--version', 'broken-contract']);
    expect(r.code, r.out).toBe(1);
    expect(r.out).toMatch(/✗ contract +contract 2\.0\.0 \(major 2\) is not supported by the host \(supported majors: 1\)/);

    const missing = copy('missing-chunk');
    const manifest = JSON.parse(fs.readFileSync(path.join(missing, 'mf-manifest.json'), 'utf8'));
    const chunk: string = manifest.exposes[0].assets.js.async[0];
    for (const ext of ['', '.gz', '.br', '.map']) fs.rmSync(path.join(missing, chunk + ext), { force: true });
    r = await release(['deploy', 'quiz', '--from', missing, '--version', 'broken-assets']);
    expect(r.code, r.out).toBe(1);
    expect(r.out).toMatch(new RegExp(`✗ assets +1 of \\d+ assets do not answer 200: ${chunk.replace(/\./g, '\\.')} → 404`));

    // Files all present and valid, but the exposed module throws in the browser: only the
    // smoke render can tell.
    const throwing = copy('throwing-module');
    const expose: string = manifest.exposes[0].assets.js.sync[0];
    for (const ext of ['.gz', '.br']) fs.rmSync(path.join(throwing, expose + ext), { force: true });
    fs.writeFileSync(path.join(throwing, expose), 'throw new Error("release e2e: broken on purpose");');
    r = await release(['deploy', 'quiz', '--from', throwing, '--version', 'broken-runtime']);
    expect(r.code, r.out).toBe(1);
    expect(r.out).toMatch(/✓ assets /);
    expect(r.out).toMatch(/✗ smoke +.*the error fallback \("remote-unavailable"\) showed on \/quiz/);
    expect(r.out).toContain(`the registry was NOT changed: quiz stays on ${v1}`);

    expect(fs.readFileSync(path.join(staticRoot, 'remotes.json'), 'utf8')).toBe(regBefore);
    for (const v of ['broken-manifest', 'broken-contract', 'broken-assets', 'broken-runtime']) expect(fs.existsSync(quizDir(v)), v).toBe(false);
  });

  test('runtime fallback: a current version whose files break falls back to the previous one; when neither loads, a friendly panel and the rest works', async ({ browser }) => {
    test.setTimeout(180_000);
    // v3 = the same artifact as v1 under a new version (deploying a prebuilt artifact).
    const r = await release(['deploy', 'quiz', '--from', quizDir(v1), '--version', v3]);
    expect(r.code, r.out).toBe(0);
    expect(registry().remotes.quiz).toMatchObject({ current: v3, previous: v1 });

    breakRemoteEntry(v3);
    const page = await newPage(browser);
    const warnings: string[] = [];
    page.on('console', (m) => warnings.push(m.text()));
    await loginAs(page, 'premium', '/quiz');
    expect(await quizVersionOnPage(page)).toBe(v1);
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    expect(warnings.some((w) => w.includes(`remote_quiz ${v3} failed to load; using previous version ${v1}`))).toBe(true);
    const about = await openAbout(page);
    await expect(about.getByTestId('about-quiz-in-use')).toHaveText(v1);
    await expect(about.getByTestId('about-quiz-current')).toHaveText(v3);
    await expect(about.getByTestId('about-quiz-fallback')).toBeVisible();
    await expectNoAxeViolations(page);
    await about.getByRole('button', { name: 'Close' }).click();

    // Neither version loads (every quiz file unreachable): the friendly panel, and the rest works.
    await page.route('**/remotes/quiz/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    const panel = page.getByTestId('remote-unavailable');
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('heading', { name: 'This section is taking a break' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Quiz' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The retry button loads it once the files are reachable again (v3 is still broken, so v1).
    await page.unroute('**/remotes/quiz/**');
    await panel.getByRole('button', { name: 'Try again' }).click();
    expect(await quizVersionOnPage(page)).toBe(v1);
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);

    // The rest of the app keeps working while quiz is down.
    await page.route('**/remotes/quiz/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('sidebar').getByRole('link', { name: /^Home/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('main [data-remote="learning"]')).toBeAttached({ timeout: 30_000 });
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.context().close();

    // Release managers fix it for everyone with one command.
    const back = await release(['rollback', 'quiz']);
    expect(back.code, back.out).toBe(0);
    expect(registry().remotes.quiz!.current).toBe(v1);
  });

  test('runtime fallback: a version whose entry loads but whose chunks are missing falls back too', async ({ browser }) => {
    test.setTimeout(120_000);
    const r = await release(['deploy', 'quiz', '--from', quizDir(v1), '--version', v4]);
    expect(r.code, r.out).toBe(0);
    expect(registry().remotes.quiz).toMatchObject({ current: v4, previous: v1 });
    // Lose every lazy chunk of the exposed module (messages, screens) after the switch.
    const manifest = JSON.parse(fs.readFileSync(path.join(quizDir(v4), 'mf-manifest.json'), 'utf8'));
    for (const f of manifest.exposes[0].assets.js.async as string[]) for (const ext of ['', '.gz', '.br']) fs.rmSync(path.join(quizDir(v4), f + ext), { force: true });

    const page = await newPage(browser);
    await loginAs(page, 'premium', '/quiz');
    expect(await quizVersionOnPage(page)).toBe(v1);
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    const about = await openAbout(page);
    await expect(about.getByTestId('about-quiz-fallback')).toBeVisible();
    await about.getByRole('button', { name: 'Close' }).click();
    await page.context().close();

    const back = await release(['rollback', 'quiz']);
    expect(back.code, back.out).toBe(0);
    expect(registry().remotes.quiz!.current).toBe(v1);
  });

  test('runtime fallback: a missing screen chunk reloads once, then boots the previous version (no reload loop)', async ({ browser }) => {
    test.setTimeout(120_000);
    const r = await release(['deploy', 'quiz', '--from', quizDir(v1), '--version', v5]);
    expect(r.code, r.out).toBe(0);
    // Lose only the quiz hub screen's chunk: the remote starts, its screen cannot.
    const hubChunk = fs.readdirSync(quizDir(v5)).find((f) => f.endsWith('.js') && fs.readFileSync(path.join(quizDir(v5), f), 'utf8').includes('"quiz-hub"'));
    expect(hubChunk, 'the chunk of the quiz hub screen').toBeTruthy();
    for (const ext of ['', '.gz', '.br']) fs.rmSync(path.join(quizDir(v5), hubChunk! + ext), { force: true });

    const page = await newPage(browser);
    let loads = 0;
    page.on('load', () => loads++);
    await loginAs(page, 'premium', '/quiz');
    // The remote starts on v5 (its screen is what fails), so wait for the screen itself.
    await expect(page.getByTestId('quiz-hub')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('main [data-remote="quiz"]')).toHaveAttribute('data-remote-version', v1);
    await page.waitForTimeout(2000);
    // The first load, one reload retrying the current version, one reload on the previous.
    expect(loads).toBeLessThanOrEqual(3);
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await page.context().close();

    const back = await release(['rollback', 'quiz']);
    expect(back.code, back.out).toBe(0);
    expect(registry().remotes.quiz!.current).toBe(v1);
  });
});
