import type { FastifyInstance } from 'fastify';
import { patientProblem } from '@tcm/shared/patients';
import type { Ctx } from '../../context';
import { requireUser } from '../../auth/sessions';
import { fail } from '../../http/errors';
import { field, pageFields, paging } from '../../http/input';
import { route } from '../../http/route';
import { MSG } from '../../messages';
import { todayYmd } from '../../clinic/dates';
import { lunarBirthdayOf } from '../../clinic/lunar';
import { listPatients, ownedPatient, toPatient, type PatientRow } from '../../clinic/patients';

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

interface PatientFields {
  name: string;
  sex: 0 | 1;
  phoneNo: string;
  birthday: string;
  lunarBirthday: string;
  liveArea: string;
  birthArea: string;
}

/**
 * The patient rules of spec 2 §5, the dialog's own (@tcm/shared/patients); sex defaults to 1. The
 * lunar birthday is computed here.
 */
export function validatePatient(b: { name: string; sex?: number; phoneNo: string; birthday: string; liveArea: string; birthArea: string }, now: Date): PatientFields {
  const problem = patientProblem(b, todayYmd(now));
  if (problem) fail(problem.message);
  return { ...b, sex: (b.sex ?? 1) as 0 | 1, lunarBirthday: lunarBirthdayOf(b.birthday) };
}

/** My patients (spec 2 §2 patient list, §7): every statement is scoped to the logged-in user. */
export function patientRoutes(app: FastifyInstance, ctx: Ctx): void {
  // One search box (姓名或出生日期; the picker searches by name or phone): part of the name or
  // phone, or the start of the solar birthday (1987, 1987-07, 1987-07-30).
  route(app, 'POST /patient/v1/list', { body: { ...pageFields(), name: field.text('搜索内容', 100, '王') } }, async ({ body: b }, req) => {
    const me = await requireUser(ctx, req);
    const { pageSize, offset } = paging(b, 8);
    const { rows, total } = await listPatients(ctx.db, me.userId, { search: b.name, limit: pageSize, offset });
    return { code: 200, msg: '', rows, total };
  });

  // Create (no patientId) or update (patientId of one of my patients).
  route(app, 'POST /patient/v1', { body: patientBody }, async ({ body: b }, req) => {
    const me = await requireUser(ctx, req);
    const now = ctx.now();
    const p = validatePatient(b, now);
    if (b.patientId) {
      await ownedPatient(ctx.db, me.userId, b.patientId);
      const [row] = await ctx.db.query<PatientRow>(
        `UPDATE patients SET name = $3, sex = $4, phone_no = $5, birthday = $6, lunar_birthday = $7, live_area = $8, birth_area = $9, updated_at = $10
          WHERE patient_id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING *`,
        [b.patientId, me.userId, p.name, p.sex, p.phoneNo, p.birthday, p.lunarBirthday, p.liveArea, p.birthArea, now],
      );
      if (!row) fail(MSG.patientNotFound);
      return { code: 200, msg: MSG.modified, data: toPatient(row) };
    }
    // The account's caps (2,000 patients, 200 an hour by default) under its lock, with the insert.
    const row = await ctx.db.transaction(async (tx) => {
      await ctx.limits.accountCreation(tx, 'patients', me.userId, now);
      const [inserted] = await tx.query<PatientRow>(
        `INSERT INTO patients (user_id, name, sex, phone_no, birthday, lunar_birthday, live_area, birth_area, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING *`,
        [me.userId, p.name, p.sex, p.phoneNo, p.birthday, p.lunarBirthday, p.liveArea, p.birthArea, now],
      );
      return inserted;
    });
    return { code: 200, msg: MSG.patientAdded, data: toPatient(row) };
  });

  // Soft delete: the patient leaves the list and the picker; their visit records stay readable.
  route(app, 'DELETE /patient/v1/:patientId', { params: { patientId: patientIdField() } }, async ({ params }, req) => {
    const me = await requireUser(ctx, req);
    if (params.patientId === undefined) return fail(MSG.patientNotFound);
    const rows = await ctx.db.query(
      'UPDATE patients SET deleted_at = $3 WHERE patient_id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING patient_id',
      [params.patientId, me.userId, ctx.now()],
    );
    if (rows.length === 0) fail(MSG.patientNotFound);
    return { code: 200, msg: MSG.patientDeleted };
  });
}
