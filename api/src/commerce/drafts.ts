import type { DeliveryDraft, InquiryWire, Patient } from '@tcm/shared/contract';
import { joinAddress } from '@tcm/shared/commerce';
import { one, type Db, type Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { formsOf } from './catalogue';
import { COMMERCE_MSG } from './messages';
import { clinic, type VisitPart } from './ports';
import { ordersOfVisit, type VisitOrders } from './visitOrders';

import { liveOrderOf, time } from './orders';
import { checkEchoes, checkForm, formAddress, formTypeOfVisit, prescriptionOf, type Address, type DeliveryInput } from './placement';

// The draft of a prescription's delivery form (spec 3 §7 draft/save, draft/info): one per visit record,
// prescription and user, checked with the draft's shorter rule set.

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
  if (!input.visitRecordId) fail(COMMERCE_MSG.visitRequired);
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
export async function upsertDraft(
  tx: Queryable,
  userId: number,
  visitRecordId: number,
  no: number,
  input: DeliveryInput,
  address: Address,
  now: Date,
): Promise<{ draftId: number }> {
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
      userId,
      visitRecordId,
      no,
      input.form!.trim(),
      (input.deliveryId ?? '').trim(),
      Number(input.formCount),
      input.quantityDispensed ?? null,
      input.recipientName!.trim(),
      input.recipientPhone!.trim(),
      address.province,
      address.city,
      address.county,
      address.street,
      (input.zipCode ?? '').trim(),
      (input.remark ?? '').trim(),
      now,
    ],
  );
  return { draftId: row.draft_id };
}

async function toDraft(q: Queryable, d: DraftRow, visit: VisitPart): Promise<DeliveryDraft> {
  return draftOf(d, visit, await clinic().patient(q, visit.patient_id), await ordersOfVisit(q, visit.visit_record_id));
}

/** `orders`: the live orders of the draft's visit (ordersOfVisit, or a page's live_orders column: liveOrdersColumnSql). */
export function draftOf(d: DraftRow, v: VisitPart, patient: Patient, orders: VisitOrders): DeliveryDraft {
  const info = clinic().prescriptionInfos(v, orders)[d.prescription_no];
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
    inquiryInfo: v.inquiry as InquiryWire,
    startDate: info?.startDate ?? v.to_do_day,
    endDate: info?.endDate ?? v.to_do_day,
    type: clinic().typeOf(v.kind),
  };
}

/** The draft of one prescription of my visit, or null. */
export async function draftInfo(db: Db, userId: number, visitRecordId: number | undefined, no: number): Promise<DeliveryDraft | null> {
  if (!visitRecordId) return fail(COMMERCE_MSG.visitRequired);
  const visit = await clinic().myVisit(db, userId, visitRecordId);
  const d = await one<DraftRow>(db, 'SELECT * FROM delivery_drafts WHERE user_id = $1 AND visit_record_id = $2 AND prescription_no = $3', [
    userId,
    visitRecordId,
    no,
  ]);
  return d ? toDraft(db, d, visit) : null;
}
