import { ApiError, dispatchApiError, emit } from '@app/shared';

/**
 * The premium gate's answers: 402 "Please purchase premium subscription to access this content."
 * (student-assigned-course) and 406 "Please subscribe to access webcasted videos!" (live-class details).
 */
export function isPremiumRequired(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 402 || err.status === 406);
}

/** The gate's own contract message (402 or 406), shown on the locked panel. */
export function premiumMessage(err: unknown): string {
  return err instanceof ApiError && isPremiumRequired(err) ? err.message : '';
}

/**
 * For calls made with `skipErrorToast: true`: a premium gate opens the host's premium dialog
 * (no error toast); any other failure goes through the usual error catalogue.
 * Returns true when the failure was the premium gate.
 */
export function handleGatedError(err: unknown, source: string): boolean {
  if (isPremiumRequired(err)) {
    emit('premium/required', { source });
    return true;
  }
  if (err instanceof ApiError) dispatchApiError(err);
  return false;
}
