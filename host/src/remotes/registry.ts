import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { Registry, RemoteId } from '@app/shared';
import { REMOTE_SCOPES } from '@app/shared';
import { activeEntry, rememberRegistry } from './fallbacks';

/**
 * Reads remotes.json (served no-cache) and registers every remote with the federation
 * runtime. Nothing is fetched from the remotes here: each loads when a route needs it.
 */
export async function loadRegistry(url = '/remotes.json'): Promise<Registry> {
  let registry: Registry = { schema: 1, updatedAt: '', remotes: {} };
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    if (res.ok) registry = (await res.json()) as Registry;
  } catch {
    /* offline: the shell still renders, each remote shows its fallback */
  }
  rememberRegistry(registry);
  const remotes = Object.entries(registry.remotes)
    .filter(([, e]) => !!e)
    .map(([id, e]) => ({ name: REMOTE_SCOPES[id as RemoteId], entry: new URL(activeEntry(REMOTE_SCOPES[id as RemoteId]) ?? e!.entry, location.href).toString() }));
  if (remotes.length) registerRemotes(remotes, { force: true });
  return registry;
}
