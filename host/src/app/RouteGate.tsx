import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { emit, paths, sessionAtom, type Access } from '@app/shared';
import { hostText } from '../features/i18n-text';
import { justLoggedOut } from '../features/session/logout';
import { gateDecision, rootTarget } from '../features/routing/rules';

export const INCOMPLETE_PROFILE_MESSAGE = 'Warning, Please complete your profile .';

function ProfileRedirect({ to }: { to: string }) {
  useEffect(() => emit('toast/error', { message: hostText('profile.incomplete', INCOMPLETE_PROFILE_MESSAGE), kind: 'warning' }), []);
  return <Navigate to={to} replace />;
}

/** Renders the spec's routing rules (see features/routing/rules.ts). */
export function RouteGate({ access, children }: { access: Access; children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const d = gateDecision(access, session, location);
  if (d.kind === 'render') return <>{children}</>;
  if (d.to.startsWith('/login?') && justLoggedOut()) return <Navigate to={paths.login()} replace />;
  if (d.to === paths.guestUpdateProfile()) return <ProfileRedirect to={d.to} />;
  return <Navigate to={d.to} replace />;
}

/** `/` goes to /home when logged in (or to profile completion), else to /login. */
export function RootRedirect() {
  const session = useAtomValue(sessionAtom);
  return <Navigate to={rootTarget(session)} replace />;
}
