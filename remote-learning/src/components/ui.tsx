import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Card, media, Muted, SectionTitle } from '@app/shared';

const shimmer = keyframes`0% { opacity: 1; } 50% { opacity: 0.55; } 100% { opacity: 1; }`;

/** A grey block standing in for content while it loads (same size, so nothing jumps). */
export const SkeletonBlock = styled.div<{ $h?: number; $w?: string }>`
  height: ${({ $h = 16 }) => $h}px;
  width: ${({ $w = '100%' }) => $w};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/** A row of skeleton cards with a polite "Loading" status for screen readers. */
export function SkeletonCards({ count = 3, height = 180, label }: { count?: number; height?: number; label?: string }) {
  const { t } = useTranslation('learning');
  return (
    <div role="status" aria-live="polite" data-testid="skeleton">
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
      <CardRow aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <SkeletonBlock key={i} $h={height} />
        ))}
      </CardRow>
    </div>
  );
}

/**
 * Cards in a responsive grid. On phones (below 500px) a row of big cards becomes one swipeable
 * line (the next card peeks in, so it is clear there is more) instead of a page-long stack;
 * `$mobile="grid2"` keeps small cards (subjects) as two columns.
 */
export const CardRow = styled.div<{ $min?: string; $mobile?: 'scroll' | 'grid2' }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '220px' }) => `min(${$min}, 100%)`}, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  ${media.mobile} {
    ${({ $mobile = 'scroll', theme }) =>
      $mobile === 'grid2'
        ? `grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${theme.space(3)};`
        : `grid-template-columns: none;
           grid-auto-flow: column;
           grid-auto-columns: 80%;
           gap: ${theme.space(3)};
           overflow-x: auto;
           overscroll-behavior-x: contain;
           scroll-snap-type: x mandatory;
           /* room for the focus ring of a card inside the scroller */
           padding: 4px 4px 8px;
           margin: -4px -4px 0;
           > * { scroll-snap-align: start; scroll-margin-left: 4px; }`}
  }
`;

/** A titled page section, labelled by its heading. */
export function Section({ id, title, children, actions }: { id: string; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={`section-${id}`} style={{ marginBottom: 8 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A failed load with a retry button. */
export function ErrorPanel({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('learning');
  return (
    <Card as="div" role="alert">
      <p style={{ margin: 0, fontWeight: 600 }}>{t('common.loadFailed')}</p>
      {message ? <Muted>{message}</Muted> : null}
      {onRetry ? (
        <Button type="button" $variant="secondary" $size="sm" style={{ marginTop: 12 }} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </Card>
  );
}

/**
 * Renders its children once the placeholder scrolls near the viewport (below-the-fold sections
 * cost nothing on first paint). The placeholder keeps `minHeight`, so nothing shifts.
 */
export function LazySection({ children, minHeight = 240 }: { children: ReactNode; minHeight?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !ref.current) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    io.observe(ref.current);
    return () => io.disconnect();
  }, [visible]);
  return <div ref={ref} style={visible ? undefined : { minHeight }}>{visible ? children : null}</div>;
}

const ThumbBox = styled.div<{ $color?: string }>`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ $color, theme }) => $color ?? theme.color.surfaceAlt};
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

/** A small 16:9 thumbnail with its size fixed up front (lazy, async decode, no layout shift). */
export function Thumb({ src, alt = '', color, children }: { src?: string | null; alt?: string; color?: string | null; children?: ReactNode }) {
  const [failed, setFailed] = useState(false);
  return (
    <ThumbBox $color={color ?? undefined}>
      {src && !failed ? <img src={src} alt={alt} width={320} height={180} loading="lazy" decoding="async" onError={() => setFailed(true)} /> : null}
      {children}
    </ThumbBox>
  );
}

const Track = styled.div`
  height: 6px;
  border-radius: 3px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  overflow: hidden;
  > span { display: block; height: 100%; background: ${({ theme }) => theme.color.primary}; }
`;

/** A labelled progress bar (0-100). */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const v = Math.max(0, Math.min(100, Math.round(Number.isFinite(value) ? value : 0)));
  return (
    <Track role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={v} aria-label={label}>
      <span style={{ width: `${v}%` }} />
    </Track>
  );
}

export const CardTitle = styled.h3`
  font-size: 1rem;
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;
`;

/** Makes a whole card clickable through its one link (the link's ::after covers the card). */
export const LinkCard = styled(Card)`
  position: relative;
  padding: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  a.card-link { color: inherit; text-decoration: none; }
  a.card-link::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  a.card-link:focus-visible { outline: none; }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  button { position: relative; z-index: 1; }
`;

/** Percentages arrive as numbers or strings ("45.5"). */
export function toPct(v: unknown): number {
  const n = typeof v === 'number' ? v : parseFloat(String(v ?? ''));
  return Number.isFinite(n) ? Math.max(0, Math.min(100, n)) : 0;
}
