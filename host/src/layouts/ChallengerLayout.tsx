import { Link, NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, media, paths } from '@app/shared';
import { usePageTitle } from '../features/layout/usePageTitle';

const Shell = styled.div`display: grid; grid-template-columns: 220px minmax(0, 1fr); min-height: 100vh; ${media.belowTablet} { grid-template-columns: minmax(0, 1fr); }`;
const Side = styled.aside`
  background: ${({ theme }) => theme.color.surface}; border-right: 1px solid ${({ theme }) => theme.color.border}; padding: 16px 12px;
  display: flex; flex-direction: column; gap: 8px;
  .brand { display: inline-flex; align-items: center; gap: 8px; font-weight: 800; font-size: 1.25rem; text-decoration: none; color: ${({ theme }) => theme.color.text}; padding: 4px 8px 12px; }
  .logo { width: 36px; height: 36px; border-radius: 10px; display: grid; place-items: center; background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.onPrimary}; }
  nav a { display: flex; align-items: center; gap: 10px; min-height: 44px; padding: 8px 10px; border-radius: 10px; text-decoration: none; color: ${({ theme }) => theme.color.text}; }
  nav a.active { background: ${({ theme }) => theme.color.surfaceAlt}; color: ${({ theme }) => theme.color.primary}; font-weight: 700; }
  ${media.belowTablet} { display: none; }
`;
const Bar = styled.header`
  display: flex; align-items: center; justify-content: space-between; flex-wrap: wrap; gap: 12px; padding: 12px 24px;
  background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.onPrimary};
  a { color: ${({ theme }) => theme.color.onPrimary}; font-weight: 700; }
  h1 { font-size: 1.125rem; margin: 0; }
  .time { display: inline-flex; align-items: center; gap: 6px; font-weight: 600; }
`;

/** The challenger test's own layout: side nav, and a top bar with the title, a fixed time-remaining label and a take-exam link to /. */
export function ChallengerLayout() {
  const { t } = useTranslation('host');
  usePageTitle('title.challenger');
  return (
    <Shell>
      <Side aria-label={t('challenger.sideNav')}>
        <Link className="brand" to={paths.home()} aria-label={t('brand')}>
          <span className="logo" aria-hidden="true">V</span>
          <span>Vistas</span>
        </Link>
        <nav aria-label={t('challenger.sideNav')}>
          <NavLink to={paths.home()} end>
            <Icon name="home" />
            {t('title.home')}
          </NavLink>
          <NavLink to="/quiz" end>
            <Icon name="quiz" />
            {t('title.quiz')}
          </NavLink>
        </nav>
      </Side>
      <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Bar>
          <h1>{t('challenger.title')}</h1>
          <span className="time" data-testid="time-remaining">
            <Icon name="clock" size={18} />
            {t('challenger.timeRemaining')}
          </span>
          <Link to="/">{t('challenger.takeExam')}</Link>
        </Bar>
        <main id="main" tabIndex={-1} style={{ padding: 16 }}>
          <Outlet />
        </main>
      </div>
    </Shell>
  );
}
