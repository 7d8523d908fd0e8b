import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, dispatchApiError, emit, Input, Label } from '@app/shared';
import { getShareLink } from '../lib/api';

/** The spec's exact success message, also the English translation. */
export const COPIED_MESSAGE = 'The link is copied to clipboard.';

async function copy(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* denied: fall back to manual copy */
  }
  return false;
}

/** Gets a share link for a video and copies it to the clipboard. */
export function ShareButton({ idVideo, videoType, contentType }: { idVideo: number; videoType: 'liveclass' | 'animated'; contentType: 'premium' | 'free' }) {
  const { t } = useTranslation('learning');
  const [busy, setBusy] = useState(false);
  const [manual, setManual] = useState('');
  const id = useId();
  const onShare = async () => {
    setBusy(true);
    try {
      const res = await getShareLink({ idVideo, videoType, contentType }, { skipErrorToast: true });
      const link = String(res.data ?? '');
      if (!link) throw new Error('no link');
      if (await copy(link)) {
        setManual('');
        emit('toast/show', { message: t('share.copied'), kind: 'success' });
      } else setManual(link);
    } catch (e) {
      if (e instanceof ApiError) dispatchApiError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button type="button" $variant="secondary" $size="sm" onClick={onShare} disabled={busy} data-testid="share-button">
        {t('share.button')}
      </Button>
      {manual ? (
        <div style={{ marginTop: 8 }}>
          <Label htmlFor={id}>{t('share.manual')}</Label>
          <Input id={id} readOnly value={manual} onFocus={(e) => e.currentTarget.select()} />
        </div>
      ) : null}
    </div>
  );
}
