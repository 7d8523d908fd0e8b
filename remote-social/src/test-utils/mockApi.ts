import { apiClient, type ApiVersion } from '@app/shared';

/** One request seen by the fake HTTP edge. */
export interface SeenRequest {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  data: any;
  authorization: string | undefined;
}
export interface FakeReply {
  status?: number;
  body: unknown;
}
export type Handler = (req: SeenRequest) => FakeReply | Promise<FakeReply>;

/** The envelope the server sends. */
export const ok = (data: unknown, message = 'Request Sucessfull'): FakeReply => ({ status: 200, body: { data, statusCode: 200, message } });
export const fail = (status: number, message: string, data: unknown = null): FakeReply => ({ status, body: { data, statusCode: status, message } });

/**
 * Replaces the HTTP adapter of shared's axios instances: the only thing mocked is the edge,
 * so the client's interceptors (bearer, anonymous, error catalogue) still run.
 */
export function mockApi(handler: Handler, versions: ApiVersion[] = ['v1']): SeenRequest[] {
  const seen: SeenRequest[] = [];
  for (const v of versions) {
    apiClient(v).defaults.adapter = async (config) => {
      const headers = config.headers as unknown as { get?: (k: string) => unknown; Authorization?: string };
      const auth = (headers?.get?.('Authorization') as string | undefined) ?? headers?.Authorization;
      const req: SeenRequest = {
        method: String(config.method ?? 'get').toUpperCase(),
        url: String(config.url ?? ''),
        params: config.params as Record<string, unknown> | undefined,
        data: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
        authorization: auth ? String(auth) : undefined,
      };
      seen.push(req);
      const r = await handler(req);
      const status = r.status ?? 200;
      const response = { data: r.body, status, statusText: String(status), headers: {}, config, request: {} };
      if (status >= 200 && status < 300) return response;
      throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
    };
  }
  return seen;
}

/** jsdom has no media playback: play resolves, pause does nothing. */
export function stubMedia() {
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, writable: true, value: jest.fn(() => Promise.resolve()) });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, writable: true, value: jest.fn() });
}
