// Pure verification checks for a remote build (no I/O beyond what the caller passes in).
// Each check returns { name, ok, detail } so the CLI can print every check with its reason.
import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import { ROOT } from './registry.mjs';

const require = createRequire(import.meta.url);

/** semver: the workspace's own copy (hoisted by pnpm), never a second download. */
function loadSemver() {
  try {
    return require('semver');
  } catch {
    return require(path.join(ROOT, 'node_modules/.pnpm/node_modules/semver'));
  }
}
export const semver = loadSemver();

export const CHECKS = ['manifest', 'expose', 'contract', 'singletons', 'assets', 'smoke'];

const pass = (name, detail) => ({ name, ok: true, detail });
const fail = (name, detail) => ({ name, ok: false, detail });

export const scopeOf = (id) => `remote_${id}`;

/** Parses mf-manifest.json text; the manifest must be JSON and name the remote's scope. */
export function checkManifest(text, id) {
  const name = 'manifest';
  if (text == null) return { check: fail(name, 'mf-manifest.json is missing'), manifest: null };
  let manifest;
  try {
    manifest = JSON.parse(text);
  } catch (e) {
    return { check: fail(name, `mf-manifest.json is not valid JSON (${e.message})`), manifest: null };
  }
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) {
    return { check: fail(name, 'mf-manifest.json is not a JSON object'), manifest: null };
  }
  const scope = scopeOf(id);
  if (manifest.name !== scope) {
    return { check: fail(name, `mf-manifest.json names "${manifest.name}", expected "${scope}"`), manifest: null };
  }
  const entry = manifest.metaData && manifest.metaData.remoteEntry;
  if (!entry || !entry.name) return { check: fail(name, 'mf-manifest.json names no remoteEntry file'), manifest: null };
  if (!Array.isArray(manifest.shared) || !Array.isArray(manifest.exposes)) {
    return { check: fail(name, 'mf-manifest.json has no "shared"/"exposes" lists'), manifest: null };
  }
  return { check: pass(name, `mf-manifest.json is valid JSON and names ${scope}`), manifest };
}

/** `./remote` must be exposed (the one module the host loads). */
export function checkExpose(manifest) {
  const name = 'expose';
  const exp = (manifest.exposes || []).find((e) => e && (e.path === './remote' || e.name === 'remote'));
  if (!exp) {
    const listed = (manifest.exposes || []).map((e) => e && e.path).filter(Boolean);
    return fail(name, `./remote is not exposed (exposes: ${listed.length ? listed.join(', ') : 'none'})`);
  }
  const sync = (exp.assets && exp.assets.js && exp.assets.js.sync) || [];
  if (!sync.length) return fail(name, './remote is exposed but lists no JavaScript file');
  return pass(name, './remote is exposed');
}

/** The contract version in remote-meta.json must have a major this host supports. */
export function checkContract(metaText, contract, id) {
  const name = 'contract';
  if (metaText == null) return fail(name, 'remote-meta.json is missing');
  let meta;
  try {
    meta = JSON.parse(metaText);
  } catch (e) {
    return fail(name, `remote-meta.json is not valid JSON (${e.message})`);
  }
  if (meta.name && meta.name !== `remote-${id}`) return fail(name, `remote-meta.json is for "${meta.name}", not remote-${id}`);
  const v = String(meta.contractVersion ?? '');
  const major = Number(v.split('.')[0]);
  if (!/^\d+\.\d+\.\d+/.test(v) || !Number.isInteger(major)) return fail(name, `remote-meta.json has no valid contractVersion (got "${v}")`);
  const majors = contract.supportedMajors || [];
  if (!majors.includes(major)) {
    return fail(name, `contract ${v} (major ${major}) is not supported by the host (supported majors: ${majors.join(', ') || 'none'})`);
  }
  return pass(name, `contract ${v} (major ${major}) is supported by the host (majors ${majors.join(', ')})`);
}

/**
 * The host's singleton ranges: from the deployed host's mf-manifest.json when present,
 * else derived from host/package.json the way the MF config factory does it.
 */
