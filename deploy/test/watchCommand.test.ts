/**
 * `npm run deploy -- watch`: the CLI's main (runCli) with the watch verb, against a temporary
 * release store and a migrated database holding telemetry rows, written as POST /api/telemetry
 * writes them. The clock and the database are handed in (CliDeps), so minutes pass in milliseconds.
 */
import { migrate, openDb, type Db } from '@tcm/api/db';
import { MINUTE } from '@tcm/release';
import { recordBatch, startCanary, readHistory, type StoreLayout, readPointer, writePointer, promoteSet } from '@tcm/release';
import { runCli } from '../src/cli';
import type { CliDeps } from '../src/cli/commands';
import { publishFakes, removeTemps, storeWithApps } from '@tcm/release/testing';

const V1 = '1.0.0+aaa';
const V2 = '1.1.0+bbb';

let db: Db;

beforeAll(async () => {
  // One in-memory database for the file; each test writes its rows at hours of its own.
  db = await openDb({});
  await migrate(db);
  // PGlite's first start (initdb) takes seconds, more beside other test files on two cores.
}, 60_000);

afterAll(async () => {
  await db?.close();
  removeTemps();
});

/** A store with everything live at V1 and a clinic canary V2 that started at `since`. */
async function canaryStore(since: Date): Promise<StoreLayout> {
  const store = await storeWithApps(V1);
  await promoteSet(store, 'staging', { shell: V1, account: V1, clinic: V1, commerce: V1, certification: V1 });
  await publishFakes(store, { app: 'clinic', version: V2 });
  await startCanary(store, 'staging', 'clinic', V2, 20, { who: 'alice' });
  const state = readPointer(store, 'staging');
  state.apps.clinic!.canary!.since = since.toISOString();
  writePointer(store, state);
  return store;
}

/**
 * `browsers` browsers of a clinic version, each at an address of its own, each with one page view,
 * the first `failing` of them with an uncaught error: written as POST /api/telemetry writes them,
 * received in the minute of `at`.
 */
async function traffic(at: Date, version: string, browsers: number, failing: number): Promise<void> {
  for (let i = 0; i < browsers; i++) {
    const where = { app: 'clinic', version, route: '/Contact' };
    const browser = `b-${version}-${at.getTime()}-${i}`.replace(/[^\w-]/g, '-');
    await recordBatch(
      db,
      { browser, views: [where], failures: [], errors: i < failing ? [where] : [], vitals: [] },
      { witness: `net-${browser}`, now: at, known: () => true },
    );
  }
}

