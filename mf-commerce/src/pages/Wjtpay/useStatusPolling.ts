import { useSettlementPolling, type Settlement } from '@tcm/shared';
import { PAY_POLL_MS } from '@tcm/shared/commerce';
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
 * Asks for the payment's status every 3 s (spec 3 §4, §9) while active; stops for good on
 * succeeded or failed, when deactivated (a dialog closed), when the payment changes and on unmount.
 */
export function useStatusPolling({ paymentId, active, onSucceeded, onFailed }: StatusPollingOptions): void {
  useSettlementPolling({
    subject: paymentId,
    active,
    everyMs: PAY_POLL_MS,
    ask: async (id): Promise<Settlement> => {
      const status = await fetchPayStatus(id);
      if (status.statusCode === 'succeeded') return { settled: 'succeeded' };
      if (status.statusCode === 'failed') return { settled: 'failed', message: status.statusDesc.trim() || CASHIER_MSG.payFailed };
      return null;
    },
    onSucceeded,
    onFailed,
    refusalFallback: CASHIER_MSG.payFailed,
  });
}
