import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { requireUser } from '../../platform/http/sessions';
import { fail } from '../../platform/http/errors';
import { originOf } from '../../platform/http/origin';
import { route } from '../../platform/http/route';
import { CLINIC_MSG } from '../messages';
import { prescribers } from '../ports';
import { withPrescriptions } from '../general';
import { ownedPatient } from '../patients';
import { prescriptionSheets } from '../sheet';
import { ordersOfVisit } from '../prescriptionModel';
import { isSettled, ownedVisit } from '../visits';
import { SEEDED_VISIT, visitIdField } from './visits';

/**
 * The prescription sheet (spec 3 §2.5, §7): GET /health/v2/prescription/image/{visitRecordId}
 * answers, per prescription of a paid visit of mine, a sheet rendered here as SVG (a data: URL the
 * page shows in an <img>: no script runs in an image, and every user-provided string is escaped).
 * Another user's visit answers like a missing one; an unpaid visit has no sheet yet.
 */
export function sheetRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  route(app, 'GET /health/v2/prescription/image/:visitRecordId', { params: { visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT) } }, async ({ params }, req) => {
    const me = await requireUser(ctx, req);
    if (!params.visitRecordId) return fail(CLINIC_MSG.visitRequired);
    const visit = withPrescriptions(await ownedVisit(ctx.db, me.userId, params.visitRecordId));
    if (!isSettled(visit)) fail(CLINIC_MSG.visitNotPaid);
    const patient = await ownedPatient(ctx.db, me.userId, visit.patient_id, { deleted: true });
    const doctorName = await prescribers().signatureName(ctx.db, me.userId);
    const data = prescriptionSheets({ visit, patient, doctorName, origin: originOf(req) });
    // Spec 3 §4: a sheet whose prescription has a live delivery order answers status 1 and that order
    // (→ /fulfillmentOrder); after an expired, cancelled or refunded one it is 0 again (配送: order anew).
    const orders = await ordersOfVisit(ctx.db, visit.visit_record_id, ctx.now());
    for (const [no, o] of orders) {
      const sheet = data.prescriptions.find((p) => p.index === no);
      if (sheet) Object.assign(sheet, { status: 1, deliveryOrderId: o.deliveryOrderId });
    }
    return { code: 200, msg: '', data };
  });
}
