import type { PrescriptionImageResponse } from '@tcm/shared/contract';
import type { Db } from '../../platform/db';
import { fail } from '../../platform/http/errors';
import { withPrescriptions } from '../general';
import { CLINIC_MSG } from '../messages';
import { ownedPatient } from '../patients';
import { prescribers } from '../ports';
import { ordersOfVisit } from '../prescriptionModel';
import { isSettled, ownedVisit } from '../visits';
import { prescriptionSheets } from './index';

/**
 * GET /health/v2/prescription/image/{visitRecordId} (spec 3 §2.5, §7): per prescription of a paid
 * visit of mine, a sheet rendered as SVG (a data: URL the page shows in an <img>: no script runs in
 * an image, and every user-provided string is escaped). Another user's visit answers like a missing
 * one; an unpaid visit has no sheet yet. A sheet whose prescription has a live delivery order (as it
 * reads at `now`) answers status 1 and that order (→ /fulfillmentOrder); after an expired, cancelled
 * or refunded one it is 0 again (配送: order anew, spec 3 §4). `origin` is the portal's public
 * address the sheet's QR code points at.
 */
export async function visitSheets(db: Db, userId: number, visitRecordId: number | undefined, origin: string, now: Date): Promise<PrescriptionImageResponse> {
  if (!visitRecordId) return fail(CLINIC_MSG.visitRequired);
  const visit = withPrescriptions(await ownedVisit(db, userId, visitRecordId));
  if (!isSettled(visit)) fail(CLINIC_MSG.visitNotPaid);
  const patient = await ownedPatient(db, userId, visit.patient_id, { deleted: true });
  const doctorName = await prescribers().signatureName(db, userId);
  const data = prescriptionSheets({ visit, patient, doctorName, origin });
  for (const [no, order] of await ordersOfVisit(db, visit.visit_record_id, now)) {
    const sheet = data.prescriptions.find((p) => p.index === no);
    if (sheet) Object.assign(sheet, { status: 1, deliveryOrderId: order.deliveryOrderId });
  }
  return data;
}
