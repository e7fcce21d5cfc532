import { deliveryStatusText } from '@tcm/shared/commerce';
import type { DeliveryStatus, PrescriptionInfo } from '@tcm/shared/contract';
import type { Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { CLINIC_MSG } from './messages';
import { publicOrderId } from '../commerce/orderId';
import { orderStatusSql, type SqlTime } from '../commerce/orderStatus';
import { prescriptionTypeOf } from './general';
import { DEFAULT_TAKE_TIME, diagnosisOf } from './sheet';
import { canHappen } from './visitStateMachine';
import { herbLines, isSettled, prescriptionInfos, type LocatedHerb, type PrescriptionCore, type StoredResult, type VisitRow } from './visits';

/**
 * The Prescription model of spec 3 §3, answered whole wherever a prescription is answered, and the
 * lock of a paid-for prescription (issue 20):
 *
 * - A prescription whose delivery order is paid (status 1 to 5, custom tea orders included) is
 *   locked: its herbs and weights no longer change (v1 and v2 replace calls, every kind of visit),
 *   so the sheet always agrees with the paid order, and its modifyFlag is false.
 * - While its order is unpaid (0, 99) a change re-prices that open order (commerce/reprice.ts).
 * - A dead order (negative status: expired, cancelled, refunded…) locks nothing.
 */

export interface PrescriptionOrder {
  /** The prescription's live order (at most one: status >= 0, a partial unique index), DO…. */
  deliveryOrderId: string;
  /** That order is paid: the prescription is locked. */
  paid: boolean;
  /** Its status as read (at `now` for the reads, as stored inside the writes). */
  status: DeliveryStatus;
}

/**
 * The live delivery orders of a visit's prescriptions, by prescription number (the sheet's index).
 * A dead order (expired, cancelled, refunded: negative statuses) is not the prescription's any more:
 * it may be ordered anew, and it locks nothing.
 */
export type VisitOrders = Map<number, PrescriptionOrder>;

export async function ordersOfVisit(q: Queryable, visitRecordId: number, now?: Date): Promise<VisitOrders> {
  return (await ordersOfVisits(q, [visitRecordId], now)).get(visitRecordId) ?? new Map();
}

/**
 * `ordersOfVisit` for several visits in one query (a list's page): visit id → its orders. With
 * `now` (the reads), an order counts by the status it reads as then (commerce/orderStatus.ts): one
 * past its deadline is dead, one whose payment's result is due is paid; without it (inside the
 * writes, which apply the clock first), by its stored status.
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

export function visitOrdersOf(column: [number, number, boolean, DeliveryStatus][]): VisitOrders {
  return new Map(column.map(([no, live, paid, status]) => [no, { deliveryOrderId: publicOrderId(live), paid, status }]));
}

export type ModelVisit = Pick<VisitRow, 'visit_record_id' | 'kind' | 'state' | 'current_result' | 'inquiry' | 'to_do_day' | 'take_days'>;

/** The portal page that shows a visit's sheets (the image needs the session: GET /health/v2/prescription/image/{id}). */
export const sheetPageUrl = (visitRecordId: number) => `/prescriptionImage?visitRecordId=${visitRecordId}`;

const takeTimeOf = (v: ModelVisit) =>
  (v.current_result as StoredResult & { selfComposed?: { takeTime?: string } }).selfComposed?.takeTime || DEFAULT_TAKE_TIME;

type VisitFacts = Omit<PrescriptionInfo, keyof PrescriptionCore>;

/**
 * What the visit and its orders say of prescription `no` of `list`. Only the main prescriptions
 * are dispensed: a 伤寒论 reference has no sheet and no order.
 */
export function factsOf(v: ModelVisit, list: LocatedHerb['list'], no: number, orders: VisitOrders): VisitFacts {
  const order = list === 'prescriptions' ? orders.get(no) : undefined;
  return {
    type: prescriptionTypeOf(v.kind),
    takeTime: takeTimeOf(v),
    disease: diagnosisOf(v),
    modifyFlag: canHappen(v.state, 'replace') && !order?.paid,
    visitRecordId: v.visit_record_id,
    status: order ? 1 : 0,
    deliveryOrderId: order?.deliveryOrderId ?? null,
    deliveryOrderStatus: order?.status ?? null,
    deliveryOrderStatusText: order ? deliveryStatusText(order.status) : '',
    imageUrl: list === 'prescriptions' && isSettled(v) ? sheetPageUrl(v.visit_record_id) : '',
  };
}

/** Every documented field of each prescription of a visit (its orders read with `ordersOfVisit`). */
export function prescriptionModels(
  v: ModelVisit,
  orders: VisitOrders,
): { prescriptionInfos: PrescriptionInfo[]; shangHanPrescriptionInfos: PrescriptionInfo[] } {
  const core = prescriptionInfos(v);
  return {
    prescriptionInfos: core.prescriptionInfos.map((p, i) => ({ ...p, ...factsOf(v, 'prescriptions', i, orders) })),
    shangHanPrescriptionInfos: core.shangHanPrescriptionInfos.map((p, i) => ({ ...p, ...factsOf(v, 'shangHan', i, orders) })),
  };
}

/**
 * The same, reading the visit's orders; with `now` (the reads) as they read then, as the sheet
 * reads them: an order past its deadline is no longer the prescription's.
 */
export async function readPrescriptionModels(q: Queryable, v: ModelVisit, now?: Date) {
  return prescriptionModels(v, await ordersOfVisit(q, v.visit_record_id, now));
}

/**
 * The herb line a change names, when it names one, refused when its prescription's delivery order
 * is paid. A line that does not resolve is left to the replacement's own rules (their messages).
 */
export async function refuseLockedLine(q: Queryable, v: ModelVisit, number: number | undefined, name: string): Promise<LocatedHerb | undefined> {
  const line = herbLines(v.current_result).find((l) => l.index === number && l.name === name);
  if (!line || line.list !== 'prescriptions') return line;
  if ((await ordersOfVisit(q, v.visit_record_id)).get(line.prescription)?.paid) fail(CLINIC_MSG.prescriptionLocked);
  return line;
}
