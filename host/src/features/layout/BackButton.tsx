import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon, IconButton } from '@app/shared';
import { backActionFor, isSubjectPath } from '../navigation/back';

let lastSubjectPath: string | null = null;
/** The host sees every navigation: it remembers the last subject page for the back button. */
export function rememberLocation(pathname: string): void {
  if (isSubjectPath(pathname)) lastSubjectPath = pathname;
}

/** The top bar's back button, following the spec's back rules (nothing on /home). */
export function BackButton({ validFlag }: { validFlag: boolean }) {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const storage = typeof localStorage === 'undefined' ? { getItem: () => null } : localStorage;
  const action = backActionFor(pathname, { validFlag, storage, lastSubjectPath });
  if (action.kind === 'none') return null;
  const onClick = () => {
    const a = backActionFor(pathname, { validFlag, storage, lastSubjectPath });
    if (a.kind === 'history') navigate(a.delta);
    else if (a.kind === 'navigate') {
      if (a.clearKey) localStorage.removeItem(a.clearKey);
      navigate(a.to);
    }
  };
  return (
    <IconButton type="button" onClick={onClick} disabled={action.kind === 'disabled'} aria-label={t('nav.back')} data-testid="back-button">
      <Icon name="back" />
    </IconButton>
  );
}
