import type { DeliveryOrderDetail, InquiryWire } from '@tcm/shared/contract';
import { deliveryStatusText, joinAddress, refundFlagOf } from '@tcm/shared/commerce';
import { one, type Queryable } from '../db';
import { kindText, prescriptionTypeOf, withPrescriptions } from '../clinic/general';
import { toPatient, type PatientRow } from '../clinic/patients';
import { factsOf, ordersOfVisit, type VisitOrders } from '../clinic/prescriptionModel';
import { type VisitRow } from '../clinic/visits';

import { publicOrderId, time, type OrderRow } from './orders';

// What an order and a draft show of themselves, their visit and patient (spec 3 §3 DeliveryOrder).

/** The visit's columns a draft or an order shows, as one JSON value of a list's query. */
const visitPartSql = (currentResult: string) => `jsonb_build_object('visit_record_id', v.visit_record_id, 'state', v.state, 'kind', v.kind,
  'inquiry', v.inquiry, 'current_result', ${currentResult}, 'to_do_day', v.to_do_day, 'take_days', v.take_days,
  'patient_id', v.patient_id)`;
export const VISIT_PART_SQL = visitPartSql('v.current_result');

/**
 * The same for an order row of a list: an order carries its prescription as placed, and baseOf
 * reads only the self-composed part of the visit's result (diagnosis, take time); the sheets'
 * prescriptions and reasoning stay in the database.
 */
export const VISIT_ROW_PART_SQL = visitPartSql(`jsonb_build_object('selfComposed', v.current_result->'selfComposed')`);

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
  };
}

export async function patientOf(q: Queryable, patientId: number) {
  return toPatient((await one<PatientRow>(q, 'SELECT * FROM patients WHERE patient_id = $1', [patientId]))!);
}

/** What a draft or an order shows of its visit (the prescription model's facts included). */
export type VisitPart = Pick<VisitRow, 'visit_record_id' | 'state' | 'kind' | 'inquiry' | 'current_result' | 'to_do_day' | 'take_days' | 'patient_id'>;
