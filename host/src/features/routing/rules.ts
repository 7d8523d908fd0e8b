import { isSessionValid, paths, type Access, type AuthUser } from '@app/shared';

/**
 * The spec's routing rules as pure functions (the RouteGate only renders their answer):
 * - / goes to /home when logged in (to profile completion while validFlag is false), else /login;
 * - logged-in users on login or signup paths are sent to the root;
 * - unauthenticated users are sent to /login with a redirect_path;
 * - guests (no session) reach only login and signup, and shared links (/share/{idShare});
 * - a false validFlag forces /guest/update-profile.
 */
export type GateDecision = { kind: 'render' } | { kind: 'redirect'; to: string };

export interface Where {
  pathname: string;
  search?: string;
}

export function gateDecision(access: Access, session: AuthUser | null, where: Where, now = Date.now()): GateDecision {
  const loggedIn = isSessionValid(session, now);
  if (access === 'public') return { kind: 'render' };
  if (access === 'guest') return loggedIn ? { kind: 'redirect', to: paths.root() } : { kind: 'render' };
  if (!loggedIn) return { kind: 'redirect', to: paths.login(where.pathname + (where.search ?? '')) };
  if (access === 'private' && !session.validFlag) return { kind: 'redirect', to: paths.guestUpdateProfile() };
  return { kind: 'render' };
}

export function rootTarget(session: AuthUser | null, now = Date.now()): string {
  if (!isSessionValid(session, now)) return paths.login();
  return session.validFlag ? paths.home() : paths.guestUpdateProfile();
}

/**
 * Where a login should land: the redirect_path query when it is a safe in-app path
 * (starts with one slash, not a login/signup path), else the root.
 */
export function safeRedirectPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return paths.root();
  if (/^\/(login|signup|forgot|guest)(\/|\?|$)/.test(raw)) return paths.root();
  return raw;
}
