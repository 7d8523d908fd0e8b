// Checks that need the version served over HTTP: every asset answers 200, and a headless
// Chromium smoke render of the remote's first route inside the host, with a TEMPORARY
// registry (intercepted /remotes.json) that points at the candidate version.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, entryUrl, readRegistry } from './registry.mjs';

const require = createRequire(import.meta.url);

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const DEMO_STUDENTS = {
  premium: '9000000001',
  free: '9000000002',
  basic: '9000000003',
};
const DEMO_PASSWORD = 'Student@123';

/**
 * The remote's first route (shared ROUTES order) that takes no parameters, with its access;
 * read from shared/src/contracts/routes.ts so the table has one source. A remote without
 * routes (the assistant widget) is smoke-tested in its slot on the dashboard home page.
 */
export function firstRouteOf(id, routesSource = fs.readFileSync(path.join(ROOT, 'shared/src/contracts/routes.ts'), 'utf8')) {
  const re = /^\s*(\w+):\s*\{\s*path:\s*'([^']+)',\s*owner:\s*'(\w+)',\s*layout:\s*'(\w+)',\s*access:\s*'(\w+)'/gm;
  let m;
  let home = null;
  while ((m = re.exec(routesSource))) {
    const [, routeId, routePath, owner, , access] = m;
    if (routeId === 'home') home = { routeId, path: routePath, access };
    if (owner === id && !routePath.includes(':')) return { routeId, path: routePath, access, slot: false };
  }
  if (!home) throw new Error('shared/src/contracts/routes.ts has no home route');
  return { ...home, slot: true };
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A throw-away server over the static root for verification: the real server (so the
 * smoke render can log in as a demo student), a fresh SQLite database in a temp folder,
 * never the caller's DATABASE_URL. Returns { url, stop, logFile }.
 */
export async function startVerificationServer(staticRoot) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-verify-'));
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_ROOT: staticRoot, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if (!env.npm_config_nodedir && fs.existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  const tsx = path.join(ROOT, 'server/node_modules/.bin/tsx');
  // Its own process group, so stopping it also stops the node process tsx starts.
  const child = spawn(tsx, ['src/main.ts'], { cwd: path.join(ROOT, 'server'), env, stdio: ['ignore', out, out], detached: true });
  let exited = null;
  child.on('exit', (code) => (exited = code ?? 1));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await new Promise((r) => {
        const t = setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            /* gone */
          }
          r();
        }, 5000);
        child.once('exit', () => {
          clearTimeout(t);
          r();
        });
      });
    }
    fs.closeSync(out);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited !== null) break;
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return { url, stop, logFile };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
  await stop();
  throw new Error(`the verification server did not start${log ? `:\n${log}` : ''}`);
}

