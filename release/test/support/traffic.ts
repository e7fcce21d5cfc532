/**
 * Simulated real-user traffic for the telemetry tests: browsers as the shell reports them, one per
 * network address unless told otherwise, with seeded randomness so every run replays the same.
 */
import { bucketOf } from '../../src/telemetry/histogram';
import type { BrowserEvidence } from '../../src/telemetry/evidence';

/** mulberry32: a small seeded generator. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Crowd {
  /** Browsers. */
  browsers: number;
  /** Chance that one page view fails. */
  p: number;
  /** Median LCP in ms (log-normal, sigma 0.5: ordinary spread of real pages). */
  lcpMedian?: number;
  /** Page views per browser: uniform in [1, max]. */
  maxViews?: number;
  /** Browsers per address (a NAT); 1 by default. */
  perAddress?: number;
  /** Address prefix, so crowds do not share addresses by accident. */
  prefix?: string;
}

/** One crowd's evidence over a window, as evidence.ts reads it. */
export function crowd(random: () => number, c: Crowd): BrowserEvidence[] {
  const out: BrowserEvidence[] = [];
  const maxViews = c.maxViews ?? 6;
  for (let i = 0; i < c.browsers; i++) {
    const views = 1 + Math.floor(random() * maxViews);
    let failed = 0;
    for (let v = 0; v < views; v++) if (random() < c.p) failed++;
    // Box-Muller: a normal sample for the log of the slowest LCP.
    const z = Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
    const lcp = c.lcpMedian === undefined ? null : bucketOf(c.lcpMedian * Math.exp(0.5 * z));
    const address = Math.floor(i / (c.perAddress ?? 1));
    out.push({ browser: `${c.prefix ?? 'b'}-${i}`, witness: `${c.prefix ?? 'net'}-${address}`, views, failed, lcp });
  }
  return out;
}

/** What a forger at `addresses` addresses sends at most: `perAddress` made-up browsers each, every view failing or none. */
export function forged(addresses: number, perAddress: number, failing: boolean, prefix = 'forger'): BrowserEvidence[] {
  const out: BrowserEvidence[] = [];
  for (let a = 0; a < addresses; a++) {
    for (let b = 0; b < perAddress; b++)
      out.push({ browser: `${prefix}-${a}-${b}`, witness: `${prefix}-net-${a}`, views: 60, failed: failing ? 60 : 0, lcp: failing ? 25 : 0 });
  }
  return out;
}
