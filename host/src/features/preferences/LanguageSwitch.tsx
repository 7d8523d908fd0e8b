import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { changeLanguage, Icon, languageAtom, LANGUAGE_NAMES, type Language } from '@app/shared';

const Sel = styled.select`
  min-height: 44px; padding: 0 10px; border-radius: 10px; border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface}; color: ${({ theme }) => theme.color.text};
`;

export async function switchLanguage(next: Language, set: (l: Language) => void): Promise<void> {
  await changeLanguage(next);
  set(next);
}

/** Language switcher (English, Hindi); persisted in the locale and language keys. */
export function LanguageSwitch() {
  const { t } = useTranslation('host');
  const [lng, setLng] = useAtom(languageAtom);
  return (
    <Sel value={lng} aria-label={t('language.label')} onChange={(e) => void switchLanguage(e.target.value as Language, setLng)} data-testid="language-select">
      {(Object.keys(LANGUAGE_NAMES) as Language[]).map((l) => (
        <option key={l} value={l} lang={l}>
          {LANGUAGE_NAMES[l]}
        </option>
      ))}
    </Sel>
  );
}

/** The side menu's language button: switches between English and Hindi. */
export function LanguageButton({ className, showLabel = true }: { className?: string; showLabel?: boolean }) {
  const { t } = useTranslation('host');
  const [lng, setLng] = useAtom(languageAtom);
  const next: Language = lng === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      className={className}
      onClick={() => void switchLanguage(next, setLng)}
      aria-label={t('language.switchTo', { name: LANGUAGE_NAMES[next] })}
      title={t('language.switchTo', { name: LANGUAGE_NAMES[next] })}
      data-testid="language-button"
    >
      <Icon name="globe" />
      {showLabel ? (
        <span className="label" lang={next}>
          {LANGUAGE_NAMES[next]}
        </span>
      ) : null}
    </button>
  );
}
