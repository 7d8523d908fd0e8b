import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteApp } from '@app/shared';
import nav from './nav.json';

/** remote-quiz: chapter and subject quizzes, exam prep, vocational and challenger tests, results. */
const QuizHubPage = lazy(() => import('../features/hub/components/QuizHubPage'));

const remote: RemoteApp = {
  id: 'quiz',
  version: __APP_VERSION__,
  contractVersion: CONTRACT_VERSION,
  namespace: 'quiz',
  loadMessages: (lng) => import(`../locales/${lng}.json`).then((m) => m.default),
  routes: { quizHub: QuizHubPage },
  navItems: nav as RemoteApp['navItems'],
};

export default remote;
