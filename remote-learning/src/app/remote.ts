import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteApp } from '@app/shared';
import nav from './nav.json';

/** remote-learning: home, academics, building legends, subjects, content pages, live classes. */
const HomePage = lazy(() => import('../features/home/components/HomePage'));

const remote: RemoteApp = {
  id: 'learning',
  version: __APP_VERSION__,
  contractVersion: CONTRACT_VERSION,
  namespace: 'learning',
  loadMessages: (lng) => import(`../locales/${lng}.json`).then((m) => m.default),
  routes: { home: HomePage },
  navItems: nav as RemoteApp['navItems'],
};

export default remote;
