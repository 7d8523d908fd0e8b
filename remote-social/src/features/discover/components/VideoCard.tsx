import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Badge } from '@app/shared';
import { SocialIcon } from '../../common/icons';
import { compactCount, durationLabel } from '../../common/format';
import type { DiscoverVideo } from '../api/discoverApi';

const Article = styled.article`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  display: flex;
  flex-direction: column;
`;
const Thumb = styled.button`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  padding: 0;
  border: 0;
  cursor: pointer;
  background: ${({ theme }) => theme.color.surfaceAlt};
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: -3px; }
`;
const PlayMark = styled.span`
  position: absolute;
  inset: auto auto 8px 8px;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: rgba(0, 0, 0, 0.72);
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;
const Body = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** One discover video: poster, topic, language, duration and views; the poster plays it. */
export function VideoCard({ video, onPlay }: { video: DiscoverVideo; onPlay: (v: DiscoverVideo) => void }) {
  const { t, i18n } = useTranslation('social');
  const duration = durationLabel(video.videoDuration);
  return (
    <Article aria-labelledby={`dv-${video.idDiscoverVideo}`} data-testid="discover-video">
      <Thumb type="button" onClick={() => onPlay(video)} aria-label={t('discover.playVideo', { topic: video.topic })}>
        {video.postarLoc ? <img src={video.postarLoc} alt="" loading="lazy" decoding="async" /> : null}
        <PlayMark aria-hidden="true">
          <SocialIcon name="play" size={16} />
          {duration || t('discover.play')}
        </PlayMark>
      </Thumb>
      <Body>
        <h3 id={`dv-${video.idDiscoverVideo}`}>{video.topic}</h3>
        {video.videoDescription ? <p>{video.videoDescription}</p> : null}
        <Meta>
          <Badge $tone="muted">{video.language}</Badge>
          <span>{t('discover.views', { count: video.totalViews ?? 0, formatted: compactCount(video.totalViews ?? 0, i18n.language) })}</span>
        </Meta>
      </Body>
    </Article>
  );
}
