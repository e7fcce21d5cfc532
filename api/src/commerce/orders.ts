import type {
  DeliveryDraft,
  DeliveryOrderDetail,
  DeliveryStatus,
  ExpressInfo,
  InquiryWire,
} from '@tcm/shared/contract';
import {
  PAY_DEADLINE_MS,
  addressByLine,
  deliveryFormProblem,
  deliveryPriceFen,
  orderTotalProblem,
  deliveryStatusText,
  isPayable,
  joinAddress,
  refundFlagOf,
  DELIVERY_MSG,
  type DeliveryFormValues,
  type RecipientValues,
} from '@tcm/shared/commerce';
import { one, type Db, type Queryable } from '../db';
import { fail } from '../http/errors';
import { MSG } from '../messages';
import { addMs, formatChinaTime } from '../lib/time';
import { chargeFen } from '../clinic/engine';
import { kindText, prescriptionTypeOf, withPrescriptions } from '../clinic/general';
import { toPatient, type PatientRow } from '../clinic/patients';
import { factsOf, ordersOfVisit, prescriptionModels, type VisitOrders } from '../clinic/prescriptionModel';
import { isSettled, ownedVisit, prescriptionInfos, type PrescriptionCore, type VisitRow } from '../clinic/visits';
import { centresOf, formsOf } from './catalogue';
import { applyDeliveryEvent, nextDeliveryStatus, type DeliveryEvent } from './deliveryStateMachine';
import { chargedPaymentOf, insertPayment, movePayment, openPaymentOf } from '../payments/ledger';
import { sandboxExpress, type ExpressProvider } from './express';
import { COMMERCE_MSG } from './messages';
import { regionAsNames, splitAddressLine, type RegionNames } from './region';
import { orderPk, publicOrderId } from './orderId';
import { asRead, orderStatusSql, readColumnsSql, type ReadColumns } from './orderStatus';

export { orderPk, publicOrderId };

// The delivery orders' store (spec 3 §3, §4): placement, drafts, lists, detail, address, refund,
// and the back office's moves (operator). Every status change goes through deliveryStateMachine.

export interface OrderRow {
  delivery_order_id: number;
  user_id: number;
  visit_record_id: number;
  prescription_no: number;
  status: DeliveryStatus;
  form: string;
  form_name: string;
  delivery_id: string;
  delivery_name: string;
  form_count: number;
  quantity_dispensed: number;
  herb_fen_per_dose: number;
  form_fee_fen: number;
  shipping_fee_fen: number;
  sum_price_fen: number;
  recipient_name: string;
  recipient_phone: string;
  province: string;
  city: string;
  county: string;
  street: string;
  zip_code: string;
  remark: string;
  /** The prescription's herbs and numbers as placed (re-priced while unpaid: reprice.ts). */
  prescription: PrescriptionCore;
  created_at: Date;
  pay_deadline: Date;
  paid_at: Date | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
  cancelled_at: Date | null;
  express_company: string;
  express_no: string;
}

export const time = (d: Date | null) => (d ? formatChinaTime(new Date(d)) : '');

/** One order of this user; another user's, or none, answers 订单不存在. */
export async function ownedOrder(q: Queryable, userId: number, orderId: string, opts: { lock?: boolean } = {}): Promise<OrderRow> {
  const pk = orderPk(orderId);
  if (pk === null) return fail(COMMERCE_MSG.orderNotFound);
  const row = await one<OrderRow>(q, `SELECT * FROM delivery_orders WHERE delivery_order_id = $1 AND user_id = $2 ${opts.lock ? 'FOR UPDATE' : ''}`, [pk, userId]);
  return row ?? fail(COMMERCE_MSG.orderNotFound);
}

/**
 * One order of this user as it reads at `now` (commerce/orderStatus.ts): what the reads answer,
 * writing nothing. Another user's, or none, answers 订单不存在.
 */
export async function ownedOrderAsOf(q: Queryable, userId: number, orderId: string, now: Date): Promise<OrderRow> {
  const pk = orderPk(orderId);
  if (pk === null) return fail(COMMERCE_MSG.orderNotFound);
  const row = await one<OrderRow & ReadColumns>(q, `SELECT o.*, ${readColumnsSql(now)} FROM delivery_orders o WHERE o.delivery_order_id = $1 AND o.user_id = $2`, [pk, userId]);
  return row ? asRead(row) : fail(COMMERCE_MSG.orderNotFound);
}

