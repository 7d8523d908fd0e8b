import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, emit, Muted } from '@app/shared';
import { LockIcon } from './LockIcon';

/** The locked panel: the server's gate message (402/406, as the contract words it) and a way to premium. */
export function PremiumLocked({ message, title, source = 'content', announce = true }: { message?: string; title?: string; source?: string; announce?: boolean }) {
  const { t } = useTranslation('learning');
  useEffect(() => {
    if (announce) emit('premium/required', { source });
  }, [announce, source]);
  return (
    <Card data-testid="premium-locked" style={{ textAlign: 'center' }}>
      <p style={{ fontWeight: 700, marginTop: 0 }}>
        <LockIcon />
        {title ?? t('content.premiumTitle')}
      </p>
      {message ? (
        <p data-testid="premium-message" style={{ margin: '0 0 8px' }}>
          {message}
        </p>
      ) : null}
      <Muted>{t('content.premiumHint')}</Muted>
      <Button type="button" style={{ marginTop: 12 }} onClick={() => emit('premium/required', { source })}>
        {t('content.unlock')}
      </Button>
    </Card>
  );
}
