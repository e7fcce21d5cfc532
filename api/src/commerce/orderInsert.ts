import type { Queryable } from '../platform/db';
import { addMs } from '../platform/lib/time';
import { PAY_DEADLINE_MS } from '@tcm/shared/commerce';
import type { RegionNames } from './region';
import { liveOrderOf, publicOrderId } from './orders';

/** A new order's row as both placements (a prescription, a custom tea) compute it: prices in fen. */
export interface NewOrder {
  userId: number;
  visitRecordId: number;
  prescriptionNo: number;
  form: { formCode: string; formName: string; feePerDose: number };
  centre: { deliveryId: string; deliveryName: string; shippingFee: number };
  formCount: number;
  quantityDispensed: number;
  herbFenPerDose: number;
  sumFen: number;
  recipient: { name: string; phone: string; zipCode: string; remark: string };
  address: RegionNames & { street: string };
  /** The prescription as dispensed, stored with the order. */
  prescription: unknown;
}

/** The recipient as a placement form sends it (both forms share these fields; checked before). */
export function recipientOf(input: { recipientName?: string; recipientPhone?: string; zipCode?: string; remark?: string }): NewOrder['recipient'] {
  return { name: input.recipientName!.trim(), phone: input.recipientPhone!.trim(), zipCode: (input.zipCode ?? '').trim(), remark: (input.remark ?? '').trim() };
}

/**
 * Writes a placed order (status 0, to pay by now + PAY_DEADLINE_MS) unless the prescription already
 * has a live one, which is answered instead (the unique index decides when two placements race), and
 * removes that prescription's draft. Runs inside the placement's transaction, after its checks.
 */
export async function insertLiveOrder(tx: Queryable, o: NewOrder, now: Date): Promise<{ deliveryOrderId: string; created: boolean }> {
  const rows = await tx.query<{ delivery_order_id: number }>(
    `INSERT INTO delivery_orders (user_id, visit_record_id, prescription_no, status, form, form_name, delivery_id, delivery_name,
       form_count, quantity_dispensed, herb_fen_per_dose, form_fee_fen, shipping_fee_fen, sum_price_fen,
       recipient_name, recipient_phone, province, city, county, street, zip_code, remark, prescription, created_at, pay_deadline)
     VALUES ($1, $2, $3, 0, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)
     ON CONFLICT (visit_record_id, prescription_no) WHERE status >= 0 DO NOTHING
     RETURNING delivery_order_id`,
    [
      o.userId,
      o.visitRecordId,
      o.prescriptionNo,
      o.form.formCode,
      o.form.formName,
      o.centre.deliveryId,
      o.centre.deliveryName,
      o.formCount,
      o.quantityDispensed,
      o.herbFenPerDose,
      o.form.feePerDose,
      o.centre.shippingFee,
      o.sumFen,
      o.recipient.name,
      o.recipient.phone,
      o.address.province,
      o.address.city,
      o.address.county,
      o.address.street,
      o.recipient.zipCode,
      o.recipient.remark,
      JSON.stringify(o.prescription),
      now,
      addMs(now, PAY_DEADLINE_MS),
    ],
  );
  if (rows.length === 0) return { deliveryOrderId: publicOrderId((await liveOrderOf(tx, o.visitRecordId, o.prescriptionNo, now))!), created: false };
  await tx.query('DELETE FROM delivery_drafts WHERE user_id = $1 AND visit_record_id = $2 AND prescription_no = $3', [
    o.userId,
    o.visitRecordId,
    o.prescriptionNo,
  ]);
  return { deliveryOrderId: publicOrderId(rows[0].delivery_order_id), created: true };
}