/** Any order (the operator's commands). */
export async function orderById(q: Queryable, orderId: string, opts: { lock?: boolean } = {}): Promise<OrderRow> {
  const pk = orderPk(orderId);
  const row = pk === null ? undefined : await one<OrderRow>(q, `SELECT * FROM delivery_orders WHERE delivery_order_id = $1 ${opts.lock ? 'FOR UPDATE' : ''}`, [pk]);
  return row ?? fail(`${orderId}: ${COMMERCE_MSG.orderNotFound}`);
}

const reload = async (q: Queryable, pk: number) => (await one<OrderRow>(q, 'SELECT * FROM delivery_orders WHERE delivery_order_id = $1', [pk]))!;

/** Moves one order by `event` in its own transaction (row locked), answering the order as it is after. */
export async function moveOrder(db: Db, pk: number, event: DeliveryEvent, now: Date, set: Record<string, string | number> = {}): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const row = (await one<OrderRow>(tx, 'SELECT * FROM delivery_orders WHERE delivery_order_id = $1 FOR UPDATE', [pk]))!;
    await applyDeliveryEvent(tx, pk, row.status, event, now, set);
    // An order that can no longer be paid leaves no payment waiting for a code or a scan.
    if (event === 'expire') await closeOpenPayment(tx, pk, 'system', now, COMMERCE_MSG.payTimedOut);
    if (event === 'cancel') await closeOpenPayment(tx, pk, 'system', now, '订单已取消');
    return reload(tx, pk);
  });
}

/**
 * The pay deadline, enforced on every read: an unpaid order past it moves to -1 (超时未支付).
 * Not while the provider is processing a payment confirmed before the deadline: its result (a
 * moment later) decides, so a payment made in time is not lost to the clock.
 */
export async function expireIfDue(db: Db, row: OrderRow, now: Date): Promise<OrderRow> {
  if (!isDue(row, now)) return row;
  return db.transaction(async (tx) => {
    const cur = (await one<OrderRow>(tx, 'SELECT * FROM delivery_orders WHERE delivery_order_id = $1 FOR UPDATE', [row.delivery_order_id]))!;
    await expireLocked(tx, cur, now);
    return reload(tx, cur.delivery_order_id);
  });
}

const isDue = (o: Pick<OrderRow, 'status' | 'pay_deadline'>, now: Date) => isPayable(o.status) && now.getTime() >= new Date(o.pay_deadline).getTime();

/** expireIfDue inside the caller's transaction, the order's row locked by it; true when it moved to -1. */
export async function expireLocked(tx: Queryable, cur: OrderRow, now: Date): Promise<boolean> {
  if (!isDue(cur, now)) return false;
  const processing = await one(tx, `SELECT 1 FROM cashier_payments WHERE delivery_order_id = $1 AND state = 'processing'`, [cur.delivery_order_id]);
  if (processing) return false;
  await closeOpenPayment(tx, cur.delivery_order_id, 'system', now, COMMERCE_MSG.payTimedOut);
  await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, 'expire', now);
  return true;
}

/**
 * The LIVE order of a visit's prescription (0, 99, 1–5), or null: at most one (the partial unique
 * index delivery_orders_one_live_per_prescription). Dead ones (-1 … -6) do not count, and an unpaid
 * one past its deadline is expired here first (the deadline is applied on read), so it counts as
 * dead for placement and drafts. Inside the caller's transaction (which locks the visit).
 */
export async function liveOrderOf(tx: Queryable, visitRecordId: number, no: number, now: Date): Promise<number | null> {
  const rows = await tx.query<OrderRow>(
    'SELECT * FROM delivery_orders WHERE visit_record_id = $1 AND prescription_no = $2 AND status >= 0 FOR UPDATE',
    [visitRecordId, no],
  );
  for (const row of rows) if (!(await expireLocked(tx, row, now))) return row.delivery_order_id;
  return null;
}

