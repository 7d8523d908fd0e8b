import { call, getData } from '@app/shared';

/** UserProfileDTO of GET/PUT /v1/user/user-profile. */
export interface UserProfile {
  firstName: string;
  lastName: string | null;
  email: string | null;
  mobileNumber: string | null;
  userSurId: number;
  classStandard: number | null;
  classStandadName: string | null;
  idSyllabus: number | null;
  syllabusName: string | null;
  idState: number | null;
  state: string | null;
  idStudentMedium: number | null;
  medium: string | null;
  idSecondLanguage: number | null;
  secondLanguageName: string | null;
  isProfileEdited: boolean;
}

export function fetchProfile() {
  return getData<UserProfile>('v1', '/user/user-profile', { skipErrorToast: true });
}

/** PUT /v1/user/user-profile; a new mobileNumber needs `otp`, the code sent to it by sendMobileChangeOtp. */
export function updateProfile(p: UserProfile & { otp?: string }) {
  return call<UserProfile>('v1', { method: 'PUT', url: '/user/user-profile', data: p, skipErrorToast: true });
}

/** POST /v1/user/change-mobile-sendotp: a code to the NEW number (valid, not registered). */
export function sendMobileChangeOtp(mobile: string) {
  return call<boolean>('v1', { method: 'POST', url: '/user/change-mobile-sendotp', params: { mobile }, skipErrorToast: true });
}

/** POST /v3/auth/reset-password: change the password with the old one. */
export function changePassword(idVLUser: number, oldPassword: string, newPassword: string) {
  return call<unknown>('v3', { method: 'POST', url: '/auth/reset-password', data: { idVLUser, oldPassword, newPassword, newUserFlag: false }, skipErrorToast: true });
}

export interface LoggedInDevice { idUserActivity: number | string; lastLogin: string; deviceType: string; deviceName: string | null; location: unknown }
export interface DeviceHistoryItem { idVLUser: number; deviceType: string; deviceLocation: unknown; userAgent: string | null; lastLoginTime: string }

export function fetchLoggedInDevices() {
  return getData<LoggedInDevice[]>('v1', '/auth/loggedin-devices', { skipErrorToast: true });
}

export function fetchDevicesHistory() {
  return getData<DeviceHistoryItem[]>('v1', '/auth/devices-history', { skipErrorToast: true });
}

/** Placeholders the server stores when geo-IP is not looked up. */
const UNKNOWN_PLACE = /^(n\/?a|unknown|null|-)?$/i;

/** A readable place from the geo-IP object (or string) the server stores; its IP address when no place is known. */
export function locationText(loc: unknown): string {
  if (!loc) return '';
  if (typeof loc === 'string') return UNKNOWN_PLACE.test(loc.trim()) ? '' : loc;
  if (typeof loc === 'object') {
    const o = loc as Record<string, unknown>;
    const known = (x: unknown): x is string => typeof x === 'string' && !UNKNOWN_PLACE.test(x.trim());
    const parts = [o.city, o.regionName ?? o.region, o.country ?? o.countryName].filter(known);
    if (parts.length) return [...new Set(parts)].join(', ');
    for (const k of ['IP Address', 'ip', 'query']) if (known(o[k])) return o[k] as string;
  }
  return '';
}

/** A short browser/OS name from a User-Agent string. */
export function browserName(ua: string | null | undefined): string {
  if (!ua) return '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /OPR\//.test(ua) ? 'Opera' : /Chrome\//.test(ua) ? 'Chrome' : /Firefox\//.test(ua) ? 'Firefox' : /Safari\//.test(ua) ? 'Safari' : '';
  const os = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '';
  return [browser, os].filter(Boolean).join(' · ') || ua.slice(0, 60);
}
