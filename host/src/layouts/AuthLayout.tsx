import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getAppConfig } from '@app/shared';
import { LanguageSwitch } from '../features/preferences/LanguageSwitch';

const Shell = styled.div`min-height: 100vh; display: flex; flex-direction: column;`;
const Top = styled.header`
  display: flex; align-items: center; justify-content: space-between; gap: 12px;
  padding: 12px 24px; background: ${({ theme }) => theme.color.surface}; border-bottom: 1px solid ${({ theme }) => theme.color.border};
  nav { display: flex; gap: 16px; align-items: center; }
`;
const Brand = styled(Link)`font-weight: 800; font-size: 1.25rem; text-decoration: none;`;
const Main = styled.main`flex: 1; display: flex; justify-content: center; padding: 24px 16px;`;
const Foot = styled.footer`
  padding: 16px 24px; font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted};
  display: flex; flex-wrap: wrap; gap: 16px; justify-content: center; border-top: 1px solid ${({ theme }) => theme.color.border};
  a { color: ${({ theme }) => theme.color.textMuted}; }
`;

/** Login and signup pages: top nav with Signup and Login links, footer with terms, copyright and version. */
export function AuthLayout() {
  const { t } = useTranslation('host');
  const cfg = getAppConfig();
  return (
    <Shell>
      <Top>
        <Brand to="/login" aria-label={t('brand')}>Vistas</Brand>
        <nav aria-label={t('nav.auth')}>
          <Link to="/guest">{t('nav.signup')}</Link>
          <Link to="/login">{t('nav.login')}</Link>
          <LanguageSwitch />
        </nav>
      </Top>
      <Main id="main">
        <Outlet />
      </Main>
      <Foot>
        <a href={cfg.termsUrl}>{t('footer.terms')}</a>
        <a href={cfg.privacyUrl}>{t('footer.privacy')}</a>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <span>{t('footer.version', { version: cfg.appVersion })}</span>
      </Foot>
    </Shell>
  );
}
