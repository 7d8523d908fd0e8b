// Type-only imports: this module runs inside the federation runtime plugin, before the
// share scope (and so @app/shared) is available. A value import here breaks start-up.
import type { RemoteId, Registry } from '@app/shared';

/** Federation scope of a remote: remote_<id> (mirrors REMOTE_SCOPES in shared). */
const scopeOf = (id: RemoteId): string => `remote_${id}`;

/**
 * What the runtime plugin needs from the registry: for each federation scope, the current
 * and previous entry URLs. Filled once at boot from remotes.json.
 */
export interface FallbackState {
  current: string;
  currentVersion: string;
  previous?: string;
  previousVersion?: string;
  /** Which version is registered now. */
  active: 'current' | 'previous';
  retried: boolean;
}

export const fallbackByScope = new Map<string, FallbackState>();

export function rememberRegistry(registry: Registry): void {
  fallbackByScope.clear();
  for (const [id, e] of Object.entries(registry.remotes)) {
    if (!e) continue;
    fallbackByScope.set(scopeOf(id as RemoteId), {
      current: e.entry,
      currentVersion: e.current,
      previous: e.previousEntry,
      previousVersion: e.previous,
      active: 'current',
      retried: false,
    });
  }
}

/** The version of a remote that is mounted now (shown to release managers). */
export function activeVersion(scope: string): string | undefined {
  const s = fallbackByScope.get(scope);
  if (!s) return undefined;
  return s.active === 'current' ? s.currentVersion : s.previousVersion;
}
