/**
 * Public run-time configuration, served by the server as `/app-config.json` and loaded by
 * the host before it boots. Nothing secret lives here.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket?: string;
  appId: string;
  messagingSenderId?: string;
}

export interface AppConfig {
  /** API origin; empty for the same origin. */
  apiBase: string;
  /** Assistant service origin; empty for the same origin. */
  assistantBase: string;
  appVersion: string;
  environment: 'production' | 'development' | 'test';
  supportPhones: string[];
  supportEmail: string;
  /** The embedded external feedback form (query parameters are appended). */
  feedbackFormUrl: string;
  termsUrl: string;
  privacyUrl: string;
  mobileAppUrl: string;
  sentryDsn?: string;
  firebase?: FirebaseWebConfig;
}

export const DEFAULT_CONFIG: AppConfig = {
  apiBase: '',
  assistantBase: '',
  appVersion: '4.6.0',
  environment: 'development',
  supportPhones: ['1800-123-4567', '1800-765-4321'],
  supportEmail: 'support@vistaslearning.in',
  feedbackFormUrl: '/feedback-form.html',
  termsUrl: '/terms.html',
  privacyUrl: '/privacy.html',
  mobileAppUrl: 'https://play.google.com/store',
};

const KEY = Symbol.for('vistas.app.config');
type G = Record<symbol, AppConfig | undefined>;

export function getAppConfig(): AppConfig {
  return (globalThis as unknown as G)[KEY] ?? DEFAULT_CONFIG;
}

export function setAppConfig(partial: Partial<AppConfig>): AppConfig {
  const next = { ...DEFAULT_CONFIG, ...getAppConfig(), ...partial };
  (globalThis as unknown as G)[KEY] = next;
  return next;
}

/** Loads `/app-config.json`; the defaults stand in when it cannot be read. */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    if (res.ok) return setAppConfig((await res.json()) as Partial<AppConfig>);
  } catch {
    /* offline first load: defaults */
  }
  return setAppConfig({});
}
