/**
 * Is a canary worse than its live version? The unit of evidence is a WITNESS, not a number in a
 * body (issue 31): a network address (an IPv4 address, an IPv6 /64), or, for a browser speaking
 * from this machine without a proxy between, that browser. A witness whose browsers failed counts
 * as failing by the share of its browsers that failed; each witness weighs one, however many
 * browsers or page views it sends. So what one address can send moves the verdict as much as one
 * person's browser can, and a handful of addresses as much as a handful of people — against every
 * other address that saw the canary. docs/ARCHITECTURE.md §8 states the threat model and its numbers.
 *
 * Two comparisons, each a one-sided test between Wilson score intervals (z = 3 by default: a
 * healthy canary checked every minute for hours stays quiet; Wilson's intervals stay honest for
 * rare failures and small samples):
 *
 *   - failure: the share of witnesses whose page views failed (remote files after every retry,
 *     uncaught errors), canary against live;
 *   - LCP: the share of witnesses whose slowest LCP lies above the live witnesses' p75, against the
 *     live witnesses' own share above it (about 25 %).
 *
 * The canary is bad when the LOWER end of its interval lies above the UPPER end of the live one's
 * and the shares differ by at least `minDelta`. Nothing is judged before both sides have `minViews`
 * page views and `minSources` witnesses. A canary is only "ok" — what an automatic promotion waits
 * for — when it is not bad AND its share is within `okMargin` of the live one; in between it waits:
 * a canary whose failures are suspicious but not proven is neither rolled back nor promoted.
 */
import { bucketValue } from './histogram';

/** One browser's sums over a window (evidence.ts reads them): what `summarize` adds up into witnesses. */
export interface BrowserEvidence {
  browser: string;
  /** Its network address, or `local:<browser>` for a browser on this machine. */
  witness: string;
  views: number;
  /** Page views that failed (remote files after every retry, uncaught errors). */
  failed: number;
  /** The slowest LCP it reported, as a histogram bucket; null without a sample. */
  lcp: number | null;
}

export interface JudgePolicy {
  /** Page views each version needs before anything is judged. */
  minViews: number;
  /** Witnesses (independent sources) each version needs before anything is judged. */
  minSources: number;
  /** z of both Wilson intervals. */
  z: number;
  /** Smallest difference of shares that makes a canary bad. */
  minDelta: number;
  /** Largest excess of the canary's share over the live one's that still counts as ok. */
  okMargin: number;
}

export const DEFAULT_POLICY: JudgePolicy = { minViews: 200, minSources: 30, z: 3, minDelta: 0.02, okMargin: 0.05 };

/** One side of the comparison, summed over witnesses. */
export interface SideSummary {
  views: number;
  /** Witnesses with a page view or a failure. */
  sources: number;
  /** Witnesses that failed, each by the share of its browsers that did. */
  failing: number;
  /** Per witness, the median of its browsers' slowest-LCP buckets (witnesses without a sample left out). */
  lcp: number[];
}

export interface Verdict {
  /** bad: abort; ok: enough data and as good as live; wait: not enough data, or suspicious but not proven. */
  verdict: 'bad' | 'ok' | 'wait';
  /** The reason in words, for the history, the log and /ops (Chinese, with the numbers). */
  reason: string;
  failure: { live: number; canary: number; z: number };
  lcp: { liveP75: number | null; canaryP75: number | null; z: number } | null;
  live: { views: number; sources: number };
  canary: { views: number; sources: number };
}

/** Wilson score interval of x successes in n trials (x may be fractional: a witness's share). */
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
  const p = (x1 + x0) / (n1 + n0);
  const se = Math.sqrt(p * (1 - p) * (1 / n1 + 1 / n0));
  return se === 0 ? 0 : (x1 / n1 - x0 / n0) / se;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** The value at quantile q of a list (rank ceil(q·n)), or -1 for an empty one. */
function quantile(xs: number[], q: number): number {
  if (!xs.length) return -1;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}

