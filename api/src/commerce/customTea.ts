import type { CustomTeaInfo, CustomTeaOrderDetail } from '@tcm/shared/contract';
import {
  TEA_END_DATE,
  TEA_MSG,
  customTeaFormProblem,
  orderTotalProblem,
  teaBagsOf,
  teaDaysCovered,
  teaPriceFen,
  type TeaFormValues,
} from '@tcm/shared/commerce';
import { one, type Db, type Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { centresOf, formsOf } from './catalogue';
import { COMMERCE_MSG } from './messages';
import { insertLiveOrder, recipientOf } from './orderInsert';
import { addressOf, echoProblem, type Address, type DeliveryInput } from './placement';
import { liveOrderOf, ownedOrderAsOf, publicOrderId } from './orders';
import { clinic, type DeliverableVisit, type PrescriptionCore } from './ports';
import { toDetail } from './detail';
import { ordersOfVisit } from './visitOrders';
import { saveDraft, upsertDraft } from './drafts';

// Custom tea (service 9) after the service (spec 3 §2.12, §5, §7): its info, its delivery order and
// its draft. The order is an ordinary row of delivery_orders (formCount = boxes, one "pack" a box),
// so the cashier, the lists, expiry, refund and the operator's verbs treat it like any other.

/** A custom tea is one prescription: the visit's tea, number 0. */
const TEA_NO = 0;

/** My visit of kind customTea; another user's answers like a missing one, another kind is refused. */
async function teaVisit(q: Queryable, userId: number, visitRecordId: number, opts: { lock?: boolean } = {}): Promise<DeliverableVisit> {
  const visit = await clinic().myVisit(q, userId, visitRecordId, opts);
  if (visit.kind !== 'customTea' || !visit.prescriptions[TEA_NO]) fail(COMMERCE_MSG.notCustomTea);
  return visit;
}

/** Whether a visit of mine is a custom tea (the draft calls choose the tea's rule set by it). */
export async function isMyCustomTea(q: Queryable, userId: number, visitRecordId: number): Promise<boolean> {
  return (await clinic().myVisitKind(q, userId, visitRecordId)) === 'customTea';
}

/** The herbs of one box at the catalogue price, integer fen (the engine's stored tea is one box). */
const herbFenPerBox = (visit: DeliverableVisit) => visit.prescriptions[TEA_NO].herbFenPerDose;

const teaInfoOf = (visit: DeliverableVisit): PrescriptionCore => visit.prescriptions[TEA_NO].core;

/** /health/v2/customTeaInfo: the result text, the tea, the patient and whether it has an order. */
export async function customTeaInfo(db: Db, userId: number, visitRecordId: number | undefined, now: Date): Promise<CustomTeaInfo> {
  if (!visitRecordId) return fail(COMMERCE_MSG.visitRequired);
  const visit = await teaVisit(db, userId, visitRecordId);
  // The live order (a dead one, expired or refunded, leaves the tea to be ordered again: 配送).
  const orders = await ordersOfVisit(db, visit.visit_record_id, now);
  const order = orders.get(TEA_NO);
  const draft = await one(db, 'SELECT 1 FROM delivery_drafts WHERE user_id = $1 AND visit_record_id = $2 AND prescription_no = $3', [
    userId,
    visit.visit_record_id,
    TEA_NO,
  ]);
  return {
    visitRecordId: visit.visit_record_id,
    prescriptionInfos: [clinic().prescriptionInfos(visit, orders)[TEA_NO]],
    patient: await clinic().patient(db, visit.patient_id),
    startDate: visit.to_do_day,
    takeDays: visit.take_days,
    deliveryMark: order ? 2 : 1,
    deliveryOrderId: order ? order.deliveryOrderId : '',
    customTeaResult: visit.customTeaResult,
    herbFenPerBox: herbFenPerBox(visit),
    hasDraft: !!draft && !order,
  };
}

/** The tea's rules of spec 3 §5, then what only the server can check: the region is a real one. */
function teaFormAddress(v: TeaFormValues, mode: 'submit' | 'draft'): Address {
  const problem = customTeaFormProblem(v, mode);
  if (problem) fail(problem);
  return addressOf(v, TEA_MSG.regionRequired);
}

/** The form's echoes against the tea (type customTea, its start date; the end date is the fixed one). */
function checkTeaEchoes(input: PlaceTeaInput, visit: DeliverableVisit) {
  const problem = echoProblem(input, { type: 'customTea', startDate: visit.to_do_day });
  if (problem) fail(problem);
}

function teaFormAndCentre(form: string, deliveryId: string | undefined) {
  const f = (formsOf('customTea') ?? []).find((x) => x.formCode === form) ?? fail(COMMERCE_MSG.formNotOffered);
  const centre = deliveryId ? (centresOf(form).find((c) => c.deliveryId === deliveryId) ?? fail(COMMERCE_MSG.centreNotOffered)) : undefined;
  return { f, centre };
}

/** What the routes pass on (the input layer has checked the types; the rules are checked here). */
export type PlaceTeaInput = TeaFormValues & {
  visitRecordId?: number;
  formCount?: number;
  startDate?: string;
  endDate?: string;
  type?: string;
  deliveryType?: string;
};

/**
 * /delivery/orderCustomTea/place: every rule of spec 3 §5 again, the end date 47121231, the visit
 * mine and a custom tea, the form and centre offered; the price from the stored tea (one box at
 * the catalogue price plus packing, × boxes) plus the centre's shipping. One order per visit: a
 * second placement (or 20 at once) answers the existing order. The tea's draft is removed.
 */
export async function placeCustomTea(db: Db, userId: number, input: PlaceTeaInput, now: Date): Promise<{ deliveryOrderId: string; created: boolean }> {
  if (!input.visitRecordId) fail(COMMERCE_MSG.visitRequired);
  if (input.deliveryType !== 'E') fail(COMMERCE_MSG.deliveryTypeInvalid);
  if (input.type !== 'customTea') fail(COMMERCE_MSG.teaTypeInvalid);
  const address = teaFormAddress(input, 'submit');
  if ((input.endDate ?? '').trim() !== TEA_END_DATE) fail(TEA_MSG.endDateFixed);
  return db.transaction(async (tx) => {
    // The visit's row lock orders concurrent placements of the same tea.
    const visit = await teaVisit(tx, userId, input.visitRecordId!, { lock: true });
    const live = await liveOrderOf(tx, visit.visit_record_id, TEA_NO, now);
    if (live !== null) return { deliveryOrderId: publicOrderId(live), created: false };
    checkTeaEchoes(input, visit);
    const { f, centre } = teaFormAndCentre(input.form!.trim(), input.deliveryId!.trim());
    const boxes = Number(input.formCount);
    const perBox = herbFenPerBox(visit);
    const sum = teaPriceFen({ herbFenPerBox: perBox, formFeePerBox: f.feePerDose, boxes, shippingFee: centre!.shippingFee });
    const tooMuch = orderTotalProblem(sum);
    if (tooMuch) fail(tooMuch);
    const info = teaInfoOf(visit);
    const dispensed: PrescriptionCore = { ...info, count: boxes, charge: perBox * boxes };
    return insertLiveOrder(
      tx,
      {
        userId,
        visitRecordId: visit.visit_record_id,
        prescriptionNo: TEA_NO,
        form: f,
        centre: centre!,
        formCount: boxes,
        quantityDispensed: 1,
        herbFenPerDose: perBox,
        sumFen: sum,
        recipient: recipientOf(input),
        address,
        prescription: dispensed,
      },
      now,
    );
  });
}

/** /delivery/order/draft/save for a custom tea: the tea's draft rule set, one draft per visit and user. */
export async function saveTeaDraft(db: Db, userId: number, input: PlaceTeaInput, now: Date): Promise<{ draftId: number }> {
  if (!input.visitRecordId) fail(COMMERCE_MSG.visitRequired);
  const address = teaFormAddress(input, 'draft');
  return db.transaction(async (tx) => {
    const visit = await teaVisit(tx, userId, input.visitRecordId!, { lock: true });
    // Only a live order stops a draft: after an expired or refunded one the tea may be ordered again.
    if ((await liveOrderOf(tx, visit.visit_record_id, TEA_NO, now)) !== null) fail(COMMERCE_MSG.teaOrderExists);
    checkTeaEchoes(input, visit);
    teaFormAndCentre(input.form!.trim(), (input.deliveryId ?? '').trim() || undefined);
    return upsertDraft(tx, userId, visit.visit_record_id, TEA_NO, { ...input, quantityDispensed: undefined }, address, now);
  });
}

/** /delivery/order/customTeaInfo/{orderId}: my custom-tea order with the tea's numbers, as it reads at `now`. */
export async function customTeaOrder(db: Db, userId: number, orderId: string, now: Date): Promise<CustomTeaOrderDetail> {
  if (!orderId) return fail(COMMERCE_MSG.orderIdRequired);
  const row = await ownedOrderAsOf(db, userId, orderId, now);
  const visit = await clinic().visit(db, row.visit_record_id);
  if (visit.kind !== 'customTea') fail(COMMERCE_MSG.notCustomTeaOrder);
  const detail = await toDetail(db, row, now);
  return {
    ...detail,
    boxes: row.form_count,
    bags: teaBagsOf(row.form_count),
    daysCovered: teaDaysCovered(row.form_count),
    boxPrice: row.herb_fen_per_dose + row.form_fee_fen,
    shippingFee: row.shipping_fee_fen,
    startDate: visit.to_do_day,
    takeDays: visit.take_days,
  };
}

/**
 * POST /delivery/order/draft/save: a custom tea keeps its draft with its own rule set (boxes, no
 * packs per dose); the visit decides which, not the body.
 */
export async function saveDeliveryDraft(db: Db, userId: number, input: DeliveryInput & PlaceTeaInput, now: Date): Promise<{ draftId: number }> {
  const tea = !!input.visitRecordId && (await isMyCustomTea(db, userId, input.visitRecordId));
  return tea ? saveTeaDraft(db, userId, input, now) : saveDraft(db, userId, input, now);
}
