/**
 * What /ops draws: per app version, points at the step chosen for the range, read from
 * telemetry_series (written with every batch at steps of 1, 5, 20 and 60 minutes). Bounded whatever
 * was sent (issue 31): only published versions are stored, at most MAX_VERSIONS_PER_APP are drawn per
 * app (the ones the release store names first: live, canary, previous; then the most viewed), and a
 * range never has more than 72 points, so the overview stays a few tens of KB.
 */
import type { Queryable } from '../sql';
import { MINUTE } from '../time';
import { emptyHistogram, histogramCount, p75 } from './histogram';

export const MAX_VERSIONS_PER_APP = 4;

/** The series step for a range of `hours`: 60 points for an hour, 72 for 6, 24 and 72 hours. */
export const stepMinutesFor = (hours: number): number => (hours <= 1 ? 1 : hours <= 6 ? 5 : hours <= 24 ? 20 : 60);

export interface SeriesPoint {
  /** Start of the bin (ISO). */
  t: string;
  views: number;
  failures: number;
  errors: number;
  /** (failures + errors) / views, null without views. */
  failureRate: number | null;
  lcpP75: number | null;
  inpP75: number | null;
}

/** A version's real-user vitals over the whole range: p75 of the merged histograms, and how many samples. */
export interface WindowVitals {
  lcpP75: number | null;
  inpP75: number | null;
  lcpSamples: number;
  inpSamples: number;
}

export interface VersionSeries {
  app: string;
  version: string;
  points: SeriesPoint[];
  /** Over the range (issue 34: /ops shows each version's LCP and INP p75 beside its views). */
  vitals: WindowVitals;
}

/** The range's vitals of one version's rows: their histograms added bucket by bucket (they share the bounds). */
export function windowVitals(rows: readonly { lcp: readonly (number | string)[]; inp: readonly (number | string)[] }[]): WindowVitals {
  const lcp = emptyHistogram();
  const inp = emptyHistogram();
  for (const r of rows) {
    r.lcp.forEach((n, i) => (lcp[i] += Number(n)));
    r.inp.forEach((n, i) => (inp[i] += Number(n)));
  }
  return { lcpP75: p75(lcp), inpP75: p75(inp), lcpSamples: histogramCount(lcp), inpSamples: histogramCount(inp) };
}

/** The versions to draw per app: those named first (in order, when they have data), then the most viewed. */
function choose(totals: { app: string; version: string; views: number }[], named: ReadonlyMap<string, readonly string[]>): Set<string> {
  const byApp = new Map<string, { version: string; views: number }[]>();
  for (const t of totals) {
    const list = byApp.get(t.app) ?? [];
    list.push(t);
    byApp.set(t.app, list);
  }
  const chosen = new Set<string>();
  for (const [app, list] of byApp) {
    const first = (named.get(app) ?? []).filter((v) => list.some((t) => t.version === v));
    const rest = list
      .filter((t) => !first.includes(t.version))
      .sort((a, b) => b.views - a.views || a.version.localeCompare(b.version))
      .map((t) => t.version);
    for (const v of [...first, ...rest].slice(0, MAX_VERSIONS_PER_APP)) chosen.add(`${app}\u0000${v}`);
  }
  return chosen;
}

/** Per app version, points of `stepMinutes` from `from` to the bin `to` falls in. */
export async function telemetrySeries(
  q: Queryable,
  from: Date,
  to: Date,
  stepMinutes: number,
  named: ReadonlyMap<string, readonly string[]> = new Map(),
): Promise<VersionSeries[]> {
  // The first whole bin from `from` on: a range of N steps is N points, never N + 1.
  const lower = new Date(Math.ceil(from.getTime() / (stepMinutes * MINUTE)) * stepMinutes * MINUTE);
  const totals = await q.query<{ app: string; version: string; views: number }>(
    `SELECT app, version, sum(views)::int AS views FROM telemetry_series WHERE step = $1 AND bin >= $2 AND bin <= $3 GROUP BY app, version`,
    [stepMinutes, lower, to],
  );
  const chosen = choose(totals, named);
  if (!chosen.size) return [];
  const rows = await q.query<{ app: string; version: string; bin: Date; views: number; failures: number; errors: number; lcp: number[]; inp: number[] }>(
    `SELECT app, version, bin, views, failures, errors, lcp, inp FROM telemetry_series
      WHERE step = $1 AND bin >= $2 AND bin <= $3 AND app = ANY($4) AND version = ANY($5) ORDER BY bin`,
    [stepMinutes, lower, to, [...new Set([...chosen].map((k) => k.split('\u0000')[0]))], [...new Set([...chosen].map((k) => k.split('\u0000')[1]))]],
  );
  const series = new Map<string, VersionSeries>();
  const rowsOf = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.app}\u0000${r.version}`;
    if (!chosen.has(key)) continue;
    let s = series.get(key);
    if (!s) series.set(key, (s = { app: r.app, version: r.version, points: [], vitals: windowVitals([]) }));
    const own = rowsOf.get(key);
    if (own) own.push(r);
    else rowsOf.set(key, [r]);
    const failed = r.failures + r.errors;
    s.points.push({
      t: new Date(r.bin).toISOString(),
      views: r.views,
      failures: r.failures,
      errors: r.errors,
      failureRate: r.views ? Math.round((failed / r.views) * 10_000) / 10_000 : null,
      lcpP75: p75(r.lcp.map(Number)),
      inpP75: p75(r.inp.map(Number)),
    });
  }
  for (const [key, s] of series) s.vitals = windowVitals(rowsOf.get(key) ?? []);
  return [...series.values()];
}
