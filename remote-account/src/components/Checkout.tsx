import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useStore } from 'jotai';
import { Button, Muted, Spinner, Stack, sessionAtom } from '@app/shared';
import { checkoutHref, clearPaymentParams, fetchSubscriptionFlags, getOrderDetails, type StoredPaymentParams, type StudentOrder } from '../lib/payment';
import { formatRupees } from '../lib/plans';
import { errorMessage } from '../lib/useSubmit';
import { FormAlert } from './fields';

/** Navigation to the gateway; replaced in tests. */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/**
 * After a paid order: the stored user's subscription flags from the server, so the user-type
 * label and the premium gates change without a new login. Written onto the session as it is
 * NOW (a token refresh during the calls must not be undone). If the flags cannot be read, the
 * paid order is proof enough of the subscription.
 */
export async function refreshSubscriptionFlags(store: ReturnType<typeof useStore>): Promise<void> {
  const before = store.get(sessionAtom);
  if (!before) return;
  let flags: { subscribedFlag: boolean; trialFlag: boolean };
  try {
    const f = await fetchSubscriptionFlags(before.userSurId);
    flags = { subscribedFlag: !!f?.subscribedFlag, trialFlag: !!f?.trialFlag };
  } catch {
    flags = { subscribedFlag: true, trialFlag: !!before.subscriptionFlag?.trialFlag };
  }
  const now = store.get(sessionAtom);
  if (!now || now.userSurId !== before.userSurId) return;
  store.set(sessionAtom, { ...now, subscriptionFlag: flags });
}

/**
 * Pays an order through the payment port: the gateway's checkout page (the built-in test
 * gateway, or a real provider when configured) comes back here with `payment=` and the order
 * id; the order is then read from the server, which alone decides whether it was paid.
 */
export function Checkout({ params, returnTo, onPaid }: { params: StoredPaymentParams; returnTo: string; onPaid: (order: StudentOrder) => void }) {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const store = useStore();
  const returned = search.get('payment');
  const [checking, setChecking] = useState(!!returned);
  const [error, setError] = useState('');
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!returned) return;
    let alive = true;
    (async () => {
      try {
        const order = await getOrderDetails(params.idStudentOrder);
        if (!alive) return;
        if (order.orderStatus === 'PAID') {
          clearPaymentParams();
          await refreshSubscriptionFlags(store);
          if (!alive) return;
          onPaid(order);
          return;
        }
        setError(t(returned === 'cancelled' ? 'payment.cancelled' : 'payment.notCompleted'));
      } catch (e) {
        if (alive) setError(errorMessage(e, t));
      } finally {
        if (alive) setChecking(false);
      }
    })();
    return () => {
      alive = false;
    };
    // Runs once per return from the gateway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned, params.idStudentOrder]);

  const pay = () => {
    const href = checkoutHref(params, returnTo);
    if (!href) {
      setError(t('payment.unavailable'));
      return;
    }
    setLeaving(true);
    browser.assign(href);
  };

  if (checking) return <Spinner label={t('payment.checking')} />;

  return (
    <Stack>
      <dl className="order-summary" style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '4px 16px', margin: 0, overflowWrap: 'anywhere' }}>
        <dt>{t('payment.plan')}</dt>
        <dd style={{ margin: 0 }}>{params.productName} · {params.durationName}</dd>
        <dt>{t('payment.order')}</dt>
        <dd style={{ margin: 0 }}>{params.orderId}</dd>
        <dt>{t('payment.amount')}</dt>
        <dd style={{ margin: 0, fontWeight: 700 }}>{formatRupees(params.amount)}</dd>
      </dl>
      {params.paymentParameters.gateway === 'TEST' ? <Muted>{t('payment.testGatewayNote')}</Muted> : null}
      <FormAlert message={error} />
      <Button type="button" onClick={pay} disabled={leaving}>
        {t('payment.pay', { amount: formatRupees(params.amount) })}
      </Button>
    </Stack>
  );
}
