/**
 * Adds one checked batch (wire.ts) to the telemetry tables, as what ONE browser did:
 *
 *   - items naming an app version or route the release store never published (catalog.ts) are
 *     counted in telemetry_unknown and go no further;
 *   - the browser's row of the period (telemetry_browsers) takes at most PER_BROWSER_CAP page views,
 *     failed views, retries and vital samples per app version: a client repeating a batch, or
 *     claiming a thousand views, adds what one busy browser can and nothing more;
 *   - only what the row accepted is added to the per-route sums and to the series /ops draws.
 *
 * The row records the witness the browser counts for (its network address, or the browser itself
 * when it spoke from this machine: api/src/routes/telemetry.ts), which is what the watcher weighs.
 */
import type { Db, Queryable } from '../sql';
import { MINUTE } from '../time';
import { bucketOf, emptyHistogram, type Vital } from './histogram';
import { periodOf } from './store';
import type { TelemetryBatch } from './wire';

/** Per browser, app version and period: page views, failed views, retries and vital samples taken. */
export const PER_BROWSER_CAP = 60;
/** The series' steps in minutes: /ops reads 1 for an hour, 5 for six, 20 for a day, 60 beyond. */
export const SERIES_STEPS = [1, 5, 20, 60] as const;

export interface IngestOptions {
  /** Who this browser's evidence counts for. */
  witness: string;
  now: Date;
  periodMs?: number;
  /** Is this app version (and route) published? */
  known: (app: string, version: string, route?: string) => boolean;
}

export interface IngestResult {
  /** Events stored. */
  accepted: number;
  /** Events beyond the browser's caps for the period. */
  capped: number;
  /** Events naming what was never published. */
  unknown: number;
}

interface Group {
  app: string;
  version: string;
  views: string[];
  /** Failures after every retry and uncaught errors: the failed page views. */
  failed: { route: string; kind: 'failures' | 'errors' }[];
  retries: string[];
  vitals: { metric: Vital; value: number }[];
}

interface BrowserRow {
  views: number;
  failed: number;
  retries: number;
  vitals: number;
  lcp_worst: number | null;
}

interface RouteSums {
  views: number;
  failures: number;
  retries: number;
  errors: number;
}

function groups(batch: TelemetryBatch, known: IngestOptions['known']): { groups: Group[]; unknown: number } {
  const out = new Map<string, Group>();
  let unknown = 0;
  const group = (w: { app: string; version: string; route?: string }): Group | null => {
    if (!known(w.app, w.version, w.route)) {
      unknown += 1;
      return null;
    }
    const key = `${w.app}\u0000${w.version}`;
    let g = out.get(key);
    if (!g) out.set(key, (g = { app: w.app, version: w.version, views: [], failed: [], retries: [], vitals: [] }));
    return g;
  };
  for (const v of batch.views) group(v)?.views.push(v.route);
  for (const f of batch.failures) {
    const g = group(f);
    if (g && f.retry) g.retries.push(f.route);
    else g?.failed.push({ route: f.route, kind: 'failures' });
  }
  for (const e of batch.errors) group(e)?.failed.push({ route: e.route, kind: 'errors' });
  for (const v of batch.vitals) group(v)?.vitals.push({ metric: v.metric, value: v.value });
  // Sorted: two instances writing for the same browser lock its rows in the same order.
  return { groups: [...out.values()].sort((a, b) => `${a.app}\u0000${a.version}`.localeCompare(`${b.app}\u0000${b.version}`)), unknown };
}

const room = (used: number) => Math.max(0, PER_BROWSER_CAP - used);

/** The browser's row of the period, created if new and locked for this transaction. */
async function lockBrowserRow(tx: Queryable, minute: Date, g: Group, browser: string, witness: string): Promise<BrowserRow> {
  await tx.query(`INSERT INTO telemetry_browsers (minute, app, version, browser, witness) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`, [
    minute,
    g.app,
    g.version,
    browser,
    witness,
  ]);
  const [row] = await tx.query<BrowserRow>(
    `SELECT views, failed, retries, vitals, lcp_worst FROM telemetry_browsers
      WHERE app = $1 AND version = $2 AND minute = $3 AND browser = $4 FOR UPDATE`,
    [g.app, g.version, minute, browser],
  );
  return row;
}

