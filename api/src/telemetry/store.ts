/**
 * Telemetry in PostgreSQL: per-minute counts and vitals histograms per app version. Writes add to
 * the minute's row (INSERT … ON CONFLICT DO UPDATE SET n = n + excluded.n), so any number of API
 * instances on one database add up; reads sum over a time range.
 *
 * The period is a minute in production. TELEMETRY_PERIOD_SECONDS (a divisor of 60) shortens it for
 * the e2e canary journey, whose watcher otherwise waits for the next whole minute; the API and the
 * watcher reading the same rows must use the same period. The column keeps its name `minute`: it
 * holds the start of the period.
 */
import type { Db, Queryable } from '../db';
import { DAY, MINUTE } from '../lib/time';
import { BUCKETS, bucketOf, emptyHistogram, p75, type Vital } from './histogram';

/** How long aggregates are kept. */
export const RETENTION_MS = 30 * DAY;

/** One batch as the handler accepts it, already checked. */
export interface TelemetryBatch {
  views: { app: string; version: string; route: string; count: number }[];
  failures: { app: string; version: string; route: string; count: number; retry: boolean }[];
  errors: { app: string; version: string; route: string; count: number }[];
  vitals: { app: string; version: string; metric: Vital; value: number }[];
}

/** The start of the period `d` falls in. */
export const periodOf = (d: Date, periodMs = MINUTE): Date => new Date(Math.floor(d.getTime() / periodMs) * periodMs);

/** TELEMETRY_PERIOD_SECONDS in ms (default a minute); it must divide a minute, so /ops's bins stay whole. */
export function telemetryPeriodMs(env: NodeJS.ProcessEnv): number {
  const raw = env.TELEMETRY_PERIOD_SECONDS;
  if (raw === undefined || raw === '') return MINUTE;
  const s = Number(raw);
  if (!Number.isInteger(s) || s < 1 || 60 % s !== 0) throw new Error(`TELEMETRY_PERIOD_SECONDS 须为 60 的约数 must divide 60 (got "${raw}")`);
  return s * 1000;
}

interface Counts {
  views: number;
  failures: number;
  retries: number;
  errors: number;
}

/** Adds one batch to the period of `now`. */
export async function recordBatch(db: Db, batch: TelemetryBatch, now: Date, periodMs = MINUTE): Promise<void> {
  const minute = periodOf(now, periodMs);
  const counts = new Map<string, Counts>();
  const key = (app: string, version: string) => `${app}\u0000${version}`;
  const at = (app: string, version: string, route: string) => {
    const k = `${key(app, version)}\u0000${route}`;
    let c = counts.get(k);
    if (!c) counts.set(k, (c = { views: 0, failures: 0, retries: 0, errors: 0 }));
    return c;
  };
  for (const v of batch.views) at(v.app, v.version, v.route).views += v.count;
  for (const f of batch.failures) at(f.app, f.version, f.route)[f.retry ? 'retries' : 'failures'] += f.count;
  for (const e of batch.errors) at(e.app, e.version, e.route).errors += e.count;
  const vitals = new Map<string, number>();
  for (const v of batch.vitals) {
    const k = `${key(v.app, v.version)}\u0000${v.metric}\u0000${bucketOf(v.value)}`;
    vitals.set(k, (vitals.get(k) ?? 0) + 1);
  }
  if (!counts.size && !vitals.size) return;
  await db.transaction(async (tx) => {
    // Sorted keys: two instances adding to the same rows lock them in the same order (no deadlock).
    for (const [k, c] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
      const [app, version, route] = k.split('\u0000');
      await tx.query(
        `INSERT INTO telemetry_minutes AS t (minute, app, version, route, views, failures, retries, errors)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (minute, app, version, route) DO UPDATE SET
           views = t.views + excluded.views, failures = t.failures + excluded.failures,
           retries = t.retries + excluded.retries, errors = t.errors + excluded.errors`,
        [minute, app, version, route, c.views, c.failures, c.retries, c.errors],
      );
    }
    for (const [k, n] of [...vitals].sort(([a], [b]) => a.localeCompare(b))) {
      const [app, version, metric, bucket] = k.split('\u0000');
      await tx.query(
        `INSERT INTO telemetry_vitals AS t (minute, app, version, metric, bucket, n) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (minute, app, version, metric, bucket) DO UPDATE SET n = t.n + excluded.n`,
        [minute, app, version, metric, Number(bucket), n],
      );
    }
  });
}

/** Deletes aggregates older than the retention. */
export async function deleteOldTelemetry(q: Queryable, now: Date): Promise<void> {
  const before = new Date(now.getTime() - RETENTION_MS);
  await q.query('DELETE FROM telemetry_minutes WHERE minute < $1', [before]);
  await q.query('DELETE FROM telemetry_vitals WHERE minute < $1', [before]);
}

