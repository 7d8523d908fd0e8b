import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button, Muted, PageTitle, Stack, buildPath, emit } from '@app/shared';
import { FormAlert, FormCard, FormInfo, OtpField } from '../../../components/fields';
import { readFlow, saveFlow } from '../../../lib/flow';
import { sendSignupOtp, verifySignupOtp } from '../../../lib/signup';
import { useSubmit } from '../../../lib/useSubmit';
import { OTP_RE } from '../../../lib/validation';

/** /signup/verify-otp: the code sent to the new number. */
export default function SignupVerifyOtpPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [flow] = useState(() => readFlow('signup'));
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState('');
  const [info, setInfo] = useState('');
  const { busy, error, run } = useSubmit();
  if (!flow) return <Navigate to={buildPath('signup')} replace />;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setOtpError(OTP_RE.test(otp) ? '' : t('common.otpInvalid'));
    if (!OTP_RE.test(otp)) return;
    void run(async () => {
      const res = await verifySignupOtp(flow.mobile, otp);
      saveFlow('signup', { ...flow, otp });
      if (res.message) emit('toast/show', { message: res.message, kind: 'success' });
      navigate(buildPath('signupBasicDetails'));
    });
  };

  return (
    <FormCard>
      <PageTitle>{t('signup.verifyTitle')}</PageTitle>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormInfo message={info || t('common.otpSentTo', { mobile: flow.mobile })} />
          <OtpField id="signup-otp" label={t('common.otp')} value={otp} error={otpError} onChange={setOtp} autoFocus />
          <FormAlert message={error} />
          <Button type="submit" disabled={busy}>{t('common.verifyOtp')}</Button>
          <Button
            type="button"
            $variant="ghost"
            $size="sm"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await sendSignupOtp(flow.mobile, flow.name, flow.email || undefined);
                setOtp('');
                setInfo(t('common.otpResent', { mobile: flow.mobile }));
              })
            }
          >
            {t('common.resendOtp')}
          </Button>
          <Muted><Link to={buildPath('signup')}>{t('common.changeMobile')}</Link></Muted>
        </Stack>
      </form>
    </FormCard>
  );
}
