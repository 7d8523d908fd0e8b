import { useTranslation } from 'react-i18next';
import { Button, ErrorText, Spinner, Stack } from '@app/shared';
import { MEDIUMS, type ReferenceLists } from '../lib/reference';
import { SelectField } from './fields';

export interface StudentChoice {
  idSyllabus: string;
  idStudentMedium: string;
  idClassStandard: string;
  idLanguage: string;
  idState: string;
}
export const EMPTY_CHOICE: StudentChoice = { idSyllabus: '', idStudentMedium: '', idClassStandard: '', idLanguage: '', idState: '' };
export type ChoiceErrors = Partial<Record<keyof StudentChoice, string>>;

/** Which choices are missing (every one is required). */
export function missingChoices(c: StudentChoice, t: (k: string) => string): ChoiceErrors {
  const e: ChoiceErrors = {};
  if (!c.idSyllabus) e.idSyllabus = t('profile.syllabusRequired');
  if (!c.idStudentMedium) e.idStudentMedium = t('profile.mediumRequired');
  if (!c.idClassStandard) e.idClassStandard = t('profile.standardRequired');
  if (!c.idLanguage) e.idLanguage = t('profile.languageRequired');
  if (!c.idState) e.idState = t('profile.stateRequired');
  return e;
}

/** The syllabus, medium, standard, second language and state selects. */
export function StudentFields({ idPrefix, lists, failed, onRetry, value, onChange, errors }: {
  idPrefix: string;
  lists: ReferenceLists | null;
  failed: boolean;
  onRetry: () => void;
  value: StudentChoice;
  onChange: (v: StudentChoice) => void;
  errors: ChoiceErrors;
}) {
  const { t } = useTranslation('account');
  if (failed && !lists) {
    return (
      <Stack>
        <ErrorText role="alert">{t('profile.listsFailed')}</ErrorText>
        <Button type="button" $variant="secondary" onClick={onRetry}>{t('common.retry')}</Button>
      </Stack>
    );
  }
  if (!lists) return <Spinner label={t('common.loading')} />;
  const set = (k: keyof StudentChoice) => (e: { target: { value: string } }) => onChange({ ...value, [k]: e.target.value });
  return (
    <>
      <SelectField id={`${idPrefix}-syllabus`} label={t('profile.syllabus')} placeholder={t('common.choose')} value={value.idSyllabus} error={errors.idSyllabus} onChange={set('idSyllabus')}
        options={lists.syllabuses.map((s) => ({ value: s.idSyllabus, label: s.syllabusName }))} />
      <SelectField id={`${idPrefix}-medium`} label={t('profile.medium')} placeholder={t('common.choose')} value={value.idStudentMedium} error={errors.idStudentMedium} onChange={set('idStudentMedium')}
        options={MEDIUMS.map((m) => ({ value: m.idStudentMedium, label: t(`profile.mediums.${m.idStudentMedium}`) }))} />
      <SelectField id={`${idPrefix}-standard`} label={t('profile.standard')} placeholder={t('common.choose')} value={value.idClassStandard} error={errors.idClassStandard} onChange={set('idClassStandard')}
        options={lists.standards.map((c) => ({ value: c.idClassStandard, label: /^\d+$/.test(c.classStandadName) ? t('profile.classN', { n: c.classStandadName }) : c.classStandadName }))} />
      <SelectField id={`${idPrefix}-language`} label={t('profile.language')} placeholder={t('common.choose')} value={value.idLanguage} error={errors.idLanguage} onChange={set('idLanguage')}
        options={lists.languages.map((l) => ({ value: l.idLanguage, label: l.language }))} />
      <SelectField id={`${idPrefix}-state`} label={t('profile.state')} placeholder={t('common.choose')} value={value.idState} error={errors.idState} onChange={set('idState')}
        options={lists.states.map((s) => ({ value: s.idState, label: s.state }))} />
    </>
  );
}
