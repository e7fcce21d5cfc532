import type { Queryable } from '../platform/db';
import { publicOrderId } from '../commerce/orderId';

/** One order whose money and ledger disagree, as `reconcile` prints it. */
export interface Discrepancy {
  deliveryOrderId: string;
  status: number;
  /** What the order says was paid and kept: its price once paid, less its refund. */
  orderFen: number;
  /** What the ledger says: charges less refunds. */
  ledgerFen: number;
  problem: string;
}

/**
 * The operator's `reconcile`: every delivery order's paid amount against the payment ledger.
 * An order paid (paid_at set) keeps its sum_price_fen less what delivery_refunds gave back; the
 * ledger's money entries of its payments must add up to exactly that, with at most one charge.
 * Every payment's state must also be where its last ledger entry took it. A clean database
 * answers an empty list.
 *
 * Issue 21 §4: the orders are read in bounded batches of consecutive ids (`batchSize`), each
 * batch's ledger and payments through their order-id indexes, and only the disagreeing orders
 * leave the database, so memory stays flat and time grows with the rows, not faster.
 */
export async function reconcile(q: Queryable, opts: { batchSize?: number } = {}): Promise<Discrepancy[]> {
  const size = opts.batchSize ?? 5000;
  const out: Discrepancy[] = [];
  for (let after = 0; ;) {
    const [range] = await q.query<{ hi: number | null }>(
      'SELECT max(delivery_order_id)::int AS hi FROM (SELECT delivery_order_id FROM delivery_orders WHERE delivery_order_id > $1 ORDER BY delivery_order_id LIMIT $2) b',
      [after, size],
    );
    if (range?.hi == null) return out;
    for (const r of await batchProblems(q, after, range.hi)) out.push(discrepancyOf(r));
    after = range.hi;
  }
}

interface Row {
  delivery_order_id: number;
  status: number;
  order_fen: number;
  ledger_fen: number;
  charges: number;
  charged_payments: number;
  drifted: number;
}

/** The orders with ids in (after, hi] whose money, charges or payment states disagree. */
function batchProblems(q: Queryable, after: number, hi: number) {
  return q.query<Row>(
    `SELECT * FROM (
       SELECT o.delivery_order_id, o.status,
              ((CASE WHEN o.paid_at IS NULL THEN 0 ELSE o.sum_price_fen END) - COALESCE(r.amount_fen, 0))::bigint AS order_fen,
              COALESCE(l.money, 0)::bigint AS ledger_fen,
              COALESCE(l.charges, 0)::int AS charges,
              COALESCE(p.charged, 0)::int AS charged_payments,
              COALESCE(p.drifted, 0)::int AS drifted
         FROM delivery_orders o
         LEFT JOIN delivery_refunds r ON r.delivery_order_id = o.delivery_order_id
         LEFT JOIN (SELECT delivery_order_id, sum(money_fen) AS money, count(*) FILTER (WHERE money_fen > 0) AS charges
                      FROM payment_ledger WHERE delivery_order_id > $1 AND delivery_order_id <= $2
                     GROUP BY delivery_order_id) l ON l.delivery_order_id = o.delivery_order_id
         LEFT JOIN (SELECT p.delivery_order_id,
                           count(*) FILTER (WHERE p.state IN ('succeeded', 'refunded')) AS charged,
                           count(*) FILTER (WHERE last.to_state IS DISTINCT FROM p.state) AS drifted
                      FROM cashier_payments p
                      LEFT JOIN (SELECT DISTINCT ON (e.payment_id) e.payment_id, e.to_state FROM payment_ledger e
                                  WHERE e.delivery_order_id > $1 AND e.delivery_order_id <= $2
                                  ORDER BY e.payment_id, e.entry_id DESC) last ON last.payment_id = p.payment_id
                     WHERE p.delivery_order_id > $1 AND p.delivery_order_id <= $2
                     GROUP BY p.delivery_order_id) p ON p.delivery_order_id = o.delivery_order_id
        WHERE o.delivery_order_id > $1 AND o.delivery_order_id <= $2) s
      WHERE order_fen <> ledger_fen OR charges > 1 OR charged_payments > 1 OR drifted > 0
      ORDER BY delivery_order_id`,
    [after, hi],
  );
}

function discrepancyOf(r: Row): Discrepancy {
  const problems: string[] = [];
  if (Number(r.order_fen) !== Number(r.ledger_fen)) problems.push('已付金额与支付流水不符');
  if (r.charges > 1) problems.push(`流水记录了${r.charges}次扣款`);
  if (r.charged_payments > 1) problems.push(`${r.charged_payments}笔支付成功`);
  if (r.drifted > 0) problems.push('支付状态与流水不符');
  return {
    deliveryOrderId: publicOrderId(r.delivery_order_id),
    status: r.status,
    orderFen: Number(r.order_fen),
    ledgerFen: Number(r.ledger_fen),
    problem: problems.join('；'),
  };
}