/** The live orders of a visit, each prescription's (the sheet and the custom tea's info), as they read at `now`. */
export async function liveOrdersOfVisit(q: Queryable, visitRecordId: number, now: Date): Promise<{ delivery_order_id: number; prescription_no: number }[]> {
  return q.query(
    `SELECT delivery_order_id, prescription_no FROM (
       SELECT o.delivery_order_id, o.prescription_no, ${orderStatusSql(now)} AS read_status
         FROM delivery_orders o WHERE o.visit_record_id = $1 AND o.status >= 0) s
      WHERE read_status >= 0 ORDER BY prescription_no`,
    [visitRecordId],
  );
}

/** An awaiting payment of the order can no longer be paid: closed, with why (recorded in the ledger). */
export async function closeOpenPayment(tx: Queryable, orderPk: number, actor: string, now: Date, reason: string): Promise<void> {
  const open = await openPaymentOf(tx, orderPk);
  if (open?.state === 'awaiting') await movePayment(tx, open.payment_id, 'awaiting', 'closed', actor, now, { reason });
}

// ---- What a visit's prescription costs to deliver ----

interface Priced {
  visit: VisitRow & { current_result: ReturnType<typeof withPrescriptions>['current_result'] };
  info: PrescriptionCore;
  herbFenPerDose: number;
}

/** The settled visit of mine and its prescription number `no` (the sheet's index). */
async function prescriptionOf(q: Queryable, userId: number, visitRecordId: number, no: number, opts: { lock?: boolean } = {}): Promise<Priced> {
  const visit = withPrescriptions(await ownedVisit(q, userId, visitRecordId, opts));
  if (!isSettled(visit)) fail(COMMERCE_MSG.visitNotSettled);
  const info = prescriptionInfos(visit).prescriptionInfos[no];
  const engine = visit.current_result.prescriptions[no];
  if (!info || !engine) fail(COMMERCE_MSG.prescriptionNotFound);
  return { visit, info, herbFenPerDose: chargeFen({ count: 1, herbs: engine.herbs }) };
}

const formTypeOfVisit = (kind: string) => (kind === 'customTea' ? 'customTea' : kind === 'herbal' ? 'herbal' : prescriptionTypeOf(kind));

export interface DeliveryInput extends DeliveryFormValues {
  visitRecordId?: number;
  prescriptionNo?: number;
  formCount?: number;
  quantityDispensed?: number;
  type?: string;
  startDate?: string;
  endDate?: string;
}

/** The form's echoes against the visit's prescription, refused in the page's words (echoProblem). */
function checkEchoes(input: DeliveryInput, visit: VisitRow, info: PrescriptionCore) {
  const problem = echoProblem(input, { type: prescriptionTypeOf(visit.kind), startDate: info.startDate, endDate: info.endDate });
  if (problem) fail(problem);
}

/** Where the parcel goes, as stored: region names and street (all empty but the street for a one-line address). */
export type Address = RegionNames & { street: string };

/**
 * The recipient's address of a form that passed the page's rules: spec 3 §7's documented bodies
 * give it as one line (recipientAddress), split into region and street where it starts with a real
 * region; the pages give region and street, the region as names or as the address book's 6-digit
 * codes, checked against the region table (stored as names). A region that is none: `regionMsg`.
 */
export function addressOf(v: RecipientValues, regionMsg: string): Address {
  if (addressByLine(v)) return splitAddressLine(v.recipientAddress!);
  const names = regionAsNames(v.province ?? '', v.city ?? '', v.county ?? '') ?? fail(regionMsg);
  return { ...names, street: (v.street ?? '').trim() };
}

/** The page's rules (spec 3 §5), then what only the server can check: the region is a real one. */
function formAddress(v: DeliveryFormValues, mode: 'submit' | 'draft'): Address {
  const problem = deliveryFormProblem(v, mode);
  if (problem) fail(problem);
  return addressOf(v, DELIVERY_MSG.regionRequired);
}

/** 20261201 from 2026-12-01 or 20261201, or null when it is no date of that form. */
function dateDigits(text: string): string | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3] ? `${m[1]}${m[2]}${m[3]}` : null;
}

/**
 * The echoes of the prescription a form carries (spec 3 §7: type, startDate, endDate) must agree
 * with the prescription they belong to; each is checked when sent: a date that is none, an end
 * before the start (the self-composed page's words), a date or a type other than the
 * prescription's, and type customTea on a visit that is no custom tea.
 */
