import { atom, createStore } from 'jotai';
import { readAuth, writeAuth, clearSessionStorage, userTypeOf, isSessionValid, STORAGE_KEYS, AUTH_KEY, type AuthUser, type UserType } from '../session/storage';

/**
 * The one jotai store, created here and provided by the host, and the atoms read by more
 * than one app. Remote-private state stays in the remote's own atoms.
 */
export const appStore = createStore();

const baseSessionAtom = atom<AuthUser | null>(readAuth());

/** The stored session; writing it also writes (or clears) `vista-auth`. */
export const sessionAtom = atom(
  (get) => get(baseSessionAtom),
  (_get, set, next: AuthUser | null) => {
    if (next) writeAuth(next);
    else clearSessionStorage();
    set(baseSessionAtom, next);
  },
);

// Another tab logged in, refreshed or logged out: follow it, so tabs never hold stale tokens.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === AUTH_KEY || e.key === null) appStore.set(baseSessionAtom, readAuth());
  });
}

export const isLoggedInAtom = atom((get) => isSessionValid(get(sessionAtom)));
export const userTypeAtom = atom<UserType>((get) => userTypeOf(get(sessionAtom)));

export type ThemeMode = 'light' | 'dark';
function initialTheme(): ThemeMode {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.theme);
    if (saved === 'light' || saved === 'dark') return saved;
    return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}
const baseThemeAtom = atom<ThemeMode>(initialTheme());
export const themeAtom = atom(
  (get) => get(baseThemeAtom),
  (_get, set, next: ThemeMode) => {
    try {
      localStorage.setItem(STORAGE_KEYS.theme, next);
    } catch {
      /* private mode */
    }
    set(baseThemeAtom, next);
  },
);

export type Language = 'en' | 'hi';
export const SUPPORTED_LANGUAGES: Language[] = ['en', 'hi'];
export function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.locale);
    if (saved === 'en' || saved === 'hi') return saved;
  } catch {
    /* ignore */
  }
  return 'en';
}
/** The UI language; the host's i18n instance follows it and persists the locale keys. */
export const languageAtom = atom<Language>(initialLanguage());

export const unreadCountAtom = atom<number>(0);

export interface RemoteConfigFlags {
  show_short_video_web: boolean;
  show_feadback_form: boolean;
}
export const remoteConfigAtom = atom<RemoteConfigFlags>({ show_short_video_web: false, show_feadback_form: false });

/** True while a subscription request is pending (Buy Subscription hidden). */
export const subscriptionRequestPendingAtom = atom<boolean>(false);
