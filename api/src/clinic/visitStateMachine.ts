import type { VisitState } from '@tcm/shared/contract';
import type { Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { CLINIC_MSG } from './messages';

/**
 * The life of a visit record, in one table:
 *
 *   (price) → created ──pay──→ paid ──read──→ prescribed
 *              ↺ reprice         ↺ replace      ↺ read, replace
 *              │
 *              └──cancel (the doctor) / expire (24 h after pricing)──→ cancelled ↺ cancel
 *
 * - created: priced, nothing paid; re-pricing (new inputs) keeps it created and closes its awaiting payment orders.
 * - paid: a payment order of the visit was confirmed (or the price was 0: settled when priced).
 * - prescribed: the doctor has read the prescription once (POST /health/v2/prescription).
 * - cancelled: never paid, and no longer payable: cancelled by the doctor (POST
 *   /health/v1/visitRecord/cancel) or UNPAID_VISIT_TTL_MS after it was priced (visits.ts:
 *   effectiveState derives it on reads, expireVisitIfDue applies it before a payment is made).
 *   A second cancel changes nothing; every other event is refused with 该问诊已取消….
 *
 * Any other move is refused with the event's Chinese message and changes nothing: the UPDATE names
 * the state it leaves, so two requests racing for the same move cannot both make it.
 */
export type VisitEvent = 'reprice' | 'pay' | 'settleFree' | 'read' | 'replace' | 'cancel' | 'expire';

export const TRANSITIONS: Record<VisitEvent, Partial<Record<VisitState, VisitState>>> = {
  reprice: { created: 'created' },
  pay: { created: 'paid' },
  settleFree: { created: 'paid' },
  read: { paid: 'prescribed', prescribed: 'prescribed' },
  replace: { paid: 'paid', prescribed: 'prescribed' },
  cancel: { created: 'cancelled', cancelled: 'cancelled' },
  expire: { created: 'cancelled' },
};

/** Why an event is refused in a state it has no move from. */
export const REFUSALS: Record<VisitEvent, string> = {
  reprice: CLINIC_MSG.visitAlreadyPaid,
  pay: CLINIC_MSG.visitAlreadyPaid,
  settleFree: CLINIC_MSG.visitAlreadyPaid,
  read: CLINIC_MSG.visitNotPaid,
  replace: CLINIC_MSG.visitNotPaid,
  cancel: CLINIC_MSG.visitPaidNoCancel,
  expire: CLINIC_MSG.visitPaidNoCancel,
};

/** Why an event is refused in a cancelled visit (a payment above all: 该问诊已取消，无法支付). */
export const CANCELLED_REFUSALS: Partial<Record<VisitEvent, string>> = {
  pay: CLINIC_MSG.visitCancelledNoPay,
  settleFree: CLINIC_MSG.visitCancelledNoPay,
};

const refusal = (state: VisitState, event: VisitEvent) => (state === 'cancelled' ? (CANCELLED_REFUSALS[event] ?? CLINIC_MSG.visitCancelled) : REFUSALS[event]);

/** The state after `event`, or the refusal (BizError). */
export function nextState(state: VisitState, event: VisitEvent): VisitState {
  return TRANSITIONS[event][state] ?? fail(refusal(state, event));
}

export const canHappen = (state: VisitState, event: VisitEvent) => TRANSITIONS[event][state] !== undefined;

/**
 * Moves one visit by `event` inside the caller's transaction: checks the table, then updates only
 * if the visit is still in `from` (stamping paid_at / prescribed_at / cancelled_at on entering those states).
 */
export async function applyEvent(tx: Queryable, visitRecordId: number, from: VisitState, event: VisitEvent, now: Date): Promise<VisitState> {
  const to = nextState(from, event);
  if (to === from) return to;
  const rows = await tx.query(
    `UPDATE visit_records
        SET state = $3,
            paid_at = CASE WHEN $3 = 'paid' THEN $4 ELSE paid_at END,
            prescribed_at = CASE WHEN $3 = 'prescribed' THEN $4 ELSE prescribed_at END,
            cancelled_at = CASE WHEN $3 = 'cancelled' THEN $4 ELSE cancelled_at END
      WHERE visit_record_id = $1 AND state = $2
      RETURNING visit_record_id`,
    [visitRecordId, from, to, now],
  );
  if (rows.length === 0) fail(refusal(from, event));
  return to;
}
