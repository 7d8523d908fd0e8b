import { REMOTE_SCOPES, type Registry, type RemoteId } from '@app/shared';
import type { FallbackState } from '../../remotes/fallbacks';

export interface AboutRow {
  remote: RemoteId;
  /** The version the runtime uses now (the previous one after a runtime fallback). */
  inUse: string | null;
  fellBack: boolean;
  current: string | null;
  previous: string | null;
  contractVersion: string | null;
  /** The live registry names another current version than the one this page started with. */
  newer: string | null;
}

const REMOTE_IDS = Object.keys(REMOTE_SCOPES) as RemoteId[];

/**
 * One row per remote for the about panel: what the registry said at start (current,
 * previous, contract), what the runtime uses now, and whether a newer release went live
 * since (from a fresh read of remotes.json, when there is one).
 */
export function aboutRows(boot: Registry, fallback: ReadonlyMap<string, FallbackState>, live?: Registry | null): AboutRow[] {
  return REMOTE_IDS.map((remote) => {
    const e = boot.remotes[remote];
    const s = fallback.get(REMOTE_SCOPES[remote]);
    const fellBack = s?.active === 'previous';
    const inUse = s ? (fellBack ? (s.previousVersion ?? null) : s.currentVersion) : (e?.current ?? null);
    const liveCurrent = live?.remotes[remote]?.current ?? null;
    return {
      remote,
      inUse,
      fellBack,
      current: e?.current ?? null,
      previous: e?.previous ?? null,
      contractVersion: e?.contractVersion ?? null,
      newer: liveCurrent && e && liveCurrent !== e.current ? liveCurrent : null,
    };
  });
}
