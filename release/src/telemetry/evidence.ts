/**
 * The watcher's evidence on one app version over a time range, from what each browser reported
 * with the witness it counts for (ingest.ts). Rows exist only for published versions and only as
 * long as EVIDENCE_RETENTION_MS, so a read is bounded by the browsers that reported in the window.
 */
import type { Queryable } from '../sql';
import { MINUTE } from '../time';
import { periodOf } from './store';
import type { BrowserEvidence, SideSummary } from './verdict';

export type { BrowserEvidence } from './verdict';

/**
 * One side's evidence summed into witnesses, as verdict.ts `summarize` defines it, in the database:
 * one row comes back however many browsers reported (api/test/telemetry-evidence.test.ts holds the
 * two to the same numbers).
 */
export async function sideEvidence(q: Queryable, app: string, version: string, from: Date, to: Date, periodMs = MINUTE): Promise<SideSummary> {
  const [row] = await q.query<{ views: number; sources: number; failing: number; lcp: number[] }>(
    `WITH per_browser AS (
       SELECT browser, min(witness) AS witness, sum(views) AS views, sum(failed) AS failed, max(lcp_worst) AS lcp
         FROM telemetry_browsers WHERE app = $1 AND version = $2 AND minute >= $3 AND minute < $4
        GROUP BY browser
     ), per_witness AS (
       SELECT witness, count(*) AS browsers, count(*) FILTER (WHERE failed > 0) AS failing,
              percentile_disc(0.5) WITHIN GROUP (ORDER BY lcp) AS lcp
         FROM per_browser WHERE views > 0 OR failed > 0
        GROUP BY witness
     )
     SELECT (SELECT coalesce(sum(views), 0) FROM per_browser)::int AS views, count(*)::int AS sources,
            coalesce(sum(failing::float8 / browsers), 0)::float8 AS failing,
            coalesce(array_agg(lcp::int ORDER BY lcp) FILTER (WHERE lcp IS NOT NULL), '{}') AS lcp
       FROM per_witness`,
    [app, version, periodOf(from, periodMs), to],
  );
  return { views: Number(row.views), sources: Number(row.sources), failing: Number(row.failing), lcp: row.lcp.map(Number) };
}

/**
 * The first period of telemetry a canary is judged on: the first whole period after its start.
 *
 * Evidence is kept per period of receipt, so the period in which the canary started mixes page
 * views from before the start with views after it, on both sides: the live version served every
 * browser until the start, and the candidate may have been looked at already (a `?preview=` smoke
 * test, which is meant to find faults, or an earlier run of the same version). Nothing tells those
 * views apart, so both sides are compared over whole periods after the start only: every view
 * counted reached the API while the canary ran. The price is a verdict up to a period later. A
 * start exactly on a period boundary counts from that period. What remains: beacons are batched
 * (TELEMETRY_FLUSH_SECONDS), so a view made less than one flush before the start can still arrive later.
 */
export function firstCountedPeriod(since: string | Date, periodMs = MINUTE): number {
  return Math.ceil(new Date(since).getTime() / periodMs) * periodMs;
}

/** Where a canary's judged window starts now: its first whole period, or `windowMs` ago when that is later. */
export function judgedFrom(since: string | Date, now: Date, windowMs: number, periodMs = MINUTE): Date {
  return new Date(Math.max(firstCountedPeriod(since, periodMs), now.getTime() - windowMs));
}
