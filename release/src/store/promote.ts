/**
 * Changing what is live: promote a version or roll one app back. Both run the checks, change only
 * the named app's entry in the pointer (under the environment's lock, written atomically), and
 * record the change in the history file.
 */
import type { RouteMeta } from '@tcm/shared/routes';
import { DeployError, isRemote, releaseUrl, type AppName, type EnvName } from '../apps';
import { withLock } from './atomicFile';
import { CheckFailed, checkPromote } from './checks';
import { appendHistory } from './history';
import { StoreLayout } from './layout';
import { readPointer, writePointer, type LiveEntry } from './pointer';
import { readRoutes } from './release';

export interface ChangeResult {
  env: EnvName;
  app: AppName;
  from: string | null;
  to: string;
  /** false when the version was already live (nothing written). */
  changed: boolean;
  warnings: string[];
  routes: { added: string[]; removed: string[] };
}

export interface ChangeOptions {
  /** Rollback only: skip the compatibility checks (an emergency with a known-bad live version). */
  force?: boolean;
  /** Who, for the history (default the OS user): the API names the operator. */
  who?: string;
}

/** The pointer entry of a stored version: its manifest URL and route table for a remote. */
export function liveEntryOf(store: StoreLayout, app: AppName, version: string, since: string, previous: string | null): LiveEntry {
  const entry: LiveEntry = { version, since, previous };
  if (isRemote(app)) {
    entry.entry = `${releaseUrl(app, version)}mf-manifest.json`;
    entry.routes = readRoutes(store.versionDir(app, version));
  }
  return entry;
}

function routeDiff(before: RouteMeta[] = [], after: RouteMeta[] = []) {
  const b = new Set(before.map((r) => r.path));
  const a = new Set(after.map((r) => r.path));
  return { added: [...a].filter((p) => !b.has(p)), removed: [...b].filter((p) => !a.has(p)) };
}

async function change(
  store: StoreLayout,
  env: EnvName,
  app: AppName,
  verb: 'promote' | 'rollback',
  pickVersion: (current: LiveEntry | undefined) => string,
  opts: ChangeOptions,
): Promise<ChangeResult> {
  return withLock(store.lockFile(env), () => {
    const state = readPointer(store, env);
    const current = state.apps[app];
    const version = pickVersion(current);
    if (current?.version === version) {
      return { env, app, from: version, to: version, changed: false, warnings: [], routes: { added: [], removed: [] } };
    }
    const report = checkPromote(store, state, app, version);
    if (report.problems.length && !opts.force) throw new CheckFailed(app, version, env, report.problems);
    const warnings = opts.force ? [...report.problems.map((p) => `forced past: ${p}`), ...report.warnings] : report.warnings;

    // A running canary ends with a promote or rollback of its app: the new live version stands alone.
    const entry = liveEntryOf(store, app, version, new Date().toISOString(), current?.version ?? null);
    writePointer(store, { ...state, apps: { ...state.apps, [app]: entry } });
    if (current?.canary) {
      appendHistory(store, {
        verb: 'abort-canary',
        env,
        app,
        from: current.canary.version,
        to: current.version,
        who: opts.who,
        reason: `${verb === 'promote' ? '上线' : '回滚'} ${version} 时结束 ended by the ${verb} of ${version}`,
      });
    }
    appendHistory(store, { verb, env, app, from: current?.version ?? null, to: version, who: opts.who });
    return { env, app, from: current?.version ?? null, to: version, changed: true, warnings, routes: routeDiff(current?.routes, entry.routes) };
  });
}

export function promote(store: StoreLayout, env: EnvName, app: AppName, version: string, opts: Pick<ChangeOptions, 'who'> = {}): Promise<ChangeResult> {
  return change(store, env, app, 'promote', () => version, opts);
}

/** Back to the previous live version, or to `to`. Other apps' entries are carried over untouched. */
export function rollback(store: StoreLayout, env: EnvName, app: AppName, to?: string, opts: ChangeOptions = {}): Promise<ChangeResult> {
  return change(
    store,
    env,
    app,
    'rollback',
    (current) => {
      if (!current) throw new DeployError(`${app} 在 ${env} 环境没有上线版本，无法回滚; ${app} is not live in ${env}, nothing to roll back`);
      const target = to ?? current.previous;
      if (!target) throw new DeployError(`${app} 在 ${env} 环境没有上一个版本; ${app} has no previous version in ${env}: name one with --to`);
      if (target === current.version) throw new DeployError(`${app} ${target} 已经是 ${env} 的上线版本; ${app} ${target} is already live in ${env}`);
      return target;
    },
    opts,
  );
}

/**
 * Makes several versions live in one pointer write — for `npm start`, where the shell and every
 * remote come from one tree and may only be compatible with each other (e.g. all moved to a new
 * React together). Each is checked against the resulting set, not against what it replaces.
 */
export async function promoteSet(store: StoreLayout, env: EnvName, versions: Partial<Record<AppName, string>>): Promise<ChangeResult[]> {
  return withLock(store.lockFile(env), () => {
    const state = readPointer(store, env);
    const apps = (Object.keys(versions) as AppName[]).filter((a) => state.apps[a]?.version !== versions[a]);
    if (!apps.length) return [];
    const now = new Date().toISOString();
    const target = { ...state, apps: { ...state.apps } };
    for (const app of apps) {
      const version = versions[app]!;
      const entry: LiveEntry = { version, since: now, previous: state.apps[app]?.version ?? null };
      if (isRemote(app)) {
        entry.entry = `${releaseUrl(app, version)}mf-manifest.json`;
        entry.routes = readRoutes(store.versionDir(app, version));
      }
      target.apps[app] = entry;
    }
    const results: ChangeResult[] = [];
    for (const app of apps) {
      // Check each against the target set minus itself, so it is compared with its new neighbours.
      const others = { ...target, apps: { ...target.apps } };
      delete others.apps[app];
      const report = checkPromote(store, others, app, versions[app]!);
      if (report.problems.length) throw new CheckFailed(app, versions[app]!, env, report.problems);
      const before = state.apps[app];
      results.push({
        env,
        app,
        from: before?.version ?? null,
        to: versions[app]!,
        changed: true,
        warnings: report.warnings,
        routes: routeDiff(before?.routes, target.apps[app]!.routes),
      });
    }
    writePointer(store, target);
    for (const r of results) appendHistory(store, { verb: 'promote', env, app: r.app, from: r.from, to: r.to });
    return results;
  });
}
