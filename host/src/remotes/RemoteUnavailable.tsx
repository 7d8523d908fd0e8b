import { useTranslation } from 'react-i18next';
import { Button, Card, Muted } from '@app/shared';

/** The friendly panel shown when neither the current nor the previous version loads. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('host');
  return (
    <Card role="alert" data-testid="remote-unavailable" style={{ maxWidth: 520, margin: '32px auto', textAlign: 'center' }}>
      <h2 style={{ marginTop: 0 }}>{t('remote.unavailableTitle')}</h2>
      <Muted>{t('remote.unavailableBody')}</Muted>
      <div style={{ marginTop: 16 }}>
        <Button onClick={onRetry}>{t('remote.retry')}</Button>
      </div>
    </Card>
  );
}
