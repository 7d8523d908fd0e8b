/**
 * Client-side checks that mirror the server's, with the contract's exact messages, so a
 * student sees the problem before a round trip on a slow network. The server checks again.
 */
export const MOBILE_MESSAGES = {
  digits: 'Mobile number must contain only digits.',
  length: 'Mobile number must be a 10-digit number.',
  invalid: (n: string) => `Invalid mobile number: ${n}`,
} as const;

/** The i18n key and values for a mobile number's problem, or null when it is fine. */
export function mobileProblem(raw: string): { key: string; values?: Record<string, string> } | null {
  const m = raw.trim();
  if (!m) return { key: 'common.mobileRequired' };
  if (!/^\d+$/.test(m)) return { key: 'common.mobileDigits' };
  if (m.length !== 10) return { key: 'common.mobileLength' };
  if (!/^[98762]/.test(m)) return { key: 'common.mobileInvalid', values: { mobile: m } };
  return null;
}

export const OTP_RE = /^\d{6}$/;

/** Password rules for new passwords (the server enforces the same minimum). */
export function passwordProblem(pw: string): string | null {
  if (pw.length < 8) return 'common.passwordShort';
  if (pw.length > 64) return 'common.passwordLong';
  return null;
}

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Keeps only digits (pasted numbers with spaces or +91 become plain). */
export function digitsOnly(v: string, max = 10): string {
  return v.replace(/\D/g, '').slice(0, max);
}
