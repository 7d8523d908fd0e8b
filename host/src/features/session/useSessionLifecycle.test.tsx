import { act } from '@testing-library/react';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import { appStore, on, sessionAtom, type AppEvents } from '@app/shared';
import { useSessionLifecycle } from './useSessionLifecycle';
import { useLogoutListener } from './useLogoutListener';
import { fail, mockHttp, ok } from '../../test-utils';

function Harness({ reload }: { reload?: () => void }) {
  useLogoutListener();
  useSessionLifecycle({ reload });
  return null;
}

function listen<K extends keyof AppEvents>(name: K) {
  const got: AppEvents[K][] = [];
  const off = on(name, (d) => got.push(d));
  return { got, off };
}

describe('session lifecycle', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    act(() => appStore.set(sessionAtom, null));
    jest.useRealTimers();
  });

  it('polls GET /v1/user/status every 300000 ms and logs out with the spec message when inactive', async () => {
    let active = true;
    const calls = mockHttp(({ url }) => {
      if (url === '/user/status') return ok({ isActive: active, validFlag: true });
      if (url.startsWith('/logout')) return ok(null, 'Logout successfull');
      if (url === '/user-notification/') return ok([]);
      return undefined;
    });
    appStore.set(sessionAtom, testAuthUser());
    const toasts = listen('toast/error');
    renderWithProviders(<Harness />, { store: appStore, route: '/home' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(299_999);
    });
    expect(calls.filter((c) => c.version === 'v1' && c.url === '/user/status')).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(calls.filter((c) => c.version === 'v1' && c.url === '/user/status')).toHaveLength(1);
    expect(appStore.get(sessionAtom)).not.toBeNull();
    active = false;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300_000);
    });
    expect(toasts.got.map((t) => t.message)).toContain('Session expired , please login again');
    expect(calls.some((c) => c.url.startsWith('/logout'))).toBe(true);
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem('vista-auth')).toBeNull();
    toasts.off();
  });

  it('logs out when the status call fails', async () => {
    mockHttp(({ url }) => (url === '/user/status' ? fail(500, 'boom') : url.startsWith('/logout') ? fail(500, 'down') : undefined));
    appStore.set(sessionAtom, testAuthUser());
    const toasts = listen('toast/error');
    renderWithProviders(<Harness />, { store: appStore, route: '/home' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300_000);
    });
    // the logout call failed too: still logged out locally
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(toasts.got.map((t) => t.message)).toEqual(['Session expired , please login again']);
    toasts.off();
  });

  it('logs out with the expiry message when the 24-hour session ends', async () => {
    mockHttp(({ url }) => (url === '/user/status' ? ok({ isActive: true }) : undefined));
    appStore.set(sessionAtom, testAuthUser({ expires_in: Date.now() + 60_000 }));
    const toasts = listen('toast/error');
    renderWithProviders(<Harness />, { store: appStore, route: '/home' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(59_000);
    });
    expect(appStore.get(sessionAtom)).not.toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(toasts.got.map((t) => t.message)).toContain('Your Session Got Expired!, Please Login again');
    expect(appStore.get(sessionAtom)).toBeNull();
    toasts.off();
  });

  it('an already expired stored session is logged out at start', async () => {
    mockHttp(() => undefined);
    appStore.set(sessionAtom, testAuthUser({ expires_in: Date.now() - 1 }));
    const toasts = listen('toast/error');
    renderWithProviders(<Harness />, { store: appStore, route: '/home' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(toasts.got.map((t) => t.message)).toEqual(['Your Session Got Expired!, Please Login again']);
    expect(appStore.get(sessionAtom)).toBeNull();
    toasts.off();
  });

  it('checks GET /v2/user/status with jwt and isBrowser=true; a replaced session shows the warning modal', async () => {
    const calls = mockHttp(({ url, version }) =>
      version === 'v2' && url === '/user/status'
        ? fail(401, 'Your session has been expired. Your account has been logged in into another device.', { isActive: true, validFlag: false })
        : undefined,
    );
    const user = testAuthUser();
    appStore.set(sessionAtom, user);
    const warnings = listen('auth/warning');
    renderWithProviders(<Harness />, { store: appStore, route: '/home' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    const v2 = calls.find((c) => c.version === 'v2');
    expect(v2?.params).toEqual({ jwt: user.accessToken, isBrowser: true });
    expect(warnings.got).toEqual([{ message: 'Your session has been expired. Your account has been logged in into another device.' }]);
    warnings.off();
  });

  it('an inactive account on /v2/user/status clears storage', async () => {
    mockHttp(({ url, version }) => (version === 'v2' && url === '/user/status' ? ok({ isActive: false, validFlag: true }) : undefined));
    appStore.set(sessionAtom, testAuthUser());
    localStorage.setItem('continueWatchBackUrl', '/home');
    renderWithProviders(<Harness />, { store: appStore, route: '/home' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem('continueWatchBackUrl')).toBeNull();
  });

  it('saves the post-login subscription flags into the stored user', async () => {
    const calls = mockHttp(({ url }) =>
      url === '/subscription/user-subscription-postlogin' ? ok({ subscribedFlag: true, trialFlag: false }, 'Fetching user subscription details') : undefined,
    );
    appStore.set(sessionAtom, testAuthUser({ userSurId: 42 }));
    renderWithProviders(<Harness />, { store: appStore, route: '/home' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(calls.find((c) => c.url === '/subscription/user-subscription-postlogin')?.params).toEqual({ userSurId: 42 });
    expect(appStore.get(sessionAtom)?.subscriptionFlag).toEqual({ subscribedFlag: true, trialFlag: false });
    expect(JSON.parse(localStorage.getItem('vista-auth')!).subscriptionFlag).toEqual({ subscribedFlag: true, trialFlag: false });
  });

  it('keeps the login flags when the post-login endpoint is missing', async () => {
    mockHttp(() => undefined);
    appStore.set(sessionAtom, testAuthUser({ subscriptionFlag: { subscribedFlag: false, trialFlag: true } }));
    renderWithProviders(<Harness />, { store: appStore, route: '/home' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(appStore.get(sessionAtom)?.subscriptionFlag).toEqual({ subscribedFlag: false, trialFlag: true });
  });

  it('reloads the page when the connection comes back after going offline', async () => {
    mockHttp(() => undefined);
    const reload = jest.fn();
    renderWithProviders(<Harness reload={reload} />, { store: appStore, route: '/login' });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('refreshes the access token before it expires', async () => {
    const now = Date.now();
    const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp: Math.floor(exp / 1000) })).replace(/=+$/, '')}.s`;
    // axios is shared's dependency: the refresh call is the HTTP edge here.
    const axios = (await import('axios' as string)).default as { post: (...a: unknown[]) => Promise<unknown> };
    const post = jest.spyOn(axios, 'post').mockResolvedValue({ data: { data: { accessToken: jwt(now + 3_600_000), refreshToken: 'r2' }, statusCode: 200, message: 'Token refresh is successful' } });
    mockHttp(() => undefined);
    appStore.set(sessionAtom, testAuthUser({ accessToken: jwt(now + 120_000) }));
    renderWithProviders(<Harness />, { store: appStore, route: '/home' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(59_000);
    });
    expect(post).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_000);
    });
    expect(post).toHaveBeenCalledWith(expect.stringContaining('/api/v1/authorize/refreshtoken'), { refreshToken: 'test-refresh' });
    expect(appStore.get(sessionAtom)?.refreshToken).toBe('r2');
    post.mockRestore();
  });
});
