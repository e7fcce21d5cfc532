import type { SweepStep } from '../platform/jobs/sweeper';
import { CLOCK_MOVES, fromsOf } from './deliveryStateMachine';
import { expireLocked, type OrderRow } from './orders';
import { payments } from './ports';

/**
 * The sweeper's step of the commerce: unpaid delivery orders past their deadline → -1 超时未支付,
 * their awaiting payment closed, as every read already shows them (orderStatus.ts). An order whose
 * payment the provider is processing waits for its result (the cashier's step, before this one).
 */
export const expireDueOrders: SweepStep<unknown> = {
  name: 'expiredOrders',
  run: async (tx, _ctx, now, limit) => {
    const due = await tx.query<OrderRow>(
      `SELECT o.* FROM delivery_orders o
        WHERE o.status IN (${fromsOf(CLOCK_MOVES.deadline).join(', ')}) AND o.pay_deadline <= $1
          AND NOT EXISTS (SELECT 1 FROM ${payments().processingSql('o')} r)
        ORDER BY o.pay_deadline LIMIT $2 FOR UPDATE OF o SKIP LOCKED`,
      [now, limit],
    );
    for (const o of due) await expireLocked(tx, o, now);
    return due.length;
  },
};
