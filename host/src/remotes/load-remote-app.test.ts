import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, initI18n, on, type Registry, type RemoteApp } from '@app/shared';
import { activeVersion, rememberRegistry } from './fallbacks';
import { loadRemoteApp, resetRemoteCache } from './load-remote-app';

// The federation runtime is the edge here: what loadRemote answers for each version.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoad = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);

const registry = (withPrevious: boolean): Registry => ({
  schema: 1,
  updatedAt: '',
  remotes: {
    quiz: {
      current: '2.0.0',
      entry: '/remotes/quiz/2.0.0/mf-manifest.json',
      contractVersion: '1.0.0',
      ...(withPrevious ? { previous: '1.0.0', previousEntry: '/remotes/quiz/1.0.0/mf-manifest.json' } : {}),
    },
  },
});

let n = 0;
/** A RemoteApp whose messages load (or fail, like a missing chunk); a fresh namespace each time. */
function app(version: string, messages: 'ok' | 'missing-chunk'): { default: RemoteApp } {
  const namespace = `quiz-test-${++n}`;
  return {
    default: {
      id: 'quiz',
      version,
      contractVersion: CONTRACT_VERSION,
      namespace,
      loadMessages: messages === 'ok' ? async () => ({ title: 'Quiz' }) : async () => Promise.reject(Object.assign(new Error('Loading chunk 174 failed.'), { name: 'ChunkLoadError' })),
      routes: {},
      navItems: [],
    },
  };
}

beforeAll(async () => {
  await initI18n({ lng: 'en', ns: 'host', loadMessages: async () => ({}) });
});
beforeEach(() => {
  resetRemoteCache();
  mockedLoad.mockReset();
  mockedRegister.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

it('falls back to the previous version when the current one loads but cannot start', async () => {
  rememberRegistry(registry(true));
  mockedLoad.mockResolvedValueOnce(app('2.0.0', 'missing-chunk')).mockResolvedValueOnce(app('1.0.0', 'ok'));
  const loaded = await loadRemoteApp('quiz');
  expect(loaded.version).toBe('1.0.0');
  expect(mockedRegister).toHaveBeenCalledWith([{ name: 'remote_quiz', entry: 'http://localhost/remotes/quiz/1.0.0/mf-manifest.json' }], { force: true });
  expect(activeVersion('remote_quiz')).toBe('1.0.0');
  expect(console.warn).toHaveBeenCalledWith('[federation] remote_quiz 2.0.0 failed to load; using previous version 1.0.0');
});

it('fails (the friendly panel) when the previous version cannot start either, and lets retry try again', async () => {
  rememberRegistry(registry(true));
  const failed = jest.fn();
  const off = on('remote/failed', failed);
  mockedLoad.mockResolvedValueOnce(app('2.0.0', 'missing-chunk')).mockResolvedValueOnce(app('1.0.0', 'missing-chunk'));
  await expect(loadRemoteApp('quiz')).rejects.toThrow('Loading chunk 174 failed.');
  expect(mockedRegister).toHaveBeenCalledTimes(1);
  await Promise.resolve();
  expect(failed).toHaveBeenCalledWith(expect.objectContaining({ remote: 'quiz' }));
  // Retry: not cached, and no second fallback (the previous version is already the one in use).
  mockedLoad.mockResolvedValueOnce(app('1.0.0', 'ok'));
  await expect(loadRemoteApp('quiz')).resolves.toMatchObject({ version: '1.0.0' });
  expect(mockedRegister).toHaveBeenCalledTimes(1);
  off();
});

it('without a previous version the failure goes straight to the error panel', async () => {
  rememberRegistry(registry(false));
  mockedLoad.mockResolvedValueOnce(app('2.0.0', 'missing-chunk'));
  await expect(loadRemoteApp('quiz')).rejects.toThrow('Loading chunk 174 failed.');
  expect(mockedRegister).not.toHaveBeenCalled();
  expect(activeVersion('remote_quiz')).toBe('2.0.0');
});
