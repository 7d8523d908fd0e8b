import { testAuthUser } from '@app/shared/testing';
import { remoteForLocation } from './first-remote';

describe('remoteForLocation (the remote the boot starts loading early)', () => {
  const user = testAuthUser();

  it('names the owner of the page a signed-in student opens', () => {
    expect(remoteForLocation('/home', user)).toBe('learning');
    expect(remoteForLocation('/quiz', user)).toBe('quiz');
    expect(remoteForLocation('/discover', user)).toBe('social');
  });

  it('follows the guards: a guest on /home lands on /login, a student on /login lands on /home', () => {
    expect(remoteForLocation('/home', null)).toBe('account');
    expect(remoteForLocation('/login', user)).toBe('learning');
    expect(remoteForLocation('/', null)).toBe('account');
    expect(remoteForLocation('/', user)).toBe('learning');
  });

  it('shared links render for anyone; unknown paths load no remote', () => {
    expect(remoteForLocation('/share/abc', null)).toBe('social');
    expect(remoteForLocation('/no-such-page', user)).toBeNull();
  });
});
