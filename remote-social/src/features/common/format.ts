/** "1.2K" style counts for likes and views. */
export function compactCount(n: number, lng = 'en'): string {
  try {
    return new Intl.NumberFormat(lng === 'hi' ? 'hi-IN' : 'en-IN', { notation: 'compact', maximumFractionDigits: 1 }).format(n);
  } catch {
    return String(n);
  }
}

/** Seconds (number or numeric string) as m:ss; empty when unknown. */
export function durationLabel(v: number | string | null | undefined): string {
  const s = typeof v === 'string' ? Number(v) : v;
  if (s == null || !Number.isFinite(s) || s <= 0) return '';
  const m = Math.floor(s / 60);
  return `${m}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
}
