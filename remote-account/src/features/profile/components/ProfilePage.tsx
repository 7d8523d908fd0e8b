import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Button, Card, ErrorText, Muted, PageTitle, SectionTitle, Spinner, Stack, buildPath, emit, sessionAtom } from '@app/shared';
import { FormAlert, FormInfo, MobileField, OtpField, PasswordField, TextField } from '../../../components/fields';
import { missingChoices, StudentFields, type ChoiceErrors, type StudentChoice } from '../../../components/StudentFields';
import { useReferenceLists } from '../../../lib/reference';
import { errorMessage, useSubmit } from '../../../lib/useSubmit';
import { EMAIL_RE, OTP_RE, mobileProblem, passwordProblem } from '../../../lib/validation';
import { changePassword, fetchProfile, sendMobileChangeOtp, updateProfile, type UserProfile } from '../api/profile';

/** The spec's addition to a successful profile update, before the logout. */
export const LOGIN_AGAIN = 'Please login again to continue.';

const idStr = (v: number | null | undefined) => (v != null && v > 0 ? String(v) : '');

/** /profile: edit account; success shows the server message and 'Please login again to continue.', then logs out. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const session = useAtomValue(sessionAtom);
  const { lists, failed, reload } = useReferenceLists();
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [loadError, setLoadError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [choice, setChoice] = useState<StudentChoice>({ idSyllabus: '', idStudentMedium: '', idClassStandard: '', idLanguage: '', idState: '' });
  const [choiceErrors, setChoiceErrors] = useState<ChoiceErrors>({});
  const [errs, setErrs] = useState<{ name?: string; email?: string; mobile?: string; otp?: string }>({});
  const save = useSubmit();

  // A new mobile number: a code is sent to it, and the save carries the code.
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [otpSentTo, setOtpSentTo] = useState('');
  const [resent, setResent] = useState(false);
  const sendCode = useSubmit();

  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pwErrs, setPwErrs] = useState<{ old?: string; next?: string; confirm?: string }>({});
  const pw = useSubmit();

  useEffect(() => {
    let alive = true;
    setLoadError('');
    fetchProfile()
      .then((p) => {
        if (!alive) return;
        setProfile(p);
        setName(p.firstName ?? '');
        setEmail(p.email ?? '');
        setMobile(p.mobileNumber ?? '');
        setChoice({
          idSyllabus: idStr(p.idSyllabus),
          idStudentMedium: idStr(p.idStudentMedium),
          idClassStandard: idStr(p.classStandard),
          idLanguage: idStr(p.idSecondLanguage),
          idState: idStr(p.idState),
        });
      })
      .catch((e) => alive && setLoadError(errorMessage(e, t)));
    return () => {
      alive = false;
    };
  }, [attempt, t]);

  const mobileChanged = !!profile && mobile !== (profile.mobileNumber ?? '');
  const otpStep = mobileChanged && otpSentTo === mobile;

  /** The problem with the typed number as a new mobile, or ''. */
  const newMobileProblem = () => {
    const p = mobileProblem(mobile);
    if (p) return t(p.key, p.values);
    return mobile === profile?.mobileNumber ? t('profile.mobileSame') : '';
  };

  const onMobileChange = (v: string) => {
    setMobile(v);
    if (v !== otpSentTo) setOtp('');
    setErrs((x) => ({ ...x, mobile: '', otp: '' }));
    sendCode.setError('');
  };

  const onSendOtp = () => {
    const problem = newMobileProblem();
    setErrs((x) => ({ ...x, mobile: problem, otp: '' }));
    if (problem) return;
    const target = mobile;
    void sendCode.run(async () => {
      await sendMobileChangeOtp(target);
      setOtp('');
      setResent(target === otpSentTo);
      setOtpSentTo(target);
    });
  };

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    if (!profile) return;
    const next = {
      name: name.trim() ? '' : t('common.nameRequired'),
      email: email.trim() && !EMAIL_RE.test(email.trim()) ? t('common.emailInvalid') : '',
      mobile: mobileChanged ? newMobileProblem() || (otpStep ? '' : t('profile.mobileOtpFirst')) : '',
      otp: otpStep && !OTP_RE.test(otp) ? t('common.otpInvalid') : '',
    };
    const ce = missingChoices(choice, t);
    setErrs(next);
    setChoiceErrors(ce);
    if (next.name || next.email || next.mobile || next.otp || Object.keys(ce).length) {
      save.setError(t('common.fixErrors'));
      return;
    }
    void save.run(async () => {
      const res = await updateProfile({
        ...profile,
        firstName: name.trim(),
        email: email.trim() || null,
        classStandard: Number(choice.idClassStandard),
        idSyllabus: Number(choice.idSyllabus),
        idStudentMedium: Number(choice.idStudentMedium),
        idSecondLanguage: Number(choice.idLanguage),
        idState: Number(choice.idState),
        ...(mobileChanged ? { mobileNumber: mobile, otp } : {}),
      });
      emit('toast/show', { message: res.message, kind: 'success' });
      emit('session/logout', { reason: 'profile-updated', message: t('profile.loginAgain', { defaultValue: LOGIN_AGAIN }) });
    });
  };

  const onChangePassword = (e: FormEvent) => {
    e.preventDefault();
    if (!session) return;
    const p = passwordProblem(newPassword);
    const next = {
      old: oldPassword ? '' : t('profile.oldPasswordRequired'),
      next: p ? t(p) : newPassword === oldPassword ? t('profile.samePassword') : '',
      confirm: confirm !== newPassword ? t('common.passwordMismatch') : '',
    };
    setPwErrs(next);
    if (next.old || next.next || next.confirm) return;
    void pw.run(async () => {
      const res = await changePassword(session.userSurId, oldPassword, newPassword);
      emit('toast/show', { message: res.message, kind: 'success' });
      emit('session/logout', { reason: 'profile-updated', message: t('profile.loginAgain', { defaultValue: LOGIN_AGAIN }) });
    });
  };

  if (loadError && !profile) {
    return (
      <Stack>
        <PageTitle>{t('profile.title')}</PageTitle>
        <ErrorText role="alert">{loadError}</ErrorText>
        <Button type="button" $variant="secondary" onClick={() => setAttempt((a) => a + 1)}>{t('common.retry')}</Button>
      </Stack>
    );
  }
  if (!profile) return <Spinner label={t('common.loading')} />;

  return (
    <Stack $gap={4} style={{ maxWidth: 720 }}>
      <PageTitle>{t('profile.title')}</PageTitle>
      <Card>
        <form onSubmit={onSave} noValidate aria-labelledby="profile-account-title">
          <Stack>
            <SectionTitle id="profile-account-title" style={{ marginTop: 0 }}>{t('profile.account')}</SectionTitle>
            <TextField id="profile-name" label={t('common.name')} autoComplete="name" maxLength={100} value={name} error={errs.name} onChange={(e) => setName(e.target.value)} />
            <MobileField id="profile-mobile" label={t('common.mobile')} value={mobile} error={errs.mobile} onChange={onMobileChange} hint={t(mobileChanged ? 'profile.mobileNewHint' : 'profile.mobileHint')} />
            {mobileChanged ? (
              <Stack $gap={2} data-testid="mobile-change">
                {otpStep ? (
                  <>
                    <FormInfo message={t(resent ? 'common.otpResent' : 'common.otpSentTo', { mobile: otpSentTo })} />
                    <OtpField id="profile-otp" label={t('profile.mobileOtp')} value={otp} error={errs.otp} onChange={setOtp} autoFocus />
                  </>
                ) : null}
                <FormAlert message={sendCode.error} />
                <div>
                  <Button type="button" $variant={otpStep ? 'ghost' : 'secondary'} $size={otpStep ? 'sm' : 'md'} disabled={sendCode.busy} aria-busy={sendCode.busy} onClick={onSendOtp}>
                    {t(otpStep ? 'common.resendOtp' : 'profile.sendMobileOtp')}
                  </Button>
                </div>
              </Stack>
            ) : null}
            <TextField id="profile-email" label={t('common.emailOptional')} type="email" autoComplete="email" maxLength={254} value={email} error={errs.email} onChange={(e) => setEmail(e.target.value)} />
            <StudentFields idPrefix="profile" lists={lists} failed={failed} onRetry={reload} value={choice} onChange={setChoice} errors={choiceErrors} />
            <Muted>{t(profile.isProfileEdited ? 'profile.onceUsed' : 'profile.onceNote')}</Muted>
            <FormAlert message={save.error} />
            <Button type="submit" disabled={save.busy}>{t('profile.save')}</Button>
          </Stack>
        </form>
      </Card>
      <Card>
        <form onSubmit={onChangePassword} noValidate aria-labelledby="profile-password-title">
          <Stack>
            <SectionTitle id="profile-password-title" style={{ marginTop: 0 }}>{t('profile.passwordTitle')}</SectionTitle>
            <PasswordField id="profile-old-password" label={t('profile.oldPassword')} autoComplete="current-password" value={oldPassword} error={pwErrs.old} onChange={(e) => setOldPassword(e.target.value)} />
            <PasswordField id="profile-new-password" label={t('common.newPassword')} autoComplete="new-password" value={newPassword} error={pwErrs.next} hint={t('common.passwordHint')} onChange={(e) => setNewPassword(e.target.value)} />
            <PasswordField id="profile-confirm-password" label={t('common.confirmPassword')} autoComplete="new-password" value={confirm} error={pwErrs.confirm} onChange={(e) => setConfirm(e.target.value)} />
            <FormAlert message={pw.error} />
            <Button type="submit" $variant="secondary" disabled={pw.busy}>{t('profile.changePassword')}</Button>
          </Stack>
        </form>
      </Card>
      <Card>
        <SectionTitle style={{ marginTop: 0 }}>{t('devices.title')}</SectionTitle>
        <Muted>{t('devices.intro')}</Muted>
        <p><Link to={buildPath('devices')}>{t('devices.open')}</Link></p>
      </Card>
    </Stack>
  );
}
