import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteApp } from '@app/shared';

/** remote-assistant: the AI assistant widget the host mounts in the dashboard layout. */
const AssistantWidget = lazy(() => import('./AssistantWidget'));

const remote: RemoteApp = {
  id: 'assistant',
  version: __APP_VERSION__,
  contractVersion: CONTRACT_VERSION,
  namespace: 'assistant',
  loadMessages: (lng) => import(`../locales/${lng}.json`).then((m) => m.default),
  routes: {},
  navItems: [],
  slots: { 'dashboard-widget': AssistantWidget },
};

export default remote;
