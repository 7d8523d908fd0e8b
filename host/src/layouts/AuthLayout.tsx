import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, getAppConfig, getPlatform, Icon, media } from '@app/shared';
import { LanguageSwitch } from '../features/preferences/LanguageSwitch';
import { ThemeSwitch } from '../features/preferences/ThemeSwitch';
import { signInWithGoogle } from '../features/session/googleSignIn';
import { usePageTitle } from '../features/layout/usePageTitle';

const Shell = styled.div`min-height: 100vh; display: flex; flex-direction: column;`;
const Top = styled.header`
  display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap;
  padding: 10px 24px; background: ${({ theme }) => theme.color.surface}; border-bottom: 1px solid ${({ theme }) => theme.color.border};
  nav { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
  nav a.tab { padding: 10px 14px; border-radius: 10px; font-weight: 600; text-decoration: none; }
  nav a.tab.active { background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.onPrimary}; }
  ${media.mobile} { padding: 8px 12px; }
`;
const Brand = styled(Link)`
  display: inline-flex; align-items: center; gap: 8px; font-weight: 800; font-size: 1.25rem; text-decoration: none; color: ${({ theme }) => theme.color.text};
  .logo { width: 36px; height: 36px; border-radius: 10px; display: grid; place-items: center; background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.onPrimary}; }
`;
const Main = styled.main`flex: 1; display: flex; flex-direction: column; align-items: center; gap: 16px; padding: 24px 16px;`;
const Foot = styled.footer`
  padding: 16px 24px; font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted};
  display: flex; flex-wrap: wrap; gap: 8px 16px; justify-content: center; border-top: 1px solid ${({ theme }) => theme.color.border};
  a { color: ${({ theme }) => theme.color.primary}; }
`;

function useGoogleAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let alive = true;
    getPlatform().then((p) => alive && setAvailable(p.google.available), () => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return available;
}

/**
 * Login and signup pages: top nav with Signup and Login links, the social sign-in button
 * (only where the Google sign-in port is available), terms link, copyright, version and
 * footer links.
 */
export function AuthLayout() {
  const { t } = useTranslation('host');
  const cfg = getAppConfig();
  const navigate = useNavigate();
  const google = useGoogleAvailable();
  const [busy, setBusy] = useState(false);
  usePageTitle('title.login');
  const social = async () => {
    setBusy(true);
    try {
      const next = await signInWithGoogle();
      if (next) navigate(next, { replace: true });
    } catch {
      /* the API client already showed the server's message */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Shell>
      <Top>
        <Brand to="/login" aria-label={t('brand')}>
          <span className="logo" aria-hidden="true">V</span>
          <span>Vistas</span>
        </Brand>
        <nav aria-label={t('nav.auth')}>
          <NavLink className="tab" to="/guest">{t('nav.signup')}</NavLink>
          <NavLink className="tab" to="/login">{t('nav.login')}</NavLink>
          <LanguageSwitch />
          <ThemeSwitch />
        </nav>
      </Top>
      <Main id="main" tabIndex={-1}>
        <Outlet />
        {google ? (
          <Button type="button" $variant="secondary" onClick={social} disabled={busy} aria-busy={busy} data-testid="google-signin">
            <Icon name="google" />
            {t('auth.google')}
          </Button>
        ) : null}
      </Main>
      <Foot>
        <a href={cfg.termsUrl}>{t('footer.terms')}</a>
        <a href={cfg.privacyUrl}>{t('footer.privacy')}</a>
        <a href={`mailto:${cfg.supportEmail}`}>{t('footer.contact')}</a>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <span data-testid="app-version">{t('footer.version', { version: cfg.appVersion })}</span>
      </Foot>
    </Shell>
  );
}
