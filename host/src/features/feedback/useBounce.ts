import { useEffect, useState } from 'react';
import { BOUNCE_EVERY_MS, BOUNCE_MS } from './feedback-rules';

/** True for 1000 ms every 2000 ms while `active`. */
export function useBounce(active: boolean): boolean {
  const [bouncing, setBouncing] = useState(false);
  useEffect(() => {
    if (!active) {
      setBouncing(false);
      return;
    }
    let stop: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      setBouncing(true);
      stop = setTimeout(() => setBouncing(false), BOUNCE_MS);
    };
    const every = setInterval(start, BOUNCE_EVERY_MS);
    return () => {
      clearInterval(every);
      if (stop) clearTimeout(stop);
    };
  }, [active]);
  return bouncing;
}
