import { useEffect, useRef } from 'react';
import { isApiError, PAY_RESULT_FAILED } from '@tcm/shared';
import { PAID_CODE, PAY_POLL_MS } from '../clinic/payment';
import { queryPayResult } from './payApi';

export interface PayPollingOptions {
  /** The order being watched; null watches nothing. */
  outTradeNo: string | null;
  /** Polling runs only while true (the dialog is open). */
  active: boolean;
  onPaid: () => void;
  /** The provider refused the payment, or the server answered an error: polling has stopped. */
  onFailed: (message: string) => void;
}

export const PAY_FAILED_TEXT = '支付未成功，请刷新二维码后重新支付';

/**
 * Asks for the order's state every PAY_POLL_MS (spec 2 §4: every 3 s) while active. It stops for
 * good on 1103 (paid) or a refusal, and whenever the dialog closes, the order changes (刷新二维码) or
 * the page unmounts: the cleanup clears the timer and marks any answer still in flight as stale,
 * so a late answer can neither navigate nor toast. A tick is skipped while the previous one is
 * still waiting, so a slow server never has two questions open for one order.
 */
export function usePayPolling({ outTradeNo, active, onPaid, onFailed }: PayPollingOptions): void {
  const handlers = useRef({ onPaid, onFailed });
  handlers.current = { onPaid, onFailed };

  useEffect(() => {
    if (!active || !outTradeNo) return undefined;
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
        const code = await queryPayResult(outTradeNo);
        if (stopped) return;
        if (code === PAID_CODE) {
          stop();
          handlers.current.onPaid();
        } else if (code === PAY_RESULT_FAILED) {
          stop();
          handlers.current.onFailed(PAY_FAILED_TEXT);
        }
      } catch (error) {
        // An unreachable server may come back: keep asking. A refusal will not change by asking again.
        if (!stopped && isApiError(error)) {
          stop();
          handlers.current.onFailed(error.message);
        }
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(tick, PAY_POLL_MS);
    return stop;
  }, [active, outTradeNo]);
}
