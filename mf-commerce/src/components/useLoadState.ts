import { useEffect, useRef, useState } from 'react';

export type LoadState<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed' } | { kind: 'missing' };

/**
 * What a page reads before it can show anything. `key` names what it reads: null when the address
 * lacks it ('missing'), and a new key reads again. `load` answering null is 'missing' too (e.g. no
 * such prescription). `onLoaded` runs with the data just before it shows, only for the read still
 * current (a form's first values, taken from the session once). `retry` reads again after 'failed'.
 */
export function useLoadState<T>(key: string | null, load: () => Promise<T | null>, onLoaded?: (data: T) => void) {
  const [state, setState] = useState<LoadState<T>>(key === null ? { kind: 'missing' } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The newest closures: the key and the attempt alone decide when to read.
  const latest = useRef({ load, onLoaded });
  latest.current = { load, onLoaded };

  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    setState({ kind: 'loading' });
    latest.current
      .load()
      .then((data) => {
        if (!live) return;
        if (data === null) {
          setState({ kind: 'missing' });
          return;
        }
        latest.current.onLoaded?.(data);
        setState({ kind: 'ready', data });
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [key, attempt]);

  return { state, retry: () => setAttempt((a) => a + 1) };
}
