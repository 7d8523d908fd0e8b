// Helpers for the two README commands. Plain Node (no dependencies): they run on a fresh
// machine that has only Node and npm.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const PNPM_VERSION = '12.21.0';
export const APPS = ['host', 'remote-account', 'remote-learning', 'remote-quiz', 'remote-social', 'remote-assistant'];

export const log = (...a) => console.log('\x1b[36m›\x1b[0m', ...a);

/** Native addons (better-sqlite3) compile against the machine's Node headers, never a download. */
export function buildEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  if (!env.npm_config_nodedir && fs.existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  return env;
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, env: buildEnv(opts.env), ...opts, });
  if (r.status !== 0 && !opts.allowFail) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
  return r.status ?? 1;
}

function has(cmd, args = ['--version']) {
  const r = spawnSync(cmd, args, { stdio: 'pipe', encoding: 'utf8' });
  return r.status === 0 ? (r.stdout || '').trim() : null;
}

/** pnpm 12, installed with npm when missing (corepack fails on these machines). */
export function ensurePnpm() {
  const v = has('pnpm');
  if (v && v.startsWith('12.')) return 'pnpm';
  log(`installing pnpm ${PNPM_VERSION} with npm`);
  const r = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (r.status === 0 && has('pnpm')) return 'pnpm';
  // No permission for a global install: keep a local copy in the repo's tool cache.
  const local = path.join(ROOT, 'node_modules/.tools');
  run('npm', ['install', '--prefix', local, `pnpm@${PNPM_VERSION}`, '--no-save']);
  return path.join(local, 'node_modules/.bin/pnpm');
}

/** Installs the workspace from the lockfile when node_modules is missing or stale. */
export function ensureInstalled(pnpm) {
  const marker = path.join(ROOT, 'node_modules/.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  const stale = !fs.existsSync(marker) || fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs;
  if (stale) {
    log('installing dependencies (pnpm install --frozen-lockfile)');
    run(pnpm, ['install', '--frozen-lockfile']);
  }
}

function newestMtime(dir) {
  let newest = 0;
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  walk(dir);
  return newest;
}

/** Builds the apps whose sources (or shared/, tools/mf) changed since their last build. */
export function buildApps(pnpm, { force = false } = {}) {
  const sharedNewest = Math.max(newestMtime(path.join(ROOT, 'shared/src')), newestMtime(path.join(ROOT, 'tools/mf')));
  const todo = APPS.filter((app) => {
    if (force) return true;
    const stamp = path.join(ROOT, app, 'dist/index.html');
    if (!fs.existsSync(stamp)) return true;
    const built = fs.statSync(stamp).mtimeMs;
    return Math.max(newestMtime(path.join(ROOT, app, 'src')), sharedNewest, fs.statSync(path.join(ROOT, app, 'package.json')).mtimeMs) > built;
  });
  if (!todo.length) {
    log('front-end builds are up to date');
    return;
  }
  log(`building ${todo.join(', ')}`);
  // Two at a time: this machine has two cores.
  const filters = todo.flatMap((a) => ['--filter', `./${a}`]);
  run(pnpm, ['-r', '--workspace-concurrency=2', ...filters, 'build']);
}

/** Puts the current builds into the static root and points the registry at them. */
export async function deployAll(staticRoot) {
  const reg = await import('../release/registry.mjs');
  reg.publishHost(staticRoot, path.join(ROOT, 'host/dist'));
  for (const id of reg.REMOTES) {
    const dist = path.join(ROOT, `remote-${id}/dist`);
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, `remote-${id}/package.json`), 'utf8'));
    const version = `${pkg.version}+${reg.hashDir(dist)}`;
    reg.publishRemote(staticRoot, id, dist, version);
    const cur = reg.readRegistry(staticRoot).remotes[id];
    if (!cur || cur.current !== version) reg.switchRemote(staticRoot, id, version);
  }
}

export function spawnServer(env) {
  const tsx = path.join(ROOT, 'server/node_modules/.bin/tsx');
  return spawn(tsx, ['src/main.ts'], { cwd: path.join(ROOT, 'server'), stdio: 'inherit', env: buildEnv(env) });
}
