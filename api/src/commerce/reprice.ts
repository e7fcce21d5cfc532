import { deliveryPriceFen, teaPriceFen } from '@tcm/shared/commerce';
import type { Queryable } from '../platform/db';
import type { OrderRow } from './orders';
import { payments, type PrescriptionCore } from './ports';

/** The money columns are PostgreSQL `integer` fen. */
const MAX_FEN = 2_147_483_647;

/** A prescription whose herbs changed, as the clinic hands it over (clinic/ports.ts, ChangedPrescription). */
export interface ChangedPrescription {
  visitRecordId: number;
  no: number;
  customTea: boolean;
  core: PrescriptionCore;
  herbFenPerDose: number;
}

/**
 * A herb or weight of prescription `no` changed while its delivery order is unpaid (0 or 99): the
 * open order follows it, in the caller's transaction (the visit row locked, then the order row, as
 * placement does): its herbs as kept, the herbs' price per dose (per box for a custom tea) and its
 * sum, with the form, doses, packing and shipping it was placed with. The status does not move.
 *
 * Refused (the caller rolls back) when an order of the prescription is paid after all ('paid'). A
 * payment the provider is processing is for the old sum: the change is refused until it has its
 * result ('paying'; then the order is paid and locked, or payable again). A payment awaiting its
 * SMS code or its scan is closed (the cashier's 订单金额已变更，请重新发起支付): the next 立即支付 asks
 * for the new sum, and the cashier never takes a payment whose amount is not the order's.
 */
export async function repriceOpenOrder(tx: Queryable, change: ChangedPrescription, now: Date): Promise<'paid' | 'paying' | 'tooLarge' | undefined> {
  // Every order of the prescription locked, then judged: a payment settled since the lock check
  // (the clinic's prescriptionModel.ts) read the order is seen here, and the whole change is refused.
  const orders = await tx.query<OrderRow>(
    'SELECT * FROM delivery_orders WHERE visit_record_id = $1 AND prescription_no = $2 ORDER BY delivery_order_id DESC FOR UPDATE',
    [change.visitRecordId, change.no],
  );
  if (orders.some((o) => o.status >= 1 && o.status <= 5)) return 'paid';
  const order = orders.find((o) => o.status === 0 || o.status === 99);
  if (!order) return undefined;
  const open = await payments().openPaymentState(tx, order.delivery_order_id);
  if (open === 'processing') return 'paying';
  const perDose = change.herbFenPerDose;
  const sum = change.customTea
    ? teaPriceFen({ herbFenPerBox: perDose, formFeePerBox: order.form_fee_fen, boxes: order.form_count, shippingFee: order.shipping_fee_fen })
    : deliveryPriceFen({
        herbFenPerDose: perDose,
        formFeePerDose: order.form_fee_fen,
        formCount: order.form_count,
        quantityDispensed: order.quantity_dispensed,
        shippingFee: order.shipping_fee_fen,
      });
  if (!Number.isSafeInteger(sum) || sum > MAX_FEN) return 'tooLarge';
  // A tea order keeps its boxes as the count (as placed: customTea.ts).
  const kept = change.customTea ? { ...change.core, count: order.form_count, charge: perDose * order.form_count } : change.core;
  await tx.query(
    `UPDATE delivery_orders SET herb_fen_per_dose = $2, sum_price_fen = $3, prescription = $4::jsonb
      WHERE delivery_order_id = $1 AND status IN (0, 99)`,
    [order.delivery_order_id, perDose, sum, JSON.stringify(kept)],
  );
  if (open === 'awaiting') await payments().amountChanged(tx, order.delivery_order_id, sum, now);
}
