import { DEMO, call, createStudent, login, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let basic: string;
let premium: string;
let trial: string;
beforeAll(async () => {
  server = await startServer();
  basic = (await login(server, DEMO.basic)).accessToken;
  premium = (await login(server, DEMO.premium)).accessToken;
  trial = (await login(server, DEMO.trial)).accessToken;
});
afterAll(async () => {
  await server.close();
});

const feed = (token: string, q = 'pageNumber=0&pageSize=100&completeFlag=false') => call(server, 'GET', `/api/v1/social-video/get-social-videos?${q}`, { token });

test('feed: page 0 of up to 100, the contract shape, my flags', async () => {
  const res = await feed(basic);
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('Request Sucessfull');
  const page = res.body.data;
  expect(page).toMatchObject({ size: 100, number: 0, first: true, totalElements: 8 });
  const v = page.content[0];
  for (const key of ['idSocialVideo', 'videoTitle', 'videoDescription', 'videoDuration', 'totalLikes', 'totalDisLikes', 'completionFlag', 'thumbnailLink', 'likeFlag', 'disLikeFlag', 'comments', 'videoLinks']) {
    expect(v).toHaveProperty(key);
  }
  expect(v.videoLinks[0]).toEqual({ videoLink: expect.stringMatching(/^\/media\/shorts\/.+\.mp4$/), resolution: '360p' });
  const withComments = page.content.find((x: { idSocialVideo: number }) => x.idSocialVideo === 1);
  expect(withComments.totalComments).toBe(2);
  expect(withComments.comments[0]).toMatchObject({ userName: expect.any(String), ownComment: false });
  // Default page size is the contract's 5; the size is bounded.
  expect((await feed(basic, 'pageNumber=0')).body.data.size).toBe(5);
  const tooBig = await feed(basic, 'pageNumber=0&pageSize=1000');
  expect(tooBig.status).toBe(400);
  // A later empty page.
  expect((await feed(basic, 'pageNumber=5&pageSize=100')).body).toEqual({ data: null, statusCode: 200, message: 'No More Videos Available.' });
});

test('feed needs a student session', async () => {
  const anon = await call(server, 'GET', '/api/v1/social-video/get-social-videos?pageNumber=0');
  expect(anon.status).toBe(401);
  expect(anon.body.message).toBe("You're session has it expired (or) you have invalid access token");
});

test('browse is public: list, categories, by category, by id, latest', async () => {
  const list = await call(server, 'GET', '/api/v1/social-video/?pageNumber=0');
  expect(list.status).toBe(200);
  expect(list.body.data.size).toBe(12);
  expect(list.body.data.content[0].likeFlag).toBe(false);
  const cats = await call(server, 'GET', '/api/v1/social-video/category');
  expect(cats.body.data.length).toBeGreaterThanOrEqual(2);
  const byCat = await call(server, 'GET', `/api/v1/social-video/category/${cats.body.data[1].idSocialVideoCategory}/videos`);
  expect(byCat.body.data.content.every((v: { idSocialVideoCategory: number }) => v.idSocialVideoCategory === cats.body.data[1].idSocialVideoCategory)).toBe(true);
  expect((await call(server, 'GET', '/api/v1/social-video/id/3')).body.data.videoTitle).toBe('Who gave us zero?');
  expect((await call(server, 'GET', '/api/v1/social-video/id/999')).body).toEqual({ data: null, statusCode: 500, message: 'No Video Found' });
  expect((await call(server, 'GET', '/api/v1/social-video/latest')).body.data).toHaveLength(8);
  expect((await call(server, 'GET', '/api/v1/social-video/id/abc')).status).toBe(400);
});

test('like and dislike: exclusive, counted once per student, flags per student', async () => {
  const before = (await call(server, 'GET', '/api/v1/social-video/id/2')).body.data;
  const like = await call(server, 'POST', '/api/v1/social-video/2/like-dislike', { token: basic, body: { likeFlag: true, disLikeFlag: false } });
  expect(like.status).toBe(200);
  expect(like.body.data).toEqual({ idSocialVideo: 2, totalLikes: before.totalLikes + 1, totalDisLikes: before.totalDisLikes, likeFlag: true, disLikeFlag: false });
  // Liking again changes nothing.
  const again = await call(server, 'POST', '/api/v1/social-video/2/like-dislike', { token: basic, body: { likeFlag: true, disLikeFlag: false } });
  expect(again.body.data.totalLikes).toBe(before.totalLikes + 1);
  // Switching to dislike moves the vote.
  const dis = await call(server, 'POST', '/api/v1/social-video/2/like-dislike', { token: basic, body: { likeFlag: false, disLikeFlag: true } });
  expect(dis.body.data).toMatchObject({ totalLikes: before.totalLikes, totalDisLikes: before.totalDisLikes + 1, likeFlag: false, disLikeFlag: true });
  // My flags show in my feed and by id, not in another student's.
  expect((await call(server, 'GET', '/api/v1/social-video/id/2', { token: basic })).body.data.disLikeFlag).toBe(true);
  expect((await call(server, 'GET', '/api/v1/social-video/id/2', { token: premium })).body.data.disLikeFlag).toBe(false);
  // Clearing.
  const clear = await call(server, 'POST', '/api/v1/social-video/2/like-dislike', { token: basic, body: { likeFlag: false, disLikeFlag: false } });
  expect(clear.body.data).toMatchObject({ totalLikes: before.totalLikes, totalDisLikes: before.totalDisLikes, likeFlag: false, disLikeFlag: false });
  // Bad input.
  const both = await call(server, 'POST', '/api/v1/social-video/2/like-dislike', { token: basic, body: { likeFlag: true, disLikeFlag: true } });
  expect(both.body).toEqual({ data: null, statusCode: 400, message: 'Choose like or dislike, not both.' });
  expect((await call(server, 'POST', '/api/v1/social-video/2/like-dislike', { token: basic, body: { likeFlag: 'yes' } })).status).toBe(400);
  expect((await call(server, 'POST', '/api/v1/social-video/999/like-dislike', { token: basic, body: { likeFlag: true, disLikeFlag: false } })).body.message).toBe('No Video Found');
  expect((await call(server, 'POST', '/api/v1/social-video/2/like-dislike', { body: { likeFlag: true, disLikeFlag: false } })).status).toBe(401);
});

test('view count and the watch log; completed videos go to the end of my feed', async () => {
  const v = await call(server, 'PUT', '/api/v1/social-video/4/view-count', { token: trial });
  expect(v.status).toBe(200);
  const before = v.body.data.totalViews;
  expect((await call(server, 'PUT', '/api/v1/social-video/4/view-count', { token: trial })).body.data.totalViews).toBe(before + 1);

  const first = (await feed(trial)).body.data.content[0].idSocialVideo;
  const log = await call(server, 'POST', `/api/v1/social-video/${first}/social-video-log`, { token: trial, body: { watchedDuration: 4, completionFlag: false } });
  expect(log.body.data).toMatchObject({ idSocialVideo: first, watchedDuration: 4, completionFlag: false, viewCount: 1 });
  const done = await call(server, 'POST', `/api/v1/social-video/${first}/social-video-log`, { token: trial, body: { watchedDuration: 3, completionFlag: true } });
  expect(done.body.data).toMatchObject({ watchedDuration: 4, completionFlag: true, viewCount: 2 });
  const after = (await feed(trial)).body.data.content;
  expect(after[after.length - 1]).toMatchObject({ idSocialVideo: first, completionFlag: true });
  expect(after[0].idSocialVideo).not.toBe(first);
  const onlyDone = (await feed(trial, 'pageNumber=0&pageSize=100&completeFlag=true')).body.data.content;
  expect(onlyDone.map((x: { idSocialVideo: number }) => x.idSocialVideo)).toEqual([first]);
  // Another student's feed is untouched.
  expect((await feed(premium)).body.data.content.every((x: { completionFlag: boolean }) => !x.completionFlag)).toBe(true);
  // Bad input.
  expect((await call(server, 'POST', '/api/v1/social-video/1/social-video-log', { token: trial, body: { watchedDuration: -1, completionFlag: false } })).status).toBe(400);
  expect((await call(server, 'POST', '/api/v1/social-video/1/social-video-log', { body: { watchedDuration: 1, completionFlag: false } })).status).toBe(401);
});

describe('comments', () => {
  test('pages of 50, newest first, plain text stored as sent (trimmed)', async () => {
    const res = await call(server, 'GET', '/api/v1/social-video/1/comment?pageNumber=0', { token: basic });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ size: 50, number: 0, totalElements: 2 });
    const text = '  <script>alert("x")</script> Nice\u0007 video!  ';
    const post = await call(server, 'POST', '/api/v1/social-video/1/comment', { token: basic, body: { comment: text } });
    expect(post.status).toBe(200);
    expect(post.body.message).toBe('Comment added successfully');
    expect(post.body.data).toMatchObject({ idSocialVideo: 1, comment: '<script>alert("x")</script> Nice video!', userName: 'Kabir', ownComment: true });
    const list = (await call(server, 'GET', '/api/v1/social-video/1/comment', { token: basic })).body.data.content;
    expect(list[0].comment).toBe('<script>alert("x")</script> Nice video!');
    expect(list[0].ownComment).toBe(true);
    const seenByOther = (await call(server, 'GET', '/api/v1/social-video/1/comment', { token: premium })).body.data.content;
    expect(seenByOther[0].ownComment).toBe(false);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  test('bounded length, not empty, video must exist, needs a session', async () => {
    const empty = await call(server, 'POST', '/api/v1/social-video/2/comment', { token: premium, body: { comment: '   ' } });
    expect(empty.body).toEqual({ data: null, statusCode: 400, message: 'Comment cannot be empty' });
    const long = await call(server, 'POST', '/api/v1/social-video/2/comment', { token: premium, body: { comment: 'a'.repeat(301) } });
    expect(long.body).toEqual({ data: null, statusCode: 400, message: 'Comment must be at most 300 characters.' });
    // 300 Devanagari characters are fine (counted as characters, not bytes).
    const hindi = await call(server, 'POST', '/api/v1/social-video/2/comment', { token: premium, body: { comment: 'क'.repeat(300) } });
    expect(hindi.status).toBe(200);
    expect((await call(server, 'POST', '/api/v1/social-video/2/comment', { token: premium, body: { comment: 'x'.repeat(5000) } })).status).toBe(400);
    expect((await call(server, 'POST', '/api/v1/social-video/2/comment', { token: premium, body: {} })).status).toBe(400);
    expect((await call(server, 'POST', '/api/v1/social-video/999/comment', { token: premium, body: { comment: 'hi' } })).body.message).toBe('No Video Found');
    expect((await call(server, 'POST', '/api/v1/social-video/2/comment', { body: { comment: 'hi' } })).status).toBe(401);
    expect((await call(server, 'GET', '/api/v1/social-video/2/comment')).status).toBe(401);
  });

  test('at most 5 comments a minute per student', async () => {
    const id = await createStudent(server, '9111111111', { firstName: 'Fast' });
    expect(id).toBeGreaterThan(0);
    const token = (await login(server, '9111111111')).accessToken;
    for (let i = 0; i < 5; i++) {
      expect((await call(server, 'POST', '/api/v1/social-video/6/comment', { token, body: { comment: `note ${i}` } })).status).toBe(200);
    }
    const sixth = await call(server, 'POST', '/api/v1/social-video/6/comment', { token, body: { comment: 'one more' } });
    expect(sixth.body).toEqual({ data: null, statusCode: 429, message: 'You are commenting too fast. Please wait a minute and try again.' });
    server.clock.advance(61_000);
    expect((await call(server, 'POST', '/api/v1/social-video/6/comment', { token, body: { comment: 'later' } })).status).toBe(200);
  });

  test('report: hidden for the reporter at once, for everyone after 3 reports; not own, not twice', async () => {
    const posted = await call(server, 'POST', '/api/v1/social-video/7/comment', { token: premium, body: { comment: 'You are all silly' } });
    const id = posted.body.data.idSocialVideoComment;
    const own = await call(server, 'POST', `/api/v1/social-video/comment/${id}/report`, { token: premium, body: { reason: 'abusive' } });
    expect(own.body).toEqual({ data: null, statusCode: 400, message: 'You cannot report your own comment.' });
    const r1 = await call(server, 'POST', `/api/v1/social-video/comment/${id}/report`, { token: basic, body: { reason: 'bullying' } });
    expect(r1.body).toEqual({ data: { idSocialVideoComment: id, reported: true }, statusCode: 200, message: 'Thank you. We will review this comment.' });
    const twice = await call(server, 'POST', `/api/v1/social-video/comment/${id}/report`, { token: basic, body: { reason: 'bullying' } });
    expect(twice.body).toEqual({ data: null, statusCode: 409, message: 'You have already reported this comment.' });
    const ids = (token: string) =>
      call(server, 'GET', '/api/v1/social-video/7/comment', { token }).then((r) => r.body.data.content.map((c: { idSocialVideoComment: number }) => c.idSocialVideoComment));
    expect(await ids(basic)).not.toContain(id);
    expect(await ids(trial)).toContain(id);
    expect((await call(server, 'POST', `/api/v1/social-video/comment/${id}/report`, { token: trial, body: { reason: 'abusive' } })).status).toBe(200);
    const third = await createStudent(server, '9222222222');
    expect(third).toBeGreaterThan(0);
    const t3 = (await login(server, '9222222222')).accessToken;
    expect((await call(server, 'POST', `/api/v1/social-video/comment/${id}/report`, { token: t3, body: { reason: 'spam' } })).status).toBe(200);
    // Hidden for everyone now, the author included.
    expect(await ids(premium)).not.toContain(id);
    const gone = await call(server, 'POST', `/api/v1/social-video/comment/${id}/report`, { token: t3, body: { reason: 'spam' } });
    expect(gone.body.message).toBe('No comment found');
    expect((await call(server, 'POST', `/api/v1/social-video/comment/${id}/report`, { token: basic, body: { reason: 'rude' } })).status).toBe(400);
    expect((await call(server, 'POST', '/api/v1/social-video/comment/99999/report', { token: basic, body: { reason: 'spam' } })).status).toBe(404);
  });
});
