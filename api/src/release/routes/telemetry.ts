import type { FastifyInstance } from 'fastify';
import { TELEMETRY_EXAMPLE, TELEMETRY_MAX_CHARS, type ReleaseOps } from '@tcm/release';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { fromThisMachine } from '../../platform/limits/clients';
import type { ReleaseCtx } from '../context';
import { telemetryIntake } from '../telemetry';

/** POST /api/telemetry: the shell's real-user telemetry, without a login (release/telemetry.ts). */
export function telemetryRoutes(app: FastifyInstance, ctx: ReleaseCtx, releases: ReleaseOps | undefined): void {
  const intake = telemetryIntake(ctx, releases);
  route(app, 'POST /telemetry', { body: { batch: field.json('遥测数据', TELEMETRY_MAX_CHARS, TELEMETRY_EXAMPLE) } }, async ({ body }, req) => {
    await intake(body.batch, { client: ctx.limits.client(req), local: fromThisMachine(req) });
    return { code: 200, msg: '' };
  });
}
