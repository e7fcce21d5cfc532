/**
 * The watcher's judgement (src/telemetry/verdict.ts): witnesses, not raw sums. Simulated traffic with
 * a fixed seed (support/traffic.ts), so every run replays the same.
 */
import { BOUNDS, bucketOf } from '../src/telemetry/histogram';
import type { BrowserEvidence } from '../src/telemetry/evidence';
import { DEFAULT_POLICY, clearlyHigher, judge, summarize, wilson, zTwoProportions, type JudgePolicy } from '../src/telemetry/verdict';
import { crowd, forged, rng } from './support/traffic';

const POLICY: JudgePolicy = { ...DEFAULT_POLICY, minViews: 40, minSources: 20 };

/** The verdict on two sides' browsers, summed into witnesses as the database does (evidence.ts). */
const judgeRows = (live: BrowserEvidence[], canary: BrowserEvidence[], policy: JudgePolicy) => judge(summarize(live), summarize(canary), policy);

describe('the statistics', () => {
  test('Wilson intervals: small samples stay wide, 10 of 10 against 0 of 10 is already clear', () => {
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

  test('histogram buckets cover the range used', () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(BOUNDS[BOUNDS.length - 1] + 1)).toBe(BOUNDS.length);
  });
});

describe('witnesses', () => {
  test('an address is one witness: thirty browsers behind it count once, failing by the share of them that failed', () => {
    const nat = Array.from({ length: 30 }, (_, i) => ({ browser: `d${i}`, witness: '198.51.100.7', views: 5, failed: i < 15 ? 1 : 0, lcp: null }));
    const s = summarize([...nat, { browser: 'home', witness: '203.0.113.1', views: 2, failed: 2, lcp: null }]);
    expect(s).toMatchObject({ views: 152, sources: 2, failing: 1.5 });
  });

  test('a browser that only reported a vital is no witness of failures', () => {
    expect(summarize([{ browser: 'x', witness: 'a', views: 0, failed: 0, lcp: 3 }]).sources).toBe(0);
  });
});

describe('the verdict', () => {
  test('a healthy canary replayed 1,000 times with a fixed seed never raises a false alarm', () => {
    const random = rng(20261128);
    let alarms = 0;
    let judged = 0;
    for (let run = 0; run < 1000; run++) {
      // Live at 90 %, canary at 10 % of several hundred browsers; pages fail 1 % of the time, same LCP.
      const total = 700 + Math.floor(random() * 600);
      const live = crowd(random, { browsers: Math.round(total * 0.9), p: 0.01, lcpMedian: 1800, prefix: 'l' });
      const canary = crowd(random, { browsers: Math.round(total * 0.1), p: 0.01, lcpMedian: 1800, prefix: 'c' });
      const v = judgeRows(live, canary, { ...DEFAULT_POLICY, minSources: 30 });
      if (v.verdict !== 'wait' || v.reason.includes('尚不能确定')) judged++;
      if (v.verdict === 'bad') alarms++;
    }
    expect(judged).toBe(1000);
    expect(alarms).toBe(0);
  });

  test('a clearly bad canary is detected: more failures, or a slower LCP', () => {
    const random = rng(7);
    const live = crowd(random, { browsers: 400, p: 0.01, lcpMedian: 1800, prefix: 'l' });
    const failing = judgeRows(live, crowd(random, { browsers: 80, p: 0.2, lcpMedian: 1800, prefix: 'c' }), POLICY);
    expect(failing.verdict).toBe('bad');
    expect(failing.reason).toMatch(/失败率 [\d.]+%（[\d.]+\/80 个来源）高于线上 [\d.]+%（[\d.]+\/400 个来源）/);

    const slow = judgeRows(live, crowd(random, { browsers: 80, p: 0.01, lcpMedian: 4000, prefix: 'c' }), POLICY);
    expect(slow.verdict).toBe('bad');
    expect(slow.reason).toMatch(/LCP p75 \d+ ms 慢于线上 \d+ ms/);
    expect(slow.lcp!.canaryP75!).toBeGreaterThan(slow.lcp!.liveP75!);
  });

  test('nothing is judged below the minimum of page views or of sources, however bad it looks', () => {
    const random = rng(3);
    const live = crowd(random, { browsers: 100, p: 0.01, prefix: 'l' });
    // Enough views, but from 10 sources only.
    const few = judgeRows(
      live,
      crowd(random, { browsers: 10, p: 1, maxViews: 1, prefix: 'c' }).map((b) => ({ ...b, views: 50, failed: 50 })),
      POLICY,
    );
    expect(few.verdict).toBe('wait');
    expect(few.reason).toContain('各至少需 40 次访问、20 个来源');
    expect(few.canary).toEqual({ views: 500, sources: 10 });
  });

  test('a better canary is ok; a somewhat worse one waits: neither rolled back nor promoted', () => {
    const random = rng(11);
    const live = crowd(random, { browsers: 300, p: 0.05, prefix: 'l' });
    expect(judgeRows(live, crowd(random, { browsers: 100, p: 0.005, prefix: 'c' }), POLICY).verdict).toBe('ok');
    const unsure = judgeRows(
      crowd(random, { browsers: 30, p: 0, prefix: 'l' }),
      [...crowd(random, { browsers: 25, p: 0, prefix: 'c' }), ...forged(5, 1, true)],
      POLICY,
    );
    expect(unsure.verdict).toBe('wait');
    expect(unsure.reason).toMatch(/尚不能确定.*不回滚，也不自动上线/);
  });
});

