import fs from 'node:fs';
import path from 'node:path';
import { DEMO, call, login, startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);

function upload(userSurId: number | string, token: string | undefined, bytes: Buffer, name = 'shot.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return fetch(`${server.url}/api/v1/platform/screenshots?userSurId=${userSurId}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
}

const feedback = {
  device_info: { device: 'Web', brand: 'desktop', osVersion: 'Linux', browser: 'Chrome', browserVersion: '126' },
  network_information: { downlink: 10, effectiveType: '4g', onchange: null, rtt: 50, saveData: false },
  image_ref: '',
  user_details: { mobileNumber: DEMO.premium },
  user_message: 'Videos load quickly, thanks!',
  page_url: 'http://localhost/home',
};

describe('remote config', () => {
  test('both flags default to true, public', async () => {
    const res = await call(server, 'GET', '/api/v1/platform/remote-config');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ show_short_video_web: true, show_feadback_form: true });
  });

  test('flags come from the environment', async () => {
    const other = await startServer({ env: { FLAG_SHOW_SHORT_VIDEO_WEB: 'false', FLAG_SHOW_FEEDBACK_FORM: '0' } });
    try {
      const res = await call(other, 'GET', '/api/v1/platform/remote-config');
      expect(res.body.data).toEqual({ show_short_video_web: false, show_feadback_form: false });
    } finally {
      await other.close();
    }
  });
});

describe('feedback', () => {
  test('stores the record for the caller', async () => {
    const s = await login(server, DEMO.premium);
    const res = await call(server, 'POST', '/api/v1/platform/feedback', { token: s.accessToken, body: feedback });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Thank you for feedback.');
    const row = await server.app.ctx.db.selectFrom('feedback').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row.userSurId).toBe(s.userSurId);
    expect(row.userMessage).toBe(feedback.user_message);
    expect(JSON.parse(row.deviceInfo)).toEqual(feedback.device_info);
  });

  test('message between 4 and 150 characters', async () => {
    const s = await login(server, DEMO.premium);
    const short = await call(server, 'POST', '/api/v1/platform/feedback', { token: s.accessToken, body: { ...feedback, user_message: 'ok' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Invalid request body: 'user_message' must be at least 4 characters");
    const long = await call(server, 'POST', '/api/v1/platform/feedback', { token: s.accessToken, body: { ...feedback, user_message: 'x'.repeat(151) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Invalid request body: 'user_message' must be at most 150 characters");
  });

  test('needs a token', async () => {
    const res = await call(server, 'POST', '/api/v1/platform/feedback', { body: feedback });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Unauthorized');
  });
});

describe('screenshots', () => {
  test('stores an image under the caller\'s folder and serves it from /uploads', async () => {
    const s = await login(server, DEMO.premium);
    const res = await upload(s.userSurId, s.accessToken, JPEG);
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.data.url).toMatch(new RegExp(`^/uploads/feedback/${s.userSurId}/[\\w-]+\\.jpg$`));
    const file = path.join(server.config.paths.uploadsDir, body.data.url.replace('/uploads/', ''));
    expect(fs.readFileSync(file)).toEqual(JPEG);
    const served = await fetch(server.url + body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(JPEG);
    const png = await upload(s.userSurId, s.accessToken, PNG, 'shot.png', 'image/png');
    expect(((await png.json()) as any).data.url).toMatch(/\.png$/);
  });

  test("refuses another student's userSurId", async () => {
    const s = await login(server, DEMO.basic);
    const res = await upload(s.userSurId + 1000, s.accessToken, JPEG);
    expect(res.status).toBe(403);
    expect(((await res.json()) as any).message).toBe("You are not allowed to access another user's data.");
  });

  test('refuses non-images, whatever the name says', async () => {
    const s = await login(server, DEMO.basic);
    const res = await upload(s.userSurId, s.accessToken, Buffer.from('<svg onload="alert(1)"></svg>'), 'x.jpg', 'image/jpeg');
    expect(res.status).toBe(415);
    expect(((await res.json()) as any).message).toBe('Only image files (JPEG, PNG, WebP or GIF) can be uploaded.');
  });

  test('refuses files over 5 MB', async () => {
    const s = await login(server, DEMO.basic);
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(s.userSurId, s.accessToken, big);
    expect(res.status).toBe(413);
    expect(((await res.json()) as any).message).toBe('File is too large (limit 5 MB).');
  });

  test('needs a token and a multipart body', async () => {
    expect((await upload(1, undefined, JPEG)).status).toBe(401);
    const s = await login(server, DEMO.basic);
    const json = await call(server, 'POST', `/api/v1/platform/screenshots?userSurId=${s.userSurId}`, { token: s.accessToken, body: {} });
    expect(json.status).toBe(400);
  });
});

describe('chatbot click counter', () => {
  test('increments and reads', async () => {
    const s = await login(server, DEMO.trial);
    const url = '/api/v1/platform/counters/chatbotStatsProd/globalClicks/increment';
    const a = await call(server, 'POST', url, { token: s.accessToken, body: {} });
    expect(a.status).toBe(200);
    const b = await call(server, 'POST', url, { token: s.accessToken, body: {} });
    expect(b.body.data.count).toBe(a.body.data.count + 1);
    expect(b.body.data.lastUpdated).toEqual(expect.any(String));
    const read = await call(server, 'GET', url, { token: s.accessToken });
    expect(read.body.data.count).toBe(b.body.data.count);
    const read2 = await call(server, 'GET', '/api/v1/platform/counters/chatbotStatsProd/globalClicks', { token: s.accessToken });
    expect(read2.body.data.count).toBe(b.body.data.count);
    const unknown = await call(server, 'POST', '/api/v1/platform/counters/other/doc/increment', { token: s.accessToken, body: {} });
    expect(unknown.status).toBe(400);
    expect((await call(server, 'POST', url, { body: {} })).status).toBe(401);
  });
});

describe('error intake', () => {
  test('stores a report, anonymous or signed in', async () => {
    const res = await call(server, 'POST', '/api/v1/platform/errors', {
      body: { message: 'TypeError: x is undefined', stack: 'at a (b.js:1:2)', remote: 'remote-quiz', url: 'http://localhost/quiz', level: 'error', tags: { remote: 'remote-quiz' } },
    });
    expect(res.status).toBe(200);
    const row = await server.app.ctx.db.selectFrom('client_error').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ message: 'TypeError: x is undefined', remote: 'remote-quiz', userSurId: null, level: 'error' });
    const s = await login(server, DEMO.trial);
    const mine = await call(server, 'POST', '/api/v1/platform/errors', { token: s.accessToken, body: { message: 'boom' } });
    const row2 = await server.app.ctx.db.selectFrom('client_error').select('userSurId').where('id', '=', mine.body.data.id).executeTakeFirstOrThrow();
    expect(row2.userSurId).toBe(s.userSurId);
  });

  test('bounded body', async () => {
    const res = await call(server, 'POST', '/api/v1/platform/errors', { body: { message: 'x', stack: 'y'.repeat(70 * 1024) } });
    expect(res.status).toBe(413);
  });
});
