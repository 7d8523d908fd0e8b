/** Small inline icons (no icon library: every byte counts on slow networks). Decorative: aria-hidden. */
type P = { size?: number };
const svg = (size: number, path: React.ReactNode) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {path}
  </svg>
);
export const ChatIcon = ({ size = 26 }: P) => svg(size, <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 8.9 8.9 0 0 1-4-.9L3 20l1.1-4.2A8 8 0 0 1 3 11.5 8.4 8.4 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5z" />);
export const CloseIcon = ({ size = 20 }: P) => svg(size, <path d="M18 6 6 18M6 6l12 12" />);
export const SendIcon = ({ size = 20 }: P) => svg(size, <path d="m22 2-7 20-4-9-9-4zM22 2 11 13" />);
export const StopIcon = ({ size = 18 }: P) => svg(size, <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />);
export const MicIcon = ({ size = 20 }: P) =>
  svg(size, <><rect x="9" y="2" width="6" height="12" rx="3" /><path d="M5 10a7 7 0 0 0 14 0M12 19v3" /></>);
export const MicOffIcon = ({ size = 20 }: P) =>
  svg(size, <><path d="M2 2l20 20" /><path d="M9 9v1a3 3 0 0 0 5.1 2.1M15 9.3V5a3 3 0 0 0-5.9-.7" /><path d="M19 10a7 7 0 0 1-1.1 3.8M5 10a7 7 0 0 0 11.1 5.6M12 19v3" /></>);
export const SpeakerIcon = ({ size = 18 }: P) =>
  svg(size, <><path d="M11 5 6 9H2v6h4l5 4z" /><path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" /></>);
export const SpeakerStopIcon = ({ size = 18 }: P) =>
  svg(size, <><path d="M11 5 6 9H2v6h4l5 4z" /><path d="m22 9-6 6M16 9l6 6" /></>);
export const BookmarkIcon = ({ size = 18, filled = false }: P & { filled?: boolean }) =>
  svg(size, <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" fill={filled ? 'currentColor' : 'none'} />);
