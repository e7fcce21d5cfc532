/**
 * What `npm start` does before serving: build the apps whose dist/ is missing or stale (two at a
 * time — the machines have two cores), publish every app into the store (a no-op for unchanged
 * ones), and make them live in the environment where the live version differs.
 */
import { APPS, type AppName, type EnvName, StoreLayout, promoteSet, prune, publish } from '@tcm/release';
import { buildIfStale, buildState, distDir, expectedVersions } from '../build';

export interface PreparedApp {
  app: AppName;
  version: string;
  built: boolean;
  published: 'published' | 'unchanged';
  promotedFrom?: string | null;
}

export interface PrepareOptions {
  store: StoreLayout;
  env: EnvName;
  log?: (line: string) => void;
  /** Parallel builds (default 2). */
  concurrency?: number;
  /** Versions kept per app after publishing (default 5). */
  keep?: number;
}

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(size, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

export async function preparePortal({ store, env, log = () => {}, concurrency = 2, keep = 5 }: PrepareOptions): Promise<PreparedApp[]> {
  const versions = await expectedVersions(APPS);
  const states = await Promise.all(APPS.map((app) => buildState(app, versions[app])));
  const stale = states.filter((s) => s.stale);
  if (stale.length) {
    await pool(stale, concurrency, async (s) => {
      await buildIfStale(s.app, s.expected, log);
    });
  } else {
    log('all five apps are built and up to date');
  }

  const prepared: PreparedApp[] = [];
  for (const app of APPS) {
    const r = await publish(store, app, { distDir: distDir(app), log });
    prepared.push({ app, version: r.version, built: stale.some((s) => s.app === app), published: r.status });
  }

  const live = Object.fromEntries(prepared.map((p) => [p.app, p.version])) as Record<AppName, string>;
  const changes = await promoteSet(store, env, live);
  for (const c of changes) {
    const p = prepared.find((x) => x.app === c.app)!;
    p.promotedFrom = c.from;
    log(`live in ${env}: ${c.app} ${c.from ?? '(none)'} → ${c.to}`);
    for (const w of c.warnings) log(`  ! ${w}`);
  }
  if (!changes.length) log(`${env} already runs these versions`);

  // Every source change publishes a new version; without this a developer's store grows by tens
  // of MB a day. Live and previous versions (in any environment) are never pruned.
  for (const app of APPS) {
    const { deleted } = await prune(store, app, keep);
    if (deleted.length) log(`pruned ${app}: ${deleted.join(', ')} (keeping the newest ${keep})`);
  }
  return prepared;
}
