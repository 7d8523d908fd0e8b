import { useTranslation } from 'react-i18next';
import { Button, Dialog, Muted, Stack, copyShareLink } from '@app/shared';
import { SocialIcon } from '../../common/icons';
import type { DiscoverVideo } from '../api/discoverApi';

/** Plays one discover video, with its description and a share button. */
export function VideoPlayerDialog({ video, onClose }: { video: DiscoverVideo | null; onClose: () => void }) {
  const { t } = useTranslation('social');
  if (!video) return null;
  const share = () =>
    copyShareLink(
      { idVideo: video.idDiscoverVideo, videoType: 'discover', contentType: 'free' },
      { copiedMessage: t('share.copied'), copyFailedMessage: t('share.copyFailed') },
    );
  return (
    <Dialog open title={video.topic} onClose={onClose}>
      <Stack $gap={3}>
        <video
          data-testid="discover-player"
          src={video.videoLink}
          poster={video.postarLoc ?? undefined}
          controls
          autoPlay
          playsInline
          preload="auto"
          style={{ width: '100%', maxHeight: '60vh', borderRadius: 10, background: '#000' }}
          aria-label={t('discover.playerLabel', { topic: video.topic })}
        />
        {video.videoDescription ? <p style={{ margin: 0 }}>{video.videoDescription}</p> : null}
        <Muted>{video.language}</Muted>
        <Stack $row $gap={2} $wrap>
          <Button type="button" $variant="secondary" onClick={share}>
            <SocialIcon name="share" size={18} />
            {t('share.copyLink')}
          </Button>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Stack>
      </Stack>
    </Dialog>
  );
}
