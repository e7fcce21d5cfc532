/**
 * How patiently the shell loads a remote. Transient failures (a dropped connection, a server
 * restarting during a deploy) are retried with a short backoff, so a remote that refuses shows its
 * fallback (该功能暂时不可用 / 重试) within 3 s of the navigation (issue 32); one that never answers
 * offers 重试 beside its spinner after `slowAfterMs` and is given up on after the timeout, so the
 * page never spins forever.
 *
 * Tests and QA can shorten both from the URL: `?remoteTimeout=<ms>&remoteRetries=<n>`.
 */
export interface RemoteLoadingSettings {
  /** Delays before each retry; its length is the number of retries. */
  retryDelays: number[];
  /** Budget for one load (all attempts together), in milliseconds. */
  timeoutMs: number;
  /** A load still under way this long is slow: its spinner says so and offers 重试. */
  slowAfterMs: number;
}

export const DEFAULT_REMOTE_LOADING: RemoteLoadingSettings = {
  // Two retries (a 5xx twice then 200 still loads) that end about 1 s after the first failure.
  retryDelays: [250, 750],
  timeoutMs: 15_000,
  slowAfterMs: 3000,
};

let current: RemoteLoadingSettings = DEFAULT_REMOTE_LOADING;

export function remoteLoadingSettings(): RemoteLoadingSettings {
  return current;
}

export function configureRemoteLoading(settings: Partial<RemoteLoadingSettings>): void {
  current = { ...current, ...settings };
}

/** Reads the overrides from a query string; anything malformed keeps the default. */
export function remoteLoadingFromQuery(search: string): Partial<RemoteLoadingSettings> {
  const params = new URLSearchParams(search);
  const out: Partial<RemoteLoadingSettings> = {};
  const timeout = Number(params.get('remoteTimeout'));
  if (params.has('remoteTimeout') && Number.isFinite(timeout) && timeout > 0) out.timeoutMs = timeout;
  const retries = Number(params.get('remoteRetries'));
  if (params.has('remoteRetries') && Number.isInteger(retries) && retries >= 0) {
    out.retryDelays = DEFAULT_REMOTE_LOADING.retryDelays.slice(0, retries);
    while (out.retryDelays.length < retries) out.retryDelays.push(DEFAULT_REMOTE_LOADING.retryDelays.at(-1)!);
  }
  return out;
}
