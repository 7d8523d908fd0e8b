import type { SVGProps } from 'react';

/** The few icons of this remote: inline SVG, stroke = currentColor, decorative (aria-hidden). */
const PATHS = {
  like: 'M7 10v11H3V10h4Zm0 0 4-7a2.5 2.5 0 0 1 2.5 2.5V9H19a2 2 0 0 1 2 2.3l-1.3 7.5A2.5 2.5 0 0 1 17.2 21H7',
  dislike: 'M17 14V3h4v11h-4Zm0 0-4 7a2.5 2.5 0 0 1-2.5-2.5V15H5a2 2 0 0 1-2-2.3l1.3-7.5A2.5 2.5 0 0 1 6.8 3H17',
  comment: 'M4 4h16v12H8l-4 4V4Z',
  share: 'M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  muted: 'M4 9v6h4l5 4V5L8 9H4Zm12 0 5 6m0-6-5 6',
  sound: 'M4 9v6h4l5 4V5L8 9H4Zm12.5-1a5 5 0 0 1 0 8M19 5a9 9 0 0 1 0 14',
  up: 'M6 15l6-6 6 6',
  down: 'M6 9l6 6 6-6',
  flag: 'M5 21V4h11l-1.5 4L16 12H5',
  play: 'M8 5v14l11-7L8 5Z',
  close: 'M6 6l12 12M18 6 6 18',
} as const;

export type SocialIconName = keyof typeof PATHS;

export function SocialIcon({ name, size = 24, ...rest }: { name: SocialIconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      <path d={PATHS[name]} />
    </svg>
  );
}
