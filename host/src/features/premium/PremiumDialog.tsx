import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { appStore, Button, call, Dialog, getData, Muted, on, paths, sessionAtom, subscriptionRequestPendingAtom, userTypeAtom } from '@app/shared';
import { isRequestPending, subscriptionRequestFor } from './premium-rules';

/** Store action fetchSubscriptionStatus: is a subscription request already pending? */
export async function fetchSubscriptionStatus(): Promise<boolean> {
  const data = await getData<unknown>('v1', '/auth/get-subscription-click-status', { skipErrorToast: true });
  return isRequestPending(data);
}

/** Store action saveSubscriptionRequest: returns the server's message. */
export async function saveSubscriptionRequest(): Promise<string> {
  const user = appStore.get(sessionAtom);
  if (!user) throw new Error('Not logged in');
  const res = await call<unknown>('v1', { method: 'POST', url: '/auth/save-subscription-click-details', data: subscriptionRequestFor(user) });
  return res.message;
}

/**
 * The premium dialog: basic students who reach gated content (`premium/required`) are
 * offered Buy Subscription (hidden while a request is pending) and the plans page. A sent
 * request shows the 'Subscription Request' thank-you dialog.
 */
export function PremiumDialog() {
  const { t } = useTranslation('host');
  const userType = useAtomValue(userTypeAtom);
  const [pending, setPending] = useAtom(subscriptionRequestPendingAtom);
  const [open, setOpen] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // Buy Subscription waits for the pending check, so it never flashes up and vanishes.
  const [checking, setChecking] = useState(false);

  const refreshPending = useCallback(async () => {
    setChecking(true);
    try {
      setPending(await fetchSubscriptionStatus());
    } catch {
      /* unknown: keep what we had */
    } finally {
      setChecking(false);
    }
  }, [setPending]);

  useEffect(
    () =>
      on('premium/required', () => {
        if (appStore.get(userTypeAtom) !== 'basic') return;
        setFailed(false);
        setOpen(true);
        void refreshPending();
      }),
    [refreshPending],
  );

  const buy = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const message = await saveSubscriptionRequest();
      setPending(true);
      setOpen(false);
      setThanks(message || '');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog open={open && userType === 'basic'} title={t('premium.title')} onClose={() => setOpen(false)}>
        <p style={{ marginTop: 0 }}>{t('premium.body')}</p>
        {pending ? <Muted data-testid="premium-pending">{t('premium.pending')}</Muted> : null}
        {failed ? (
          <p role="alert" style={{ color: 'inherit', fontWeight: 600 }}>
            {t('premium.failed')}
          </p>
        ) : null}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end', marginTop: 16 }}>
          <Button type="button" $variant="ghost" onClick={() => setOpen(false)}>
            {t('common.notNow')}
          </Button>
          <Button as={Link} to={paths.plans()} $variant="secondary" onClick={() => setOpen(false)} style={{ textDecoration: 'none' }}>
            {t('premium.viewPlans')}
          </Button>
          {!pending && !checking ? (
            <Button type="button" onClick={buy} disabled={busy} aria-busy={busy}>
              {t('premium.buy')}
            </Button>
          ) : null}
        </div>
      </Dialog>
      <Dialog open={thanks !== null} title={t('premium.requestTitle')} onClose={() => setThanks(null)}>
        <p style={{ marginTop: 0 }}>{t('premium.thanks')}</p>
        {thanks ? <Muted>{thanks}</Muted> : null}
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
          <Button type="button" onClick={() => setThanks(null)}>
            {t('common.ok')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
