import { useCallback, useEffect, useRef, useState } from 'react';
import { isRetryable, messageOf } from '../lib/errors';
import { clearOutbox, loadOutbox, saveOutbox } from '../lib/storage';

export type SubmitPhase = 'idle' | 'sending' | 'failed' | 'rejected' | 'done';

/**
 * Submits with a local outbox: the body is written to local storage before it is sent and
 * removed only when the server has answered. A submit that fails for a retryable reason
 * (offline, timeout, 5xx) stays queued: it is sent again when the browser comes back online,
 * when the page is opened again, or by `retry()`, without answering again. A refusal (4xx)
 * is reported with the server's message and the answers stay as they are.
 */
export function useSubmitOutbox<B, R>(scope: string, send: (body: B) => Promise<R>, onDone: (result: R, body: B) => void) {
  const [phase, setPhase] = useState<SubmitPhase>(() => (loadOutbox(scope) ? 'failed' : 'idle'));
  const [error, setError] = useState('');
  const inFlight = useRef(false);
  const sendRef = useRef(send);
  const doneRef = useRef(onDone);
  sendRef.current = send;
  doneRef.current = onDone;

  const flush = useCallback(async () => {
    const pending = loadOutbox<B>(scope);
    if (!pending || inFlight.current) return;
    inFlight.current = true;
    setPhase('sending');
    setError('');
    try {
      const result = await sendRef.current(pending.body);
      clearOutbox(scope);
      setPhase('done');
      doneRef.current(result, pending.body);
    } catch (e) {
      if (isRetryable(e)) {
        setPhase('failed');
        setError(messageOf(e));
      } else {
        clearOutbox(scope);
        setPhase('rejected');
        setError(messageOf(e));
      }
    } finally {
      inFlight.current = false;
    }
  }, [scope]);

  const submit = useCallback(
    (body: B) => {
      saveOutbox(scope, body);
      return flush();
    },
    [scope, flush],
  );

  // A submit left over from before a reload: send it now if we are online.
  useEffect(() => {
    if (loadOutbox(scope) && (typeof navigator === 'undefined' || navigator.onLine !== false)) void flush();
  }, [scope, flush]);

  useEffect(() => {
    const onOnline = () => {
      if (loadOutbox(scope)) void flush();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [scope, flush]);

  return { phase, error, submit, retry: flush, pending: phase === 'failed' || phase === 'sending' };
}
