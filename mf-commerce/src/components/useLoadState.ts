import { type Load, useLoad } from '@tcm/shared';

export type LoadState<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed' } | { kind: 'missing' };

// A form page draws nothing of the last answer while it reads again: its form starts over from the new one.
function stateOf<T>(key: string | null, read: Load<T | null>): LoadState<T> {
  if (key === null) return { kind: 'missing' };
  if (read.loading || read.data === undefined) return read.failed ? { kind: 'failed' } : { kind: 'loading' };
  if (read.failed) return { kind: 'failed' };
  return read.data === null ? { kind: 'missing' } : { kind: 'ready', data: read.data };
}

/**
 * What a form page reads before it can show anything, read with the platform's useLoad (aborted
 * when it no longer matters, transport errors retried). `key` names what it reads: null when the
 * address lacks it ('missing'), and a new key reads again. `load` answering null is 'missing' too
 * (e.g. no such prescription). `onLoaded` runs with the data just before it shows, only for the read
 * still current (a form's first values, taken from the session once). `retry` reads again after 'failed'.
 */
export function useLoadState<T>(key: string | null, load: (signal: AbortSignal) => Promise<T | null>, onLoaded?: (data: T) => void) {
  const read = useLoad(key, load, { onLoaded: (data) => data !== null && onLoaded?.(data) });
  return { state: stateOf(key, read), retry: read.reload };
}
