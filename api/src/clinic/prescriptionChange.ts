import type { Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { chargeFen } from './engine';
import { withPrescriptions } from './general';
import { CLINIC_MSG } from './messages';
import { deliveryOrders, type RepriceRefusal } from './ports';
import { refuseLockedLine } from './prescriptionModel';
import { submitReplacement, type ReplacementSubmit } from './replacement';
import { ownedVisit, prescriptionInfos, type LocatedHerb, type VisitRow } from './visits';

/** The clinic's words for an order's refusal of a change. */
const REFUSED: Record<RepriceRefusal, string> = {
  paid: CLINIC_MSG.prescriptionLocked,
  paying: CLINIC_MSG.prescriptionPaying,
  tooLarge: CLINIC_MSG.prescriptionOrderTooLarge,
};

/**
 * A replace or weight change (v1 and v2 submit), on a visit the caller has locked in `tx`: refused
 * when the line's prescription has a paid delivery order (该处方的配送订单已支付，不能再修改), made
 * by the replacement rules (replacement.ts), then the prescription's open unpaid order, if any, is
 * re-priced from its new herbs (the commerce's, through the port). Any refusal rolls the whole
 * change back.
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
  if (line?.list !== 'prescriptions') return;
  const changed = withPrescriptions(await ownedVisit(tx, userId, visit.visit_record_id));
  const herbs = changed.current_result.prescriptions[line.prescription]?.herbs;
  const core = prescriptionInfos(changed).prescriptionInfos[line.prescription];
  if (!herbs || !core) return;
  const refused = await deliveryOrders().reprice(
    tx,
    {
      visitRecordId: changed.visit_record_id,
      no: line.prescription,
      customTea: changed.kind === 'customTea',
      core,
      herbFenPerDose: chargeFen({ count: 1, herbs }),
    },
    now,
  );
  if (refused) fail(REFUSED[refused]);
}
