import { jwtExpiry, type AuthUser, type SubscriptionFlag } from '@app/shared';

/** Spec section 9 and the session messages of section 8. */
export const STATUS_POLL_MS = 300_000;
export const SESSION_EXPIRED_MESSAGE = 'Your Session Got Expired!, Please Login again';
export const SESSION_INACTIVE_MESSAGE = 'Session expired , please login again';
/** Refresh the access token this long before it expires. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;
/** Focus checks of /v2/user/status closer together than this are skipped. */
export const FOCUS_CHECK_MIN_GAP_MS = 10_000;

/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/** Milliseconds until the stored session expires (0 when already expired). */
export function expiryDelay(user: Pick<AuthUser, 'expires_in'>, now = Date.now()): number {
  return Math.min(MAX_TIMER_MS, Math.max(0, user.expires_in - now));
}

/** Milliseconds until the access token should be refreshed; null when its expiry is unknown. */
export function refreshDelay(accessToken: string, now = Date.now(), margin = TOKEN_REFRESH_MARGIN_MS): number | null {
  const exp = jwtExpiry(accessToken);
  if (exp === null) return null;
  return Math.min(MAX_TIMER_MS, Math.max(0, exp - margin - now));
}

/** GET /v1/user/status answered: logged out unless data.isActive is true. */
export function isActiveStatus(data: unknown): boolean {
  return !!data && typeof data === 'object' && (data as { isActive?: unknown }).isActive === true;
}

/** The subscription flags of GET /v1/subscription/user-subscription-postlogin, or null if unusable. */
export function subscriptionFlagsFrom(data: unknown): SubscriptionFlag | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (typeof d.subscribedFlag !== 'boolean' && typeof d.trialFlag !== 'boolean') return null;
  return { subscribedFlag: d.subscribedFlag === true, trialFlag: d.trialFlag === true };
}
