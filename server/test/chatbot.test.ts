import { DEMO, call, login, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let a: Awaited<ReturnType<typeof login>>;
let b: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  server = await startServer();
  a = await login(server, DEMO.premium);
  b = await login(server, DEMO.basic);
});
afterAll(async () => {
  await server.close();
});

const save = (token: string | undefined, body: unknown) => call(server, 'POST', '/api/v1/quiz/save-chatbot-qa', { token, body });
const list = (token: string | undefined, qs: string) => call(server, 'GET', `/api/v1/quiz/get-chatbot-qa?${qs}`, { token });
const remove = (token: string | undefined, id: number | string) => call(server, 'DELETE', `/api/v1/quiz/delete-chatbot-qa?idChatbotQa=${id}`, { token });

describe('chatbot saved pairs', () => {
  test('save returns {idChatbotQa, question, answer} with the contract message', async () => {
    const res = await save(a.accessToken, { userId: a.userSurId, question: '  What is a cell? ', answer: '<p>The unit of life.</p>' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { idChatbotQa: expect.any(Number), question: 'What is a cell?', answer: '<p>The unit of life.</p>' },
      statusCode: 200,
      message: 'Successfull request',
    });
  });

  test('empty question or answer gets the contract messages; bad shapes are 400', async () => {
    const q = await save(a.accessToken, { question: '   ', answer: 'x' });
    expect(q.status).toBe(400);
    expect(q.body.message).toBe('Question cannot be empty');
    const ans = await save(a.accessToken, { question: 'q' });
    expect(ans.status).toBe(400);
    expect(ans.body.message).toBe('Answer cannot be empty');
    const tooLong = await save(a.accessToken, { question: 'x'.repeat(4001), answer: 'a' });
    expect(tooLong.status).toBe(400);
    const wrongType = await save(a.accessToken, { question: 42, answer: 'a' });
    expect(wrongType.status).toBe(400);
    const notJson = await call(server, 'POST', '/api/v1/quiz/save-chatbot-qa', { token: a.accessToken, body: '{oops' });
    expect(notJson.status).toBe(400);
  });

  test('saving for another user is refused', async () => {
    const res = await save(a.accessToken, { userId: b.userSurId, question: 'q', answer: 'a' });
    expect(res.status).toBe(403);
  });

  test('requires a token (Spring 401 JSON)', async () => {
    const res = await save(undefined, { question: 'q', answer: 'a' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Unauthorized');
    expect((await list(undefined, 'page=0&size=5')).status).toBe(401);
    expect((await remove(undefined, 1)).status).toBe(401);
  });

  test('lists only my rows with status true, newest first, as a Spring page', async () => {
    const user = await login(server, DEMO.trial);
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) {
      server.clock.advance(1000);
      const r = await save(user.accessToken, { question: `Q${i}`, answer: `A${i}` });
      ids.push(r.body.data.idChatbotQa);
    }
    await save(b.accessToken, { question: 'other', answer: 'student' });
    const p0 = await list(user.accessToken, `userSurId=${user.userSurId}&page=0&size=5`);
    expect(p0.status).toBe(200);
    expect(p0.body.message).toBe('Fetched Successfully');
    const d = p0.body.data;
    expect(d.content.map((c: { question: string }) => c.question)).toEqual(['Q7', 'Q6', 'Q5', 'Q4', 'Q3']);
    expect(d.content[0]).toEqual({
      idChatbotQa: ids[6],
      question: 'Q7',
      answer: 'A7',
      idVlUser: user.userSurId,
      status: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.any(String),
    });
    expect(d.pageable).toMatchObject({ pageNumber: 0, pageSize: 5, offset: 0 });
    expect(d).toMatchObject({ totalElements: 7, totalPages: 2, first: true, last: false, size: 5, number: 0, numberOfElements: 5 });
    const p1 = await list(user.accessToken, `userSurId=${user.userSurId}&page=1&size=5`);
    expect(p1.body.data.content.map((c: { question: string }) => c.question)).toEqual(['Q2', 'Q1']);
    expect(p1.body.data).toMatchObject({ last: true, numberOfElements: 2 });
    const asc = await list(user.accessToken, `page=0&size=2&direction=asc`);
    expect(asc.body.data.content.map((c: { question: string }) => c.question)).toEqual(['Q1', 'Q2']);

    // Soft delete: gone from the list, totals follow.
    const del = await remove(user.accessToken, ids[6]!);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ data: true, statusCode: 200, message: 'Deleted Successfully' });
    const after = await list(user.accessToken, `userSurId=${user.userSurId}&page=0&size=5`);
    expect(after.body.data.totalElements).toBe(6);
    expect(after.body.data.content[0].question).toBe('Q6');
    // Deleting again: not found.
    expect((await remove(user.accessToken, ids[6]!)).status).toBe(404);
  });

  test("another student's userSurId or pair is refused", async () => {
    const mine = await save(a.accessToken, { question: 'private', answer: 'pair' });
    const id = mine.body.data.idChatbotQa;
    expect((await list(b.accessToken, `userSurId=${a.userSurId}&page=0&size=5`)).status).toBe(403);
    const del = await remove(b.accessToken, id);
    expect(del.status).toBe(404);
    const still = await list(a.accessToken, `userSurId=${a.userSurId}&page=0&size=50`);
    expect(still.body.data.content.some((c: { idChatbotQa: number }) => c.idChatbotQa === id)).toBe(true);
    const bList = await list(b.accessToken, `page=0&size=50`);
    expect(bList.body.data.content.every((c: { idVlUser: number }) => c.idVlUser === b.userSurId)).toBe(true);
  });

  test('bad paging and ids are 400', async () => {
    expect((await list(a.accessToken, 'page=-1&size=5')).status).toBe(400);
    expect((await list(a.accessToken, 'page=0&size=0')).status).toBe(400);
    expect((await list(a.accessToken, 'page=0&size=51')).status).toBe(400);
    expect((await list(a.accessToken, 'page=abc')).status).toBe(400);
    expect((await list(a.accessToken, 'direction=sideways')).status).toBe(400);
    expect((await remove(a.accessToken, 'abc')).status).toBe(400);
    expect((await remove(a.accessToken, 0)).status).toBe(400);
    expect((await call(server, 'DELETE', '/api/v1/quiz/delete-chatbot-qa', { token: a.accessToken })).status).toBe(400);
  });

  test('an empty page past the end is a 200 with empty content', async () => {
    const res = await list(a.accessToken, 'page=99&size=5');
    expect(res.status).toBe(200);
    expect(res.body.data.content).toEqual([]);
  });
});
