import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon, IconButton, themeAtom } from '@app/shared';

/** Light/dark switch (persisted in the theme key). */
export function ThemeSwitch() {
  const { t } = useTranslation('host');
  const [mode, setMode] = useAtom(themeAtom);
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      type="button"
      onClick={() => setMode(next)}
      aria-label={t('theme.dark')}
      aria-pressed={mode === 'dark'}
      title={t(next === 'dark' ? 'theme.toDark' : 'theme.toLight')}
      data-testid="theme-switch"
    >
      <Icon name={mode === 'dark' ? 'sun' : 'moon'} />
    </IconButton>
  );
}

/** The side menu's theme button, for phones, where the top bar has no room for the switch. */
export function ThemeMenuButton({ className }: { className?: string }) {
  const { t } = useTranslation('host');
  const [mode, setMode] = useAtom(themeAtom);
  return (
    <button type="button" className={className} onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')} aria-pressed={mode === 'dark'} data-testid="theme-menu-button">
      <Icon name={mode === 'dark' ? 'sun' : 'moon'} />
      <span className="label">{t('theme.dark')}</span>
    </button>
  );
}
