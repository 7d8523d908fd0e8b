import { useEffect } from 'react';
import { on } from '@app/shared';
import { reportError } from './reporting';

/** `error/report` events and uncaught errors go to error reporting. */
export function useErrorReporting(): void {
  useEffect(() => {
    const off = on('error/report', (d) => void reportError(d));
    const onError = (e: ErrorEvent) => void reportError({ error: e.error ?? e.message, context: { source: e.filename, line: e.lineno } });
    const onRejection = (e: PromiseRejectionEvent) => {
      // API failures are already dispatched through the error catalogue.
      if ((e.reason as { name?: string } | null)?.name === 'ApiError') return;
      void reportError({ error: e.reason, context: { kind: 'unhandledrejection' } });
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      off();
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
