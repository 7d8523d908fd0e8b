import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, getAppConfig } from '@app/shared';

export const MOBILE_POPUP_SKIP_KEY = 'mobileAppPopupSkipped';
/** Below 500px width (spec section 9). */
export const MOBILE_QUERY = '(max-width: 499px)';

function skipped(): boolean {
  try {
    return localStorage.getItem(MOBILE_POPUP_SKIP_KEY) === '1';
  } catch {
    return false;
  }
}

/** Visitors below 500px width are invited to install the mobile app; Skip is remembered. */
export function MobileAppPopup() {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (skipped() || typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(MOBILE_QUERY);
    const update = () => setOpen(mq.matches && !skipped());
    update();
    mq.addEventListener?.('change', update);
    return () => mq.removeEventListener?.('change', update);
  }, []);
  const skip = () => {
    try {
      localStorage.setItem(MOBILE_POPUP_SKIP_KEY, '1');
    } catch {
      /* private mode: skipped for this page only */
    }
    setOpen(false);
  };
  return (
    <Dialog open={open} title={t('mobileApp.title')} onClose={skip}>
      <p style={{ marginTop: 0 }}>{t('mobileApp.body')}</p>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button type="button" $variant="ghost" onClick={skip}>
          {t('mobileApp.skip')}
        </Button>
        <Button as="a" href={getAppConfig().mobileAppUrl} target="_blank" rel="noopener noreferrer" onClick={skip} style={{ textDecoration: 'none' }}>
          {t('mobileApp.install')}
        </Button>
      </div>
    </Dialog>
  );
}
