import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button, Muted, PageTitle, Stack, buildPath } from '@app/shared';
import { FormAlert, FormCard, FormInfo, OtpField } from '../../../components/fields';
import { readFlow } from '../../../lib/flow';
import { useSubmit } from '../../../lib/useSubmit';
import { OTP_RE } from '../../../lib/validation';
import { sendForgotOtp, verifyForgotOtp } from '../api/forgot';

/** /forgot/verify-otp: checks the code, then opens the reset form with the server's reset key. */
export default function ForgotVerifyOtpPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [flow] = useState(() => readFlow('forgot'));
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState('');
  const [info, setInfo] = useState('');
  const { busy, error, run } = useSubmit();
  if (!flow) return <Navigate to={buildPath('forgot')} replace />;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setOtpError(OTP_RE.test(otp) ? '' : t('common.otpInvalid'));
    if (!OTP_RE.test(otp)) return;
    void run(async () => {
      const res = await verifyForgotOtp(flow.mobile, otp);
      const d = res.data;
      navigate(
        buildPath('forgotResetPassword', {}, { userSurId: d.userSurId, randomString: d.randomString, forgotPasswordUsername: d.forgotPasswordUsername }),
        { replace: true, state: { message: res.message } },
      );
    });
  };

  return (
    <FormCard>
      <PageTitle>{t('forgot.verifyTitle')}</PageTitle>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormInfo message={info || t('common.otpSentTo', { mobile: flow.mobile })} />
          <OtpField id="forgot-otp" label={t('common.otp')} value={otp} error={otpError} onChange={setOtp} autoFocus />
          <FormAlert message={error} />
          <Button type="submit" disabled={busy}>{t('common.verifyOtp')}</Button>
          <Button
            type="button"
            $variant="ghost"
            $size="sm"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await sendForgotOtp(flow.mobile);
                setOtp('');
                setInfo(t('common.otpResent', { mobile: flow.mobile }));
              })
            }
          >
            {t('common.resendOtp')}
          </Button>
          <Muted><Link to={buildPath('forgot')}>{t('common.changeMobile')}</Link></Muted>
        </Stack>
      </form>
    </FormCard>
  );
}