export function echoProblem(v: { type?: string; startDate?: string; endDate?: string }, rx: { type: string; startDate: string; endDate?: string }): string | null {
  // A type not given (the input layer reads a missing text as '') is no echo; one given must be the prescription's.
  if (!blank(v.type) && v.type !== rx.type) return v.type === 'customTea' ? COMMERCE_MSG.notCustomTea : COMMERCE_MSG.typeMismatch;
  const start = blank(v.startDate) ? null : dateDigits(v.startDate!);
  const end = blank(v.endDate) ? null : dateDigits(v.endDate!);
  if ((!blank(v.startDate) && !start) || (!blank(v.endDate) && !end)) return COMMERCE_MSG.dateInvalid;
  if (start && end && end < start) return MSG.selfEndBeforeStart;
  if (start && start !== dateDigits(rx.startDate)) return COMMERCE_MSG.startDateMismatch;
  if (end && rx.endDate !== undefined && end !== dateDigits(rx.endDate)) return COMMERCE_MSG.endDateMismatch;
  return null;
}

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

function checkForm(kind: string, form: string, deliveryId: string | undefined) {
  const forms = formsOf(formTypeOfVisit(kind)) ?? [];
  const f = forms.find((x) => x.formCode === form) ?? fail(COMMERCE_MSG.formNotOffered);
  const centre = deliveryId ? (centresOf(form).find((c) => c.deliveryId === deliveryId) ?? fail(COMMERCE_MSG.centreNotOffered)) : undefined;
  return { f, centre };
}

/**
 * Places the delivery order of a prescription (spec 3 §7 /delivery/order/place): every rule of
 * spec 3 §5 again, the visit mine and settled, the echoes (type, dates) its prescription's, the
 * form offered for its type, the centre for the form; the price from the server's own
 * prescription, at most ORDER_TOTAL_MAX_FEN. One LIVE order per prescription: a second placement
 * (or 24 at once) answers the live order; after a dead one (expired, cancelled, refunded…) a new
 * order is made with the new form. The draft of that prescription is removed.
 */
export async function placeOrder(db: Db, userId: number, input: DeliveryInput, now: Date): Promise<{ deliveryOrderId: string; created: boolean }> {
  if (!input.visitRecordId) fail(MSG.visitRequired);
  const address = formAddress(input, 'submit');
  const no = input.prescriptionNo ?? 0;
  return db.transaction(async (tx) => {
    // The visit's row lock orders concurrent placements of the same prescription.
    const { visit, info, herbFenPerDose } = await prescriptionOf(tx, userId, input.visitRecordId!, no, { lock: true });
    const live = await liveOrderOf(tx, visit.visit_record_id, no, now);
    if (live !== null) return { deliveryOrderId: publicOrderId(live), created: false };
    if (visit.kind === 'customTea') fail(COMMERCE_MSG.customTeaElsewhere);
    checkEchoes(input, visit, info);
    const { f, centre } = checkForm(visit.kind, input.form!, input.deliveryId);
    const formCount = Number(input.formCount);
    const quantity = Number(input.quantityDispensed);
    const sum = deliveryPriceFen({ herbFenPerDose, formFeePerDose: f.feePerDose, formCount, quantityDispensed: quantity, shippingFee: centre!.shippingFee });
    const tooMuch = orderTotalProblem(sum);
    if (tooMuch) fail(tooMuch);
    const rows = await tx.query<{ delivery_order_id: number }>(
      `INSERT INTO delivery_orders (user_id, visit_record_id, prescription_no, status, form, form_name, delivery_id, delivery_name,
         form_count, quantity_dispensed, herb_fen_per_dose, form_fee_fen, shipping_fee_fen, sum_price_fen,
         recipient_name, recipient_phone, province, city, county, street, zip_code, remark, prescription, created_at, pay_deadline)
       VALUES ($1, $2, $3, 0, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)
       ON CONFLICT (visit_record_id, prescription_no) WHERE status >= 0 DO NOTHING
       RETURNING delivery_order_id`,
      [
        userId, visit.visit_record_id, no, f.formCode, f.formName, centre!.deliveryId, centre!.deliveryName,
        formCount, quantity, herbFenPerDose, f.feePerDose, centre!.shippingFee, sum,
        input.recipientName!.trim(), input.recipientPhone!.trim(), address.province, address.city, address.county,
        address.street, (input.zipCode ?? '').trim(), (input.remark ?? '').trim(), JSON.stringify(info), now, addMs(now, PAY_DEADLINE_MS),
      ],
    );
    if (rows.length === 0) return { deliveryOrderId: publicOrderId((await liveOrderOf(tx, visit.visit_record_id, no, now))!), created: false };
    await tx.query('DELETE FROM delivery_drafts WHERE user_id = $1 AND visit_record_id = $2 AND prescription_no = $3', [userId, visit.visit_record_id, no]);
    return { deliveryOrderId: publicOrderId(rows[0].delivery_order_id), created: true };
  });
}

