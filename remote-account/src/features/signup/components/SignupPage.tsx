import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Muted, PageTitle, Stack, buildPath } from '@app/shared';
import { FormAlert, FormCard, MobileField, TextField } from '../../../components/fields';
import { readFlow, saveFlow } from '../../../lib/flow';
import { checkMobileExists, sendSignupOtp } from '../../../lib/signup';
import { useSubmit } from '../../../lib/useSubmit';
import { EMAIL_RE, mobileProblem } from '../../../lib/validation';

/** /signup: name, mobile and optional e-mail; the mobile number must be new; then a code. */
export default function SignupPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const saved = readFlow('signup');
  const [name, setName] = useState(saved?.name ?? '');
  const [mobile, setMobile] = useState(saved?.mobile ?? '');
  const [email, setEmail] = useState(saved?.email ?? '');
  const [errs, setErrs] = useState<{ name?: string; mobile?: string; email?: string }>({});
  const [taken, setTaken] = useState(false);
  const { busy, error, setError, run } = useSubmit();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const p = mobileProblem(mobile);
    const next = {
      name: name.trim() ? '' : t('common.nameRequired'),
      mobile: p ? t(p.key, p.values) : '',
      email: email.trim() && !EMAIL_RE.test(email.trim()) ? t('common.emailInvalid') : '',
    };
    setErrs(next);
    setTaken(false);
    if (next.name || next.mobile || next.email) return;
    void run(async () => {
      const exists = await checkMobileExists(mobile);
      if (exists.data) {
        setTaken(true);
        setError(exists.message || t('signup.mobileTaken'));
        return;
      }
      await sendSignupOtp(mobile, name.trim(), email.trim() || undefined);
      saveFlow('signup', { name: name.trim(), mobile, email: email.trim() });
      navigate(buildPath('signupVerifyOtp'));
    });
  };

  return (
    <FormCard>
      <PageTitle>{t('signup.title')}</PageTitle>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextField id="signup-name" label={t('common.name')} name="name" autoComplete="name" maxLength={100} value={name} error={errs.name} onChange={(e) => setName(e.target.value)} />
          <MobileField id="signup-mobile" label={t('common.mobile')} value={mobile} error={errs.mobile} onChange={setMobile} />
          <TextField id="signup-email" label={t('common.emailOptional')} name="email" type="email" autoComplete="email" maxLength={254} value={email} error={errs.email} onChange={(e) => setEmail(e.target.value)} />
          <FormAlert message={error} />
          {taken ? <Muted><Link to={buildPath('login')}>{t('signup.loginInstead')}</Link></Muted> : null}
          <Button type="submit" disabled={busy}>{t('common.sendOtp')}</Button>
          <Muted>{t('signup.quickSignup')} <Link to={buildPath('guest')}>{t('signup.quickSignupLink')}</Link></Muted>
          <Muted>{t('signup.haveAccount')} <Link to={buildPath('login')}>{t('signup.loginLink')}</Link></Muted>
        </Stack>
      </form>
    </FormCard>
  );
}
