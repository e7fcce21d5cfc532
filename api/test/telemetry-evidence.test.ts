/**
 * The watcher's evidence read in the database (evidence.ts sideEvidence) is the definition of
 * verdict.ts `summarize` applied to every browser's rows: the same views, sources, failing share and
 * witness LCPs, for browsers behind NATs, browsers that reported over several periods, browsers with
 * no page view and browsers without an LCP.
 */
import { openDb, type Db } from '../src/platform/db';
import { migrate } from '../src/platform/db/migrate';
import { MINUTE } from '../src/platform/lib/time';
import { firstCountedPeriod, judgedFrom, sideEvidence, type BrowserEvidence, summarize } from '@tcm/release';
import { rng } from '@tcm/release/testing/traffic';

let db: Db;
beforeAll(async () => {
  db = await openDb({});
  await migrate(db);
}, 60_000);
afterAll(() => db?.close());

const T = Date.parse('2026-11-20T02:00:00Z');

test('the sums in the database equal summarize over every browser', async () => {
  const random = rng(2026);
  for (let i = 0; i < 400; i++) {
    // 120 addresses, some with many browsers; each browser reports in one to three periods.
    const witness = `198.51.100.${Math.floor(random() ** 2 * 120)}`;
    for (let m = 0, periods = 1 + Math.floor(random() * 3); m < periods; m++) {
      const views = random() < 0.1 ? 0 : 1 + Math.floor(random() * 5);
      const failed = random() < 0.08 ? 1 + Math.floor(random() * 3) : 0;
      const lcp = random() < 0.3 ? null : Math.floor(random() * 26);
      await db.query(
        `INSERT INTO telemetry_browsers (minute, app, version, browser, witness, views, failed, lcp_worst) VALUES ($1, 'clinic', 'v', $2, $3, $4, $5, $6)`,
        [new Date(T + m * MINUTE), `b${i}`, witness, views, failed, lcp],
      );
    }
  }
  const rows = await db.query<BrowserEvidence>(
    `SELECT browser, min(witness) AS witness, sum(views)::int AS views, sum(failed)::int AS failed, max(lcp_worst)::int AS lcp
       FROM telemetry_browsers WHERE app = 'clinic' AND version = 'v' GROUP BY browser`,
  );
  const inMemory = summarize(rows);
  const inDb = await sideEvidence(db, 'clinic', 'v', new Date(T), new Date(T + 10 * MINUTE));
  expect(inDb.views).toBe(inMemory.views);
  expect(inDb.sources).toBe(inMemory.sources);
  expect(inDb.failing).toBeCloseTo(inMemory.failing, 9);
  expect(inDb.lcp).toEqual([...inMemory.lcp].sort((a, b) => a - b));
  expect(inMemory.sources).toBeGreaterThan(50);
  // A window that leaves the later periods out sees less.
  expect((await sideEvidence(db, 'clinic', 'v', new Date(T), new Date(T + MINUTE))).views).toBeLessThan(inMemory.views);
  expect(await sideEvidence(db, 'clinic', 'other', new Date(T), new Date(T + MINUTE))).toEqual({ views: 0, sources: 0, failing: 0, lcp: [] });
});

test('a canary is judged from the first whole period after its start, over the window at most', () => {
  expect(firstCountedPeriod(new Date(T + 40_000))).toBe(T + MINUTE);
  expect(firstCountedPeriod(new Date(T))).toBe(T);
  expect(firstCountedPeriod(new Date(T + 41_000), 5_000)).toBe(T + 45_000);
  expect(judgedFrom(new Date(T + 40_000), new Date(T + 5 * MINUTE), 30 * MINUTE).getTime()).toBe(T + MINUTE);
  expect(judgedFrom(new Date(T), new Date(T + 60 * MINUTE), 30 * MINUTE).getTime()).toBe(T + 30 * MINUTE);
});
