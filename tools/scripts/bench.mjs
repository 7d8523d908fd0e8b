#!/usr/bin/env node
// `npm run bench`: measures what a student on a cheap phone feels. Builds what is stale,
// deploys the builds into a fresh static root, starts the real server on a fresh database,
// then reports (median of BENCH_RUNS runs, default 3):
//  - first-load JavaScript of /login (guest) and /home (signed-in basic student): bytes on the
//    wire (compressed, headers included) and requests, split into host and each remote, both
//    until the screen appears (`jsKBToReady`) and until the network is idle (`jsKB`, which also
//    counts what loads after the screen on purpose, e.g. the assistant widget);
//  - timings in Chromium with a slow-4G profile and 4x CPU slowdown: FCP, LCP and `readyMs`,
//    the moment the route's real screen is on the page (the login form's inputs, the home
//    screen's headings). FCP alone is not enough: the boot placeholder ("Loading…") paints
//    before any JavaScript runs;
//  - a repeat visit of /home (warm HTTP cache): what is still downloaded or revalidated;
//  - the served headers of every response (brotli for JS/CSS/HTML/JSON, `immutable` for hashed
//    and versioned files, `no-cache` for index.html and remotes.json) with any rule broken;
//  - API latency (p50/p95) of a few hot endpoints over sequential requests.
// A page that never shows its screen (a crash, a redirect to /login) fails the run instead of
// reporting the numbers of a broken page. Results go to stdout and bench-results.json.
//
//   BENCH_PORT=8390  BENCH_RUNS=3  BENCH_DIST=<folder with host/, remote-*/ builds>  (skips the build)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, APPS, ensurePnpm, ensureInstalled, buildApps, spawnServer, log } from './lib.mjs';
import * as reg from '../release/registry.mjs';

const port = process.env.BENCH_PORT || '8390';
const runs = Math.max(1, Number(process.env.BENCH_RUNS || 3));
const base = `http://localhost:${port}`;
const distRoot = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : null;
const distOf = (app) => (distRoot ? path.join(distRoot, app) : path.join(ROOT, app, 'dist'));

if (!distRoot) {
  const pnpm = ensurePnpm();
  ensureInstalled(pnpm);
  buildApps(pnpm);
}
for (const app of APPS) if (!fs.existsSync(path.join(distOf(app), 'index.html'))) throw new Error(`no build of ${app} in ${distOf(app)}`);

// A private static root and database, so a bench never disturbs (or is disturbed by) a running app.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vistas-bench-'));
const staticRoot = path.join(work, 'static');
reg.publishHost(staticRoot, distOf('host'));
const deployed = {};
for (const id of reg.REMOTES) {
  const dist = distOf(`remote-${id}`);
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, `remote-${id}/package.json`), 'utf8'));
  const version = `${pkg.version}+${reg.hashDir(dist)}`;
  reg.publishRemote(staticRoot, id, dist, version);
  reg.switchRemote(staticRoot, id, version);
  deployed[id] = version;
}

const server = spawnServer({ PORT: port, HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), STATIC_ROOT: staticRoot, NODE_ENV: 'test', LOG_LEVEL: 'warn' });
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
};
process.on('exit', stop);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));

