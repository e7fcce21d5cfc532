import type { RemoteLoadingSettings } from '../config/remoteLoading';

/** The remote answered, but not with what the shell needs: retrying cannot help. */
export class RemoteContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteContractError';
  }
}

export class RemoteTimeoutError extends Error {
  constructor(label: string, ms: number) {
    super(`${label} did not load within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(label, ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Runs `attempt` until it succeeds, waiting `retryDelays[i]` before retry i, all within one time
 * budget: a hanging attempt is cut off when the budget runs out rather than waited on forever.
 */
export async function withRetry<T>(
  attempt: (n: number) => Promise<T>,
  { retryDelays, timeoutMs }: Pick<RemoteLoadingSettings, 'retryDelays' | 'timeoutMs'>,
  label: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = new RemoteTimeoutError(label, timeoutMs);
  for (let n = 0; n <= retryDelays.length; n++) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) break;
    try {
      return await withTimeout(attempt(n), remaining, label);
    } catch (error) {
      lastError = error;
      if (error instanceof RemoteContractError) throw error;
    }
    if (n < retryDelays.length) {
      if (Date.now() + retryDelays[n] >= deadline) break;
      await sleep(retryDelays[n]);
    }
  }
  throw lastError;
}
