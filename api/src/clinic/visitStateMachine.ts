import type { VisitState } from '@tcm/shared/contract';
import type { Queryable } from '../db';
import { fail } from '../http/errors';
import { MSG } from '../messages';

/**
 * The life of a visit record, in one table:
 *
 *   (price) → created ──pay──→ paid ──read──→ prescribed
 *              ↺ reprice         ↺ replace      ↺ read, replace
 *
 * - created: priced, nothing paid; re-pricing (new inputs) keeps it created and closes its pending orders.
 * - paid: a payment order of the visit was confirmed (or the price was 0: settled when priced).
 * - prescribed: the doctor has read the prescription once (POST /health/v2/prescription).
 *
 * Any other move is refused with the event's Chinese message and changes nothing: the UPDATE names
 * the state it leaves, so two requests racing for the same move cannot both make it.
 */
export type VisitEvent = 'reprice' | 'pay' | 'settleFree' | 'read' | 'replace';

export const TRANSITIONS: Record<VisitEvent, Partial<Record<VisitState, VisitState>>> = {
  reprice: { created: 'created' },
  pay: { created: 'paid' },
  settleFree: { created: 'paid' },
  read: { paid: 'prescribed', prescribed: 'prescribed' },
  replace: { paid: 'paid', prescribed: 'prescribed' },
};

/** Why an event is refused in a state it has no move from. */
export const REFUSALS: Record<VisitEvent, string> = {
  reprice: MSG.visitAlreadyPaid,
  pay: MSG.visitAlreadyPaid,
  settleFree: MSG.visitAlreadyPaid,
  read: MSG.visitNotPaid,
  replace: MSG.visitNotPaid,
};

/** The state after `event`, or the refusal (BizError). */
export function nextState(state: VisitState, event: VisitEvent): VisitState {
  return TRANSITIONS[event][state] ?? fail(REFUSALS[event]);
}

export const canHappen = (state: VisitState, event: VisitEvent) => TRANSITIONS[event][state] !== undefined;

/**
 * Moves one visit by `event` inside the caller's transaction: checks the table, then updates only
 * if the visit is still in `from` (stamping paid_at / prescribed_at on entering those states).
 */
export async function applyEvent(tx: Queryable, visitRecordId: number, from: VisitState, event: VisitEvent, now: Date): Promise<VisitState> {
  const to = nextState(from, event);
  if (to === from) return to;
  const rows = await tx.query(
    `UPDATE visit_records
        SET state = $3,
            paid_at = CASE WHEN $3 = 'paid' THEN $4 ELSE paid_at END,
            prescribed_at = CASE WHEN $3 = 'prescribed' THEN $4 ELSE prescribed_at END
      WHERE visit_record_id = $1 AND state = $2
      RETURNING visit_record_id`,
    [visitRecordId, from, to, now],
  );
  if (rows.length === 0) fail(REFUSALS[event]);
  return to;
}
