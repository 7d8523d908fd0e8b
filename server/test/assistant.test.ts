import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildAssistantApp } from '../src/assistant/app.js';
import { sleep, type AskInput, type AssistantProvider } from '../src/assistant/providers/index.js';
import type { App } from '../src/modules/module.js';
import { DEMO, call, login, startServer, type TestServer } from './helpers.js';

type Server = TestServer & { dropDatabase(): Promise<void> };

/** POSTs a question and reads the streamed body piece by piece. */
async function ask(url: string, token: string | undefined, body: unknown, opts: { signal?: AbortSignal; onPiece?: (p: string, i: number) => void } = {}) {
  const res = await fetch(`${url}/openai/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal: opts.signal,
  });
  const pieces: string[] = [];
  if (res.body) {
    const reader = res.body.getReader();
    const dec = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const p = dec.decode(value, { stream: true });
      pieces.push(p);
      opts.onPiece?.(p, pieces.length - 1);
    }
  }
  const text = pieces.join('');
  return { res, pieces, text, plain: text.replace(/&#39;/g, "'") };
}

describe('POST /openai/chat on the main server (offline tutor)', () => {
  let server: Server;
  let student: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    server = await startServer({ env: { ASSISTANT_STREAM_DELAY_MS: '15', ASSISTANT_RATE_LIMIT: '1000/60000' } });
    student = await login(server, DEMO.premium);
  });
  afterAll(() => server.close());

  test('streams the answer from the platform content in several pieces, as HTML with links', async () => {
    const started = Date.now();
    const arrivals: number[] = [];
    const { res, pieces, text } = await ask(server.url, student.accessToken, { text: 'What is photosynthesis and how do plants make food?' }, { onPiece: () => arrivals.push(Date.now() - started) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(pieces.length).toBeGreaterThan(3);
    // Pieces arrive over time, not all at once at the end.
    expect(arrivals[arrivals.length - 1]! - arrivals[0]!).toBeGreaterThan(30);
    expect(text).toMatch(/photosynthesis/i);
    expect(text).toMatch(/href="\/content\/\d+\?subject=\d+/);
    expect(text).toMatch(/href="\/subject\/academic\/\d+\/0"/);
    expect(text).not.toMatch(/<script/i);
  });

  test('requires a student token (Spring 401 JSON)', async () => {
    const none = await ask(server.url, undefined, { text: 'hi' });
    expect(none.res.status).toBe(401);
    expect(JSON.parse(none.text)).toMatchObject({ status: 401, error: 'Unauthorized' });
    const bad = await ask(server.url, 'not-a-token', { text: 'hi' });
    expect(bad.res.status).toBe(401);
  });

  test('bounded input: empty, too long, wrong type and non-JSON bodies are 400', async () => {
    const empty = await ask(server.url, student.accessToken, { text: '   ' });
    expect(empty.res.status).toBe(400);
    expect(JSON.parse(empty.text)).toEqual({ data: null, statusCode: 400, message: 'Please type a question.' });
    const long = await ask(server.url, student.accessToken, { text: 'why '.repeat(300) });
    expect(long.res.status).toBe(400);
    expect(JSON.parse(long.text).message).toBe('Please keep your question under 1000 characters.');
    expect((await ask(server.url, student.accessToken, { text: 42 })).res.status).toBe(400);
    expect((await ask(server.url, student.accessToken, {})).res.status).toBe(400);
    expect((await ask(server.url, student.accessToken, '{oops')).res.status).toBe(400);
    const huge = await ask(server.url, student.accessToken, { text: 'x'.repeat(200_000) });
    expect([400, 413]).toContain(huge.res.status);
  });

  test('declines unsafe requests kindly, streamed like any answer', async () => {
    const { res, plain } = await ask(server.url, student.accessToken, { text: 'how do I make a bomb' });
    expect(res.status).toBe(200);
    expect(plain).toContain("I can't help with anything that could hurt someone.");
  });

  test('the browser is told where the assistant is (same origin by default)', async () => {
    const cfg = await call(server, 'GET', '/app-config.json');
    expect(cfg.body.assistantBase).toBe('');
  });
});

describe('rate limit per student', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ env: { ASSISTANT_STREAM_DELAY_MS: '0', ASSISTANT_RATE_LIMIT: '3/60000' } });
  });
  afterAll(() => server.close());

  test('the 4th question in the window is 429 with a retry time; another student is unaffected', async () => {
    const a = await login(server, DEMO.premium);
    const b = await login(server, DEMO.basic);
    for (let i = 0; i < 3; i++) expect((await ask(server.url, a.accessToken, { text: 'hello' })).res.status).toBe(200);
    const fourth = await ask(server.url, a.accessToken, { text: 'hello' });
    expect(fourth.res.status).toBe(429);
    expect(fourth.res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(JSON.parse(fourth.text).message).toMatch(/^Too many requests, please try again in \d+ seconds\.$/);
    expect((await ask(server.url, b.accessToken, { text: 'hello' })).res.status).toBe(200);
  });
});

/** A provider that yields `n` pieces slowly and records what happened. */
function slowProvider(n = 50, delay = 20) {
  const state = { produced: 0, aborted: false, finished: false, calls: [] as AskInput[] };
  const provider: AssistantProvider = {
    name: 'slow',
    async *answer(input, signal) {
      state.calls.push(input);
      signal.addEventListener('abort', () => (state.aborted = true));
      for (let i = 0; i < n; i++) {
        await sleep(delay, signal);
        state.produced++;
        yield `<span>${i}</span>`;
      }
      state.finished = true;
    },
  };
  return { provider, state };
}

describe('the standalone assistant app (its own host)', () => {
  let server: Server;
  let app: App;
  let url: string;
  let student: Awaited<ReturnType<typeof login>>;
  const slow = slowProvider();
  beforeAll(async () => {
    server = await startServer({ env: { ASSISTANT_MAX_CONCURRENT: '1', ASSISTANT_CORS_ORIGINS: 'https://learn.example.org' } });
    app = await buildAssistantApp(server.config, { db: server.app.ctx.db, dialect: server.app.ctx.dialect, provider: slow.provider, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    student = await login(server, DEMO.premium);
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  test('accepts the API tokens and passes only the first name and class to the provider', async () => {
    const { res, pieces } = await ask(url, student.accessToken, { text: 'count for me' });
    expect(res.status).toBe(200);
    expect(pieces.join('')).toContain('<span>49</span>');
    expect(slow.state.calls[0]!.student).toEqual({ userSurId: student.userSurId, firstName: expect.any(String), idClassStandard: expect.any(Number), classNumber: expect.any(Number) });
    expect(Object.keys(slow.state.calls[0]!.student).sort()).toEqual(['classNumber', 'firstName', 'idClassStandard', 'userSurId']);
  });

  test('stops generating when the client disconnects', async () => {
    slow.state.produced = 0;
    slow.state.aborted = false;
    slow.state.finished = false;
    const ctrl = new AbortController();
    await ask(url, student.accessToken, { text: 'count' }, { signal: ctrl.signal, onPiece: (_p, i) => i === 2 && ctrl.abort() }).catch((e) => {
      expect((e as Error).name).toBe('AbortError');
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(slow.state.aborted).toBe(true);
    expect(slow.state.finished).toBe(false);
    const producedAfterAbort = slow.state.produced;
    await new Promise((r) => setTimeout(r, 200));
    expect(slow.state.produced).toBe(producedAfterAbort);
    expect(producedAfterAbort).toBeLessThan(10);
    // The slot is released: the next question works.
    expect((await ask(url, student.accessToken, { text: 'again' })).res.status).toBe(200);
  });

  test('one reply at a time per student when ASSISTANT_MAX_CONCURRENT=1', async () => {
    const first = ask(url, student.accessToken, { text: 'one' });
    await new Promise((r) => setTimeout(r, 60));
    const second = await ask(url, student.accessToken, { text: 'two' });
    expect(second.res.status).toBe(429);
    expect(JSON.parse(second.text).message).toBe('Please wait for the current answer to finish.');
    expect((await first).res.status).toBe(200);
  });

  test('CORS for the configured web origin, not for others', async () => {
    const pre = await fetch(`${url}/openai/chat`, { method: 'OPTIONS', headers: { origin: 'https://learn.example.org', 'access-control-request-method': 'POST' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://learn.example.org');
    expect(pre.headers.get('access-control-allow-headers')).toContain('authorization');
    const other = await fetch(`${url}/openai/chat`, { method: 'OPTIONS', headers: { origin: 'https://evil.example.com' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const health = await fetch(`${url}/openai/health`);
    expect(health.status).toBe(200);
  });

  test('requires a token here too', async () => {
    expect((await ask(url, undefined, { text: 'hi' })).res.status).toBe(401);
  });
});

/** A local OpenAI-compatible endpoint streaming Chat Completions SSE. */
function fakeLlm() {
  const seen: { auth?: string; body?: any; closedEarly: boolean }[] = [];
  let mode: 'ok' | 'status500' | 'break' | 'slow' | 'hang' = 'ok';
  const srv = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      const entry = { auth: req.headers.authorization, body: JSON.parse(raw || '{}'), closedEarly: false };
      seen.push(entry);
      res.on('close', () => {
        if (!res.writableFinished) entry.closedEarly = true;
      });
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      if (mode === 'status500') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
        return;
      }
      if (mode === 'hang') return; // never answers
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const send = (o: unknown) => res.write(`data: ${JSON.stringify(o)}\n\n`);
      send({ choices: [{ delta: { role: 'assistant' } }] });
      res.write(': keep-alive\n\n');
      const words = mode === 'slow' ? Array.from({ length: 100 }, (_, i) => `w${i} `) : ['Plants ', 'make ', 'food <fast> ', '& grow.'];
      for (const w of words) {
        if (res.destroyed) return;
        // A delta split across two TCP writes.
        const line = `data: ${JSON.stringify({ choices: [{ delta: { content: w } }] })}\n\n`;
        res.write(line.slice(0, 10));
        await new Promise((r) => setTimeout(r, mode === 'slow' ? 20 : 5));
        res.write(line.slice(10));
        if (mode === 'break' && w === 'make ') {
          res.destroy();
          return;
        }
      }
      res.write('data: [DONE]\n\n');
      res.end();
    });
  });
  return {
    seen,
    setMode: (m: typeof mode) => (mode = m),
    listen: () => new Promise<number>((r) => srv.listen(0, '127.0.0.1', () => r((srv.address() as AddressInfo).port))),
    close: () =>
      new Promise<void>((r) => {
        if (!srv.listening) return r();
        srv.closeAllConnections();
        srv.close(() => r());
      }),
  };
}

describe('the OpenAI-compatible provider against a local SSE endpoint', () => {
  const llm = fakeLlm();
  let server: Server;
  let student: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    const port = await llm.listen();
    server = await startServer({
      env: {
        ASSISTANT_BASE_URL: `http://127.0.0.1:${port}/v1`,
        ASSISTANT_API_KEY: 'sk-test',
        ASSISTANT_MODEL: 'tiny-tutor',
        ASSISTANT_RATE_LIMIT: '1000/60000',
        ASSISTANT_FIRST_BYTE_TIMEOUT_MS: '1500',
      },
    });
    student = await login(server, DEMO.trial);
  });
  afterAll(async () => {
    await llm.close();
    // The aborted fetch's keep-alive socket on the client side lingers until its own timeout.
    server.app.server.closeAllConnections();
    await server.close();
  });
  beforeEach(() => llm.setMode('ok'));

  test('streams the model text, escaped, and sends the tutoring prompt, model and key', async () => {
    const { res, text, pieces } = await ask(server.url, student.accessToken, { text: 'How do plants make food?' });
    expect(res.status).toBe(200);
    expect(text).toBe('Plants make food &lt;fast&gt; &amp; grow.');
    expect(pieces.length).toBeGreaterThan(1);
    const req = llm.seen[llm.seen.length - 1]!;
    expect(req.auth).toBe('Bearer sk-test');
    expect(req.body).toMatchObject({ model: 'tiny-tutor', stream: true, max_tokens: 700 });
    expect(req.body.messages[0].role).toBe('system');
    expect(req.body.messages[0].content).toMatch(/friendly and patient tutor/);
    expect(req.body.messages[1]).toEqual({ role: 'user', content: 'How do plants make food?' });
  });

  test('an unsafe request never reaches the model', async () => {
    const before = llm.seen.length;
    const { plain } = await ask(server.url, student.accessToken, { text: 'show me porn' });
    expect(plain).toContain("That's not something I can talk about here.");
    expect(llm.seen.length).toBe(before);
  });

  test('an upstream error status is a 502 envelope', async () => {
    llm.setMode('status500');
    const { res, text } = await ask(server.url, student.accessToken, { text: 'hi there' });
    expect(res.status).toBe(502);
    expect(JSON.parse(text)).toEqual({ data: null, statusCode: 502, message: 'The assistant is not available right now. Please try again in a moment.' });
  });

  test('a stream that breaks midway ends with a short note', async () => {
    llm.setMode('break');
    const { res, text } = await ask(server.url, student.accessToken, { text: 'hi there' });
    expect(res.status).toBe(200);
    expect(text).toMatch(/^Plants /);
    expect(text).toContain('Sorry, the answer was cut short. Please ask again.');
  });

  test('no first piece in time is a 504', async () => {
    llm.setMode('hang');
    const { res, text } = await ask(server.url, student.accessToken, { text: 'hi there' });
    expect(res.status).toBe(504);
    expect(JSON.parse(text).message).toBe('The assistant took too long to answer. Please try again.');
  });

  test('a client disconnect aborts the upstream request', async () => {
    llm.setMode('slow');
    const ctrl = new AbortController();
    await ask(server.url, student.accessToken, { text: 'count slowly' }, { signal: ctrl.signal, onPiece: (_p, i) => i === 2 && ctrl.abort() }).catch(() => undefined);
    const req = llm.seen[llm.seen.length - 1]!;
    await new Promise((r) => setTimeout(r, 300));
    expect(req.closedEarly).toBe(true);
  });

  test('an unreachable endpoint is a 502', async () => {
    await llm.close();
    const { res } = await ask(server.url, student.accessToken, { text: 'anyone there?' });
    expect(res.status).toBe(502);
  });
});
