import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteApp } from '@app/shared';
import nav from './nav.json';

/** remote-account: sign in, sign up, password reset, profile, plans, notifications, devices. */
const LoginPage = lazy(() => import('../features/login/components/LoginPage'));

const remote: RemoteApp = {
  id: 'account',
  version: __APP_VERSION__,
  contractVersion: CONTRACT_VERSION,
  namespace: 'account',
  loadMessages: (lng) => import(`../locales/${lng}.json`).then((m) => m.default),
  routes: {
    login: LoginPage,
  },
  navItems: nav as RemoteApp['navItems'],
};

export default remote;
