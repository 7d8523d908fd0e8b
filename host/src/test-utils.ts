import { apiClient, type ApiVersion } from '@app/shared';

type Instance = ReturnType<typeof apiClient>;
type AxiosAdapter = Extract<NonNullable<Instance['defaults']['adapter']>, (...args: never[]) => unknown>;
type InternalAxiosRequestConfig = Parameters<AxiosAdapter>[0];
type AxiosResponse = Awaited<ReturnType<AxiosAdapter>>;

export interface Reply {
  status: number;
  body: unknown;
}
export type Handler = (req: { method: string; url: string; version: ApiVersion; params: Record<string, unknown>; data: unknown }) => Reply | undefined;

/**
 * Mocks the HTTP edge: every shared API client (v1..v4) answers through `handler`.
 * Unhandled requests answer 404. Returns the list of requests made.
 */
export function mockHttp(handler: Handler) {
  const calls: { method: string; url: string; version: ApiVersion; params: Record<string, unknown>; data: unknown }[] = [];
  for (const version of ['v1', 'v2', 'v3', 'v4'] as ApiVersion[]) {
    const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
      const req = {
        method: (config.method ?? 'get').toUpperCase(),
        url: config.url ?? '',
        version,
        params: (config.params ?? {}) as Record<string, unknown>,
        data: typeof config.data === 'string' ? safeJson(config.data) : config.data,
      };
      calls.push(req);
      const r = handler(req) ?? { status: 404, body: { data: null, statusCode: 404, message: 'Not found' } };
      const res: AxiosResponse = { data: r.body, status: r.status, statusText: String(r.status), headers: {}, config };
      if (r.status >= 400) {
        const err = Object.assign(new Error(`Request failed with status code ${r.status}`), { isAxiosError: true, response: res, config });
        throw err;
      }
      return res;
    };
    apiClient(version).defaults.adapter = adapter;
  }
  return calls;
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}

export const ok = (data: unknown, message = 'Request Sucessfull'): Reply => ({ status: 200, body: { data, statusCode: 200, message } });
export const fail = (status: number, message: string, data: unknown = null): Reply => ({ status, body: { data, statusCode: status, message } });

/** Lets pending promises (and their then-chains) run. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) await Promise.resolve();
}
