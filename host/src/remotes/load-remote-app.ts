import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { emit, ensureNamespace, isSupportedContract, REMOTE_SCOPES, type RemoteApp, type RemoteId } from '@app/shared';
import { fallbackByScope } from './fallbacks';

const cache = new Map<RemoteId, Promise<RemoteApp>>();

export class RemoteLoadError extends Error {
  constructor(public remote: RemoteId, message: string) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

/** Loads a remote's `./remote` module once, checks its contract and loads its messages. */
export function loadRemoteApp(id: RemoteId): Promise<RemoteApp> {
  const hit = cache.get(id);
  if (hit) return hit;
  const scope = REMOTE_SCOPES[id];
  const start = async () => {
    const mod = await loadRemote<{ default: RemoteApp } | RemoteApp>(`${scope}/remote`);
    const app = mod && 'default' in mod ? mod.default : (mod as RemoteApp | null);
    if (!app || app.id !== id) throw new RemoteLoadError(id, `${scope}/remote did not expose a RemoteApp`);
    if (!isSupportedContract(app.contractVersion)) throw new RemoteLoadError(id, `${scope} contract ${app.contractVersion} is not supported by this host`);
    await ensureNamespace(app.namespace, app.loadMessages);
    return app;
  };
  const p = (async () => {
    try {
      return await start();
    } catch (e) {
      // The entry loaded but the remote could not start (e.g. its messages chunk is missing):
      // the runtime plugin never sees this, so fall back to the previous version here.
      const s = fallbackByScope.get(scope);
      if (!s || s.active !== 'current' || !s.previous) throw e;
      s.active = 'previous';
      console.warn(`[federation] ${scope} ${s.currentVersion} failed to load; using previous version ${s.previousVersion}`);
      registerRemotes([{ name: scope, entry: new URL(s.previous, location.href).toString() }], { force: true });
      return start();
    }
  })();
  cache.set(id, p);
  p.catch((e: unknown) => {
    cache.delete(id); // let the retry button try again
    const s = fallbackByScope.get(scope);
    if (s) s.retried = false;
    emit('remote/failed', { remote: id, error: String((e as Error)?.message ?? e) });
  });
  return p;
}

/** For tests. */
export function resetRemoteCache(): void {
  cache.clear();
}