async function addRouteSums(tx: Queryable, minute: Date, g: Group, sums: Map<string, RouteSums>): Promise<void> {
  for (const [route, c] of [...sums].sort(([a], [b]) => a.localeCompare(b))) {
    await tx.query(
      `INSERT INTO telemetry_minutes AS t (minute, app, version, route, views, failures, retries, errors)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (minute, app, version, route) DO UPDATE SET
         views = t.views + excluded.views, failures = t.failures + excluded.failures,
         retries = t.retries + excluded.retries, errors = t.errors + excluded.errors`,
      [minute, g.app, g.version, route, c.views, c.failures, c.retries, c.errors],
    );
  }
}

async function addSeries(tx: Queryable, now: Date, g: Group, total: RouteSums, hist: Record<Vital, number[]>): Promise<void> {
  for (const step of SERIES_STEPS) {
    await tx.query(
      `INSERT INTO telemetry_series AS t (step, bin, app, version, views, failures, retries, errors, lcp, inp, cls)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (step, bin, app, version) DO UPDATE SET
         views = t.views + excluded.views, failures = t.failures + excluded.failures,
         retries = t.retries + excluded.retries, errors = t.errors + excluded.errors,
         lcp = telemetry_hist_add(t.lcp, excluded.lcp), inp = telemetry_hist_add(t.inp, excluded.inp),
         cls = telemetry_hist_add(t.cls, excluded.cls)`,
      [step, periodOf(now, step * MINUTE), g.app, g.version, total.views, total.failures, total.retries, total.errors, hist.lcp, hist.inp, hist.cls],
    );
  }
}

/** One app version's part of the batch, within the browser's room for the period. */
async function recordGroup(tx: Queryable, g: Group, browser: string, opts: IngestOptions, minute: Date): Promise<{ accepted: number; capped: number }> {
  const row = await lockBrowserRow(tx, minute, g, browser, opts.witness);
  const views = g.views.slice(0, room(row.views));
  const failed = g.failed.slice(0, room(row.failed));
  const retries = g.retries.slice(0, room(row.retries));
  const vitals = g.vitals.slice(0, room(row.vitals));
  const accepted = views.length + failed.length + retries.length + vitals.length;
  const capped = g.views.length + g.failed.length + g.retries.length + g.vitals.length - accepted;
  if (!accepted) return { accepted, capped };

  const hist: Record<Vital, number[]> = { lcp: emptyHistogram(), inp: emptyHistogram(), cls: emptyHistogram() };
  let lcpWorst = row.lcp_worst;
  for (const v of vitals) {
    const b = bucketOf(v.value);
    hist[v.metric][b] += 1;
    if (v.metric === 'lcp') lcpWorst = Math.max(lcpWorst ?? -1, b);
  }
  await tx.query(
    `UPDATE telemetry_browsers SET views = $5, failed = $6, retries = $7, vitals = $8, lcp_worst = $9
      WHERE app = $1 AND version = $2 AND minute = $3 AND browser = $4`,
    [
      g.app,
      g.version,
      minute,
      browser,
      row.views + views.length,
      row.failed + failed.length,
      row.retries + retries.length,
      row.vitals + vitals.length,
      lcpWorst,
    ],
  );

  const sums = new Map<string, RouteSums>();
  const at = (route: string) => {
    let s = sums.get(route);
    if (!s) sums.set(route, (s = { views: 0, failures: 0, retries: 0, errors: 0 }));
    return s;
  };
  for (const r of views) at(r).views += 1;
  for (const f of failed) at(f.route)[f.kind] += 1;
  for (const r of retries) at(r).retries += 1;
  await addRouteSums(tx, minute, g, sums);
  const total = { views: views.length, failures: 0, retries: retries.length, errors: 0 };
  for (const f of failed) total[f.kind] += 1;
  await addSeries(tx, opts.now, g, total, hist);
  return { accepted, capped };
}

export async function recordBatch(db: Db, batch: TelemetryBatch, opts: IngestOptions): Promise<IngestResult> {
  const minute = periodOf(opts.now, opts.periodMs ?? MINUTE);
  const { groups: parts, unknown } = groups(batch, opts.known);
  const result: IngestResult = { accepted: 0, capped: 0, unknown };
  await db.transaction(async (tx) => {
    for (const g of parts) {
      const r = await recordGroup(tx, g, batch.browser, opts, minute);
      result.accepted += r.accepted;
      result.capped += r.capped;
    }
    if (unknown) {
      await tx.query(`INSERT INTO telemetry_unknown AS t (minute, items) VALUES ($1, $2) ON CONFLICT (minute) DO UPDATE SET items = t.items + excluded.items`, [
        minute,
        unknown,
      ]);
    }
  });
  return result;
}
