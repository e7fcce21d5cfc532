import type { Db, Queryable } from '../db';

/**
 * The two counting primitives on the shared `rate_limits` table (migrations/002_limits.sql). Both
 * decide in the database, in one atomic step per request, so several API instances on one
 * PostgreSQL share them and requests sent in parallel cannot all slip under a limit. Times come
 * from the caller (the app's injectable clock), never from the database server.
 */

export type Verdict = { allowed: true; hits: number } | { allowed: false; retryAfterMs: number };

/** A reserved attempt: its number, and the wait it set for the next one (null: none). */
export type Reservation = { allowed: true; hits: number; waitSet: Date | null } | { allowed: false; retryAfterMs: number };

export interface WindowRule {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * A fixed-window counter: one hit for `key` in the window that holds `now` (windows are aligned to
 * multiples of windowMs since the epoch, so an hour is a clock hour). The hit is counted only
 * while the count is under the limit (`WHERE hits < limit`): exactly `limit` hits are allowed per
 * window, however many arrive at once. A refused hit changes nothing. At a window boundary a
 * client may use up the old window and the new one back to back (at most twice the limit).
 */
export async function hitWindow(q: Queryable, bucket: string, key: string, rule: WindowRule, now: Date): Promise<Verdict> {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const end = new Date(start + rule.windowMs);
  const rows = await q.query<{ hits: number }>(
    `INSERT INTO rate_limits AS r (bucket, key, window_start, hits, expires_at)
     VALUES ($1, $2, $3, 1, $4)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = r.hits + 1 WHERE r.hits < $5
     RETURNING hits`,
    [bucket, key, new Date(start), end, rule.limit],
  );
  if (rows.length === 0) return { allowed: false, retryAfterMs: end.getTime() - now.getTime() };
  return { allowed: true, hits: rows[0].hits };
}

/**
 * A fixed-window budget of `amount`s (characters, say) rather than hits: `amount` is added to the
 * key's window only while the sum stays within the limit; a refused amount changes nothing.
 */
export async function addToWindow(q: Queryable, bucket: string, key: string, rule: WindowRule, amount: number, now: Date): Promise<Verdict> {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const end = new Date(start + rule.windowMs);
  const refused: Verdict = { allowed: false, retryAfterMs: end.getTime() - now.getTime() };
  if (amount > rule.limit) return refused;
  const rows = await q.query<{ hits: number }>(
    `INSERT INTO rate_limits AS r (bucket, key, window_start, hits, expires_at)
     VALUES ($1, $2, $3, $6, $4)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = r.hits + $6 WHERE r.hits + $6 <= $5
     RETURNING hits`,
    [bucket, key, new Date(start), end, rule.limit, amount],
  );
  return rows.length ? { allowed: true, hits: rows[0].hits } : refused;
}

/** Marks `key` as seen in the window of `now`; false when it was seen there already. */
export async function firstInWindow(q: Queryable, bucket: string, key: string, windowMs: number, now: Date): Promise<boolean> {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const rows = await q.query(
    `INSERT INTO rate_limits (bucket, key, window_start, hits, expires_at) VALUES ($1, $2, $3, 1, $4)
     ON CONFLICT (bucket, key, window_start) DO NOTHING RETURNING 1`,
    [bucket, key, new Date(start), new Date(start + windowMs)],
  );
  return rows.length > 0;
}

export interface ThrottleRule {
  /** Attempts allowed without waiting; attempt number `free` and each one after it sets a wait. */
  free: number;
  /** The wait set by attempt number h (h >= free). */
  delayMs: (h: number) => number;
  /** The count is forgotten after this long without an attempt… */
  forgetMs: number;
  /** …counted from the end of the wait (true: waiting it out does not reset the count) or from the attempt (false). */
  forgetAfterWait: boolean;
}

/** Throttle rows have one row per key: their window_start is the epoch. */
const NO_WINDOW = new Date(0);

/**
 * A failure throttle: reserves one attempt for `key` before the caller checks it, and refuses while
 * a wait set by an earlier attempt lasts. The reservation happens under the row's lock, so
 * attempts sent in parallel are reserved one after the other: after `free - 1` of them the next
 * one sets a wait and all others are refused. A caller whose attempt succeeded (or was not checked
 * after all) gives it back with `releaseAttempt` or `forget`.
 */
export function reserveAttempt(db: Db, bucket: string, key: string, rule: ThrottleRule, now: Date): Promise<Reservation> {
  return db.transaction(async (tx) => {
    // Creates the row or locks the existing one (DO UPDATE takes the row lock), in one statement,
    // so a concurrent cleanup cannot delete it between finding and updating it.
    const [row] = await tx.query<{ hits: number; blocked_until: Date | null; expires_at: Date }>(
      `INSERT INTO rate_limits AS r (bucket, key, window_start, hits, expires_at) VALUES ($1, $2, $3, 0, $4)
       ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = r.hits
       RETURNING hits, blocked_until, expires_at`,
      [bucket, key, NO_WINDOW, now],
    );
    const t = now.getTime();
    const blockedUntil = row.blocked_until ? new Date(row.blocked_until).getTime() : 0;
    if (blockedUntil > t) return { allowed: false, retryAfterMs: blockedUntil - t };
    const remembered = new Date(row.expires_at).getTime() > t ? row.hits : 0;
    const hits = remembered + 1;
    const wait = hits >= rule.free ? t + rule.delayMs(hits) : null;
    const expires = Math.max(t + rule.forgetMs, wait === null ? 0 : wait + (rule.forgetAfterWait ? rule.forgetMs : 0));
    await tx.query('UPDATE rate_limits SET hits = $4, blocked_until = $5, expires_at = $6 WHERE bucket = $1 AND key = $2 AND window_start = $3', [
      bucket,
      key,
      NO_WINDOW,
      hits,
      wait === null ? null : new Date(wait),
      new Date(expires),
    ]);
    return { allowed: true, hits, waitSet: wait === null ? null : new Date(wait) };
  });
}

/**
 * Gives back one reserved attempt that turned out not to be a failure: the count goes down and the
 * wait the attempt set, if it is still the row's wait, is lifted (an attempt reserved after it
 * would have set its own). The wait before it had ended, or the attempt would have been refused.
 */
export async function releaseAttempt(q: Queryable, bucket: string, key: string, waitSet: Date | null): Promise<void> {
  await q.query(
    `UPDATE rate_limits SET hits = greatest(hits - 1, 0),
            blocked_until = CASE WHEN blocked_until = $4 THEN NULL ELSE blocked_until END
      WHERE bucket = $1 AND key = $2 AND window_start = $3`,
    [bucket, key, NO_WINDOW, waitSet],
  );
}

/** Clears a throttle's count and wait (a right password ends a run of wrong ones). */
export async function forget(q: Queryable, bucket: string, key: string): Promise<void> {
  await q.query('DELETE FROM rate_limits WHERE bucket = $1 AND key = $2 AND window_start = $3', [bucket, key, NO_WINDOW]);
}

/** Deletes every row that no longer matters: past windows, forgotten counts, ended waits. One indexed statement. */
export async function deleteExpired(q: Queryable, now: Date): Promise<number> {
  const rows = await q.query('DELETE FROM rate_limits WHERE expires_at <= $1 RETURNING 1', [now]);
  return rows.length;
}
