import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { call, startServer, type TestServer } from './helpers.js';

let server: TestServer;
const MAIN_JS = `console.log(${JSON.stringify('host '.repeat(400))});\n`;
const ENTRY_JS = `var remote_learning = {};\n${'// padding\n'.repeat(200)}`;

function write(root: string, rel: string, content: string | Buffer, precompress = false) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (precompress) {
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  }
}

beforeAll(async () => {
  server = await startServer();
  const root = server.config.paths.staticRoot;
  write(root, 'index.html', '<!doctype html><html lang="en"><head><title>Vistas</title></head><body><div id="root"></div></body></html>', true);
  write(root, 'main.1a2b3c4d.js', MAIN_JS, true);
  write(root, 'favicon.ico', Buffer.alloc(32, 1));
  write(root, 'remotes.json', JSON.stringify({ remotes: {} }));
  write(root, 'remotes/remote-learning/1.0.0/remoteEntry.js', ENTRY_JS, true);
  write(path.join(server.dataDir, 'media'), 'clips/demo.mp4', Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256)));
});
afterAll(async () => {
  await server.close();
});

test('hashed host assets: immutable, brotli from the pre-compressed file', async () => {
  const res = await fetch(`${server.url}/main.1a2b3c4d.js`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('br');
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(await res.text()).toBe(MAIN_JS);
  const gz = await fetch(`${server.url}/main.1a2b3c4d.js`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
});

test('remotes: immutable, CORS open; remotes.json no-cache', async () => {
  const res = await fetch(`${server.url}/remotes/remote-learning/1.0.0/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('content-encoding')).toBe('br');
  const registry = await fetch(`${server.url}/remotes.json`);
  expect(registry.status).toBe(200);
  expect(registry.headers.get('cache-control')).toBe('no-cache');
  const missing = await fetch(`${server.url}/remotes/remote-learning/9.9.9/remoteEntry.js`, { headers: { accept: 'text/html,*/*' } });
  expect(missing.status).toBe(404);
  expect(missing.headers.get('content-type')).toMatch(/json/);
});

test('index.html and unhashed files: no-cache', async () => {
  const root = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
  expect(root.status).toBe(200);
  expect(root.headers.get('cache-control')).toBe('no-cache');
  expect(await root.text()).toContain('<div id="root">');
  const index = await fetch(`${server.url}/index.html`);
  expect(index.headers.get('cache-control')).toBe('no-cache');
  const icon = await fetch(`${server.url}/favicon.ico`);
  expect(icon.headers.get('cache-control')).toBe('no-cache');
});

test('SPA fallback: page navigations get index.html (no-cache); API, assets and non-HTML do not', async () => {
  for (const p of ['/home', '/dashboard/academics', '/subject/academic/1/2', '/login?redirect_path=%2Fhome']) {
    const res = await fetch(server.url + p, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('<div id="root">');
  }
  for (const p of ['/api/v1/unknown', '/openai/x', '/remotes/none', '/media/none.mp4', '/uploads/none.jpg']) {
    const res = await fetch(server.url + p, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  }
  const script = await fetch(`${server.url}/missing.12345678.js`, { headers: { accept: '*/*' } });
  expect(script.status).toBe(404);
  const post = await fetch(`${server.url}/home`, { method: 'POST', headers: { accept: 'text/html' } });
  expect(post.status).toBe(404);
});

test('app-config.json from the configuration, no-cache', async () => {
  const res = await call(server, 'GET', '/app-config.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(res.body).toEqual({
    apiBase: '',
    assistantBase: '',
    appVersion: '4.6.0',
    environment: 'test',
    supportPhones: ['1800-123-4567', '1800-765-4321'],
    supportEmail: 'support@vistaslearning.in',
    feedbackFormUrl: '/feedback-form.html',
    termsUrl: '/terms.html',
    privacyUrl: '/privacy.html',
    mobileAppUrl: 'https://play.google.com/store',
  });
});

test('app-config.json carries Sentry and Firebase when configured', async () => {
  const firebase = { apiKey: 'k', authDomain: 'x.firebaseapp.com', projectId: 'x', appId: '1:2:web:3' };
  const other = await startServer({ env: { SENTRY_DSN: 'https://key@sentry.example/1', FIREBASE_CONFIG: JSON.stringify(firebase) } });
  try {
    const res = await call(other, 'GET', '/app-config.json');
    expect(res.body.sentryDsn).toBe('https://key@sentry.example/1');
    expect(res.body.firebase).toEqual(firebase);
  } finally {
    await other.close();
  }
});

test('server pages: feedback form, terms, privacy', async () => {
  for (const p of ['/feedback-form.html', '/terms.html', '/privacy.html']) {
    const res = await fetch(server.url + p);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  }
  const form = await (await fetch(`${server.url}/feedback-form.html?mobileNumber=9000000001&device=desktop`)).text();
  expect(form).toContain("params.get('mobileNumber')");
  expect(form).toContain('<label for="message">');
});

test('media: byte ranges for video clips', async () => {
  const res = await fetch(`${server.url}/media/clips/demo.mp4`, { headers: { range: 'bytes=10-19' } });
  expect(res.status).toBe(206);
  expect(res.headers.get('content-range')).toBe('bytes 10-19/1000');
  expect(res.headers.get('accept-ranges')).toBe('bytes');
  expect(Array.from(new Uint8Array(await res.arrayBuffer()))).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  const whole = await fetch(`${server.url}/media/clips/demo.mp4`);
  expect(whole.status).toBe(200);
  expect(whole.headers.get('content-type')).toBe('video/mp4');
});

test('path traversal is refused', async () => {
  const res = await fetch(`${server.url}/media/..%2f..%2fapp.db`);
  expect([400, 403, 404]).toContain(res.status);
  const res2 = await fetch(`${server.url}/uploads/../app.db`);
  expect(res2.status).not.toBe(200);
});

test('dynamic JSON is compressed when large enough', async () => {
  const res = await fetch(`${server.url}/api/openapi.json`, { headers: { 'accept-encoding': 'br' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('br');
});

test('healthz', async () => {
  const res = await call(server, 'GET', '/healthz');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: 'ok' });
});