async function waitUp() {
  for (let i = 0; i < 240; i++) {
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

/** Which app a URL belongs to: `host` or the remote id. */
const ownerOf = (url) => {
  const m = new URL(url).pathname.match(/^\/remotes\/([^/]+)\//);
  return m ? m[1] : 'host';
};

/** Header rules of ARCHITECTURE.md §2, checked on every response the pages received. */
function headerProblems(r) {
  const out = [];
  const p = new URL(r.url).pathname;
  if (r.status >= 400 || p.startsWith('/api/') || p.startsWith('/media/')) return out;
  const compressible = /javascript|css|html|json|svg/.test(r.mime || '');
  if (compressible && r.bodyBytes > 1024 && r.encoding !== 'br') out.push(`${p}: ${r.bodyBytes} B ${r.mime} sent ${r.encoding || 'uncompressed'}, not brotli`);
  const hashed = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(p) || /^\/remotes\/[^/]+\/[^/]+\/.+/.test(p);
  if (hashed && !/immutable/.test(r.cacheControl || '')) out.push(`${p}: hashed or versioned but Cache-Control "${r.cacheControl}"`);
  if ((r.mime || '').includes('html') || p === '/remotes.json' || p === '/app-config.json') {
    if (!/no-cache|no-store/.test(r.cacheControl || '')) out.push(`${p}: must revalidate but Cache-Control "${r.cacheControl}"`);
  }
  return out;
}

/**
 * One page load in a fresh browser context (cold cache) unless `context` is given.
 * `ready` is a CSS selector of the route's real screen.
 */
async function pageLoad(url, { session, ready, context: given } = {}) {
  const context = given ?? (await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 }));
  if (!given) {
    if (session) await context.addInitScript((v) => localStorage.setItem('vista-auth', v), JSON.stringify(session));
    // The moment the route's screen appears, seen from inside the page.
    await context.addInitScript((sel) => {
      const w = window;
      w.__benchReady = null;
      const check = () => {
        if (w.__benchReady == null && document.querySelector(sel)) w.__benchReady = Math.round(performance.now());
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true });
    }, ready);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up; a mid-range phone's CPU.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const reqs = new Map();
  let fromCache = 0;
  cdp.on('Network.requestWillBeSent', (e) => reqs.set(e.requestId, { url: e.request.url }));
  cdp.on('Network.requestServedFromCache', () => fromCache++);
  cdp.on('Network.responseReceived', (e) => {
    const r = reqs.get(e.requestId);
    if (!r) return;
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    Object.assign(r, { status: e.response.status, mime: e.response.mimeType, encoding: h['content-encoding'], cacheControl: h['cache-control'], diskCache: !!e.response.fromDiskCache });
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = reqs.get(e.requestId);
    if (r) r.bodyBytes = (r.bodyBytes || 0) + e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = reqs.get(e.requestId);
    if (r) r.wire = e.encodedDataLength;
  });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  try {
    await page.waitForSelector(ready, { state: 'visible', timeout: 60_000 });
  } catch {
    const shot = path.join(os.tmpdir(), `bench-failed-${Date.now()}.png`);
    await page.screenshot({ path: shot }).catch(() => {});
    throw new Error(`${url}: the screen (${ready}) never appeared; now at ${page.url()} (screenshot ${shot})`);
  }
  // Whatever the screen starts after it appears (data, images) finishes before we count.
  await page.waitForLoadState('networkidle');
  const wall = Date.now() - t0;
  const m = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let lcp = null;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) lcp = Math.round(e.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          const nav = performance.getEntriesByType('navigation')[0];
          // JavaScript the screen waited for: scripts that finished before it appeared.
          const ready = window.__benchReady;
          const scripts = performance.getEntriesByType('resource').filter((e) => /\.js(\?|$)/.test(e.name));
          const before = scripts.filter((e) => ready != null && e.responseEnd <= ready);
          const jsBeforeReady = before.reduce((s, e) => s + e.transferSize, 0);
          resolve({ fcp: fcp ? Math.round(fcp.startTime) : null, lcp, dcl: nav ? Math.round(nav.domContentLoadedEventEnd) : null, ready, jsBeforeReady, jsRequestsBeforeReady: before.filter((e) => e.transferSize > 0).length });
        }, 300);
      }),
  );
  const finalUrl = page.url();
  await page.close();
  if (!given) await context.close();

  const list = [...reqs.values()].filter((r) => r.status);
  const onWire = list.filter((r) => !r.diskCache && r.wire);
  const js = onWire.filter((r) => /javascript/.test(r.mime || ''));
  const byApp = {};
  for (const r of js) byApp[ownerOf(r.url)] = +(((byApp[ownerOf(r.url)] || 0) + r.wire / 1024).toFixed(1));
  return {
    url: new URL(url).pathname,
    finalUrl: new URL(finalUrl).pathname,
    jsKB: +(js.reduce((s, r) => s + r.wire, 0) / 1024).toFixed(1),
    jsRequests: js.length,
    jsKBToReady: +(m.jsBeforeReady / 1024).toFixed(1),
    jsRequestsToReady: m.jsRequestsBeforeReady,
    jsKBByApp: byApp,
    totalKB: +(onWire.reduce((s, r) => s + r.wire, 0) / 1024).toFixed(1),
    requests: onWire.length,
    revalidated: list.filter((r) => r.status === 304).length,
    fromCache: fromCache + list.filter((r) => r.diskCache).length,
    fcpMs: m.fcp,
    lcpMs: m.lcp,
    readyMs: m.ready,
    domContentLoadedMs: m.dcl,
    networkIdleMs: wall,
    problems: [...new Set(list.flatMap(headerProblems))],
    files: list.map((r) => ({ url: new URL(r.url).pathname, status: r.status, kb: r.wire != null ? +(r.wire / 1024).toFixed(1) : null, encoding: r.encoding || null, cache: r.diskCache ? 'disk' : r.cacheControl || null })),
  };
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

