import type { Queryable } from '../platform/db';
import { repriceOpenOrder } from '../commerce/reprice';
import { refuseLockedLine } from './prescriptionModel';
import { submitReplacement, type ReplacementSubmit } from './replacement';
import type { LocatedHerb, VisitRow } from './visits';

/**
 * A replace or weight change (v1 and v2 submit), on a visit the caller has locked in `tx`: refused
 * when the line's prescription has a paid delivery order (该处方的配送订单已支付，不能再修改), made
 * by the replacement rules (replacement.ts), then the prescription's open unpaid order, if any, is
 * re-priced (commerce/reprice.ts). Any refusal rolls the whole change back.
 */
export async function changePrescription(
  tx: Queryable,
  userId: number,
  visit: VisitRow,
  b: ReplacementSubmit,
  now: Date,
  checkLine?: (line: LocatedHerb) => void,
): Promise<void> {
  const line = await refuseLockedLine(tx, visit, b.number, b.oldMedicineName);
  await submitReplacement(tx, userId, visit, b, now, checkLine);
  // Also when the early check passed: the re-pricing locks the prescription's orders and refuses a paid one.
  if (line?.list === 'prescriptions') await repriceOpenOrder(tx, visit.visit_record_id, line.prescription, now);
}
