import type { OpsApp, OpsJudgement, OpsOverview } from '@tcm/shared/contract';
import { hasOpsRight } from '@tcm/shared/rules';
import { DEFAULT_POLICY, judge, judgedFrom, sideEvidence, stepMinutesFor, telemetrySeries, type ReleaseOps, type WatchPolicy } from '@tcm/release';
import type { Queryable } from '../platform/db';
import { BizError, fail } from '../platform/http/errors';
import { HOUR, MINUTE } from '../platform/lib/time';
import type { ReleaseCtx } from './context';
import { operators } from './ports';

/** The release operations' words (the store's own refusals are its verbs' messages). */
export const OPS_MSG = {
  forbidden: '没有运维权限（需要管理员或超级管理员）',
  /** No release store configured (api/README.md: RELEASE_STORE_DIR and RELEASE_ENV): the verbs are refused. */
  noStore: '此部署未配置发布仓库，无法操作版本（需为 API 设置 RELEASE_STORE_DIR 与 RELEASE_ENV）',
  versionRequired: '请选择灰度版本',
  percentRequired: '请输入灰度比例',
} as const;

export const APP_NAMES = ['account', 'clinic', 'commerce', 'certification', 'shell'] as const;

/**
 * The name a change is recorded under (admin:13800000002, superadmin:…), or null when the user may
 * not operate: the operator role is read from the database on each call, so a page that shows its
 * buttons to anyone changes nothing.
 */
export async function operatorOf(q: Queryable, userId: number): Promise<string | null> {
  const roles = await operators().rolesOf(q, userId);
  if (!hasOpsRight({ roles, doctor: null })) return null;
  const phone = await operators().phoneOf(q, userId);
  return `${roles.includes('superadmin') ? 'superadmin' : 'admin'}:${phone ?? userId}`;
}

/**
 * Runs a verb of the release store; its refusal (checks failed, no canary…) is the operator's
 * message. Without a release store there is nothing to act on: 'noStore' (the page says it beside
 * its disabled buttons; the call answers it to anyone who calls anyway).
 */
async function run(releases: ReleaseOps | undefined, verb: (r: ReleaseOps) => Promise<void>): Promise<'done' | 'noStore'> {
  if (!releases) return 'noStore';
  try {
    await verb(releases);
  } catch (error) {
    if (error instanceof BizError) throw error;
    fail((error as Error).message);
  }
  return 'done';
}

/** The verbs of the /ops page, each by an operator (`who`) on one app. */
export const opsVerbs = (releases: ReleaseOps | undefined) => ({
  canary: (who: string, b: { app: string; version: string; percent?: number }) => {
    if (!b.version) return fail(OPS_MSG.versionRequired);
    if (b.percent === undefined) return fail(OPS_MSG.percentRequired);
    const percent = b.percent;
    return run(releases, (r) => r.canary(b.app, b.version, percent, who));
  },
  share: (who: string, b: { app: string; percent?: number }) => {
    if (b.percent === undefined) return fail(OPS_MSG.percentRequired);
    const percent = b.percent;
    return run(releases, (r) => r.share(b.app, percent, who));
  },
  promoteCanary: (who: string, b: { app: string }) => run(releases, (r) => r.promoteCanary(b.app, who)),
  abortCanary: (who: string, b: { app: string }) => run(releases, (r) => r.abortCanary(b.app, who)),
  rollback: (who: string, b: { app: string }) => run(releases, (r) => r.rollback(b.app, who)),
});

/**
 * Each running canary with the watcher's verdict on it now, judged as the watcher does
 * (@tcm/release, telemetry/verdict.ts). Reading a busy canary's evidence takes tens of ms, while the
 * page reloads every 15 s and several operators may watch: a verdict is answered from memory and
 * read again in the background once it is JUDGEMENT_FRESH_MS old (only a canary never judged here
 * waits for its evidence), so the overview stays quick whatever the traffic.
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
 * GET /ops/overview of the app's release store: each app's versions with its canary's verdict, the
 * telemetry of the last `hours` in steps, the history and the watcher's policy. Without a release
 * store the telemetry is still here (it is in the database): the page shows it, with its buttons
 * disabled and the reason.
 */
export function opsOverview(ctx: ReleaseCtx, releases: ReleaseOps | undefined) {
  const withJudgements = judgements(ctx);
  return async (hoursAsked: number | undefined): Promise<OpsOverview> => {
    const hours = hoursAsked ?? 6;
    const stepMinutes = stepMinutesFor(hours);
    const now = ctx.now();
    const apps = releases ? await withJudgements(await releases.apps(), releases.watch ?? null) : null;
    // The versions the store names come first on the charts: the live one, the canary, the previous.
    const named = new Map((apps ?? []).map((a) => [a.app, [a.live?.version, a.canary?.version, a.live?.previous].filter((v): v is string => !!v)]));
    const series = await telemetrySeries(ctx.db, new Date(now.getTime() - hours * HOUR), now, stepMinutes, named);
    return releases
      ? { env: releases.env, hours, stepMinutes, apps: apps!, series, history: await releases.history(50), watch: releases.watch ?? null, noStore: null }
      : {
          env: null,
          hours,
          stepMinutes,
          apps: APP_NAMES.map((app) => ({ app, live: null, canary: null, versions: [] })),
          series,
          history: [],
          watch: null,
          noStore: OPS_MSG.noStore,
        };
  };
}
