import { useRef } from 'react';
import { useSettlementPolling, type Settlement } from '@tcm/shared';
import { PAY_POLL_MS } from '@tcm/shared/commerce';
import { fetchPayStatus } from '../../api/cashier';
import type { PayFailureKind } from './payProblems';
import { CASHIER_MSG } from './cashierText';

export interface StatusPollingOptions {
  /** The payment being watched; null watches nothing. */
  paymentId: string | null;
  /** Polling runs only while true (its dialog is open). */
  active: boolean;
  onSucceeded: () => void;
  /**
   * The provider's statusDesc (交易失败，请重试 when empty) with what failed (the status's failure),
   * or the server's refusal of the question ('query'). Polling has stopped.
   */
  onFailed: (message: string, kind: PayFailureKind | undefined) => void;
}

/**
 * Asks for the payment's status every 3 s (spec 3 §4, §9) while active; stops for good on
 * succeeded or failed, when deactivated (a dialog closed), when the payment changes and on unmount.
 */
export function useStatusPolling({ paymentId, active, onSucceeded, onFailed }: StatusPollingOptions): void {
  // What the last failed status said failed; unset, the failure was the question's own refusal.
  const failure = useRef<PayFailureKind | undefined>(undefined);
  useSettlementPolling({
    subject: paymentId,
    active,
    everyMs: PAY_POLL_MS,
    ask: async (id): Promise<Settlement> => {
      failure.current = 'query';
      const status = await fetchPayStatus(id);
      failure.current = undefined;
      if (status.statusCode === 'succeeded') return { settled: 'succeeded' };
      if (status.statusCode === 'failed') {
        failure.current = status.failure;
        return { settled: 'failed', message: status.statusDesc.trim() || CASHIER_MSG.payFailed };
      }
      return null;
    },
    onSucceeded,
    onFailed: (message) => onFailed(message, failure.current),
    refusalFallback: CASHIER_MSG.payFailed,
  });
}
