import { useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { buildPath, emit, Icon, languageAtom, media, paths, remoteConfigAtom, sessionAtom, STORAGE_KEYS, unreadCountAtom, userTypeAtom } from '@app/shared';
import { navItemsAtom } from '../app/host-atoms';
import { RemoteSlot } from '../remotes/RemoteRoute';
import { LanguageButton } from '../features/preferences/LanguageSwitch';
import { ThemeMenuButton, ThemeSwitch } from '../features/preferences/ThemeSwitch';
import { Avatar } from '../features/layout/Avatar';
import { BackButton, rememberLocation } from '../features/layout/BackButton';
import { usePageTitle } from '../features/layout/usePageTitle';
import { SiteFooter } from '../features/layout/SiteFooter';
import { PremiumDialog } from '../features/premium/PremiumDialog';
import { FeedbackDialog } from '../features/feedback/FeedbackDialog';
import { FeedbackWidget } from '../features/feedback/FeedbackWidget';

const srOnly = css`
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
`;
/** Labels collapse to icons (kept for screen readers). */
const collapsedLabels = css`
  .label { ${srOnly} }
  .brand-text { display: none; }
  .profile { justify-content: center; padding: 8px 0; }
  .item { justify-content: center; padding: 10px 0; }
`;

const Shell = styled.div`
  display: grid; grid-template-columns: auto minmax(0, 1fr); min-height: 100vh;
  ${media.belowTablet} { grid-template-columns: minmax(0, 1fr); }
`;
const Side = styled.aside<{ $collapsed: boolean; $open: boolean }>`
  position: sticky; top: 0; height: 100vh; overflow-y: auto; z-index: 960;
  width: ${({ $collapsed }) => ($collapsed ? '76px' : '272px')}; transition: width 0.15s ease;
  background: ${({ theme }) => theme.color.surface}; border-right: 1px solid ${({ theme }) => theme.color.border};
  padding: 12px 10px; display: flex; flex-direction: column; gap: 6px;
  ${({ $collapsed }) => ($collapsed ? collapsedLabels : '')}
  ${media.tablet} { width: 76px; ${collapsedLabels} .collapse-toggle { display: none; } }
  ${media.belowTablet} {
    /* Above the floating feedback button (970) while open, below dialogs (1000) and toasts. */
    position: fixed; left: 0; top: 0; bottom: 0; z-index: 980; width: min(300px, 86vw); box-shadow: ${({ theme }) => theme.shadow.md};
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    .collapse-toggle { display: none; }
  }
`;
const Backdrop = styled.div`
  display: none;
  ${media.belowTablet} { display: block; position: fixed; inset: 0; z-index: 975; background: ${({ theme }) => theme.color.overlay}; }
`;
const BrandRow = styled.div`
  display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 4px 6px 8px;
  a { display: inline-flex; align-items: center; gap: 8px; text-decoration: none; color: ${({ theme }) => theme.color.text}; font-weight: 800; font-size: 1.25rem; }
  .logo { width: 36px; height: 36px; border-radius: 10px; display: grid; place-items: center; background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.onPrimary}; font-weight: 800; }
`;
const sideButton = css`
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 44px; padding: 10px 12px; border-radius: 10px;
  border: 0; background: transparent; color: ${({ theme }) => theme.color.text}; text-decoration: none; cursor: pointer; text-align: left; font: inherit;
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
  svg { flex: none; }
`;
const SmallToggle = styled.button`
  width: 36px; height: 36px; border-radius: 50%; border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface}; color: ${({ theme }) => theme.color.text}; display: grid; place-items: center; cursor: pointer; flex: none;
`;
const Profile = styled.div`
  display: flex; align-items: center; gap: 10px; padding: 10px 8px; border-radius: 12px; background: ${({ theme }) => theme.color.surfaceAlt};
  .name { font-weight: 700; line-height: 1.2; }
  .meta { font-size: 0.8125rem; color: ${({ theme }) => theme.color.textMuted}; }
  a { font-size: 0.8125rem; font-weight: 600; }
`;
const Menu = styled.nav`
  display: flex; flex-direction: column; gap: 2px; margin-top: 6px; flex: 1;
  a.item { ${sideButton} }
  a.item.active { background: ${({ theme }) => theme.color.surfaceAlt}; color: ${({ theme }) => theme.color.primary}; font-weight: 700; box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary}; }
  small { display: block; color: ${({ theme }) => theme.color.textMuted}; font-weight: 400; font-size: 0.78rem; line-height: 1.3; }
`;
const SideActions = styled.div`
  display: flex; flex-direction: column; gap: 2px; border-top: 1px solid ${({ theme }) => theme.color.border}; padding-top: 8px;
  button, a { ${sideButton} }
  .mobile-only { display: none; }
  ${media.mobile} { .mobile-only { display: flex; } }
`;
const Column = styled.div`display: flex; flex-direction: column; min-width: 0; min-height: 100vh;`;
const Top = styled.header`
  position: sticky; top: 0; z-index: 900; display: flex; align-items: center; gap: 8px; padding: 8px 16px;
  background: ${({ theme }) => theme.color.surface}; border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h1 { font-size: 1.125rem; margin: 0; flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .menu-toggle { display: none; }
  ${media.belowTablet} { .menu-toggle { display: inline-flex; } }
  ${media.mobile} { padding: 8px; gap: 6px; .hide-mobile { display: none; } }
`;
const UserType = styled.span<{ $type: string }>`
  padding: 4px 10px; border-radius: 999px; font-size: 0.8125rem; font-weight: 700; white-space: nowrap;
  background: ${({ theme, $type }) => ($type === 'premium' ? '#fde68a' : $type === 'free' ? theme.color.surfaceAlt : theme.color.surfaceAlt)};
  color: ${({ theme, $type }) => ($type === 'premium' ? '#78350f' : theme.color.text)};
  border: 1px solid ${({ theme }) => theme.color.border};
`;
const RoundLink = styled(Link)`
  position: relative; display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; flex: none;
  border-radius: 50%; border: 1px solid ${({ theme }) => theme.color.border}; background: ${({ theme }) => theme.color.surface}; color: ${({ theme }) => theme.color.text};
  &[aria-disabled='true'] { opacity: 0.5; pointer-events: none; }
`;
const Badge = styled.span`
  position: absolute; top: -4px; right: -4px; min-width: 20px; height: 20px; padding: 0 5px; border-radius: 999px;
  background: #b91c1c; color: #fff; font-size: 0.75rem; font-weight: 700; display: grid; place-items: center; line-height: 1;
`;
const Main = styled.main`padding: 20px; max-width: 1200px; width: 100%; margin: 0 auto; flex: 1; ${media.mobile} { padding: 12px; }`;

/** The logged-in layout: side menu, top bar, page, footer, dialogs, the assistant and feedback widgets. */
export function DashboardLayout() {
  const { t } = useTranslation('host');
  const session = useAtomValue(sessionAtom);
  const userType = useAtomValue(userTypeAtom);
  const lng = useAtomValue(languageAtom);
  const flags = useAtomValue(remoteConfigAtom);
  const unread = useAtomValue(unreadCountAtom);
  const nav = useAtomValue(navItemsAtom).filter((n) => !n.flag || flags[n.flag]);
  const location = useLocation();
  const title = usePageTitle();
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem('sidebarCollapsed') === '1';
    } catch {
      return false;
    }
  });
  const [mobileOpen, setMobileOpen] = useState(false);
  const sideId = useId();
  const validFlag = session?.validFlag !== false;

  useEffect(() => {
    rememberLocation(location.pathname);
    setMobileOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMobileOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);
  const toggleCollapsed = () =>
    setCollapsed((c) => {
      try {
        localStorage.setItem('sidebarCollapsed', c ? '0' : '1');
      } catch {
        /* ignore */
      }
      return !c;
    });

  const name = session?.firstName || t('profile.student');
  const unreadLabel = unread > 99 ? '99+' : String(unread);
  return (
    <Shell>
      {mobileOpen ? <Backdrop onClick={() => setMobileOpen(false)} /> : null}
      <Side id={sideId} aria-label={t('nav.main')} $collapsed={collapsed} $open={mobileOpen} data-testid="sidebar" data-collapsed={collapsed}>
        <BrandRow>
          <Link to={paths.home()} aria-label={t('brand')}>
            <span className="logo" aria-hidden="true">V</span>
            <span className="brand-text">Vistas</span>
          </Link>
          <SmallToggle type="button" className="collapse-toggle" onClick={toggleCollapsed} aria-expanded={!collapsed} aria-controls={sideId} aria-label={t(collapsed ? 'nav.expand' : 'nav.collapse')}>
            <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} size={18} />
          </SmallToggle>
          <SmallToggle type="button" className="close-drawer" onClick={() => setMobileOpen(false)} aria-label={t('nav.closeMenu')} style={{ display: mobileOpen ? undefined : 'none' }}>
            <Icon name="close" size={18} />
          </SmallToggle>
        </BrandRow>
        <Profile className="profile" data-testid="profile-block">
          <Avatar name={name} src={session?.userProfilePic} />
          <div className="label">
            <div className="name">{name}</div>
            {session?.classStandardObject ? <div className="meta">{t('profile.class', { name: session.classStandardObject.classStandadName })}</div> : null}
            <Link to={paths.profile()}>{t('profile.edit')}</Link>
          </div>
        </Profile>
        <Menu aria-label={t('nav.menu')}>
          {nav.map((n) => {
            const label = n.title[lng] ?? n.title.en;
            return (
              <NavLink
                key={n.routeId}
                className="item"
                to={buildPath(n.routeId as 'home')}
                title={label}
                onClick={() => {
                  try {
                    localStorage.setItem(STORAGE_KEYS.activeMenu, n.routeId);
                  } catch {
                    /* ignore */
                  }
                }}
              >
                <Icon name={n.icon} />
                <span className="label">
                  {label}
                  <small>{n.description[lng] ?? n.description.en}</small>
                </span>
              </NavLink>
            );
          })}
        </Menu>
        <SideActions>
          <button type="button" onClick={() => emit('feedback/open', {})} title={t('feedback.link')}>
            <Icon name="feedback" />
            <span className="label">{t('feedback.link')}</span>
          </button>
          <LanguageButton />
          <ThemeMenuButton className="mobile-only" />
          <button type="button" onClick={() => emit('session/logout', { reason: 'user' })} title={t('nav.logout')} data-testid="logout">
            <Icon name="logout" />
            <span className="label">{t('nav.logout')}</span>
          </button>
        </SideActions>
      </Side>
      <Column>
        <Top>
          <button
            type="button"
            className="menu-toggle"
            onClick={() => setMobileOpen((o) => !o)}
            aria-expanded={mobileOpen}
            aria-controls={sideId}
            aria-label={t('nav.openMenu')}
            style={{ width: 44, height: 44, borderRadius: '50%', border: '1px solid currentColor', background: 'transparent', color: 'inherit', alignItems: 'center', justifyContent: 'center' }}
          >
            <Icon name="menu" />
          </button>
          <BackButton validFlag={validFlag} />
          <h1>{title}</h1>
          <UserType $type={userType} data-testid="user-type">
            {t(`userType.${userType}`)}
          </UserType>
          <span className="hide-mobile">
            <ThemeSwitch />
          </span>
          <RoundLink
            to={paths.notifications()}
            aria-label={unread > 0 ? t('notifications.labelCount', { count: unread }) : t('notifications.label')}
            aria-disabled={!validFlag}
            tabIndex={validFlag ? undefined : -1}
            onClick={(e) => !validFlag && e.preventDefault()}
            data-testid="notifications-link"
          >
            <Icon name="bell" />
            {unread > 0 ? (
              <Badge data-testid="notification-badge" aria-hidden="true">
                {unreadLabel}
              </Badge>
            ) : null}
          </RoundLink>
          <RoundLink to={paths.profile()} aria-label={t('profile.edit')} className="hide-mobile">
            <Icon name="user" />
          </RoundLink>
        </Top>
        <Main id="main" tabIndex={-1}>
          <Outlet />
        </Main>
        <SiteFooter withFeedback />
      </Column>
      <PremiumDialog />
      <FeedbackDialog />
      <FeedbackWidget />
      {/* Not needed for the first paint: loads once the page's screen is shown and the browser is idle. */}
      <RemoteSlot remote="assistant" slot="dashboard-widget" afterFirstScreen />
    </Shell>
  );
}
