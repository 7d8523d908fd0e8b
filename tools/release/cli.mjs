#!/usr/bin/env node
// The release CLI: deploy, verify, rollback, status and prune ONE remote, never touching
// the host or any other remote. See "Releasing one remote" in the root README.
//
//   pnpm release deploy <remote> [--version <v>] [--from <build dir>] [--static-root <dir>]
//   pnpm release verify <remote> <version> [--static-root <dir>]
//   pnpm release rollback <remote> [--to <version>] [--static-root <dir>]
//   pnpm release status [<remote>] [--json] [--static-root <dir>]
//   pnpm release prune <remote> [--keep <n>] [--dry-run] [--static-root <dir>]
//
// Common options: --server-url <url> (verify against a running server that serves this
// static root instead of starting a throw-away one), --as premium|free|basic (the demo
// student for the smoke render), --keep-failed (keep a refused candidate's folder).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  REMOTES,
  ROOT,
  hashDir,
  listVersions,
  prunePlan,
  publishRemote,
  readMeta,
  readRegistry,
  remoteDir,
  switchRemote,
  versionDir,
  withLock,
} from './registry.mjs';
import { hostSingletons, manifestAssets, staticChecks, validateVersionName } from './checks.mjs';
import { checkAssetsServed, smokeRender, startVerificationServer } from './served.mjs';

const tty = process.stdout.isTTY && !process.env.NO_COLOR;
const c = (code, s) => (tty ? `\x1b[${code}m${s}\x1b[0m` : s);
const ok = (s) => console.log(`${c(32, '✓')} ${s}`);
const bad = (s) => console.log(`${c(31, '✗')} ${s}`);
const info = (s) => console.log(`${c(36, '›')} ${s}`);

class UsageError extends Error {}
class ReleaseError extends Error {}

export function parseArgs(argv) {
  const positional = [];
  const opts = {};
  const flags = new Set(['json', 'dry-run', 'keep-failed', 'help']);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const [k, inline] = a.slice(2).split(/=(.*)/s);
      if (flags.has(k)) opts[k] = true;
      else {
        const v = inline ?? argv[++i];
        if (v === undefined || v.startsWith('--')) throw new UsageError(`--${k} needs a value`);
        opts[k] = v;
      }
    } else positional.push(a);
  }
  return { positional, opts };
}

export function staticRootFrom(opts, env = process.env) {
  // Relative paths are the caller's: pnpm runs scripts from the package folder, INIT_CWD is where it was typed.
  const cwd = env.INIT_CWD || process.cwd();
  if (opts['static-root']) return path.resolve(cwd, opts['static-root']);
  if (env.STATIC_ROOT) return path.resolve(cwd, env.STATIC_ROOT);
  const dataDir = env.DATA_DIR ? path.resolve(cwd, env.DATA_DIR) : path.join(ROOT, '.data');
  return path.join(dataDir, 'static');
}

