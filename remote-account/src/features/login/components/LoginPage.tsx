import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Card, ErrorText, Input, Label, PageTitle, Stack, Muted, type ApiError } from '@app/shared';
import { loginWithPassword, sendLoginOtp, verifyLoginOtp } from '../api/login';
import { useCompleteLogin } from '../hooks';

type Mode = 'password' | 'otp';
const MOBILE_RE = /^[6-9]\d{9}$/;

/** /login: mobile number with a password, or with an OTP. */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const complete = useCompleteLogin();
  const [mode, setMode] = useState<Mode>('password');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [otpSent, setOtpSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [info, setInfo] = useState('');

  const mobileInvalid = mobile.length > 0 && !MOBILE_RE.test(mobile);

  const run = async (fn: () => Promise<void>) => {
    setError('');
    setBusy(true);
    try {
      await fn();
    } catch (e) {
      setError((e as ApiError).message || t('login.genericError'));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!MOBILE_RE.test(mobile)) {
      setError(t('login.mobileInvalid'));
      return;
    }
    if (mode === 'password') {
      void run(async () => complete(await loginWithPassword(mobile, password)));
    } else if (!otpSent) {
      void run(async () => {
        await sendLoginOtp(mobile);
        setOtpSent(true);
        setInfo(t('login.otpSent', { mobile }));
      });
    } else {
      void run(async () => complete(await verifyLoginOtp(mobile, otp.trim())));
    }
  };

  return (
    <Card style={{ width: 'min(420px, 100%)' }}>
      <PageTitle>{t('login.title')}</PageTitle>
      <div role="tablist" aria-label={t('login.methods')} style={{ display: 'flex', gap: 8, marginBottom: 16 }}>
        {(['password', 'otp'] as Mode[]).map((m) => (
          <Button
            key={m}
            role="tab"
            type="button"
            aria-selected={mode === m}
            $variant={mode === m ? 'primary' : 'secondary'}
            $size="sm"
            onClick={() => {
              setMode(m);
              setError('');
              setInfo('');
            }}
          >
            {t(m === 'password' ? 'login.withPassword' : 'login.withOtp')}
          </Button>
        ))}
      </div>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <div>
            <Label htmlFor="login-mobile">{t('login.mobile')}</Label>
            <Input
              id="login-mobile"
              name="mobile"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              value={mobile}
              aria-invalid={mobileInvalid}
              aria-describedby={mobileInvalid ? 'login-mobile-err' : undefined}
              onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
            />
            {mobileInvalid ? <ErrorText id="login-mobile-err">{t('login.mobileInvalid')}</ErrorText> : null}
          </div>
          {mode === 'password' ? (
            <div>
              <Label htmlFor="login-password">{t('login.password')}</Label>
              <Input id="login-password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </div>
          ) : otpSent ? (
            <div>
              <Label htmlFor="login-otp">{t('login.otp')}</Label>
              <Input id="login-otp" name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={otp} onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))} />
            </div>
          ) : null}
          {info ? <Muted role="status">{info}</Muted> : null}
          {error ? <ErrorText role="alert">{error}</ErrorText> : null}
          <Button type="submit" disabled={busy}>
            {mode === 'password' ? t('login.submit') : otpSent ? t('login.verifyOtp') : t('login.sendOtp')}
          </Button>
          <Muted>
            {t('login.noAccount')} <Link to="/guest">{t('login.signupLink')}</Link>
          </Muted>
        </Stack>
      </form>
    </Card>
  );
}
