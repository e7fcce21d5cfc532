import { deliveryPriceFen, teaPriceFen } from '@tcm/shared/commerce';
import { one, type Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { CLINIC_MSG } from '../clinic/messages';
import { chargeFen } from '../clinic/engine';
import { withPrescriptions } from '../clinic/general';
import { prescriptionInfos, type VisitRow } from '../clinic/visits';
import { CASHIER_MSG } from '../cashier/messages';
import { openPaymentOf } from '../cashier/ledger';
import { closeOpenPayment, type OrderRow } from './orders';

/** The money columns are PostgreSQL `integer` fen. */
const MAX_FEN = 2_147_483_647;

/**
 * A herb or weight of prescription `no` changed while its delivery order is unpaid (0 or 99): the
 * open order follows it, in the caller's transaction (the visit row locked, then the order row, as
 * placement does): its herbs as kept, the herbs' price per dose (per box for a custom tea) and its
 * sum, with the form, doses, packing and shipping it was placed with. The status does not move.
 *
 * Refused (and rolled back) when an order of the prescription is paid after all. A payment the
 * provider is processing is for the old sum: the change is refused until it has its
 * result (then the order is paid and locked, or payable again). A payment awaiting its SMS code or
 * its scan is closed (订单金额已变更，请重新发起支付): the next 立即支付 asks for the new sum, and
 * the cashier never takes a payment whose amount is not the order's (settle.ts).
 */
export async function repriceOpenOrder(tx: Queryable, visitRecordId: number, no: number, now: Date): Promise<void> {
  // Every order of the prescription locked, then judged: a payment settled since the lock check
  // (prescriptionModel.ts) read the order is seen here, and the whole change is refused.
  const orders = await tx.query<OrderRow>(
    'SELECT * FROM delivery_orders WHERE visit_record_id = $1 AND prescription_no = $2 ORDER BY delivery_order_id DESC FOR UPDATE',
    [visitRecordId, no],
  );
  if (orders.some((o) => o.status >= 1 && o.status <= 5)) fail(CLINIC_MSG.prescriptionLocked);
  const order = orders.find((o) => o.status === 0 || o.status === 99);
  if (!order) return;
  const open = await openPaymentOf(tx, order.delivery_order_id);
  if (open?.state === 'processing') fail(CLINIC_MSG.prescriptionPaying);
  const visit = withPrescriptions((await one<VisitRow>(tx, 'SELECT * FROM visit_records WHERE visit_record_id = $1', [visitRecordId]))!);
  const herbs = visit.current_result.prescriptions[no]?.herbs;
  const info = prescriptionInfos(visit).prescriptionInfos[no];
  if (!herbs || !info) return;
  const perDose = chargeFen({ count: 1, herbs });
  const tea = visit.kind === 'customTea';
  const sum = tea
    ? teaPriceFen({ herbFenPerBox: perDose, formFeePerBox: order.form_fee_fen, boxes: order.form_count, shippingFee: order.shipping_fee_fen })
    : deliveryPriceFen({
        herbFenPerDose: perDose,
        formFeePerDose: order.form_fee_fen,
        formCount: order.form_count,
        quantityDispensed: order.quantity_dispensed,
        shippingFee: order.shipping_fee_fen,
      });
  if (!Number.isSafeInteger(sum) || sum > MAX_FEN) fail(CLINIC_MSG.prescriptionOrderTooLarge);
  // A tea order keeps its boxes as the count (as placed: customTea.ts).
  const kept = tea ? { ...info, count: order.form_count, charge: perDose * order.form_count } : info;
  await tx.query(
    `UPDATE delivery_orders SET herb_fen_per_dose = $2, sum_price_fen = $3, prescription = $4::jsonb
      WHERE delivery_order_id = $1 AND status IN (0, 99)`,
    [order.delivery_order_id, perDose, sum, JSON.stringify(kept)],
  );
  if (open?.state === 'awaiting' && open.amount_fen !== sum) await closeOpenPayment(tx, order.delivery_order_id, 'system', now, CASHIER_MSG.amountChanged);
}
