import { useCallback, useEffect, useReducer, useRef } from 'react';
import { attemptReducer, initialAttempt, reconcile, type AttemptAction, type AttemptState } from '../lib/attempt';
import { clearAttempt, loadAttempt, saveAttempt } from '../lib/storage';
import type { Question } from '../lib/types';

/**
 * One attempt over `questions`, restored from local storage when one was in progress for
 * `scope`, and saved after every change (an answer is stored the moment it is chosen).
 */
export function useAttempt(scope: string, questions: Question[]) {
  const [state, dispatch] = useReducer(attemptReducer, undefined, () => {
    const saved = loadAttempt(scope);
    return saved ? reconcile(saved, questions) : initialAttempt(questions);
  });
  const restored = useRef(!!loadAttempt(scope));
  const stopped = useRef(false);

  useEffect(() => {
    if (!stopped.current) saveAttempt(scope, state);
  }, [scope, state]);

  const act = useCallback((a: AttemptAction) => dispatch(a), []);
  /** Forget the attempt (after a successful submit, or to start over). */
  const discard = useCallback(() => {
    stopped.current = true;
    clearAttempt(scope);
  }, [scope]);
  const replace = useCallback((next: AttemptState) => {
    stopped.current = false;
    dispatch({ type: 'restore', state: next });
  }, []);

  return { state, dispatch: act, discard, replace, restored: restored.current };
}