function remoteArg(id) {
  const clean = String(id ?? '').replace(/^remote-/, '');
  if (!REMOTES.includes(clean)) throw new UsageError(`unknown remote "${id ?? ''}" (one of: ${REMOTES.join(', ')})`);
  return clean;
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

function hostInfo(staticRoot) {
  const contract = readJson(path.join(ROOT, 'shared/src/contracts/contract.json'));
  const host = hostSingletons(readJson(path.join(staticRoot, 'mf-manifest.json')), readJson(path.join(ROOT, 'host/package.json')), readJson(path.join(ROOT, 'shared/package.json')));
  return { contract, host };
}

function printChecks(results) {
  for (const r of results) (r.ok ? ok : bad)(`${r.name.padEnd(10)} ${r.detail}`);
}

/**
 * The full verification of a published version folder: the static checks, then over HTTP
 * every asset and the smoke render. Returns the list of check results.
 */
async function verifyPublished(staticRoot, id, version, opts, preResults = null) {
  const results = preResults ?? staticChecks(versionDir(staticRoot, id, version), id, hostInfo(staticRoot)).results;
  if (!preResults) printChecks(results);
  if (results.some((r) => !r.ok)) return results;
  if (!fs.existsSync(path.join(staticRoot, 'index.html'))) {
    const r = { name: 'smoke', ok: false, detail: `the host is not deployed in ${staticRoot} (no index.html); run \`npm start\` once to deploy it` };
    printChecks([r]);
    return [...results, r];
  }
  const manifest = readJson(path.join(versionDir(staticRoot, id, version), 'mf-manifest.json'));
  const meta = readMeta(staticRoot, id, version);
  let server = null;
  let baseUrl = opts['server-url'] || process.env.RELEASE_SERVER_URL;
  const out = [...results];
  try {
    if (baseUrl) {
      baseUrl = baseUrl.replace(/\/$/, '');
      // It must serve THIS static root: the candidate's meta file answers from it.
      const probe = await fetch(`${baseUrl}/remotes/${id}/${version}/remote-meta.json`).catch(() => null);
      if (!probe || probe.status !== 200) throw new ReleaseError(`${baseUrl} does not serve ${staticRoot} (no /remotes/${id}/${version}/remote-meta.json); drop --server-url to use a throw-away server`);
    } else {
      info('starting a throw-away server over the static root for verification');
      server = await startVerificationServer(staticRoot);
      baseUrl = server.url;
    }
    const assets = await checkAssetsServed(baseUrl, id, version, manifestAssets(manifest));
    printChecks([assets]);
    out.push(assets);
    if (!assets.ok) return out;
    info(`smoke render in headless Chromium (${baseUrl})`);
    let smoke;
    try {
      smoke = await smokeRender({ baseUrl, staticRoot, id, version, meta, as: opts.as || 'premium', screenshotDir: path.join(os.tmpdir(), 'release-smoke') });
    } catch (e) {
      smoke = { name: 'smoke', ok: false, detail: `could not run the smoke render: ${e.message.split('\n')[0]}` };
    }
    printChecks([smoke]);
    out.push(smoke);
    return out;
  } finally {
    if (server) await server.stop();
  }
}

function buildRemote(id, outDir, version) {
  const dir = remoteDir(id);
  const webpack = path.join(dir, 'node_modules/.bin/webpack');
  if (!fs.existsSync(webpack)) throw new ReleaseError(`${webpack} is missing; run pnpm install`);
  const env = { ...process.env };
  if (!env.npm_config_nodedir && fs.existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  const r = spawnSync(webpack, ['--mode', 'production', '--env', `outDir=${outDir}`, '--env', `version=${version}`], { cwd: dir, stdio: 'inherit', env });
  if (r.status !== 0) throw new ReleaseError(`the build of remote-${id} failed (exit ${r.status}); nothing was published`);
  if (!fs.existsSync(path.join(outDir, 'mf-manifest.json'))) throw new ReleaseError(`the build of remote-${id} produced no mf-manifest.json`);
}

async function cmdDeploy(id, opts, staticRoot) {
  const pkg = readJson(path.join(remoteDir(id), 'package.json'));
  const asked = opts.version;
  if (asked) {
    const err = validateVersionName(asked);
    if (err) throw new UsageError(err);
    if (fs.existsSync(versionDir(staticRoot, id, asked))) {
      throw new ReleaseError(`version ${asked} of ${id} already exists and is never rebuilt or overwritten; pick a new version, or \`pnpm release rollback ${id} --to ${asked}\` to point at it`);
    }
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `release-${id}-`));
  try {
    let build;
    if (opts.from) {
      build = path.resolve(process.env.INIT_CWD || process.cwd(), opts.from);
      if (!fs.existsSync(build)) throw new UsageError(`--from ${build} does not exist`);
      info(`deploying the prebuilt artifact ${build}`);
    } else {
      build = path.join(work, 'build');
      info(`building remote-${id}${asked ? ` as ${asked}` : ''} into ${build}`);
      buildRemote(id, build, asked || pkg.version);
    }
    const version = asked || `${pkg.version}+${hashDir(build)}`;
    const versionErr = validateVersionName(version);
    if (versionErr) throw new UsageError(versionErr);
    info(`candidate ${id} ${version}`);

    return await withLock(staticRoot, async () => {
      const before = readRegistry(staticRoot).remotes[id];
      const exists = fs.existsSync(versionDir(staticRoot, id, version));
      if (exists && before && before.current === version) {
        ok(`${id} is already at ${version} (identical build); nothing to do`);
        return 0;
      }
      // Checks on the build's files before anything is published.
      const pre = staticChecks(exists ? versionDir(staticRoot, id, version) : build, id, hostInfo(staticRoot));
      printChecks(pre.results);
      if (pre.results.some((r) => !r.ok)) return refused(id, before, pre.results, null);

      let created = false;
      if (exists) info(`version ${version} is already published (identical content); verifying it again`);
      else {
        created = publishRemote(staticRoot, id, build, version).created;
        info(`published ${path.relative(staticRoot, versionDir(staticRoot, id, version))} (immutable; the registry is unchanged)`);
      }
      const results = await verifyPublished(staticRoot, id, version, opts, pre.results);
      if (results.some((r) => !r.ok)) {
        let removed = null;
        if (created && !opts['keep-failed']) {
          // Nothing points at a refused candidate; leave no half-released folder behind.
          fs.rmSync(versionDir(staticRoot, id, version), { recursive: true, force: true });
          removed = version;
        }
        return refused(id, before, results, removed);
      }
      const entry = switchRemote(staticRoot, id, version, 'deploy');
      ok(`switched ${id}: ${before ? before.current : '(none)'} → ${entry.current}${entry.previous ? ` (previous ${entry.previous})` : ''}`);
      info('browsers pick the new version up on their next page load');
      return 0;
    });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function refused(id, before, results, removed) {
  const failed = results.filter((r) => !r.ok).map((r) => r.name);
  bad(`verification failed (${failed.join(', ')}); the registry was NOT changed: ${id} stays on ${before ? before.current : '(nothing)'}`);
  if (removed) info(`the refused candidate folder ${removed} was removed (use --keep-failed to keep it for inspection)`);
  return 1;
}

async function cmdVerify(id, version, opts, staticRoot) {
  if (!version) throw new UsageError('verify needs a version: pnpm release verify <remote> <version>');
  const err = validateVersionName(version);
  if (err) throw new UsageError(err);
  if (!fs.existsSync(versionDir(staticRoot, id, version))) throw new ReleaseError(`${id} ${version} is not published in ${staticRoot} (see \`pnpm release status\`)`);
  info(`verifying ${id} ${version} (the registry is not changed)`);
  const results = await verifyPublished(staticRoot, id, version, opts);
  if (results.some((r) => !r.ok)) {
    bad(`${id} ${version} failed verification`);
    return 1;
  }
  ok(`${id} ${version} passed every check`);
  return 0;
}

async function cmdRollback(id, opts, staticRoot) {
  return withLock(staticRoot, async () => {
    const cur = readRegistry(staticRoot).remotes[id];
    if (!cur) throw new ReleaseError(`${id} has no registry entry in ${staticRoot}`);
    const target = opts.to || cur.previous;
    if (!target) throw new ReleaseError(`${id} has no previous version to roll back to; name one with --to (see \`pnpm release status ${id}\`)`);
    const err = validateVersionName(target);
    if (err) throw new UsageError(err);
    if (target === cur.current) throw new ReleaseError(`${id} is already at ${target}`);
    if (!fs.existsSync(versionDir(staticRoot, id, target))) throw new ReleaseError(`${id} ${target} is not on disk (pruned or never published); available: ${listVersions(staticRoot, id).join(', ') || 'none'}`);
    // Fast checks on the files (no build, no browser): a rollback must take seconds.
    const dir = versionDir(staticRoot, id, target);
    const pre = staticChecks(dir, id, hostInfo(staticRoot));
    if (pre.manifest) {
      const missing = manifestAssets(pre.manifest).filter((f) => !fs.existsSync(path.join(dir, f)));
      pre.results.push(missing.length ? { name: 'assets', ok: false, detail: `missing files: ${missing.slice(0, 8).join(', ')}` } : { name: 'assets', ok: true, detail: `${manifestAssets(pre.manifest).length} files present` });
    }
    printChecks(pre.results);
    if (pre.results.some((r) => !r.ok)) {
      bad(`${id} ${target} failed its checks; the registry was NOT changed: ${id} stays on ${cur.current}`);
      return 1;
    }
    // The new `previous` (the runtime fallback) must be a version whose files are all there.
    const intact = (v) => {
      const d = versionDir(staticRoot, id, v);
      const m = readJson(path.join(d, 'mf-manifest.json'));
      return !!m && manifestAssets(m).every((f) => fs.existsSync(path.join(d, f)));
    };
    const entry = switchRemote(staticRoot, id, target, 'rollback', intact);
    ok(`rolled ${id} back: ${cur.current} → ${entry.current}${entry.previous ? ` (previous ${entry.previous})` : ''}`);
    info('browsers pick the change up on their next page load; no file of the host or any other remote was touched');
    return 0;
  });
}

export function statusOf(staticRoot) {
  const reg = readRegistry(staticRoot);
  return REMOTES.map((id) => {
    const e = reg.remotes[id];
    return {
      remote: id,
      current: e ? e.current : null,
      previous: (e && e.previous) || null,
      contractVersion: e ? e.contractVersion : null,
      available: listVersions(staticRoot, id),
      history: ((e && e.history) || []).slice(0, 10),
    };
  });
}

function cmdStatus(only, opts, staticRoot) {
  const rows = statusOf(staticRoot).filter((r) => !only || r.remote === only);
  if (opts.json) {
    console.log(JSON.stringify({ staticRoot, updatedAt: readRegistry(staticRoot).updatedAt, remotes: rows }, null, 2));
    return 0;
  }
  console.log(`static root: ${staticRoot}`);
  console.log(`registry updated: ${readRegistry(staticRoot).updatedAt}`);
  for (const r of rows) {
    console.log(`\n${c(1, r.remote)}`);
    console.log(`  current   ${r.current ?? '(not deployed)'}${r.contractVersion ? `  (contract ${r.contractVersion})` : ''}`);
    console.log(`  previous  ${r.previous ?? '(none)'}`);
    console.log(`  available ${r.available.length ? '' : '(none)'}`);
    for (const v of r.available) console.log(`    ${v === r.current ? '*' : v === r.previous ? 'p' : ' '} ${v}`);
    if (r.history.length) console.log(`  history   ${r.history.map((h) => `${h.action} ${h.version} @ ${h.at}`).join('\n            ')}`);
  }
  return 0;
}

async function cmdPrune(id, opts, staticRoot) {
  const keep = opts.keep === undefined ? 3 : Number(opts.keep);
  if (!Number.isInteger(keep) || keep < 1) throw new UsageError('--keep must be a whole number of at least 1');
  return withLock(staticRoot, async () => {
    const entry = readRegistry(staticRoot).remotes[id];
    const plan = prunePlan(listVersions(staticRoot, id), entry, keep);
    for (const v of plan.keep) info(`keep   ${v}${entry && v === entry.current ? ' (current)' : entry && v === entry.previous ? ' (previous)' : ' (recent history)'}`);
    for (const v of plan.remove) {
      if (opts['dry-run']) info(`would delete ${v}`);
      else {
        fs.rmSync(versionDir(staticRoot, id, v), { recursive: true, force: true });
        ok(`deleted ${v}`);
      }
    }
    if (!plan.remove.length) ok(`nothing to prune for ${id}`);
    return 0;
  });
}

const HELP = `Release one remote without touching the host or any other remote.

  pnpm release deploy <remote> [--version <v>] [--from <build dir>] [--keep-failed]
  pnpm release verify <remote> <version>
  pnpm release rollback <remote> [--to <version>]
  pnpm release status [<remote>] [--json]
  pnpm release prune <remote> [--keep <n>] [--dry-run]

Options for every command:
  --static-root <dir>   default: $STATIC_ROOT, else <$DATA_DIR or .data>/static
  --server-url <url>    verify against a running server serving this static root
  --as premium|free|basic   demo student for the smoke render (default premium)

Remotes: ${REMOTES.join(', ')}`;

export async function main(argv) {
  let parsed;
  try {
    parsed = parseArgs(argv);
    const { positional, opts } = parsed;
    const [cmd, a, b] = positional;
    if (!cmd || opts.help || cmd === 'help') {
      console.log(HELP);
      return cmd || opts.help ? 0 : 2;
    }
    if (opts.as && !['premium', 'free', 'basic'].includes(opts.as)) throw new UsageError(`--as must be premium, free or basic (got "${opts.as}")`);
    const staticRoot = staticRootFrom(opts);
    switch (cmd) {
      case 'deploy':
        return await cmdDeploy(remoteArg(a), opts, staticRoot);
      case 'verify':
        return await cmdVerify(remoteArg(a), b, opts, staticRoot);
      case 'rollback':
        return await cmdRollback(remoteArg(a), opts, staticRoot);
      case 'status':
        return cmdStatus(a ? remoteArg(a) : null, opts, staticRoot);
      case 'prune':
        return await cmdPrune(remoteArg(a), opts, staticRoot);
      default:
        throw new UsageError(`unknown command "${cmd}"`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      bad(e.message);
      console.log(`\n${HELP}`);
      return 2;
    }
    if (e instanceof ReleaseError) {
      bad(e.message);
      return 1;
    }
    throw e;
  }
}

const invokedDirectly = (() => {
  try {
    return fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
})();
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e) => {
      bad(e && e.stack ? e.stack : String(e));
      process.exit(1);
    },
  );
}
