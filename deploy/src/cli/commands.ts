/** The operator verbs. Each prints what it did and throws DeployError (exit 1) when it refuses. */
import type { Queryable } from '@tcm/api/db';
import {
  APPS,
  DeployError,
  ENVS,
  assertApp,
  assertEnv,
  type AppName,
  type EnvName,
  checkPromote,
  readHistory,
  StoreLayout,
  readPointer,
  promote,
  rollback,
  type ChangeResult,
  protectedVersions,
  prune,
  publish,
  listReleases,
} from '@tcm/release';
import { flag, type ParsedArgs } from './args';
import { size, table, when } from './format';
import { distDir, ensureBuilt } from '../build';

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * What a verb takes from its surroundings instead of the process, so a test can run the real verb:
 * the clock and, for `watch`, the telemetry database and the moment to stop.
 */
export interface CliDeps {
  /** The watcher's clock (default: the system clock). */
  now?: () => Date;
  /** `watch`: an open database to read the telemetry from instead of --database-url (not closed by the verb). */
  db?: Queryable;
  /** `watch` without --once: resolves when the watcher should stop (default: SIGINT or SIGTERM). */
  stop?: Promise<void>;
}

export interface Context {
  store: StoreLayout;
  args: ParsedArgs;
  io: Io;
  deps?: CliDeps;
}

const envFlag = (ctx: Context, fallback?: EnvName): EnvName => {
  const e = flag(ctx.args, 'env') ?? fallback;
  if (!e) throw new DeployError('需要 --env（local、staging 或 production）; --env is required (local, staging or production)');
  return assertEnv(e);
};

const appArg = (ctx: Context): AppName => assertApp(ctx.args.positionals[1]);

export async function status(ctx: Context): Promise<void> {
  const env = envFlag(ctx, 'local');
  const state = readPointer(ctx.store, env);
  ctx.io.out(`环境 environment: ${env}    store: ${ctx.store.root}`);
  ctx.io.out(
    table(
      ['app', 'live version', 'live since', 'previous', 'canary'],
      APPS.map((app) => {
        const e = state.apps[app];
        return [app, e?.version ?? '(not live)', when(e?.since), e?.previous ?? '-', e?.canary ? `${e.canary.version} (${e.canary.percent}%)` : '-'];
      }),
    ),
  );
}

export async function publishCmd(ctx: Context): Promise<void> {
  const app = appArg(ctx);
  const env = envFlag(ctx, 'local');
  const log = (l: string) => ctx.io.out(`  ${l}`);
  let from = flag(ctx.args, 'from');
  if (!from) {
    await ensureBuilt(app, log);
    from = distDir(app);
  }
  const result = await publish(ctx.store, app, { distDir: from, log });
  ctx.io.out(
    result.status === 'published'
      ? `已发布 published ${app} ${result.version} → ${result.dir} (${result.files} files, ${size(result.bytes)}); not live yet`
      : `未变化 unchanged: ${app} ${result.version} is already in the store with the same content`,
  );
  // The compatibility verdict up front, so a team learns at publish time, not at promote time.
  const state = readPointer(ctx.store, env);
  if (state.apps[app]?.version === result.version) {
    ctx.io.out(`${app} ${result.version} 已在 ${env} 上线 is already live in ${env}`);
    return;
  }
  if (app !== 'shell' && !state.apps.shell) {
    ctx.io.out(`${env} 环境还没有上线的 shell，上线时再检查 no shell is live in ${env} yet: checks run at promote`);
    return;
  }
  const report = checkPromote(ctx.store, state, app, result.version);
  for (const w of report.warnings) ctx.io.out(`  ! ${w}`);
  if (report.problems.length) {
    throw new DeployError(`已存入发布库，但不能在 ${env} 上线 stored, but it cannot go live in ${env}:\n` + report.problems.map((p) => `  ✗ ${p}`).join('\n'));
  }
  ctx.io.out(`可以上线 ready: npm run deploy -- promote ${app} ${result.version} --env ${env}`);
}

