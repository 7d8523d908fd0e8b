import type { AuthUser } from '@app/shared';

/** The Subscription request entity (spec section 3). */
export interface SubscriptionRequest {
  name: string;
  mobileNumber: string;
  vlUserId: number;
  source: 'web';
  status: '';
}

export function subscriptionRequestFor(user: Pick<AuthUser, 'firstName' | 'mobileNumber' | 'userSurId'>): SubscriptionRequest {
  return { name: user.firstName, mobileNumber: user.mobileNumber, vlUserId: user.userSurId, source: 'web', status: '' };
}

/**
 * Reads GET /auth/get-subscription-click-status: whether this student already has a
 * subscription request waiting. Accepts a boolean `data` or an object with one of the
 * usual flags (pending / isPending / clicked / isClicked / clickStatus) or a non-empty,
 * non-closed status.
 */
export function isRequestPending(data: unknown): boolean {
  if (data === true) return true;
  if (!data || typeof data !== 'object') return false;
  const d = data as Record<string, unknown>;
  for (const k of ['pending', 'isPending', 'clicked', 'isClicked', 'clickStatus', 'requested']) {
    if (d[k] === true) return true;
  }
  if (typeof d.status === 'string') return !/^(|closed|done|completed|resolved|rejected)$/i.test(d.status.trim());
  return false;
}