export function hostSingletons(hostManifest, hostPkg, sharedPkg) {
  if (hostManifest && Array.isArray(hostManifest.shared)) {
    return {
      source: 'the deployed host (mf-manifest.json)',
      map: Object.fromEntries(hostManifest.shared.map((s) => [s.name, { version: s.version, requiredVersion: s.requiredVersion, singleton: !!s.singleton }])),
    };
  }
  const deps = { ...(hostPkg.devDependencies || {}), ...(hostPkg.dependencies || {}) };
  const map = {};
  const add = (name, dep = name) => {
    const v = deps[dep];
    if (!v || v.startsWith('workspace:')) return;
    const exact = v.replace(/^[\^~]/, '');
    map[name] = { version: exact, requiredVersion: `^${exact}`, singleton: true };
  };
  for (const n of ['react', 'react-dom', 'react-router', 'react-router-dom', 'jotai', 'styled-components', 'i18next', 'react-i18next', '@sentry/react']) add(n);
  add('react/jsx-runtime', 'react');
  add('react/jsx-dev-runtime', 'react');
  add('react-dom/client', 'react-dom');
  add('jotai/utils', 'jotai');
  map['@app/shared'] = { version: sharedPkg.version, requiredVersion: `^${sharedPkg.version}`, singleton: true };
  return { source: 'host/package.json ranges', map };
}

const satisfies = (version, range) => {
  if (!range) return true; // requiredVersion false: any version
  if (!semver.valid(version)) return false;
  return semver.satisfies(version, range, { includePrerelease: true });
};

/**
 * Every singleton the remote shares must line up with the host: the remote's version inside
 * the host's range, and (the host's copy is the one loaded first) the host's version inside
 * the remote's own required range.
 */
export function checkSingletons(manifest, host) {
  const name = 'singletons';
  const problems = [];
  let checked = 0;
  for (const s of manifest.shared || []) {
    const h = host.map[s.name];
    if (!h) {
      if (s.singleton) problems.push(`${s.name} is a singleton in the remote but the host does not share it`);
      continue;
    }
    checked++;
    if (h.singleton && !s.singleton) problems.push(`${s.name} must be a singleton (the host shares it as one)`);
    if (!satisfies(s.version, h.requiredVersion)) problems.push(`${s.name} ${s.version} is outside the host's range ${h.requiredVersion}`);
    if (!satisfies(h.version, s.requiredVersion)) problems.push(`${s.name}: the remote requires ${s.requiredVersion} but the host provides ${h.version}`);
  }
  if (problems.length) return fail(name, problems.join('; '));
  return pass(name, `${checked} shared singletons satisfy ${host.source}`);
}

/** Every file the manifest names (remoteEntry, exposed and shared chunks, css), plus meta. */
export function manifestAssets(manifest) {
  const out = new Set(['mf-manifest.json', 'remote-meta.json']);
  const entry = manifest.metaData && manifest.metaData.remoteEntry;
  if (entry && entry.name) out.add(path.posix.join(entry.path || '', entry.name));
  const addAssets = (a) => {
    if (!a) return;
    for (const kind of ['js', 'css']) for (const when of ['sync', 'async']) for (const f of (a[kind] && a[kind][when]) || []) out.add(f);
  };
  for (const s of manifest.shared || []) addAssets(s.assets);
  for (const e of manifest.exposes || []) addAssets(e.assets);
  return [...out].filter((f) => typeof f === 'string' && f.length > 0);
}

/** A file name from a manifest must stay inside its version folder. */
export function isSafeAssetPath(f) {
  return !path.posix.isAbsolute(f) && !f.split('/').includes('..') && !/^[a-z]+:/i.test(f);
}

/** Version names are folder names and URL segments: letters, digits, . + _ - only. */
export function validateVersionName(v) {
  if (typeof v !== 'string' || !/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/.test(v) || v.includes('..') || /\.tmp-/.test(v)) {
    return `"${v}" is not a valid version (letters, digits, ".", "+", "_", "-"; at most 80 characters)`;
  }
  return null;
}

/** Runs the checks that need only the files of a build folder. */
export function staticChecks(dir, id, { contract, host }) {
  const read = (f) => {
    try {
      return fs.readFileSync(path.join(dir, f), 'utf8');
    } catch {
      return null;
    }
  };
  const results = [];
  const { check, manifest } = checkManifest(read('mf-manifest.json'), id);
  results.push(check);
  if (!manifest) return { results, manifest: null };
  results.push(checkExpose(manifest));
  results.push(checkContract(read('remote-meta.json'), contract, id));
  results.push(checkSingletons(manifest, host));
  const unsafe = manifestAssets(manifest).filter((f) => !isSafeAssetPath(f));
  if (unsafe.length) results.push(fail('assets', `the manifest names files outside its folder: ${unsafe.join(', ')}`));
  return { results, manifest };
}
