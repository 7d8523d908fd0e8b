import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, type RouteId } from '@app/shared';

/** The current route's page title (top bar and document title). */
export function usePageTitle(fallbackKey = 'title.home'): string {
  const { t } = useTranslation('host');
  const matches = useMatches();
  const id = [...matches].reverse().map((m) => (m.handle as { routeId?: RouteId } | undefined)?.routeId).find(Boolean);
  const title = t(id ? ROUTES[id].titleKey : fallbackKey);
  const appName = t('appName');
  useEffect(() => {
    document.title = `${title} | ${appName}`;
  }, [title, appName]);
  return title;
}