// ---- Drafts ----

export interface DraftRow {
  draft_id: number;
  user_id: number;
  visit_record_id: number;
  prescription_no: number;
  form: string;
  delivery_id: string;
  form_count: number;
  quantity_dispensed: number | null;
  recipient_name: string;
  recipient_phone: string;
  province: string;
  city: string;
  county: string;
  street: string;
  zip_code: string;
  remark: string;
  updated_at: Date;
}

/** Saves (creates or replaces) the draft of a prescription with the draft's shorter rule set. */
export async function saveDraft(db: Db, userId: number, input: DeliveryInput, now: Date): Promise<{ draftId: number }> {
  if (!input.visitRecordId) fail(MSG.visitRequired);
  const address = formAddress(input, 'draft');
  const no = input.prescriptionNo ?? 0;
  return db.transaction(async (tx) => {
    const { visit, info } = await prescriptionOf(tx, userId, input.visitRecordId!, no, { lock: true });
    // Only a live order stops a draft: after an expired or cancelled one the prescription may be ordered again.
    if ((await liveOrderOf(tx, visit.visit_record_id, no, now)) !== null) fail(COMMERCE_MSG.orderExists);
    checkEchoes(input, visit, info);
    checkForm(visit.kind, input.form!, input.deliveryId || undefined);
    return upsertDraft(tx, userId, visit.visit_record_id, no, input, address, now);
  });
}

/** Creates or replaces the one draft of a visit's prescription for this user (rules already checked). */
export async function upsertDraft(tx: Queryable, userId: number, visitRecordId: number, no: number, input: DeliveryInput, address: Address, now: Date): Promise<{ draftId: number }> {
  const [row] = await tx.query<{ draft_id: number }>(
    `INSERT INTO delivery_drafts (user_id, visit_record_id, prescription_no, form, delivery_id, form_count, quantity_dispensed,
       recipient_name, recipient_phone, province, city, county, street, zip_code, remark, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)
     ON CONFLICT (visit_record_id, prescription_no, user_id) DO UPDATE SET
       form = EXCLUDED.form, delivery_id = EXCLUDED.delivery_id, form_count = EXCLUDED.form_count,
       quantity_dispensed = EXCLUDED.quantity_dispensed, recipient_name = EXCLUDED.recipient_name,
       recipient_phone = EXCLUDED.recipient_phone, province = EXCLUDED.province, city = EXCLUDED.city,
       county = EXCLUDED.county, street = EXCLUDED.street, zip_code = EXCLUDED.zip_code, remark = EXCLUDED.remark,
       updated_at = EXCLUDED.updated_at
     RETURNING draft_id`,
    [
      userId, visitRecordId, no, input.form!.trim(), (input.deliveryId ?? '').trim(), Number(input.formCount),
      input.quantityDispensed ?? null, input.recipientName!.trim(), input.recipientPhone!.trim(), address.province,
      address.city, address.county, address.street, (input.zipCode ?? '').trim(), (input.remark ?? '').trim(), now,
    ],
  );
  return { draftId: row.draft_id };
}

export async function patientOf(q: Queryable, patientId: number) {
  return toPatient((await one<PatientRow>(q, 'SELECT * FROM patients WHERE patient_id = $1', [patientId]))!);
}