async function watch(store: StoreLayout, deps: CliDeps, ...flags: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(
    ['watch', '--env', 'staging', '--store', store.root, '--min-views', '50', ...flags],
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    deps,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const at = (base: number, minutes: number, seconds = 0) => new Date(base + minutes * MINUTE + seconds * 1000);

describe('npm run deploy -- watch', () => {
  test('aborts a canary that fails more than the live version, and writes who, when and why into the history', async () => {
    const T = Date.parse('2026-11-20T02:00:00Z');
    const store = await canaryStore(at(T, 0, 20));
    for (let m = 1; m <= 4; m++) {
      await traffic(at(T, m, 5), V1, 80, 2);
      await traffic(at(T, m, 7), V2, 20, 8);
    }
    const before = Date.now();
    const r = await watch(store, { db, now: () => at(T, 5) }, '--once');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`clinic: canary ${V2} vs live ${V1}: bad (aborted)`);
    expect(r.out).toContain(`[watch] staging clinic: canary ${V2} aborted, every browser back on ${V1}`);

    const entry = readPointer(store, 'staging').apps.clinic!;
    expect(entry.version).toBe(V1);
    expect(entry.canary).toBeUndefined();
    const last = readHistory(store, 'staging').at(-1)!;
    expect(last).toMatchObject({ verb: 'abort-canary', app: 'clinic', who: 'watcher', from: V2, to: V1 });
    // The rows of minutes 1-4 after the start, both sides.
    expect(last.reason).toMatch(/^自动回滚：失败率 40\.0%（32\/80 个来源）高于线上 2\.5%（8\/320 个来源）/);
    expect(Date.parse(last.when)).toBeGreaterThanOrEqual(before - 1000);
  });

  test('leaves a healthy canary alone', async () => {
    const T = Date.parse('2026-11-20T04:00:00Z');
    const store = await canaryStore(at(T, 0, 20));
    for (let m = 1; m <= 4; m++) {
      await traffic(at(T, m, 5), V1, 80, 1);
      await traffic(at(T, m, 7), V2, 20, 0);
    }
    const r = await watch(store, { db, now: () => at(T, 5) }, '--once');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`clinic: canary ${V2} vs live ${V1}: ok (none)`);
    expect(readPointer(store, 'staging').apps.clinic!.canary).toMatchObject({ version: V2, percent: 20 });
    expect(readHistory(store, 'staging').at(-1)).toMatchObject({ verb: 'canary', who: 'alice' });
  });

  test('with --promote-after-seconds, promotes a canary judged healthy at every check for that long', async () => {
    const T = Date.parse('2026-11-20T06:00:00Z');
    const store = await canaryStore(at(T, 0, 20));
    for (let m = 1; m <= 4; m++) {
      await traffic(at(T, m, 5), V1, 80, 1);
      await traffic(at(T, m, 7), V2, 20, 0);
    }
    // Each check reads the clock once per canary: half a minute passes between two checks.
    let checks = 0;
    const now = () => at(T, 5, 30 * checks++);
    let stop = () => {};
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const running = watch(store, { db, now, stop: stopped }, '--interval-seconds', '0.2', '--promote-after-seconds', '60');
    const deadline = Date.now() + 15_000;
    while (readPointer(store, 'staging').apps.clinic!.version !== V2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    stop();
    const r = await running;
    expect(r.code).toBe(0);
    expect(readPointer(store, 'staging').apps.clinic).toMatchObject({ version: V2, previous: V1 });
    expect(readPointer(store, 'staging').apps.clinic!.canary).toBeUndefined();
    // Judged ok at 5:00, 5:30 and 6:00: promoted at the third check, a minute into its healthy period.
    expect(checks).toBe(3);
    expect(readHistory(store, 'staging').at(-1)).toMatchObject({ verb: 'promote-canary', who: 'watcher', from: V1, to: V2 });
    expect(readHistory(store, 'staging').at(-1)!.reason).toMatch(/^自动上线：持续健康 60 秒/);
    expect(r.out).toContain(`canary ${V2} promoted after a healthy period`);
  });

  test('counts only whole minutes after the canary started: the start minute (a failing preview, the live views before it) is left out on both sides', async () => {
    const T = Date.parse('2026-11-20T08:00:00Z');
    const store = await canaryStore(at(T, 0, 40));
    // The start minute 08:00: a smoke test previewed the candidate before the start and it failed;
    // the live version served everyone until 08:00:40. Neither belongs to the comparison.
    await traffic(at(T, 0, 10), V2, 20, 20);
    await traffic(at(T, 0, 30), V1, 200, 0);
    for (let m = 1; m <= 3; m++) {
      await traffic(at(T, m, 5), V1, 100, 1);
      await traffic(at(T, m, 7), V2, 20, 0);
    }
    // Before 08:01 nothing is counted yet: the verdict waits, whatever the start minute shows.
    let r = await watch(store, { db, now: () => at(T, 0, 55) }, '--once');
    expect(r.out).toMatch(/wait \(none\) — 灰度开始后的第一个完整统计周期（08:01 UTC）尚未开始/);
    r = await watch(store, { db, now: () => at(T, 4) }, '--once');
    expect(r.code).toBe(0);
    // 60 canary and 300 live browsers: minutes 08:01-08:03 only.
    expect(r.out).toContain(
      `clinic: canary ${V2} vs live ${V1}: ok (none) — 无显著差异：失败率 灰度 0.0% / 线上 1.0%（灰度 60 个来源、60 次访问，线上 300 个来源、300 次访问）`,
    );
    expect(readPointer(store, 'staging').apps.clinic!.canary).toMatchObject({ version: V2 });
  });

  test('refuses to run without a database to read the telemetry from', async () => {
    const store = await canaryStore(new Date());
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    try {
      const r = await watch(store, {}, '--once');
      expect(r.code).toBe(1);
      expect(r.err).toContain('需要 PostgreSQL：--database-url 或 DATABASE_URL');
    } finally {
      if (saved !== undefined) process.env.DATABASE_URL = saved;
    }
  });
});
