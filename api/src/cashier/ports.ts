import type { DeliveryStatus } from '@tcm/shared/contract';
import type { Db, Queryable } from '../platform/db';
import { port } from '../platform/ports';

/** A delivery order as its payments need it. */
export interface PayableOrder {
  delivery_order_id: number;
  user_id: number;
  /** The delivery status (0 待支付, 99 可重新支付, 1 已支付 …, negative: dead). */
  status: DeliveryStatus;
  pay_deadline: Date;
  sum_price_fen: number;
}

/** A move of the order a payment makes: paid, a failed payment recorded, expired at its deadline. */
export type PaymentOrderEvent = 'pay' | 'payFail' | 'expire';

/** What the cashier asks of the commerce: the delivery orders it takes payments for. */
export interface PayableOrders {
  /** One order of this user; another user's, or none, answers 订单不存在. */
  owned(q: Queryable, userId: number, orderId: string): Promise<PayableOrder>;
  /** An order by its key (a payment's), or undefined. */
  byPk(q: Queryable, orderPk: number): Promise<PayableOrder | undefined>;
  /** The order's row locked, inside a payment's transaction (the order first, then the payment). */
  lock(tx: Queryable, orderPk: number): Promise<PayableOrder>;
  /** The pay deadline applied on a read: an unpaid order past it moves to -1 (its awaiting payment closed). */
  expireIfDue(db: Db, order: PayableOrder, now: Date): Promise<PayableOrder>;
  /** The order moves by the delivery state machine, stamped at `at`; refused (BizError) like any move outside its table. */
  move(tx: Queryable, order: PayableOrder, event: PaymentOrderEvent, at: Date): Promise<void>;
  /** Why an order in `status` cannot move by `event` (the state machine's refusal: 订单已完成，不能支付). */
  refusal(status: number, event: PaymentOrderEvent): string;
  /** The order's words a payment is closed with: its deadline passed, it was cancelled. */
  readonly words: { payTimedOut: string; orderCancelled: string };
}

export const orders = port<PayableOrders>('cashier', 'orders');
