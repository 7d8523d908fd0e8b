import type { SVGProps } from 'react';

/**
 * The shared icon set: small inline SVGs (24x24, stroke = currentColor), no icon font, no
 * library. Names used by the remotes' nav.json files: home, book, star, quiz, compass, play,
 * crown, bell. The others are the shell's.
 */
const PATHS: Record<string, string> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-6h3v6h5V9.5',
  book: 'M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15ZM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5M8 7h8M8 11h6',
  star: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z',
  quiz: 'M9 3h6l1 2h3v16H5V5h3l1-2ZM9.5 10a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.5V15M12 18h.01',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM15.5 8.5l-2 5-5 2 2-5 5-2Z',
  play: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM10 8.5v7l6-3.5-6-3.5Z',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8ZM5 22h14',
  bell: 'M18 16V11a6 6 0 1 0-12 0v5l-2 2h16l-2-2ZM10 21a2 2 0 0 0 4 0',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  back: 'M15 5l-7 7 7 7',
  chevronLeft: 'M14 6l-6 6 6 6',
  chevronRight: 'M10 6l6 6-6 6',
  logout: 'M15 4h4v16h-4M10 16l-4-4 4-4M6 12h11',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9Z',
  reviews: 'M4 4h16v12H8l-4 4V4ZM12 7l1.1 2.2 2.4.4-1.7 1.7.4 2.4-2.2-1.2-2.2 1.2.4-2.4-1.7-1.7 2.4-.4L12 7Z',
  feedback: 'M4 4h16v12H8l-4 4V4ZM8 9h8M8 12h5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4 6.5 6.5 0 0 0 20 14.5Z',
  image: 'M4 5h16v14H4V5ZM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  mail: 'M3 6h18v12H3V6Zm0 0 9 7 9-7',
  google: 'M21 12.2c0-.7-.1-1.3-.2-1.9H12v3.6h5a4.3 4.3 0 0 1-1.9 2.8v2.3h3c1.8-1.6 2.9-4 2.9-6.8ZM12 21c2.5 0 4.5-.8 6-2.2l-3-2.3c-.8.6-1.8.9-3 .9a5.2 5.2 0 0 1-4.9-3.6H4v2.4A9 9 0 0 0 12 21ZM7.1 13.8a5.4 5.4 0 0 1 0-3.5V7.9H4a9 9 0 0 0 0 8.2l3.1-2.3ZM12 6.6c1.3 0 2.5.5 3.4 1.3l2.6-2.6A9 9 0 0 0 4 7.9l3.1 2.4A5.2 5.2 0 0 1 12 6.6Z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2',
};

export const ICON_NAMES = Object.keys(PATHS);

export function hasIcon(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(PATHS, name);
}

/** A decorative icon (aria-hidden); label the control that holds it. Unknown names draw a dot. */
export function Icon({ name, size = 22, ...rest }: { name: string; size?: number } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  const d = PATHS[name];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={d ? name : 'unknown'}
      {...rest}
    >
      {d ? <path d={d} /> : <circle cx="12" cy="12" r="3" fill="currentColor" />}
    </svg>
  );
}
