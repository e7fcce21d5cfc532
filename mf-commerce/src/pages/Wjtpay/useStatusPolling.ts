import { useEffect, useRef } from 'react';
import { isApiError } from '@tcm/shared';
import { PAY_POLL_MS } from '@tcm/shared/clinic';
import { fetchPayStatus } from '../../api/cashier';
import { CASHIER_MSG } from './cashierText';

export interface StatusPollingOptions {
  /** The payment being watched; null watches nothing. */
  paymentId: string | null;
  /** Polling runs only while true (its dialog is open). */
  active: boolean;
  onSucceeded: () => void;
  /** The provider's statusDesc, or the server's refusal, or 交易失败，请重试. Polling has stopped. */
  onFailed: (message: string) => void;
}

/**
 * Asks for the payment's status every 3 s (spec 3 §4, §9) while active. It stops for good on
 * succeeded or failed, and whenever it is deactivated (a dialog closed), the payment changes or the
 * page unmounts: the cleanup clears the timer and marks an answer still in flight as stale, so a
 * late answer can neither navigate nor toast. A tick is skipped while the previous question is
 * still open, so a slow server never has two for one payment.
 */
export function useStatusPolling({ paymentId, active, onSucceeded, onFailed }: StatusPollingOptions): void {
  const handlers = useRef({ onSucceeded, onFailed });
  handlers.current = { onSucceeded, onFailed };

  useEffect(() => {
    if (!active || !paymentId) return undefined;
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
        const status = await fetchPayStatus(paymentId);
        if (stopped) return;
        if (status.statusCode === 'succeeded') {
          stop();
          handlers.current.onSucceeded();
        } else if (status.statusCode === 'failed') {
          stop();
          handlers.current.onFailed(status.statusDesc.trim() || CASHIER_MSG.payFailed);
        }
      } catch (error) {
        // An unreachable server may come back: keep asking. A refusal will not change by asking again.
        if (!stopped && isApiError(error)) {
          stop();
          handlers.current.onFailed(error.message || CASHIER_MSG.payFailed);
        }
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(tick, PAY_POLL_MS);
    return stop;
  }, [active, paymentId]);
}
