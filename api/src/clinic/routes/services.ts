import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasServiceEntryRight } from '@tcm/shared/rules';
import {
  SERVICES,
  SERVICE_START_MSG,
  fromCompactDay,
  serviceStartProblem,
  type ServiceDef,
} from '@tcm/shared/clinic';
import type { CustomTeaServiceResult, ServiceIndex, ServiceResult } from '@tcm/shared/contract';
import type { PlatformCtx } from '../../platform/context';
import { requireUser, type SessionUser } from '../../platform/http/sessions';
import { fail } from '../../platform/http/errors';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { CLINIC_MSG } from '../messages';
import { todayYmd } from '../dates';
import { ownedPatient, type PatientRow } from '../patients';
import { createTeaVisit } from '../services/teaVisit';
import { ACUPOINT_DETAILS, flattenSections, runService, type ServiceInput } from '../services';
import { prescribers } from '../ports';
import { patientIdField } from './patients';
import { SEEDED_PATIENT } from './visits';

/** Words of this module the spec does not give (its other words are SERVICE_START_MSG of @tcm/shared/clinic). */
export const SERVICE_MSG = {
  serviceInvalid: '服务类型不正确',
} as const;

/** POST /health/v1/medicine without serviceIndex: 5 中成药 (see the route). */
export const MEDICINE_DEFAULT_SERVICE = 5;

/** The acupoint list changes only with a release: browsers and proxies may keep it for a day. */
export const ACUPOINT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * The right a service needs (SERVICES[i].right): any logged-in user, or the home grid's prescribing
 * right, reading A (hasServiceEntryRight), read afresh at every call.
 */
async function requireServiceRight(ctx: PlatformCtx, req: FastifyRequest, service: ServiceDef): Promise<SessionUser> {
  const me = await requireUser(ctx, req);
  if (service.right === 'prescriber') {
    if (!hasServiceEntryRight(await prescribers().rightsOf(ctx.db, me.userId))) fail(CLINIC_MSG.noPrescribingRight);
  }
  return me;
}

// Out-of-range days are answered by the handler in the words of spec 3 §5 (不能小于1天…).
const daysField = (label: string) =>
  field.int(label, -1_000_000, 1_000_000, { invalid: SERVICE_START_MSG.daysNotInteger, example: 7 });

const predictBody = {
  patientId: patientIdField(SEEDED_PATIENT),
  toPredictDay: field.text('开始日期', 16, '20261201'),
  predictDays: daysField('天数'),
};
const takeBody = {
  patientId: patientIdField(SEEDED_PATIENT),
  toDoDay: field.text('开始日期', 32, '2026-12-01'),
  takeDays: daysField('天数'),
};

interface Checked {
  me: SessionUser;
  patient: PatientRow;
  input: ServiceInput;
}

/**
 * The start rules of spec 3 §5 in their order (the same validator as the page), then the patient,
 * who must be one of the caller's own (another's answers like a missing one).
 */
async function check(
  ctx: PlatformCtx,
  req: FastifyRequest,
  service: ServiceDef,
  b: { patientId?: number; day: string; compact: boolean; days?: number },
): Promise<Checked> {
  const me = await requireServiceRight(ctx, req, service);
  // A compact day (YYYYMMDD) is read as YYYY-MM-DD; anything else stays as sent and fails as not a day.
  const startDate = b.compact && b.day ? (fromCompactDay(b.day) ?? `x${b.day}`) : b.day;
  const problem = serviceStartProblem(service, { hasPatient: !!b.patientId, startDate, days: b.days }, todayYmd(ctx.now()));
  if (problem) fail(problem.message);
  const patient = await ownedPatient(ctx.db, me.userId, b.patientId!);
  return {
    me,
    patient,
    input: {
      patient: { patientId: patient.patient_id, name: patient.name, sex: patient.sex === 0 ? 0 : 1, birthday: patient.birthday },
      startDate,
      days: b.days ?? service.defaultDays,
    },
  };
}

const ok = <T>(data: T) => ({ code: 200, msg: '', data });

/** The eight services of spec 3 §7 and the acupoint list their result page links to. */
export function serviceRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const simple = (index: Exclude<ServiceIndex, 1 | 5 | 9 | 10>) => async (b: { patientId?: number; toDoDay: string; takeDays?: number }, req: FastifyRequest) => {
    const { input } = await check(ctx, req, SERVICES[index], { patientId: b.patientId, day: b.toDoDay, compact: false, days: b.takeDays });
    return ok(runService(index, input).result);
  };

  route(app, 'POST /health/v1/disease', { body: predictBody }, async ({ body: b }, req) => {
    const { input } = await check(ctx, req, SERVICES[1], { patientId: b.patientId, day: b.toPredictDay, compact: true, days: b.predictDays });
    return ok(runService(1, input).result);
  });
  route(app, 'POST /health/v1/dietTherapy', { body: takeBody }, async ({ body }, req) => simple(2)(body, req));
  route(app, 'POST /health/v1/massage', { body: takeBody }, async ({ body }, req) => simple(3)(body, req));
  route(app, 'POST /health/v1/acupuncture', { body: takeBody }, async ({ body }, req) => simple(4)(body, req));
  route(app, 'POST /health/v1/liuQiYin', { body: takeBody }, async ({ body }, req) => simple(11)(body, req));

  /**
   * 5 中成药 and 10 药食同源 share the call (spec 3 §7: body {patientId, toDoDay, takeDays}). The
   * optional serviceIndex tells them apart (10 needs the prescribing right); without it the call is
   * service 5, the one open to every user, so the documented body works as it is. The result names
   * its serviceIndex and title either way.
   */
  route(
    app,
    'POST /health/v1/medicine',
    { body: { ...takeBody, serviceIndex: field.int('服务编号', 0, 99, { invalid: SERVICE_MSG.serviceInvalid, example: 5 }) } },
    async ({ body: b }, req) => {
      await requireUser(ctx, req);
      const index = b.serviceIndex ?? MEDICINE_DEFAULT_SERVICE;
      if (index !== 5 && index !== 10) return fail(SERVICE_MSG.serviceInvalid);
      const { input } = await check(ctx, req, SERVICES[index], { patientId: b.patientId, day: b.toDoDay, compact: false, days: b.takeDays });
      return ok(runService(index, input).result);
    },
  );

  /**
   * 9 定制养生茶: the result, and a visit record (clinic/services/teaVisit.ts) that the custom-tea
   * pages show, pay and deliver.
   */
  route(app, 'POST /health/v1/customTea', { body: predictBody }, async ({ body: b }, req) => {
    const { me, patient, input } = await check(ctx, req, SERVICES[9], {
      patientId: b.patientId,
      day: b.toPredictDay,
      compact: true,
      days: b.predictDays,
    });
    const { result, tea } = runService(9, input);
    if (!tea) throw new Error('customTea: the engine made no tea');
    const customTeaResult = flattenSections(result.sections);
    const visitRecordId = await createTeaVisit(ctx.db, me.userId, patient.patient_id, { input, result, tea, customTeaResult }, ctx.now());
    const data: CustomTeaServiceResult = { ...(result as ServiceResult), customTeaResult, visitRecordId };
    return ok(data);
  });

  // Reference data, the same for everybody: public, and cacheable (spec 3 §2.3 loads it once).
  route(app, 'GET /business/acupointDetails/listAll', {}, async (_input, _req, reply) => {
    reply.header('Cache-Control', ACUPOINT_CACHE_CONTROL);
    return ok([...ACUPOINT_DETAILS]);
  });
}
