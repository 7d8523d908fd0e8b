import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteId } from './routes';
// Also read by the build tooling (tools/), so it lives in JSON.
import contract from './contract.json';

/**
 * The contract between the host and a remote. Every remote exposes exactly one module,
 * `./remote`, whose default export is a RemoteApp. Bump CONTRACT_VERSION's major when a
 * change would break a host built against the old shape.
 */
export const CONTRACT_VERSION: string = contract.contractVersion;
/** The contract majors this build of the host can mount. */
export const SUPPORTED_CONTRACT_MAJORS: number[] = contract.supportedMajors;

export type RemoteId = 'account' | 'learning' | 'quiz' | 'social' | 'assistant';

/** Federation scope of each remote (the package name with dashes as underscores). */
export const REMOTE_SCOPES: Record<RemoteId, string> = {
  account: 'remote_account',
  learning: 'remote_learning',
  quiz: 'remote_quiz',
  social: 'remote_social',
  assistant: 'remote_assistant',
};

export type Lng = 'en' | 'hi';
export type Messages = Record<string, unknown>;

/**
 * A side-menu item. Kept as data (`src/app/nav.json` in each remote) so the build copies it
 * into the remote's `remote-meta.json` and the registry: the host draws the menu without
 * loading any remote code, and rolling a remote back rolls its menu items back too.
 */
export interface NavItem {
  /** A route this remote owns; the host builds the link from shared ROUTES. */
  routeId: RouteId;
  title: Record<Lng, string>;
  description: Record<Lng, string>;
  /** Name of an icon in the shared icon set. */
  icon: string;
  /** Sort order in the side menu. */
  order: number;
  /** A remote-config flag that must be on for the item to show. */
  flag?: 'show_short_video_web';
}

/** Extra pieces a remote may mount in host-owned slots (e.g. the assistant widget). */
export type SlotId = 'dashboard-widget';

export interface RemoteApp {
  id: RemoteId;
  /** The remote's own release version (package version or the release CLI's version). */
  version: string;
  contractVersion: string;
  /** i18n namespace, equal to the remote id. */
  namespace: string;
  /** Loads the remote's messages for a language, from the remote's own chunk. */
  loadMessages: (lng: Lng) => Promise<Messages>;
  /** Lazy screens for the routes this remote owns (paths are the host's, in shared paths). */
  routes: Partial<Record<RouteId, LazyExoticComponent<ComponentType>>>;
  navItems: NavItem[];
  slots?: Partial<Record<SlotId, LazyExoticComponent<ComponentType>>>;
}

export function isSupportedContract(version: string): boolean {
  const major = Number(String(version).split('.')[0]);
  return SUPPORTED_CONTRACT_MAJORS.includes(major);
}

/** Registry file (`remotes.json`) written by the release CLI and read by the host at start. */
export interface RegistryEntry {
  current: string;
  /** URL of the current version's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  previous?: string;
  previousEntry?: string;
  contractVersion: string;
  /** Side-menu items of the current version (from its remote-meta.json). */
  nav?: NavItem[];
  /** Past versions, newest first (the release CLI's history). */
  history?: { version: string; at: string; action: 'deploy' | 'rollback' }[];
}
export interface Registry {
  schema: 1;
  updatedAt: string;
  remotes: Partial<Record<RemoteId, RegistryEntry>>;
}
