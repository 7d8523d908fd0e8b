import { DEMO, call, login, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let basic: string;
let premium: string;
/** Moves the clock (a day ends access tokens too) and logs in again. */
async function advance(ms: number) {
  server.clock.advance(ms);
  basic = (await login(server, DEMO.basic)).accessToken;
  premium = (await login(server, DEMO.premium)).accessToken;
}
beforeAll(async () => {
  server = await startServer({ env: { SHARE_VIDEO_REQUESTCOUNT: '3', SHARE_VIDEO_VIEWCOUNT: '2', SHARE_VIDEO_EXPIRY_MINUTES: '60' } });
  await advance(0);
});
afterAll(async () => {
  await server.close();
});

const getLink = (token: string | undefined, body: unknown) => call(server, 'POST', '/api/v1/share/get-link', { token, body });
const idOf = (link: string) => link.split('/share/')[1]!;

test('get-link: a link on this origin with a random id; the same one all day for the same video', async () => {
  const res = await getLink(basic, { idVideo: 1, videoType: 'discover', contentType: 'free' });
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('Request Sucessfull');
  expect(res.body.data).toMatch(new RegExp(`^${server.url.replace(/[.]/g, '\\.')}/share/[A-Za-z0-9_-]{22}$`));
  const again = await getLink(basic, { idVideo: 1, videoType: 'discover', contentType: 'free' });
  expect(again.body.data).toBe(res.body.data);
  // Another student gets a different link to the same video.
  const other = await getLink(premium, { idVideo: 1, videoType: 'discover', contentType: 'free' });
  expect(other.body.data).not.toBe(res.body.data);
  // Next day: a new link.
  await advance(24 * 3600 * 1000);
  const tomorrow = await getLink(basic, { idVideo: 1, videoType: 'discover', contentType: 'free' });
  expect(tomorrow.body.data).not.toBe(res.body.data);
});

test('get-link: daily cap → 429 with the contract message; reused links do not count', async () => {
  await advance(24 * 3600 * 1000);
  for (const id of [2, 3, 4]) expect((await getLink(basic, { idVideo: id, videoType: 'discover', contentType: 'free' })).status).toBe(200);
  expect((await getLink(basic, { idVideo: 2, videoType: 'discover', contentType: 'free' })).status).toBe(200);
  const capped = await getLink(basic, { idVideo: 5, videoType: 'discover', contentType: 'free' });
  expect(capped.status).toBe(429);
  expect(capped.body).toEqual({ data: null, statusCode: 429, message: 'Sorry, you have exceeded the daily limit for sharing videos. Please try again tomorrow!' });
});

test('get-link: needs a student, a real video and valid input', async () => {
  const anon = await getLink(undefined, { idVideo: 1, videoType: 'discover', contentType: 'free' });
  expect(anon.status).toBe(401);
  expect(anon.body).toEqual({ data: null, statusCode: 401, message: "Access Denied, you don't have access to this resource" });
  expect((await getLink(premium, { idVideo: 999, videoType: 'discover', contentType: 'free' })).body).toEqual({ data: null, statusCode: 404, message: 'No Video Found' });
  expect((await getLink(premium, { idVideo: 1, videoType: 'movie', contentType: 'free' })).status).toBe(400);
  expect((await getLink(premium, { idVideo: 'x', videoType: 'discover', contentType: 'free' })).status).toBe(400);
  expect((await getLink(premium, { videoType: 'discover', contentType: 'free' })).status).toBe(400);
});

test('open without a session: plays, counts views, expires after the view count', async () => {
  await advance(24 * 3600 * 1000);
  const link = (await getLink(premium, { idVideo: 9, videoType: 'discover', contentType: 'free' })).body.data;
  const id = idOf(link);
  const open = await call(server, 'GET', `/api/v1/share/${id}`);
  expect(open.status).toBe(200);
  expect(open.body.data).toEqual({
    idShareVideo: expect.any(Number),
    videoType: 'discover',
    s3BucketURL: '/media/discover/thirsty-crow.mp4',
    vcpVideoId: null,
    vcpVideoOtp: null,
    liveClassURL: null,
    premiumFlag: false,
    title: 'The thirsty crow',
    subTitle: 'STORIES · English',
    description: expect.stringContaining('pebbles'),
    thumbnailURL: '/media/discover/thirsty-crow.jpg',
  });
  expect((await call(server, 'PUT', `/api/v1/share/${id}`)).body.data).toEqual({ viewCount: 1 });
  expect((await call(server, 'PUT', `/api/v1/share/${id}`)).body.data).toEqual({ viewCount: 2 });
  const expired = await call(server, 'GET', `/api/v1/share/${id}`);
  expect(expired.status).toBe(500);
  expect(expired.body.message).toBe('Sorry, the current URL has expired. Please log in to stream content.');
  // With a session the link still plays.
  expect((await call(server, 'GET', `/api/v1/share/${id}`, { token: basic })).status).toBe(200);
});

test('open without a session: expires after the configured minutes', async () => {
  const link = (await getLink(premium, { idVideo: 10, videoType: 'discover', contentType: 'free' })).body.data;
  expect((await call(server, 'GET', `/api/v1/share/${idOf(link)}`)).status).toBe(200);
  await advance(61 * 60 * 1000);
  expect((await call(server, 'GET', `/api/v1/share/${idOf(link)}`)).body.message).toBe('Sorry, the current URL has expired. Please log in to stream content.');
});

test('premium content: 401 without a session, 402 for a basic student, plays for premium', async () => {
  const link = (await getLink(premium, { idVideo: 11, videoType: 'discover', contentType: 'premium' })).body.data;
  const anon = await call(server, 'GET', `/api/v1/share/${idOf(link)}`);
  expect(anon.status).toBe(401);
  expect(anon.body).toEqual({ data: null, statusCode: 401, message: 'Sorry, you are not authorized to stream this content.' });
  const basicOpen = await call(server, 'GET', `/api/v1/share/${idOf(link)}`, { token: basic });
  expect(basicOpen.body).toEqual({ data: null, statusCode: 402, message: 'Please purchase premium subscription to access this content.' });
  const ok = await call(server, 'GET', `/api/v1/share/${idOf(link)}`, { token: premium });
  expect(ok.body.data.premiumFlag).toBe(true);
});

test('invalid links: "This URL might be invalid."', async () => {
  for (const id of ['nope', 'AAAAAAAAAAAAAAAAAAAAAA', 'MQ', '%3Cscript%3E']) {
    const res = await call(server, 'GET', `/api/v1/share/${id}`);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ data: null, statusCode: 500, message: 'This URL might be invalid.' });
  }
  expect((await call(server, 'PUT', '/api/v1/share/AAAAAAAAAAAAAAAAAAAAAA')).body.message).toBe('This URL might be invalid.');
});

