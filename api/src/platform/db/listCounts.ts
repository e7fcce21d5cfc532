import type { Queryable } from './index';

/**
 * A doctor's list totals without rescanning the doctor's history (issue 21; tables and triggers in
 * migration 016): per doctor, list and bucket, a base count plus the deltas the triggers appended
 * since the sweeper last folded them in. Read in one statement, so base and deltas are of one
 * snapshot.
 *
 * Buckets: 'orders' by stored status, 'visits' by state, 'patients' kept / deleted, 'drafts' ''.
 */
export type CountedList = 'orders' | 'visits' | 'drafts' | 'patients';

export async function bucketCounts(q: Queryable, userId: number, list: CountedList): Promise<Map<string, number>> {
  const rows = await q.query<{ bucket: string; n: string | number }>(
    `SELECT bucket, sum(n) AS n FROM (
       SELECT bucket, n FROM list_counts WHERE user_id = $1 AND list = $2
       UNION ALL SELECT bucket, delta FROM list_count_deltas WHERE user_id = $1 AND list = $2) c
      GROUP BY bucket`,
    [userId, list],
  );
  return new Map(rows.map((r) => [r.bucket, Number(r.n)]));
}

/** The sum of the buckets that `pick` keeps (all when omitted). */
export function sumBuckets(counts: Map<string, number>, pick: (bucket: string) => boolean = () => true): number {
  let n = 0;
  for (const [bucket, count] of counts) if (pick(bucket)) n += count;
  return n;
}

/** Folds up to `limit` of the oldest deltas into the base counts; answers how many were folded (the sweeper). */
export async function foldCountDeltas(q: Queryable, limit: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `WITH moved AS (
       DELETE FROM list_count_deltas WHERE delta_id IN (SELECT delta_id FROM list_count_deltas ORDER BY delta_id LIMIT $1)
       RETURNING user_id, list, bucket, delta),
     folded AS (
       INSERT INTO list_counts (user_id, list, bucket, n)
       SELECT user_id, list, bucket, sum(delta) FROM moved GROUP BY 1, 2, 3
       ON CONFLICT (user_id, list, bucket) DO UPDATE SET n = list_counts.n + EXCLUDED.n
       RETURNING 1)
     SELECT (SELECT count(*) FROM moved)::int AS n`,
    [limit],
  );
  return row!.n;
}
