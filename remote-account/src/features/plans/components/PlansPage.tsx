import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Badge, Button, Card, EmptyState, ErrorText, Muted, PageTitle, SectionTitle, Spinner, Stack, buildPath, formatShortDate } from '@app/shared';
import { Checkout } from '../../../components/Checkout';
import { FormAlert, FormInfo, TextField } from '../../../components/fields';
import { PlanPicker } from '../../../components/PlanPicker';
import { clearPaymentParams, createSubscriptionOrder, readPaymentParams, savePaymentParams, toStoredParams, type StoredPaymentParams, type StudentOrder } from '../../../lib/payment';
import { fetchCouponDescription, type Plan } from '../../../lib/plans';
import { errorMessage, useSubmit } from '../../../lib/useSubmit';
import { fetchSubscribedProduct, fetchUserPlans, type SubscribedProduct } from '../api/plans';
import { SubscriptionRequestCard } from './SubscriptionRequestCard';

/** /plans: the AD_FREE_SUBSCRIPTION plans, a coupon, purchase through the payment port, and the subscription request. */
export default function PlansPage() {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [plansError, setPlansError] = useState('');
  const [current, setCurrent] = useState<SubscribedProduct | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [coupon, setCoupon] = useState('');
  const [couponInfo, setCouponInfo] = useState('');
  const [couponError, setCouponError] = useState('');
  const [pendingOrder, setPendingOrder] = useState<StoredPaymentParams | null>(readPaymentParams);
  const [paid, setPaid] = useState<StudentOrder | null>(null);
  const [attempt, setAttempt] = useState(0);
  const buy = useSubmit();

  useEffect(() => {
    let alive = true;
    setPlansError('');
    fetchUserPlans()
      .then((p) => alive && setPlans(Array.isArray(p) ? p : []))
      .catch((e) => alive && setPlansError(errorMessage(e, t)));
    fetchSubscribedProduct()
      .then((r) => alive && setCurrent(r.data))
      // On failure only the current-subscription card is left out; the plans stay usable.
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [attempt, t, paid]);

  const applyCoupon = async () => {
    setCouponInfo('');
    setCouponError('');
    if (!coupon.trim()) return;
    try {
      const res = await fetchCouponDescription(coupon.trim());
      setCouponInfo(res.data.description);
    } catch (e) {
      setCouponError(errorMessage(e, t));
    }
  };

  const onBuy = (e: FormEvent) => {
    e.preventDefault();
    if (!plan) {
      buy.setError(t('plans.choose'));
      return;
    }
    void buy.run(async () => {
      const res = await createSubscriptionOrder({ idProduct: plan.idProduct, idProductPricing: plan.idProductPricing }, coupon.trim());
      const stored = toStoredParams(res.data);
      savePaymentParams(stored);
      setPendingOrder(stored);
    });
  };

  const active = !!current?.existingSubscription && !current.expiredSubscription;

  return (
    <Stack $gap={4} style={{ maxWidth: 760 }}>
      <PageTitle>{t('plans.title')}</PageTitle>
      <Muted>{t('plans.intro')}</Muted>

      {current ? (
        <Card aria-live="polite">
          <SectionTitle style={{ marginTop: 0 }}>{t('plans.current')}</SectionTitle>
          {active ? (
            <Stack $gap={1}>
              <span><Badge $tone="success">{t('plans.active')}</Badge> {current.productInfo?.productName} {current.subscriptionType ? `· ${current.subscriptionType}` : ''}</span>
              {current.nextPaymentDate ? <Muted>{t('plans.validUntil', { date: formatShortDate(current.nextPaymentDate, i18n.language) })}</Muted> : null}
            </Stack>
          ) : (
            // The server's message is English only; the student reads the state in their language.
            <Muted>{t(current.existingSubscription && current.expiredSubscription ? 'plans.expired' : 'plans.noSubscription')}</Muted>
          )}
        </Card>
      ) : null}

      {paid ? (
        <Card role="status">
          <SectionTitle style={{ marginTop: 0 }}>{t('payment.successTitle')}</SectionTitle>
          <p>{t('payment.success', { plan: `${paid.productName} · ${paid.durationName}` })}</p>
          <Button type="button" onClick={() => navigate('/', { replace: true })}>{t('common.continue')}</Button>
        </Card>
      ) : pendingOrder ? (
        <Card>
          <SectionTitle style={{ marginTop: 0 }}>{t('payment.title')}</SectionTitle>
          <Checkout params={pendingOrder} returnTo={buildPath('plans')} onPaid={(o) => { setPendingOrder(null); setPaid(o); navigate(buildPath('plans'), { replace: true }); }} />
          <Button type="button" $variant="ghost" $size="sm" onClick={() => { clearPaymentParams(); setPendingOrder(null); }}>{t('payment.chooseAnother')}</Button>
        </Card>
      ) : (
        <Card>
          {plansError ? (
            <Stack>
              <ErrorText role="alert">{plansError}</ErrorText>
              <Button type="button" $variant="secondary" onClick={() => setAttempt((a) => a + 1)}>{t('common.retry')}</Button>
            </Stack>
          ) : !plans ? (
            <Spinner label={t('common.loading')} />
          ) : !plans.length ? (
            <EmptyState title={t('plans.none')} />
          ) : (
            <form onSubmit={onBuy} noValidate>
              <Stack>
                <PlanPicker plans={plans} value={plan?.idProductPricing ?? null} onChange={setPlan} name="plans-plan" />
                <div>
                  <TextField id="plans-coupon" label={t('plans.coupon')} maxLength={40} value={coupon} error={couponError}
                    onChange={(e) => { setCoupon(e.target.value.toUpperCase()); setCouponInfo(''); setCouponError(''); }} />
                  <div style={{ marginTop: 8 }}>
                    <Button type="button" $variant="secondary" $size="sm" onClick={() => void applyCoupon()} disabled={!coupon.trim()}>{t('plans.checkCoupon')}</Button>
                  </div>
                  <FormInfo message={couponInfo} />
                </div>
                <FormAlert message={buy.error} />
                <Button type="submit" disabled={buy.busy}>{active ? t('plans.extend') : t('plans.buy')}</Button>
              </Stack>
            </form>
          )}
        </Card>
      )}

      <SubscriptionRequestCard />
    </Stack>
  );
}
