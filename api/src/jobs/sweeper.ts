import type { Ctx } from '../context';
import type { Queryable } from '../platform/db';
import { settleInTx } from '../cashier/settle';
import { expireLocked, type OrderRow } from '../commerce/orders';
import { foldCountDeltas } from '../platform/db/listCounts';
import { expireVisitIfDue, UNPAID_VISIT_TTL_MS, type VisitRow } from '../clinic/visits';

/**
 * The sweeper records what the clock decided (issue 21), so that no read has to: the reads derive
 * it as of now (commerce/orderStatus.ts, clinic/visits.ts cancelledSql) and the sweeper writes it
 * a moment later, in the background, in bounded batches:
 *
 *   1. due payment results (the provider's answer once settle_at has passed) → succeeded / failed,
 *      the order paid or payable again (cashier/settle.ts) — first, so a payment taken in time is
 *      never lost to step 2;
 *   2. unpaid delivery orders past their deadline → -1 超时未支付, their awaiting payment closed;
 *   3. unpaid visits 24 hours after pricing → cancelled, their pending payments closed;
 *   4. the list counters' deltas folded into their base counts (db/listCounts.ts), so reading a
 *      total stays a few rows.
 *
 * Every move goes through its state machine, whose UPDATE names the state it leaves, so a move
 * made twice happens once. One instance at a time: each batch is one transaction holding the
 * sweeper's advisory lock (pg_try_advisory_xact_lock); another instance finding it taken skips
 * its turn. Rows are taken FOR UPDATE SKIP LOCKED, so a request busy with one is not waited for.
 */

/** The advisory lock every API instance's sweeper takes for a batch. */
export const SWEEP_LOCK_KEY = 21_000_021;

export interface SweepCounts {
  settledPayments: number;
  expiredOrders: number;
  expiredVisits: number;
  foldedCounts: number;
}

export interface SweepOptions {
  /** Rows per batch (one transaction). */
  batchSize?: number;
  /** Batches per step and pass: a backlog is worked off over several passes. */
  maxBatches?: number;
}

type Step = (tx: Queryable, ctx: Pick<Ctx, 'adapay'>, now: Date, limit: number) => Promise<number>;

const settlePayments: Step = async (tx, ctx, now, limit) => {
  const due = await tx.query<{ payment_id: string; delivery_order_id: number }>(
    `SELECT payment_id, delivery_order_id FROM cashier_payments WHERE state = 'processing' AND settle_at <= $1 ORDER BY settle_at LIMIT $2`,
    [now, limit],
  );
  // settleInTx locks the order, then the payment: the order every request locks them in.
  for (const p of due) await settleInTx(tx, ctx, p, now);
  return due.length;
};

const expireOrders: Step = async (tx, _ctx, now, limit) => {
  // An order whose payment the provider is processing waits for its result (step 1), as on read.
  const due = await tx.query<OrderRow>(
    `SELECT o.* FROM delivery_orders o
      WHERE o.status IN (0, 99) AND o.pay_deadline <= $1
        AND NOT EXISTS (SELECT 1 FROM cashier_payments cp WHERE cp.delivery_order_id = o.delivery_order_id AND cp.state = 'processing')
      ORDER BY o.pay_deadline LIMIT $2 FOR UPDATE OF o SKIP LOCKED`,
    [now, limit],
  );
  for (const o of due) await expireLocked(tx, o, now);
  return due.length;
};

const expireVisits: Step = async (tx, _ctx, now, limit) => {
  const due = await tx.query<VisitRow>(
    `SELECT * FROM visit_records WHERE state = 'created' AND kind <> 'customTea' AND priced_at <= $1
      ORDER BY priced_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [new Date(now.getTime() - UNPAID_VISIT_TTL_MS), limit],
  );
  for (const v of due) await expireVisitIfDue(tx, v, now);
  return due.length;
};

const foldCounts: Step = (tx, _ctx, _now, limit) => foldCountDeltas(tx, limit);

/** Each step with its batch size in rows per `batchSize` (the counters' deltas are tiny rows: many a batch). */
const STEPS: [keyof SweepCounts, Step, number][] = [
  ['settledPayments', settlePayments, 1],
  ['expiredOrders', expireOrders, 1],
  ['expiredVisits', expireVisits, 1],
  ['foldedCounts', foldCounts, 25],
];

/**
 * One pass over the steps. A pass that finds the sweeper's lock taken stops there: null when it
 * had done nothing yet, else what it did before (so no move it made goes uncounted).
 */
export async function sweepOnce(ctx: Pick<Ctx, 'db' | 'adapay' | 'now'>, opts: SweepOptions = {}): Promise<SweepCounts | null> {
  const limit = opts.batchSize ?? 200;
  const maxBatches = opts.maxBatches ?? 20;
  const counts: SweepCounts = { settledPayments: 0, expiredOrders: 0, expiredVisits: 0, foldedCounts: 0 };
  let didWork = false;
  for (const [name, step, scale] of STEPS) {
    for (let batch = 0; batch < maxBatches; batch++) {
      const now = ctx.now();
      const taken = await ctx.db.transaction(async (tx) => {
        const [lock] = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [SWEEP_LOCK_KEY]);
        return lock!.ok ? step(tx, ctx, now, limit * scale) : null;
      });
      if (taken === null) return didWork ? counts : null;
      didWork = true;
      counts[name] += taken;
      if (taken < limit * scale) break;
    }
  }
  return counts;
}

/**
 * Runs sweepOnce every `everyMs` in the background (never two passes of this instance at once);
 * a failed pass is logged and the next one tries again. Answers stop(), which waits for a pass
 * under way, so the database is not closed beneath it.
 */
export function startSweeper(ctx: Pick<Ctx, 'db' | 'adapay' | 'now'>, everyMs: number, log: (error: unknown) => void, opts: SweepOptions = {}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = sweepOnce(ctx, opts)
      .catch(log)
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, everyMs);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
