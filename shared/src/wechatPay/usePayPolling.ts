import { PAY_RESULT_FAILED, useSettlementPolling, type Settlement } from '@tcm/shared';
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
 * Asks for the order's state every PAY_POLL_MS (spec 2 §4: every 3 s) while active; stops for good
 * on 1103 (paid) or a refusal, when the dialog closes, when the order changes (刷新二维码) and on unmount.
 */
export function usePayPolling({ outTradeNo, active, onPaid, onFailed }: PayPollingOptions): void {
  useSettlementPolling({
    subject: outTradeNo,
    active,
    everyMs: PAY_POLL_MS,
    ask: async (no): Promise<Settlement> => {
      const code = await queryPayResult(no);
      if (code === PAID_CODE) return { settled: 'succeeded' };
      if (code === PAY_RESULT_FAILED) return { settled: 'failed', message: PAY_FAILED_TEXT };
      return null;
    },
    onSucceeded: onPaid,
    onFailed,
  });
}