describe('what forged beacons from a handful of addresses can do (issue 31)', () => {
  // The e2e journey's traffic: 30 real browsers a side, each at an address of its own (with 24
  // the masked broken canary is caught in about 19 runs of 20 at z = 3; with 30 in all of them).
  const REAL = 30;
  const HANDFUL = 5;

  test('a healthy canary is not rolled back, whatever 5 addresses send with 30 made-up browsers each', () => {
    const random = rng(31);
    for (let run = 0; run < 200; run++) {
      const live = [...crowd(random, { browsers: REAL, p: 0.01, prefix: 'l' }), ...forged(HANDFUL, 30, false, 'fl')];
      const canary = [...crowd(random, { browsers: REAL, p: 0.01, prefix: 'c' }), ...forged(HANDFUL, 30, true, 'fc')];
      expect(judgeRows(live, canary, POLICY).verdict).not.toBe('bad');
    }
  });

  test('a canary that breaks its page is rolled back although 5 addresses mask it, and never judged ok', () => {
    const random = rng(37);
    for (let run = 0; run < 200; run++) {
      // Every real canary browser opens the broken page; the forgers add healthy canary browsers
      // and failing live ones.
      const live = [...crowd(random, { browsers: REAL, p: 0.01, prefix: 'l' }), ...forged(HANDFUL, 30, true, 'fl')];
      const canary = [...crowd(random, { browsers: REAL, p: 1, prefix: 'c' }), ...forged(HANDFUL, 30, false, 'fc')];
      expect(judgeRows(live, canary, POLICY).verdict).toBe('bad');
    }
  });

  test('before witnesses, sums of claimed counts decided: the same forgery as raw sums would have flipped both', () => {
    // The old judgement counted page views: 5 addresses × 30 browsers × 60 views of forged failures
    // against 30 × ~3.5 real views is a failure rate of over 95 %.
    const random = rng(41);
    const canary = [...crowd(random, { browsers: REAL, p: 0.01, prefix: 'c' }), ...forged(HANDFUL, 30, true, 'fc')];
    const views = canary.reduce((n, b) => n + b.views, 0);
    const failed = canary.reduce((n, b) => n + b.failed, 0);
    expect(failed / views).toBeGreaterThan(0.95);
    // As witnesses it is the forgers' share of the sources (5 of 35) and the real failures.
    expect(summarize(canary).failing / summarize(canary).sources).toBeLessThan(0.25);
  });
});
