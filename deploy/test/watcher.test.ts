import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BOUNDS, bucketOf, emptyHistogram } from '../../api/src/telemetry/histogram';
import type { VersionStats } from '../../api/src/telemetry/store';
import { startCanary } from '../src/store/canary';
import { readHistory } from '../src/store/history';
import { readPointer, writePointer } from '../src/store/pointer';
import { promoteSet } from '../src/store/promote';
import { DEFAULT_POLICY, clearlyHigher, judge, wilson, zTwoProportions, type JudgePolicy } from '../src/watch/stats';
import { CanaryWatcher, firstCountedMinute, watchSettingsFromEnv } from '../src/watch/watcher';
import { publishFakes, removeTemps, storeWithApps } from './support/fixtures';

afterAll(removeTemps);

/** mulberry32: a small seeded generator, so every run replays the same traffic. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Traffic of one version: `views` page views, each failing with p; a third of them are page loads
 * that report an LCP (the others are navigations inside the app), log-normal around `lcpMedian` ms.
 */
function traffic(random: () => number, views: number, p: number, lcpMedian: number): VersionStats {
  const lcp = emptyHistogram();
  let failures = 0;
  for (let i = 0; i < views; i++) {
    if (random() < p) failures++;
    if (i % 3) continue;
    // Box-Muller: a normal sample for the log of LCP (sigma 0.5: ordinary spread of real pages).
    const z = Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
    lcp[bucketOf(lcpMedian * Math.exp(0.5 * z))]++;
  }
  return { views, failures, retries: 0, errors: 0, lcp };
}

const POLICY: JudgePolicy = { ...DEFAULT_POLICY, minViews: 200 };

