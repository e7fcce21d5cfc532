import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVICES, SERVICE_START_MSG } from '@tcm/shared/clinic';
import type { ServiceIndex } from '@tcm/shared/contract';
import type { PlatformCtx } from '../../platform/context';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { requireUser } from '../../platform/http/sessions';
import { CLINIC_MSG } from '../messages';
import { requireServiceRight } from '../rights';
import { ACUPOINT_DETAILS } from '../services';
import { customTeaService, medicineService, serviceResult, type ServiceStart } from '../services/calls';
import { patientIdField } from './patients';
import { SEEDED_PATIENT } from './visits';

/** The acupoint list changes only with a release: browsers and proxies may keep it for a day. */
export const ACUPOINT_CACHE_CONTROL = 'public, max-age=86400';

// Out-of-range days are answered by the handler in the words of spec 3 §5 (不能小于1天…).
const daysField = (label: string) => field.int(label, -1_000_000, 1_000_000, { invalid: SERVICE_START_MSG.daysNotInteger, example: 7 });

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

const ok = <T>(data: T) => ({ code: 200, msg: '', data });

/** The predicting services (1, 9) name their start toPredictDay, as YYYYMMDD. */
const predicted = (b: { patientId?: number; toPredictDay: string; predictDays?: number }): ServiceStart => ({
  patientId: b.patientId,
  day: b.toPredictDay,
  compact: true,
  days: b.predictDays,
});
const taken = (b: { patientId?: number; toDoDay: string; takeDays?: number }): ServiceStart => ({
  patientId: b.patientId,
  day: b.toDoDay,
  compact: false,
  days: b.takeDays,
});

/** The eight services of spec 3 §7 (clinic/services/calls.ts) and the acupoint list their result page links to. */
export function serviceRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const simple =
    (index: Exclude<ServiceIndex, 1 | 5 | 9 | 10>) => async (body: { patientId?: number; toDoDay: string; takeDays?: number }, req: FastifyRequest) => {
      const me = await requireServiceRight(ctx, req, SERVICES[index]);
      return ok(await serviceResult(ctx.db, me.userId, index, taken(body), ctx.now()));
    };

  route(app, 'POST /health/v1/disease', { body: predictBody }, async ({ body }, req) => {
    const me = await requireServiceRight(ctx, req, SERVICES[1]);
    return ok(await serviceResult(ctx.db, me.userId, 1, predicted(body), ctx.now()));
  });
  route(app, 'POST /health/v1/dietTherapy', { body: takeBody }, async ({ body }, req) => simple(2)(body, req));
  route(app, 'POST /health/v1/massage', { body: takeBody }, async ({ body }, req) => simple(3)(body, req));
  route(app, 'POST /health/v1/acupuncture', { body: takeBody }, async ({ body }, req) => simple(4)(body, req));
  route(app, 'POST /health/v1/liuQiYin', { body: takeBody }, async ({ body }, req) => simple(11)(body, req));

  route(
    app,
    'POST /health/v1/medicine',
    { body: { ...takeBody, serviceIndex: field.int('服务编号', 0, 99, { invalid: CLINIC_MSG.serviceInvalid, example: 5 }) } },
    async ({ body }, req) => {
      await requireUser(ctx, req);
      const index = medicineService(body.serviceIndex);
      const me = await requireServiceRight(ctx, req, SERVICES[index]);
      return ok(await serviceResult(ctx.db, me.userId, index, taken(body), ctx.now()));
    },
  );

  route(app, 'POST /health/v1/customTea', { body: predictBody }, async ({ body }, req) => {
    const me = await requireServiceRight(ctx, req, SERVICES[9]);
    return ok(await customTeaService(ctx.db, me.userId, predicted(body), ctx.now()));
  });

  // Reference data, the same for everybody: public, and cacheable (spec 3 §2.3 loads it once).
  route(app, 'GET /business/acupointDetails/listAll', {}, async (_input, _req, reply) => {
    reply.header('Cache-Control', ACUPOINT_CACHE_CONTROL);
    return ok([...ACUPOINT_DETAILS]);
  });
}
