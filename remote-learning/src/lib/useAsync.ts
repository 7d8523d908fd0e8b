import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { ApiError, isBenignMessage } from '@app/shared';

export type AsyncState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: ApiError | Error };

export interface UseAsyncOptions<T> {
  /** Value used when the server answers with one of the spec's benign "nothing here" messages. */
  empty?: T;
  /** Skip the call (e.g. no session yet). */
  enabled?: boolean;
}

/**
 * Runs a loader when its deps change and keeps the latest answer. A benign server message
 * ("No Upcoming Classes found!", "No history Available Right Now!") becomes the `empty` value,
 * so screens show an empty state instead of an error.
 */
export function useAsync<T>(loader: (signal: AbortSignal) => Promise<T>, deps: DependencyList, opts: UseAsyncOptions<T> = {}) {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading', data: undefined, error: null });
  const [tick, setTick] = useState(0);
  const loaderRef = useRef(loader);
  loaderRef.current = loader;
  const emptyRef = useRef(opts.empty);
  emptyRef.current = opts.empty;
  const enabled = opts.enabled ?? true;

  useEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data, error: null }));
    loaderRef.current(ctrl.signal).then(
      (data) => {
        if (!ctrl.signal.aborted) setState({ status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (ctrl.signal.aborted) return;
        if (error instanceof ApiError && isBenignMessage(error.message) && emptyRef.current !== undefined) {
          setState({ status: 'success', data: emptyRef.current, error: null });
          return;
        }
        setState({ status: 'error', data: undefined, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick, enabled]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}

/** Appends a page to a list, skipping items already shown (pages can shift while a student scrolls). */
export function appendUnique<T>(prev: T[], next: T[], key: (t: T) => unknown): T[] {
  const seen = new Set(prev.map(key));
  return [...prev, ...next.filter((n) => !seen.has(key(n)))];
}
