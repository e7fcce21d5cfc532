/**
 * How patiently the shell loads a remote. Transient failures (a dropped connection, a server
 * restarting during a deploy) are retried with backoff; a remote that never answers is given up on
 * after the timeout so the page shows its fallback instead of spinning forever.
 *
 * Tests and QA can shorten both from the URL: `?remoteTimeout=<ms>&remoteRetries=<n>`.
 */
export interface RemoteLoadingSettings {
  /** Delays before each retry; its length is the number of retries. */
  retryDelays: number[];
  /** Budget for one load (all attempts together), in milliseconds. */
  timeoutMs: number;
}

export const DEFAULT_REMOTE_LOADING: RemoteLoadingSettings = {
  retryDelays: [300, 1000, 3000],
  timeoutMs: 15_000,
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
