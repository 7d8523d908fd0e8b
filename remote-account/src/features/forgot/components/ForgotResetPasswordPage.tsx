import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Muted, PageTitle, Stack, buildPath, emit } from '@app/shared';
import { FormAlert, FormCard, FormInfo, PasswordField } from '../../../components/fields';
import { clearFlow } from '../../../lib/flow';
import { useSubmit } from '../../../lib/useSubmit';
import { passwordProblem } from '../../../lib/validation';
import { setNewPassword } from '../api/forgot';

/** /forgot/reset-password?userSurId&randomString&forgotPasswordUsername: a new password, then /login. */
export default function ForgotResetPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const q = {
    userSurId: search.get('userSurId') ?? '',
    randomString: search.get('randomString') ?? '',
    forgotPasswordUsername: search.get('forgotPasswordUsername') ?? '',
  };
  const complete = !!(q.userSurId && q.randomString && q.forgotPasswordUsername);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errs, setErrs] = useState<{ password?: string; confirm?: string }>({});
  const { busy, error, run } = useSubmit();
  const arrived = (location.state as { message?: string } | null)?.message ?? '';

  if (!complete) {
    return (
      <FormCard>
        <PageTitle>{t('forgot.resetTitle')}</PageTitle>
        <Stack>
          <FormAlert message={t('forgot.linkInvalid')} />
          <Link to={buildPath('forgot')}>{t('forgot.startAgain')}</Link>
        </Stack>
      </FormCard>
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const pw = passwordProblem(password);
    const next = { password: pw ? t(pw) : '', confirm: confirm !== password ? t('common.passwordMismatch') : '' };
    setErrs(next);
    if (next.password || next.confirm) return;
    void run(async () => {
      const res = await setNewPassword(q, password);
      clearFlow('forgot');
      emit('toast/show', { message: res.message, kind: 'success' });
      navigate(buildPath('login'), { replace: true });
    });
  };

  return (
    <FormCard>
      <PageTitle>{t('forgot.resetTitle')}</PageTitle>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormInfo message={arrived} />
          <Muted>{t('forgot.resetFor', { username: q.forgotPasswordUsername })}</Muted>
          <PasswordField id="reset-password" label={t('common.newPassword')} autoComplete="new-password" value={password} error={errs.password} hint={t('common.passwordHint')} onChange={(e) => setPassword(e.target.value)} />
          <PasswordField id="reset-confirm" label={t('common.confirmPassword')} autoComplete="new-password" value={confirm} error={errs.confirm} onChange={(e) => setConfirm(e.target.value)} />
          <FormAlert message={error} />
          <Button type="submit" disabled={busy}>{t('forgot.save')}</Button>
          <Muted><Link to={buildPath('login')}>{t('common.backToLogin')}</Link></Muted>
        </Stack>
      </form>
    </FormCard>
  );
}
