/**
 * Test helper: answers the shared API client's requests at the HTTP edge (an axios adapter on
 * each version's instance), so the real client, envelope handling and error catalogue run.
 */
import { apiClient, type ApiVersion } from '@app/shared';

export interface MockRequest {
  method: string;
  version: ApiVersion;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
}
export interface MockReply {
  status?: number;
  data?: unknown;
  message?: string;
}
type Handler = (req: MockRequest) => MockReply | Promise<MockReply>;

const VERSIONS: ApiVersion[] = ['v1', 'v2', 'v3', 'v4'];

/**
 * `mockApi({ 'GET v1 /liveClass/all-academic-live': () => ({ data: [] }) })`; the version may be
 * left out (`'GET /path'`) to match any. Unmatched requests answer 404 and are recorded.
 */
export function mockApi(routes: Record<string, Handler | MockReply>) {
  const calls: MockRequest[] = [];
  for (const version of VERSIONS) {
    const inst = apiClient(version);
    inst.defaults.adapter = async (config) => {
      const method = (config.method ?? 'get').toUpperCase();
      const path = (config.url ?? '').split('?')[0]!;
      let body: unknown = config.data;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          /* keep the string */
        }
      }
      const req: MockRequest = { method, version, path, params: { ...(config.params ?? {}) }, body };
      calls.push(req);
      const h = routes[`${method} ${version} ${path}`] ?? routes[`${method} ${path}`];
      const reply: MockReply = h == null ? { status: 404, message: 'Not mocked' } : typeof h === 'function' ? await h(req) : h;
      const status = reply.status ?? 200;
      const payload = { data: reply.data ?? null, statusCode: status, message: reply.message ?? 'Request Sucessfull' };
      const response = { data: payload, status, statusText: String(status), headers: {}, config, request: {} };
      if (status >= 200 && status < 300) return response as never;
      // What axios rejects with: the shared client only reads `response` and `config`.
      throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
    };
  }
  return {
    calls,
    find: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
