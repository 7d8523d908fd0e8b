import axios from 'axios';
import { refreshSession } from './client';
import { appStore, sessionAtom } from '../store/atoms';
import { AUTH_KEY } from '../session/storage';
import { testAuthUser } from '../testing';

describe('token refresh across tabs', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    appStore.set(sessionAtom, null);
  });

  it('rotates the pair through the server and stores it', async () => {
    appStore.set(sessionAtom, testAuthUser({ accessToken: 'a1', refreshToken: 'r1' }));
    const post = jest.spyOn(axios, 'post').mockResolvedValue({ data: { data: { accessToken: 'a2', refreshToken: 'r2' }, statusCode: 200, message: 'Token refresh is successful' } });
    const next = await refreshSession();
    expect(post).toHaveBeenCalledWith('/api/v1/authorize/refreshtoken', { refreshToken: 'r1' });
    expect(next?.refreshToken).toBe('r2');
    expect(JSON.parse(localStorage.getItem(AUTH_KEY)!).accessToken).toBe('a2');
  });

  it('adopts the tokens another tab just stored instead of reusing the old refresh token', async () => {
    appStore.set(sessionAtom, testAuthUser({ accessToken: 'a1', refreshToken: 'r1' }));
    // Another tab refreshed a moment ago: storage holds the rotated pair.
    localStorage.setItem(AUTH_KEY, JSON.stringify(testAuthUser({ accessToken: 'a9', refreshToken: 'r9' })));
    const post = jest.spyOn(axios, 'post');
    const next = await refreshSession();
    expect(post).not.toHaveBeenCalled();
    expect(next?.accessToken).toBe('a9');
    expect(appStore.get(sessionAtom)?.refreshToken).toBe('r9');
  });

  it('runs one refresh at a time within a tab', async () => {
    appStore.set(sessionAtom, testAuthUser({ accessToken: 'a1', refreshToken: 'r1' }));
    const post = jest.spyOn(axios, 'post').mockResolvedValue({ data: { data: { accessToken: 'a2', refreshToken: 'r2' }, statusCode: 200, message: '' } });
    await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('follows a logout in another tab', () => {
    appStore.set(sessionAtom, testAuthUser());
    localStorage.removeItem(AUTH_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_KEY }));
    expect(appStore.get(sessionAtom)).toBeNull();
  });
});
