/**
 * The fixed histogram of the web vitals: LCP and INP in milliseconds, CLS in thousandths. Bucket i
 * holds values up to BOUNDS[i]; the last one everything above. The same bounds for every instance,
 * so rows of several API instances add up, and p75 is read as the upper bound of the bucket where
 * three quarters of the samples are reached.
 */
export const BOUNDS = [
  50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000, 30000,
] as const;
export const BUCKETS = BOUNDS.length + 1;

export const VITALS = ['lcp', 'inp', 'cls'] as const;
export type Vital = (typeof VITALS)[number];

/** The bucket of a value (negative values count as 0). */
export function bucketOf(value: number): number {
  const v = Math.max(0, value);
  for (let i = 0; i < BOUNDS.length; i++) if (v <= BOUNDS[i]) return i;
  return BOUNDS.length;
}

/** Upper bound of a bucket (the last one's is reported as its lower bound: "more than 30 s"). */
export const bucketValue = (bucket: number): number => BOUNDS[Math.min(bucket, BOUNDS.length - 1)];

export const emptyHistogram = (): number[] => new Array<number>(BUCKETS).fill(0);

export const histogramCount = (h: readonly number[]): number => h.reduce((a, b) => a + b, 0);

/** The bucket holding quantile q (0-1), or -1 for an empty histogram. */
export function quantileBucket(h: readonly number[], q: number): number {
  const total = histogramCount(h);
  if (!total) return -1;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (let i = 0; i < h.length; i++) {
    seen += h[i];
    if (seen >= rank) return i;
  }
  return h.length - 1;
}

/** p75 as the bucket's upper bound, null when there are no samples. */
export function p75(h: readonly number[]): number | null {
  const b = quantileBucket(h, 0.75);
  return b < 0 ? null : bucketValue(b);
}

/** Samples in buckets above `bucket`. */
export function countAbove(h: readonly number[], bucket: number): number {
  let n = 0;
  for (let i = bucket + 1; i < h.length; i++) n += h[i];
  return n;
}
