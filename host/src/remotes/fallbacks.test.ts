import type { Registry } from '@app/shared';
import { activeEntry, activeVersion, fallbackByScope, rememberRegistry, usePreviousAfterReload } from './fallbacks';

const reg = (current: string, previous?: string): Registry => ({
  schema: 1,
  updatedAt: '',
  remotes: {
    quiz: {
      current,
      entry: `/remotes/quiz/${current}/mf-manifest.json`,
      contractVersion: '1.0.0',
      ...(previous ? { previous, previousEntry: `/remotes/quiz/${previous}/mf-manifest.json` } : {}),
    },
  },
});

beforeEach(() => sessionStorage.clear());

it('boots every remote on its current version', () => {
  rememberRegistry(reg('2.0.0', '1.0.0'));
  expect(activeVersion('remote_quiz')).toBe('2.0.0');
  expect(activeEntry('remote_quiz')).toBe('/remotes/quiz/2.0.0/mf-manifest.json');
  expect(activeEntry('remote_learning')).toBeUndefined();
});

it('after chunk errors survive a reload, this tab boots that remote on its previous version', () => {
  rememberRegistry(reg('2.0.0', '1.0.0'));
  expect(usePreviousAfterReload('remote_quiz')).toBe(true);
  // The next page load (same tab) reads the same registry.
  rememberRegistry(reg('2.0.0', '1.0.0'));
  expect(activeVersion('remote_quiz')).toBe('1.0.0');
  expect(activeEntry('remote_quiz')).toBe('/remotes/quiz/1.0.0/mf-manifest.json');
  // Already on the previous version: nothing further to fall back to (the panel shows).
  expect(usePreviousAfterReload('remote_quiz')).toBe(false);
});

it('forgets the fallback once the registry names another current version (a fix or a rollback)', () => {
  rememberRegistry(reg('2.0.0', '1.0.0'));
  usePreviousAfterReload('remote_quiz');
  rememberRegistry(reg('2.0.1', '2.0.0'));
  expect(activeVersion('remote_quiz')).toBe('2.0.1');
  expect(fallbackByScope.get('remote_quiz')!.active).toBe('current');
});

it('has nothing to fall back to without a previous version', () => {
  rememberRegistry(reg('2.0.0'));
  expect(usePreviousAfterReload('remote_quiz')).toBe(false);
  expect(usePreviousAfterReload('remote_unknown')).toBe(false);
  rememberRegistry(reg('2.0.0'));
  expect(activeVersion('remote_quiz')).toBe('2.0.0');
});
