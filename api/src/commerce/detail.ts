import type { DeliveryOrderDetail, InquiryWire, Patient, PricePart } from '@tcm/shared/contract';
import { deliveryPriceParts, joinAddress, refundFlagOf, sumPriceParts, teaPriceParts } from '@tcm/shared/commerce';
import { deliveryStatusText } from '@tcm/shared/codes';
import { one, type Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { COMMERCE_MSG } from './messages';
import { ownedOrderAsOf, publicOrderId, time, type OrderRow } from './orders';
import { clinic, type VisitPart } from './ports';
import { ordersOfVisit, type VisitOrders } from './visitOrders';

// What an order and a draft show of themselves, their visit and patient (spec 3 §3 DeliveryOrder).

/**
 * An order row reads only the self-composed part of the visit's result (diagnosis, take time):
 * it carries its prescription as placed, so the sheets' prescriptions and reasoning stay put.
 */
export const orderRowVisitColumnsSql = () => clinic().visitColumnsSql(`jsonb_build_object('selfComposed', v.current_result->'selfComposed')`);

async function base(q: Queryable, o: OrderRow, now: Date) {
  const visit = await clinic().visit(q, o.visit_record_id);
  return baseOf(o, visit, await clinic().patient(q, visit.patient_id), await ordersOfVisit(q, o.visit_record_id, now));
}

/** `orders`: the live orders of the order's visit (ordersOfVisit, or a page's live_orders column: liveOrdersColumnSql). */
export function baseOf(o: OrderRow, visit: VisitPart, patient: Patient, orders: VisitOrders) {
  return {
    visit,
    patient,
    base: {
      deliveryOrderId: publicOrderId(o.delivery_order_id),
      visitRecordId: o.visit_record_id,
      prescriptionNo: o.prescription_no,
      type: clinic().typeOf(visit.kind),
      status: o.status,
      statusText: deliveryStatusText(o.status),
      sumPrice: o.sum_price_fen,
      payCountdown: new Date(o.pay_deadline).getTime(),
      form: o.form,
      formText: o.form_name,
      deliveryId: o.delivery_id,
      deliveryName: o.delivery_name,
      createTime: time(o.created_at),
      patient,
      // The herbs as placed, with the prescription's lock and order as they are now.
      prescriptionInfo: { ...o.prescription, ...clinic().prescriptionFacts(visit, o.prescription_no, orders) },
      inquiryInfo: visit.inquiry as InquiryWire,
    },
  };
}

/**
 * What the order's total is made of (issue 32 item 6), from the parts stored when it was placed or
 * re-priced, by the function that computed the total. Answered only when they add up to the stored
 * total, so the cashier never explains an amount it does not charge.
 */
export function orderPriceParts(o: OrderRow, kind: VisitPart['kind']): { priceParts?: PricePart[] } {
  const names = { prescriptionName: o.prescription?.name, formName: o.form_name, centreName: o.delivery_name };
  const parts =
    kind === 'customTea'
      ? teaPriceParts({ herbFenPerBox: o.herb_fen_per_dose, formFeePerBox: o.form_fee_fen, boxes: o.form_count, shippingFee: o.shipping_fee_fen }, names)
      : deliveryPriceParts(
          {
            herbFenPerDose: o.herb_fen_per_dose,
            formFeePerDose: o.form_fee_fen,
            formCount: o.form_count,
            quantityDispensed: o.quantity_dispensed,
            shippingFee: o.shipping_fee_fen,
          },
          names,
        );
  return sumPriceParts(parts) === o.sum_price_fen ? { priceParts: parts } : {};
}

/** GET /delivery/order/info/{orderId}: one of my orders as it reads at `now` (orderStatus.ts), writing nothing. */
export async function orderDetail(q: Queryable, userId: number, orderId: string, now: Date): Promise<DeliveryOrderDetail> {
  if (!orderId) return fail(COMMERCE_MSG.orderIdRequired);
  return toDetail(q, await ownedOrderAsOf(q, userId, orderId, now), now);
}

/** An order's detail; `o` as it reads at `now` (ownedOrderAsOf). */
export async function toDetail(q: Queryable, o: OrderRow, now: Date): Promise<DeliveryOrderDetail> {
  const { visit, base: b } = await base(q, o, now);
  const refund = await one<{ amount_fen: number }>(q, 'SELECT amount_fen FROM delivery_refunds WHERE delivery_order_id = $1', [o.delivery_order_id]);
  return {
    ...b,
    refundFlag: refund ? 'N' : refundFlagOf(o.status),
    expressName: o.express_company,
    expressNo: o.express_no,
    recipientName: o.recipient_name,
    recipientPhone: o.recipient_phone,
    recipientAddress: joinAddress(o),
    province: o.province,
    city: o.city,
    county: o.county,
    street: o.street,
    zipCode: o.zip_code,
    formCount: o.form_count,
    quantityDispensed: o.quantity_dispensed,
    payTime: time(o.paid_at),
    remark: o.remark,
    typeText: clinic().kindText(visit.kind),
    refundAmount: refund?.amount_fen ?? 0,
    ...orderPriceParts(o, visit.kind),
  };
}
