/** The spec's date formats, locale-aware. */
const loc = (lng?: string) => (lng === 'hi' ? 'hi-IN' : 'en-IN');

/** Long with time: "21 November 2026, 10:30 am". */
export const formatLongDateTime = (d: Date | string | number, lng?: string) =>
  new Date(d).toLocaleString(loc(lng), { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });
/** Short date: "21 Nov 2026". */
export const formatShortDate = (d: Date | string | number, lng?: string) =>
  new Date(d).toLocaleDateString(loc(lng), { day: 'numeric', month: 'short', year: 'numeric' });
/** Day-month-year: "21/11/2026". */
export const formatDayMonthYear = (d: Date | string | number) => {
  const x = new Date(d);
  return `${String(x.getDate()).padStart(2, '0')}/${String(x.getMonth() + 1).padStart(2, '0')}/${x.getFullYear()}`;
};
/** UTC day-dash-month-dash-year: "21-11-2026". */
export const formatUtcDayDashMonthDashYear = (d: Date | string | number) => {
  const x = new Date(d);
  return `${String(x.getUTCDate()).padStart(2, '0')}-${String(x.getUTCMonth() + 1).padStart(2, '0')}-${x.getUTCFullYear()}`;
};
/** Hour-minute: "10:30". */
export const formatTime = (d: Date | string | number) => {
  const x = new Date(d);
  return `${String(x.getHours()).padStart(2, '0')}:${String(x.getMinutes()).padStart(2, '0')}`;
};
/** Seconds as m:ss or h:mm:ss. */
export const formatDuration = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
};
