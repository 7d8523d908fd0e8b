import { call, startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const OK = 'Request Sucessfull';

test('categories: the three seeded ones, public', async () => {
  const res = await call(server, 'GET', '/api/v1/discover/getAllCategories');
  expect(res.status).toBe(200);
  expect(res.body.message).toBe(OK);
  expect(res.body.data.map((c: { idDiscoverVideoCategory: number; category: string }) => [c.idDiscoverVideoCategory, c.category])).toEqual([
    [1, 'SCIENCE EXPERIMENT'],
    [2, 'MATHS CONCEPT'],
    [3, 'STORIES'],
  ]);
  expect(res.body.data[0]).toEqual({ idDiscoverVideoCategory: 1, category: 'SCIENCE EXPERIMENT', imageLink: expect.stringMatching(/^\/media\//) });
});

test('top 10 latest: newest first, the contract shape, IST dates, playable links', async () => {
  const res = await call(server, 'GET', '/api/v1/discover/getTop10Latestvideos');
  expect(res.status).toBe(200);
  const vids = res.body.data;
  expect(vids).toHaveLength(10);
  const dates = vids.map((v: { uploadedDate: string }) => new Date(v.uploadedDate).getTime());
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  expect(Object.keys(vids[0]).sort()).toEqual(
    [
      'createdAt', 'createdBy', 'featuredFlag', 'idDiscoverVideo', 'idDiscoverVideoCategory', 'language', 'postarLoc', 'topic', 'totalViews',
      'updatedAt', 'updatedBy', 'uploadedDate', 'videoDescription', 'videoDuration', 'videoLink', 'videoOtp', 'videoTheme',
    ].sort(),
  );
  expect(vids[0].uploadedDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+05:30$/);
  const media = await fetch(server.url + vids[0].videoLink, { headers: { range: 'bytes=0-99' } });
  expect(media.status).toBe(206);
  expect(media.headers.get('content-type')).toContain('video/mp4');
});

test('languages: distinct names, several of them', async () => {
  const res = await call(server, 'GET', '/api/v1/discover/getLanguages');
  expect(res.body.data).toEqual(expect.arrayContaining(['English', 'Hindi', 'Kannada', 'Tamil', 'Telugu']));
  expect(new Set(res.body.data).size).toBe(res.body.data.length);
});

test('by category, and by category and language (case-insensitive)', async () => {
  const all = await call(server, 'GET', '/api/v1/discover/getDiscoverVideosByCategory/3');
  expect(all.status).toBe(200);
  expect(all.body.data.length).toBe(4);
  expect(all.body.data.every((v: { idDiscoverVideoCategory: number }) => v.idDiscoverVideoCategory === 3)).toBe(true);
  const hindi = await call(server, 'GET', '/api/v1/discover/getDiscoverVideosByCategory/3/hindi');
  expect(hindi.body.data.map((v: { topic: string }) => v.topic)).toEqual(['The lion and the mouse']);
  const none = await call(server, 'GET', '/api/v1/discover/getDiscoverVideosByCategory/3/Marathi');
  expect(none.status).toBe(500);
  expect(none.body).toEqual({ data: null, statusCode: 500, message: 'No Videos Found for this Language' });
  const missing = await call(server, 'GET', '/api/v1/discover/getDiscoverVideosByCategory/99');
  expect(missing.body.message).toBe('No Videos Found!');
});

test('latest by language', async () => {
  const kn = await call(server, 'GET', '/api/v1/discover/getAllLatestVideosOnLanguage/Kannada');
  expect(kn.status).toBe(200);
  expect(kn.body.data.length).toBe(3);
  expect(kn.body.data.every((v: { language: string }) => v.language === 'Kannada')).toBe(true);
  const none = await call(server, 'GET', `/api/v1/discover/getAllLatestVideosOnLanguage/${encodeURIComponent('Klingon')}`);
  expect(none.status).toBe(500);
  expect(none.body.message).toBe('No Videos For this language');
});

test('one video, one category, featured, latest in a category', async () => {
  expect((await call(server, 'GET', '/api/v1/discover/discover-video/1')).body.data.topic).toBe('Lemon battery');
  expect((await call(server, 'GET', '/api/v1/discover/discover-video/999')).body).toEqual({ data: null, statusCode: 500, message: 'No Video Found' });
  expect((await call(server, 'GET', '/api/v1/discover/category/2')).body.data.category).toBe('MATHS CONCEPT');
  expect((await call(server, 'GET', '/api/v1/discover/category/9')).body.message).toBe('No category id found');
  const featured = await call(server, 'GET', '/api/v1/discover/getFeaturedVideos');
  expect(featured.body.data.every((v: { featuredFlag: boolean }) => v.featuredFlag)).toBe(true);
  expect((await call(server, 'GET', '/api/v1/discover/latest-videos/1/English')).body.data).toHaveLength(2);
  expect((await call(server, 'GET', '/api/v1/discover/latest-videos/1/Tamil')).body.message).toBe('No Latest videos found');
  expect((await call(server, 'GET', '/api/v1/discover/videos/2')).body.data).toHaveLength(4);
});

test('pages of 12: Spring shape, later empty page is 200 null', async () => {
  const p0 = await call(server, 'GET', '/api/v1/discover/all-videos/1?pageNumber=0&language=all');
  expect(p0.status).toBe(200);
  expect(p0.body.data).toMatchObject({ totalElements: 4, size: 12, number: 0, first: true, last: true, numberOfElements: 4 });
  expect(p0.body.data.pageable).toMatchObject({ pageNumber: 0, pageSize: 12, offset: 0 });
  const p1 = await call(server, 'GET', '/api/v1/discover/all-videos/1?pageNumber=1');
  expect(p1.body).toEqual({ data: null, statusCode: 200, message: 'No More Videos Available for this category.' });
  const similar = await call(server, 'GET', '/api/v1/discover/similar/1');
  expect(similar.body.data.content.map((v: { idDiscoverVideo: number }) => v.idDiscoverVideo)).not.toContain(1);
  const search = await call(server, 'GET', '/api/v1/discover/searchDiscoverVideo?topic=crow');
  expect(search.body.data.content[0].topic).toBe('The thirsty crow');
  expect((await call(server, 'GET', '/api/v1/discover/searchDiscoverVideo?topic=zzzz')).body.message).toBe('Not Result found!!!');
  // A LIKE wildcard in the search text is matched literally.
  expect((await call(server, 'GET', '/api/v1/discover/searchDiscoverVideo?topic=%25')).body.message).toBe('Not Result found!!!');
});

test('bad input gets a clear 400', async () => {
  const bad = await call(server, 'GET', '/api/v1/discover/getDiscoverVideosByCategory/abc');
  expect(bad.status).toBe(400);
  expect(bad.body.statusCode).toBe(400);
  expect(bad.body.message).toMatch(/id/);
  expect((await call(server, 'GET', '/api/v1/discover/all-videos/1?pageNumber=-1')).status).toBe(400);
  expect((await call(server, 'GET', `/api/v1/discover/getAllLatestVideosOnLanguage/${'x'.repeat(60)}`)).status).toBe(400);
});
