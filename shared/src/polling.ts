import { useEffect, useRef } from 'react';
// By the package name, as the root does: one shared instance of the client (its ApiError class).
import { isApiError } from '@tcm/shared/core';

/** What one look at a payment found: settled one way or the other, or not yet (null: ask again). */
export type Settlement = { settled: 'succeeded' } | { settled: 'failed'; message: string } | null;

export interface SettlementPollingOptions {
  /** The payment being watched (an order number, a payment id); null watches nothing. */
  subject: string | null;
  /** Polling runs only while true (its dialog is open). */
  active: boolean;
  /** One look at the subject. */
  ask: (subject: string) => Promise<Settlement>;
  everyMs: number;
  onSucceeded: () => void;
  /** Why it failed, or the server's refusal (`refusalFallback` when it gave no words). Polling has stopped. */
  onFailed: (message: string) => void;
  refusalFallback?: string;
}

/**
 * Asks for a payment's state every `everyMs` while active (spec 2 §4, spec 3 §4: every 3 s), for the
 * clinic's WeChat QR and the cashier alike. It stops for good once settled, and whenever it is
 * deactivated (a dialog closed), the subject changes or the page unmounts: the cleanup clears the
 * timer and marks an answer still in flight as stale, so a late answer can neither navigate nor
 * toast. A tick is skipped while the previous look is still open, so a slow server never has two.
 */
export function useSettlementPolling({ subject, active, ask, everyMs, onSucceeded, onFailed, refusalFallback = '' }: SettlementPollingOptions): void {
  const latest = useRef({ ask, onSucceeded, onFailed, refusalFallback });
  latest.current = { ask, onSucceeded, onFailed, refusalFallback };

  useEffect(() => {
    if (!active || !subject) return undefined;
    let stopped = false;
    let busy = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
    };
    const tick = async () => {
      if (busy || stopped) return;
      busy = true;
      try {
        const found = await latest.current.ask(subject);
        if (stopped || !found) return;
        stop();
        if (found.settled === 'succeeded') latest.current.onSucceeded();
        else latest.current.onFailed(found.message);
      } catch (error) {
        // An unreachable server may come back: keep asking. A refusal will not change by asking again.
        if (!stopped && isApiError(error)) {
          stop();
          latest.current.onFailed(error.message || latest.current.refusalFallback);
        }
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void tick(), everyMs);
    return stop;
  }, [active, subject, everyMs]);
}
