import { useTranslation } from 'react-i18next';
import { MicIcon, MicOffIcon } from '../../../components/icons';
import { RoundAction } from '../../../components/RoundAction';

/** The microphone toggle; disabled while loading or generating. */
export function MicButton({ listening, disabled, onToggle }: { listening: boolean; disabled: boolean; onToggle: () => void }) {
  const { t } = useTranslation('assistant');
  const label = listening ? t('micStop') : t('micStart');
  return (
    <RoundAction type="button" aria-label={label} title={label} aria-pressed={listening} disabled={disabled} onClick={onToggle} $tone={listening ? 'danger' : 'plain'}>
      {listening ? <MicOffIcon /> : <MicIcon />}
    </RoundAction>
  );
}
