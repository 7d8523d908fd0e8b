import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nextEntry, protectedVersions, prunePlan, listVersions, publishRemote, readRegistry, switchRemote, withLock, versionDir } from './registry.mjs';
import { main, parseArgs, staticRootFrom } from './cli.mjs';

const meta = (v = '1.0.0') => ({ name: 'remote-quiz', contractVersion: v, nav: [{ routeId: 'quizHub' }] });
const at = (n) => `2026-01-0${n}T00:00:00.000Z`;

test('deploy keeps the version left behind as previous; re-pointing at current keeps previous', () => {
  let e = nextEntry(undefined, { id: 'quiz', version: 'a', meta: meta(), at: at(1) });
  assert.equal(e.current, 'a');
  assert.equal(e.previous, undefined);
  assert.equal(e.previousEntry, undefined);
  e = nextEntry(e, { id: 'quiz', version: 'b', meta: meta('1.2.0'), at: at(2) });
  assert.deepEqual([e.current, e.previous, e.entry, e.previousEntry, e.contractVersion], ['b', 'a', '/remotes/quiz/b/mf-manifest.json', '/remotes/quiz/a/mf-manifest.json', '1.2.0']);
  const same = nextEntry(e, { id: 'quiz', version: 'b', meta: meta(), at: at(3) });
  assert.equal(same.previous, 'a');
  assert.deepEqual(same.history.map((h) => h.version), ['b', 'b', 'a']);
});

test('rollback never keeps the version rolled back from as previous while an older one exists', () => {
  let e;
  for (const [i, v] of ['a', 'b', 'c'].entries()) e = nextEntry(e, { id: 'quiz', version: v, meta: meta(), at: at(i + 1) });
  // c is bad: back to b; previous becomes a (not c).
  e = nextEntry(e, { id: 'quiz', version: 'b', meta: meta(), action: 'rollback', at: at(4) });
  assert.deepEqual([e.current, e.previous], ['b', 'a']);
  assert.equal(e.history[0].action, 'rollback');
  // Again: back to a. Nothing older than a exists, so the version left (b) stays as the fallback.
  e = nextEntry(e, { id: 'quiz', version: 'a', meta: meta(), action: 'rollback', at: at(5) });
  assert.deepEqual([e.current, e.previous], ['a', 'b']);
  // A version whose folder is gone is skipped.
  let f;
  for (const [i, v] of ['a', 'b', 'c'].entries()) f = nextEntry(f, { id: 'quiz', version: v, meta: meta(), at: at(i + 1) });
  f = nextEntry(f, { id: 'quiz', version: 'b', meta: meta(), action: 'rollback', exists: (v) => v !== 'a' });
  assert.deepEqual([f.current, f.previous], ['b', 'c']);
});

test('prune protects current, previous and the newest N distinct versions of the history', () => {
  const entry = {
    current: 'e',
    previous: 'a',
    history: [
      { version: 'e', action: 'rollback' },
      { version: 'f', action: 'deploy' },
      { version: 'e', action: 'deploy' },
      { version: 'd', action: 'deploy' },
      { version: 'c', action: 'deploy' },
      { version: 'a', action: 'deploy' },
    ],
  };
  assert.deepEqual([...protectedVersions(entry, 2)].sort(), ['a', 'e', 'f']);
  const plan = prunePlan(['a', 'b', 'c', 'd', 'e', 'f', 'g'], entry, 2);
  assert.deepEqual(plan.keep, ['a', 'e', 'f']);
  assert.deepEqual(plan.remove, ['b', 'c', 'd', 'g']);
  // keep 1 still never deletes current or previous.
  assert.deepEqual(prunePlan(['a', 'e', 'f'], entry, 1).remove, ['f']);
  // No registry entry: nothing is referenced.
  assert.deepEqual(prunePlan(['x'], undefined, 3).remove, ['x']);
});

test('the lock runs release operations on one static root one at a time', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  const order = [];
  const op = (name, ms) => withLock(root, async () => {
    order.push(`${name}:start`);
    await new Promise((r) => setTimeout(r, ms));
    order.push(`${name}:end`);
  });
  await Promise.all([op('one', 150), op('two', 10)]);
  assert.deepEqual(order, ['one:start', 'one:end', 'two:start', 'two:end']);
  assert.equal(fs.existsSync(path.join(root, '.release.lock')), false);
  // A lock left by a dead process is taken over.
  fs.writeFileSync(path.join(root, '.release.lock'), '999999');
  assert.equal(await withLock(root, async () => 'ran'), 'ran');
});