function printChange(ctx: Context, verb: string, r: ChangeResult): void {
  for (const w of r.warnings) ctx.io.out(`  ! ${w}`);
  if (!r.changed) {
    ctx.io.out(`未变化 unchanged: ${r.app} ${r.to} is already live in ${r.env}`);
    return;
  }
  ctx.io.out(`${verb} ${r.env}: ${r.app} ${r.from ?? '(none)'} → ${r.to}`);
  if (r.routes.added.length) ctx.io.out(`  routes added:   ${r.routes.added.join(' ')}`);
  if (r.routes.removed.length) ctx.io.out(`  routes removed: ${r.routes.removed.join(' ')}`);
  ctx.io.out(`  other apps unchanged; open tabs keep their loaded version until the next full load`);
}

export async function promoteCmd(ctx: Context): Promise<void> {
  const app = appArg(ctx);
  let version = ctx.args.positionals[2];
  if (!version) throw new DeployError(`用法 usage: promote <app> <version|latest> --env <env>`);
  const env = envFlag(ctx);
  if (version === 'latest') {
    const latest = listReleases(ctx.store, app).at(-1);
    if (!latest) throw new DeployError(`${app} 还没有发布过任何版本 has no published version`);
    version = latest.version;
  }
  printChange(ctx, '已上线 promoted', await promote(ctx.store, env, app, version));
}

export async function rollbackCmd(ctx: Context): Promise<void> {
  const app = appArg(ctx);
  const env = envFlag(ctx);
  const force = ctx.args.flags.force === true;
  printChange(ctx, '已回滚 rolled back', await rollback(ctx.store, env, app, flag(ctx.args, 'to'), { force }));
}

export async function versions(ctx: Context): Promise<void> {
  const app = appArg(ctx);
  const releases = listReleases(ctx.store, app);
  if (!releases.length) {
    ctx.io.out(`${app}: 发布库中没有版本 no versions in ${ctx.store.root}`);
    return;
  }
  const prot = protectedVersions(ctx.store, app);
  ctx.io.out(
    table(
      ['version', 'published', 'by', 'size', 'in use'],
      releases.reverse().map((r) => [r.version, when(r.publishedAt), r.publishedBy, size(r.bytes), (prot[r.version] ?? []).join(', ')]),
    ),
  );
}

export async function pruneCmd(ctx: Context): Promise<void> {
  const app = appArg(ctx);
  const keepRaw = flag(ctx.args, 'keep');
  if (keepRaw === undefined || !/^\d+$/.test(keepRaw)) throw new DeployError('用法 usage: prune <app> --keep <N> [--dry-run]');
  const dry = ctx.args.flags['dry-run'] === true;
  const r = await prune(ctx.store, app, Number(keepRaw), dry);
  const verb = dry ? 'would delete' : 'deleted';
  ctx.io.out(r.deleted.length ? `${verb} ${r.deleted.length}: ${r.deleted.join(', ')}` : 'nothing to delete');
  ctx.io.out(`kept ${r.kept.length}: ${r.kept.map((v) => (prot(r.protectedVersions, v) ? `${v} (${prot(r.protectedVersions, v)})` : v)).join(', ')}`);
}

const prot = (p: Record<string, string[]>, v: string) => (p[v] ?? []).join(', ');

export async function history(ctx: Context): Promise<void> {
  const envs = flag(ctx.args, 'env') ? [envFlag(ctx)] : [...ENVS];
  const app = flag(ctx.args, 'app');
  const rows = envs
    .flatMap((e) => readHistory(ctx.store, e))
    .filter((h) => !app || h.app === app)
    .sort((a, b) => a.when.localeCompare(b.when));
  if (!rows.length) {
    ctx.io.out('no changes recorded');
    return;
  }
  ctx.io.out(
    table(
      ['when', 'who', 'env', 'verb', 'app', 'from', 'to', 'why'],
      rows.map((h) => [
        when(h.when),
        h.who,
        h.env,
        h.verb,
        h.app,
        h.from ?? '-',
        h.percent !== undefined && h.percent !== 100 && h.percent !== 0 ? `${h.to} (${h.percent}%)` : h.to,
        h.reason ?? '',
      ]),
    ),
  );
}
