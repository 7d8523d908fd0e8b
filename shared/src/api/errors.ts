/**
 * The spec's error catalogue on the client side: which server messages are shown, which
 * are benign and suppressed, and what a 401 does.
 */
export interface ApiErrorShape {
  status: number;
  message: string;
  data: unknown;
  /** True when no HTTP response came back (offline, DNS, timeout). */
  network: boolean;
  url: string;
}

export class ApiError extends Error implements ApiErrorShape {
  status: number;
  data: unknown;
  network: boolean;
  url: string;
  constructor(s: ApiErrorShape) {
    super(s.message);
    this.name = 'ApiError';
    this.status = s.status;
    this.data = s.data;
    this.network = s.network;
    this.url = s.url;
  }
}

/**
 * Benign 500 messages: "nothing here" answers the client shows as an empty state, never as
 * an error toast. Matched on the normalised text, so "No Videos Available." and
 * "No Videos Available" both count.
 */
const BENIGN_PATTERNS: RegExp[] = [
  /no upcoming (academic )?class/,
  /no history available/,
  /no videos? (found )?for this language/,
  /^no video found/,
  /no running live class/,
  /no (more )?videos available/,
  /history already exists/,
  /no product found/,
  /premium subscription/,
  /no (academic )?video logs/,
];

export function normaliseMessage(m: string): string {
  return m.toLowerCase().replace(/[!.,]+/g, ' ').replace(/\s+/g, ' ').trim();
}

export function isBenignMessage(message: string | undefined | null): boolean {
  if (!message) return false;
  const m = normaliseMessage(message);
  return BENIGN_PATTERNS.some((re) => re.test(m));
}

export type ErrorAction =
  | { kind: 'toast'; message: string }
  | { kind: 'redirect-home'; afterMs: number; message?: string }
  | { kind: 'suppress' }
  | { kind: 'report' };

/**
 * What the client does with a failed call (spec section 8):
 * - 401 on a share URL: go to /home after 3 seconds.
 * - 401 on a login URL, or while logged in: show the server message.
 * - 500 with a benign message: nothing.
 * - any status with a server message: show it.
 * - anything else (no response, no message): report it; the user sees nothing extra.
 */
export function errorActionFor(err: ApiErrorShape, ctx: { pathname: string; loggedIn: boolean }): ErrorAction {
  if (err.network || !err.status) return { kind: 'report' };
  const message = (err.message || '').trim();
  if (err.status === 401) {
    if (/^\/share\//.test(ctx.pathname)) return { kind: 'redirect-home', afterMs: 3000, message: message || undefined };
    if (/^\/(login|signup|guest|forgot)/.test(ctx.pathname) || ctx.loggedIn) return message ? { kind: 'toast', message } : { kind: 'report' };
    return { kind: 'report' };
  }
  if (err.status >= 500 && isBenignMessage(message)) return { kind: 'suppress' };
  if (isBenignMessage(message)) return { kind: 'suppress' };
  if (message) return { kind: 'toast', message };
  return { kind: 'report' };
}
