import type { ApiBody, ApiEnvelope } from './common';

/**
 * Real-user telemetry and release operations (issue 23). Not in the spec's tables: the shell's
 * telemetry module posts batches, the /ops page reads the overview and runs the operator verbs.
 */

/**
 * One batch of the shell's telemetry (shell/src/telemetry), wire version 2 (issue 31). `b` is the
 * browser's random id (kept in localStorage); every item is ONE event — no counts:
 * views [app, version, route]; fails [app, version, route, kind, retry 0|1];
 * errors [app, version, route]; vitals [app, version, metric, value]. `route` is the route
 * PATTERN (/Contact, /order/:id, * for not found): no user, token, query string or URL is ever sent.
 */
export interface TelemetryBatchWire {
  v: 2;
  b: string;
  views?: [string, string, string][];
  fails?: [string, string, string, 'entry' | 'chunk' | 'css', 0 | 1][];
  errors?: [string, string, string][];
  vitals?: [string, string, 'lcp' | 'inp' | 'cls', number][];
}

export interface OpsLive {
  version: string;
  since: string;
  previous: string | null;
}

export interface OpsCanary {
  version: string;
  percent: number;
  since: string;
  /** The watcher's verdict on this canary now; absent or null where no watcher judges it (yet). */
  judgement?: OpsJudgement | null;
}

/** What one side of a canary has to be judged on, over the watcher's window. */
export interface OpsEvidence {
  views: number;
  /** Distinct independent sources (network addresses) whose browsers reported. */
  sources: number;
}

/**
 * The watcher's verdict on a running canary: 'bad' (worse than live: it will be or was aborted),
 * 'ok' (healthy on enough evidence), 'wait' (not enough evidence on one side yet — fewer than
 * watch.minViews page views or watch.minSources sources — or worse than live but not proven).
 */
export interface OpsJudgement {
  verdict: 'bad' | 'ok' | 'wait';
  /** A Chinese sentence with the numbers. */
  reason: string;
  canary: OpsEvidence;
  live: OpsEvidence;
}

/** The watcher's settings, shown on the page so a reader knows what "enough evidence" means. */
export interface OpsWatch {
  windowMinutes: number;
  /** Page views each side needs before any verdict. */
  minViews: number;
  /** Independent sources (network addresses) each side needs before any verdict. */
  minSources: number;
  promoteAfterMinutes: number | null;
}

export interface OpsApp {
  app: string;
  live: OpsLive | null;
  canary: OpsCanary | null;
  /** Stored versions, newest first (what a canary can be started with). */
  versions: string[];
}

export interface OpsHistoryEntry {
  when: string;
  who: string;
  verb: string;
  app: string;
  from: string | null;
  to: string;
  percent?: number;
  reason?: string;
}

export interface OpsPoint {
  t: string;
  views: number;
  failures: number;
  errors: number;
  failureRate: number | null;
  lcpP75: number | null;
  inpP75: number | null;
}

export interface OpsSeries {
  app: string;
  version: string;
  points: OpsPoint[];
  /** Real-user LCP and INP of the version over the whole range: p75 of its samples, and how many (issue 34). */
  vitals?: { lcpP75: number | null; inpP75: number | null; lcpSamples: number; inpSamples: number };
}

export interface OpsOverview {
  /** The environment whose release store the API acts on; null without one. */
  env: string | null;
  hours: number;
  stepMinutes: number;
  apps: OpsApp[];
  series: OpsSeries[];
  /** Newest first. */
  history: OpsHistoryEntry[];
  /** The watcher's settings; null where no watcher runs beside this API. */
  watch: OpsWatch | null;
  /**
   * Why no version can be changed from here: this API has no release store (api/README.md,
   * RELEASE_STORE_DIR). The apps are then listed without versions, the history is empty, the verbs
   * answer HTTP 409 with this sentence, and the page disables its buttons and shows it. Null when the verbs work.
   */
  noStore: string | null;
}

export interface OpsCalls {
  'POST /telemetry': { req: { batch: TelemetryBatchWire }; res: ApiEnvelope };
  'GET /ops/overview': { req: { hours?: number }; res: ApiBody<{ data?: OpsOverview }> };
  'POST /ops/canary': { req: { app: string; version: string; percent: number }; res: ApiEnvelope };
  'POST /ops/canary/share': { req: { app: string; percent: number }; res: ApiEnvelope };
  'POST /ops/canary/promote': { req: { app: string }; res: ApiEnvelope };
  'POST /ops/canary/abort': { req: { app: string }; res: ApiEnvelope };
  'POST /ops/rollback': { req: { app: string }; res: ApiEnvelope };
}
