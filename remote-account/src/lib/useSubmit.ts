import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@app/shared';

/** The message to show for a failed call: the server's text, or a clear fallback. */
export function errorMessage(e: unknown, t: (k: string) => string): string {
  const err = e as Partial<ApiError> | undefined;
  if (err?.network) return t('common.networkError');
  if (err && typeof err.message === 'string' && err.message.trim()) return err.message.trim();
  return t('common.genericError');
}

/**
 * Runs one form action at a time: `busy` while it runs, `error` with the server's message
 * when it fails. Inputs are never touched, so nothing the student typed is lost.
 */
export function useSubmit() {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const running = useRef(false);
  const run = useCallback(
    async (fn: () => Promise<void>) => {
      if (running.current) return;
      running.current = true;
      setError('');
      setBusy(true);
      try {
        await fn();
      } catch (e) {
        setError(errorMessage(e, t));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, error, setError, run };
}
