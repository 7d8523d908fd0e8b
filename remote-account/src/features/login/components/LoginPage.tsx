import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Muted, PageTitle, Stack, buildPath } from '@app/shared';
import { FormAlert, FormCard, FormInfo, MobileField, OtpField, PasswordField, TextField } from '../../../components/fields';
import { useCompleteLogin } from '../../../lib/session';
import { useSubmit } from '../../../lib/useSubmit';
import { mobileProblem, OTP_RE } from '../../../lib/validation';
import { loginWithGoogle, loginWithPassword, sendLoginOtp, verifyLoginOtp } from '../api/login';
import { GoogleSignIn } from './GoogleSignIn';

type Mode = 'password' | 'otp';

/** /login: mobile number with a password or an OTP, or Google; honours redirect_path. */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const complete = useCompleteLogin();
  const [search] = useSearchParams();
  const [mode, setMode] = useState<Mode>('password');
  const [username, setUsername] = useState('');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [otpSentTo, setOtpSentTo] = useState('');
  const [fieldError, setFieldError] = useState<{ mobile?: string; username?: string; password?: string; otp?: string }>({});
  const { busy, error, setError, run } = useSubmit();

  const mobileMsg = () => {
    const p = mobileProblem(mobile);
    return p ? t(p.key, p.values) : '';
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (mode === 'password') {
      const errs = { username: username.trim() ? '' : t('login.usernameRequired'), password: password ? '' : t('login.passwordRequired') };
      setFieldError(errs);
      if (errs.username || errs.password) return;
      void run(async () => complete(await loginWithPassword(username.trim(), password)));
      return;
    }
    const m = mobileMsg();
    if (m) {
      setFieldError({ mobile: m });
      return;
    }
    if (!otpSentTo || otpSentTo !== mobile) {
      setFieldError({});
      void run(async () => {
        await sendLoginOtp(mobile);
        setOtpSentTo(mobile);
        setOtp('');
      });
      return;
    }
    if (!OTP_RE.test(otp)) {
      setFieldError({ otp: t('common.otpInvalid') });
      return;
    }
    setFieldError({});
    void run(async () => complete(await verifyLoginOtp(mobile, otp)));
  };

  const resend = () => {
    void run(async () => {
      await sendLoginOtp(mobile);
      setOtpSentTo(mobile);
      setOtp('');
    });
  };

  const switchMode = (m: Mode) => {
    setMode(m);
    setError('');
    setFieldError({});
  };

  const redirect = search.get('redirect_path');
  const otpStep = mode === 'otp' && !!otpSentTo && otpSentTo === mobile;

  return (
    <FormCard>
      <PageTitle>{t('login.title')}</PageTitle>
      <div role="tablist" aria-label={t('login.methods')} style={{ display: 'flex', gap: 8, marginBottom: 16 }}>
        {(['password', 'otp'] as Mode[]).map((m) => (
          <Button
            key={m}
            id={`login-tab-${m}`}
            role="tab"
            type="button"
            aria-selected={mode === m}
            aria-controls="login-panel"
            $variant={mode === m ? 'primary' : 'secondary'}
            $size="sm"
            onClick={() => switchMode(m)}
          >
            {t(m === 'password' ? 'login.withPassword' : 'login.withOtp')}
          </Button>
        ))}
      </div>
      <form id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${mode}`} onSubmit={onSubmit} noValidate>
        <Stack>
          {mode === 'password' ? (
            <>
              <TextField
                id="login-username"
                label={t('login.username')}
                name="username"
                autoComplete="username"
                value={username}
                error={fieldError.username}
                onChange={(e) => setUsername(e.target.value)}
              />
              <PasswordField
                id="login-password"
                label={t('login.password')}
                name="password"
                autoComplete="current-password"
                value={password}
                error={fieldError.password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </>
          ) : (
            <>
              <MobileField id="login-mobile" label={t('login.mobile')} value={mobile} error={fieldError.mobile} onChange={setMobile} />
              {otpStep ? (
                <>
                  <FormInfo message={t('login.otpSent', { mobile: otpSentTo })} />
                  <OtpField id="login-otp" label={t('login.otp')} value={otp} error={fieldError.otp} onChange={setOtp} autoFocus />
                </>
              ) : null}
            </>
          )}
          <FormAlert message={error} />
          <Button type="submit" disabled={busy}>
            {mode === 'password' ? t('login.submit') : otpStep ? t('login.verifyOtp') : t('login.sendOtp')}
          </Button>
          {otpStep ? (
            <Button type="button" $variant="ghost" $size="sm" disabled={busy} onClick={resend}>
              {t('common.resendOtp')}
            </Button>
          ) : null}
          <GoogleSignIn
            disabled={busy}
            onResult={(r) => void run(async () => complete(await loginWithGoogle(r.email, r.idToken)))}
            onError={setError}
          />
          <Muted>
            <Link to={buildPath('forgot')}>{t('login.forgot')}</Link>
          </Muted>
          <Muted>
            {t('login.noAccount')} <Link to={buildPath('guest')}>{t('login.signupLink')}</Link>
          </Muted>
          {redirect ? <Muted>{t('login.redirectNote')}</Muted> : null}
        </Stack>
      </form>
    </FormCard>
  );
}