/** What a draft or an order shows of its visit (the prescription model's facts included). */
export type VisitPart = Pick<VisitRow, 'visit_record_id' | 'state' | 'kind' | 'inquiry' | 'current_result' | 'to_do_day' | 'take_days' | 'patient_id'>;

async function toDraft(q: Queryable, d: DraftRow, visit: VisitPart): Promise<DeliveryDraft> {
  return draftOf(d, visit, await patientOf(q, visit.patient_id), await ordersOfVisit(q, visit.visit_record_id));
}

/** `orders`: the live orders of the draft's visit (ordersOfVisit, or ordersOfVisits for a page). */
export function draftOf(d: DraftRow, visit: VisitPart, patient: ReturnType<typeof toPatient>, orders: VisitOrders): DeliveryDraft {
  const v = withPrescriptions(visit);
  const info = prescriptionModels(v, orders).prescriptionInfos[d.prescription_no];
  const form = [...(formsOf(formTypeOfVisit(v.kind)) ?? [])].find((f) => f.formCode === d.form);
  return {
    draftId: d.draft_id,
    visitRecordId: d.visit_record_id,
    prescriptionNo: d.prescription_no,
    createTime: time(d.updated_at),
    form: d.form,
    formText: form?.formName ?? '',
    deliveryId: d.delivery_id,
    formCount: d.form_count,
    quantityDispensed: d.quantity_dispensed ?? 1,
    recipientName: d.recipient_name,
    recipientPhone: d.recipient_phone,
    recipientAddress: joinAddress(d),
    province: d.province,
    city: d.city,
    county: d.county,
    street: d.street,
    zipCode: d.zip_code,
    remark: d.remark,
    patient,
    prescriptionInfo: info,
    inquiryInfo: v.inquiry,
    startDate: info?.startDate ?? v.to_do_day,
    endDate: info?.endDate ?? v.to_do_day,
    type: prescriptionTypeOf(v.kind),
  };
}

/** The draft of one prescription of my visit, or null. */
export async function draftInfo(db: Db, userId: number, visitRecordId: number, no: number): Promise<DeliveryDraft | null> {
  const visit = await ownedVisit(db, userId, visitRecordId);
  const d = await one<DraftRow>(db, 'SELECT * FROM delivery_drafts WHERE user_id = $1 AND visit_record_id = $2 AND prescription_no = $3', [userId, visitRecordId, no]);
  return d ? toDraft(db, d, visit) : null;
}

// ---- Detail ----

/** The visit's columns a draft or an order shows, as one JSON value of a list's query. */
export const VISIT_PART_SQL = `jsonb_build_object('visit_record_id', v.visit_record_id, 'state', v.state, 'kind', v.kind,
  'inquiry', v.inquiry, 'current_result', v.current_result, 'to_do_day', v.to_do_day, 'take_days', v.take_days,
  'patient_id', v.patient_id)`;

async function visitOf(q: Queryable, visitRecordId: number) {
  return (await one<VisitRow>(q, 'SELECT * FROM visit_records WHERE visit_record_id = $1', [visitRecordId]))!;
}

async function base(q: Queryable, o: OrderRow, now: Date) {
  const visit = await visitOf(q, o.visit_record_id);
  return baseOf(o, visit, await patientOf(q, visit.patient_id), await ordersOfVisit(q, o.visit_record_id, now));
}

/** `orders`: the live orders of the order's visit (ordersOfVisit, or ordersOfVisits for a page). */
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

// ---- Changes by the user ----

/** Spec 3 §4: the recipient may change in 0, 99, and while refundFlag is Y (the table's modifyAddress). */
export async function modifyAddress(db: Db, userId: number, orderId: string, input: RecipientValues, now: Date): Promise<void> {
  const row = await expireIfDue(db, await ownedOrder(db, userId, orderId), now);
  await db.transaction(async (tx) => {
    const cur = await ownedOrder(tx, userId, orderId, { lock: true });
    const refunded = await one(tx, 'SELECT 1 FROM delivery_refunds WHERE delivery_order_id = $1', [cur.delivery_order_id]);
    // The state check first: a shipped order answers why, whatever the form says.
    nextDeliveryStatus(refunded ? -3 : cur.status, 'modifyAddress');
    const address = formAddress({ ...input, form: cur.form, deliveryId: cur.delivery_id, formCount: cur.form_count, quantityDispensed: cur.quantity_dispensed, remark: '' }, 'submit');
    await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, 'modifyAddress', now, {
      recipient_name: input.recipientName!.trim(),
      recipient_phone: input.recipientPhone!.trim(),
      ...address,
      zip_code: (input.zipCode ?? row.zip_code).trim(),
    });
  });
}

