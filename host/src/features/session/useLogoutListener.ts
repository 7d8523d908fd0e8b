import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { apiClient, emit, on, sessionAtom } from '@app/shared';

/** base64 of WEBAPP: the original backend's logout secret for the web client. */
const WEBAPP_SECRET = 'V0VCQVBQ';

/**
 * Logout: tell the server (revokes the tokens), clear local auth and the spec's keys, go to
 * /login, even if the call fails.
 */
export function useLogoutListener(): void {
  const setSession = useSetAtom(sessionAtom);
  const navigate = useNavigate();
  useEffect(
    () =>
      on('session/logout', async ({ message }) => {
        if (message) emit('toast/error', { message, kind: 'warning' });
        try {
          await apiClient('v1').post(`/logout/?secret=${WEBAPP_SECRET}`, {}, { skipErrorToast: true, timeout: 5000 });
        } catch {
          /* logged out locally all the same */
        }
        setSession(null);
        navigate('/login', { replace: true });
      }),
    [setSession, navigate],
  );
}
