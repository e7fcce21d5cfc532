import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { field, pageFields, paging } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { requireUser } from '../../platform/http/sessions';
import { PLATFORM_MSG } from '../../platform/messages';
import { CLINIC_MSG } from '../messages';
import { deletePatient, listPatients, savePatient } from '../patients';

export const patientIdField = (example?: number) => field.int('患者编号', 1, 2_147_483_647, { example });

/** A patient as the input layer reads it; maximums above the page's, whose words answer those. */
const patientBody = {
  // Absent or 0: a new patient (a form may send its empty id as 0).
  patientId: field.int('患者编号', 0, 2_147_483_647),
  name: field.text('姓名', 100, '王叔和'),
  sex: field.int('性别', 0, 1, { example: 1 }),
  phoneNo: field.text('手机号', 32, '13912345601'),
  birthday: field.text('出生日期', 32, '1987-07-30'),
  liveArea: field.text('常住地址', 400, '浙江省杭州市西湖区'),
  birthArea: field.text('出生地址', 400, '湖北省黄冈市蕲春县'),
};

/** My patients (spec 2 §2 patient list, §7): every statement is scoped to the logged-in user. */
export function patientRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  // One search box (姓名或出生日期; the picker searches by name or phone): part of the name or
  // phone, or the start of the solar birthday (1987, 1987-07, 1987-07-30).
  route(app, 'POST /patient/v1/list', { body: { ...pageFields(), name: field.text('搜索内容', 100, '王') } }, async ({ body: b }, req) => {
    const me = await requireUser(ctx, req);
    const { pageSize, offset } = paging(b, 8);
    const { rows, total } = await listPatients(ctx.db, me.userId, { search: b.name, limit: pageSize, offset });
    return { code: 200, msg: '', rows, total };
  });

  // Create (no patientId) or update (patientId of one of my patients).
  route(app, 'POST /patient/v1', { body: patientBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    const { created, patient } = await savePatient(ctx.db, ctx.limits, me.userId, body, ctx.now());
    return { code: 200, msg: created ? CLINIC_MSG.patientAdded : PLATFORM_MSG.modified, data: patient };
  });

  // Soft delete: the patient leaves the list and the picker; their visit records stay readable.
  route(app, 'DELETE /patient/v1/:patientId', { params: { patientId: patientIdField() } }, async ({ params }, req) => {
    const me = await requireUser(ctx, req);
    await deletePatient(ctx.db, me.userId, params.patientId, ctx.now());
    return { code: 200, msg: CLINIC_MSG.patientDeleted };
  });
}
