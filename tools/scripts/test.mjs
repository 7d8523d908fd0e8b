#!/usr/bin/env node
// `npm test`: installs what is missing (pnpm, the workspace, Debian's Chromium), then runs
// every test: type checks, each package's jest suite, the release tooling's tests, the
// server suite (SQLite; PostgreSQL too when DATABASE_URL is set) and Playwright end to end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ROOT, ensurePnpm, ensureInstalled, buildApps, run, log } from './lib.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit server`
const want = (step) => only.length === 0 || only.includes(step);

// Noto fonts so Hindi (Devanagari) and emoji are readable in e2e screenshots and traces.
const BROWSER_PACKAGES = ['chromium', 'fonts-noto-core', 'fonts-noto-color-emoji'];
function ensureChromium() {
  const bin = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const fonts = fs.existsSync('/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf');
  if (fs.existsSync(bin) && (fonts || process.env.CHROMIUM_PATH)) return;
  if (process.getuid && process.getuid() === 0) {
    log("installing Debian's Chromium and Noto fonts (apt-get)");
    // Only fonts missing: a failed install leaves screenshots less readable, it does not stop the tests.
    const allowFail = fs.existsSync(bin);
    run('apt-get', ['update', '-qq'], { allowFail });
    run('apt-get', ['install', '-y', '-qq', ...BROWSER_PACKAGES], { env: { DEBIAN_FRONTEND: 'noninteractive' }, allowFail });
  } else if (!fs.existsSync(bin)) {
    console.error(`✗ Chromium is missing: run \`sudo apt-get install -y ${BROWSER_PACKAGES.join(' ')}\` (Debian's packages), then npm test again.`);
    process.exit(1);
  }
}

const pnpm = ensurePnpm();
ensureInstalled(pnpm);

const results = [];
function step(name, cmd, args, env = {}) {
  if (!want(name.split(':')[0])) return;
  log(`▶ ${name}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - t0) / 1000) });
  log(`${ok ? '✓' : '✗'} ${name} (${Math.round((Date.now() - t0) / 1000)} s)`);
}

step('typecheck', pnpm, ['-r', '--no-bail', '--workspace-concurrency=2', 'typecheck']);
// Jest sees CI=true and runs in CI mode by itself.
step('unit', pnpm, ['-r', '--no-bail', '--workspace-concurrency=1', '--filter', './shared', '--filter', './host', '--filter', './remote-*', 'test']);
step('tools', pnpm, ['--filter', 'tools', 'test']);
// The default run is on the embedded SQLite, whatever DATABASE_URL the shell has.
step('server:sqlite', pnpm, ['--filter', 'server', 'test'], { DATABASE_URL: '' });
if (process.env.DATABASE_URL) step('server:postgres', pnpm, ['--filter', 'server', 'test']);
if (want('e2e')) {
  ensureChromium();
  buildApps(pnpm);
  step('e2e', pnpm, ['--filter', 'e2e', 'test'], { E2E_SKIP_BUILD: '1' });
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
