/** India Standard Time: UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

function istParts(d: Date) {
  const t = new Date(d.getTime() + IST_OFFSET_MS);
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
  };
}

/** The IST calendar date `YYYY-MM-DD` of an instant. */
export function istDate(d: Date): string {
  const p = istParts(d);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The IST date `days` before the instant's IST date. */
export function istDateMinusDays(d: Date, days: number): string {
  return istDate(new Date(d.getTime() - days * 24 * 3600 * 1000));
}

/** Java's `dd-MM-yyyy | hh:mm a` in IST, as the lock messages print it: `05-03-2025 | 04:07 PM`. */
export function formatIstLockTime(d: Date): string {
  const p = istParts(d);
  const h12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${pad(p.day)}-${pad(p.month)}-${p.year} | ${pad(h12)}:${pad(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;
}

export function addMs(d: Date, ms: number): Date {
  return new Date(d.getTime() + ms);
}

export function addMinutes(d: Date, minutes: number): Date {
  return addMs(d, minutes * 60_000);
}
