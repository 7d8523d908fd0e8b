import { useTranslation } from 'react-i18next';
import { BookmarkIcon } from '../../../components/icons';
import { SmallIconButton } from '../../../components/SmallIconButton';

/** The bookmark toggle on an assistant reply. */
export function BookmarkButton({ saved, disabled, onToggle }: { saved: boolean; disabled?: boolean; onToggle: () => void }) {
  const { t } = useTranslation('assistant');
  const label = saved ? t('removeBookmark') : t('bookmark');
  return (
    <SmallIconButton type="button" title={label} aria-label={label} aria-pressed={saved} disabled={disabled} onClick={onToggle} $active={saved}>
      <BookmarkIcon filled={saved} />
    </SmallIconButton>
  );
}
