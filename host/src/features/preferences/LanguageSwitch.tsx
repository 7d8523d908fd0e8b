import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languageAtom, LANGUAGE_NAMES, type Language } from '@app/shared';

/** Language switcher; persisted in the locale and language keys. */
export function LanguageSwitch() {
  const { t } = useTranslation('host');
  const [lng, setLng] = useAtom(languageAtom);
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={lng}
        aria-label={t('language.label')}
        onChange={async (e) => {
          const next = e.target.value as Language;
          await changeLanguage(next);
          setLng(next);
        }}
      >
        {(Object.keys(LANGUAGE_NAMES) as Language[]).map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