/** Sums one side's browsers into witnesses. */
export function summarize(rows: readonly BrowserEvidence[]): SideSummary {
  const witnesses = new Map<string, { browsers: number; failing: number; lcp: number[] }>();
  let views = 0;
  for (const r of rows) {
    views += r.views;
    if (r.views <= 0 && r.failed <= 0) continue;
    let w = witnesses.get(r.witness);
    if (!w) witnesses.set(r.witness, (w = { browsers: 0, failing: 0, lcp: [] }));
    w.browsers += 1;
    if (r.failed > 0) w.failing += 1;
    if (r.lcp !== null) w.lcp.push(r.lcp);
  }
  let failing = 0;
  const lcp: number[] = [];
  for (const w of witnesses.values()) {
    failing += w.failing / w.browsers;
    if (w.lcp.length) lcp.push(median(w.lcp));
  }
  return { views, sources: witnesses.size, failing, lcp };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
/** A witness count as read: whole, or with one decimal when witnesses failed in part. */
const count = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1));

/** Judges two sides summed into witnesses (summarize, or evidence.ts sideEvidence in the database). */
export function judge(live: SideSummary, canary: SideSummary, policy: JudgePolicy = DEFAULT_POLICY): Verdict {
  const liveRate = live.sources ? live.failing / live.sources : 0;
  const canaryRate = canary.sources ? canary.failing / canary.sources : 0;
  const zf = zTwoProportions(canary.failing, canary.sources, live.failing, live.sources);
  const base = {
    failure: { live: liveRate, canary: canaryRate, z: zf },
    live: { views: live.views, sources: live.sources },
    canary: { views: canary.views, sources: canary.sources },
  };
  const enough = (s: SideSummary) => s.views >= policy.minViews && s.sources >= policy.minSources;
  if (!enough(live) || !enough(canary)) {
    return {
      ...base,
      verdict: 'wait',
      reason:
        `数据不足：灰度 ${canary.views} 次访问、${canary.sources} 个来源，线上 ${live.views} 次访问、${live.sources} 个来源` +
        `（各至少需 ${policy.minViews} 次访问、${policy.minSources} 个来源）`,
      lcp: null,
    };
  }

  const reasons: string[] = [];
  const failureText = `失败率 ${pct(canaryRate)}（${count(canary.failing)}/${canary.sources} 个来源）高于线上 ${pct(liveRate)}（${count(live.failing)}/${live.sources} 个来源）`;
  if (clearlyHigher(canary.failing, canary.sources, live.failing, live.sources, policy.z) && canaryRate - liveRate >= policy.minDelta) {
    reasons.push(`${failureText}，z=${zf.toFixed(2)}`);
  }

  let lcp: Verdict['lcp'] = null;
  let lcpExcess = 0;
  if (live.lcp.length >= policy.minSources && canary.lcp.length >= policy.minSources) {
    const threshold = quantile(live.lcp, 0.75);
    const aboveLive = live.lcp.filter((b) => b > threshold).length;
    const aboveCanary = canary.lcp.filter((b) => b > threshold).length;
    const nLive = live.lcp.length;
    const nCanary = canary.lcp.length;
    const zl = zTwoProportions(aboveCanary, nCanary, aboveLive, nLive);
    lcp = { liveP75: bucketValue(threshold), canaryP75: bucketValue(quantile(canary.lcp, 0.75)), z: zl };
    lcpExcess = aboveCanary / nCanary - aboveLive / nLive;
    if (quantile(canary.lcp, 0.75) > threshold && clearlyHigher(aboveCanary, nCanary, aboveLive, nLive, policy.z) && lcpExcess >= policy.minDelta) {
      reasons.push(
        `LCP p75 ${lcp.canaryP75} ms 慢于线上 ${lcp.liveP75} ms（慢于线上 p75 的来源 ${pct(aboveCanary / nCanary)} 对 ${pct(aboveLive / nLive)}），z=${zl.toFixed(2)}`,
      );
    }
  }
  if (reasons.length) return { ...base, verdict: 'bad', reason: reasons.join('；'), lcp };
  const evidence = `（灰度 ${canary.sources} 个来源、${canary.views} 次访问，线上 ${live.sources} 个来源、${live.views} 次访问）`;
  if (canaryRate - liveRate >= policy.okMargin || lcpExcess >= policy.okMargin) {
    const what = canaryRate - liveRate >= policy.okMargin ? `失败率 灰度 ${pct(canaryRate)} 高于线上 ${pct(liveRate)}` : 'LCP 慢于线上的来源偏多';
    return { ...base, verdict: 'wait', reason: `${what}，但尚不能确定${evidence}：不回滚，也不自动上线`, lcp };
  }
  return { ...base, verdict: 'ok', reason: `无显著差异：失败率 灰度 ${pct(canaryRate)} / 线上 ${pct(liveRate)}${evidence}`, lcp };
}