/** Every asset of the version answers 200 from the server. */
export async function checkAssetsServed(baseUrl, id, version, assets) {
  const name = 'assets';
  const bad = [];
  const base = `${baseUrl}/remotes/${id}/${version}/`;
  // A few at a time: this is a small machine and the files are small.
  const queue = [...assets];
  const worker = async () => {
    while (queue.length) {
      const f = queue.shift();
      try {
        const res = await fetch(new URL(f, base), { headers: { 'accept-encoding': 'br, gzip' } });
        await res.arrayBuffer();
        if (res.status !== 200) bad.push(`${f} → ${res.status}`);
      } catch (e) {
        bad.push(`${f} → ${e.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  if (bad.length) return { name, ok: false, detail: `${bad.length} of ${assets.length} assets do not answer 200: ${bad.slice(0, 8).join(', ')}${bad.length > 8 ? ', …' : ''}` };
  return { name, ok: true, detail: `${assets.length} assets answer 200` };
}

/** The candidate registry: the live one with this remote pointing at the candidate only. */
export function candidateRegistry(live, id, version, meta) {
  const reg = JSON.parse(JSON.stringify(live));
  reg.remotes = reg.remotes || {};
  // No previous version: a candidate that fails must show the failure, not be masked by
  // the runtime fallback.
  reg.remotes[id] = { current: version, entry: entryUrl(id, version), contractVersion: meta.contractVersion, nav: meta.nav || [], history: [] };
  return reg;
}

async function login(baseUrl, who) {
  const mobile = DEMO_STUDENTS[who];
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usernameOrEmail: mobile, password: DEMO_PASSWORD, deviceId: `release-smoke-${who}` }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || !body.data || !body.data.accessToken) throw new Error(`demo login as ${who} failed (${res.status} ${body.message ?? ''})`);
  const d = body.data;
  const obj = (v) => (v === -1 || v == null ? null : v);
  return {
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
}

/**
 * Renders the remote's first route in the host with the candidate registry and reports
 * what a student would see: the remote mounted at the candidate version, no error panel,
 * no page errors, no failed request for the candidate's files.
 */
export async function smokeRender({ baseUrl, staticRoot, id, version, meta, as = 'premium', screenshotDir, timeoutMs = 45_000 }) {
  const name = 'smoke';
  const route = firstRouteOf(id);
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const problems = [];
  let shot = null;
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    const registry = candidateRegistry(readRegistry(staticRoot), id, version, meta);
    await context.route('**/remotes.json', (r) => r.fulfill({ status: 200, contentType: 'application/json', headers: { 'cache-control': 'no-store' }, body: JSON.stringify(registry) }));
    if (route.access === 'private' || route.access === 'onboarding') {
      const auth = await login(baseUrl, as);
      await context.addInitScript(
        ([value, device]) => {
          localStorage.setItem('vista-auth', value);
          localStorage.setItem('vista-device-id', device);
        },
        [JSON.stringify(auth), `release-smoke-${as}`],
      );
    }
    const page = await context.newPage();
    const pageErrors = [];
    const fellBack = [];
    const badFiles = [];
    let entryLoaded = false;
    const prefix = `/remotes/${id}/${version}/`;
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('console', (m) => {
      if (/\[federation\].*failed to load/.test(m.text())) fellBack.push(m.text());
    });
    page.on('response', (res) => {
      const u = new URL(res.url());
      if (!u.pathname.startsWith(prefix)) return;
      if (res.status() >= 400) badFiles.push(`${u.pathname} → ${res.status()}`);
      else if (/remoteEntry\.js$/.test(u.pathname)) entryLoaded = true;
    });
    page.on('requestfailed', (req) => {
      const u = new URL(req.url());
      if (u.pathname.startsWith(prefix)) badFiles.push(`${u.pathname} → ${req.failure()?.errorText ?? 'failed'}`);
    });

    await page.goto(route.path, { waitUntil: 'domcontentloaded' });
    const mounted = page.locator(`[data-remote="${id}"]`);
    const panel = page.getByTestId('remote-unavailable');
    const deadline = Date.now() + timeoutMs;
    let outcome = 'timeout';
    let firstErrorAt = 0;
    while (Date.now() < deadline) {
      if (await panel.count()) { outcome = 'panel'; break; }
      if (await mounted.count()) { outcome = 'mounted'; break; }
      // A page that threw and shows nothing for 10 s more will not recover.
      if (pageErrors.length && !firstErrorAt) firstErrorAt = Date.now();
      if (firstErrorAt && Date.now() - firstErrorAt > 10_000) break;
      await page.waitForTimeout(200);
    }
    if (outcome === 'mounted') {
      // Let the lazy screen and its first requests settle, then look again.
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
      await page.waitForTimeout(300);
      if (await panel.count()) outcome = 'panel';
    }
    const finalPath = new URL(page.url()).pathname;
    if (outcome === 'timeout') problems.push(`${id} did not mount on ${route.path} within ${Math.round(timeoutMs / 1000)} s (page is at ${finalPath})`);
    if (outcome === 'panel') problems.push(`the error fallback ("remote-unavailable") showed on ${route.path}`);
    if (outcome === 'mounted') {
      const shown = await mounted.first().getAttribute('data-remote-version');
      if (shown !== version) problems.push(`the host mounted ${id} ${shown}, not the candidate ${version}`);
    }
    if (!entryLoaded) problems.push(`the browser never loaded ${prefix}remoteEntry.js${pageErrors.length ? ' (the host page failed first: is the deployed host healthy?)' : ''}`);
    if (fellBack.length) problems.push(`the runtime fell back: ${fellBack[0]}`);
    if (badFiles.length) problems.push(`files failed: ${badFiles.slice(0, 5).join(', ')}`);
    if (pageErrors.length) problems.push(`page errors: ${pageErrors.slice(0, 3).join(' | ')}`);
    if (problems.length && screenshotDir) {
      fs.mkdirSync(screenshotDir, { recursive: true });
      shot = path.join(screenshotDir, `smoke-${id}-${version}.png`);
      await page.screenshot({ path: shot, fullPage: true }).catch(() => (shot = null));
    }
    await context.close();
  } finally {
    await browser.close();
  }
  const where = route.slot ? `${route.path} (${id} widget slot)` : route.path;
  if (problems.length) return { name, ok: false, detail: `${problems.join('; ')}${shot ? ` (screenshot: ${shot})` : ''}` };
  return { name, ok: true, detail: `${where} rendered ${id} ${version} inside the host with no error fallback and no page errors` };
}
