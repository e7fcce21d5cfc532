/**
 * The two boot requests, started from the entry module (index.ts) before the async boundary, so they
 * run while the shared chunks (React, Arco, the router…) download instead of after them. index.html
 * preloads the same two URLs (`<link rel="preload" as="fetch" crossorigin>`); these fetches are made
 * exactly like that preload — same URL, GET, mode cors, credentials same-origin, no extra header —
 * so the browser hands them the preloaded responses instead of asking twice.
 *
 * Nothing here may import a shared module (React, @tcm/shared…): it runs before federation is set up.
 * The config is public (no token needed), so it is fetched without the Authorization header the API
 * client would add.
 */
export const POINTER_URL = '/remotes.json';
export const CONFIG_URL = '/api/portal/config';
export const BOOT_TIMEOUT_MS = 10_000;

export interface BootFetches {
  pointer: Promise<Response>;
  config: Promise<Response>;
}

let started: BootFetches | null = null;

function quiet(promise: Promise<Response>): Promise<Response> {
  // Consumed later by loadBootData; until then a failure must not be an unhandled rejection.
  promise.catch(() => {});
  return promise;
}

/** Starts both requests once; later calls return the same ones until they are taken. */
export function startBootFetches(): BootFetches {
  if (!started) {
    const signal = AbortSignal.timeout(BOOT_TIMEOUT_MS);
    started = { pointer: quiet(fetch(POINTER_URL, { signal })), config: quiet(fetch(CONFIG_URL, { signal })) };
  }
  return started;
}

/** The started requests (starting them if the entry did not), handed out once. */
export function takeBootFetches(): BootFetches {
  const fetches = startBootFetches();
  started = null;
  return fetches;
}
