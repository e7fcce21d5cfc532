import type { Queryable } from '../platform/db';
import { randomHex } from '../platform/lib/random';
import { assertPaymentMove, type PaymentState } from './paymentStateMachine';

/**
 * The delivery orders' payments and their ledger (migration 011). Every change of a payment's state
 * is written here together with the change, in the caller's transaction: who, when, from, to, the
 * payment's amount and the money it moved, and only along the arrows of paymentStateMachine.ts.
 * Nothing else writes the tables, so no change can skip its ledger entry or its transition table.
 * The cashier uses it, and the delivery orders' own moves through the commerce's port
 * (orderPayments.ts: refund, expiry, the back office's pay-order).
 */

export type PaymentChannel = 'fast_pay' | 'alipay_qr' | 'back_office';
export type { PaymentState };

export interface OrderPaymentRow {
  payment_id: string;
  delivery_order_id: number;
  user_id: number;
  channel: PaymentChannel;
  amount_fen: number;
  state: PaymentState;
  card_no: string | null;
  tel_no: string | null;
  sms_code_id: number | null;
  outcome: 'succeeded' | 'failed' | null;
  reason: string;
  created_at: Date;
  confirmed_at: Date | null;
  settle_at: Date | null;
  ended_at: Date | null;
}

/** Who made a change: `user:<id>`, `provider:<name>`, `payer` (the provider page), `operator`, `seed`. */
export type Actor = string;
export const userActor = (userId: number): Actor => `user:${userId}`;

/** The payment number users and the provider see: 64 random bits, so nobody guesses another's. */
export const newPaymentId = () => `PAY${randomHex(12).toUpperCase()}`;

/** Money moved by entering `to` from `from`: the charge, the refund, or nothing. */
function moneyOf(from: PaymentState | null, to: PaymentState, amountFen: number): number {
  if (to === 'succeeded') return amountFen;
  if (to === 'refunded' && from === 'succeeded') return -amountFen;
  return 0;
}

async function record(
  tx: Queryable,
  p: Pick<OrderPaymentRow, 'payment_id' | 'delivery_order_id' | 'amount_fen'>,
  actor: Actor,
  from: PaymentState | null,
  to: PaymentState,
  at: Date,
) {
  await tx.query(
    `INSERT INTO payment_ledger (payment_id, delivery_order_id, actor, from_state, to_state, amount_fen, money_fen, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [p.payment_id, p.delivery_order_id, actor, from, to, p.amount_fen, moneyOf(from, to, p.amount_fen), at],
  );
}

export interface NewPayment {
  orderPk: number;
  userId: number;
  channel: PaymentChannel;
  amountFen: number;
  state: 'awaiting' | 'succeeded' | 'failed';
  cardNo?: string;
  telNo?: string;
  reason?: string;
}

/** Creates a payment (with its first ledger entry). */
export async function insertPayment(tx: Queryable, p: NewPayment, actor: Actor, now: Date): Promise<OrderPaymentRow> {
  assertPaymentMove('new', p.state);
  const ended = p.state === 'awaiting' ? null : now;
  const [row] = await tx.query<OrderPaymentRow>(
    `INSERT INTO cashier_payments (payment_id, delivery_order_id, user_id, channel, amount_fen, state, card_no, tel_no, reason, created_at, confirmed_at, ended_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING *`,
    [newPaymentId(), p.orderPk, p.userId, p.channel, p.amountFen, p.state, p.cardNo ?? null, p.telNo ?? null, p.reason ?? '', now, ended],
  );
  await record(tx, row, actor, null, p.state, now);
  return row;
}

/**
 * Moves a payment from `from` to `to` (with `set` columns), only if it is still in `from`: the
 * UPDATE names the state it leaves, so two racing changes cannot both happen. Answers the row
 * after, or undefined when the payment was no longer in `from` (nothing changed, nothing recorded).
 */
export async function movePayment(
  tx: Queryable,
  paymentId: string,
  from: PaymentState,
  to: PaymentState,
  actor: Actor,
  now: Date,
  set: { reason?: string; outcome?: 'succeeded' | 'failed'; settleAt?: Date; confirmed?: boolean } = {},
): Promise<OrderPaymentRow | undefined> {
  assertPaymentMove(from, to);
  const ends = to !== 'awaiting' && to !== 'processing';
  const [row] = await tx.query<OrderPaymentRow>(
    `UPDATE cashier_payments SET state = $3,
            reason = COALESCE($4, reason),
            outcome = COALESCE($5, outcome),
            settle_at = COALESCE($6, settle_at),
            confirmed_at = CASE WHEN $7 THEN $8 ELSE confirmed_at END,
            ended_at = CASE WHEN $9 THEN $8 ELSE ended_at END
      WHERE payment_id = $1 AND state = $2 RETURNING *`,
    [paymentId, from, to, set.reason ?? null, set.outcome ?? null, set.settleAt ?? null, !!set.confirmed, now, ends],
  );
  if (!row) return undefined;
  await record(tx, row, actor, from, to, now);
  return row;
}

/** The order's charged payment (succeeded, not refunded), locked. */
export const chargedPaymentOf = async (tx: Queryable, orderPk: number) =>
  (await tx.query<OrderPaymentRow>(`SELECT * FROM cashier_payments WHERE delivery_order_id = $1 AND state = 'succeeded' FOR UPDATE`, [orderPk]))[0];

/** The order's open payment (awaiting or processing), locked. */
export const openPaymentOf = async (tx: Queryable, orderPk: number) =>
  (
    await tx.query<OrderPaymentRow>(`SELECT * FROM cashier_payments WHERE delivery_order_id = $1 AND state IN ('awaiting', 'processing') FOR UPDATE`, [orderPk])
  )[0];
