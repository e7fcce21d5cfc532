import { SELF_MSG } from '@tcm/shared/clinic';
import {
  addressByLine,
  deliveryFormProblem,
  deliveryPriceFen,
  orderTotalProblem,
  DELIVERY_MSG,
  type DeliveryFormValues,
  type RecipientValues,
} from '@tcm/shared/commerce';
import { type Db, type Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { centresOf, formsOf } from './catalogue';
import { COMMERCE_MSG } from './messages';
import { insertLiveOrder, recipientOf } from './orderInsert';
import { clinic, type DeliverableVisit, type PrescriptionCore } from './ports';
import { regionAsNames, splitAddressLine, type RegionNames } from './region';

import { liveOrderOf, publicOrderId } from './orders';

// Placing a prescription's delivery order (spec 3 §5, §7 /delivery/order/place): the form's rules, the
// echoes of the prescription, the form and centre offered, the price from the server's own prescription.

interface Priced {
  visit: DeliverableVisit;
  info: PrescriptionCore;
  herbFenPerDose: number;
}

/** The settled visit of mine and its prescription number `no` (the sheet's index). */
export async function prescriptionOf(q: Queryable, userId: number, visitRecordId: number, no: number, opts: { lock?: boolean } = {}): Promise<Priced> {
  const visit = await clinic().myVisit(q, userId, visitRecordId, opts);
  if (!visit.settled) fail(COMMERCE_MSG.visitNotSettled);
  const prescription = visit.prescriptions[no] ?? fail(COMMERCE_MSG.prescriptionNotFound);
  return { visit, info: prescription.core, herbFenPerDose: prescription.herbFenPerDose };
}

export const formTypeOfVisit = (kind: string) => (kind === 'customTea' ? 'customTea' : kind === 'herbal' ? 'herbal' : clinic().typeOf(kind));

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
export function checkEchoes(input: DeliveryInput, visit: DeliverableVisit, info: PrescriptionCore) {
  const problem = echoProblem(input, { type: clinic().typeOf(visit.kind), startDate: info.startDate, endDate: info.endDate });
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
export function formAddress(v: DeliveryFormValues, mode: 'submit' | 'draft'): Address {
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
export function echoProblem(
  v: { type?: string; startDate?: string; endDate?: string },
  rx: { type: string; startDate: string; endDate?: string },
): string | null {
  // A type not given (the input layer reads a missing text as '') is no echo; one given must be the prescription's.
  if (!blank(v.type) && v.type !== rx.type) return v.type === 'customTea' ? COMMERCE_MSG.notCustomTea : COMMERCE_MSG.typeMismatch;
  const start = blank(v.startDate) ? null : dateDigits(v.startDate!);
  const end = blank(v.endDate) ? null : dateDigits(v.endDate!);
  if ((!blank(v.startDate) && !start) || (!blank(v.endDate) && !end)) return COMMERCE_MSG.dateInvalid;
  if (start && end && end < start) return SELF_MSG.endBeforeStart;
  if (start && start !== dateDigits(rx.startDate)) return COMMERCE_MSG.startDateMismatch;
  if (end && rx.endDate !== undefined && end !== dateDigits(rx.endDate)) return COMMERCE_MSG.endDateMismatch;
  return null;
}

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

export function checkForm(kind: string, form: string, deliveryId: string | undefined) {
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
  if (!input.visitRecordId) fail(COMMERCE_MSG.visitRequired);
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
    return insertLiveOrder(
      tx,
      {
        userId,
        visitRecordId: visit.visit_record_id,
        prescriptionNo: no,
        form: f,
        centre: centre!,
        formCount,
        quantityDispensed: quantity,
        herbFenPerDose,
        sumFen: sum,
        recipient: recipientOf(input),
        address,
        prescription: info,
      },
      now,
    );
  });
}
