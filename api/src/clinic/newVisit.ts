import type { Queryable } from '../platform/db';
import type { StoredResult, VisitKind } from './visits';
import { applyEvent } from './visitStateMachine';

/** A visit as a flow prices it: whose, for which patient, what was asked and what the engine answered. */
export interface NewVisit {
  userId: number;
  patientId: number;
  kind: VisitKind;
  toDoDay: string;
  illDay: string | null;
  takeDays: number;
  /** The questionnaire as stored (the wire form). */
  inquiry: unknown;
  priceFen: number;
  /** The engine's answer: kept as priced (engine_result) and as it is now (current_result). */
  result: StoredResult | (StoredResult & Record<string, unknown>);
  /** A service's whole result (定制养生茶), else none. */
  serviceResult?: unknown;
}

/**
 * The one place a visit record is created (every flow: 中药组方, 通用方, 自拟组方, 定制养生茶): state
 * created, priced now. A visit with nothing to pay is settled at once through the state machine
 * (settleFree), except a custom tea, which is paid through its delivery order. Answers its id.
 */
export async function insertVisit(tx: Queryable, v: NewVisit, now: Date): Promise<number> {
  const free = v.priceFen === 0 && v.kind !== 'customTea';
  const [row] = await tx.query<{ visit_record_id: number }>(
    `INSERT INTO visit_records (user_id, patient_id, kind, state, to_do_day, ill_day, take_days, inquiry, price_fen, free_flag,
                                engine_result, current_result, service_result, created_at, priced_at)
     VALUES ($1, $2, $3, 'created', $4, $5, $6, $7::jsonb, $8, $9, $10::jsonb, $10::jsonb, $11::jsonb, $12, $12)
     RETURNING visit_record_id`,
    [
      v.userId,
      v.patientId,
      v.kind,
      v.toDoDay,
      v.illDay,
      v.takeDays,
      JSON.stringify(v.inquiry),
      v.priceFen,
      free,
      JSON.stringify(v.result),
      v.serviceResult === undefined ? null : JSON.stringify(v.serviceResult),
      now,
    ],
  );
  const id = row!.visit_record_id;
  if (free) await applyEvent(tx, id, 'created', 'settleFree', now);
  return id;
}
