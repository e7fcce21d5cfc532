import type { DeliveryOrderDetail, InquiryWire, PricePart } from '@tcm/shared/contract';
import { deliveryPriceParts, deliveryStatusText, joinAddress, refundFlagOf, sumPriceParts, teaPriceParts } from '@tcm/shared/commerce';
import { one, type Queryable } from '../platform/db';
import { kindText, prescriptionTypeOf, withPrescriptions } from '../clinic/general';
import { toPatient, type PatientRow } from '../clinic/patients';
import { factsOf, ordersOfVisit, type VisitOrders } from '../clinic/prescriptionModel';
import { type VisitRow } from '../clinic/visits';

import { publicOrderId, time, type OrderRow } from './orders';

// What an order and a draft show of themselves, their visit and patient (spec 3 §3 DeliveryOrder).

/** The visit's columns a draft or an order shows, as one JSON value of a list's query. */
/**
 * A list row's visit, as plain columns prefixed v_ (read back with visitPartOf). Wrapped into one
 * JSON value, the visit's inquiry and result were taken apart and rebuilt by the database for
 * every row: 3 to 5 ms of its CPU a page of ten (issue 21). `currentResult` narrows the result to
 * what the list reads.
 */
export const visitColumnsSql = (currentResult = 'v.current_result') =>
  `v.state AS v_state, v.kind AS v_kind, v.inquiry AS v_inquiry, ${currentResult} AS v_current_result,
   v.to_do_day AS v_to_do_day, v.take_days AS v_take_days, v.patient_id AS v_patient_id`;

/**
 * An order row reads only the self-composed part of the visit's result (diagnosis, take time):
 * it carries its prescription as placed, so the sheets' prescriptions and reasoning stay put.
 */
export const ORDER_ROW_VISIT_COLUMNS_SQL = visitColumnsSql(`jsonb_build_object('selfComposed', v.current_result->'selfComposed')`);

export interface VisitColumns {
  visit_record_id: number;
  v_state: VisitPart['state'];
  v_kind: VisitPart['kind'];
  v_inquiry: VisitPart['inquiry'];
  v_current_result: VisitPart['current_result'];
  v_to_do_day: VisitPart['to_do_day'];
  v_take_days: VisitPart['take_days'];
  v_patient_id: VisitPart['patient_id'];
}

export const visitPartOf = (r: VisitColumns): VisitPart => ({
  visit_record_id: r.visit_record_id,
  state: r.v_state,
  kind: r.v_kind,
  inquiry: r.v_inquiry,
  current_result: r.v_current_result,
  to_do_day: r.v_to_do_day,
  take_days: r.v_take_days,
  patient_id: r.v_patient_id,
});

async function visitOf(q: Queryable, visitRecordId: number) {
  return (await one<VisitRow>(q, 'SELECT * FROM visit_records WHERE visit_record_id = $1', [visitRecordId]))!;
}

async function base(q: Queryable, o: OrderRow, now: Date) {
  const visit = await visitOf(q, o.visit_record_id);
  return baseOf(o, visit, await patientOf(q, visit.patient_id), await ordersOfVisit(q, o.visit_record_id, now));
}

/** `orders`: the live orders of the order's visit (ordersOfVisit, or a page's live_orders column: liveOrdersColumnSql). */
export function baseOf(o: OrderRow, visit: VisitPart, patient: ReturnType<typeof toPatient>, orders: VisitOrders) {
  return {
    visit,
    patient,
    base: {
      deliveryOrderId: publicOrderId(o.delivery_order_id),
      visitRecordId: o.visit_record_id,
      prescriptionNo: o.prescription_no,
      type: prescriptionTypeOf(visit.kind),
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
      prescriptionInfo: { ...o.prescription, ...factsOf(withPrescriptions(visit), 'prescriptions', o.prescription_no, orders) },
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
          { herbFenPerDose: o.herb_fen_per_dose, formFeePerDose: o.form_fee_fen, formCount: o.form_count, quantityDispensed: o.quantity_dispensed, shippingFee: o.shipping_fee_fen },
          names,
        );
  return sumPriceParts(parts) === o.sum_price_fen ? { priceParts: parts } : {};
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
    typeText: kindText(visit.kind),
    refundAmount: refund?.amount_fen ?? 0,
    ...orderPriceParts(o, visit.kind),
  };
}

export async function patientOf(q: Queryable, patientId: number) {
  return toPatient((await one<PatientRow>(q, 'SELECT * FROM patients WHERE patient_id = $1', [patientId]))!);
}

/** What a draft or an order shows of its visit (the prescription model's facts included). */
export type VisitPart = Pick<VisitRow, 'visit_record_id' | 'state' | 'kind' | 'inquiry' | 'current_result' | 'to_do_day' | 'take_days' | 'patient_id'>;
