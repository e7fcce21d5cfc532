/** Medians and the Total Blocking Time computation (pure, unit-tested). */

/** Median of the numbers that are not null; null when there are none. Even counts average the middle two. */
export function median(values: (number | null | undefined)[]): number | null {
  const xs = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = xs.length >> 1;
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** Index of the run whose value is the median (the lower middle one for even counts). */
export function medianIndex(values: number[]): number {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return order[(order.length - 1) >> 1][1];
}

/**
 * Total Blocking Time as Lighthouse defines it, over a window: every long task's part inside
 * [from, to] (clipped) beyond 50 ms. `from` is the first contentful paint for a page load, the
 * navigation for a step inside the app; `to` is when the network went idle.
 */
export function totalBlockingTime(tasks: { start: number; duration: number }[], from: number, to: number): number {
  let tbt = 0;
  for (const t of tasks) {
    const start = Math.max(t.start, from);
    const end = Math.min(t.start + t.duration, to);
    if (end - start > 50) tbt += end - start - 50;
  }
  return Math.round(tbt);
}

/** Largest Contentful Paint: the last candidate reported (they only grow), or null. */
export function largestContentfulPaint(candidates: number[]): number | null {
  return candidates.length ? Math.round(candidates[candidates.length - 1]) : null;
}
