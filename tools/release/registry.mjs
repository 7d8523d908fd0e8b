// The deploy layout and the registry (remotes.json), shared by `npm start`, the release
// CLI and the tests. Version folders are immutable; the registry switch is atomic.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

export const REMOTES = ['account', 'learning', 'quiz', 'social', 'assistant'];
export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export const remoteDir = (id) => path.join(ROOT, `remote-${id}`);
export const registryPath = (staticRoot) => path.join(staticRoot, 'remotes.json');
export const versionDir = (staticRoot, id, version) => path.join(staticRoot, 'remotes', id, version);
export const entryUrl = (id, version) => `/remotes/${id}/${version}/mf-manifest.json`;

export function readRegistry(staticRoot) {
  try {
    return JSON.parse(fs.readFileSync(registryPath(staticRoot), 'utf8'));
  } catch {
    return { schema: 1, updatedAt: new Date(0).toISOString(), remotes: {} };
  }
}

/** Writes the registry atomically: a temp file in the same folder, then rename. */
export function writeRegistry(staticRoot, registry) {
  fs.mkdirSync(staticRoot, { recursive: true });
  const file = registryPath(staticRoot);
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const body = JSON.stringify({ ...registry, updatedAt: new Date().toISOString() }, null, 2) + '\n';
  fs.writeFileSync(tmp, body);
  fs.renameSync(tmp, file);
  // Keep every registry state in a history folder: who pointed where, when.
  const hist = path.join(staticRoot, '.registry-history');
  fs.mkdirSync(hist, { recursive: true });
  fs.writeFileSync(path.join(hist, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}.json`), body);
  // The newest HISTORY_SNAPSHOTS states are plenty to reconstruct who pointed where.
  const snapshots = fs.readdirSync(hist).filter((n) => n.endsWith('.json')).sort();
  for (const old of snapshots.slice(0, Math.max(0, snapshots.length - HISTORY_SNAPSHOTS))) fs.rmSync(path.join(hist, old), { force: true });
}
export const HISTORY_SNAPSHOTS = 500;

/** A short content hash of a build folder (stable across rebuilds of the same sources). */
export function hashDir(dir) {
  const h = crypto.createHash('sha256');
  const walk = (d) => {
    for (const name of fs.readdirSync(d).sort()) {
      const p = path.join(d, name);
      const st = fs.statSync(p);
      if (st.isDirectory()) walk(p);
      else if (!/\.(map|gz|br)$/.test(name) && name !== 'mf-stats.json') {
        h.update(path.relative(dir, p));
        h.update(fs.readFileSync(p));
      }
    }
  };
  walk(dir);
  return h.digest('hex').slice(0, 10);
}

export function copyDir(src, dest) {
  fs.cpSync(src, dest, { recursive: true, errorOnExist: false, force: true });
}

/** Copies a remote build into its immutable version folder (never overwrites one). */
export function publishRemote(staticRoot, id, distDir, version) {
  const dest = versionDir(staticRoot, id, version);
  if (fs.existsSync(dest)) return { dest, created: false };
  const tmp = `${dest}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  copyDir(distDir, tmp);
  fs.renameSync(tmp, dest);
  return { dest, created: true };
}

/** Reads a published version's remote-meta.json (name, version, contract version, nav). */
export function readMeta(staticRoot, id, version) {
  return JSON.parse(fs.readFileSync(path.join(versionDir(staticRoot, id, version), 'remote-meta.json'), 'utf8'));
}

/**
 * The registry entry after pointing a remote at `version` (pure).
 * - deploy: the version left behind becomes `previous` (the runtime fallback).
 * - rollback: the version rolled back FROM is not trusted, so `previous` is the newest other
 *   version in the history whose folder still exists; only when there is none does the
 *   version left behind stay as `previous` (some runtime fallback beats none).
 */
export function nextEntry(cur, { id, version, meta, action = 'deploy', at = new Date().toISOString(), exists = () => true }) {
  const left = cur && cur.current;
  const step = { version, at, action };
  if (action === 'rollback' && left) step.from = left;
  const history = [step, ...((cur && cur.history) || [])].slice(0, 50);
  let previous;
  if (action === 'rollback') {
    const distrusted = distrustedVersions((cur && cur.history) || []);
    const seen = new Set();
    for (const h of (cur && cur.history) || []) {
      if (h.version === version || h.version === left || distrusted.has(h.version) || seen.has(h.version)) continue;
      seen.add(h.version);
      if (exists(h.version)) {
        previous = h.version;
        break;
      }
    }
    if (!previous && left && left !== version && exists(left)) previous = left;
  } else if (cur && cur.current === version) {
    previous = cur.previous;
  } else {
    previous = cur ? cur.current : undefined;
  }
  const entry = {
    current: version,
    entry: entryUrl(id, version),
    contractVersion: meta.contractVersion,
    nav: meta.nav || [],
    history,
  };
  if (previous) {
    entry.previous = previous;
    entry.previousEntry = entryUrl(id, previous);
  }
  return entry;
}

/**
 * Versions a rollback moved away from and that were not made current again since: they are
 * never picked as a rollback's `previous` (history is newest first).
 */
export function distrustedVersions(history) {
  const out = new Set();
  const cleared = new Set();
  for (const h of history) {
    if (h.action === 'rollback' && h.from && !cleared.has(h.from)) out.add(h.from);
    cleared.add(h.version);
  }
  return out;
}

/** Points the registry at a version of a remote, keeping the one before as `previous`. */
export function switchRemote(staticRoot, id, version, action = 'deploy', usable = (v) => fs.existsSync(versionDir(staticRoot, id, v))) {
  const reg = readRegistry(staticRoot);
  const meta = readMeta(staticRoot, id, version);
  reg.remotes[id] = nextEntry(reg.remotes[id], { id, version, meta, action, exists: usable });
  writeRegistry(staticRoot, reg);
  return reg.remotes[id];
}

/** The published version folders of a remote, oldest first (in-flight temp folders excluded). */
export function listVersions(staticRoot, id) {
  const dir = path.join(staticRoot, 'remotes', id);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !/\.tmp-\d+$/.test(e.name))
    .map((e) => ({ version: e.name, mtimeMs: fs.statSync(path.join(dir, e.name)).mtimeMs }))
    .sort((a, b) => a.mtimeMs - b.mtimeMs || a.version.localeCompare(b.version))
    .map((e) => e.version);
}