/** What the watcher compares: one app version over a time range. */
export interface VersionStats {
  views: number;
  failures: number;
  retries: number;
  errors: number;
  /** LCP histogram (histogram.ts buckets). */
  lcp: number[];
}

/** Sums of one app version over [from, to), `from` floored to its period. */
export async function versionStats(q: Queryable, app: string, version: string, from: Date, to: Date, periodMs = MINUTE): Promise<VersionStats> {
  const [row] = await q.query<{ views: string | number | null; failures: string | number | null; retries: string | number | null; errors: string | number | null }>(
    `SELECT sum(views) AS views, sum(failures) AS failures, sum(retries) AS retries, sum(errors) AS errors
       FROM telemetry_minutes WHERE app = $1 AND version = $2 AND minute >= $3 AND minute < $4`,
    [app, version, periodOf(from, periodMs), to],
  );
  const lcp = emptyHistogram();
  const rows = await q.query<{ bucket: number; n: string | number }>(
    `SELECT bucket, sum(n) AS n FROM telemetry_vitals
      WHERE app = $1 AND version = $2 AND metric = 'lcp' AND minute >= $3 AND minute < $4 GROUP BY bucket`,
    [app, version, periodOf(from, periodMs), to],
  );
  for (const r of rows) if (r.bucket >= 0 && r.bucket < BUCKETS) lcp[r.bucket] = Number(r.n);
  return { views: Number(row?.views ?? 0), failures: Number(row?.failures ?? 0), retries: Number(row?.retries ?? 0), errors: Number(row?.errors ?? 0), lcp };
}

export interface SeriesPoint {
  /** Start of the bucket (ISO). */
  t: string;
  views: number;
  failures: number;
  errors: number;
  /** (failures + errors) / views, null without views. */
  failureRate: number | null;
  lcpP75: number | null;
  inpP75: number | null;
}

export interface VersionSeries {
  app: string;
  version: string;
  points: SeriesPoint[];
}

/** Per app version, points of `stepMinutes` over [from, to): what /ops draws. */
export async function telemetrySeries(q: Queryable, from: Date, to: Date, stepMinutes: number): Promise<VersionSeries[]> {
  const step = stepMinutes * 60;
  const bin = `to_timestamp(floor(extract(epoch from minute) / ${step}) * ${step})`;
  const counts = await q.query<{ app: string; version: string; t: Date; views: string | number; failures: string | number; errors: string | number }>(
    `SELECT app, version, ${bin} AS t, sum(views) AS views, sum(failures) AS failures, sum(errors) AS errors
       FROM telemetry_minutes WHERE minute >= $1 AND minute < $2 GROUP BY app, version, t ORDER BY t`,
    [from, to],
  );
  const vitals = await q.query<{ app: string; version: string; t: Date; metric: string; bucket: number; n: string | number }>(
    `SELECT app, version, ${bin} AS t, metric, bucket, sum(n) AS n
       FROM telemetry_vitals WHERE minute >= $1 AND minute < $2 AND metric IN ('lcp', 'inp') GROUP BY app, version, t, metric, bucket`,
    [from, to],
  );
  const series = new Map<string, Map<string, { views: number; failures: number; errors: number; lcp: number[]; inp: number[] }>>();
  const point = (app: string, version: string, t: Date) => {
    const k = `${app}\u0000${version}`;
    let s = series.get(k);
    if (!s) series.set(k, (s = new Map()));
    const iso = new Date(t).toISOString();
    let p = s.get(iso);
    if (!p) s.set(iso, (p = { views: 0, failures: 0, errors: 0, lcp: emptyHistogram(), inp: emptyHistogram() }));
    return p;
  };
  for (const r of counts) {
    const p = point(r.app, r.version, r.t);
    p.views += Number(r.views);
    p.failures += Number(r.failures);
    p.errors += Number(r.errors);
  }
  for (const r of vitals) {
    const p = point(r.app, r.version, r.t);
    if (r.bucket >= 0 && r.bucket < BUCKETS) (r.metric === 'lcp' ? p.lcp : p.inp)[r.bucket] += Number(r.n);
  }
  return [...series].map(([k, points]) => {
    const [app, version] = k.split('\u0000');
    return {
      app,
      version,
      points: [...points]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([t, p]) => ({
          t,
          views: p.views,
          failures: p.failures,
          errors: p.errors,
          failureRate: p.views ? (p.failures + p.errors) / p.views : null,
          lcpP75: p75(p.lcp),
          inpP75: p75(p.inp),
        })),
    };
  });
}
