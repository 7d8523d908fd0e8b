import { useCallback, useEffect, useRef, useState, type TouchEvent, type WheelEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { copyShareLink } from '@app/shared';
import { SocialIcon } from '../../common/icons';
import { shortsApi, type SocialVideo, type SocialVideoComment } from '../api/shortsApi';
import { feedKeyDelta, nextReaction } from '../reactions';
import { ShortSlide } from './ShortSlide';
import { CommentsDialog } from './CommentsDialog';

const Wrap = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;
const Frame = styled.div`
  position: relative;
  height: min(calc(100dvh - 190px), 820px);
  min-height: 420px;
  aspect-ratio: 9 / 16;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: #000;
  touch-action: none;
  overscroll-behavior: contain;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 3px; }
`;
const Track = styled.div`
  position: absolute;
  inset: 0;
  transition: transform 0.32s ease;
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;
const Nav = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: 499px) {
    position: absolute;
    top: 8px;
    right: 8px;
    z-index: 2;
  }
`;
const NavButton = styled.button`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
  &:disabled { opacity: 0.45; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;
const SrOnly = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  margin: -1px;
`;

const SWIPE_PX = 50;
const WHEEL_LOCK_MS = 650;

/**
 * The vertical feed: one video at a time. Swipe (touch), the mouse wheel or trackpad, the
 * arrow / Page keys (j and k too) and the two buttons move between videos. The active and
 * the neighbouring videos get a media element; the next one is buffered ahead.
 */
export function ShortsFeed({ initial }: { initial: SocialVideo[] }) {
  const { t } = useTranslation('social');
  const [videos, setVideos] = useState(initial);
  const [index, setIndex] = useState(0);
  const [muted, setMuted] = useState(true);
  const [reacting, setReacting] = useState<number | null>(null);
  const [commentsFor, setCommentsFor] = useState<SocialVideo | null>(null);
  const wheelLock = useRef(0);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const total = videos.length;

  const go = useCallback((delta: number) => setIndex((i) => Math.min(total - 1, Math.max(0, i + delta))), [total]);

  useEffect(() => {
    if (commentsFor) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const d = feedKeyDelta(e);
      if (d) {
        e.preventDefault();
        go(d);
      } else if (e.key === 'm' && !(e.target as HTMLElement | null)?.closest?.('input, textarea, select')) {
        setMuted((m) => !m);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go, commentsFor]);

  const onWheel = (e: WheelEvent) => {
    if (Math.abs(e.deltaY) < 12) return;
    const now = Date.now();
    if (now < wheelLock.current) return;
    wheelLock.current = now + WHEEL_LOCK_MS;
    go(e.deltaY > 0 ? 1 : -1);
  };
  const onTouchStart = (e: TouchEvent) => {
    const p = e.touches[0];
    if (p) touch.current = { x: p.clientX, y: p.clientY };
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const p = e.changedTouches[0];
    touch.current = null;
    if (!start || !p) return;
    const dy = p.clientY - start.y;
    const dx = p.clientX - start.x;
    if (Math.abs(dy) >= SWIPE_PX && Math.abs(dy) > Math.abs(dx)) go(dy < 0 ? 1 : -1);
  };

  const react = async (v: SocialVideo, kind: 'like' | 'dislike') => {
    const before = v;
    const optimistic = nextReaction(v, kind);
    const apply = (r: Partial<SocialVideo>) => setVideos((list) => list.map((x) => (x.idSocialVideo === v.idSocialVideo ? { ...x, ...r } : x)));
    apply(optimistic);
    setReacting(v.idSocialVideo);
    try {
      const server = await shortsApi.react(v.idSocialVideo, optimistic.likeFlag, optimistic.disLikeFlag);
      if (server) apply(server);
    } catch {
      apply({ likeFlag: before.likeFlag, disLikeFlag: before.disLikeFlag, totalLikes: before.totalLikes, totalDisLikes: before.totalDisLikes });
    } finally {
      setReacting(null);
    }
  };

  const onPosted = (c: SocialVideoComment) =>
    setVideos((list) =>
      list.map((x) => (x.idSocialVideo === c.idSocialVideo ? { ...x, totalComments: (x.totalComments ?? x.comments?.length ?? 0) + 1 } : x)),
    );

  const share = (v: SocialVideo) =>
    copyShareLink({ idVideo: v.idSocialVideo, videoType: 'short', contentType: 'free' }, { copiedMessage: t('share.copied'), copyFailedMessage: t('share.copyFailed') });

  const current = videos[index];
  return (
    <Wrap>
      <Frame
        role="region"
        aria-roledescription={t('shorts.feed')}
        aria-label={t('shorts.feedLabel')}
        onWheel={onWheel}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        data-testid="shorts-feed"
      >
        <Track style={{ transform: `translateY(-${index * 100}%)` }}>
          {videos.map((v, i) => (
            <ShortSlide
              key={v.idSocialVideo}
              video={v}
              position={i + 1}
              total={total}
              active={i === index}
              mounted={Math.abs(i - index) <= 1}
              preload={i === index + 1}
              muted={muted}
              reacting={reacting === v.idSocialVideo}
              onToggleMute={() => setMuted((m) => !m)}
              onReact={(k) => void react(v, k)}
              onOpenComments={() => setCommentsFor(v)}
              onShare={() => void share(v)}
            />
          ))}
        </Track>
      </Frame>
      <Nav>
        <NavButton type="button" onClick={() => go(-1)} disabled={index === 0} aria-label={t('shorts.previous')} data-testid="previous-short">
          <SocialIcon name="up" />
        </NavButton>
        <NavButton type="button" onClick={() => go(1)} disabled={index >= total - 1} aria-label={t('shorts.next')} data-testid="next-short">
          <SocialIcon name="down" />
        </NavButton>
      </Nav>
      <SrOnly aria-live="polite" data-testid="shorts-announcer">
        {current ? t('shorts.position', { position: index + 1, total, title: current.videoTitle }) : ''}
      </SrOnly>
      {commentsFor ? <CommentsDialog video={commentsFor} onClose={() => setCommentsFor(null)} onPosted={onPosted} /> : null}
    </Wrap>
  );
}
