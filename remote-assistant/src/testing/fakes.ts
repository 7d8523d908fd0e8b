/**
 * Test doubles at the browser and HTTP boundary: fetch with a streamed body, the axios
 * adapter behind shared's API client, speechSynthesis and SpeechRecognition.
 */
import { apiClient } from '@app/shared';

type AxiosAdapter = NonNullable<ReturnType<typeof apiClient>['defaults']['adapter']>;
type AdapterConfig = { method?: string; url?: string; params?: unknown; data?: unknown; headers?: unknown };

// ---------- fetch with a controllable streamed body ----------

export interface StreamControl {
  push(text: string): Promise<void>;
  end(): Promise<void>;
  fail(error: Error): Promise<void>;
  /** The request's init (headers, body, signal). */
  init: RequestInit;
  url: string;
  cancelled: boolean;
}

const flush = () => new Promise<void>((r) => setTimeout(r, 0));

/**
 * Installs `fetch` answering with a streamed body the test feeds chunk by chunk.
 * Returns a queue of controls, one per request, in order.
 */
export function installStreamingFetch(status = 200, opts: { noBody?: boolean } = {}) {
  const controls: StreamControl[] = [];
  const waiting: ((c: StreamControl) => void)[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const enc = new TextEncoder();
    const queue: { done: boolean; value?: Uint8Array; error?: Error }[] = [];
    let pending: ((v: { done: boolean; value?: Uint8Array }) => void) | null = null;
    let pendingReject: ((e: Error) => void) | null = null;
    const signal = init.signal as AbortSignal | undefined;
    const control: StreamControl = {
      init,
      url,
      cancelled: false,
      async push(text) {
        deliver({ done: false, value: enc.encode(text) });
        await flush();
      },
      async end() {
        deliver({ done: true });
        await flush();
      },
      async fail(error) {
        deliver({ done: true, error });
        await flush();
      },
    };
    function deliver(item: { done: boolean; value?: Uint8Array; error?: Error }) {
      if (pending) {
        const res = pending;
        const rej = pendingReject!;
        pending = null;
        pendingReject = null;
        if (item.error) rej(item.error);
        else res(item);
      } else queue.push(item);
    }
    const abortError = () => Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
    signal?.addEventListener('abort', () => {
      if (pendingReject) {
        const rej = pendingReject;
        pending = null;
        pendingReject = null;
        rej(abortError());
      }
    });
    const reader = {
      read: () =>
        new Promise<{ done: boolean; value?: Uint8Array }>((resolve, reject) => {
          if (signal?.aborted) return reject(abortError());
          const next = queue.shift();
          if (next) return next.error ? reject(next.error) : resolve(next);
          pending = resolve;
          pendingReject = reject;
        }),
      cancel: async () => {
        control.cancelled = true;
      },
      releaseLock: () => undefined,
    };
    controls.push(control);
    const w = waiting.shift();
    if (w) w(control);
    return {
      ok: status >= 200 && status < 300,
      status,
      body: opts.noBody ? null : { getReader: () => reader },
    } as unknown as Response;
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return {
    fetchMock,
    controls,
    /** The next request's control (waits for it). */
    next(): Promise<StreamControl> {
      const existing = controls[controls.length - 1];
      if (existing && !(existing as { taken?: boolean }).taken) {
        (existing as { taken?: boolean }).taken = true;
        return Promise.resolve(existing);
      }
      return new Promise((r) =>
        waiting.push((c) => {
          (c as { taken?: boolean }).taken = true;
          r(c);
        }),
      );
    },
  };
}

// ---------- axios adapter behind shared's API client ----------

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
  headers: Record<string, unknown>;
}
export type FakeRoute = (req: FakeRequest) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** Replaces the v1 client's HTTP adapter: every request goes to `route`. */
export function installApi(route: FakeRoute) {
  const requests: FakeRequest[] = [];
  const adapter = (async (config: AdapterConfig) => {
    const h = config.headers as { toJSON?: () => Record<string, unknown> } | undefined;
    const req: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params as Record<string, unknown>) ?? {},
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: h?.toJSON ? h.toJSON() : ((h as Record<string, unknown>) ?? {}),
    };
    requests.push(req);
    const { status, body } = await route(req);
    const response = { data: body, status, statusText: String(status), headers: {}, config, request: {} };
    // What axios' own adapters reject with: an error carrying the response and config.
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, code: 'ERR_BAD_RESPONSE', config, response });
    return response;
  }) as unknown as AxiosAdapter;
  apiClient('v1').defaults.adapter = adapter;
  return requests;
}