/** Refund while refundFlag is Y: once, whatever the number of requests (the status move and the refunds row). */
/**
 * Refund while refundFlag is Y: once, whatever the number of requests (the status move and the
 * refunds row). What goes back is what the charged payment took (its ledger entry says so too).
 */
export async function refundOrder(db: Db, userId: number, orderId: string, now: Date): Promise<void> {
  await ownedOrder(db, userId, orderId);
  await db.transaction(async (tx) => {
    const cur = await ownedOrder(tx, userId, orderId, { lock: true });
    await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, 'refund', now);
    await giveBackCharge(tx, cur, -3, `user:${userId}`, now, COMMERCE_MSG.refunded);
  });
}

/**
 * The money of a cancelled paid order goes back: what its payment charged (the ledger's refund entry)
 * and the order's delivery_refunds row, in the caller's transaction after the status move, so the
 * move's own guard makes it happen once. A free order (nothing charged) records nothing.
 */
export async function giveBackCharge(tx: Queryable, cur: OrderRow, to: DeliveryStatus, actor: string, now: Date, reason: string): Promise<void> {
  const charged = await chargedPaymentOf(tx, cur.delivery_order_id);
  if (charged) await movePayment(tx, charged.payment_id, 'succeeded', 'refunded', actor, now, { reason });
  const amount = charged?.amount_fen ?? cur.sum_price_fen;
  if (amount <= 0) return;
  await tx.query(
    'INSERT INTO delivery_refunds (delivery_order_id, amount_fen, from_status, to_status, created_at) VALUES ($1, $2, $3, $4, $5)',
    [cur.delivery_order_id, amount, cur.status, to, now],
  );
}

// ---- The back office (operator commands, seed, the cashier of part 2) ----

/**
 * The back office's pay-order: pays an unpaid order at once, as a back-office payment with its
 * charge in the ledger; refused once the deadline has passed. An awaiting cashier payment of the
 * order is closed (a processing one then settles as failed: the order is no longer payable).
 */
export async function payOrder(db: Db, orderId: string, now: Date, actor = 'operator'): Promise<OrderRow> {
  const row = await expireIfDue(db, await orderById(db, orderId), now);
  if (row.status === -1) fail(COMMERCE_MSG.payTimedOut);
  return db.transaction(async (tx) => {
    const cur = await orderById(tx, orderId, { lock: true });
    await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, 'pay', now);
    await closeOpenPayment(tx, cur.delivery_order_id, actor, now, '订单已由后台收款');
    await insertPayment(tx, { orderPk: cur.delivery_order_id, userId: cur.user_id, channel: 'back_office', amountFen: cur.sum_price_fen, state: 'succeeded' }, actor, now);
    return reload(tx, cur.delivery_order_id);
  });
}

/** The back office's fail-payment: a failed payment recorded (0/99 → 99, payable again until the deadline). */
export async function failOrderPayment(db: Db, orderId: string, now: Date, actor = 'operator'): Promise<OrderRow> {
  const row = await expireIfDue(db, await orderById(db, orderId), now);
  return db.transaction(async (tx) => {
    const cur = await orderById(tx, publicOrderId(row.delivery_order_id), { lock: true });
    await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, 'payFail', now);
    await closeOpenPayment(tx, cur.delivery_order_id, actor, now, '支付失败（后台记录）');
    await insertPayment(tx, { orderPk: cur.delivery_order_id, userId: cur.user_id, channel: 'back_office', amountFen: cur.sum_price_fen, state: 'failed', reason: '支付失败（后台记录）' }, actor, now);
    return reload(tx, cur.delivery_order_id);
  });
}

