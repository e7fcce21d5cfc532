import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpsApp, OpsJudgement, OpsOverview } from '@tcm/shared/contract';
import { hasOpsRight } from '@tcm/shared/rules';
import type { ReleaseCtx } from '../context';
import { requireUser } from '../../platform/http/sessions';
import { BizError, fail } from '../../platform/http/errors';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { HOUR, MINUTE } from '../../platform/lib/time';
import { judgedFrom, sideEvidence, type ReleaseOps, type WatchPolicy, stepMinutesFor, telemetrySeries, DEFAULT_POLICY, judge } from '@tcm/release';
import { operators } from '../ports';

export const OPS_MSG = {
  forbidden: '没有运维权限（需要管理员或超级管理员）',
  /** No release store configured (api/README.md: RELEASE_STORE_DIR and RELEASE_ENV): the verbs are refused. */
  noStore: '此部署未配置发布仓库，无法操作版本（需为 API 设置 RELEASE_STORE_DIR 与 RELEASE_ENV）',
} as const;

const APP_NAMES = ['account', 'clinic', 'commerce', 'certification', 'shell'] as const;
const appField = () => field.oneOf('应用', APP_NAMES);
const percentField = () => field.int('灰度比例', 1, 99);

/** The operator of this request (admin or superadmin, from the database), or the reply is a 403. */
async function operator(ctx: ReleaseCtx, req: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const user = await requireUser(ctx, req);
  const roles = await operators().rolesOf(ctx.db, user.userId);
  if (!hasOpsRight({ roles, doctor: null })) {
    reply.code(403);
    return null;
  }
  const phone = await operators().phoneOf(ctx.db, user.userId);
  return `${roles.includes('superadmin') ? 'superadmin' : 'admin'}:${phone ?? user.userId}`;
}

const FORBIDDEN = { code: 403, msg: OPS_MSG.forbidden } as const;
const NO_STORE = { code: 409, msg: OPS_MSG.noStore } as const;

/**
 * Runs a verb of the release store; its refusal (checks failed, no canary…) is the operator's message.
 * Without a release store there is nothing to act on: HTTP 409 and the reason (the page says it beside
 * its disabled buttons; this answers anyone who calls anyway).
 */
async function run(releases: ReleaseOps | undefined, reply: FastifyReply, verb: (r: ReleaseOps) => Promise<void>) {
  if (!releases) {
    reply.code(409);
    return NO_STORE;
  }
  try {
    await verb(releases);
  } catch (error) {
    if (error instanceof BizError) throw error;
    fail((error as Error).message);
  }
  return { code: 200, msg: '' };
}

/**
 * Each running canary with the watcher's verdict on it now, judged as the watcher does
 * (release/src/telemetry/verdict.ts). Reading a busy canary's evidence takes tens of ms, while the page
 * reloads every 15 s and several operators may watch: a verdict is answered from memory and read
 * again in the background once it is JUDGEMENT_FRESH_MS old (only a canary never judged here waits
 * for its evidence), so the overview stays quick whatever the traffic.
 */
const JUDGEMENT_FRESH_MS = 10_000;

function judgements(ctx: ReleaseCtx) {
  const kept = new Map<string, { at: number; judgement: OpsJudgement; reading?: Promise<unknown> }>();
  const read = async (a: OpsApp & { live: NonNullable<OpsApp['live']>; canary: NonNullable<OpsApp['canary']> }, watch: WatchPolicy, key: string) => {
    const policy = { ...DEFAULT_POLICY, minViews: watch.minViews, minSources: watch.minSources };
    const now = ctx.now();
    const from = judgedFrom(a.canary.since, now, watch.windowMinutes * MINUTE, ctx.telemetry.periodMs);
    const to = new Date(now.getTime() + 1);
    const [live, canary] = await Promise.all([
      sideEvidence(ctx.db, a.app, a.live.version, from, to, ctx.telemetry.periodMs),
      sideEvidence(ctx.db, a.app, a.canary.version, from, to, ctx.telemetry.periodMs),
    ]);
    const v = judge(live, canary, policy);
    const judgement: OpsJudgement = { verdict: v.verdict, reason: v.reason, canary: v.canary, live: v.live };
    kept.set(key, { at: now.getTime(), judgement });
    return judgement;
  };
  return async (apps: OpsApp[], watch: WatchPolicy | null): Promise<OpsApp[]> => {
    if (!watch) return apps;
    const now = ctx.now().getTime();
    const running = new Set<string>();
    const out = await Promise.all(
      apps.map(async (a) => {
        if (!a.canary || !a.live) return a;
        const key = `${a.app} ${a.live.version} ${a.canary.version} ${a.canary.since}`;
        running.add(key);
        const hit = kept.get(key);
        if (hit && now - hit.at >= JUDGEMENT_FRESH_MS && !hit.reading) {
          hit.reading = read({ ...a, live: a.live, canary: a.canary }, watch, key).catch(() => void (hit.reading = undefined));
        }
        const judgement = hit?.judgement ?? (await read({ ...a, live: a.live, canary: a.canary }, watch, key));
        return { ...a, canary: { ...a.canary, judgement } };
      }),
    );
    // Canaries that ended are forgotten.
    for (const key of kept.keys()) if (!running.has(key)) kept.delete(key);
    return out;
  };
}

