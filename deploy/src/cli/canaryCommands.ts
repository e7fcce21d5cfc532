/** The canary verbs and the watcher as its own process (`npm run deploy -- watch`). */
import { openDb, type Db, type Queryable } from '@tcm/api/db';
import {
  sideEvidence,
  DeployError,
  assertApp,
  assertEnv,
  type EnvName,
  abortCanary,
  promoteCanary,
  setCanaryShare,
  startCanary,
  type CanaryResult,
  readPointer,
  listReleases,
  CanaryWatcher,
  DEFAULT_WATCH,
  watchSettingsFromEnv,
} from '@tcm/release';
import { flag } from './args';
import type { Context } from './commands';

const envOf = (ctx: Context): EnvName => {
  const e = flag(ctx.args, 'env');
  if (!e) throw new DeployError('需要 --env（local、staging 或 production）; --env is required (local, staging or production)');
  return assertEnv(e);
};

function print(ctx: Context, r: CanaryResult, what: string): void {
  for (const w of r.warnings) ctx.io.out(`  ! ${w}`);
  ctx.io.out(
    r.canary
      ? `${what} ${r.env}: ${r.app} live ${r.live}, canary ${r.canary} for ${r.percent}% of browsers`
      : `${what} ${r.env}: ${r.app} ${r.live} for every browser (no canary)`,
  );
}

/** `canary <app> <version|latest> --percent P --env E`, or `canary <app> --percent P` for a new share. */
export async function canaryCmd(ctx: Context): Promise<void> {
  const app = assertApp(ctx.args.positionals[1]);
  const env = envOf(ctx);
  const percent = flag(ctx.args, 'percent');
  if (percent === undefined) throw new DeployError('用法 usage: canary <app> [<version|latest>] --percent <1-99> --env <env>');
  let version = ctx.args.positionals[2];
  if (!version) {
    print(ctx, await setCanaryShare(ctx.store, env, app, Number(percent)), '灰度比例已更新 share changed');
    return;
  }
  if (version === 'latest') {
    const latest = listReleases(ctx.store, app).at(-1);
    if (!latest) throw new DeployError(`${app} 还没有发布过任何版本 has no published version`);
    version = latest.version;
  }
  const before = readPointer(ctx.store, env).apps[app]?.canary;
  const r = await startCanary(ctx.store, env, app, version, Number(percent), { reason: flag(ctx.args, 'reason') });
  print(ctx, r, before ? '灰度比例已更新 share changed' : '灰度已开始 canary started');
}

export async function promoteCanaryCmd(ctx: Context): Promise<void> {
  print(
    ctx,
    await promoteCanary(ctx.store, envOf(ctx), assertApp(ctx.args.positionals[1]), { reason: flag(ctx.args, 'reason') }),
    '灰度已上线 canary promoted',
  );
}

export async function abortCanaryCmd(ctx: Context): Promise<void> {
  print(ctx, await abortCanary(ctx.store, envOf(ctx), assertApp(ctx.args.positionals[1]), { reason: flag(ctx.args, 'reason') }), '灰度已结束 canary aborted');
}

/**
 * `watch --env E`: the canary watcher as its own process, for a deployment where nginx serves the
 * store and the API instances share one PostgreSQL (DATABASE_URL or --database-url): it reads the
 * telemetry aggregates there and changes the store's pointer. `--once` checks once and exits.
 * A test gives the clock, the database and the moment to stop through ctx.deps.
 */
export async function watchCmd(ctx: Context): Promise<void> {
  const env = envOf(ctx);
  const deps = ctx.deps ?? {};
  const databaseUrl = flag(ctx.args, 'database-url') ?? process.env.DATABASE_URL;
  if (!deps.db && !databaseUrl)
    throw new DeployError('需要 PostgreSQL：--database-url 或 DATABASE_URL; the watcher reads the telemetry from PostgreSQL (--database-url or DATABASE_URL)');
  const fromFlags: NodeJS.ProcessEnv = { ...process.env };
  const map: [string, string][] = [
    ['window-seconds', 'CANARY_WINDOW_SECONDS'],
    ['min-views', 'CANARY_MIN_VIEWS'],
    ['min-sources', 'CANARY_MIN_SOURCES'],
    ['interval-seconds', 'CANARY_CHECK_SECONDS'],
    ['promote-after-seconds', 'CANARY_PROMOTE_AFTER_SECONDS'],
  ];
  for (const [f, v] of map) if (flag(ctx.args, f) !== undefined) fromFlags[v] = flag(ctx.args, f);
  const settings = watchSettingsFromEnv(fromFlags, DEFAULT_WATCH);
  const opened: Db | null = deps.db ? null : await openDb({ databaseUrl });
  const db: Queryable = deps.db ?? opened!;
  const watcher = new CanaryWatcher({
    ...settings,
    store: ctx.store,
    env,
    now: deps.now ?? (() => new Date()),
    source: { evidence: (app, version, from, to) => sideEvidence(db, app, version, from, to, settings.periodMs) },
    log: (line) => ctx.io.out(`[watch] ${line}`),
  });
  ctx.io.out(
    `watching ${env} in ${ctx.store.root}: window ${settings.windowMs / 1000}s, at least ${settings.minViews} page views and ${settings.minSources} sources each, every ${settings.intervalMs / 1000}s, ` +
      `auto-promote ${settings.promoteAfterMs === null ? 'off' : `after ${settings.promoteAfterMs / 1000}s`}`,
  );
  try {
    if (ctx.args.flags.once === true) {
      for (const d of await watcher.tick())
        ctx.io.out(`${d.app}: canary ${d.canary} vs live ${d.live}: ${d.verdict.verdict} (${d.action}) — ${d.verdict.reason}`);
      return;
    }
    watcher.start();
    await (deps.stop ??
      new Promise<void>((resolve) => {
        for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
      }));
    await watcher.stop();
  } finally {
    await opened?.close();
  }
}
