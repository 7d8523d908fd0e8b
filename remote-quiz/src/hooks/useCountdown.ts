import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until a server deadline. `clockOffsetMs` is server time minus client time, so
 * a wrong phone clock does not move the deadline. Calls `onExpire` once at zero.
 */
export function useCountdown(deadlineIso: string | null, clockOffsetMs: number, onExpire: () => void): number | null {
  const compute = () => (deadlineIso ? Math.max(0, Math.ceil((Date.parse(deadlineIso) - (Date.now() + clockOffsetMs)) / 1000)) : null);
  const [left, setLeft] = useState<number | null>(compute);
  const fired = useRef(false);
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;

  useEffect(() => {
    fired.current = false;
    if (!deadlineIso) {
      setLeft(null);
      return;
    }
    const tick = () => {
      const v = compute();
      setLeft(v);
      if (v === 0 && !fired.current) {
        fired.current = true;
        expireRef.current();
      }
    };
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadlineIso, clockOffsetMs]);

  return left;
}

/** When the countdown starts warning: the last minute, or the last quarter of a short test. */
export function warningThreshold(durationSeconds: number): number {
  return Math.max(5, Math.min(60, Math.floor(durationSeconds / 4)));
}