/**
 * /api/ops/*: the operations page's calls. Every one needs a login AND the operator role, checked
 * here from the database on each call (a page that shows its buttons to anyone changes nothing).
 */
export function opsRoutes(app: FastifyInstance, ctx: ReleaseCtx, releases: ReleaseOps | undefined): void {
  const withJudgements = judgements(ctx);
  route(app, 'GET /ops/overview', { query: { hours: field.int('小时数', 1, 72) } }, async ({ query }, req, reply) => {
    if (!(await operator(ctx, req, reply))) return FORBIDDEN;
    const hours = query.hours ?? 6;
    const stepMinutes = stepMinutesFor(hours);
    const now = ctx.now();
    const apps = releases ? await withJudgements(await releases.apps(), releases.watch ?? null) : null;
    // The versions the store names come first on the charts: the live one, the canary, the previous.
    const named = new Map((apps ?? []).map((a) => [a.app, [a.live?.version, a.canary?.version, a.live?.previous].filter((v): v is string => !!v)]));
    const series = await telemetrySeries(ctx.db, new Date(now.getTime() - hours * HOUR), now, stepMinutes, named);
    // Without a release store the telemetry is still here (it is in the database): the page shows it,
    // with its buttons disabled and the reason.
    const data: OpsOverview = releases
      ? { env: releases.env, hours, stepMinutes, apps: apps!, series, history: await releases.history(50), watch: releases.watch ?? null, noStore: null }
      : { env: null, hours, stepMinutes, apps: APP_NAMES.map((app) => ({ app, live: null, canary: null, versions: [] })), series, history: [], watch: null, noStore: OPS_MSG.noStore };
    return { code: 200, msg: '', data };
  });

  route(app, 'POST /ops/canary', { body: { app: appField(), version: field.text('版本', 100), percent: percentField() } }, async ({ body }, req, reply) => {
    const who = await operator(ctx, req, reply);
    if (!who) return FORBIDDEN;
    if (!body.version) return fail('请选择灰度版本');
    if (body.percent === undefined) return fail('请输入灰度比例');
    return run(releases, reply, (r) => r.canary(body.app, body.version, body.percent!, who));
  });

  route(app, 'POST /ops/canary/share', { body: { app: appField(), percent: percentField() } }, async ({ body }, req, reply) => {
    const who = await operator(ctx, req, reply);
    if (!who) return FORBIDDEN;
    if (body.percent === undefined) return fail('请输入灰度比例');
    return run(releases, reply, (r) => r.share(body.app, body.percent!, who));
  });

  route(app, 'POST /ops/canary/promote', { body: { app: appField() } }, async ({ body }, req, reply) => {
    const who = await operator(ctx, req, reply);
    if (!who) return FORBIDDEN;
    return run(releases, reply, (r) => r.promoteCanary(body.app, who));
  });

  route(app, 'POST /ops/canary/abort', { body: { app: appField() } }, async ({ body }, req, reply) => {
    const who = await operator(ctx, req, reply);
    if (!who) return FORBIDDEN;
    return run(releases, reply, (r) => r.abortCanary(body.app, who));
  });

  route(app, 'POST /ops/rollback', { body: { app: appField() } }, async ({ body }, req, reply) => {
    const who = await operator(ctx, req, reply);
    if (!who) return FORBIDDEN;
    return run(releases, reply, (r) => r.rollback(body.app, who));
  });
}
