import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { SocialIcon } from '../../common/icons';
import { compactCount } from '../../common/format';
import { shortsApi, type SocialVideo } from '../api/shortsApi';
import { pickVideoLink } from '../reactions';

const Slide = styled.div`
  position: absolute;
  left: 0;
  width: 100%;
  height: 100%;
  background: #000;
  overflow: hidden;
  video, img.poster { width: 100%; height: 100%; object-fit: cover; display: block; }
`;
const Tap = styled.button`
  position: absolute;
  inset: 0;
  width: 100%;
  border: 0;
  background: transparent;
  cursor: pointer;
  color: #fff;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: -3px; }
`;
const UnmuteHint = styled.span`
  position: absolute;
  top: 12px;
  left: 12px;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 12px;
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.72);
  color: #fff;
  font-weight: 600;
  font-size: 0.875rem;
`;
const Caption = styled.div`
  position: absolute;
  left: 0;
  right: 64px;
  bottom: 0;
  padding: 48px 12px 16px;
  color: #fff;
  background: linear-gradient(transparent, rgba(0, 0, 0, 0.85));
  pointer-events: none;
  h2 { margin: 0 0 4px; font-size: 1.05rem; }
  p { margin: 0; font-size: 0.875rem; line-height: 1.35; }
`;
const Actions = styled.div`
  position: absolute;
  right: 8px;
  bottom: 16px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  align-items: center;
  /* Clear of the shell's floating buttons on phones. */
  @media (max-width: 499px) { bottom: 112px; }
`;
const ActionButton = styled.button<{ $on?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  min-width: 48px;
  padding: 6px 4px;
  border: 0;
  border-radius: 12px;
  background: ${({ $on }) => ($on ? 'rgba(26, 86, 219, 0.92)' : 'rgba(0, 0, 0, 0.66)')};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  &:disabled { opacity: 0.6; cursor: wait; }
`;

export interface SlideProps {
  video: SocialVideo;
  position: number;
  total: number;
  /** The one video on screen. */
  active: boolean;
  /** Mount the media element (active, next and previous). */
  mounted: boolean;
  /** Buffer it now (the next video). */
  preload: boolean;
  muted: boolean;
  reacting: boolean;
  onToggleMute: () => void;
  onReact: (kind: 'like' | 'dislike') => void;
  onOpenComments: () => void;
  onShare: () => void;
}

/**
 * One short video. The active one plays muted on its own (browsers allow muted autoplay);
 * a tap unmutes, then pauses and resumes. Watch time is logged when the student moves on,
 * and once when the video is first watched to the end; the view is counted on first play.
 */
export function ShortSlide(p: SlideProps) {
  const { t, i18n } = useTranslation('social');
  const ref = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const watched = useRef({ seconds: 0, last: 0, completed: false, completionLogged: false, counted: false });
  const src = pickVideoLink(p.video.videoLinks);
  const id = p.video.idSocialVideo;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (p.active) {
      el.muted = p.muted;
      const played = el.play?.();
      if (played && typeof played.catch === 'function') played.catch(() => setPaused(true));
    } else {
      el.pause?.();
      setPaused(false);
    }
  }, [p.active, p.muted]);

  // Log the watch when this video stops being the active one (or the page closes).
  useEffect(() => {
    if (!p.active) return;
    const w = watched.current;
    return () => {
      if (w.seconds >= 0.5) void shortsApi.log(id, w.seconds, w.completed).catch(() => undefined);
      w.seconds = 0;
    };
  }, [p.active, id]);

  const onTimeUpdate = () => {
    const el = ref.current;
    if (!el) return;
    const w = watched.current;
    const now = el.currentTime;
    const step = now - w.last;
    if (step > 0 && step < 2) w.seconds += step;
    w.last = now;
    if (el.duration && Number.isFinite(el.duration) && now >= el.duration * 0.95 && !w.completed) {
      w.completed = true;
      if (!w.completionLogged) {
        w.completionLogged = true;
        void shortsApi.log(id, w.seconds, true).catch(() => undefined);
      }
    }
  };

  const onPlaying = () => {
    setPaused(false);
    if (!watched.current.counted) {
      watched.current.counted = true;
      void shortsApi.viewCount(id).catch(() => undefined);
    }
  };

  const onTap = () => {
    const el = ref.current;
    if (p.muted) {
      p.onToggleMute();
      if (el?.paused) void el.play?.()?.catch?.(() => setPaused(true));
      return;
    }
    if (!el) return;
    if (paused) {
      setPaused(false);
      void el.play?.()?.catch?.(() => setPaused(true));
    } else {
      el.pause();
      setPaused(true);
    }
  };

  const tapLabel = p.muted ? t('shorts.tapToUnmute') : paused ? t('shorts.play') : t('shorts.pause');
  const commentCount = p.video.totalComments ?? p.video.comments?.length ?? 0;

  return (
    <Slide
      role="group"
      aria-roledescription={t('shorts.slide')}
      aria-label={t('shorts.position', { position: p.position, total: p.total, title: p.video.videoTitle })}
      aria-hidden={!p.active}
      inert={!p.active}
      style={{ top: `${(p.position - 1) * 100}%` }}
      data-testid="short-slide"
      data-active={p.active ? 'true' : 'false'}
      data-id={id}
    >
      {p.mounted && src ? (
        <video
          ref={ref}
          src={src}
          poster={p.video.thumbnailLink ?? undefined}
          muted={p.muted}
          playsInline
          loop
          preload={p.active || p.preload ? 'auto' : 'metadata'}
          onTimeUpdate={onTimeUpdate}
          onPlaying={onPlaying}
          onPause={() => p.active && setPaused(true)}
          data-testid={p.active ? 'short-video-active' : p.preload ? 'short-video-next' : 'short-video'}
        />
      ) : p.video.thumbnailLink ? (
        <img className="poster" src={p.video.thumbnailLink} alt="" loading="lazy" />
      ) : null}

      {p.active ? (
        <Tap type="button" onClick={onTap} aria-label={tapLabel}>
          {p.muted ? (
            <UnmuteHint aria-hidden="true">
              <SocialIcon name="muted" size={18} />
              {t('shorts.tapToUnmute')}
            </UnmuteHint>
          ) : paused ? (
            <UnmuteHint aria-hidden="true">
              <SocialIcon name="play" size={18} />
              {t('shorts.paused')}
            </UnmuteHint>
          ) : null}
        </Tap>
      ) : null}

      <Caption>
        <h2>{p.video.videoTitle}</h2>
        {p.video.videoDescription ? <p>{p.video.videoDescription}</p> : null}
      </Caption>

      {p.active ? (
      <Actions>
        <ActionButton
          type="button"
          $on={p.video.likeFlag}
          aria-pressed={p.video.likeFlag}
          aria-label={t('shorts.like', { count: p.video.totalLikes })}
          disabled={p.reacting}
          onClick={() => p.onReact('like')}
          data-testid="like-button"
        >
          <SocialIcon name="like" />
          <span data-testid="like-count">{compactCount(p.video.totalLikes, i18n.language)}</span>
        </ActionButton>
        <ActionButton
          type="button"
          $on={p.video.disLikeFlag}
          aria-pressed={p.video.disLikeFlag}
          aria-label={t('shorts.dislike', { count: p.video.totalDisLikes })}
          disabled={p.reacting}
          onClick={() => p.onReact('dislike')}
          data-testid="dislike-button"
        >
          <SocialIcon name="dislike" />
          <span data-testid="dislike-count">{compactCount(p.video.totalDisLikes, i18n.language)}</span>
        </ActionButton>
        <ActionButton type="button" aria-label={t('shorts.comments', { count: commentCount })} onClick={p.onOpenComments} data-testid="comments-button">
          <SocialIcon name="comment" />
          <span>{compactCount(commentCount, i18n.language)}</span>
        </ActionButton>
        <ActionButton type="button" aria-label={t('share.copyLink')} onClick={p.onShare}>
          <SocialIcon name="share" />
        </ActionButton>
        <ActionButton type="button" aria-label={p.muted ? t('shorts.unmute') : t('shorts.mute')} onClick={p.onToggleMute} data-testid="mute-button">
          <SocialIcon name={p.muted ? 'muted' : 'sound'} />
        </ActionButton>
      </Actions>
      ) : null}
    </Slide>
  );
}