export const envelope = (data: unknown, message = 'Request Sucessfull', statusCode = 200) => ({ status: statusCode, body: { data, statusCode, message } });

export function springPage<T>(content: T[], page: number, size: number, totalElements: number) {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    pageable: { pageNumber: page, pageSize: size, offset: page * size, paged: true, unpaged: false, sort: { sorted: true, unsorted: false, empty: false } },
    totalPages,
    totalElements,
    last: page >= totalPages - 1,
    first: page === 0,
    size,
    number: page,
    numberOfElements: content.length,
    empty: content.length === 0,
  };
}

// ---------- speechSynthesis ----------

export class FakeUtterance {
  text: string;
  voice: { name: string; lang: string } | null = null;
  lang = '';
  rate = -1;
  pitch = -1;
  volume = -1;
  onend: (() => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

export function installSpeechSynthesis(voices: { name: string; lang: string }[] = [{ name: 'Google US English', lang: 'en-US' }]) {
  const spoken: FakeUtterance[] = [];
  let queue: FakeUtterance[] = [];
  const listeners = new Set<() => void>();
  const synth: {
    voices: { name: string; lang: string }[];
    speak: jest.Mock;
    cancel: jest.Mock;
    getVoices: jest.Mock;
    addEventListener: (t: string, fn: () => void) => void;
    removeEventListener: (t: string, fn: () => void) => void;
    finishOne: () => void;
    voicesChanged: () => void;
  } = {
    voices,
    speak: jest.fn((u: FakeUtterance) => {
      spoken.push(u);
      queue.push(u);
    }),
    cancel: jest.fn(() => {
      const q = queue;
      queue = [];
      for (const u of q) u.onerror?.({ error: 'interrupted' });
    }),
    getVoices: jest.fn(() => synth.voices),
    addEventListener: (_: string, fn: () => void) => void listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => void listeners.delete(fn),
    /** The browser finished the current utterance. */
    finishOne() {
      const u = queue.shift();
      u?.onend?.();
    },
    voicesChanged() {
      for (const l of listeners) l();
    },
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true, writable: true });
  (window as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance = FakeUtterance;
  return { synth, spoken };
}

export function removeSpeechSynthesis() {
  delete (window as unknown as Record<string, unknown>).speechSynthesis;
  delete (window as unknown as Record<string, unknown>).SpeechSynthesisUtterance;
}

// ---------- SpeechRecognition ----------

export class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: ((e: unknown) => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = jest.fn();
  stop = jest.fn(() => this.onend?.());
  abort = jest.fn();
  constructor() {
    FakeRecognition.instances.push(this);
  }
  /** Emits results: [text, isFinal][] as the whole current result list. */
  emit(results: [string, boolean][], resultIndex = 0) {
    const list = results.map(([t, isFinal]) => Object.assign([{ transcript: t }], { isFinal }));
    this.onresult?.({ resultIndex, results: list });
  }
}

export function installRecognition() {
  FakeRecognition.instances = [];
  (window as unknown as Record<string, unknown>).webkitSpeechRecognition = FakeRecognition;
  return () => FakeRecognition.instances[FakeRecognition.instances.length - 1]!;
}

export function removeRecognition() {
  delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
  delete (window as unknown as Record<string, unknown>).SpeechRecognition;
}
