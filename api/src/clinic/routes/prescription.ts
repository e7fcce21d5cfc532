import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { requireUser } from '../../platform/http/sessions';
import { CLINIC_MSG } from '../messages';
import { currentPrescriptions, herbReplacements, readPrescription, relatedRecordOf, replaceHerb } from '../prescriptions';
import { requirePrescriber } from '../rights';
import { patientIdField } from './patients';
import { SEEDED_PATIENT, SEEDED_VISIT, visitIdField } from './visits';

/** The prescription result (spec 2 §3), its related records and herb replacement (spec 2 §7): clinic/prescriptions.ts. */
export function prescriptionRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const visitBody = { visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT) };

  route(app, 'POST /health/v2/prescription', { body: visitBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: '', data: await readPrescription(ctx.db, me.userId, body.visitRecordId, ctx.now()) };
  });

  route(app, 'POST /health/v1/prescription', { body: visitBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: '', data: await currentPrescriptions(ctx.db, me.userId, body.visitRecordId, ctx.now()) };
  });

  const relaBody = {
    relaVisitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT),
    patientId: patientIdField(SEEDED_PATIENT),
    recordType: field.oneOf('记录类型', ['A', 'D', 'G']),
    toDoDay: field.text('使用日期', 32, '2026-12-01'),
    takeDays: field.int('使用天数', 0, 100_000, { example: 7 }),
  };
  route(app, 'POST /health/v2/rela/record', { body: relaBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: '', data: await relatedRecordOf(ctx.db, me.userId, body) };
  });

  const replaceBody = {
    patientId: patientIdField(SEEDED_PATIENT),
    visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT),
    medicineName: field.text('药材名称', 50, '甘草'),
    number: field.int('药材序号', 1, 10_000),
  };
  route(app, 'POST /health/v1/prescription/replace', { body: replaceBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: '', data: await herbReplacements(ctx.db, me.userId, body) };
  });

  const submitBody = {
    visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT),
    oldMedicineName: field.text('原药材名称', 50, '甘草'),
    replaceMedicineName: field.text('更换药材名称', 50, '甘草'),
    oldWeight: field.int('原重量', 0, 100_000, { example: 9 }),
    // Any integer reaches the handler, which answers out-of-range weights in the dialog's words.
    replaceWeight: field.int('更换重量', 0, 100_000, { invalid: CLINIC_MSG.weightInvalid, example: 12 }),
    number: field.int('药材序号', 1, 10_000),
  };
  route(app, 'POST /health/v1/prescription/replace/submit', { body: submitBody }, async ({ body }, req) => {
    const me = await requirePrescriber(ctx, req);
    await replaceHerb(ctx.db, me.userId, body, ctx.now());
    return { code: 200, msg: CLINIC_MSG.replaced };
  });
}
