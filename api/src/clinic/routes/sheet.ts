import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { originOf } from '../../platform/http/origin';
import { route } from '../../platform/http/route';
import { requireUser } from '../../platform/http/sessions';
import { visitSheets } from '../sheet/ofVisit';
import { SEEDED_VISIT, visitIdField } from './visits';

/** The prescription sheet (spec 3 §2.5, §7): clinic/sheet/ofVisit.ts. */
export function sheetRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  route(
    app,
    'GET /health/v2/prescription/image/:visitRecordId',
    { params: { visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT) } },
    async ({ params }, req) => {
      const me = await requireUser(ctx, req);
      return { code: 200, msg: '', data: await visitSheets(ctx.db, me.userId, params.visitRecordId, originOf(req), ctx.now()) };
    },
  );
}
