import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lng, Messages } from '../contracts/remote-app';
import { STORAGE_KEYS } from '../session/storage';

/**
 * One i18next instance for the whole page (shared as a singleton). The host initialises it
 * with its own namespace; each remote adds its namespace lazily from its own chunk.
 */
type Loader = (lng: Lng) => Promise<Messages>;
const LOADERS_KEY = Symbol.for('vistas.app.i18n-loaders');
function loaders(): Map<string, Loader> {
  const g = globalThis as unknown as Record<symbol, Map<string, Loader> | undefined>;
  if (!g[LOADERS_KEY]) g[LOADERS_KEY] = new Map();
  return g[LOADERS_KEY]!;
}

export const LANGUAGE_NAMES: Record<Lng, string> = { en: 'English', hi: 'हिन्दी' };

export async function initI18n(opts: { lng: Lng; ns: string; loadMessages: Loader }): Promise<I18n> {
  loaders().set(opts.ns, opts.loadMessages);
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: opts.lng,
      fallbackLng: 'en',
      ns: [opts.ns],
      defaultNS: opts.ns,
      resources: {},
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  }
  await ensureNamespace(opts.ns, opts.loadMessages);
  return i18next;
}

/** Loads a namespace for the current language (and English as the fallback) once. */
export async function ensureNamespace(ns: string, load: Loader): Promise<void> {
  loaders().set(ns, load);
  const lng = (i18next.language as Lng) || 'en';
  const wanted: Lng[] = lng === 'en' ? ['en'] : [lng, 'en'];
  await Promise.all(
    wanted.map(async (l) => {
      if (i18next.hasResourceBundle(l, ns)) return;
      const messages = await load(l);
      i18next.addResourceBundle(l, ns, messages, true, true);
    }),
  );
}

/** Switches the language, loading every registered namespace for it, and persists it. */
export async function changeLanguage(lng: Lng): Promise<void> {
  await Promise.all([...loaders().entries()].map(async ([ns, load]) => {
    if (!i18next.hasResourceBundle(lng, ns)) i18next.addResourceBundle(lng, ns, await load(lng), true, true);
  }));
  await i18next.changeLanguage(lng);
  try {
    localStorage.setItem(STORAGE_KEYS.locale, lng);
    localStorage.setItem(STORAGE_KEYS.language, lng === 'hi' ? 'Hindi' : 'English');
  } catch {
    /* private mode */
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

export { i18next };
