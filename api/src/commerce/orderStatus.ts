import { timeSql, type SqlTime } from '../platform/db/sqlTime';
import { payments } from './ports';

export type { SqlTime };

/**
 * The status a delivery order READS as at `now`, derived in the query from what is stored, so no
 * read writes (issue 21). What the clock decides before the sweeper (commerce/sweep.ts)
 * has written it:
 *
 * - an unpaid order (0, 99) past its deadline reads -1 超时未支付, unless the provider is
 *   processing a payment taken in time: its result decides;
 * - an unpaid order whose processing payment's result is due reads as that result makes it:
 *   1 已支付 when it succeeded for the order's amount, else 99 (payable again until the deadline)
 *   or -1 past the deadline.
 *
 * These are exactly the moves the sweeper (and every write path) makes through the delivery and
 * payment state machines, stamped with the time the clock decided them (the deadline, the
 * result's settle_at), so a row reads the same before and after it is swept.
 */

/** The read status of the delivery order aliased `o` as of `now` (a smallint expression). */
export function orderStatusSql(now: SqlTime, o = 'o'): string {
  const t = timeSql(now);
  const expiredOr = (otherwise: string) => `CASE WHEN ${o}.pay_deadline <= ${t} THEN -1 ELSE ${otherwise} END`;
  return `(CASE WHEN ${o}.status NOT IN (0, 99) THEN ${o}.status ELSE COALESCE(
      (SELECT CASE WHEN r.settle_at > ${t} THEN ${o}.status
                   WHEN r.pays THEN 1
                   ELSE ${expiredOr('99')} END
         FROM ${payments().processingSql(o)} r),
      ${expiredOr(`${o}.status`)}) END)::smallint`;
}

/**
 * A filter on the read status that an index on the stored status can serve: a stored status
 * outside 0/99 reads as itself; 0 and 99 may read as -1, 1, 99 or 0, so they are fetched whenever
 * the wanted set holds one of those and then judged by the read status. `param` is the SQL
 * parameter holding the wanted statuses (smallint[]); answers the condition and the stored
 * statuses to bind as `storedParam`.
 */
export function readStatusFilter(wanted: readonly number[], now: SqlTime, param: string, storedParam: string, o = 'o') {
  const reachable = wanted.some((s) => s === -1 || s === 0 || s === 1 || s === 99);
  const stored = [...new Set([...wanted.filter((s) => s !== 0 && s !== 99), ...(reachable ? [0, 99] : [])])];
  return {
    stored,
    sql: `${o}.status = ANY(${storedParam}::smallint[]) AND (${o}.status NOT IN (0, 99) OR ${orderStatusSql(now, o)} = ANY(${param}::smallint[]))`,
  };
}

/** When the order aliased `o` reads as paid: stored, or the due successful result's settle_at. */
export function orderPaidAtSql(now: SqlTime, o = 'o'): string {
  const t = timeSql(now);
  return `COALESCE(${o}.paid_at, (SELECT r.settle_at FROM ${payments().processingSql(o)} r
      WHERE ${o}.status IN (0, 99) AND r.settle_at <= ${t} AND r.pays))`;
}

/** The read columns to select beside `o.*`; asRead puts them in place. */
export const readColumnsSql = (now: SqlTime, o = 'o') => `${orderStatusSql(now, o)} AS read_status, ${orderPaidAtSql(now, o)} AS read_paid_at`;

export interface ReadColumns {
  read_status: number;
  read_paid_at: Date | null;
}

/** A row selected with readColumnsSql, as it reads: the stored row with the read status and paid_at. */
export function asRead<T extends { status: number; paid_at: Date | null }>(row: T & ReadColumns): T {
  const { read_status, read_paid_at, ...stored } = row;
  return { ...(stored as unknown as T), status: read_status, paid_at: read_paid_at };
}
