import type { HerbLine, InquiryWire, PrescriptionInfo, VisitRecordSummary, VisitState } from '@tcm/shared/contract';
import { visitKindText, visitState } from '@tcm/shared/codes';
import { one, type Db, type Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { CLINIC_MSG } from './messages';
import { DAY, formatChinaTime } from '../platform/lib/time';
import { addDays } from './dates';
import { ownedPatient } from './patients';
import { chargeFen, type EnginePrescription } from './engine';
import { closeAwaitingPayments } from './paymentStateMachine';
import { applyEvent } from './visitStateMachine';

/** What a visit keeps of the engine's answer (engine_result as priced, current_result after replacements). */
export interface StoredResult {
  prescriptions: EnginePrescription[];
  shangHan: EnginePrescription[];
  reasons: string[];
}

export interface VisitRow {
  visit_record_id: number;
  user_id: number;
  patient_id: number;
  kind: VisitKind;
  state: VisitState;
  to_do_day: string;
  ill_day: string | null;
  take_days: number;
  inquiry: InquiryWire;
  price_fen: number;
  free_flag: boolean;
  engine_result: StoredResult;
  current_result: StoredResult;
  created_at: Date;
  priced_at: Date;
  paid_at: Date | null;
  cancelled_at: Date | null;
}

/**
 * The kinds of visit record (rows of visit_kinds, migrations 006-008) and their names: herbal is
 * mode 1 中药组方 (spec 2 §1), general the 通用方 (serviceIndex -1), selfComposed mode 2 自拟组方,
 * customTea service 9 定制养生茶.
 */
export type VisitKind = 'herbal' | 'general' | 'selfComposed' | 'customTea';

/** One visit of this user (another user's answers like a missing one); `lock` for a state change. */
export async function ownedVisit(q: Queryable, userId: number, visitRecordId: number, opts: { lock?: boolean } = {}): Promise<VisitRow> {
  const row = await one<VisitRow>(q, `SELECT * FROM visit_records WHERE visit_record_id = $1 AND user_id = $2 ${opts.lock ? 'FOR UPDATE' : ''}`, [
    visitRecordId,
    userId,
  ]);
  return row ?? fail(CLINIC_MSG.visitNotFound);
}

/** An unpaid visit is cancelled this long after it was priced (issue 19 §7; the injectable clock). */
export const UNPAID_VISIT_TTL_MS = DAY;

/**
 * Visits paid with something else: a custom tea is paid through its delivery order (its visit
 * stays created), so it is neither cancelled by the doctor here nor by the clock.
 */
const cancellableKind = (kind: VisitKind) => kind !== 'customTea';

/** An unpaid visit whose time ran out (cancelled by the clock, whether or not a write recorded it yet). */
export const isDueToExpire = (v: Pick<VisitRow, 'state' | 'kind' | 'priced_at'>, now: Date) =>
  v.state === 'created' && cancellableKind(v.kind) && now.getTime() - new Date(v.priced_at).getTime() >= UNPAID_VISIT_TTL_MS;

/** The state as of `now`: reads derive the clock's cancellation, without writing it. */
export const effectiveState = (v: Pick<VisitRow, 'state' | 'kind' | 'priced_at'>, now: Date): VisitState => (isDueToExpire(v, now) ? 'cancelled' : v.state);

/**
 * The same in SQL, for the lists (alias v): true when the visit is cancelled as of `now`. A Date's
 * cut-off is written as a literal (an ISO time made here, never from input), so the condition fits
 * queries whatever their parameters; a string is the SQL of a bound time (e.g. `$4::timestamptz`),
 * for a statement prepared once (platform/db/sqlTime.ts).
 */
export const cancelledSql = (now: Date | string) =>
  `(v.state = 'cancelled' OR (v.state = 'created' AND v.kind <> 'customTea' AND v.priced_at <= ${
    typeof now === 'string'
      ? `(${now} - interval '${UNPAID_VISIT_TTL_MS / 1000} seconds')`
      : `'${new Date(now.getTime() - UNPAID_VISIT_TTL_MS).toISOString()}'::timestamptz`
  }))`;

export { closeAwaitingPayments };

/**
 * Applies the clock's cancellation to a locked visit before it is paid (through the state machine,
 * its awaiting payment orders closed); answers the visit as it is afterwards.
 */
export async function expireVisitIfDue(tx: Queryable, v: VisitRow, now: Date): Promise<VisitRow> {
  if (!isDueToExpire(v, now)) return v;
  await applyEvent(tx, v.visit_record_id, v.state, 'expire', now);
  await closeAwaitingPayments(tx, v.visit_record_id, now);
  return { ...v, state: 'cancelled', cancelled_at: now };
}

/** The doctor cancels an unpaid visit (created → cancelled; again: unchanged; paid: refused). */
export async function cancelVisit(tx: Queryable, userId: number, visitRecordId: number, now: Date): Promise<VisitRow> {
  const v = await ownedVisit(tx, userId, visitRecordId, { lock: true });
  if (!cancellableKind(v.kind)) fail(CLINIC_MSG.teaCancelWithDelivery);
  await applyEvent(tx, v.visit_record_id, v.state, 'cancel', now);
  await closeAwaitingPayments(tx, v.visit_record_id, now);
  return ownedVisit(tx, userId, visitRecordId);
}

/**
 * POST /health/v1/visitRecord/cancel: the 取消 of a 待支付 row of the prescribing orders (issue 19
 * §7), in one transaction: created → cancelled through the state machine, its awaiting payment orders
 * closed. Again: answered the same, nothing changes. A paid visit is refused (该问诊已支付，不能取消),
 * a custom tea too (it is paid, or not, through its delivery order).
 */
export async function cancelConsultation(db: Db, userId: number, visitRecordId: number | undefined, now: Date): Promise<VisitRecordSummary> {
  if (!visitRecordId) return fail(CLINIC_MSG.visitRequired);
  const visit = await db.transaction((tx) => cancelVisit(tx, userId, visitRecordId, now));
  return toSummary(visit, now);
}

/**
 * Settled: paid, or free (settled when priced), and maybe read since. A settled visit shows its
 * prescription; a created one is refused (spec: not before payment). Defined here once, for code
 * and for SQL.
 */
export const SETTLED_STATES: readonly VisitState[] = ['paid', 'prescribed'];
export const isSettled = (v: Pick<VisitRow, 'state'>) => SETTLED_STATES.includes(v.state);
/** The same in SQL, for the lists (alias v). */
export const settledStateSql = `v.state IN (${SETTLED_STATES.map((s) => `'${s}'`).join(', ')})`;

/** The visit history of one of my patients (/medicalRecords), a deleted patient's included, as summaries at `now`. */
export async function patientVisits(db: Queryable, userId: number, patientId: number | undefined, page: { pageSize: number; offset: number }, now: Date) {
  if (!patientId) return fail(CLINIC_MSG.patientRequired);
  await ownedPatient(db, userId, patientId, { deleted: true });
  const { rows, total } = await patientVisitPage(db, userId, patientId, page);
  return { rows: rows.map((v) => toSummary(v, now)), total };
}

/** One page of a patient's visit history (/medicalRecords), newest first, with the total. */
export async function patientVisitPage(
  q: Queryable,
  userId: number,
  patientId: number,
  page: { pageSize: number; offset: number },
): Promise<{ rows: VisitRow[]; total: number }> {
  const rows = await q.query<VisitRow>(`SELECT * FROM visit_records WHERE user_id = $1 AND patient_id = $2 ORDER BY visit_record_id DESC LIMIT $3 OFFSET $4`, [
    userId,
    patientId,
    page.pageSize,
    page.offset,
  ]);
  const [count] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM visit_records WHERE user_id = $1 AND patient_id = $2', [userId, patientId]);
  return { rows, total: count.n };
}

/**
 * Herb lines are numbered from 1 across the visit: the main prescriptions first, then the
 * 伤寒论 ones. That number is the `number` the replace calls send back.
 */
export interface LocatedHerb {
  list: 'prescriptions' | 'shangHan';
  prescription: number;
  herb: number;
  index: number;
  name: string;
  weight: number;
}

export function herbLines(result: StoredResult): LocatedHerb[] {
  const out: LocatedHerb[] = [];
  let index = 0;
  for (const list of ['prescriptions', 'shangHan'] as const) {
    result[list].forEach((p, pi) => p.herbs.forEach((h, hi) => out.push({ list, prescription: pi, herb: hi, index: ++index, name: h.name, weight: h.weight })));
  }
  return out;
}

/**
 * A prescription's herbs and numbers, computed from the visit alone (what a delivery order keeps
 * when placed). The model answered to clients adds the visit's and its orders' facts
 * (prescriptionModel.ts: type, takeTime, disease, modifyFlag, status, deliveryOrderId, imageUrl).
 */
export type PrescriptionCore = Pick<PrescriptionInfo, 'name' | 'count' | 'charge' | 'totalWeight' | 'startDate' | 'endDate' | 'supplyDays' | 'prescription'> & {
  source: string;
};

function toInfo(p: EnginePrescription, lines: LocatedHerb[], startDate: string, takeDays: number): PrescriptionCore {
  const supplyDays = p.supplyDays || takeDays;
  return {
    name: p.name,
    source: p.source,
    count: p.count,
    charge: chargeFen({ count: p.count, herbs: p.herbs }),
    totalWeight: p.herbs.reduce((sum, h) => sum + h.weight, 0),
    startDate,
    // Inclusive: 7 days from 12-01 end on 12-07.
    endDate: addDays(startDate, supplyDays - 1),
    supplyDays,
    prescription: lines.map((l): HerbLine => ({ key: l.name, value: `${l.weight}g`, index: l.index })),
  };
}

/** The prescriptions' herbs and numbers (spec 2 §3), charges computed from the current herbs (answered through prescriptionModel.ts). */
export function prescriptionInfos(v: Pick<VisitRow, 'current_result' | 'to_do_day' | 'take_days'>): {
  prescriptionInfos: PrescriptionCore[];
  shangHanPrescriptionInfos: PrescriptionCore[];
} {
  const lines = herbLines(v.current_result);
  const infos = (list: LocatedHerb['list']) =>
    v.current_result[list].map((p, pi) =>
      toInfo(
        p,
        lines.filter((l) => l.list === list && l.prescription === pi),
        v.to_do_day,
        v.take_days,
      ),
    );
  return { prescriptionInfos: infos('prescriptions'), shangHanPrescriptionInfos: infos('shangHan') };
}

export function toSummary(v: VisitRow, now: Date): VisitRecordSummary {
  const state = effectiveState(v, now);
  return {
    visitRecordId: v.visit_record_id,
    patientId: v.patient_id,
    createdAt: formatChinaTime(new Date(v.created_at)),
    kind: visitKindText(v.kind),
    kindCode: v.kind,
    state,
    stateText: visitState(state).text,
    price: v.price_fen,
    paid: isSettled(v),
    freeFlag: v.free_flag,
    startDate: v.to_do_day,
    takeDays: v.take_days,
  };
}
