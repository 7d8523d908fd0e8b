import type { AuthUser, FeedbackRecord } from '@app/shared';

export const FEEDBACK_MAX = 150;
export const FEEDBACK_MIN = 4;
export const FEEDBACK_EMPTY_MESSAGE = 'Please enter your feedback.';
export const FEEDBACK_THANKS = 'Thank you for feedback.';
/** The floating button bounces for 1000 ms every 2000 ms. */
export const BOUNCE_MS = 1000;
export const BOUNCE_EVERY_MS = 2000;

export type FeedbackProblem = 'empty' | 'short' | null;
export function validateFeedback(text: string): FeedbackProblem {
  const t = text.trim();
  if (!t) return 'empty';
  if (t.length < FEEDBACK_MIN) return 'short';
  return null;
}

/** The embedded external form, prefilled with the student's mobileNumber and a desktop device value. */
export function feedbackFormSrc(base: string, mobileNumber: string | null | undefined, origin = typeof location === 'undefined' ? 'http://localhost' : location.origin): string {
  const url = new URL(base, origin);
  if (mobileNumber) url.searchParams.set('mobileNumber', mobileNumber);
  url.searchParams.set('device', 'Desktop');
  return url.origin === origin && !/^https?:/i.test(base) ? url.pathname + url.search + url.hash : url.toString();
}

interface NavigatorLike {
  userAgent: string;
  platform?: string;
  connection?: { downlink?: number; effectiveType?: string; rtt?: number; saveData?: boolean; onchange?: unknown } | undefined;
}

/** Browser, version, OS and brand from a user agent string (good enough for support). */
export function parseUserAgent(ua: string): { brand: string; osVersion: string; browser: string; browserVersion: string } {
  const pick = (re: RegExp) => re.exec(ua)?.[1] ?? '';
  let browser = 'Unknown';
  let browserVersion = '';
  for (const [name, re] of [
    ['Edge', /Edg\/([\d.]+)/],
    ['Opera', /OPR\/([\d.]+)/],
    ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
    ['Firefox', /Firefox\/([\d.]+)/],
    ['Chrome', /(?:Chrome|CriOS|Chromium)\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ] as const) {
    const v = pick(re);
    if (v) {
      browser = name;
      browserVersion = v;
      break;
    }
  }
  let osVersion = 'Unknown';
  if (/Android/.test(ua)) osVersion = `Android ${pick(/Android ([\d.]+)/)}`.trim();
  else if (/iPhone|iPad|iPod/.test(ua)) osVersion = `iOS ${pick(/OS ([\d_]+)/).replace(/_/g, '.')}`.trim();
  else if (/Windows NT/.test(ua)) osVersion = `Windows NT ${pick(/Windows NT ([\d.]+)/)}`.trim();
  else if (/Mac OS X/.test(ua)) osVersion = `macOS ${pick(/Mac OS X ([\d_]+)/).replace(/_/g, '.')}`.trim();
  else if (/CrOS/.test(ua)) osVersion = 'ChromeOS';
  else if (/Linux/.test(ua)) osVersion = 'Linux';
  const brand = /Android/.test(ua) ? (pick(/;\s*([^;)]+?)\s+Build\//) || 'Android') : /iPhone|iPad|iPod|Macintosh/.test(ua) ? 'Apple' : 'Unknown';
  return { brand, osVersion, browser, browserVersion };
}

/** The feedback record (spec section 3). */
export function buildFeedbackRecord(input: {
  message: string;
  imageUrls: string[];
  user: AuthUser | null;
  userType: string;
  pageUrl: string;
  nav: NavigatorLike;
}): FeedbackRecord {
  const c = input.nav.connection;
  const u = input.user;
  return {
    device_info: { device: 'Web', ...parseUserAgent(input.nav.userAgent) },
    network_information: {
      downlink: typeof c?.downlink === 'number' ? c.downlink : null,
      effectiveType: c?.effectiveType ?? null,
      onchange: c?.onchange ? 'listener' : null,
      rtt: typeof c?.rtt === 'number' ? c.rtt : null,
      saveData: typeof c?.saveData === 'boolean' ? c.saveData : null,
    },
    image_ref: input.imageUrls.join(','),
    user_details: u
      ? {
          userSurId: u.userSurId,
          firstName: u.firstName,
          mobileNumber: u.mobileNumber,
          classStandard: u.classStandardObject?.classStandadName ?? null,
          syllabus: u.syllabusObject?.syllabusName ?? null,
          state: u.stateObject?.state ?? null,
          userType: input.userType,
        }
      : {},
    user_message: input.message.trim(),
    page_url: input.pageUrl,
  };
}

/**
 * Re-encodes an image as JPEG (longest side at most 1600 px, which keeps uploads small on
 * slow networks). Falls back to the original file where the browser cannot decode it.
 */
export async function toJpeg(file: Blob, maxSide = 1600, quality = 0.85): Promise<Blob> {
  try {
    if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
    const bmp = await createImageBitmap(file);
    const scale = Math.min(1, maxSide / Math.max(bmp.width, bmp.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bmp.width * scale));
    canvas.height = Math.max(1, Math.round(bmp.height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bmp, 0, 0, canvas.width, canvas.height);
    bmp.close?.();
    const blob = await new Promise<Blob | null>((res) => canvas.toBlob(res, 'image/jpeg', quality));
    return blob ?? file;
  } catch {
    return file;
  }
}
