import { apiClient, appStore, emit, sessionAtom, type AppEvents } from '@app/shared';

/** base64 of WEBAPP: the original backend's logout secret for the web client. */
export const WEBAPP_SECRET = 'V0VCQVBQ';

let inFlight: Promise<void> | null = null;
let justLoggedOutUntil = 0;

/**
 * True for a moment after a logout: the page being left must go to plain /login, not to
 * /login?redirect_path=... (that is for visitors who were never logged in).
 */
export function justLoggedOut(now = Date.now()): boolean {
  return now < justLoggedOutUntil;
}

/**
 * Logout (spec section 4): the message (if any) is queued as a toast, the server is told
 * (it revokes the tokens), then local auth and the spec's other keys are cleared and the
 * page goes to /login, even when the call fails. Concurrent requests (the poll and the
 * expiry timer at once) share one logout.
 */
export function performLogout(detail: AppEvents['session/logout'], navigate: (to: string) => void): Promise<void> {
  if (inFlight) return inFlight;
  inFlight = (async () => {
    if (detail.message) emit('toast/error', { message: detail.message, kind: 'warning' });
    const hadSession = !!appStore.get(sessionAtom);
    if (hadSession) {
      try {
        await apiClient('v1').post(`/logout/?secret=${WEBAPP_SECRET}`, {}, { skipErrorToast: true, timeout: 5000 });
      } catch {
        /* logged out locally all the same */
      }
    }
    justLoggedOutUntil = Date.now() + 2000;
    appStore.set(sessionAtom, null);
    emit('session/changed', { loggedIn: false });
    navigate('/login');
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
