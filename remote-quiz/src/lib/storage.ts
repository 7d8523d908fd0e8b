import { appStore, sessionAtom } from '@app/shared';
import type { AttemptState } from './attempt';
import type { ResultRecord } from './types';

/**
 * Local persistence of attempts, pending submits and the last result, per student, so that
 * nothing chosen is lost to a reload, a crash or a dropped connection.
 */
const PREFIX = 'quiz.v1';

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function userKey(): string {
  return String(appStore.get(sessionAtom)?.userSurId ?? 'anon');
}

function read<T>(key: string): T | null {
  const raw = store()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    store()?.removeItem(key);
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    store()?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the attempt still works in memory */
  }
}

export const attemptKey = (scope: string) => `${PREFIX}.attempt:${userKey()}:${scope}`;
export const outboxKey = (scope: string) => `${PREFIX}.outbox:${userKey()}:${scope}`;
const resultKey = () => `${PREFIX}.result:${userKey()}`;

export function loadAttempt(scope: string): AttemptState | null {
  const v = read<AttemptState>(attemptKey(scope));
  return v && Array.isArray(v.order) && typeof v.answers === 'object' ? v : null;
}
export function saveAttempt(scope: string, state: AttemptState): void {
  write(attemptKey(scope), state);
}
export function clearAttempt(scope: string): void {
  store()?.removeItem(attemptKey(scope));
}

/** A submit that has not reached the server yet. */
export interface PendingSubmit<B = unknown> {
  body: B;
  savedAt: string;
}
export function loadOutbox<B>(scope: string): PendingSubmit<B> | null {
  return read<PendingSubmit<B>>(outboxKey(scope));
}
export function saveOutbox<B>(scope: string, body: B): void {
  write(outboxKey(scope), { body, savedAt: new Date().toISOString() });
}
export function clearOutbox(scope: string): void {
  store()?.removeItem(outboxKey(scope));
}

export function saveResult(r: ResultRecord): void {
  write(resultKey(), r);
}
export function loadResult(): ResultRecord | null {
  return read<ResultRecord>(resultKey());
}
