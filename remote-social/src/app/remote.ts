import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteApp } from '@app/shared';
import nav from './nav.json';

/** remote-social: V-Shorts, discover, shared content. Every screen is its own lazy chunk. */
const DiscoverPage = lazy(() => import('../features/discover/components/DiscoverPage'));
const ShortsPage = lazy(() => import('../features/shorts/components/ShortsPage'));
const SharePage = lazy(() => import('../features/share/components/SharePage'));

const remote: RemoteApp = {
  id: 'social',
  version: __APP_VERSION__,
  contractVersion: CONTRACT_VERSION,
  namespace: 'social',
  loadMessages: (lng) => import(`../locales/${lng}.json`).then((m) => m.default),
  routes: { discover: DiscoverPage, shorts: ShortsPage, share: SharePage },
  navItems: nav as RemoteApp['navItems'],
};

export default remote;
