import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserEvidence } from '../src/telemetry/evidence';
import { firstCountedPeriod } from '../src/telemetry/evidence';
import { summarize } from '../src/telemetry/verdict';
import { crowd, rng } from './support/traffic';
import { startCanary } from '../src/store/canary';
import { readHistory } from '../src/store/history';
import { readPointer, writePointer } from '../src/store/pointer';
import { promoteSet } from '../src/store/promote';
import { CanaryWatcher, watchSettingsFromEnv } from '../src/watch/watcher';
import { publishFakes, removeTemps, storeWithApps } from './support/fixtures';
import type { PointerFile } from '@tcm/shared/routes';

afterAll(removeTemps);

describe('the watcher', () => {
  const V1 = '1.0.0+aaa';
  const V2 = '1.1.0+bbb';

  async function canaryStore() {
    const store = await storeWithApps(V1);
    await promoteSet(store, 'staging', { shell: V1, account: V1, clinic: V1, commerce: V1, certification: V1 });
    await publishFakes(store, { app: 'clinic', version: V2 });
    await startCanary(store, 'staging', 'clinic', V2, 10);
    return store;
  }

  /** A telemetry source with fixed evidence per version; records the windows it was asked for. */
  function source(stats: Record<string, BrowserEvidence[]>) {
    const asked: { version: string; from: Date; to: Date }[] = [];
    return {
      asked,
      evidence: async (_app: string, version: string, from: Date, to: Date) => {
        asked.push({ version, from, to });
        return summarize(stats[version] ?? []);
      },
    };
  }

  /** Browsers of one version over the window, one per address, pages failing with `p`. */
  const traffic = (random: () => number, browsers: number, p: number, lcpMedian: number, prefix: string) => crowd(random, { browsers, p, lcpMedian, prefix });

  test('aborts a worse canary, writes who, when and why into the history and logs it', async () => {
    const store = await canaryStore();
    const since = Date.parse(readPointer(store, 'staging').apps.clinic!.canary!.since);
    const random = rng(5);
    const src = source({ [V1]: traffic(random, 300, 0.01, 1500, 'l'), [V2]: traffic(random, 60, 0.5, 1500, 'c') });
    const lines: string[] = [];
    const now = new Date(since + 5 * 60_000);
    const watcher = new CanaryWatcher({
      store,
      env: 'staging',
      source: src,
      now: () => now,
      windowMs: 10 * 60_000,
      minViews: 50,
      minSources: 30,
      intervalMs: 1000,
      promoteAfterMs: null,
      log: (l) => lines.push(l),
    });
    const [d] = await watcher.tick();
    expect(d).toMatchObject({ app: 'clinic', canary: V2, live: V1, action: 'aborted' });
    // The window starts at the first whole minute after the canary's start when that is later than now - window.
    expect(src.asked[0].from.getTime()).toBe(Math.ceil(since / 60_000) * 60_000);
    const entry = readPointer(store, 'staging').apps.clinic!;
    expect(entry.version).toBe(V1);
    expect(entry.canary).toBeUndefined();
    const served = JSON.parse(readFileSync(path.join(store.liveDir('staging'), 'remotes.json'), 'utf8')) as PointerFile;
    expect(served.clinic!.canary).toBeUndefined();
    const last = readHistory(store, 'staging').at(-1)!;
    expect(last).toMatchObject({ verb: 'abort-canary', who: 'watcher', from: V2, to: V1 });
    expect(last.reason).toMatch(/^自动回滚：失败率 [\d.]+%（[\d.]+\/60 个来源）高于线上/);
    expect(lines.join('\n')).toContain(`canary ${V2} aborted`);
  });

  test('waits below the minimum of views; promotes a healthy canary only after the healthy period, by the clock', async () => {
    const store = await canaryStore();
    const since = Date.parse(readPointer(store, 'staging').apps.clinic!.canary!.since);
    const random = rng(9);
    const stats: Record<string, BrowserEvidence[]> = { [V1]: traffic(random, 300, 0.01, 1500, 'l'), [V2]: traffic(random, 20, 0.01, 1500, 'c') };
    let now = new Date(since + 60_000);
    const watcher = new CanaryWatcher({
      store,
      env: 'staging',
      source: source(stats),
      now: () => now,
      windowMs: 30 * 60_000,
      minViews: 50,
      minSources: 30,
      intervalMs: 1000,
      promoteAfterMs: 10 * 60_000,
      log: () => {},
    });
    expect((await watcher.tick())[0]).toMatchObject({ action: 'none', verdict: { verdict: 'wait' } });

    stats[V2] = traffic(random, 60, 0.001, 1500, 'c');
    expect((await watcher.tick())[0]).toMatchObject({ action: 'none', verdict: { verdict: 'ok' } });
    expect(readPointer(store, 'staging').apps.clinic!.canary).toBeDefined();

    // A check that is not ok (a burst of failures arriving late) starts the healthy period again.
    now = new Date(since + 8 * 60_000);
    const healthy = stats[V2];
    stats[V2] = healthy.map((b) => ({ ...b, failed: b.views }));
    expect((await watcher.tick())[0]).toMatchObject({ action: 'aborted' });
    await startCanary(store, 'staging', 'clinic', V2, 10);
    stats[V2] = healthy;
    now = new Date(since + 9 * 60_000);
    expect((await watcher.tick())[0]).toMatchObject({ action: 'none', verdict: { verdict: 'ok' } });
    // Ok for 9 of the 10 minutes: not yet.
    now = new Date(since + 18 * 60_000);
    expect((await watcher.tick())[0]).toMatchObject({ action: 'none' });
    now = new Date(since + 19 * 60_000);
    expect((await watcher.tick())[0]).toMatchObject({ action: 'promoted' });
    expect(readPointer(store, 'staging').apps.clinic).toMatchObject({ version: V2, previous: V1 });
    expect(readHistory(store, 'staging').at(-1)).toMatchObject({ verb: 'promote-canary', who: 'watcher' });
    expect(readHistory(store, 'staging').at(-1)!.reason).toMatch(/^自动上线：持续健康 600 秒，无显著差异/);
  });

  test('judges whole minutes after the start only: nothing before the first one, then windows from it, by the clock', async () => {
    const store = await canaryStore();
    // Started 40 s into a minute: that minute's sums hold views from before the start.
    const minute = Date.parse('2026-11-20T02:00:00Z');
    const state = readPointer(store, 'staging');
    state.apps.clinic!.canary!.since = new Date(minute + 40_000).toISOString();
    writePointer(store, state);
    expect(firstCountedPeriod(new Date(minute + 40_000))).toBe(minute + 60_000);
    expect(firstCountedPeriod(new Date(minute))).toBe(minute);

    const random = rng(13);
    const src = source({ [V1]: traffic(random, 300, 0.01, 1500, 'l'), [V2]: traffic(random, 100, 0.5, 1500, 'c') });
    let now = new Date(minute + 59_999);
    const watcher = new CanaryWatcher({
      store,
      env: 'staging',
      source: src,
      now: () => now,
      windowMs: 10 * 60_000,
      minViews: 50,
      minSources: 30,
      intervalMs: 1000,
      promoteAfterMs: null,
      log: () => {},
    });
    const [early] = await watcher.tick();
    expect(early).toMatchObject({ action: 'none', verdict: { verdict: 'wait' } });
    expect(early.verdict.reason).toContain('第一个完整统计周期（02:01 UTC）尚未开始');
    expect(src.asked).toEqual([]);

    now = new Date(minute + 60_000 + 15_000);
    expect((await watcher.tick())[0]).toMatchObject({ action: 'aborted' });
    expect(src.asked.map((a) => [a.version, a.from.toISOString(), a.to.getTime() - now.getTime()])).toEqual([
      [V1, '2026-11-20T02:01:00.000Z', 1],
      [V2, '2026-11-20T02:01:00.000Z', 1],
    ]);

    // Long after the start the sliding window decides where the comparison begins.
    await startCanary(store, 'staging', 'clinic', V2, 10);
    src.asked.length = 0;
    now = new Date(Date.now() + 60 * 60_000);
    await watcher.tick();
    expect(src.asked[0].from.getTime()).toBe(now.getTime() - 10 * 60_000);
  });

  test('a shorter telemetry period (TELEMETRY_PERIOD_SECONDS) moves the first counted moment to the next whole period', () => {
    const minute = Date.parse('2026-11-20T02:00:00Z');
    expect(firstCountedPeriod(new Date(minute + 41_000), 5_000)).toBe(minute + 45_000);
    expect(firstCountedPeriod(new Date(minute + 45_000), 5_000)).toBe(minute + 45_000);
    expect(watchSettingsFromEnv({ TELEMETRY_PERIOD_SECONDS: '5' }).periodMs).toBe(5_000);
    expect(watchSettingsFromEnv({}).periodMs).toBe(60_000);
    // A period that does not divide a minute would cut /ops's bins.
    expect(() => watchSettingsFromEnv({ TELEMETRY_PERIOD_SECONDS: '7' })).toThrow(/TELEMETRY_PERIOD_SECONDS/);
    expect(() => watchSettingsFromEnv({ TELEMETRY_PERIOD_SECONDS: '0' })).toThrow(/TELEMETRY_PERIOD_SECONDS/);
  });

  test('settings from CANARY_* refuse nonsense', () => {
    expect(
      watchSettingsFromEnv({ CANARY_MIN_VIEWS: '8', CANARY_MIN_SOURCES: '12', CANARY_CHECK_SECONDS: '0.5', CANARY_PROMOTE_AFTER_SECONDS: '20' }),
    ).toMatchObject({
      minViews: 8,
      minSources: 12,
      intervalMs: 500,
      promoteAfterMs: 20_000,
    });
    expect(watchSettingsFromEnv({})).toMatchObject({ minViews: 200, minSources: 30 });
    expect(() => watchSettingsFromEnv({ CANARY_MIN_VIEWS: 'many' })).toThrow(/CANARY_MIN_VIEWS/);
    expect(() => watchSettingsFromEnv({ CANARY_MIN_SOURCES: '0' })).toThrow(/CANARY_MIN_SOURCES/);
  });
});
