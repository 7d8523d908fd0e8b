import { Link, Outlet } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, isSessionValid, paths, sessionAtom } from '@app/shared';
import { BackButton } from '../features/layout/BackButton';
import { usePageTitle } from '../features/layout/usePageTitle';

const Bar = styled.header`
  display: flex; align-items: center; gap: 8px; padding: 8px 16px;
  background: ${({ theme }) => theme.color.surface}; border-bottom: 1px solid ${({ theme }) => theme.color.border};
  .brand { display: inline-flex; align-items: center; gap: 8px; font-weight: 800; text-decoration: none; color: ${({ theme }) => theme.color.text}; flex: 1; }
  .logo { width: 32px; height: 32px; border-radius: 9px; display: grid; place-items: center; background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.onPrimary}; }
  .round { display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; border-radius: 50%; border: 1px solid ${({ theme }) => theme.color.border}; color: ${({ theme }) => theme.color.text}; }
  .round[aria-disabled='true'] { opacity: 0.5; pointer-events: none; }
`;

/**
 * Plain app layout: the page with a slim bar (shared links, onboarding). While the profile
 * is incomplete (validFlag false) its back button and notification link are disabled.
 */
export function PlainLayout() {
  const { t } = useTranslation('host');
  const session = useAtomValue(sessionAtom);
  const loggedIn = isSessionValid(session);
  const validFlag = session?.validFlag !== false;
  usePageTitle('title.share');
  return (
    <>
      <Bar>
        {loggedIn ? <BackButton validFlag={validFlag} /> : null}
        <Link className="brand" to="/" aria-label={t('brand')}>
          <span className="logo" aria-hidden="true">V</span>
          <span>Vistas</span>
        </Link>
        {loggedIn ? (
          <Link
            className="round"
            to={paths.notifications()}
            aria-label={t('notifications.label')}
            aria-disabled={!validFlag}
            tabIndex={validFlag ? undefined : -1}
            onClick={(e) => !validFlag && e.preventDefault()}
            data-testid="notifications-link"
          >
            <Icon name="bell" />
          </Link>
        ) : null}
      </Bar>
      <main id="main" tabIndex={-1} style={{ minHeight: 'calc(100vh - 61px)', padding: '16px' }}>
        <Outlet />
      </main>
    </>
  );
}
