import { ApiError } from '@app/shared';

/** A failure worth retrying later with the same answers: offline, timeout, server trouble. */
export function isRetryable(e: unknown): boolean {
  if (e instanceof ApiError) return e.network || e.status === 0 || e.status === 408 || e.status === 429 || e.status >= 500;
  return true;
}

/** The server's message, if it sent one. */
export function messageOf(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  return '';
}

export function statusOf(e: unknown): number {
  return e instanceof ApiError ? e.status : 0;
}
