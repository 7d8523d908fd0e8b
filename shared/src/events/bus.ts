/**
 * The typed event bus: commands and notifications between the host and remotes.
 * Shared state lives in jotai; events are for things that happen.
 * The backing EventTarget hangs off globalThis under a registered symbol, so even a
 * second, duplicated copy of this module talks to the same bus.
 */
export interface ToastPayload {
  message: string;
  kind?: 'error' | 'success' | 'info' | 'warning';
  /** In-app path opened when the toast is clicked (e.g. '/notifications'). */
  href?: string;
}

export interface AppEvents {
  /** Log the student out. `message` is queued as a toast first. */
  'session/logout': { reason?: 'expired' | 'inactive' | 'user' | 'profile-updated'; message?: string };
  /** The stored session changed (login, refresh, profile save). */
  'session/changed': { loggedIn: boolean };
  /** A server or client error message for the host's one-at-a-time queue. */
  'toast/error': ToastPayload;
  /** A success or info toast. */
  'toast/show': ToastPayload;
  /** Empty the error-toast queue (after a failure reported to error reporting). */
  'toast/clear': Record<string, never>;
  /** A basic student hit gated content. */
  'premium/required': { source?: string };
  /** Open the assistant panel (from a menu link, for example). */
  'assistant/open': Record<string, never>;
  /** Open the footer feedback dialog. */
  'feedback/open': Record<string, never>;
  /** Unread notification count may have changed; the host refetches. */
  'notifications/refresh': Record<string, never>;
  /** Report an error to error reporting (Sentry with a DSN, our intake otherwise). */
  'error/report': { error: unknown; remote?: string; context?: Record<string, unknown> };
  /** A remote failed to load; the host tracks it for the fallback panel. */
  'remote/failed': { remote: string; error: string };
  /** Show the blocking warning modal (authentication message + Logout). */
  'auth/warning': { message: string };
}

export type AppEventName = keyof AppEvents;

const BUS_KEY = Symbol.for('vistas.app.event-bus');

function target(): EventTarget {
  const g = globalThis as unknown as Record<symbol, EventTarget | undefined>;
  if (!g[BUS_KEY]) g[BUS_KEY] = new EventTarget();
  return g[BUS_KEY]!;
}

export function emit<K extends AppEventName>(name: K, detail: AppEvents[K]): void {
  target().dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes; returns the unsubscribe function. */
export function on<K extends AppEventName>(name: K, handler: (detail: AppEvents[K]) => void): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<AppEvents[K]>).detail);
  target().addEventListener(name, listener);
  return () => target().removeEventListener(name, listener);
}

export const bus = { emit, on };
