import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Muted, PageTitle, Stack, buildPath } from '@app/shared';
import { FormAlert, FormCard, MobileField } from '../../../components/fields';
import { readFlow, saveFlow } from '../../../lib/flow';
import { useSubmit } from '../../../lib/useSubmit';
import { mobileProblem } from '../../../lib/validation';
import { sendForgotOtp } from '../api/forgot';

/** /forgot: the registered mobile number gets a code. */
export default function ForgotPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [mobile, setMobile] = useState(() => readFlow('forgot')?.mobile ?? '');
  const [mobileError, setMobileError] = useState('');
  const { busy, error, run } = useSubmit();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const p = mobileProblem(mobile);
    setMobileError(p ? t(p.key, p.values) : '');
    if (p) return;
    void run(async () => {
      await sendForgotOtp(mobile);
      saveFlow('forgot', { mobile });
      navigate(buildPath('forgotVerifyOtp'));
    });
  };

  return (
    <FormCard>
      <PageTitle>{t('forgot.title')}</PageTitle>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Muted>{t('forgot.intro')}</Muted>
          <MobileField id="forgot-mobile" label={t('common.mobile')} value={mobile} error={mobileError} onChange={setMobile} />
          <FormAlert message={error} />
          <Button type="submit" disabled={busy}>{t('common.sendOtp')}</Button>
          <Muted><Link to={buildPath('login')}>{t('common.backToLogin')}</Link></Muted>
        </Stack>
      </form>
    </FormCard>
  );
}
