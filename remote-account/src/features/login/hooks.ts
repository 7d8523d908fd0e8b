import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { authFromLoginData, emit, paths, sessionAtom, STORAGE_KEYS, type LoginData } from '@app/shared';

/** Where a student goes after signing in (spec: Flows). */
export function afterLoginPath(data: Pick<LoginData, 'validFlag'>, redirectPath: string | null, sharedVideoId: string | null): string {
  if (!data.validFlag) return paths.guestUpdateProfile();
  if (redirectPath && redirectPath.startsWith('/') && !redirectPath.startsWith('//')) return redirectPath;
  if (sharedVideoId) return paths.share(sharedVideoId);
  return paths.root();
}

export function useCompleteLogin() {
  const setSession = useSetAtom(sessionAtom);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (res: { data: LoginData; message: string }) => {
    setSession(authFromLoginData(res.data));
    emit('session/changed', { loggedIn: true });
    if (res.message) emit('toast/show', { message: res.message, kind: 'success' });
    let shared: string | null = null;
    try {
      shared = localStorage.getItem(STORAGE_KEYS.sharedVideoId);
    } catch {
      /* ignore */
    }
    navigate(afterLoginPath(res.data, params.get('redirect_path'), shared), { replace: true });
  };
}
