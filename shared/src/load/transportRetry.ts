// By the package name, as polling.ts does: one shared instance of the client (its error classes).
import { TransportError } from '@tcm/shared/core';

/** How often a read is asked again after the server could not be reached, and how long it waits first. */
export const TRANSPORT_RETRY_DELAYS_MS = [500, 1500];

/**
 * Only an unreachable server (or an answer that is not the envelope) is worth asking again: the
 * network may come back. A refusal (ApiError: 无权限, 不存在 …) or a bug in the page gives the same
 * answer the second time, and a refusal has already been toasted once.
 */
export function isRetryable(error: unknown): boolean {
  return error instanceof TransportError;
}

/** Waits `ms`, or rejects as soon as the read no longer matters (so no timer outlives its page). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `read`, and again after each delay of `delays` while it fails with a transport error and
 * the read still matters. The last failure is thrown as it is.
 */
export async function withTransportRetry<T>(
  read: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
  delays: readonly number[] = TRANSPORT_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read(signal);
    } catch (error) {
      if (signal.aborted || attempt >= delays.length || !isRetryable(error)) throw error;
      await pause(delays[attempt], signal);
    }
  }
}
