import { NavLink, Outlet, useMatches } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { buildPath, emit, getAppConfig, languageAtom, media, remoteConfigAtom, ROUTES, sessionAtom, userTypeAtom, type RouteId } from '@app/shared';
import { navItemsAtom } from '../app/host-atoms';
import { RemoteSlot } from '../remotes/RemoteRoute';
import { LanguageSwitch } from '../features/preferences/LanguageSwitch';
import { ThemeSwitch } from '../features/preferences/ThemeSwitch';

const Shell = styled.div`
  display: grid; grid-template-columns: 260px 1fr; min-height: 100vh;
  ${media.tablet} { grid-template-columns: 72px 1fr; }
  ${media.belowTablet} { grid-template-columns: 1fr; }
`;
const Side = styled.aside`
  background: ${({ theme }) => theme.color.surface}; border-right: 1px solid ${({ theme }) => theme.color.border};
  padding: 16px 12px; display: flex; flex-direction: column; gap: 8px;
  ${media.belowTablet} { display: none; }
  ${media.tablet} { .label { display: none; } }
`;
const MenuLink = styled(NavLink)`
  display: flex; gap: 12px; align-items: center; padding: 10px 12px; border-radius: 10px;
  color: ${({ theme }) => theme.color.text}; text-decoration: none;
  &.active { background: ${({ theme }) => theme.color.surfaceAlt}; color: ${({ theme }) => theme.color.primary}; font-weight: 700; }
  small { display: block; color: ${({ theme }) => theme.color.textMuted}; font-weight: 400; }
`;
const Top = styled.header`
  display: flex; align-items: center; gap: 12px; padding: 12px 20px;
  background: ${({ theme }) => theme.color.surface}; border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h1 { font-size: 1.25rem; margin: 0; flex: 1; }
`;
const Main = styled.main`padding: 20px; max-width: 1200px; width: 100%; margin: 0 auto;`;
const Foot = styled.footer`
  padding: 16px 20px; font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted};
  border-top: 1px solid ${({ theme }) => theme.color.border}; display: flex; flex-wrap: wrap; gap: 16px;
`;

function usePageTitleKey(): string {
  const matches = useMatches();
  const id = [...matches].reverse().map((m) => (m.handle as { routeId?: RouteId } | undefined)?.routeId).find(Boolean);
  return id ? ROUTES[id].titleKey : 'title.home';
}

/** The logged-in layout: side menu, top bar, page, footer and the assistant widget. */
export function DashboardLayout() {
  const { t } = useTranslation('host');
  const session = useAtomValue(sessionAtom);
  const userType = useAtomValue(userTypeAtom);
  const lng = useAtomValue(languageAtom);
  const flags = useAtomValue(remoteConfigAtom);
  const nav = useAtomValue(navItemsAtom).filter((n) => !n.flag || flags[n.flag]);
  const cfg = getAppConfig();
  return (
    <Shell>
      <Side aria-label={t('nav.main')}>
        <strong style={{ fontSize: '1.25rem', padding: '4px 12px' }}>Vistas</strong>
        <div className="label" style={{ padding: '4px 12px' }}>
          <div style={{ fontWeight: 700 }}>{session?.firstName}</div>
          {session?.classStandardObject ? <small>{t('profile.class', { name: session.classStandardObject.classStandadName })}</small> : null}
        </div>
        <nav aria-label={t('nav.menu')}>
          {nav.map((n) => (
            <MenuLink key={n.routeId} to={buildPath(n.routeId as 'home')}>
              <span aria-hidden="true">•</span>
              <span className="label">
                {n.title[lng]}
                <small>{n.description[lng]}</small>
              </span>
            </MenuLink>
          ))}
        </nav>
        <button type="button" onClick={() => emit('session/logout', { reason: 'user' })}>
          {t('nav.logout')}
        </button>
      </Side>
      <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Top>
          <h1>{t(usePageTitleKey())}</h1>
          <span data-testid="user-type">{t(`userType.${userType}`)}</span>
          <ThemeSwitch />
          <LanguageSwitch />
        </Top>
        <Main id="main">
          <Outlet />
        </Main>
        <Foot>
          <span>{t('footer.support', { phones: cfg.supportPhones.join(', '), email: cfg.supportEmail })}</span>
          <span>{t('footer.version', { version: cfg.appVersion })}</span>
        </Foot>
      </div>
      <RemoteSlot remote="assistant" slot="dashboard-widget" />
    </Shell>
  );
}