/**
 * Versions the registry may point to: current, previous, and the `keep` newest distinct
 * versions of the history (what `rollback --to` can restore). Prune never deletes these.
 */
export function protectedVersions(entry, keep) {
  const out = new Set();
  if (!entry) return out;
  if (entry.current) out.add(entry.current);
  if (entry.previous) out.add(entry.previous);
  const distinct = [];
  for (const h of entry.history || []) if (!distinct.includes(h.version)) distinct.push(h.version);
  for (const v of distinct.slice(0, Math.max(0, keep))) out.add(v);
  return out;
}

/** What `prune --keep N` deletes: published folders nothing in the registry may point to. */
export function prunePlan(onDisk, entry, keep) {
  const keepSet = protectedVersions(entry, keep);
  return { keep: onDisk.filter((v) => keepSet.has(v)), remove: onDisk.filter((v) => !keepSet.has(v)) };
}

/**
 * One release operation at a time per static root: an exclusive lock file holding the pid.
 * A lock left by a process that no longer runs is taken over.
 */
export async function withLock(staticRoot, fn) {
  fs.mkdirSync(staticRoot, { recursive: true });
  const file = path.join(staticRoot, '.release.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      let alive = false;
      try {
        process.kill(pid, 0);
        alive = pid > 0;
      } catch {
        alive = false;
      }
      if (!alive) {
        fs.rmSync(file, { force: true });
        continue;
      }
      if (attempt === 1) console.error(`waiting for another release (pid ${pid}) to finish…`);
      if (attempt > 3000) throw new Error(`another release (pid ${pid}) holds ${file}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** Publishes the host: index.html and its hashed assets at the static root. */
export function publishHost(staticRoot, distDir) {
  fs.mkdirSync(staticRoot, { recursive: true });
  for (const name of fs.readdirSync(distDir)) {
    if (name === 'index.html' || name.startsWith('index.html.')) continue;
    copyDir(path.join(distDir, name), path.join(staticRoot, name));
  }
  for (const stale of ['index.html.gz', 'index.html.br']) {
    if (!fs.existsSync(path.join(distDir, stale))) fs.rmSync(path.join(staticRoot, stale), { force: true });
  }
  // index.html last, atomically, so a browser never gets a page naming missing files.
  for (const name of fs.readdirSync(distDir).filter((n) => n === 'index.html' || n.startsWith('index.html.'))) {
    const tmp = path.join(staticRoot, `${name}.tmp-${process.pid}`);
    fs.copyFileSync(path.join(distDir, name), tmp);
    fs.renameSync(tmp, path.join(staticRoot, name));
  }
}
