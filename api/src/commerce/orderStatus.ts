import type { DeliveryStatus } from '@tcm/shared/contract';
import { timeSql, type SqlTime } from '../platform/db/sqlTime';
import { CLOCK_MOVES, CLOCK_STATUSES, moveOf } from './deliveryStateMachine';
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
 * The SQL is written from the delivery transition table and its clock moves (deliveryStateMachine.ts,
 * CLOCK_MOVES), the ones the sweeper (and every write path) makes through the delivery and payment
 * state machines, stamped with the time the clock decided them (the deadline, the result's
 * settle_at), so a row reads the same before and after it is swept. test/order-status-sql.test.ts
 * holds the SQL to the table for every status, deadline and payment result.
 */

/** A status as SQL, `kept` as it is unless the pay deadline has passed and the table's deadline move takes it. */
function afterDeadline(status: DeliveryStatus, kept: string, o: string, t: string): string {
  const expired = moveOf(CLOCK_MOVES.deadline, status);
  return expired === undefined ? kept : `CASE WHEN ${o}.pay_deadline <= ${t} THEN ${expired} ELSE ${kept} END`;
}

/**
 * How an order stored in `status` reads at `t`: the due result of a payment the provider is
 * processing moves it (paid, or refused and then maybe past its deadline); a result not yet due
 * holds it as stored; without one the deadline alone decides.
 */
function readAs(status: DeliveryStatus, o: string, t: string): string {
  const stored = `${o}.status`;
  const paid = moveOf(CLOCK_MOVES.paid, status);
  const refused = moveOf(CLOCK_MOVES.refused, status);
  const alone = afterDeadline(status, stored, o, t);
  if (paid === undefined || refused === undefined) return alone;
  return `COALESCE(
      (SELECT CASE WHEN r.settle_at > ${t} THEN ${stored}
                   WHEN r.pays THEN ${paid}
                   ELSE ${afterDeadline(refused, String(refused), o, t)} END
         FROM ${payments().processingSql(o)} r),
      ${alone})`;
}

/** The read status of the delivery order aliased `o` as of `now` (a smallint expression). */
export function orderStatusSql(now: SqlTime, o = 'o'): string {
  const t = timeSql(now);
  const branches = CLOCK_STATUSES.map((status) => ({ status, sql: readAs(status, o, t) }));
  // The clock moves every such status alike (the table's case): one branch serves them all.
  const body = branches.every((b) => b.sql === branches[0].sql)
    ? `CASE WHEN ${o}.status NOT IN (${CLOCK_STATUSES.join(', ')}) THEN ${o}.status ELSE ${branches[0].sql} END`
    : `CASE ${o}.status ${branches.map((b) => `WHEN ${b.status} THEN ${b.sql}`).join(' ')} ELSE ${o}.status END`;
  return `(${body})::smallint`;
}

/** Every status a stored clock status may read as (the table's clock moves, and the deadline after a refusal). */
const READ_FROM_CLOCK: ReadonlySet<number> = new Set(
  CLOCK_STATUSES.flatMap((s) => {
    const refused = moveOf(CLOCK_MOVES.refused, s);
    return [
      s,
      moveOf(CLOCK_MOVES.deadline, s),
      moveOf(CLOCK_MOVES.paid, s),
      refused,
      refused === undefined ? undefined : moveOf(CLOCK_MOVES.deadline, refused),
    ];
  }).filter((x): x is DeliveryStatus => x !== undefined),
);

/**
 * A filter on the read status that an index on the stored status can serve: a stored status the
 * clock cannot move reads as itself; a clock status (0, 99) may read as any of READ_FROM_CLOCK
 * (-1, 0, 1, 99), so those are fetched whenever the wanted set holds one of them and then judged by
 * the read status. `param` is the SQL parameter holding the wanted statuses (smallint[]); answers
 * the condition and the stored statuses to bind as `storedParam`.
 */
export function readStatusFilter(wanted: readonly number[], now: SqlTime, param: string, storedParam: string, o = 'o') {
  const clock: readonly number[] = CLOCK_STATUSES;
  const reachable = wanted.some((s) => READ_FROM_CLOCK.has(s));
  const stored = [...new Set([...wanted.filter((s) => !clock.includes(s)), ...(reachable ? clock : [])])];
  return {
    stored,
    sql: `${o}.status = ANY(${storedParam}::smallint[]) AND (${o}.status NOT IN (${clock.join(', ')}) OR ${orderStatusSql(now, o)} = ANY(${param}::smallint[]))`,
  };
}

/** The statuses a due successful result pays (the table's `paid` clock move), whose paid_at it stamps. */
const PAID_BY_RESULT = CLOCK_STATUSES.filter((s) => moveOf(CLOCK_MOVES.paid, s) !== undefined);

/** When the order aliased `o` reads as paid: stored, or the due successful result's settle_at. */
export function orderPaidAtSql(now: SqlTime, o = 'o'): string {
  const t = timeSql(now);
  return `COALESCE(${o}.paid_at, (SELECT r.settle_at FROM ${payments().processingSql(o)} r
      WHERE ${o}.status IN (${PAID_BY_RESULT.join(', ')}) AND r.settle_at <= ${t} AND r.pays))`;
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