test('V-Shorts can be shared too', async () => {
  const link = (await getLink(basic, { idVideo: 1, videoType: 'short', contentType: 'free' })).body.data;
  const res = await call(server, 'GET', `/api/v1/share/${idOf(link)}`);
  expect(res.body.data).toMatchObject({ videoType: 'short', title: 'Why is the sky blue?', s3BucketURL: '/media/shorts/sky-blue.mp4' });
});

test('academic videos and live classes can be shared (resolved from the content tables)', async () => {
  const db = server.app.ctx.db as unknown as import('kysely').Kysely<any>;
  const course = await db.selectFrom('offline_video_course').select(['idOfflineVideoCourse', 'topic', 'videoEnLink']).orderBy('idOfflineVideoCourse').executeTakeFirstOrThrow();
  const animated = (await getLink(basic, { idVideo: course.idOfflineVideoCourse, videoType: 'animated', contentType: 'free' })).body.data;
  const a = await call(server, 'GET', `/api/v1/share/${idOf(animated)}`);
  expect(a.body.data).toMatchObject({ videoType: 'animated', title: course.topic, s3BucketURL: course.videoEnLink });
  const live = await db.selectFrom('live_class').select(['idLiveClass', 'liveClassHeading', 'classType']).where('activeFlag', '=', 1).where('classType', '=', 'free').orderBy('idLiveClass').executeTakeFirstOrThrow();
  const liveLink = (await getLink(basic, { idVideo: live.idLiveClass, videoType: 'liveclass', contentType: 'free' })).body.data;
  const l = await call(server, 'GET', `/api/v1/share/${idOf(liveLink)}`);
  expect(l.body.data).toMatchObject({ videoType: 'liveclass', title: live.liveClassHeading, premiumFlag: false });
  expect((await getLink(basic, { idVideo: 999999, videoType: 'liveclass', contentType: 'free' })).body.message).toBe('No Video Found');
});
