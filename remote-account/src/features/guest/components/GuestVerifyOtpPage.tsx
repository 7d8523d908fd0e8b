import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { Button, Muted, PageTitle, Stack, buildPath, emit } from '@app/shared';
import { FormAlert, FormCard, FormInfo, OtpField } from '../../../components/fields';
import { clearFlow, readFlow } from '../../../lib/flow';
import { savePaymentParams, toStoredParams } from '../../../lib/payment';
import { fetchPlans, type Plan } from '../../../lib/plans';
import { useSignIn } from '../../../lib/session';
import { isCart, newAuthSignup, sendSignupOtp, verifySignupOtp } from '../../../lib/signup';
import { useSubmit } from '../../../lib/useSubmit';
import { OTP_RE } from '../../../lib/validation';

/**
 * /guest/verify-otp: after the code checks out the guest student is created; with a plan the
 * order's payment params are kept locally and /guest/payment follows, otherwise /guest/success.
 */
export default function GuestVerifyOtpPage() {
  const { t } = useTranslation('account');
  const signIn = useSignIn();
  const [flow] = useState(() => readFlow('guest'));
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState('');
  const [info, setInfo] = useState('');
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const { busy, error, run } = useSubmit();

  useEffect(() => {
    if (flow?.idProductPricing) fetchPlans().then(setPlans).catch(() => setPlans([]));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!flow) return <Navigate to={buildPath('guest')} replace />;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setOtpError(OTP_RE.test(otp) ? '' : t('common.otpInvalid'));
    if (!OTP_RE.test(otp)) return;
    void run(async () => {
      await verifySignupOtp(flow.mobile, otp);
      let plan = null;
      if (flow.idProductPricing) {
        const list = plans ?? (await fetchPlans());
        const p = list.find((x) => x.idProductPricing === flow.idProductPricing);
        if (p) plan = { idProduct: p.idProduct, idProductPricing: p.idProductPricing };
      }
      const res = await newAuthSignup({ firstName: flow.firstName, mobile: flow.mobile, otp, couponCode: flow.couponCode, plan });
      clearFlow('guest');
      if (res.message) emit('toast/show', { message: res.message, kind: 'success' });
      const d = res.data;
      if (isCart(d)) {
        savePaymentParams(toStoredParams(d));
        signIn(d.loginData, buildPath('guestPayment'));
      } else {
        signIn(d, buildPath('guestSuccess'));
      }
    });
  };

  return (
    <FormCard>
      <PageTitle>{t('guest.verifyTitle')}</PageTitle>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormInfo message={info || t('common.otpSentTo', { mobile: flow.mobile })} />
          {flow.planLabel ? <Muted>{t('guest.chosenPlan', { plan: flow.planLabel })}</Muted> : null}
          <OtpField id="guest-otp" label={t('common.otp')} value={otp} error={otpError} onChange={setOtp} autoFocus />
          <FormAlert message={error} />
          <Button type="submit" disabled={busy}>{t('guest.verifyAndCreate')}</Button>
          <Button
            type="button"
            $variant="ghost"
            $size="sm"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await sendSignupOtp(flow.mobile, flow.firstName);
                setOtp('');
                setInfo(t('common.otpResent', { mobile: flow.mobile }));
              })
            }
          >
            {t('common.resendOtp')}
          </Button>
          <Muted><Link to={buildPath('guest')}>{t('common.changeMobile')}</Link></Muted>
        </Stack>
      </form>
    </FormCard>
  );
}
