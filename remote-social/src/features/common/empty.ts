import { ApiError } from '@app/shared';

/**
 * The original backend answers "nothing here" with HTTP 500 and a readable message
 * ("No Videos Found!", "No Videos For this language", "No Latest videos Found!"). For a list
 * screen that is an empty list, not a failure.
 */
const EMPTY_MESSAGE = /^\s*no\b.*\b(videos?|language|categor(y|ies)|comments?)\b.*(found|available|for this language)?/i;

export function isEmptyAnswer(e: unknown): boolean {
  return e instanceof ApiError && e.status === 500 && EMPTY_MESSAGE.test(e.message);
}

/** Resolves a list call, turning the backend's "nothing found" answers into []. */
export async function listOrEmpty<T>(p: Promise<T[] | null | undefined>): Promise<T[]> {
  try {
    return (await p) ?? [];
  } catch (e) {
    if (isEmptyAnswer(e)) return [];
    throw e;
  }
}
