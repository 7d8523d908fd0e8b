import { testAuthUser } from '@app/shared/testing';
import { gateDecision, rootTarget, safeRedirectPath } from './rules';

const user = testAuthUser();
const expired = testAuthUser({ expires_in: Date.now() - 1 });
const incomplete = testAuthUser({ validFlag: false });

describe('routing rules', () => {
  it('/ goes to /home when logged in, /login otherwise, profile completion while validFlag is false', () => {
    expect(rootTarget(user)).toBe('/home');
    expect(rootTarget(null)).toBe('/login');
    expect(rootTarget(expired)).toBe('/login');
    expect(rootTarget(incomplete)).toBe('/guest/update-profile');
  });

  it('logged-in users on login or signup paths go to the root', () => {
    expect(gateDecision('guest', user, { pathname: '/login' })).toEqual({ kind: 'redirect', to: '/' });
    expect(gateDecision('guest', user, { pathname: '/signup/verify-otp' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('guests (no session) reach login and signup', () => {
    expect(gateDecision('guest', null, { pathname: '/login' })).toEqual({ kind: 'render' });
    expect(gateDecision('guest', expired, { pathname: '/guest' })).toEqual({ kind: 'render' });
  });

  it('unauthenticated users go to /login with a redirect_path', () => {
    expect(gateDecision('private', null, { pathname: '/dashboard/academics', search: '?tab=2' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect_path=%2Fdashboard%2Facademics%3Ftab%3D2',
    });
    expect(gateDecision('onboarding', expired, { pathname: '/guest/update-profile' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect_path=%2Fguest%2Fupdate-profile',
    });
  });

  it('/share/{idShare} works without a session', () => {
    expect(gateDecision('public', null, { pathname: '/share/abc' })).toEqual({ kind: 'render' });
  });

  it('a false validFlag forces /guest/update-profile on private pages, onboarding pages stay reachable', () => {
    expect(gateDecision('private', incomplete, { pathname: '/home' })).toEqual({ kind: 'redirect', to: '/guest/update-profile' });
    expect(gateDecision('onboarding', incomplete, { pathname: '/guest/update-profile' })).toEqual({ kind: 'render' });
    expect(gateDecision('private', user, { pathname: '/home' })).toEqual({ kind: 'render' });
  });

  it('only safe in-app redirect paths are followed after login', () => {
    expect(safeRedirectPath('/discover?x=1')).toBe('/discover?x=1');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('/login')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
  });
});
