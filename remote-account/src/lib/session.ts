import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { authFromLoginData, emit, paths, sessionAtom, STORAGE_KEYS, type LoginData } from '@app/shared';

/** A pending shared video (set by the share page before it sent the student to log in). */
export function pendingShareId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.sharedVideoId);
  } catch {
    return null;
  }
}

/** Only same-site paths are followed (no open redirects through redirect_path). */
export function safeRedirectPath(p: string | null): string | null {
  if (!p || !p.startsWith('/') || p.startsWith('//') || p.startsWith('/\\')) return null;
  if (/^\/(login|signup|forgot|guest)(\/|$|\?)/.test(p)) return null;
  return p;
}

/** Where a student goes after signing in (spec: Flows). */
export function afterLoginPath(data: Pick<LoginData, 'validFlag'>, redirectPath: string | null, sharedVideoId: string | null): string {
  if (!data.validFlag) return paths.guestUpdateProfile();
  const safe = safeRedirectPath(redirectPath);
  if (safe) return safe;
  if (sharedVideoId) return paths.share(sharedVideoId);
  return paths.root();
}

/** Stores the session from LoginData and announces it. */
export function useStoreSession() {
  const setSession = useSetAtom(sessionAtom);
  return (data: LoginData) => {
    setSession(authFromLoginData(data));
    emit('session/changed', { loggedIn: true });
  };
}

/** Stores the session, shows the server message and goes on (redirect_path, pending share, or /). */
export function useCompleteLogin() {
  const store = useStoreSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (res: { data: LoginData; message: string }) => {
    store(res.data);
    if (res.message) emit('toast/show', { message: res.message, kind: 'success' });
    navigate(afterLoginPath(res.data, params.get('redirect_path'), pendingShareId()), { replace: true });
  };
}
