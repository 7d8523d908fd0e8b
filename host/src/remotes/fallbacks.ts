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

/** Per tab: remotes whose current version kept failing with chunk errors ({scope: version}). */
const USE_PREVIOUS_KEY = 'vistas.remote-use-previous';

function usePreviousFlags(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(USE_PREVIOUS_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

export function rememberRegistry(registry: Registry): void {
  fallbackByScope.clear();
  const usePrevious = usePreviousFlags();
  for (const [id, e] of Object.entries(registry.remotes)) {
    if (!e) continue;
    const scope = scopeOf(id as RemoteId);
    fallbackByScope.set(scope, {
      current: e.entry,
      currentVersion: e.current,
      previous: e.previousEntry,
      previousVersion: e.previous,
      // Only while the registry still names the version that failed in this tab.
      active: e.previousEntry && usePrevious[scope] === e.current ? 'previous' : 'current',
      retried: false,
    });
  }
}

/** The entry to register for a scope at boot: the previous one when this tab fell back. */
export function activeEntry(scope: string): string | undefined {
  const s = fallbackByScope.get(scope);
  if (!s) return undefined;
  return s.active === 'previous' && s.previous ? s.previous : s.current;
}

/**
 * A chunk of the current version still fails after the reload-once: remember (for this tab)
 * to boot that remote on its previous version, so the next reload uses it. False when there
 * is no previous version to try.
 */
export function usePreviousAfterReload(scope: string): boolean {
  const s = fallbackByScope.get(scope);
  if (!s || s.active !== 'current' || !s.previous) return false;
  try {
    sessionStorage.setItem(USE_PREVIOUS_KEY, JSON.stringify({ ...usePreviousFlags(), [scope]: s.currentVersion }));
    return true;
  } catch {
    return false;
  }
}

/** The version of a remote that is mounted now (shown to release managers). */
export function activeVersion(scope: string): string | undefined {
  const s = fallbackByScope.get(scope);
  if (!s) return undefined;
  return s.active === 'current' ? s.currentVersion : s.previousVersion;
}