test('arguments and the default static root', () => {
  assert.deepEqual(parseArgs(['deploy', 'quiz', '--version', '1.2.3', '--dry-run', '--static-root=/x']), { positional: ['deploy', 'quiz'], opts: { version: '1.2.3', 'dry-run': true, 'static-root': '/x' } });
  assert.throws(() => parseArgs(['deploy', '--version']), /needs a value/);
  assert.equal(staticRootFrom({ 'static-root': 'rel' }, { INIT_CWD: '/work' }), '/work/rel');
  assert.equal(staticRootFrom({}, { STATIC_ROOT: '/srv/static' }), '/srv/static');
  assert.equal(staticRootFrom({}, { DATA_DIR: '/tmp/d' }), '/tmp/d/static');
  assert.match(staticRootFrom({}, {}), /\/\.data\/static$/);
});

// --- the CLI end to end on fake builds (checks that need no browser) ---

function fakeBuild(dir, { contract = '1.0.0', manifestText } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  const m = {
    id: 'remote_quiz',
    name: 'remote_quiz',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1', assets: { js: { sync: ['r.js'], async: [] } } }],
    exposes: [{ name: 'remote', path: './remote', assets: { js: { sync: ['e.js'], async: [] } } }],
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), manifestText ?? JSON.stringify(m));
  fs.writeFileSync(path.join(dir, 'remote-meta.json'), JSON.stringify({ name: 'remote-quiz', contractVersion: contract, nav: [] }));
  for (const f of ['remoteEntry.js', 'r.js', 'e.js']) fs.writeFileSync(path.join(dir, f), `/* ${f} */`);
  return dir;
}

function fakeRoot() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-'));
  const root = path.join(tmp, 'static');
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, 'mf-manifest.json'), JSON.stringify({ name: 'host', shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }] }));
  publishRemote(root, 'quiz', fakeBuild(path.join(tmp, 'v1')), '1.0.0');
  switchRemote(root, 'quiz', '1.0.0');
  publishRemote(root, 'quiz', fakeBuild(path.join(tmp, 'v2')), '2.0.0');
  switchRemote(root, 'quiz', '2.0.0');
  return { tmp, root };
}

async function quiet(fn) {
  const lines = [];
  const orig = console.log;
  console.log = (...a) => lines.push(a.join(' '));
  try {
    return { code: await fn(), out: lines.join('\n') };
  } finally {
    console.log = orig;
  }
}

test('deploy refuses a corrupted manifest or an unsupported contract and leaves the registry and folders untouched', async () => {
  const { tmp, root } = fakeRoot();
  const before = fs.readFileSync(path.join(root, 'remotes.json'), 'utf8');
  const corrupt = fakeBuild(path.join(tmp, 'corrupt'), { manifestText: '{ "name": "remote_quiz", ' });
  const r1 = await quiet(() => main(['deploy', 'quiz', '--from', corrupt, '--version', '3.0.0', '--static-root', root]));
  assert.equal(r1.code, 1);
  assert.match(r1.out, /✗ manifest +mf-manifest\.json is not valid JSON/);
  assert.match(r1.out, /the registry was NOT changed: quiz stays on 2\.0\.0/);

  const major2 = fakeBuild(path.join(tmp, 'major2'), { contract: '2.0.0' });
  const r2 = await quiet(() => main(['deploy', 'quiz', '--from', major2, '--version', '3.0.1', '--static-root', root]));
  assert.equal(r2.code, 1);
  assert.match(r2.out, /✗ contract +contract 2\.0\.0 \(major 2\) is not supported/);

  assert.equal(fs.readFileSync(path.join(root, 'remotes.json'), 'utf8'), before);
  assert.deepEqual(listVersions(root, 'quiz').sort(), ['1.0.0', '2.0.0']);
});

