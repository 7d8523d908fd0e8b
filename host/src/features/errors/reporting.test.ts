import { setAppConfig } from '@app/shared';
import { reportError, resetReportingForTests, shouldSend } from './reporting';
import { mockHttp, ok } from '../../test-utils';

describe('error reporting', () => {
  beforeEach(() => resetReportingForTests());

  it('sends to our intake when no Sentry DSN is configured, tagged with the remote', async () => {
    setAppConfig({ sentryDsn: undefined });
    const calls = mockHttp(({ url }) => (url === '/platform/errors' ? ok({ id: 1 }) : undefined));
    await expect(reportError({ error: new TypeError('x is undefined'), remote: 'quiz', context: { status: 0 } })).resolves.toBe('intake');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.data).toMatchObject({ message: 'x is undefined', name: 'TypeError', remote: 'quiz', level: 'error', extra: { status: 0 } });
  });

  it('sends the same message once per 30 s', async () => {
    setAppConfig({ sentryDsn: undefined });
    const calls = mockHttp(() => ok({ id: 1 }));
    await reportError({ error: new Error('same') });
    await expect(reportError({ error: new Error('same') })).resolves.toBe('skipped');
    expect(calls).toHaveLength(1);
    expect(shouldSend('k', 0)).toBe(true);
    expect(shouldSend('k', 29_999)).toBe(false);
    expect(shouldSend('k', 30_000)).toBe(true);
  });

  it('reports to Sentry (loaded lazily) when a DSN is configured', async () => {
    setAppConfig({ sentryDsn: 'https://key@o0.ingest.sentry.io/1' });
    const captured: unknown[] = [];
    const tags: Record<string, string> = {};
    jest.doMock('@sentry/react', () => ({
      init: jest.fn(),
      withScope: (fn: (s: unknown) => void) => fn({ setTag: (k: string, v: string) => (tags[k] = v), setExtras: () => undefined }),
      captureException: (e: unknown) => captured.push(e),
    }));
    const calls = mockHttp(() => ok({ id: 1 }));
    await expect(reportError({ error: new Error('boom'), remote: 'learning' })).resolves.toBe('sentry');
    expect(captured).toHaveLength(1);
    expect(tags).toEqual({ remote: 'learning' });
    expect(calls).toHaveLength(0);
    setAppConfig({ sentryDsn: undefined });
  });
});
