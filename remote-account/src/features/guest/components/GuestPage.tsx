import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Muted, PageTitle, Stack, buildPath } from '@app/shared';
import { FormAlert, FormCard, FormInfo, MobileField, TextField } from '../../../components/fields';
import { PlanPicker } from '../../../components/PlanPicker';
import { readFlow, saveFlow } from '../../../lib/flow';
import { fetchCouponDescription, fetchPlans, planLabel, type Plan } from '../../../lib/plans';
import { checkMobileExists, sendSignupOtp } from '../../../lib/signup';
import { errorMessage, useSubmit } from '../../../lib/useSubmit';
import { mobileProblem } from '../../../lib/validation';

/** /guest: the quick signup (name and mobile), with an optional ad-free plan and a coupon. */
export default function GuestPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const saved = readFlow('guest');
  const [firstName, setFirstName] = useState(saved?.firstName ?? '');
  const [mobile, setMobile] = useState(saved?.mobile ?? '');
  const [couponCode, setCouponCode] = useState(saved?.couponCode ?? '');
  const [plans, setPlans] = useState<Plan[]>([]);
  const [planId, setPlanId] = useState<number | null>(saved?.idProductPricing ?? null);
  const [errs, setErrs] = useState<{ firstName?: string; mobile?: string; coupon?: string }>({});
  const [couponInfo, setCouponInfo] = useState('');
  const [taken, setTaken] = useState(false);
  const { busy, error, setError, run } = useSubmit();

  useEffect(() => {
    fetchPlans().then(setPlans).catch(() => setPlans([]));
  }, []);

  const checkCoupon = async () => {
    setCouponInfo('');
    setErrs((e) => ({ ...e, coupon: '' }));
    if (!couponCode.trim()) return;
    try {
      const res = await fetchCouponDescription(couponCode.trim());
      setCouponInfo(res.data.description);
    } catch (e) {
      setErrs((prev) => ({ ...prev, coupon: errorMessage(e, t) }));
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const p = mobileProblem(mobile);
    const next = { firstName: firstName.trim() ? '' : t('common.nameRequired'), mobile: p ? t(p.key, p.values) : '' };
    setErrs((prev) => ({ ...prev, ...next }));
    setTaken(false);
    if (next.firstName || next.mobile) return;
    void run(async () => {
      const exists = await checkMobileExists(mobile);
      if (exists.data) {
        setTaken(true);
        setError(exists.message || t('signup.mobileTaken'));
        return;
      }
      await sendSignupOtp(mobile, firstName.trim());
      const plan = plans.find((x) => x.idProductPricing === planId) ?? null;
      saveFlow('guest', { firstName: firstName.trim(), mobile, idProductPricing: plan?.idProductPricing ?? null, planLabel: plan ? planLabel(plan) : undefined, couponCode: couponCode.trim() });
      navigate(buildPath('guestVerifyOtp'));
    });
  };

  return (
    <FormCard>
      <PageTitle>{t('guest.title')}</PageTitle>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextField id="guest-name" label={t('common.name')} name="firstName" autoComplete="given-name" maxLength={100} value={firstName} error={errs.firstName} onChange={(e) => setFirstName(e.target.value)} />
          <MobileField id="guest-mobile" label={t('common.mobile')} value={mobile} error={errs.mobile} onChange={setMobile} />
          {plans.length ? <PlanPicker plans={plans} value={planId} onChange={(p) => setPlanId(p?.idProductPricing ?? null)} allowNone name="guest-plan" /> : null}
          <div>
            <TextField
              id="guest-coupon"
              label={t('guest.coupon')}
              name="couponCode"
              maxLength={40}
              value={couponCode}
              error={errs.coupon}
              onChange={(e) => {
                setCouponCode(e.target.value.toUpperCase());
                setCouponInfo('');
              }}
              onBlur={() => void checkCoupon()}
            />
            <FormInfo message={couponInfo} />
          </div>
          <FormAlert message={error} />
          {taken ? <Muted><Link to={buildPath('login')}>{t('signup.loginInstead')}</Link></Muted> : null}
          <Button type="submit" disabled={busy}>{t('common.sendOtp')}</Button>
          <Muted>{t('signup.haveAccount')} <Link to={buildPath('login')}>{t('signup.loginLink')}</Link></Muted>
          <Muted>{t('guest.fullSignup')} <Link to={buildPath('signup')}>{t('guest.fullSignupLink')}</Link></Muted>
        </Stack>
      </form>
    </FormCard>
  );
}
