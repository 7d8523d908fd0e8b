import { getAppConfig } from '../config';
import { apiClient } from '../api/client';

/**
 * Ports for the spec's cloud services. Each has a self-hosted adapter (our server) and a
 * Firebase adapter used when a Firebase config is supplied; Firebase is loaded lazily so it
 * never weighs on first paint.
 */
export interface FeedbackRecord {
  device_info: { device: 'Web'; brand: string; osVersion: string; browser: string; browserVersion: string };
  network_information: { downlink: number | null; effectiveType: string | null; onchange: string | null; rtt: number | null; saveData: boolean | null };
  /** Comma-joined screenshot URLs. */
  image_ref: string;
  user_details: Record<string, unknown>;
  user_message: string;
  page_url: string;
}

export interface FeedbackStorePort {
  save(record: FeedbackRecord): Promise<void>;
}
export interface ScreenshotUploadPort {
  /** Uploads one image as jpg under the user's folder; returns its URL. */
  upload(userSurId: number | string, file: Blob, name: string): Promise<string>;
}
export interface RemoteConfigPort {
  /** Fetches and returns the flags (booleans). */
  fetchFlags(): Promise<Record<string, boolean>>;
}
export interface ClickCounterPort {
  /** count + 1, lastUpdated now. */
  increment(): Promise<void>;
}
export interface GoogleSignInResult {
  email: string;
  idToken: string;
  displayName?: string | null;
}
export interface GoogleSignInPort {
  available: boolean;
  signIn(): Promise<GoogleSignInResult | null>;
  /** A redirect sign-in result pending at start-up, if any. */
  checkRedirectResult(): Promise<GoogleSignInResult | null>;
}

export interface Platform {
  kind: 'firebase' | 'self-hosted';
  feedback: FeedbackStorePort;
  screenshots: ScreenshotUploadPort;
  remoteConfig: RemoteConfigPort;
  clickCounter: ClickCounterPort;
  google: GoogleSignInPort;
}

/** Adapters that talk to our own server. */
export function selfHostedPlatform(): Platform {
  const v1 = () => apiClient('v1');
  return {
    kind: 'self-hosted',
    feedback: {
      async save(record) {
        await v1().post('/platform/feedback', record, { skipErrorToast: true });
      },
    },
    screenshots: {
      async upload(userSurId, file, name) {
        const form = new FormData();
        form.append('file', file, name.replace(/\.[^.]+$/, '') + '.jpg');
        const res = await v1().post(`/platform/screenshots?userSurId=${encodeURIComponent(String(userSurId))}`, form, { skipErrorToast: true });
        return String(res.data.data.url);
      },
    },
    remoteConfig: {
      async fetchFlags() {
        const res = await v1().get('/platform/remote-config', { skipErrorToast: true, anonymous: true });
        return res.data.data as Record<string, boolean>;
      },
    },
    clickCounter: {
      async increment() {
        await v1().post('/platform/counters/chatbotStatsProd/globalClicks/increment', {}, { skipErrorToast: true });
      },
    },
    google: {
      available: false,
      async signIn() {
        return null;
      },
      async checkRedirectResult() {
        return null;
      },
    },
  };
}

const PLATFORM_KEY = Symbol.for('vistas.app.platform');
type G = Record<symbol, Promise<Platform> | undefined>;

/** The platform for this page: Firebase when configured (loaded on first use), else ours. */
export function getPlatform(): Promise<Platform> {
  const g = globalThis as unknown as G;
  if (!g[PLATFORM_KEY]) {
    const fb = getAppConfig().firebase;
    g[PLATFORM_KEY] = fb
      ? import(/* webpackChunkName: "firebase-platform" */ './firebase/index').then((m) => m.firebasePlatform(fb)).catch(() => selfHostedPlatform())
      : Promise.resolve(selfHostedPlatform());
  }
  return g[PLATFORM_KEY]!;
}

/** For tests: replace the platform. */
export function setPlatform(p: Platform | null): void {
  (globalThis as unknown as G)[PLATFORM_KEY] = p ? Promise.resolve(p) : undefined;
}
