import { appStore, sessionAtom, setAppConfig } from '@app/shared';
import { testAuthUser } from '@app/shared/testing';
import { installStreamingFetch } from '../../../testing/fakes';
import { streamChat, chatUrl } from './streamChat';

beforeEach(() => {
  setAppConfig({ assistantBase: '' });
  appStore.set(sessionAtom, testAuthUser({ accessToken: 'tok-1' }));
});

describe('streamChat', () => {
  it('POSTs {text} as JSON with the bearer token and hands over each chunk as it arrives', async () => {
    const http = installStreamingFetch();
    const chunks: string[] = [];
    const ctrl = new AbortController();
    const done = streamChat({ text: 'What is a leaf?', signal: ctrl.signal, onChunk: (c) => chunks.push(c) });
    const s = await http.next();
    expect(s.url).toBe('/openai/chat');
    expect(s.init.method).toBe('POST');
    expect(JSON.parse(String(s.init.body))).toEqual({ text: 'What is a leaf?' });
    expect((s.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect((s.init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    await s.push('<p>A leaf ');
    expect(chunks).toEqual(['<p>A leaf ']);
    await s.push('makes food.</p>');
    await s.end();
    await expect(done).resolves.toBe('done');
    expect(chunks.join('')).toBe('<p>A leaf makes food.</p>');
  });

  it('uses the configured assistant host', () => {
    setAppConfig({ assistantBase: 'https://ai.example.org/' });
    expect(chatUrl()).toBe('https://ai.example.org/openai/chat');
  });

  it('is an error on a non-OK status or a missing body', async () => {
    installStreamingFetch(500);
    await expect(streamChat({ text: 'x', signal: new AbortController().signal, onChunk: () => undefined })).resolves.toBe('error');
    installStreamingFetch(200, { noBody: true });
    await expect(streamChat({ text: 'x', signal: new AbortController().signal, onChunk: () => undefined })).resolves.toBe('error');
  });

  it('is an error when the network fails mid-stream', async () => {
    const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const http = installStreamingFetch();
    const done = streamChat({ text: 'x', signal: new AbortController().signal, onChunk: () => undefined });
    const s = await http.next();
    await s.push('part');
    await s.fail(new TypeError('network error'));
    await expect(done).resolves.toBe('error');
    err.mockRestore();
  });

  it('aborting gives "aborted" (no error) and cancels the body', async () => {
    const http = installStreamingFetch();
    const ctrl = new AbortController();
    const chunks: string[] = [];
    const done = streamChat({ text: 'x', signal: ctrl.signal, onChunk: (c) => chunks.push(c) });
    const s = await http.next();
    await s.push('Once upon');
    ctrl.abort();
    await expect(done).resolves.toBe('aborted');
    expect(s.cancelled).toBe(true);
    expect(chunks).toEqual(['Once upon']);
  });

  it('an abort before the response arrives is also "aborted"', async () => {
    const abortError = () => Object.assign(new Error('aborted'), { name: 'AbortError' });
    const fetchMock = jest.fn((_u: string, init: RequestInit) => {
      const signal = init.signal as AbortSignal;
      return new Promise((_r, reject) => {
        if (signal.aborted) reject(abortError());
        signal.addEventListener('abort', () => reject(abortError()));
      });
    });
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    const ctrl = new AbortController();
    const done = streamChat({ text: 'x', signal: ctrl.signal, onChunk: () => undefined });
    await new Promise((r) => setTimeout(r, 0));
    expect(fetchMock).toHaveBeenCalled();
    ctrl.abort();
    await expect(done).resolves.toBe('aborted');
  });
});

describe('streamChat token refresh', () => {
  it('refreshes an expired token once after a 401 and retries', async () => {
    const { installApi } = await import('../../../testing/fakes');
    // The refresh goes through axios directly; answer it at the adapter of the default instance.
    const axios = jest.requireActual<{ default: { defaults: { adapter: unknown } } }>('axios').default;
    const original = axios.defaults.adapter;
    axios.defaults.adapter = async (config: unknown) => ({ data: { data: { accessToken: 'tok-2', refreshToken: 'r-2' }, statusCode: 200, message: 'ok' }, status: 200, statusText: 'OK', headers: {}, config });
    installApi(() => ({ status: 200, body: {} }));
    const statuses = [401, 200];
    const seen: string[] = [];
    (globalThis as { fetch?: unknown }).fetch = jest.fn(async (_u: string, init: RequestInit) => {
      seen.push((init.headers as Record<string, string>).Authorization!);
      const status = statuses.shift()!;
      let sent = false;
      return {
        ok: status === 200,
        status,
        body: { getReader: () => ({ read: async () => (sent ? { done: true } : ((sent = true), { done: false, value: new TextEncoder().encode('hi') })), cancel: async () => undefined }) },
      } as unknown as Response;
    });
    const chunks: string[] = [];
    await expect(streamChat({ text: 'x', signal: new AbortController().signal, onChunk: (c) => chunks.push(c) })).resolves.toBe('done');
    expect(seen).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(chunks).toEqual(['hi']);
    axios.defaults.adapter = original;
  });
});
