import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ProgressTracker } from '../lib/progress';

const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: #000;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  video { width: 100%; height: 100%; display: block; }
`;

/**
 * An HTML5 video player with the browser's own keyboard-accessible controls. It starts at
 * `start` seconds and reports play, pause, time and end to the progress tracker.
 */
export function VideoPlayer({
  src,
  poster,
  title,
  start,
  tracker,
  onEnded,
  describedBy,
}: {
  src: string;
  poster?: string | null;
  title: string;
  start: number;
  tracker: ProgressTracker | null;
  onEnded?: () => void;
  describedBy?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const startRef = useRef(start);
  startRef.current = start;

  // Seek to the resume point once the metadata is known (or at once when it already is).
  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    const seek = () => {
      if (Number.isFinite(v.duration)) tracker?.setMediaDuration(v.duration);
      const s = startRef.current;
      if (s > 0 && (!Number.isFinite(v.duration) || s < v.duration)) {
        try {
          v.currentTime = s;
        } catch {
          /* not seekable yet */
        }
      }
      tracker?.update(v.currentTime || s);
    };
    if (v.readyState >= 1) seek();
    v.addEventListener('loadedmetadata', seek, { once: true });
    return () => v.removeEventListener('loadedmetadata', seek);
  }, [src, tracker]);

  return (
    <Frame>
      <video
        ref={ref}
        data-testid="video-player"
        src={src}
        poster={poster ?? undefined}
        controls
        playsInline
        preload="metadata"
        width={640}
        height={360}
        aria-label={title}
        aria-describedby={describedBy}
        onPlay={() => tracker?.play()}
        onPause={(e) => {
          tracker?.update(e.currentTarget.currentTime);
          if (!e.currentTarget.ended) void tracker?.pause();
        }}
        onTimeUpdate={(e) => tracker?.update(e.currentTarget.currentTime)}
        onDurationChange={(e) => tracker?.setMediaDuration(e.currentTarget.duration)}
        onEnded={() => {
          void tracker?.ended();
          onEnded?.();
        }}
      />
    </Frame>
  );
}
