import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishRemote, switchRemote, readRegistry, publishHost, hashDir } from './registry.mjs';

function fakeBuild(dir, label) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'remote_quiz', name: 'remote_quiz' }));
  fs.writeFileSync(path.join(dir, 'remote-meta.json'), JSON.stringify({ name: 'remote-quiz', version: label, contractVersion: '1.0.0', nav: [{ routeId: 'quizHub' }] }));
  return dir;
}

test('publishing never overwrites a version folder and switching keeps the previous version', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'reg-'));
  const root = path.join(tmp, 'static');
  const a = fakeBuild(path.join(tmp, 'a'), 'v-a');
  const b = fakeBuild(path.join(tmp, 'b'), 'v-b');

  assert.equal(publishRemote(root, 'quiz', a, '1.0.0').created, true);
  assert.equal(publishRemote(root, 'quiz', b, '1.0.0').created, false, 'an existing version folder is immutable');
  assert.match(fs.readFileSync(path.join(root, 'remotes/quiz/1.0.0/remoteEntry.js'), 'utf8'), /v-a/);

  switchRemote(root, 'quiz', '1.0.0');
  publishRemote(root, 'quiz', b, '1.1.0');
  const entry = switchRemote(root, 'quiz', '1.1.0');
  assert.equal(entry.current, '1.1.0');
  assert.equal(entry.previous, '1.0.0');
  assert.equal(entry.entry, '/remotes/quiz/1.1.0/mf-manifest.json');
  assert.equal(entry.previousEntry, '/remotes/quiz/1.0.0/mf-manifest.json');
  assert.deepEqual(entry.nav, [{ routeId: 'quizHub' }]);
  assert.deepEqual(readRegistry(root).remotes.quiz.history.map((h) => h.version), ['1.1.0', '1.0.0']);
  // The switch leaves no temp files behind.
  assert.deepEqual(fs.readdirSync(root).filter((n) => n.endsWith('.tmp')), []);
  assert.ok(fs.readdirSync(path.join(root, '.registry-history')).length >= 2);
});

test('publishing the host writes index.html last and drops stale compressed copies', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'host-'));
  const root = path.join(tmp, 'static');
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html.br'), 'stale');
  const dist = path.join(tmp, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<html>new</html>');
  fs.writeFileSync(path.join(dist, 'main.abc.js'), 'x');
  publishHost(root, dist);
  assert.equal(fs.readFileSync(path.join(root, 'index.html'), 'utf8'), '<html>new</html>');
  assert.equal(fs.existsSync(path.join(root, 'index.html.br')), false);
  assert.equal(fs.existsSync(path.join(root, 'main.abc.js')), true);
});

test('a build hash ignores maps and compressed copies but sees content changes', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hash-'));
  const d = fakeBuild(path.join(tmp, 'd'), 'one');
  const h1 = hashDir(d);
  fs.writeFileSync(path.join(d, 'remoteEntry.js.gz'), 'zzz');
  assert.equal(hashDir(d), h1);
  fs.writeFileSync(path.join(d, 'remoteEntry.js'), 'changed');
  assert.notEqual(hashDir(d), h1);
});
