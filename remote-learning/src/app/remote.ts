import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteApp } from '@app/shared';
import nav from './nav.json';

/** remote-learning: home, academics, building legends, subjects, content pages, live classes. */
const HomePage = lazy(() => import('../features/home/components/HomePage'));
const AcademicsPage = lazy(() => import('../features/academics/components/AcademicsPage'));
const BuildingLegendsPage = lazy(() => import('../features/legends/components/BuildingLegendsPage'));
const SubjectPage = lazy(() => import('../features/subject/components/SubjectPage'));
const ContentPage = lazy(() => import('../features/content/components/ContentPage'));
const LiveClassPage = lazy(() => import('../features/live/components/LiveClassPage'));

const remote: RemoteApp = {
  id: 'learning',
  version: __APP_VERSION__,
  contractVersion: CONTRACT_VERSION,
  namespace: 'learning',
  loadMessages: (lng) => import(`../locales/${lng}.json`).then((m) => m.default),
  routes: {
    home: HomePage,
    academics: AcademicsPage,
    buildingLegends: BuildingLegendsPage,
    subject: SubjectPage,
    content: ContentPage,
    liveClass: LiveClassPage,
  },
  navItems: nav as RemoteApp['navItems'],
};

export default remote;
