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
}

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

/** Points the registry at a version of a remote, keeping the one before as `previous`. */
export function switchRemote(staticRoot, id, version, action = 'deploy') {
  const reg = readRegistry(staticRoot);
  const meta = JSON.parse(fs.readFileSync(path.join(versionDir(staticRoot, id, version), 'remote-meta.json'), 'utf8'));
  const cur = reg.remotes[id];
  const history = [{ version, at: new Date().toISOString(), action }, ...((cur && cur.history) || [])].slice(0, 50);
  const sameAsCurrent = cur && cur.current === version;
  reg.remotes[id] = {
    current: version,
    entry: entryUrl(id, version),
    previous: sameAsCurrent ? cur.previous : cur ? cur.current : undefined,
    previousEntry: sameAsCurrent ? cur.previousEntry : cur ? cur.entry : undefined,
    contractVersion: meta.contractVersion,
    nav: meta.nav || [],
    history,
  };
  writeRegistry(staticRoot, reg);
  return reg.remotes[id];
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
