import { deliveryStatusText } from '@tcm/shared/codes';
import type { PrescriptionInfo } from '@tcm/shared/contract';
import type { Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { CLINIC_MSG } from './messages';
import { prescriptionTypeOf } from './general';
import { deliveryOrders, type VisitOrders } from './ports';
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
 * - While its order is unpaid (0, 99) a change re-prices that open order (the commerce does it:
 *   ports.ts, deliveryOrders.reprice).
 * - A dead order (negative status: expired, cancelled, refunded…) locks nothing.
 */

/** The live delivery orders of a visit's prescriptions (the commerce's, through the port), by prescription number. */
export async function ordersOfVisit(q: Queryable, visitRecordId: number, now?: Date): Promise<VisitOrders> {
  return (await deliveryOrders().ordersOfVisits(q, [visitRecordId], now)).get(visitRecordId) ?? new Map();
}

export type ModelVisit = Pick<VisitRow, 'visit_record_id' | 'kind' | 'state' | 'current_result' | 'inquiry' | 'to_do_day' | 'take_days'>;

/** The portal page that shows a visit's sheets (the image needs the session: GET /health/v2/prescription/image/{id}). */
export const sheetPageUrl = (visitRecordId: number) => `/prescriptionImage?visitRecordId=${visitRecordId}`;

const takeTimeOf = (v: ModelVisit) => (v.current_result as StoredResult & { selfComposed?: { takeTime?: string } }).selfComposed?.takeTime || DEFAULT_TAKE_TIME;

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