describe('the statistical judgement', () => {
  test('Wilson intervals: small samples stay wide, 10 of 10 failures against 0 of 10 is already clear', () => {
    const [lo, hi] = wilson(2, 100, 3);
    expect(lo).toBeGreaterThan(0);
    expect(hi).toBeLessThan(0.12);
    expect(clearlyHigher(10, 10, 0, 10, 3)).toBe(true);
    expect(clearlyHigher(5, 10, 0, 10, 3)).toBe(false);
    expect(clearlyHigher(16, 237, 48, 2133, 3)).toBe(false);
  });

  test('z of two proportions: 0 without difference, large for a clear one, negative when the canary is better', () => {
    expect(zTwoProportions(10, 100, 10, 100)).toBe(0);
    expect(zTwoProportions(0, 100, 0, 100)).toBe(0);
    expect(zTwoProportions(30, 100, 5, 100)).toBeGreaterThan(4);
    expect(zTwoProportions(5, 100, 30, 100)).toBeLessThan(-4);
  });

  test('a healthy canary replayed 1,000 times with a fixed seed never raises a false alarm', () => {
    const random = rng(20261127);
    let alarms = 0;
    let judged = 0;
    for (let run = 0; run < 1000; run++) {
      // Live at 90 %, canary at 10 % of a few thousand views; both fail 2 % of the time, same LCP.
      const total = 2000 + Math.floor(random() * 2000);
      const live = traffic(random, Math.round(total * 0.9), 0.02, 1800);
      const canary = traffic(random, Math.round(total * 0.1), 0.02, 1800);
      const v = judge(live, canary, POLICY);
      if (v.verdict !== 'wait') judged++;
      if (v.verdict === 'bad') alarms++;
    }
    expect(judged).toBe(1000);
    expect(alarms).toBe(0);
  });

  test('a clearly bad canary is detected: more failures, or a slower LCP', () => {
    const random = rng(7);
    const live = traffic(random, 2700, 0.02, 1800);
    const failing = judge(live, traffic(random, 600, 0.1, 1800), POLICY);
    expect(failing.verdict).toBe('bad');
    expect(failing.reason).toMatch(/失败率 .*高于线上/);

    const slow = judge(live, traffic(random, 600, 0.02, 3200), POLICY);
    expect(slow.verdict).toBe('bad');
    expect(slow.reason).toMatch(/LCP p75 \d+ ms 慢于线上/);
    expect(slow.lcp!.canaryP75!).toBeGreaterThan(slow.lcp!.liveP75!);
  });

  test('nothing is judged below the minimum of page views, however bad it looks', () => {
    const random = rng(3);
    const v = judge(traffic(random, 2000, 0.02, 1800), traffic(random, 150, 1, 1800), POLICY);
    expect(v.verdict).toBe('wait');
    expect(v.reason).toContain('至少各需 200');
  });

  test('a better canary is never bad', () => {
    const random = rng(11);
    expect(judge(traffic(random, 2000, 0.1, 3000), traffic(random, 500, 0.01, 1200), POLICY).verdict).toBe('ok');
  });

  test('histogram buckets cover the range used', () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(BOUNDS[BOUNDS.length - 1] + 1)).toBe(BOUNDS.length);
  });
});

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

  /** A telemetry source with fixed numbers per version; records the windows it was asked for. */
  function source(stats: Record<string, VersionStats>) {
    const asked: { version: string; from: Date; to: Date }[] = [];
    return {
      asked,
      stats: async (_app: string, version: string, from: Date, to: Date) => {
        asked.push({ version, from, to });
        return stats[version] ?? { views: 0, failures: 0, retries: 0, errors: 0, lcp: emptyHistogram() };
      },
    };
  }

  test('aborts a worse canary, writes who, when and why into the history and logs it', async () => {
    const store = await canaryStore();
    const since = Date.parse(readPointer(store, 'staging').apps.clinic!.canary!.since);
    const random = rng(5);
    const src = source({ [V1]: traffic(random, 900, 0.01, 1500), [V2]: traffic(random, 100, 0.5, 1500) });
    const lines: string[] = [];
    const now = new Date(since + 5 * 60_000);
    const watcher = new CanaryWatcher({ store, env: 'staging', source: src, now: () => now, windowMs: 10 * 60_000, minViews: 50, intervalMs: 1000, promoteAfterMs: null, log: (l) => lines.push(l) });
    const [d] = await watcher.tick();
    expect(d).toMatchObject({ app: 'clinic', canary: V2, live: V1, action: 'aborted' });
    // The window starts at the first whole minute after the canary's start when that is later than now - window.
    expect(src.asked[0].from.getTime()).toBe(Math.ceil(since / 60_000) * 60_000);
    const entry = readPointer(store, 'staging').apps.clinic!;
    expect(entry.version).toBe(V1);
    expect(entry.canary).toBeUndefined();
    const served = JSON.parse(readFileSync(path.join(store.liveDir('staging'), 'remotes.json'), 'utf8'));
    expect(served.clinic.canary).toBeUndefined();
    const last = readHistory(store, 'staging').at(-1)!;
    expect(last).toMatchObject({ verb: 'abort-canary', who: 'watcher', from: V2, to: V1 });
    expect(last.reason).toMatch(/自动回滚.*失败率/);
    expect(lines.join('\n')).toContain(`canary ${V2} aborted`);
  });

  test('waits below the minimum of views; promotes a healthy canary only after the healthy period, by the clock', async () => {
    const store = await canaryStore();
    const since = Date.parse(readPointer(store, 'staging').apps.clinic!.canary!.since);
    const random = rng(9);
    const stats: Record<string, VersionStats> = { [V1]: traffic(random, 900, 0.02, 1500), [V2]: traffic(random, 30, 0.02, 1500) };
    let now = new Date(since + 60_000);
    const watcher = new CanaryWatcher({ store, env: 'staging', source: source(stats), now: () => now, windowMs: 30 * 60_000, minViews: 100, intervalMs: 1000, promoteAfterMs: 10 * 60_000, log: () => {} });
    expect((await watcher.tick())[0]).toMatchObject({ action: 'none', verdict: { verdict: 'wait' } });

    stats[V2] = traffic(random, 150, 0.02, 1500);
    expect((await watcher.tick())[0]).toMatchObject({ action: 'none', verdict: { verdict: 'ok' } });
    expect(readPointer(store, 'staging').apps.clinic!.canary).toBeDefined();

    // A check that is not ok (a burst of failures arriving late) starts the healthy period again.
    now = new Date(since + 8 * 60_000);
    const healthy = stats[V2];
    stats[V2] = { ...healthy, failures: 100 };
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
  });

  test('judges whole minutes after the start only: nothing before the first one, then windows from it, by the clock', async () => {
    const store = await canaryStore();
    // Started 40 s into a minute: that minute's sums hold views from before the start.
    const minute = Date.parse('2026-11-20T02:00:00Z');
    const state = readPointer(store, 'staging');
    state.apps.clinic!.canary!.since = new Date(minute + 40_000).toISOString();
    writePointer(store, state);
    expect(firstCountedMinute(new Date(minute + 40_000))).toBe(minute + 60_000);
    expect(firstCountedMinute(new Date(minute))).toBe(minute);

    const random = rng(13);
    const src = source({ [V1]: traffic(random, 900, 0.01, 1500), [V2]: traffic(random, 300, 0.5, 1500) });
    let now = new Date(minute + 59_999);
    const watcher = new CanaryWatcher({ store, env: 'staging', source: src, now: () => now, windowMs: 10 * 60_000, minViews: 50, intervalMs: 1000, promoteAfterMs: null, log: () => {} });
    const [early] = await watcher.tick();
    expect(early).toMatchObject({ action: 'none', verdict: { verdict: 'wait' } });
    expect(early.verdict.reason).toContain('第一个整分钟（02:01 UTC）尚未开始');
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
    expect(firstCountedMinute(new Date(minute + 41_000), 5_000)).toBe(minute + 45_000);
    expect(firstCountedMinute(new Date(minute + 45_000), 5_000)).toBe(minute + 45_000);
    expect(watchSettingsFromEnv({ TELEMETRY_PERIOD_SECONDS: '5' }).periodMs).toBe(5_000);
    expect(watchSettingsFromEnv({}).periodMs).toBe(60_000);
    // A period that does not divide a minute would cut /ops's bins.
    expect(() => watchSettingsFromEnv({ TELEMETRY_PERIOD_SECONDS: '7' })).toThrow(/TELEMETRY_PERIOD_SECONDS/);
    expect(() => watchSettingsFromEnv({ TELEMETRY_PERIOD_SECONDS: '0' })).toThrow(/TELEMETRY_PERIOD_SECONDS/);
  });

  test('settings from CANARY_* refuse nonsense', () => {
    expect(watchSettingsFromEnv({ CANARY_MIN_VIEWS: '8', CANARY_CHECK_SECONDS: '0.5', CANARY_PROMOTE_AFTER_SECONDS: '20' })).toMatchObject({ minViews: 8, intervalMs: 500, promoteAfterMs: 20_000 });
    expect(() => watchSettingsFromEnv({ CANARY_MIN_VIEWS: 'many' })).toThrow(/CANARY_MIN_VIEWS/);
  });
});
