import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { ApiError, appStore, emit, getData, isSessionValid, refreshSession, sessionAtom } from '@app/shared';
import { hostText } from '../i18n-text';
import {
  FOCUS_CHECK_MIN_GAP_MS,
  SESSION_EXPIRED_MESSAGE,
  SESSION_INACTIVE_MESSAGE,
  STATUS_POLL_MS,
  expiryDelay,
  isActiveStatus,
  refreshDelay,
  subscriptionFlagsFrom,
} from './session-rules';

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** GET /v1/user/status: inactive or failing means logged out with the spec's message. */
export async function checkStatusV1(): Promise<boolean> {
  if (!online()) return true; // no call made while the device is offline
  try {
    const data = await getData<{ isActive: boolean }>('v1', '/user/status', { skipErrorToast: true });
    if (isActiveStatus(data)) return true;
  } catch {
    /* a failed call counts as inactive (spec section 7) */
  }
  if (appStore.get(sessionAtom)) emit('session/logout', { reason: 'inactive', message: hostText('session.inactive', SESSION_INACTIVE_MESSAGE) });
  return false;
}

/**
 * GET /v2/user/status?jwt&isBrowser=true: an inactive account clears storage and goes to
 * /login; a token replaced by a newer login on another device shows the blocking warning
 * modal with the server's message (the student logs out from there).
 */
export async function checkStatusV2(goLogin: () => void): Promise<void> {
  const user = appStore.get(sessionAtom);
  if (!isSessionValid(user) || !online()) return;
  try {
    const data = await getData<{ isActive: boolean; validFlag?: boolean }>('v2', '/user/status', {
      params: { jwt: user.accessToken, isBrowser: true },
      skipErrorToast: true,
    });
    if (data && data.isActive === false) {
      appStore.set(sessionAtom, null);
      emit('session/changed', { loggedIn: false });
      goLogin();
    }
  } catch (e) {
    if (e instanceof ApiError && e.status === 401 && appStore.get(sessionAtom)) {
      const d = e.data as { isActive?: boolean; validFlag?: boolean } | null;
      if (d && d.isActive === false) {
        appStore.set(sessionAtom, null);
        goLogin();
        return;
      }
      if (e.message) emit('auth/warning', { message: e.message });
    }
  }
}

/** After login: GET /v1/subscription/user-subscription-postlogin, saved into the stored user. */
export async function saveSubscriptionFlags(): Promise<void> {
  const user = appStore.get(sessionAtom);
  if (!isSessionValid(user)) return;
  try {
    const data = await getData<unknown>('v1', '/subscription/user-subscription-postlogin', {
      params: { userSurId: user.userSurId },
      skipErrorToast: true,
    });
    const flags = subscriptionFlagsFrom(data);
    const current = appStore.get(sessionAtom);
    if (!flags || !current || current.userSurId !== user.userSurId) return;
    if (current.subscriptionFlag?.subscribedFlag === flags.subscribedFlag && current.subscriptionFlag?.trialFlag === flags.trialFlag) return;
    appStore.set(sessionAtom, { ...current, subscriptionFlag: flags });
  } catch {
    /* endpoint missing or failing: the flags from login stay */
  }
}

/**
 * The session's life on the page (spec section 4):
 * - the 24-hour `vista-auth` expiry: 'Your Session Got Expired!, Please Login again' and logout;
 * - GET /v1/user/status every 300000 ms;
 * - GET /v2/user/status at start and when the window regains focus;
 * - subscription flags after login;
 * - the access token refreshed a minute before it expires;
 * - going offline then online reloads the page.
 */
export function useSessionLifecycle(opts: { reload?: () => void } = {}): void {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const navRef = useRef(navigate);
  navRef.current = navigate;
  const loggedIn = !!session;
  const userSurId = session?.userSurId ?? null;
  const expiresIn = session?.expires_in ?? null;
  const accessToken = session?.accessToken ?? null;

  // Expiry of the stored session.
  useEffect(() => {
    if (!loggedIn || expiresIn === null) return;
    const fire = () => emit('session/logout', { reason: 'expired', message: hostText('session.expired', SESSION_EXPIRED_MESSAGE) });
    const delay = expiryDelay({ expires_in: expiresIn });
    if (delay <= 0) {
      fire();
      return;
    }
    const t = setTimeout(fire, delay);
    return () => clearTimeout(t);
  }, [loggedIn, expiresIn]);

  // Status poll, and the notification count with it.
  useEffect(() => {
    if (!loggedIn || userSurId === null) return;
    const t = setInterval(() => {
      void checkStatusV1().then((ok) => ok && emit('notifications/refresh', {}));
    }, STATUS_POLL_MS);
    return () => clearInterval(t);
  }, [loggedIn, userSurId]);

  // /v2/user/status at start (and at each login) and on focus; subscription flags after login.
  useEffect(() => {
    if (!loggedIn || userSurId === null) return;
    const goLogin = () => navRef.current('/login', { replace: true });
    let last = Date.now();
    void checkStatusV2(goLogin);
    void saveSubscriptionFlags();
    const onFocus = () => {
      if (Date.now() - last < FOCUS_CHECK_MIN_GAP_MS) return;
      last = Date.now();
      void checkStatusV2(goLogin);
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [loggedIn, userSurId]);

  // Timer-based token refresh (the API client also refreshes per request).
  useEffect(() => {
    if (!accessToken) return;
    const delay = refreshDelay(accessToken);
    if (delay === null) return;
    const t = setTimeout(() => void refreshSession(), delay);
    return () => clearTimeout(t);
  }, [accessToken]);

  // Offline then online: reload the page.
  const reload = opts.reload;
  useEffect(() => {
    let wentOffline = false;
    const off = () => {
      wentOffline = true;
    };
    const on = () => {
      if (!wentOffline) return;
      wentOffline = false;
      (reload ?? (() => location.reload()))();
    };
    window.addEventListener('offline', off);
    window.addEventListener('online', on);
    return () => {
      window.removeEventListener('offline', off);
      window.removeEventListener('online', on);
    };
  }, [reload]);
}
