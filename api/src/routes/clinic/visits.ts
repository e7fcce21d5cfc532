import type { FastifyInstance } from 'fastify';
import { defaultInquiry, type InquiryInfo, prescriptionStartProblem, validateInquiry } from '@tcm/shared/clinic';
import type { Ctx } from '../../context';
import { requireUser } from '../../auth/sessions';
import { fail } from '../../http/errors';
import { field, pageFields, paging } from '../../http/input';
import { route } from '../../http/route';
import { MSG } from '../../messages';
import { todayYmd } from '../../clinic/dates';
import { consultationPriceFen, prescribe } from '../../clinic/engine';
import { ownedPatient } from '../../clinic/patients';
import { requirePrescriber } from '../../clinic/rights';
import { applyEvent } from '../../clinic/visitStateMachine';
import { cancelVisit, closePendingPayments, expireVisitIfDue, ownedVisit, toSummary, type StoredResult, type VisitRow } from '../../clinic/visits';
import { patientIdField } from './patients';

/**
 * Ids the fuzz suite's coherent requests use: on a fresh database the demo doctor's first seeded
 * patient and its paid visit (other callers must be refused them).
 */
export const SEEDED_PATIENT = 1;
export const SEEDED_VISIT = 1;

export const visitIdField = (label = '问诊记录编号', example?: number) => field.int(label, 1, 2_147_483_647, { example });

/** Generous: the whole questionnaire with every option chosen and long free text is far below. */
const INQUIRY_MAX_CHARS = 40_000;

const priceBody = {
  patientId: patientIdField(SEEDED_PATIENT),
  toDoDay: field.text('使用日期', 32, '2026-12-01'),
  illDay: field.text('发病日期', 32, '2026-11-18'),
  // Out-of-range days are answered by the handler in the spec's words (不能大于30天…).
  takeDays: field.int('使用天数', 0, 100_000, { invalid: MSG.useDaysInvalid, example: 7 }),
  inquiryInfo: field.json('问诊信息', INQUIRY_MAX_CHARS, defaultInquiry()),
  visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT),
};

interface ConsultInput {
  patientId: number;
  toDoDay: string;
  illDay: string | null;
  takeDays: number;
  inquiry: InquiryInfo;
}

/** The prescription-start rules of spec 2 §5 in the spec's order, then the questionnaire's. */
function validateConsult(b: { patientId?: number; toDoDay: string; illDay: string; takeDays?: number; inquiryInfo: unknown }, now: Date): ConsultInput {
  // The page's own rules (spec 2 §5), written once; the onset day is asked only with serviceIndex 6,
  // and the page fills in today when it is left empty.
  const problem = prescriptionStartProblem({ hasPatient: !!b.patientId, useDate: b.toDoDay, useDays: b.takeDays, illDay: b.illDay }, todayYmd(now), true);
  if (problem) return fail(problem.message);
  const inquiry = validateInquiry(b.inquiryInfo);
  if (!inquiry.ok) return fail(inquiry.msg);
  return { patientId: b.patientId!, toDoDay: b.toDoDay, illDay: b.illDay || null, takeDays: b.takeDays!, inquiry: inquiry.value };
}

