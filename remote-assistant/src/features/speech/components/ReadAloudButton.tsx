import { useTranslation } from 'react-i18next';
import { SpeakerIcon, SpeakerStopIcon } from '../../../components/icons';
import { SmallIconButton } from '../../../components/SmallIconButton';

/** The read-aloud toggle: 'Read this response' / 'Stop speech'. */
export function ReadAloudButton({ active, onToggle }: { active: boolean; onToggle: () => void }) {
  const { t } = useTranslation('assistant');
  const label = active ? t('stopSpeech') : t('readAloud');
  return (
    <SmallIconButton type="button" title={label} aria-label={label} aria-pressed={active} onClick={onToggle} $active={active}>
      {active ? <SpeakerStopIcon /> : <SpeakerIcon />}
    </SmallIconButton>
  );
}
