import type { Db } from '../../platform/db';
import { insertVisit } from '../newVisit';
import { ownedVisit, type VisitRow } from '../visits';
import { storedResultOf } from './stored';
import type { ComposedPrescription } from './validate';

/**
 * Stores a composed prescription as a visit (kind selfComposed): nothing to pay for the visit itself,
 * so it is settled at once, as a free consultation is. Answers the stored row.
 */
export async function createSelfComposedVisit(db: Db, userId: number, patientId: number, c: ComposedPrescription, now: Date): Promise<VisitRow> {
  return db.transaction(async (tx) => {
    const id = await insertVisit(
      tx,
      {
        userId,
        patientId,
        kind: 'selfComposed',
        toDoDay: c.toDoDay,
        illDay: null,
        takeDays: c.takeDays,
        inquiry: c.inquiry,
        priceFen: 0,
        result: storedResultOf(c),
      },
      now,
    );
    return ownedVisit(tx, userId, id);
  });
}
