import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkContract,
  checkExpose,
  checkManifest,
  checkSingletons,
  hostSingletons,
  isSafeAssetPath,
  manifestAssets,
  staticChecks,
  validateVersionName,
} from './checks.mjs';
import { candidateRegistry, firstRouteOf } from './served.mjs';

const CONTRACT = { contractVersion: '1.0.0', supportedMajors: [1] };

export function manifest(overrides = {}) {
  return {
    id: 'remote_quiz',
    name: 'remote_quiz',
    metaData: { name: 'remote_quiz', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1', assets: { js: { sync: ['react.1.js'], async: [] }, css: { sync: [], async: [] } } },
      { name: '@app/shared', version: '0.1.0', singleton: true, requiredVersion: '^0.1.0', assets: { js: { sync: ['shared.2.js'], async: [] }, css: { sync: [], async: [] } } },
    ],
    remotes: [],
    exposes: [{ id: 'remote_quiz:remote', name: 'remote', path: './remote', assets: { js: { sync: ['expose.3.js'], async: ['lazy.4.js'] }, css: { sync: [], async: ['page.5.css'] } } }],
    ...overrides,
  };
}

const HOST = {
  source: 'test host',
  map: {
    react: { version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    '@app/shared': { version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
  },
};

test('the manifest must be JSON, an object, name the remote and list its entry, shared and exposes', () => {
  assert.equal(checkManifest(null, 'quiz').check.ok, false);
  const broken = checkManifest('{"name": "remote_quiz", ', 'quiz').check;
  assert.equal(broken.ok, false);
  assert.match(broken.detail, /not valid JSON/);
  assert.match(checkManifest('[]', 'quiz').check.detail, /not a JSON object/);
  assert.match(checkManifest(JSON.stringify(manifest()), 'learning').check.detail, /names "remote_quiz", expected "remote_learning"/);
  assert.match(checkManifest(JSON.stringify(manifest({ metaData: {} })), 'quiz').check.detail, /no remoteEntry/);
  assert.match(checkManifest(JSON.stringify(manifest({ exposes: undefined })), 'quiz').check.detail, /no "shared"\/"exposes"/);
  const good = checkManifest(JSON.stringify(manifest()), 'quiz');
  assert.equal(good.check.ok, true);
  assert.equal(good.manifest.name, 'remote_quiz');
});

test('./remote must be exposed with a JavaScript file', () => {
  assert.equal(checkExpose(manifest()).ok, true);
  const none = checkExpose(manifest({ exposes: [{ path: './other', assets: { js: { sync: ['x.js'] } } }] }));
  assert.equal(none.ok, false);
  assert.match(none.detail, /\.\/remote is not exposed \(exposes: \.\/other\)/);
  assert.match(checkExpose(manifest({ exposes: [{ path: './remote', assets: { js: { sync: [] } } }] })).detail, /lists no JavaScript/);
});

test('the contract major must be one the host supports', () => {
  const meta = (v, name = 'remote-quiz') => JSON.stringify({ name, contractVersion: v, nav: [] });
  assert.equal(checkContract(meta('1.4.2'), CONTRACT, 'quiz').ok, true);
  const two = checkContract(meta('2.0.0'), CONTRACT, 'quiz');
  assert.equal(two.ok, false);
  assert.match(two.detail, /contract 2\.0\.0 \(major 2\) is not supported by the host \(supported majors: 1\)/);
  assert.match(checkContract(meta('banana'), CONTRACT, 'quiz').detail, /no valid contractVersion/);
  assert.match(checkContract(meta('1.0.0', 'remote-social'), CONTRACT, 'quiz').detail, /is for "remote-social"/);
  assert.match(checkContract(null, CONTRACT, 'quiz').detail, /remote-meta\.json is missing/);
  assert.match(checkContract('{', CONTRACT, 'quiz').detail, /not valid JSON/);
  assert.equal(checkContract(meta('2.1.0'), { supportedMajors: [1, 2] }, 'quiz').ok, true);
});

test('singletons: the remote version inside the host range and the host version inside the remote range', () => {
  assert.equal(checkSingletons(manifest(), HOST).ok, true);
  const withShared = (s) => manifest({ shared: [s] });

  const newerMajor = checkSingletons(withShared({ name: 'react', version: '20.0.0', singleton: true, requiredVersion: '^20.0.0' }), HOST);
  assert.equal(newerMajor.ok, false);
  assert.match(newerMajor.detail, /react 20\.0\.0 is outside the host's range \^19\.3\.1/);
  assert.match(newerMajor.detail, /the remote requires \^20\.0\.0 but the host provides 19\.3\.1/);

  // A newer minor of the remote is inside the host's range, but the host's copy (loaded
  // first) is older than the remote asks for.
  const newerMinor = checkSingletons(withShared({ name: 'react', version: '19.4.0', singleton: true, requiredVersion: '^19.4.0' }), HOST);
  assert.equal(newerMinor.ok, false);
  assert.doesNotMatch(newerMinor.detail, /outside the host's range/);
  assert.match(newerMinor.detail, /requires \^19\.4\.0 but the host provides 19\.3\.1/);

  assert.match(checkSingletons(withShared({ name: 'react', version: '19.3.1', singleton: false, requiredVersion: '^19.3.1' }), HOST).detail, /must be a singleton/);
  assert.match(checkSingletons(withShared({ name: 'left-pad', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' }), HOST).detail, /host does not share it/);
  // A non-singleton the host does not share is the remote's own business.
  assert.equal(checkSingletons(withShared({ name: 'left-pad', version: '1.0.0', singleton: false, requiredVersion: '^1.0.0' }), HOST).ok, true);
  // requiredVersion false accepts any version.
  assert.equal(checkSingletons(withShared({ name: 'react', version: '19.3.1', singleton: true, requiredVersion: false }), HOST).ok, true);
  assert.match(checkSingletons(withShared({ name: 'react', version: 'not-a-version', singleton: true, requiredVersion: '^19.0.0' }), HOST).detail, /outside the host's range/);
});

test('host ranges come from the deployed host manifest, else from host/package.json like the MF config', () => {
  const fromManifest = hostSingletons({ shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }] }, null, null);
  assert.match(fromManifest.source, /mf-manifest/);
  assert.deepEqual(fromManifest.map.react, { version: '19.3.1', requiredVersion: '^19.3.1', singleton: true });

  const fromPkg = hostSingletons(null, { dependencies: { react: '19.3.1', 'react-dom': '^19.3.1', '@app/shared': 'workspace:^' } }, { version: '0.1.0' });
  assert.match(fromPkg.source, /package\.json/);
  assert.equal(fromPkg.map['react/jsx-runtime'].requiredVersion, '^19.3.1');
  assert.equal(fromPkg.map['react-dom/client'].version, '19.3.1');
  assert.equal(fromPkg.map['@app/shared'].requiredVersion, '^0.1.0');
  assert.equal(fromPkg.map.jotai, undefined);
});

test('the asset list covers the entry, shared and exposed js and css, and stays inside the folder', () => {
  const list = manifestAssets(manifest());
  for (const f of ['mf-manifest.json', 'remote-meta.json', 'remoteEntry.js', 'react.1.js', 'shared.2.js', 'expose.3.js', 'lazy.4.js', 'page.5.css']) assert.ok(list.includes(f), f);
  assert.equal(new Set(list).size, list.length);
  assert.equal(isSafeAssetPath('chunks/a.js'), true);
  assert.equal(isSafeAssetPath('../quiz/a.js'), false);
  assert.equal(isSafeAssetPath('/etc/passwd'), false);
  assert.equal(isSafeAssetPath('https://evil.example/a.js'), false);
});

test('version names are safe folder names and URL segments', () => {
  for (const ok of ['1.0.0', '1.0.0+3e624b894b', '2.0.0-rc.1', '20261121_1045']) assert.equal(validateVersionName(ok), null, ok);
  for (const bad of ['', '../x', 'a/b', '.hidden', 'x y', '1.0.0.tmp-123', 'a'.repeat(81), '-x']) assert.notEqual(validateVersionName(bad), null, bad);
});

test('static checks read a build folder and stop at an invalid manifest', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checks-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest()));
  fs.writeFileSync(path.join(dir, 'remote-meta.json'), JSON.stringify({ name: 'remote-quiz', contractVersion: '1.0.0', nav: [] }));
  const good = staticChecks(dir, 'quiz', { contract: CONTRACT, host: HOST });
  assert.deepEqual(good.results.map((r) => [r.name, r.ok]), [['manifest', true], ['expose', true], ['contract', true], ['singletons', true]]);

  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{ corrupted');
  const broken = staticChecks(dir, 'quiz', { contract: CONTRACT, host: HOST });
  assert.deepEqual(broken.results.map((r) => [r.name, r.ok]), [['manifest', false]]);

  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest({ exposes: [{ path: './remote', assets: { js: { sync: ['../../learning/x.js'] } } }] })));
  const escaping = staticChecks(dir, 'quiz', { contract: CONTRACT, host: HOST });
  assert.match(escaping.results.at(-1).detail, /outside its folder/);
});

test('the smoke route is the remote\'s first route without parameters; the assistant is checked in its slot', () => {
  assert.deepEqual(firstRouteOf('quiz'), { routeId: 'quizHub', path: '/quiz', access: 'private', slot: false });
  assert.deepEqual(firstRouteOf('learning'), { routeId: 'home', path: '/home', access: 'private', slot: false });
  assert.equal(firstRouteOf('account').access, 'guest');
  assert.equal(firstRouteOf('social').path, '/social-video');
  assert.deepEqual(firstRouteOf('assistant'), { routeId: 'home', path: '/home', access: 'private', slot: true });
  const src = `export const ROUTES = {\n  home: { path: '/home', owner: 'learning', layout: 'dashboard', access: 'private', titleKey: 'x' },\n  a: { path: '/a/:id', owner: 'quiz', layout: 'dashboard', access: 'private', titleKey: 'x' },\n  b: { path: '/b', owner: 'quiz', layout: 'plain', access: 'public', titleKey: 'x' },\n};`;
  assert.deepEqual(firstRouteOf('quiz', src), { routeId: 'b', path: '/b', access: 'public', slot: false });
});

test('the candidate registry points only this remote at the candidate, with no previous to hide a failure', () => {
  const live = {
    schema: 1,
    updatedAt: 'x',
    remotes: {
      quiz: { current: '1.0.0', entry: '/remotes/quiz/1.0.0/mf-manifest.json', previous: '0.9.0', previousEntry: '/remotes/quiz/0.9.0/mf-manifest.json', contractVersion: '1.0.0', nav: [] },
      learning: { current: '3.0.0', entry: '/remotes/learning/3.0.0/mf-manifest.json', contractVersion: '1.0.0', nav: [] },
    },
  };
  const reg = candidateRegistry(live, 'quiz', '1.1.0', { contractVersion: '1.0.0', nav: [{ routeId: 'quizHub' }] });
  assert.equal(reg.remotes.quiz.current, '1.1.0');
  assert.equal(reg.remotes.quiz.entry, '/remotes/quiz/1.1.0/mf-manifest.json');
  assert.equal(reg.remotes.quiz.previous, undefined);
  assert.equal(reg.remotes.quiz.previousEntry, undefined);
  assert.deepEqual(reg.remotes.learning, live.remotes.learning);
  assert.equal(live.remotes.quiz.current, '1.0.0', 'the live registry object is not modified');
});
