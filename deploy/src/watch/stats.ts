/**
 * The canary watcher's judgement: is the canary worse than the live version, by a difference the
 * data supports? Two comparisons of proportions by Wilson score intervals (a canary that is better
 * is never "bad"):
 *
 *   - failure rate: page views with a failure (load failures + uncaught errors, at most one per
 *     view) out of page views, canary against live;
 *   - LCP p75, as a quantile test: the share of canary LCP samples above the live version's p75
 *     bucket against the live version's own share above it (about 25 %). A slower canary puts
 *     clearly more than that above it.
 *
 * Nothing is judged before both versions have `minViews` page views (and LCP samples, for the LCP
 * test). The canary is worse when the LOWER end of its Wilson interval lies above the UPPER end of
 * the live version's (z = 3 each: 99.7 % intervals, so a healthy canary checked every minute for
 * hours stays quiet; Wilson's intervals stay honest for rare failures and small samples, where the
 * normal approximation of a z-test raises false alarms), and the rates differ by at least
 * `minDelta`, so a clear but negligible difference on a huge sample does not abort either.
 */
import { countAbove, histogramCount, p75, quantileBucket } from '../../../api/src/telemetry/histogram';
import type { VersionStats } from '../../../api/src/telemetry/store';

export interface JudgePolicy {
  /** Page views each version needs before anything is judged. */
  minViews: number;
  /** z of both Wilson intervals. */
  z: number;
  /** Smallest difference of rates that counts (failure rate, share above live p75). */
  minDelta: number;
}

export const DEFAULT_POLICY: JudgePolicy = { minViews: 200, z: 3, minDelta: 0.02 };

export interface Verdict {
  /** bad: abort; ok: enough data and no harmful difference; wait: not enough page views yet. */
  verdict: 'bad' | 'ok' | 'wait';
  /** The reason in words, for the history and the log (Chinese, with the numbers). */
  reason: string;
  failure: { live: number; canary: number; z: number };
  lcp: { liveP75: number | null; canaryP75: number | null; z: number } | null;
}

/** Wilson score interval of x successes in n trials. */
export function wilson(x: number, n: number, z: number): [number, number] {
  if (!n) return [0, 1];
  const p = x / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, center - half), Math.min(1, center + half)];
}

/** x1/n1 is higher than x0/n0 beyond doubt: its interval's lower end above the other's upper end. */
export const clearlyHigher = (x1: number, n1: number, x0: number, n0: number, z: number): boolean => wilson(x1, n1, z)[0] > wilson(x0, n0, z)[1];

/** Two-proportion z statistic of x1/n1 against x0/n0 (pooled variance), reported beside the verdict. */
export function zTwoProportions(x1: number, n1: number, x0: number, n0: number): number {
  if (!n1 || !n0) return 0;
  const p1 = x1 / n1;
  const p0 = x0 / n0;
  const p = (x1 + x0) / (n1 + n0);
  const se = Math.sqrt(p * (1 - p) * (1 / n1 + 1 / n0));
  if (se === 0) return 0;
  return (p1 - p0) / se;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function judge(live: VersionStats, canary: VersionStats, policy: JudgePolicy = DEFAULT_POLICY): Verdict {
  const liveFailed = Math.min(live.failures + live.errors, live.views);
  const canaryFailed = Math.min(canary.failures + canary.errors, canary.views);
  const liveRate = live.views ? liveFailed / live.views : 0;
  const canaryRate = canary.views ? canaryFailed / canary.views : 0;
  const zf = zTwoProportions(canaryFailed, canary.views, liveFailed, live.views);
  const failure = { live: liveRate, canary: canaryRate, z: zf };
  if (live.views < policy.minViews || canary.views < policy.minViews) {
    return {
      verdict: 'wait',
      reason: `页面访问量不足（灰度 ${canary.views}，线上 ${live.views}，至少各需 ${policy.minViews}）`,
      failure,
      lcp: null,
    };
  }
  const reasons: string[] = [];
  if (clearlyHigher(canaryFailed, canary.views, liveFailed, live.views, policy.z) && canaryRate - liveRate >= policy.minDelta) {
    reasons.push(`失败率 ${pct(canaryRate)}（${canaryFailed}/${canary.views}）高于线上 ${pct(liveRate)}（${liveFailed}/${live.views}），z=${zf.toFixed(2)}`);
  }

  let lcp: Verdict['lcp'] = null;
  const nLive = histogramCount(live.lcp);
  const nCanary = histogramCount(canary.lcp);
  if (nLive >= policy.minViews && nCanary >= policy.minViews) {
    const liveBucket = quantileBucket(live.lcp, 0.75);
    const aboveLive = countAbove(live.lcp, liveBucket);
    const aboveCanary = countAbove(canary.lcp, liveBucket);
    const zl = zTwoProportions(aboveCanary, nCanary, aboveLive, nLive);
    lcp = { liveP75: p75(live.lcp), canaryP75: p75(canary.lcp), z: zl };
    const canarySlower = quantileBucket(canary.lcp, 0.75) > liveBucket;
    if (canarySlower && clearlyHigher(aboveCanary, nCanary, aboveLive, nLive, policy.z) && aboveCanary / nCanary - aboveLive / nLive >= policy.minDelta) {
      reasons.push(`LCP p75 ${lcp.canaryP75} ms 慢于线上 ${lcp.liveP75} ms（超过线上 p75 的比例 ${pct(aboveCanary / nCanary)} 对 ${pct(aboveLive / nLive)}），z=${zl.toFixed(2)}`);
    }
  }
  if (reasons.length) return { verdict: 'bad', reason: reasons.join('；'), failure, lcp };
  return {
    verdict: 'ok',
    reason: `无显著差异：失败率 灰度 ${pct(canaryRate)} / 线上 ${pct(liveRate)}（${canary.views}/${live.views} 次访问）`,
    failure,
    lcp,
  };
}
