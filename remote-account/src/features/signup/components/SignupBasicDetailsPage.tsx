import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { Button, Muted, PageTitle, Stack, buildPath, emit } from '@app/shared';
import { FormAlert, FormCard, PasswordField, TextField } from '../../../components/fields';
import { PlanPicker } from '../../../components/PlanPicker';
import { EMPTY_CHOICE, missingChoices, StudentFields, type ChoiceErrors, type StudentChoice } from '../../../components/StudentFields';
import { clearFlow, readFlow } from '../../../lib/flow';
import { createSubscriptionOrder, savePaymentParams, toStoredParams } from '../../../lib/payment';
import { fetchPlans, type Plan } from '../../../lib/plans';
import { useReferenceLists } from '../../../lib/reference';
import { afterLoginPath, pendingShareId, useSignIn } from '../../../lib/session';
import { checkUsernameTaken, newSignup } from '../../../lib/signup';
import { errorMessage, useSubmit } from '../../../lib/useSubmit';
import { passwordProblem } from '../../../lib/validation';

const USERNAME_RE = /^[A-Za-z0-9._@-]{4,50}$/;

/**
 * /signup/basic-details: user name (checked before signup), password, class details, second
 * language, state and an optional ad-free plan. Creates the student and logs in; with a plan
 * the order goes to /guest/payment, otherwise / or the pending share page.
 */
export default function SignupBasicDetailsPage() {
  const { t } = useTranslation('account');
  const signIn = useSignIn();
  const [flow] = useState(() => readFlow('signup'));
  const { lists, failed, reload } = useReferenceLists();
  const [plans, setPlans] = useState<Plan[]>([]);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [username, setUsername] = useState(flow?.mobile ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [referralCode, setReferralCode] = useState('');
  const [choice, setChoice] = useState<StudentChoice>(EMPTY_CHOICE);
  const [choiceErrors, setChoiceErrors] = useState<ChoiceErrors>({});
  const [errs, setErrs] = useState<{ username?: string; password?: string; confirm?: string }>({});
  const [usernameNote, setUsernameNote] = useState('');
  const { busy, error, setError, run } = useSubmit();

  useEffect(() => {
    fetchPlans().then(setPlans).catch(() => setPlans([]));
  }, []);

  if (!flow?.otp) return <Navigate to={buildPath('signup')} replace />;

  const checkUsername = async (): Promise<boolean> => {
    const u = username.trim();
    if (!USERNAME_RE.test(u)) {
      setErrs((e) => ({ ...e, username: t('signup.usernameInvalid') }));
      return false;
    }
    try {
      const res = await checkUsernameTaken(u);
      if (res.data) {
        setErrs((e) => ({ ...e, username: res.message || t('signup.usernameTaken') }));
        setUsernameNote('');
        return false;
      }
      setErrs((e) => ({ ...e, username: '' }));
      setUsernameNote(res.message);
      return true;
    } catch (e) {
      setErrs((prev) => ({ ...prev, username: errorMessage(e, t) }));
      return false;
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const pw = passwordProblem(password);
    const next = { username: username.trim() ? '' : t('signup.usernameRequired'), password: pw ? t(pw) : '', confirm: confirm !== password ? t('common.passwordMismatch') : '' };
    const ce = missingChoices(choice, t);
    setErrs(next);
    setChoiceErrors(ce);
    if (next.username || next.password || next.confirm || Object.keys(ce).length) {
      setError(t('common.fixErrors'));
      return;
    }
    void run(async () => {
      if (!(await checkUsername())) {
        setError(t('common.fixErrors'));
        return;
      }
      const res = await newSignup({
        name: flow.name,
        username,
        email: flow.email,
        password,
        mobile: flow.mobile,
        otp: flow.otp!,
        idSyllabus: Number(choice.idSyllabus),
        idStudentMedium: Number(choice.idStudentMedium),
        idClassStandard: Number(choice.idClassStandard),
        idLanguage: Number(choice.idLanguage),
        idState: Number(choice.idState),
        referralCode,
      });
      clearFlow('signup');
      if (res.message) emit('toast/show', { message: res.message, kind: 'success' });
      if (plan) {
        try {
          const order = await createSubscriptionOrder({ idProduct: plan.idProduct, idProductPricing: plan.idProductPricing }, referralCode, res.data.accessToken);
          savePaymentParams(toStoredParams(order.data));
          signIn(res.data, buildPath('guestPayment'));
        } catch (err) {
          // The account exists; the plan can be bought from /plans.
          emit('toast/error', { message: errorMessage(err, t), kind: 'error' });
          signIn(res.data, buildPath('plans'));
        }
        return;
      }
      signIn(res.data, afterLoginPath(res.data, null, pendingShareId()));
    });
  };

  return (
    <FormCard>
      <PageTitle>{t('signup.detailsTitle')}</PageTitle>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Muted>{t('signup.detailsFor', { name: flow.name, mobile: flow.mobile })}</Muted>
          <TextField
            id="signup-username"
            label={t('signup.username')}
            name="username"
            autoComplete="username"
            maxLength={50}
            value={username}
            error={errs.username}
            hint={usernameNote || t('signup.usernameHint')}
            onChange={(e) => {
              setUsername(e.target.value);
              setUsernameNote('');
            }}
            onBlur={() => {
              if (username.trim()) void checkUsername();
            }}
          />
          <PasswordField id="signup-password" label={t('common.password')} autoComplete="new-password" value={password} error={errs.password} hint={t('common.passwordHint')} onChange={(e) => setPassword(e.target.value)} />
          <PasswordField id="signup-confirm" label={t('common.confirmPassword')} autoComplete="new-password" value={confirm} error={errs.confirm} onChange={(e) => setConfirm(e.target.value)} />
          <StudentFields idPrefix="signup" lists={lists} failed={failed} onRetry={reload} value={choice} onChange={setChoice} errors={choiceErrors} />
          {plans.length ? <PlanPicker plans={plans} value={plan?.idProductPricing ?? null} onChange={setPlan} allowNone name="signup-plan" /> : null}
          <TextField id="signup-referral" label={t('signup.referralCode')} name="referralCode" maxLength={40} value={referralCode} onChange={(e) => setReferralCode(e.target.value.toUpperCase())} />
          <FormAlert message={error} />
          <Button type="submit" disabled={busy}>{t('signup.create')}</Button>
          <Muted><Link to={buildPath('signup')}>{t('common.back')}</Link></Muted>
        </Stack>
      </form>
    </FormCard>
  );
}
