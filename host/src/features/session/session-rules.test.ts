import { expiryDelay, isActiveStatus, refreshDelay, SESSION_EXPIRED_MESSAGE, SESSION_INACTIVE_MESSAGE, STATUS_POLL_MS, subscriptionFlagsFrom } from './session-rules';

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

describe('session rules', () => {
  it('uses the spec constants and messages', () => {
    expect(STATUS_POLL_MS).toBe(300000);
    expect(SESSION_EXPIRED_MESSAGE).toBe('Your Session Got Expired!, Please Login again');
    expect(SESSION_INACTIVE_MESSAGE).toBe('Session expired , please login again');
  });

  it('computes the time left of the stored session', () => {
    expect(expiryDelay({ expires_in: 10_000 }, 4_000)).toBe(6_000);
    expect(expiryDelay({ expires_in: 1_000 }, 4_000)).toBe(0);
    expect(expiryDelay({ expires_in: Number.MAX_SAFE_INTEGER }, 0)).toBe(2_147_483_647);
  });

  it('refreshes the access token a minute before its exp claim', () => {
    const now = 1_000_000_000_000;
    expect(refreshDelay(jwt(now / 1000 + 600), now)).toBe(540_000);
    expect(refreshDelay(jwt(now / 1000 + 30), now)).toBe(0);
    expect(refreshDelay('not-a-jwt', now)).toBeNull();
  });

  it('reads data.isActive', () => {
    expect(isActiveStatus({ isActive: true })).toBe(true);
    expect(isActiveStatus({ isActive: false })).toBe(false);
    expect(isActiveStatus(null)).toBe(false);
  });

  it('reads the post-login subscription flags', () => {
    expect(subscriptionFlagsFrom({ subscribedFlag: true, trialFlag: false })).toEqual({ subscribedFlag: true, trialFlag: false });
    expect(subscriptionFlagsFrom({ trialFlag: true })).toEqual({ subscribedFlag: false, trialFlag: true });
    expect(subscriptionFlagsFrom({})).toBeNull();
    expect(subscriptionFlagsFrom('x')).toBeNull();
  });
});
