import { useEffect, useRef, useState } from 'react';
import { clock } from './clock';

/**
 * One timer for a whole page: while any of `deadlines` is still ahead, the page re-renders each
 * second with the current time (every row's countdown reads it), and `onZero` runs once when one of
 * them reaches zero (the page reloads its order or list). No timer when nothing counts down.
 */
export function useCountdownClock(deadlines: readonly (number | null | undefined)[], onZero: () => void): number {
  const [now, setNow] = useState(() => clock.now());
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;
  // The deadlines as a value, so a new array with the same numbers does not restart the timer.
  const key = deadlines.filter((d): d is number => typeof d === 'number' && Number.isFinite(d)).join(',');

  useEffect(() => {
    const pending = key ? key.split(',').map(Number) : [];
    const start = clock.now();
    setNow(start);
    let ahead = pending.filter((d) => d > start);
    if (!ahead.length) return undefined;
    const timer = setInterval(() => {
      const t = clock.now();
      setNow(t);
      const reached = ahead.some((d) => d <= t);
      ahead = ahead.filter((d) => d > t);
      if (reached) onZeroRef.current();
      if (!ahead.length) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [key]);

  return now;
}
