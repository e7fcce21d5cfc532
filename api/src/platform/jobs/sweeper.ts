import type { Db, Queryable } from '../db';
import type { Clock } from '../lib/time';

/**
 * The sweeper records what the clock decided (issue 21), so that no read has to: the reads derive
 * it as of now and the sweeper writes it a moment later, in the background, in bounded batches.
 * Each domain hands in its steps (the composition root orders them: api/src/sweep.ts); this runs
 * them.
 *
 * Every move a step makes goes through its state machine, whose UPDATE names the state it leaves,
 * so a move made twice happens once. One instance at a time: each batch is one transaction holding
 * the sweeper's advisory lock (pg_try_advisory_xact_lock); another instance finding it taken skips
 * its turn. Steps take their rows FOR UPDATE SKIP LOCKED, so a request busy with one is not waited for.
 */

/** The advisory lock every API instance's sweeper takes for a batch. */
export const SWEEP_LOCK_KEY = 21_000_021;

/** One step: moves up to `limit` due rows inside the batch's transaction, answering how many it found. */
export interface SweepStep<C> {
  name: string;
  run: (tx: Queryable, ctx: C, now: Date, limit: number) => Promise<number>;
  /** Rows per `batchSize` (tiny rows, such as the counters' deltas, go many a batch). */
  scale?: number;
}

export interface SweepOptions {
  /** Rows per batch (one transaction). */
  batchSize?: number;
  /** Batches per step and pass: a backlog is worked off over several passes. */
  maxBatches?: number;
}

/**
 * One pass over the steps, in order. A pass that finds the sweeper's lock taken stops there: null
 * when it had done nothing yet, else what it did before (so no move it made goes uncounted).
 */
export async function sweepOnce<C extends { db: Db; now: Clock }>(
  ctx: C,
  steps: readonly SweepStep<C>[],
  opts: SweepOptions = {},
): Promise<Record<string, number> | null> {
  const limit = opts.batchSize ?? 200;
  const maxBatches = opts.maxBatches ?? 20;
  const counts: Record<string, number> = Object.fromEntries(steps.map((s) => [s.name, 0]));
  let didWork = false;
  for (const step of steps) {
    const rows = limit * (step.scale ?? 1);
    for (let batch = 0; batch < maxBatches; batch++) {
      const now = ctx.now();
      const taken = await ctx.db.transaction(async (tx) => {
        const [lock] = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [SWEEP_LOCK_KEY]);
        return lock.ok ? step.run(tx, ctx, now, rows) : null;
      });
      if (taken === null) return didWork ? counts : null;
      didWork = true;
      counts[step.name] += taken;
      if (taken < rows) break;
    }
  }
  return counts;
}

/**
 * Runs `pass` every `everyMs` in the background (never two passes of this instance at once); a
 * failed pass is logged and the next one tries again. Answers stop(), which waits for a pass under
 * way, so the database is not closed beneath it.
 */
export function startSweeper(pass: () => Promise<unknown>, everyMs: number, log: (error: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = pass()
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
