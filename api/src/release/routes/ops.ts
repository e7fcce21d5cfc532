import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReleaseOps } from '@tcm/release';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { requireUser } from '../../platform/http/sessions';
import type { ReleaseCtx } from '../context';
import { APP_NAMES, operatorOf, OPS_MSG, opsOverview, opsVerbs } from '../operations';

const appField = () => field.oneOf('应用', APP_NAMES);
const percentField = () => field.int('灰度比例', 1, 99);

const FORBIDDEN = { code: 403, msg: OPS_MSG.forbidden } as const;
const NO_STORE = { code: 409, msg: OPS_MSG.noStore } as const;

/**
 * /api/ops/*: the operations page's calls (release/operations.ts). Every one needs a login AND the
 * operator role (admin or superadmin): anyone else gets HTTP 403; without a release store a verb
 * answers HTTP 409 and why.
 */
export function opsRoutes(app: FastifyInstance, ctx: ReleaseCtx, releases: ReleaseOps | undefined): void {
  const overview = opsOverview(ctx, releases);
  const verbs = opsVerbs(releases);
  /** The operator of this request, or null with the reply set to 403. */
  const operator = async (req: FastifyRequest, reply: FastifyReply) => {
    const who = await operatorOf(ctx.db, (await requireUser(ctx, req)).userId);
    if (!who) reply.code(403);
    return who;
  };
  const answer = (reply: FastifyReply, outcome: 'done' | 'noStore') => (outcome === 'noStore' ? (reply.code(409), NO_STORE) : { code: 200, msg: '' });

  route(app, 'GET /ops/overview', { query: { hours: field.int('小时数', 1, 72) } }, async ({ query }, req, reply) => {
    if (!(await operator(req, reply))) return FORBIDDEN;
    return { code: 200, msg: '', data: await overview(query.hours) };
  });

  route(app, 'POST /ops/canary', { body: { app: appField(), version: field.text('版本', 100), percent: percentField() } }, async ({ body }, req, reply) => {
    const who = await operator(req, reply);
    return who ? answer(reply, await verbs.canary(who, body)) : FORBIDDEN;
  });

  route(app, 'POST /ops/canary/share', { body: { app: appField(), percent: percentField() } }, async ({ body }, req, reply) => {
    const who = await operator(req, reply);
    return who ? answer(reply, await verbs.share(who, body)) : FORBIDDEN;
  });

  route(app, 'POST /ops/canary/promote', { body: { app: appField() } }, async ({ body }, req, reply) => {
    const who = await operator(req, reply);
    return who ? answer(reply, await verbs.promoteCanary(who, body)) : FORBIDDEN;
  });

  route(app, 'POST /ops/canary/abort', { body: { app: appField() } }, async ({ body }, req, reply) => {
    const who = await operator(req, reply);
    return who ? answer(reply, await verbs.abortCanary(who, body)) : FORBIDDEN;
  });

  route(app, 'POST /ops/rollback', { body: { app: appField() } }, async ({ body }, req, reply) => {
    const who = await operator(req, reply);
    return who ? answer(reply, await verbs.rollback(who, body)) : FORBIDDEN;
  });
}
