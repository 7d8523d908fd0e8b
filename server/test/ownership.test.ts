/**
 * Issue 3 item 4: routes keyed by an object the caller sends never reach another student's data.
 * Families covered here (the others have theirs beside their own tests: saved chats in
 * chatbot.test, notifications and subscriptions in account.test, quiz attempts and reviews in
 * quiz.test, video progress and chapter videos in content.test): live-class watch history,
 * video ratings, shares.
 */
import { call, createStudent, DEMO, login, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let a: { accessToken: string; userSurId: number };
let b: { accessToken: string; userSurId: number };
beforeAll(async () => {
  server = await startServer();
  a = await login(server, DEMO.premium);
  await createStudent(server, '9123500001', { createdAt: new Date(server.clock.now().getTime() - 86_400_000) }); // same class, on trial
  b = await login(server, '9123500001');
});
afterAll(async () => {
  await server.close();
});

const H = '/api/v1/liveClass';

test("watch history: another student's history is never listed, and their updates never touch mine", async () => {
  const mine = await call(server, 'GET', `${H}/get-all-live-class-watched-history?pageNumber=0`, { token: a.accessToken });
  expect(mine.status).toBe(200);
  const entries = [...(mine.body.data.content[0].ACADEMIC ?? []), ...(mine.body.data.content[0].EXTRA_CUR ?? [])];
  expect(entries.length).toBeGreaterThan(0);
  const watched = entries[0];

  const theirs = await call(server, 'GET', `${H}/get-all-live-class-watched-history?pageNumber=0`, { token: b.accessToken });
  expect(theirs.status).toBe(200);
  expect(theirs.body.message).toBe('No history Available Right Now!');

  // B watches the same class: B gets B's own row, A's coverage is unchanged.
  const before = watched.videoCoverageDuration;
  const upd = await call(server, 'PUT', `${H}/update-watched-history?idLiveClass=${watched.idLiveClass}&watchedDuration=999`, { token: b.accessToken });
  expect(upd.status).toBe(200);
  const again = await call(server, 'GET', `${H}/get-all-live-class-watched-history?pageNumber=0`, { token: a.accessToken });
  const mineAgain = [...(again.body.data.content[0].ACADEMIC ?? []), ...(again.body.data.content[0].EXTRA_CUR ?? [])].find((e: any) => e.idLiveClass === watched.idLiveClass);
  expect(mineAgain.videoCoverageDuration).toBe(before);
  expect(mineAgain.idVlUser).toBe(a.userSurId);
  const theirsNow = await call(server, 'GET', `${H}/get-all-live-class-watched-history?pageNumber=0`, { token: b.accessToken });
  const theirEntries = [...(theirsNow.body.data.content[0].ACADEMIC ?? []), ...(theirsNow.body.data.content[0].EXTRA_CUR ?? [])];
  expect(theirEntries.every((e: any) => e.idVlUser === b.userSurId)).toBe(true);
});

test("ratings: another student's rating is neither shown nor changed", async () => {
  const video = 10101 * 10 + 1;
  const saved = await call(server, 'POST', '/api/v1/offlineCourse/save-video-ratings', { token: a.accessToken, body: { idOfflineVideoCourse: video, rating: 5, review: 'Very clear' } });
  expect(saved.status).toBe(201);
  const theirs = await call(server, 'GET', `/api/v1/offlineCourse/get-video-ratings?idOfflineVideoCourse=${video}`, { token: b.accessToken });
  expect(theirs.body.data?.idVlUser ?? null).not.toBe(a.userSurId);
  expect((await call(server, 'GET', `/api/v1/offlineCourse/is-rating-available?idOfflineVideoCourse=${video}`, { token: b.accessToken })).body.data).toBe(false);
  const update = await call(server, 'PUT', '/api/v1/offlineCourse/update-video-ratings', { token: b.accessToken, body: { idOfflineVideoCourse: video, rating: 1, review: 'changed' } });
  expect(update.status).not.toBe(200);
  const mine = await call(server, 'GET', `/api/v1/offlineCourse/get-video-ratings?idOfflineVideoCourse=${video}`, { token: a.accessToken });
  expect(mine.body.data).toMatchObject({ rating: 5, review: 'Very clear', idVlUser: a.userSurId });
});

test('shares: each student gets their own link; a link carries no student data', async () => {
  const body = { idVideo: 1, videoType: 'discover', contentType: 'free' };
  const mine = await call(server, 'POST', '/api/v1/share/get-link', { token: a.accessToken, body });
  const theirs = await call(server, 'POST', '/api/v1/share/get-link', { token: b.accessToken, body });
  expect(mine.status).toBe(200);
  expect(theirs.status).toBe(200);
  expect(theirs.body.data).not.toBe(mine.body.data);
  const id = String(mine.body.data).split('/share/')[1];
  const opened = await call(server, 'GET', `/api/v1/share/${id}`);
  expect(opened.status).toBe(200);
  const text = JSON.stringify(opened.body);
  for (const secret of [DEMO.premium, 'idVlUser', 'userSurId', 'Aarav']) expect(text).not.toContain(secret);
});
