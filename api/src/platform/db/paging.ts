/**
 * Deep pages without walking the whole index (issue 21): a list's page is chosen through an index
 * in the list's order, and OFFSET skips entries one by one, so the heavy doctor's last page of
 * 200k orders skipped 200k entries. Past the middle, the same rows are the first ones of the
 * opposite order: the page reads from the other end of the same index and shows them newest first
 * again (the outer ORDER BY of every list). The total decides which end is nearer, so a deep page
 * reads it first; a shallow one reads both at once.
 */
export interface PageWindow {
  /** The direction in which the index is walked for this page. */
  order: 'DESC' | 'ASC';
  limit: number;
  offset: number;
}

/** Below this offset the skip is cheap: page and total are read in parallel. */
export const DEEP_OFFSET = 100;

export async function pageAndTotal<T>(
  q: { limit: number; offset: number },
  readPage: (w: PageWindow) => Promise<T[]>,
  readTotal: () => Promise<number>,
): Promise<[T[], number]> {
  const newestFirst: PageWindow = { order: 'DESC', limit: q.limit, offset: q.offset };
  if (q.offset < DEEP_OFFSET) return Promise.all([readPage(newestFirst), readTotal()]);
  const total = await readTotal();
  if (q.offset >= total) return [[], total];
  const after = total - q.offset - q.limit; // rows older than the page
  if (after >= q.offset) return [await readPage(newestFirst), total];
  return [await readPage({ order: 'ASC', limit: Math.min(q.limit, total - q.offset), offset: Math.max(0, after) }), total];
}

/**
 * A page's LIMIT and OFFSET written into a statement, and whether that statement is worth
 * preparing. Bound as parameters, they are unknown to the plan PostgreSQL keeps for a prepared
 * statement, which then costs a page as a tenth of the doctor's rows: at 1M rows that plan looked
 * 60 times dearer than one made for the call, so every call was planned afresh (2-3 ms of the
 * 10-row page). Written in, the kept plan is costed for the page and reused. The input layer
 * bounds both (pageFields); a deep offset is left unprepared, so that a connection keeps one
 * statement per page size and shallow offset, not one per page number.
 */
export function pageClause(w: PageWindow): { sql: string; prepare: boolean } {
  for (const n of [w.limit, w.offset]) if (!Number.isSafeInteger(n) || n < 0) throw new Error(`bad page window ${w.limit}/${w.offset}`);
  return { sql: `LIMIT ${w.limit} OFFSET ${w.offset}`, prepare: w.offset < DEEP_OFFSET };
}
