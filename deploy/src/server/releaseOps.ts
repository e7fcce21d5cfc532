/**
 * The release store behind /api/ops (api/src/telemetry/releases.ts): the same verbs as the CLI,
 * named in the history by the operator the API identified (admin:<phone>).
 */
import type { ReleaseOps } from '../../../api/src/telemetry/releases';
import { REMOTE_APPS, assertApp, type EnvName } from '../apps';
import { abortCanary, promoteCanary, setCanaryShare, startCanary } from '../store/canary';
import { readHistory } from '../store/history';
import { StoreLayout } from '../store/layout';
import { readPointer } from '../store/pointer';
import { rollback } from '../store/promote';
import { listReleases } from '../store/release';
import type { WatchSettings } from '../watch/watcher';

export function storeReleaseOps(store: StoreLayout, env: EnvName, watch: WatchSettings | null): ReleaseOps {
  return {
    env,
    watch: watch && {
      windowMinutes: watch.windowMs / 60_000,
      minViews: watch.minViews,
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
      await abortCanary(store, env, assertApp(app), { who, reason: '运维手动结束 aborted by an operator' });
    },
    async rollback(app, who) {
      await rollback(store, env, assertApp(app), undefined, { who });
    },
  };
}
