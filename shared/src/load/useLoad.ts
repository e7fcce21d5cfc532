import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { onReload } from './reloadBus';
import { TRANSPORT_RETRY_DELAYS_MS, withTransportRetry } from './transportRetry';

export interface LoadOptions<T> {
  /** Runs with the data of the read still current, just before it shows (a form's first values). */
  onLoaded?: (data: T) => void;
  /**
   * The waits before asking again after a transport error. `[]` for a read that must not be sent
   * twice (a call that creates something on the server as it answers).
   */
  retryDelays?: readonly number[];
  /**
   * What `data` holds while the key is read again and after a read failed. 'always' (the default):
   * the last answer stays, so a list keeps its rows and a result stays shown while it is read again
   * or when that fails. 'whileLoading': kept while reading again, dropped when the read fails (a
   * failed list shows no rows). 'never': only the current read's answer (a form page starts over
   * from the new one and shows 正在加载 meanwhile).
   */
  keep?: 'always' | 'whileLoading' | 'never';
}

/**
 * The read as a page draws it: `missing` without a key (the address lacks what to read), `ready`
 * while there is data to show (see `keep`), else `loading` or `failed`.
 */
export type LoadState<T> = { kind: 'missing' } | { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed' };

export interface Load<T> {
  /** The last answer; kept while the next read is under way and after it failed (lists keep their rows). */
  data: T | undefined;
  /** A read is under way. */
  loading: boolean;
  /** The last read failed; a refusal has been toasted by the HTTP client, a transport error was retried first. */
  failed: boolean;
  error: unknown;
  /** Reads again with the same key: after a mutation, or 重试 after a failure. */
  reload: () => void;
  /** The same read as one of the states a page draws. */
  state: LoadState<T>;
}

interface Snapshot<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  error: unknown;
}

/**
 * The one way a page of any remote reads its data. `key` names what is read (a new key reads
 * again; null reads nothing: the address lacks what to read). `load` gets an AbortSignal to hand to
 * `call`: when the key changes, `reload` is called or the page unmounts, the read in flight is
 * aborted and whatever it still answers is ignored, so an older, slower answer never overwrites a
 * newer one. Transport errors are retried (transportRetry.ts), refusals never. `reloadLoads(prefix)`
 * makes every mounted read whose key starts with the prefix read again (refetch after a mutation).
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options: LoadOptions<T> = {}): Load<T> {
  const [snapshot, setSnapshot] = useState<Snapshot<T>>({ data: undefined, loading: key !== null, failed: false, error: undefined });
  const [version, setVersion] = useState(0);
  // The newest closures: only the key and `reload` decide when to read.
  const latest = useRef({ load, options, key });
  latest.current = { load, options, key };

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(
    () =>
      onReload((prefix) => {
        const current = latest.current.key;
        if (current !== null && current.startsWith(prefix)) reload();
      }),
    [reload],
  );

  useEffect(() => {
    if (key === null) {
      setSnapshot((s) => (s.loading || s.failed ? { ...s, loading: false, failed: false, error: undefined } : s));
      return undefined;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const keep = latest.current.options.keep ?? 'always';
    setSnapshot((s) =>
      s.loading && !s.failed && (keep !== 'never' || s.data === undefined)
        ? s
        : { data: keep === 'never' ? undefined : s.data, loading: true, failed: false, error: undefined },
    );
    withTransportRetry(latest.current.load, signal, latest.current.options.retryDelays ?? TRANSPORT_RETRY_DELAYS_MS)
      .then((data) => {
        if (signal.aborted) return;
        latest.current.options.onLoaded?.(data);
        setSnapshot({ data, loading: false, failed: false, error: undefined });
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        setSnapshot((s) => ({ data: keep === 'always' ? s.data : undefined, loading: false, failed: true, error }));
      });
    return () => controller.abort();
  }, [key, version]);

  const missing = key === null;
  const state = useMemo((): LoadState<T> => {
    if (missing) return { kind: 'missing' };
    if (snapshot.data !== undefined) return { kind: 'ready', data: snapshot.data };
    return snapshot.failed ? { kind: 'failed' } : { kind: 'loading' };
  }, [missing, snapshot]);

  return { ...snapshot, reload, state };
}
