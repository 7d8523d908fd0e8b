import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { on } from '@app/shared';
import { performLogout } from './logout';

/** Listens to `session/logout` for the whole page. */
export function useLogoutListener(): void {
  const navigate = useNavigate();
  useEffect(() => on('session/logout', (d) => void performLogout(d, (to) => navigate(to, { replace: true }))), [navigate]);
}
