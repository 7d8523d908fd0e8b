import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, emit, on } from '@app/shared';

/**
 * The blocking Warning modal: an authentication message (e.g. the session was taken over by
 * a login on another device) and a Logout button. It cannot be dismissed otherwise.
 */
export function WarningModal() {
  const { t } = useTranslation('host');
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => on('auth/warning', (d) => setMessage(d.message)), []);
  useEffect(() => on('session/changed', (d) => !d.loggedIn && setMessage(null)), []);
  return (
    <Dialog open={message !== null} title={t('warning.title')} blocking>
      <p style={{ marginTop: 0 }} data-testid="warning-message">
        {message}
      </p>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="button"
          $variant="danger"
          onClick={() => {
            setMessage(null);
            emit('session/logout', { reason: 'user' });
          }}
        >
          {t('nav.logout')}
        </Button>
      </div>
    </Dialog>
  );
}
