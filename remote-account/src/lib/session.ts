import { startTransition } from 'react';
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

/**
 * Signs in and goes to `target` in ONE commit. The screens calling this are guest-only routes:
 * if the session landed before the new location, the host's gate would send the student to /
 * first. An async transition entangles the router's update with the session update (React 19
 * actions), so the gate of the new route sees the session and the old route never does.
 */
export function useSignIn() {
  const setSession = useSetAtom(sessionAtom);
  const navigate = useNavigate();
  return (data: LoginData, target: string) => {
    const user = authFromLoginData(data);
    startTransition(async () => {
      await navigate(target, { replace: true });
      startTransition(() => {
        setSession(user);
      });
      emit('session/changed', { loggedIn: true });
    });
  };
}

/** Stores the session, shows the server message and goes on (redirect_path, pending share, or /). */
export function useCompleteLogin() {
  const signIn = useSignIn();
  const [params] = useSearchParams();
  return (res: { data: LoginData; message: string }) => {
    if (res.message) emit('toast/show', { message: res.message, kind: 'success' });
    signIn(res.data, afterLoginPath(res.data, params.get('redirect_path'), pendingShareId()));
  };
}
