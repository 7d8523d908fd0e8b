import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { getAppConfig } from '../config';
import { emit } from '../events/bus';
import { appStore, sessionAtom } from '../store/atoms';
import { isSessionValid, jwtExpiry, readAuth, type AuthUser } from '../session/storage';
import { ApiError, errorActionFor } from './errors';

/** The original backend's envelope: `{data, statusCode, message}`; HTTP status equals statusCode. */
export interface Envelope<T> {
  data: T;
  statusCode: number;
  message: string;
}

/** Spring Data page inside `data`. */
export interface Page<T> {
  content: T[];
  pageable: { pageNumber: number; pageSize: number; offset: number; paged: boolean; unpaged: boolean } | 'INSTANCE';
  totalPages: number;
  totalElements: number;
  last: boolean;
  first: boolean;
  size: number;
  number: number;
  numberOfElements: number;
  empty: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not send a failure of this call to the error-toast queue (the screen shows it). */
    skipErrorToast?: boolean;
    /** Do not attach the bearer token (public calls such as the logged-out share fetch). */
    anonymous?: boolean;
    _retried?: boolean;
  }
}

export type ApiVersion = 'v1' | 'v2' | 'v3' | 'v4';

/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_MS = 60_000;
let refreshing: Promise<AuthUser | null> | null = null;

/**
 * Exchanges the refresh token for a new pair (the server rotates it and treats a reused one
 * as theft, revoking the session). So only one refresh may run across every open tab: the
 * Web Locks API serialises them, and inside the lock a tab first re-reads the stored session
 * in case another tab has just refreshed it.
 */
export function refreshSession(): Promise<AuthUser | null> {
  if (refreshing) return refreshing;
  const mine = appStore.get(sessionAtom);
  if (!mine?.refreshToken) return Promise.resolve(null);
  const run = async (): Promise<AuthUser | null> => {
    const stored = readAuth();
    if (!stored) return null;
    if (stored.refreshToken !== mine.refreshToken) {
      appStore.set(sessionAtom, stored); // another tab won the race: adopt its tokens
      return stored;
    }
    try {
      const res = await axios.post<Envelope<{ accessToken: string; refreshToken: string }>>(`${getAppConfig().apiBase}/api/v1/authorize/refreshtoken`, {
        refreshToken: stored.refreshToken,
      });
      const current = appStore.get(sessionAtom);
      if (!current) return null;
      const next = { ...current, accessToken: res.data.data.accessToken, refreshToken: res.data.data.refreshToken };
      appStore.set(sessionAtom, next);
      return next;
    } catch {
      return null;
    }
  };
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  refreshing = (locks ? (locks.request('vista-auth-refresh', run) as Promise<AuthUser | null>) : run()).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function attachBearer(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  if (config.anonymous) return config;
  let user = appStore.get(sessionAtom);
  if (!isSessionValid(user)) return config;
  const exp = jwtExpiry(user.accessToken);
  if (exp !== null && exp - Date.now() < REFRESH_MARGIN_MS) user = (await refreshSession()) ?? user;
  config.headers.set('Authorization', `Bearer ${user.accessToken}`);
  return config;
}

function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  const ax = e as AxiosError<Partial<Envelope<unknown>> & { error?: string }>;
  const res = ax.response;
  const body = res?.data;
  return new ApiError({
    status: res?.status ?? 0,
    message: (body && typeof body === 'object' && typeof body.message === 'string' && body.message) || '',
    data: body && typeof body === 'object' ? (body.data ?? null) : null,
    network: !res,
    url: ax.config?.url ?? '',
  });
}

/** Sends a failed call through the spec's error catalogue. */
export function dispatchApiError(err: ApiError): void {
  const pathname = typeof location === 'undefined' ? '/' : location.pathname;
  const action = errorActionFor(err, { pathname, loggedIn: isSessionValid(appStore.get(sessionAtom)) });
  switch (action.kind) {
    case 'toast':
      emit('toast/error', { message: action.message, kind: 'error' });
      break;
    case 'redirect-home':
      if (action.message) emit('toast/error', { message: action.message, kind: 'error' });
      setTimeout(() => {
        if (typeof location !== 'undefined') location.assign('/home');
      }, action.afterMs);
      break;
    case 'report':
      emit('error/report', { error: err, context: { url: err.url, status: err.status } });
      emit('toast/clear', {});
      break;
    case 'suppress':
      break;
  }
}

const instances = new Map<ApiVersion, AxiosInstance>();

/** The axios instance for one API version: `/api/v1` … `/api/v4`. */
export function apiClient(version: ApiVersion = 'v1'): AxiosInstance {
  const existing = instances.get(version);
  if (existing) return existing;
  const inst = axios.create({ baseURL: `${getAppConfig().apiBase}/api/${version}`, timeout: 30_000 });
  inst.interceptors.request.use((config) => {
    // The base URL can change after boot (app-config.json), so read it per request.
    config.baseURL = `${getAppConfig().apiBase}/api/${version}`;
    return attachBearer(config);
  });
  inst.interceptors.response.use(undefined, async (e: unknown) => {
    const ax = e as AxiosError;
    const cfg = ax.config as AxiosRequestConfig | undefined;
    // An access token that expired in flight: refresh once and retry.
    if (ax.response?.status === 401 && cfg && !cfg._retried && !cfg.anonymous && appStore.get(sessionAtom)?.refreshToken) {
      const exp = jwtExpiry(appStore.get(sessionAtom)!.accessToken);
      if (exp !== null && exp <= Date.now() + REFRESH_MARGIN_MS) {
        const next = await refreshSession();
        if (next) return inst.request({ ...cfg, _retried: true });
      }
    }
    const err = toApiError(e);
    if (!cfg?.skipErrorToast) dispatchApiError(err);
    throw err;
  });
  instances.set(version, inst);
  return inst;
}

/** GET returning the envelope's data. */
export async function getData<T>(version: ApiVersion, url: string, config?: AxiosRequestConfig): Promise<T> {
  const res = await apiClient(version).get<Envelope<T>>(url, config);
  return res.data.data;
}

/** Any call returning the whole envelope (for screens that show the server message). */
export async function call<T>(version: ApiVersion, config: AxiosRequestConfig): Promise<Envelope<T>> {
  const res = await apiClient(version).request<Envelope<T>>(config);
  return res.data;
}

export const api = {
  v1: () => apiClient('v1'),
  v2: () => apiClient('v2'),
  v3: () => apiClient('v3'),
  v4: () => apiClient('v4'),
};