/** ship-order: dispensing and decoction as needed (1 → 2 → 3), then shipping (3 → 4) with the courier. */
export async function shipOrder(db: Db, orderId: string, now: Date, express: ExpressProvider = sandboxExpress): Promise<OrderRow> {
  let row = await orderById(db, orderId);
  if (row.status === 1) row = await moveOrder(db, row.delivery_order_id, 'dispense', now);
  if (row.status === 2) row = await moveOrder(db, row.delivery_order_id, 'decoct', now);
  const parcel = express.ship({ deliveryOrderId: publicOrderId(row.delivery_order_id), deliveryName: row.delivery_name }, now);
  return db.transaction(async (tx) => {
    const cur = await orderById(tx, orderId, { lock: true });
    await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, 'ship', now, { express_company: parcel.companyName, express_no: parcel.expressNo });
    await tx.query('INSERT INTO express_events (delivery_order_id, seq, context, at) VALUES ($1, 0, $2, $3)', [cur.delivery_order_id, parcel.first, now]);
    return reload(tx, cur.delivery_order_id);
  });
}

/** A step of the back office's own (dispense, decoct, expire, cancel, reject, outOfStock, returnParcel). */
export async function operateOrder(db: Db, orderId: string, event: DeliveryEvent, now: Date): Promise<OrderRow> {
  const row = await orderById(db, orderId);
  return moveOrder(db, row.delivery_order_id, event, now);
}

async function knownEvents(q: Queryable, pk: number) {
  return q.query<{ seq: number; context: string; at: Date }>('SELECT seq, context, at FROM express_events WHERE delivery_order_id = $1 ORDER BY seq', [pk]);
}

/** advance-express: the parcel's next tracking event now. */
export async function advanceExpress(db: Db, orderId: string, now: Date, express: ExpressProvider = sandboxExpress): Promise<string> {
  return db.transaction(async (tx) => {
    const cur = await orderById(tx, orderId, { lock: true });
    if (cur.status !== 4) fail(`订单${deliveryStatusText(cur.status)}，不能更新物流`);
    await catchUp(tx, cur, now, express);
    const known = await knownEvents(tx, cur.delivery_order_id);
    const next = express.next({ known, recipientCity: cur.city }, now) ?? fail('物流已到最后一站，请用 deliver-order 确认签收');
    await tx.query('INSERT INTO express_events (delivery_order_id, seq, context, at) VALUES ($1, $2, $3, $4)', [cur.delivery_order_id, known.length, next.context, next.at]);
    return next.context;
  });
}

/** deliver-order: signed for (4 → 5) with the courier's last event. */
export async function deliverOrder(db: Db, orderId: string, now: Date, express: ExpressProvider = sandboxExpress): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const cur = await orderById(tx, orderId, { lock: true });
    await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, 'deliver', now);
    await catchUp(tx, cur, now, express);
    const known = await knownEvents(tx, cur.delivery_order_id);
    await tx.query('INSERT INTO express_events (delivery_order_id, seq, context, at) VALUES ($1, $2, $3, $4)', [cur.delivery_order_id, known.length, express.delivered(cur.recipient_name), now]);
    return reload(tx, cur.delivery_order_id);
  });
}

/** Stores the events that became due by `now` (only while the parcel is on its way). */
async function catchUp(tx: Queryable, o: OrderRow, now: Date, express: ExpressProvider) {
  if (o.status !== 4 || !o.shipped_at) return;
  const known = await knownEvents(tx, o.delivery_order_id);
  let seq = known.length;
  for (const e of express.due({ shippedAt: new Date(o.shipped_at), known: known.map((k) => ({ seq: k.seq, at: new Date(k.at) })), recipientCity: o.city }, now)) {
    await tx.query('INSERT INTO express_events (delivery_order_id, seq, context, at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [o.delivery_order_id, seq++, e.context, e.at]);
  }
}

/** /delivery/progress: the courier and its events, newest first (empty before shipping). */
export async function progressOf(db: Db, o: OrderRow, now: Date, express: ExpressProvider = sandboxExpress): Promise<ExpressInfo> {
  if (o.status === 4) await db.transaction((tx) => catchUp(tx, o, now, express));
  const events = await knownEvents(db, o.delivery_order_id);
  return {
    companyName: o.express_company,
    expressNo: o.express_no,
    data: events.reverse().map((e) => ({ context: e.context, time: time(e.at) })),
  };
}
