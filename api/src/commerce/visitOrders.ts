import type { DeliveryStatus } from '@tcm/shared/contract';
import type { Queryable } from '../platform/db';
import { publicOrderId } from './orderId';
import { orderStatusSql, type SqlTime } from './orderStatus';
import type { VisitOrders } from './ports';

export type { VisitOrders };

/**
 * The live delivery orders of visits' prescriptions: what locks a prescription (issue 20) and what
 * its model answers of its order (spec 3 §3: status, deliveryOrderId). The clinic asks for them
 * through its port (PrescriptionOrders); the lists read them as a column of their own statement.
 *
 * A dead order (expired, cancelled, refunded: negative statuses) is not the prescription's any
 * more: it may be ordered anew, and it locks nothing.
 */
export async function ordersOfVisit(q: Queryable, visitRecordId: number, now?: Date): Promise<VisitOrders> {
  return (await ordersOfVisits(q, [visitRecordId], now)).get(visitRecordId) ?? new Map();
}

/**
 * `ordersOfVisit` for several visits in one query (a list's page): visit id → its orders. With
 * `now` (the reads), an order counts by the status it reads as then (orderStatus.ts): one past its
 * deadline is dead, one whose payment's result is due is paid; without it (inside the writes, which
 * apply the clock first), by its stored status.
 */
export async function ordersOfVisits(q: Queryable, visitRecordIds: number[], now?: Date): Promise<Map<number, VisitOrders>> {
  const out = new Map<number, VisitOrders>();
  if (!visitRecordIds.length) return out;
  const rows = await q.query<{ visit_record_id: number; prescription_no: number; live: number; paid: boolean; status: DeliveryStatus }>(
    `SELECT visit_record_id, prescription_no, live, paid, status FROM (${liveOrdersOf('o.visit_record_id = ANY($1::int[])', now)}) s`,
    [[...new Set(visitRecordIds)]],
  );
  for (const r of rows) {
    const orders = out.get(r.visit_record_id) ?? new Map();
    orders.set(r.prescription_no, { deliveryOrderId: publicOrderId(r.live), paid: r.paid === true, status: r.status });
    out.set(r.visit_record_id, orders);
  }
  return out;
}

/** The live orders (`where` over delivery_orders aliased o) as read at `now`, or as stored without it. */
function liveOrdersOf(where: string, now?: SqlTime): string {
  const status = now ? orderStatusSql(now) : 'o.status';
  return `SELECT visit_record_id, prescription_no, live, read_status BETWEEN 1 AND 5 AS paid, read_status::int AS status FROM (
       SELECT o.visit_record_id, o.prescription_no, o.delivery_order_id::int AS live, ${status} AS read_status
         FROM delivery_orders o WHERE ${where} AND o.status >= 0) s
      WHERE read_status >= 0`;
}

/**
 * The same for each row of a list's page, as one column of the page's own statement (a JSON array
 * of [prescription no, order id, paid, status]): the page costs no second round trip. `visitId` is the
 * row's visit id in that statement; read it back with visitOrdersOf.
 */
export const liveOrdersColumnSql = (visitId: string, now: SqlTime) =>
  `(SELECT coalesce(jsonb_agg(jsonb_build_array(lo.prescription_no, lo.live, lo.paid, lo.status)), '[]') FROM (${liveOrdersOf(`o.visit_record_id = ${visitId}`, now)}) lo)`;

export type LiveOrdersColumn = [number, number, boolean, DeliveryStatus][];

export function visitOrdersOf(column: LiveOrdersColumn): VisitOrders {
  return new Map(column.map(([no, live, paid, status]) => [no, { deliveryOrderId: publicOrderId(live), paid, status }]));
}
