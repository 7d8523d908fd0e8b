import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteApp } from '@app/shared';
import nav from './nav.json';

/** remote-social: V-Shorts, discover, shared content. */
const DiscoverPage = lazy(() => import('../features/discover/components/DiscoverPage'));

const remote: RemoteApp = {
  id: 'social',
  version: __APP_VERSION__,
  contractVersion: CONTRACT_VERSION,
  namespace: 'social',
  loadMessages: (lng) => import(`../locales/${lng}.json`).then((m) => m.default),
  routes: { discover: DiscoverPage },
  navItems: nav as RemoteApp['navItems'],
};

export default remote;
