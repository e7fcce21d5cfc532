import type { SweepStep } from '../platform/jobs/sweeper';
import type { CashierCtx } from './context';
import { settleInTx } from './settle';

/**
 * The sweeper's step of the cashier: due payment results (the provider's answer once settle_at has
 * passed) → succeeded / failed, the order paid or payable again (settle.ts). It runs first, so a
 * payment taken in time is never lost to the orders' expiry.
 */
export const settleDuePayments: SweepStep<Pick<CashierCtx, 'adapay'>> = {
  name: 'settledPayments',
  run: async (tx, ctx, now, limit) => {
    const due = await tx.query<{ payment_id: string; delivery_order_id: number }>(
      `SELECT payment_id, delivery_order_id FROM cashier_payments WHERE state = 'processing' AND settle_at <= $1 ORDER BY settle_at LIMIT $2`,
      [now, limit],
    );
    // settleInTx locks the order, then the payment: the order every request locks them in.
    for (const p of due) await settleInTx(tx, ctx, p, now);
    return due.length;
  },
};
