import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Bar = styled.header`
  display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 12px 24px;
  background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.onPrimary};
  a { color: ${({ theme }) => theme.color.onPrimary}; font-weight: 600; }
  h1 { font-size: 1.125rem; margin: 0; }
`;

/** The challenger test's own layout: title, a fixed time-remaining label and a take-exam link to /. */
export function ChallengerLayout() {
  const { t } = useTranslation('host');
  return (
    <div style={{ minHeight: '100vh' }}>
      <Bar>
        <h1>{t('challenger.title')}</h1>
        <span>{t('challenger.timeRemaining')}</span>
        <Link to="/">{t('challenger.takeExam')}</Link>
      </Bar>
      <main id="main" style={{ padding: 16 }}>
        <Outlet />
      </main>
    </div>
  );
}
