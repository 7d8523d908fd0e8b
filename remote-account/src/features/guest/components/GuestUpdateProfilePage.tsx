import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAtom } from 'jotai';
import { Button, Muted, PageTitle, Stack, emit, paths, sessionAtom } from '@app/shared';
import { FormAlert, FormCard } from '../../../components/fields';
import { EMPTY_CHOICE, missingChoices, StudentFields, type ChoiceErrors, type StudentChoice } from '../../../components/StudentFields';
import { useReferenceLists } from '../../../lib/reference';
import { useSubmit } from '../../../lib/useSubmit';
import { savePostSignupInfo } from '../api/guest';

/**
 * /guest/update-profile: forced while validFlag is false. The post-signup info save stores
 * the returned user (new tokens carry the class, syllabus and state) and goes to /.
 */
export default function GuestUpdateProfilePage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [session, setSession] = useAtom(sessionAtom);
  const { lists, failed, reload } = useReferenceLists();
  const [choice, setChoice] = useState<StudentChoice>(EMPTY_CHOICE);
  const [errors, setErrors] = useState<ChoiceErrors>({});
  const { busy, error, setError, run } = useSubmit();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const ce = missingChoices(choice, t);
    setErrors(ce);
    if (Object.keys(ce).length) {
      setError(t('common.fixErrors'));
      return;
    }
    if (!session) return;
    void run(async () => {
      const res = await savePostSignupInfo({
        userSurId: session.userSurId,
        idSyllabus: Number(choice.idSyllabus),
        idMedium: Number(choice.idStudentMedium),
        idClassStandard: Number(choice.idClassStandard),
        idSecondaryLanguage: Number(choice.idLanguage),
        idState: Number(choice.idState),
      });
      const d = res.data ?? {};
      setSession({
        ...session,
        accessToken: d.accessToken ?? session.accessToken,
        refreshToken: d.refreshToken ?? session.refreshToken,
        classStandardObject: d.classStandardObject ?? session.classStandardObject,
        syllabusObject: d.syllabusObject ?? session.syllabusObject,
        stateObject: d.stateObject ?? session.stateObject,
        subscriptionFlag: d.subscriptionFlag ?? session.subscriptionFlag,
        validFlag: true,
      });
      emit('session/changed', { loggedIn: true });
      if (res.message) emit('toast/show', { message: res.message, kind: 'success' });
      navigate(paths.root(), { replace: true });
    });
  };

  return (
    <FormCard>
      <PageTitle>{t('guest.updateTitle')}</PageTitle>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Muted role="note">{t('guest.incompleteProfile')}</Muted>
          <Muted>{t('guest.updateIntro', { name: session?.firstName ?? '' })}</Muted>
          <StudentFields idPrefix="onboard" lists={lists} failed={failed} onRetry={reload} value={choice} onChange={setChoice} errors={errors} />
          <FormAlert message={error} />
          <Button type="submit" disabled={busy || !lists}>{t('guest.saveAndContinue')}</Button>
          <Button type="button" $variant="ghost" $size="sm" onClick={() => emit('session/logout', { reason: 'user' })}>{t('common.logout')}</Button>
        </Stack>
      </form>
    </FormCard>
  );
}
