import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { IconButton, themeAtom } from '@app/shared';

export function ThemeSwitch() {
  const { t } = useTranslation('host');
  const [mode, setMode] = useAtom(themeAtom);
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton type="button" onClick={() => setMode(next)} aria-label={t(next === 'dark' ? 'theme.toDark' : 'theme.toLight')} aria-pressed={mode === 'dark'}>
      <span aria-hidden="true">{mode === 'dark' ? '☀' : '☾'}</span>
    </IconButton>
  );
}
