#!/usr/bin/env node
// `npm run bench`: measures what a student on a cheap phone feels. Builds what is stale,
// starts the real server on a fresh database, then reports
//  - first-load JavaScript of the login page and of /home (bytes on the wire, compressed),
//  - load timings in Chromium with a slow-4G profile and 4x CPU slowdown,
//  - API latency (p50/p95) of a few hot endpoints over sequential requests.
// Results go to stdout and bench-results.json. A benchmark, not a test: it never fails on numbers.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, ensurePnpm, ensureInstalled, buildApps, log } from './lib.mjs';

const port = process.env.BENCH_PORT || '8390';
const base = `http://localhost:${port}`;
const pnpm = ensurePnpm();
ensureInstalled(pnpm);
buildApps(pnpm);

const server = spawn(process.execPath, [path.join(ROOT, 'tools/scripts/e2e-server.mjs')], {
  env: { ...process.env, E2E_PORT: port, E2E_SKIP_BUILD: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitUp() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}
await waitUp();

const { chromium } = await import(path.join(ROOT, 'node_modules/.pnpm/node_modules/playwright-core/index.mjs'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function pageLoad(url, { session } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  if (session) await context.addInitScript((v) => localStorage.setItem('vista-auth', v), JSON.stringify(session));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up; a mid-range phone's CPU.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let jsBytes = 0;
  let totalBytes = 0;
  const sizes = new Map();
  cdp.on('Network.responseReceived', (e) => sizes.set(e.requestId, e.response.mimeType));
  cdp.on('Network.loadingFinished', (e) => {
    totalBytes += e.encodedDataLength;
    if (/javascript/.test(sizes.get(e.requestId) || '')) jsBytes += e.encodedDataLength;
  });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  const wall = Date.now() - t0;
  const paint = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const nav = performance.getEntriesByType('navigation')[0];
    return { fcp: fcp ? Math.round(fcp.startTime) : null, domContentLoaded: nav ? Math.round(nav.domContentLoadedEventEnd) : null };
  });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let v = null;
        new PerformanceObserver((l) => { for (const e of l.getEntries()) v = Math.round(e.startTime); }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(v), 300);
      }),
  );
  await context.close();
  return { url, jsKB: +(jsBytes / 1024).toFixed(1), totalKB: +(totalBytes / 1024).toFixed(1), fcpMs: paint.fcp, lcpMs: lcp, domContentLoadedMs: paint.domContentLoaded, networkIdleMs: wall };
}

async function login() {
  const res = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usernameOrEmail: '9000000003', password: 'Student@123', deviceId: 'bench' }) });
  const d = (await res.json()).data;
  const obj = (v) => (v === -1 || v == null ? null : v);
  return { ...d, userId: d.userSurId, classStandardObject: obj(d.classStandardObject), syllabusObject: obj(d.syllabusObject), stateObject: obj(d.stateObject), expires_in: Date.now() + 86400000 };
}

async function latency(pathname, token, n = 60) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const r = await fetch(`${base}${pathname}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    await r.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const q = (p) => +times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
  return { path: pathname, n, p50ms: q(0.5), p95ms: q(0.95) };
}

const session = await login();
const results = {
  at: new Date().toISOString(),
  profile: 'slow 4G (150 ms RTT, 1.6 Mbps), 4x CPU slowdown, 390x844',
  pages: [await pageLoad(`${base}/login`), await pageLoad(`${base}/home`, { session })],
  api: [
    await latency('/api/v1/state/list'),
    await latency('/api/v1/classStandard/'),
    await latency('/api/v1/user/status', session.accessToken),
    await latency('/remotes.json'),
  ],
};
await browser.close();
stop();
fs.writeFileSync(path.join(ROOT, 'bench-results.json'), JSON.stringify(results, null, 2) + '\n');
log('first load (compressed bytes on the wire) and timings:');
console.table(results.pages);
log('API latency (sequential, loopback):');
console.table(results.api);
process.exit(0);
