/**
 * The stored session (`vista-auth` in local storage) and the other local keys the spec
 * names. Everything that reads or clears local storage for the session goes through here.
 */
export interface ClassStandardObject { idClassStandard: number; classStandadName: string }
export interface SyllabusObject { idSyllabus: number; syllabusName: string }
export interface StateObject { idState: number; state: string }
export interface SubscriptionFlag { subscribedFlag: boolean; trialFlag: boolean }

export interface AuthUser {
  accessToken: string;
  refreshToken: string;
  firstName: string;
  userSurId: number;
  userId: number;
  mobileNumber: string;
  /** false while the profile is incomplete. */
  validFlag: boolean;
  userProfilePic: string | null;
  classStandardObject: ClassStandardObject | null;
  syllabusObject: SyllabusObject | null;
  stateObject: StateObject | null;
  subscriptionFlag: SubscriptionFlag;
  /** Epoch ms: now plus 24 hours at login. */
  expires_in: number;
}

export const AUTH_KEY = 'vista-auth';
export const AUTH_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const STORAGE_KEYS = {
  auth: AUTH_KEY,
  locale: 'locale',
  language: 'language',
  activeMenu: 'activeMenu',
  continueWatchBackUrl: 'continueWatchBackUrl',
  idSubject: 'idSubject',
  subType: 'subType',
  sharedVideoId: 'sharedVideoId',
  academicSubject: 'academicSubject',
  lastUpdateTime: 'lastUpdateTime',
  paymentParams: 'paymentParams',
  savedChats: 'savedChats',
  chatScrollPosition: 'chatScrollPosition',
  theme: 'theme',
} as const;
/** Session storage key of the assistant's chat history. */
export const CHAT_HISTORY_KEY = 'chatHistory';

/** Keys cleared at logout (language, locale and theme are the device's, not the student's). */
export const LOGOUT_CLEARED_KEYS = [
  STORAGE_KEYS.auth,
  STORAGE_KEYS.activeMenu,
  STORAGE_KEYS.continueWatchBackUrl,
  STORAGE_KEYS.idSubject,
  STORAGE_KEYS.subType,
  STORAGE_KEYS.sharedVideoId,
  STORAGE_KEYS.academicSubject,
  STORAGE_KEYS.lastUpdateTime,
  STORAGE_KEYS.paymentParams,
  STORAGE_KEYS.savedChats,
  STORAGE_KEYS.chatScrollPosition,
];

function ls(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readAuth(): AuthUser | null {
  const raw = ls()?.getItem(AUTH_KEY);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as AuthUser;
    return v && typeof v.accessToken === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function writeAuth(user: AuthUser): void {
  ls()?.setItem(AUTH_KEY, JSON.stringify(user));
}

/** Logged in when the stored token exists and its expiry is in the future. */
export function isSessionValid(user: AuthUser | null, now = Date.now()): user is AuthUser {
  return !!user && !!user.accessToken && typeof user.expires_in === 'number' && user.expires_in > now;
}

export function clearSessionStorage(): void {
  const s = ls();
  if (!s) return;
  for (const k of LOGOUT_CLEARED_KEYS) s.removeItem(k);
  try {
    sessionStorage.removeItem(CHAT_HISTORY_KEY);
  } catch {
    /* no session storage */
  }
}

/** The server's LoginData, as returned by login, OTP verify and signup. */
export interface LoginData {
  tokenType?: string;
  accessToken: string;
  refreshToken: string;
  username?: string;
  firstName: string;
  lastName?: string | null;
  email?: string | null;
  mobileNumber: string;
  userSurId: number;
  userId?: number;
  userProfilePic?: string | null;
  subscriptionFlag?: SubscriptionFlag;
  classStandardObject?: ClassStandardObject | -1 | null;
  syllabusObject?: SyllabusObject | -1 | null;
  stateObject?: StateObject | -1 | null;
  validFlag: boolean;
}

const objOrNull = <T>(v: T | -1 | null | undefined): T | null => (v === -1 || v == null ? null : v);

/** Turns LoginData into the stored session, with a 24-hour expiry from now. */
export function authFromLoginData(d: LoginData, now = Date.now()): AuthUser {
  return {
    accessToken: d.accessToken,
    refreshToken: d.refreshToken,
    firstName: d.firstName,
    userSurId: d.userSurId,
    userId: d.userId ?? d.userSurId,
    mobileNumber: d.mobileNumber,
    validFlag: !!d.validFlag,
    userProfilePic: d.userProfilePic ?? null,
    classStandardObject: objOrNull(d.classStandardObject),
    syllabusObject: objOrNull(d.syllabusObject),
    stateObject: objOrNull(d.stateObject),
    subscriptionFlag: d.subscriptionFlag ?? { subscribedFlag: false, trialFlag: false },
    expires_in: now + AUTH_LIFETIME_MS,
  };
}

export type UserType = 'premium' | 'free' | 'basic';
/** premium if subscribedFlag, otherwise free if trialFlag, otherwise basic. */
export function userTypeOf(user: Pick<AuthUser, 'subscriptionFlag'> | null): UserType {
  if (user?.subscriptionFlag?.subscribedFlag) return 'premium';
  if (user?.subscriptionFlag?.trialFlag) return 'free';
  return 'basic';
}

/** Reads the exp claim (seconds) of a JWT without verifying it; null if unreadable. */
export function jwtExpiry(token: string): number | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const json = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}
