/** A small padlock drawn inline (no emoji font needed on older phones); decorative. */
export function LockIcon({ size = 14 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" style={{ verticalAlign: '-0.125em', marginRight: 4 }}>
      <path d="M6 11h12v10H6V11ZM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11" />
    </svg>
  );
}
