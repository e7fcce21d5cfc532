/**
 * Telemetry in PostgreSQL (migrations 017, 022): what each browser reported per period and app
 * version (telemetry_browsers, the watcher's evidence, kept a day), per-route sums
 * (telemetry_minutes) and per-version series at fixed steps (telemetry_series, what /ops draws),
 * kept 30 days. Writes add to rows (INSERT … ON CONFLICT DO UPDATE), so any number of API instances
 * on one database add up. Writing is ingest.ts, reading evidence.ts and series.ts.
 *
 * The period is a minute in production. TELEMETRY_PERIOD_SECONDS (a divisor of 60) shortens it for
 * the e2e canary journey, whose watcher otherwise waits for the next whole minute; the API and the
 * watcher reading the same rows must use the same period. The column keeps its name `minute`: it
 * holds the start of the period.
 */
import type { Queryable } from '../sql';
import { DAY, MINUTE } from '../time';

/** How long sums and series are kept. */
export const RETENTION_MS = 30 * DAY;
/** How long each browser's evidence is kept: longer than any watcher window. */
export const EVIDENCE_RETENTION_MS = DAY;

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

/** Deletes sums and series older than the retention, and evidence older than a day. */
export async function deleteOldTelemetry(q: Queryable, now: Date): Promise<void> {
  const before = new Date(now.getTime() - RETENTION_MS);
  await q.query('DELETE FROM telemetry_minutes WHERE minute < $1', [before]);
  await q.query('DELETE FROM telemetry_series WHERE bin < $1', [before]);
  await q.query('DELETE FROM telemetry_unknown WHERE minute < $1', [before]);
  await q.query('DELETE FROM telemetry_browsers WHERE minute < $1', [new Date(now.getTime() - EVIDENCE_RETENTION_MS)]);
}