test('deploy never overwrites an existing version folder', async () => {
  const { tmp, root } = fakeRoot();
  const r = await quiet(() => main(['deploy', 'quiz', '--from', fakeBuild(path.join(tmp, 'again')), '--version', '1.0.0', '--static-root', root]));
  assert.equal(r.code, 1);
  assert.match(r.out, /already exists and is never rebuilt or overwritten/);
  assert.equal(readRegistry(root).remotes.quiz.current, '2.0.0');
});

test('rollback points at previous, refuses a missing or broken target, and prune keeps what the registry may point to', async () => {
  const { root } = fakeRoot();
  const r = await quiet(() => main(['rollback', 'quiz', '--static-root', root]));
  assert.equal(r.code, 0, r.out);
  let e = readRegistry(root).remotes.quiz;
  assert.deepEqual([e.current, e.previous], ['1.0.0', '2.0.0']);
  assert.ok(fs.readdirSync(path.join(root, '.registry-history')).length >= 3);

  assert.equal((await quiet(() => main(['rollback', 'quiz', '--to', '9.9.9', '--static-root', root]))).code, 1);
  assert.equal(readRegistry(root).remotes.quiz.current, '1.0.0');
  // A target whose files are broken is refused.
  fs.rmSync(path.join(versionDir(root, 'quiz', '2.0.0'), 'e.js'));
  const broken = await quiet(() => main(['rollback', 'quiz', '--to', '2.0.0', '--static-root', root]));
  assert.equal(broken.code, 1);
  assert.match(broken.out, /missing files: e\.js/);
  assert.equal(readRegistry(root).remotes.quiz.current, '1.0.0');

  fs.mkdirSync(versionDir(root, 'quiz', 'orphan'), { recursive: true });
  const dry = await quiet(() => main(['prune', 'quiz', '--keep', '1', '--dry-run', '--static-root', root]));
  assert.match(dry.out, /would delete orphan/);
  assert.ok(fs.existsSync(versionDir(root, 'quiz', 'orphan')));
  const pruned = await quiet(() => main(['prune', 'quiz', '--keep', '1', '--static-root', root]));
  assert.equal(pruned.code, 0);
  assert.deepEqual(listVersions(root, 'quiz').sort(), ['1.0.0', '2.0.0'], 'current and previous survive --keep 1');
  e = readRegistry(root).remotes.quiz;
  assert.equal(e.current, '1.0.0');

  assert.equal((await quiet(() => main(['prune', 'quiz', '--keep', '0', '--static-root', root]))).code, 2);
  const status = await quiet(() => main(['status', 'quiz', '--json', '--static-root', root]));
  const json = JSON.parse(status.out);
  assert.equal(json.remotes[0].current, '1.0.0');
  assert.equal(json.remotes[0].previous, '2.0.0');
});

test('unknown commands and remotes are usage errors', async () => {
  assert.equal((await quiet(() => main(['deploy', 'nope']))).code, 2);
  assert.equal((await quiet(() => main(['launch']))).code, 2);
  assert.equal((await quiet(() => main(['verify', 'quiz']))).code, 2);
  assert.equal((await quiet(() => main(['verify', 'quiz', '1.0.0', '--as', 'admin']))).code, 2);
  assert.equal((await quiet(() => main(['verify', 'quiz', '../../etc']))).code, 2);
});

test('a rollback never makes a version with missing files the runtime fallback', async () => {
  const { tmp, root } = fakeRoot();
  publishRemote(root, 'quiz', fakeBuild(path.join(tmp, 'v3')), '3.0.0');
  switchRemote(root, 'quiz', '3.0.0');
  // 3.0.0 is bad and 2.0.0 lost a file: roll back to 1.0.0.
  fs.rmSync(path.join(versionDir(root, 'quiz', '2.0.0'), 'r.js'));
  const r = await quiet(() => main(['rollback', 'quiz', '--to', '1.0.0', '--static-root', root]));
  assert.equal(r.code, 0, r.out);
  const e = readRegistry(root).remotes.quiz;
  // 2.0.0 is skipped (files missing); with nothing else left, the version rolled back from stays as fallback.
  assert.deepEqual([e.current, e.previous], ['1.0.0', '3.0.0']);
  assert.equal(e.history[0].from, '3.0.0');
});
