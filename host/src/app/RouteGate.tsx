import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { isSessionValid, paths, sessionAtom, type Access } from '@app/shared';

/**
 * The spec's routing rules:
 * - logged-in users on login or signup paths go to the root;
 * - unauthenticated users go to /login with a redirect_path;
 * - guests reach only login and signup (and shared links);
 * - a false validFlag forces /guest/update-profile.
 */
export function RouteGate({ access, children }: { access: Access; children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const loggedIn = isSessionValid(session);
  if (access === 'public') return <>{children}</>;
  if (access === 'guest') return loggedIn ? <Navigate to="/" replace /> : <>{children}</>;
  if (!loggedIn) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  if (access === 'private' && !session.validFlag) return <Navigate to={paths.guestUpdateProfile()} replace />;
  return <>{children}</>;
}

/** `/` goes to /home when logged in (or to profile completion), else to /login. */
export function RootRedirect() {
  const session = useAtomValue(sessionAtom);
  if (!isSessionValid(session)) return <Navigate to="/login" replace />;
  return <Navigate to={session.validFlag ? paths.home() : paths.guestUpdateProfile()} replace />;
}
