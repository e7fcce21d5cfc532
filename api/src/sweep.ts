import { settleDuePayments } from './cashier/sweep';
import { expireDueVisits } from './clinic/sweep';
import { expireDueOrders } from './commerce/sweep';
import type { Ctx } from './context';
import { foldCountDeltas } from './platform/db/listCounts';
import { startSweeper as startPasses, sweepOnce as sweepSteps, type SweepOptions, type SweepStep } from './platform/jobs/sweeper';

/**
 * What the sweeper records of the clock's decisions (issue 21), in this order:
 *
 *   1. due payment results → succeeded / failed, the order paid or payable again (the cashier) —
 *      first, so a payment taken in time is never lost to step 2;
 *   2. unpaid delivery orders past their deadline → -1 超时未支付 (the commerce);
 *   3. unpaid visits 24 hours after pricing → cancelled (the clinic);
 *   4. the list counters' deltas folded into their base counts (platform/db/listCounts.ts), so
 *      reading a total stays a few rows (many a batch: the deltas are tiny rows).
 */
type SweepCtx = Pick<Ctx, 'db' | 'adapay' | 'now'>;

const STEPS: readonly SweepStep<SweepCtx>[] = [
  settleDuePayments,
  expireDueOrders,
  expireDueVisits,
  { name: 'foldedCounts', run: (tx, _ctx, _now, limit) => foldCountDeltas(tx, limit), scale: 25 },
];

export interface SweepCounts {
  settledPayments: number;
  expiredOrders: number;
  expiredVisits: number;
  foldedCounts: number;
}

/** One pass (platform/jobs/sweeper.ts): null when another instance held the sweeper's lock before anything was done. */
export const sweepOnce = (ctx: SweepCtx, opts: SweepOptions = {}) => sweepSteps(ctx, STEPS, opts) as Promise<SweepCounts | null>;

/** A pass every `everyMs` in the background; answers stop(). */
export const startSweeper = (ctx: SweepCtx, everyMs: number, log: (error: unknown) => void, opts: SweepOptions = {}) =>
  startPasses(() => sweepOnce(ctx, opts), everyMs, log);
