/**
 * Canary releases of one remote: a candidate version served beside the live one to a share of
 * browsers. The pointer carries both (`canary` in the app's entry, and in /remotes.json); each
 * browser picks by a sticky random bucket kept in its localStorage (shell/src/remotes/canary.ts),
 * so /remotes.json stays one static, cacheable file.
 *
 * Every verb runs under the environment's lock, re-reads the pointer, writes it atomically and
 * records who, when and why in the history. Starting a canary and promoting it run the same checks
 * as a promote (shared singletons, routes, runtime): a canary is live code for its share.
 */
import { DeployError, isRemote, releaseUrl, type AppName, type EnvName } from '../apps';
import { withLock } from './atomicFile';
import { CheckFailed, checkPromote } from './checks';
import { appendHistory } from './history';
import { StoreLayout } from './layout';
import { readPointer, writePointer, type CanaryEntry, type LiveEntry, type PointerState } from './pointer';
import { liveEntryOf } from './promote';
import { readRoutes } from './release';

export const CANARY_PERCENT_MIN = 1;
export const CANARY_PERCENT_MAX = 99;

export interface CanaryOptions {
  /** For the history: the OS user by default; the API and the watcher name themselves. */
  who?: string;
  /** Why (the watcher's verdict, an operator's note), kept in the history. */
  reason?: string;
}

export interface CanaryResult {
  env: EnvName;
  app: AppName;
  live: string;
  canary: string | null;
  percent: number | null;
  warnings: string[];
}

export function parsePercent(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,3}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isInteger(n) || n < CANARY_PERCENT_MIN || n > CANARY_PERCENT_MAX) {
    throw new DeployError(
      `灰度比例须为 ${CANARY_PERCENT_MIN}～${CANARY_PERCENT_MAX} 的整数 the share must be a whole number from ${CANARY_PERCENT_MIN} to ${CANARY_PERCENT_MAX} (%)`,
    );
  }
  return n;
}

function liveRemote(state: PointerState, env: EnvName, app: AppName): LiveEntry {
  if (!isRemote(app)) {
    throw new DeployError(`灰度只用于远程应用，shell 请直接上线 a canary is for a remote (the shell serves index.html to everyone): promote the shell instead`);
  }
  const live = state.apps[app];
  if (!live) throw new DeployError(`${app} 在 ${env} 环境没有上线版本，请先上线; ${app} is not live in ${env}: promote a version first`);
  return live;
}

function runningCanary(live: LiveEntry, env: EnvName, app: AppName): CanaryEntry {
  if (!live.canary) throw new DeployError(`${app} 在 ${env} 环境没有进行中的灰度 has no canary running in ${env}`);
  return live.canary;
}

const result = (env: EnvName, app: AppName, e: LiveEntry, warnings: string[] = []): CanaryResult => ({
  env,
  app,
  live: e.version,
  canary: e.canary?.version ?? null,
  percent: e.canary?.percent ?? null,
  warnings,
});

/** `canary <app> <version> --percent P`: starts a canary, or changes the share of the same one. */
export async function startCanary(
  store: StoreLayout,
  env: EnvName,
  app: AppName,
  version: string,
  percent: number,
  opts: CanaryOptions = {},
): Promise<CanaryResult> {
  const share = parsePercent(percent);
  return withLock(store.lockFile(env), () => {
    const state = readPointer(store, env);
    const live = liveRemote(state, env, app);
    if (live.version === version) throw new DeployError(`${app} ${version} 已是 ${env} 的上线版本 is already live in ${env}`);
    if (live.canary && live.canary.version !== version) {
      throw new DeployError(
        `${app} 正在灰度 ${live.canary.version}，请先 promote-canary 或 abort-canary; ${app} already has the canary ${live.canary.version}: promote or abort it first`,
      );
    }
    if (live.canary) return changeShare(store, state, app, share, opts);
    // The candidate must fit the live shell and the other live remotes, as a promote would.
    const report = checkPromote(store, state, app, version);
    if (report.problems.length) throw new CheckFailed(app, version, env, report.problems);
    const canary: CanaryEntry = {
      version,
      percent: share,
      since: new Date().toISOString(),
      entry: `${releaseUrl(app, version)}mf-manifest.json`,
      routes: readRoutes(store.versionDir(app, version)),
    };
    const entry = { ...live, canary };
    writePointer(store, { ...state, apps: { ...state.apps, [app]: entry } });
    appendHistory(store, { verb: 'canary', env, app, from: live.version, to: version, percent: share, who: opts.who, reason: opts.reason });
    return result(env, app, entry, report.warnings);
  });
}

function changeShare(store: StoreLayout, state: PointerState, app: AppName, percent: number, opts: CanaryOptions): CanaryResult {
  const live = liveRemote(state, state.env, app);
  const canary = runningCanary(live, state.env, app);
  const entry = { ...live, canary: { ...canary, percent } };
  if (canary.percent !== percent) {
    writePointer(store, { ...state, apps: { ...state.apps, [app]: entry } });
    appendHistory(store, { verb: 'canary-share', env: state.env, app, from: live.version, to: canary.version, percent, who: opts.who, reason: opts.reason });
  }
  return result(state.env, app, entry);
}

/** `canary <app> --percent P` on a running canary: a new share. */
export async function setCanaryShare(store: StoreLayout, env: EnvName, app: AppName, percent: number, opts: CanaryOptions = {}): Promise<CanaryResult> {
  const share = parsePercent(percent);
  return withLock(store.lockFile(env), () => changeShare(store, readPointer(store, env), app, share, opts));
}

/** `promote-canary <app>`: the canary becomes the live version (the old live one its rollback target). */
export function promoteCanary(store: StoreLayout, env: EnvName, app: AppName, opts: CanaryOptions = {}): Promise<CanaryResult> {
  return withLock(store.lockFile(env), () => {
    const state = readPointer(store, env);
    const live = liveRemote(state, env, app);
    const canary = runningCanary(live, env, app);
    // Checked again: the shell or a neighbour may have changed since the canary started.
    const report = checkPromote(store, state, app, canary.version);
    if (report.problems.length) throw new CheckFailed(app, canary.version, env, report.problems);
    const entry = liveEntryOf(store, app, canary.version, new Date().toISOString(), live.version);
    writePointer(store, { ...state, apps: { ...state.apps, [app]: entry } });
    appendHistory(store, { verb: 'promote-canary', env, app, from: live.version, to: canary.version, percent: 100, who: opts.who, reason: opts.reason });
    return result(env, app, entry, report.warnings);
  });
}

/** `abort-canary <app>`: every browser back on the live version; the canary stays in the store. */
export function abortCanary(store: StoreLayout, env: EnvName, app: AppName, opts: CanaryOptions & { ifVersion?: string } = {}): Promise<CanaryResult> {
  return withLock(store.lockFile(env), () => {
    const state = readPointer(store, env);
    const live = liveRemote(state, env, app);
    const canary = runningCanary(live, env, app);
    // The watcher aborts the canary it judged, not one an operator started in the meantime.
    if (opts.ifVersion && canary.version !== opts.ifVersion) {
      throw new DeployError(`${app} 的灰度已变为 ${canary.version} the canary of ${app} is now ${canary.version}, not ${opts.ifVersion}`);
    }
    const entry: LiveEntry = { ...live };
    delete entry.canary;
    writePointer(store, { ...state, apps: { ...state.apps, [app]: entry } });
    appendHistory(store, { verb: 'abort-canary', env, app, from: canary.version, to: live.version, percent: 0, who: opts.who, reason: opts.reason });
    return result(env, app, entry);
  });
}
