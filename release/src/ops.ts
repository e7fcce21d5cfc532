/**
 * The release store as the API sees it (ReleaseOps: what /ops reads and the verbs its buttons run),
 * and its implementation on a store folder: the same verbs as the CLI, named in the history by the
 * operator the API identified (admin:<phone>).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { OpsApp, OpsHistoryEntry } from '@tcm/shared/contract';
import { DeployError, ENVS, REMOTE_APPS, assertApp, isEnv, type EnvName } from './apps';
import { abortCanary, promoteCanary, setCanaryShare, startCanary } from './store/canary';
import { readHistory } from './store/history';
import { StoreLayout } from './store/layout';
import { readPointer } from './store/pointer';
import { rollback } from './store/promote';
import { listReleases } from './store/release';
import type { CatalogEntry } from './telemetry/catalog';
import { watchSettingsFromEnv, type WatchSettings } from './watch/watcher';

/** The watcher's settings as /ops shows them and judges a running canary by. */
export interface WatchPolicy {
  windowMinutes: number;
  minViews: number;
  minSources: number;
  promoteAfterMinutes: number | null;
}

/**
 * The release store as the API sees it: what /ops reads and the operator verbs its buttons run.
 * The API does not know where releases live; the process that serves them (the portal server,
 * release/src/ops.ts) hands an implementation to buildApp. Without one the ops
 * calls answer that no release store is connected, and telemetry knows no release (every item is
 * counted as unknown). A verb refused by the store (checks, no canary…) throws an Error whose
 * message is the operator's sentence.
 */
export interface ReleaseOps {
  env: string;
  apps(): Promise<OpsApp[]>;
  /** Newest first. */
  history(limit: number): Promise<OpsHistoryEntry[]>;
  /** Every published release with its route patterns: what telemetry may name (catalog.ts). */
  catalog?(): Promise<CatalogEntry[]>;
  canary(app: string, version: string, percent: number, who: string): Promise<void>;
  share(app: string, percent: number, who: string): Promise<void>;
  promoteCanary(app: string, who: string): Promise<void>;
  abortCanary(app: string, who: string): Promise<void>;
  rollback(app: string, who: string): Promise<void>;
  /** The watcher's settings, when one runs beside this API (or beside the store it acts on). */
  watch?: WatchPolicy | null;
}

/** A release's route patterns from its routes.json (the shell's lists paths only); none when unreadable. */
function routePaths(store: StoreLayout, app: Parameters<StoreLayout['versionDir']>[0], version: string): string[] {
  try {
    const routes = JSON.parse(readFileSync(path.join(store.versionDir(app, version), 'routes.json'), 'utf8')) as unknown;
    return Array.isArray(routes) ? routes.map((r) => (r as { path?: unknown }).path).filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** Every published release with its routes: what telemetry may name (telemetry/catalog.ts). */
export function releaseCatalog(store: StoreLayout): CatalogEntry[] {
  return (['shell', ...REMOTE_APPS] as const).flatMap((app) =>
    listReleases(store, app).map((r) => ({ app, version: r.version, routes: routePaths(store, app, r.version) })),
  );
}

export function storeReleaseOps(store: StoreLayout, env: EnvName, watch: WatchSettings | null): ReleaseOps {
  return {
    env,
    watch: watch && {
      windowMinutes: watch.windowMs / 60_000,
      minViews: watch.minViews,
      minSources: watch.minSources,
      promoteAfterMinutes: watch.promoteAfterMs === null ? null : watch.promoteAfterMs / 60_000,
    },
    async apps() {
      const state = readPointer(store, env);
      return ['shell' as const, ...REMOTE_APPS].map((app) => {
        const e = state.apps[app];
        return {
          app,
          live: e ? { version: e.version, since: e.since, previous: e.previous } : null,
          canary: e?.canary ? { version: e.canary.version, percent: e.canary.percent, since: e.canary.since } : null,
          versions: listReleases(store, app)
            .map((r) => r.version)
            .reverse()
            .slice(0, 20),
        };
      });
    },
    async catalog() {
      return releaseCatalog(store);
    },
    async history(limit) {
      return readHistory(store, env)
        .slice(-limit)
        .reverse()
        .map(({ when, who, verb, app, from, to, percent, reason }) => ({ when, who, verb, app, from, to, percent, reason }));
    },
    async canary(app, version, percent, who) {
      await startCanary(store, env, assertApp(app), version, percent, { who });
    },
    async share(app, percent, who) {
      await setCanaryShare(store, env, assertApp(app), percent, { who });
    },
    async promoteCanary(app, who) {
      await promoteCanary(store, env, assertApp(app), { who });
    },
    async abortCanary(app, who) {
      await abortCanary(store, env, assertApp(app), { who, reason: '运维人员在发布运维页面手动终止灰度' });
    },
    async rollback(app, who) {
      await rollback(store, env, assertApp(app), undefined, { who });
    },
  };
}

/**
 * The release store of the standalone API (api/src/main.ts, the deployment behind nginx), from the
 * environment: RELEASE_STORE_DIR, the folder nginx serves and the operators' command writes (the same
 * one as their RELEASE_STORE), and RELEASE_ENV, the environment the /ops buttons act on. Neither set:
 * none (the ops verbs then refuse with a reason). A separate name from the command's RELEASE_STORE,
 * which defaults to the repository's store, so that an API acts on releases only when told to.
 * Misconfigured: DeployError (the API refuses to start with it), so no buttons exist that cannot work.
 */
export function releaseOpsFromEnv(env: NodeJS.ProcessEnv): ReleaseOps | undefined {
  const dir = env.RELEASE_STORE_DIR?.trim();
  const name = env.RELEASE_ENV?.trim();
  if (!dir) {
    if (name) throw new DeployError(`设置了 RELEASE_ENV=${name}，但没有设置发布仓库目录 RELEASE_STORE_DIR`);
    return undefined;
  }
  if (!name || !isEnv(name)) {
    throw new DeployError(`设置了 RELEASE_STORE_DIR 时须用 RELEASE_ENV 指明环境（${ENVS.join('、')}），当前为 "${name ?? ''}"`);
  }
  const root = path.resolve(dir);
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new DeployError(`发布仓库目录 RELEASE_STORE_DIR=${dir} 不存在`);
  // The watcher beside this API (`npm run deploy -- watch`) reads the same CANARY_* settings: /ops
  // judges a running canary as it does.
  return storeReleaseOps(new StoreLayout(root), name, watchSettingsFromEnv(env));
}
