import { buildPath, isGuestOnlyPath, paths, ROUTES } from './routes';

describe('paths', () => {
  it('builds paths with params and query', () => {
    expect(buildPath('subject', { subType: 'academic', idSubject: 1, id: 7 })).toBe('/subject/academic/1/7');
    expect(paths.login('/plans')).toBe('/login?redirect_path=%2Fplans');
    expect(paths.content(12)).toBe('/content/12');
  });
  it('knows the guest-only paths', () => {
    expect(isGuestOnlyPath('/login')).toBe(true);
    expect(isGuestOnlyPath('/signup/verify-otp')).toBe(true);
    expect(isGuestOnlyPath('/guest')).toBe(true);
    expect(isGuestOnlyPath('/guest/update-profile')).toBe(false);
    expect(isGuestOnlyPath('/home')).toBe(false);
  });
  it('gives every route an owner and a layout', () => {
    for (const r of Object.values(ROUTES)) {
      expect(r.owner).toMatch(/^(account|learning|quiz|social)$/);
      expect(r.layout).toMatch(/^(auth|dashboard|challenger|plain)$/);
    }
  });
});