/** Consultations (spec 2 §4 flow): pricing creates the visit record; the visit history of a patient. */
export function visitRoutes(app: FastifyInstance, ctx: Ctx): void {
  /**
   * Prices a consultation on the server only: validates everything again, runs the engine and
   * stores the visit (state created) with its price. With the visitRecordId of a visit not yet
   * paid, that visit is re-priced (its open payment orders are closed: their amount is stale).
   * freeFlag is true when there is nothing to pay: the price is 0 (the visit is settled at once),
   * or the visitRecordId names a visit already paid, which is answered as it is, unchanged.
   */
  route(app, 'POST /health/v1/price', { body: priceBody }, async ({ body }, req) => {
    const me = await requirePrescriber(ctx, req);
    const now = ctx.now();
    const c = validateConsult(body, now);
    const patient = await ownedPatient(ctx.db, me.userId, c.patientId);

    const outcome = await ctx.db.transaction(async (tx): Promise<{ settled?: VisitRow; id: number; price: number }> => {
      let existing: VisitRow | undefined;
      if (body.visitRecordId) {
        const found = await ownedVisit(tx, me.userId, body.visitRecordId, { lock: true });
        if (found.patient_id !== patient.patient_id) fail(MSG.visitPatientMismatch);
        // Only a consultation (mode 1) is priced here: a visit another flow made (定制养生茶 …) keeps its own result.
        if (found.kind !== 'herbal') fail(MSG.visitNotFound);
        // A cancelled visit (by the doctor, or by the clock: recorded now) is not re-priced: a new visit is.
        const current = await expireVisitIfDue(tx, found, now);
        if (current.state === 'cancelled') existing = undefined;
        else if (current.state !== 'created') return { settled: current, id: current.visit_record_id, price: current.price_fen };
        else existing = current;
      }
      const engine = prescribe({
        sex: patient.sex === 0 ? 0 : 1,
        birthday: patient.birthday,
        inquiry: c.inquiry,
        startDate: c.toDoDay,
        takeDays: c.takeDays,
        ...(c.illDay ? { illDay: c.illDay } : {}),
      });
      const result: StoredResult = { prescriptions: engine.prescriptions, shangHan: engine.shangHan, reasons: engine.reasons };
      const price = consultationPriceFen(engine);
      const json = JSON.stringify(result);
      let id: number;
      if (existing) {
        await applyEvent(tx, existing.visit_record_id, existing.state, 'reprice', now);
        await tx.query(
          `UPDATE visit_records SET to_do_day = $2, ill_day = $3, take_days = $4, inquiry = $5::jsonb, price_fen = $6,
                  free_flag = $7, engine_result = $8::jsonb, current_result = $8::jsonb, priced_at = $9
            WHERE visit_record_id = $1`,
          [existing.visit_record_id, c.toDoDay, c.illDay, c.takeDays, JSON.stringify(c.inquiry), price, price === 0, json, now],
        );
        await closePendingPayments(tx, existing.visit_record_id, now);
        id = existing.visit_record_id;
      } else {
        const [row] = await tx.query<{ visit_record_id: number }>(
          `INSERT INTO visit_records (user_id, patient_id, state, to_do_day, ill_day, take_days, inquiry, price_fen, free_flag,
                                      engine_result, current_result, created_at, priced_at)
           VALUES ($1, $2, 'created', $3, $4, $5, $6::jsonb, $7, $8, $9::jsonb, $9::jsonb, $10, $10) RETURNING visit_record_id`,
          [me.userId, patient.patient_id, c.toDoDay, c.illDay, c.takeDays, JSON.stringify(c.inquiry), price, price === 0, json, now],
        );
        id = row.visit_record_id;
      }
      if (price === 0) await applyEvent(tx, id, 'created', 'settleFree', now);
      return { id, price };
    });

    // An already paid visit: nothing (more) to pay.
    if (outcome.settled) return { code: 200, msg: '', data: { price: outcome.price, freeFlag: true, visitRecordId: outcome.id } };
    return { code: 200, msg: '', data: { price: outcome.price, freeFlag: outcome.price === 0, visitRecordId: outcome.id } };
  });

  // The visit history of one of my patients (/medicalRecords), a deleted patient's included.
  route(app, 'POST /health/v1/visit/list', { body: { ...pageFields(), patientId: patientIdField(SEEDED_PATIENT) } }, async ({ body: b }, req) => {
    const me = await requireUser(ctx, req);
    if (!b.patientId) return fail(MSG.patientRequired);
    await ownedPatient(ctx.db, me.userId, b.patientId, { deleted: true });
    const { pageSize, offset } = paging(b, 10);
    const now = ctx.now();
    const rows = await ctx.db.query<VisitRow>(
      `SELECT * FROM visit_records WHERE user_id = $1 AND patient_id = $2 ORDER BY visit_record_id DESC LIMIT $3 OFFSET $4`,
      [me.userId, b.patientId, pageSize, offset],
    );
    const [count] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM visit_records WHERE user_id = $1 AND patient_id = $2', [
      me.userId,
      b.patientId,
    ]);
    return { code: 200, msg: '', rows: rows.map((v) => toSummary(v, now)), total: count.n };
  });

  /**
   * The doctor cancels an unpaid consultation (the 取消 action of a 待支付 row of the prescribing
   * orders, issue 19 §7): created → cancelled through the state machine, its pending payment orders
   * closed. Again: answered the same, nothing changes. A paid visit is refused (该问诊已支付，不能取消),
   * a custom tea too (it is paid, or not, through its delivery order).
   */
  route(app, 'POST /health/v1/visitRecord/cancel', { body: { visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT) } }, async ({ body: b }, req) => {
    const me = await requireUser(ctx, req);
    if (!b.visitRecordId) return fail(MSG.visitRequired);
    const now = ctx.now();
    const visit = await ctx.db.transaction((tx) => cancelVisit(tx, me.userId, b.visitRecordId!, now));
    return { code: 200, msg: MSG.visitCancelDone, data: toSummary(visit, now) };
  });
}
