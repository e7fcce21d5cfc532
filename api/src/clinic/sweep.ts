import type { SweepStep } from '../platform/jobs/sweeper';
import { expireVisitIfDue, UNPAID_VISIT_TTL_MS, type VisitRow } from './visits';

/**
 * The sweeper's step of the clinic: unpaid visits 24 hours after pricing → cancelled, their awaiting
 * payments closed, as every read already shows them (visits.ts: effectiveState, cancelledSql).
 */
export const expireDueVisits: SweepStep<unknown> = {
  name: 'expiredVisits',
  run: async (tx, _ctx, now, limit) => {
    const due = await tx.query<VisitRow>(
      `SELECT * FROM visit_records WHERE state = 'created' AND kind <> 'customTea' AND priced_at <= $1
        ORDER BY priced_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [new Date(now.getTime() - UNPAID_VISIT_TTL_MS), limit],
    );
    for (const v of due) await expireVisitIfDue(tx, v, now);
    return due.length;
  },
};