const median = (xs) => {
  const v = xs.filter((x) => x != null).sort((a, b) => a - b);
  return v.length ? v[Math.floor((v.length - 1) / 2)] : null;
};
/** The median run's numbers (bytes are the same every run; timings are not). */
function summarize(samples) {
  const first = samples[0];
  const out = { url: first.url, runs: samples.length };
  for (const k of ['jsKBToReady', 'jsRequestsToReady', 'jsKB', 'jsRequests', 'totalKB', 'requests', 'revalidated', 'fromCache', 'fcpMs', 'lcpMs', 'readyMs', 'domContentLoadedMs', 'networkIdleMs']) out[k] = median(samples.map((s) => s[k]));
  out.readyMsAll = samples.map((s) => s.readyMs);
  out.jsKBByApp = first.jsKBByApp;
  out.problems = [...new Set(samples.flatMap((s) => s.problems))];
  out.files = first.files;
  return out;
}

function expectScreen(sample, path) {
  if (sample.finalUrl !== path) throw new Error(`${sample.url} ended at ${sample.finalUrl}, not ${path}: the numbers would be of the wrong page`);
  return sample;
}

const session = await login();
const LOGIN_READY = 'main form input';
const HOME_READY = 'main h2';
const cold = { login: [], home: [] };
const warm = [];
for (let i = 0; i < runs; i++) {
  log(`run ${i + 1}/${runs}`);
  cold.login.push(expectScreen(await pageLoad(`${base}/login`, { ready: LOGIN_READY }), '/login'));
  cold.home.push(expectScreen(await pageLoad(`${base}/home`, { session, ready: HOME_READY }), '/home'));
  // Repeat visit: the same browser profile loads /home a second time.
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await ctx.addInitScript((v) => localStorage.setItem('vista-auth', v), JSON.stringify(session));
  await ctx.addInitScript((sel) => {
    window.__benchReady = null;
    new MutationObserver(() => {
      if (window.__benchReady == null && document.querySelector(sel)) window.__benchReady = Math.round(performance.now());
    }).observe(document, { subtree: true, childList: true });
  }, HOME_READY);
  await pageLoad(`${base}/home`, { ready: HOME_READY, context: ctx });
  warm.push(expectScreen(await pageLoad(`${base}/home`, { ready: HOME_READY, context: ctx }), '/home'));
  await ctx.close();
}

const pages = [summarize(cold.login), summarize(cold.home), { ...summarize(warm), url: '/home (repeat visit)' }];
const results = {
  at: new Date().toISOString(),
  profile: 'slow 4G (150 ms RTT, 1.6 Mbps down), 4x CPU slowdown, 390x844; median of runs',
  machine: { cpus: os.cpus().length, loadavg: os.loadavg().map((x) => +x.toFixed(1)) },
  remotes: deployed,
  pages,
  api: [
    await latency('/api/v1/state/list'),
    await latency('/api/v1/classStandard/'),
    await latency('/api/v1/user/status', session.accessToken),
    await latency('/remotes.json'),
  ],
};
await browser.close();
fs.writeFileSync(path.resolve(ROOT, process.env.BENCH_OUT || 'bench-results.json'), JSON.stringify(results, null, 2) + '\n');
log(`first load (compressed bytes on the wire, median of ${runs}; machine load ${results.machine.loadavg.join(' ')} on ${results.machine.cpus} cores):`);
console.table(pages.map(({ files, problems, jsKBByApp, readyMsAll, ...rest }) => ({ ...rest, readyMsAll: readyMsAll.join('/') })));
log('JS KB by app:');
console.table(Object.fromEntries(pages.map((p) => [p.url, p.jsKBByApp])));
const problems = [...new Set(pages.flatMap((p) => p.problems))];
if (problems.length) {
  log('served-header problems:');
  for (const p of problems) console.log('  ✗', p);
} else log('served headers: brotli, immutable and no-cache rules hold for every response');
log('API latency (sequential, loopback):');
console.table(results.api);
process.exit(0);
