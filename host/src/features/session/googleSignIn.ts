import { appStore, authFromLoginData, call, emit, getPlatform, sessionAtom, type LoginData } from '@app/shared';

const DEVICE_KEY = 'vista-device-id';

export function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = `web-${crypto.randomUUID?.() ?? Math.random().toString(36).slice(2)}`;
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return 'web';
  }
}

/**
 * Social sign-in from the auth layout's button: the Google port signs in, then
 * POST /auth/google-oauth-login turns the id token into our session. Returns where to go
 * next, or null when the student cancelled or the server refused (its message is toasted).
 */
export async function signInWithGoogle(): Promise<string | null> {
  const platform = await getPlatform();
  if (!platform.google.available) return null;
  const result = await platform.google.signIn();
  if (!result) return null;
  const res = await call<LoginData>('v1', { method: 'POST', url: '/auth/google-oauth-login', data: { email: result.email, idToken: result.idToken, deviceId: deviceId() } });
  appStore.set(sessionAtom, authFromLoginData(res.data));
  emit('session/changed', { loggedIn: true });
  return res.data.validFlag ? '/' : '/guest/update-profile';
}
