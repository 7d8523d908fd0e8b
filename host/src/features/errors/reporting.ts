import { apiClient, getAppConfig, type AppConfig } from '@app/shared';

/**
 * Error reporting: Sentry (loaded lazily, only when a DSN is configured; events tagged with
 * the remote) or, without a DSN, our server's intake POST /api/v1/platform/errors.
 * Bounded: the same message is sent once per 30 s and at most 30 reports per page.
 */
export interface ErrorReport {
  error: unknown;
  remote?: string;
  context?: Record<string, unknown>;
}

type SentryLike = {
  init: (o: Record<string, unknown>) => void;
  withScope: (fn: (scope: { setTag: (k: string, v: string) => void; setExtras: (e: Record<string, unknown>) => void }) => void) => void;
  captureException: (e: unknown) => void;
};

const DEDUPE_MS = 30_000;
const MAX_REPORTS = 30;
let sent = 0;
const recent = new Map<string, number>();
let sentry: Promise<SentryLike | null> | null = null;

export function describeError(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message || error.name, stack: error.stack };
  if (error && typeof error === 'object' && 'message' in error) return { name: 'Error', message: String((error as { message: unknown }).message) };
  return { name: 'Error', message: typeof error === 'string' ? error : JSON.stringify(error) ?? 'Unknown error' };
}

/** True when this report should go out (not a recent duplicate, under the page cap). */
export function shouldSend(key: string, now = Date.now()): boolean {
  if (sent >= MAX_REPORTS) return false;
  const at = recent.get(key);
  if (at !== undefined && now - at < DEDUPE_MS) return false;
  recent.set(key, now);
  sent += 1;
  return true;
}

export function resetReportingForTests(): void {
  sent = 0;
  recent.clear();
  sentry = null;
}

function loadSentry(cfg: AppConfig): Promise<SentryLike | null> {
  if (!sentry) {
    sentry = import(/* webpackChunkName: "sentry" */ '@sentry/react')
      .then((S) => {
        S.init({ dsn: cfg.sentryDsn, release: cfg.appVersion, environment: cfg.environment });
        return S as unknown as SentryLike;
      })
      .catch(() => null);
  }
  return sentry;
}

const safeExtra = (ctx: Record<string, unknown> | undefined): Record<string, unknown> | undefined => {
  if (!ctx) return undefined;
  try {
    const s = JSON.stringify(ctx);
    return s.length > 3500 ? { truncated: s.slice(0, 3500) } : (JSON.parse(s) as Record<string, unknown>);
  } catch {
    return undefined;
  }
};

export async function reportError(r: ErrorReport): Promise<'sentry' | 'intake' | 'skipped'> {
  const info = describeError(r.error);
  const remote = r.remote ?? 'host';
  if (!shouldSend(`${remote}|${info.message}`)) return 'skipped';
  const cfg = getAppConfig();
  if (cfg.sentryDsn) {
    const S = await loadSentry(cfg);
    if (S) {
      S.withScope((scope) => {
        scope.setTag('remote', remote);
        const extra = safeExtra(r.context);
        if (extra) scope.setExtras(extra);
        S.captureException(r.error instanceof Error ? r.error : new Error(info.message));
      });
      return 'sentry';
    }
  }
  try {
    await apiClient('v1').post(
      '/platform/errors',
      {
        message: info.message.slice(0, 2000),
        name: info.name.slice(0, 200),
        stack: info.stack?.slice(0, 16_000) ?? null,
        url: typeof location === 'undefined' ? null : location.href.slice(0, 2048),
        remote,
        release: cfg.appVersion,
        level: 'error',
        extra: safeExtra(r.context) ?? null,
      },
      { skipErrorToast: true, timeout: 10_000 },
    );
  } catch {
    /* reporting never fails the page */
  }
  return 'intake';
}
