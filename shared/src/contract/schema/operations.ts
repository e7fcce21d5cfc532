import { z } from 'zod';
import { envelope, int } from './common';

// Real-user telemetry and release operations (issue 23): not in the spec's tables, the portal's own
// calls. The shell's telemetry posts batches (shell/src/telemetry), the /ops page reads the overview
// and runs the operator verbs (shell/src/pages/ops); the API answers them from api/src/release/.

const text = z.string();
/** [app, version, route]: `route` is the route PATTERN (/Contact, /order/:id, * for not found). */
const where = z.tuple([text, text, text]);

/**
 * One batch of the shell's telemetry, wire version 2 (issue 31). `b` is the browser's random id
 * (kept in localStorage); every item is ONE event, no counts. No user, token, query string or URL is
 * ever sent. The API's own check (release/src/telemetry/wire.ts) also bounds every value.
 */
export const telemetryBatchWire = z.object({
  v: z.literal(2),
  b: text,
  views: z.array(where).optional(),
  /** [app, version, route, kind, retry 0|1] */
  fails: z.array(z.tuple([text, text, text, z.enum(['entry', 'chunk', 'css']), z.literal([0, 1])])).optional(),
  errors: z.array(where).optional(),
  /** [app, version, metric, value] */
  vitals: z.array(z.tuple([text, text, z.enum(['lcp', 'inp', 'cls']), z.number()])).optional(),
});

export const opsLive = z.object({ version: text, since: text, previous: text.nullable() });

/** What one side of a canary has to be judged on, over the watcher's window. */
export const opsEvidence = z.object({
  views: int,
  /** Distinct independent sources (network addresses) whose browsers reported. */
  sources: int,
});

/**
 * The watcher's verdict on a running canary: 'bad' (worse than live: it will be or was aborted),
 * 'ok' (healthy on enough evidence), 'wait' (not enough evidence on one side yet — fewer than
 * watch.minViews page views or watch.minSources sources — or worse than live but not proven).
 */
export const opsJudgement = z.object({
  verdict: z.enum(['bad', 'ok', 'wait']),
  /** A Chinese sentence with the numbers. */
  reason: text,
  canary: opsEvidence,
  live: opsEvidence,
});

export const opsCanary = z.object({
  version: text,
  percent: int,
  since: text,
  /** The watcher's verdict on this canary now; absent or null where no watcher judges it (yet). */
  judgement: opsJudgement.nullable().optional(),
});

/** The watcher's settings, shown on the page so a reader knows what "enough evidence" means. */
export const opsWatch = z.object({
  windowMinutes: z.number(),
  /** Page views each side needs before any verdict. */
  minViews: int,
  /** Independent sources (network addresses) each side needs before any verdict. */
  minSources: int,
  promoteAfterMinutes: z.number().nullable(),
});

export const opsApp = z.object({
  app: text,
  live: opsLive.nullable(),
  canary: opsCanary.nullable(),
  /** Stored versions, newest first (what a canary can be started with). */
  versions: z.array(text),
});

export const opsHistoryEntry = z.object({
  when: text,
  who: text,
  verb: text,
  app: text,
  from: text.nullable(),
  to: text,
  percent: int.optional(),
  reason: text.optional(),
});

export const opsPoint = z.object({
  t: text,
  views: int,
  failures: int,
  errors: int,
  failureRate: z.number().nullable(),
  lcpP75: z.number().nullable(),
  inpP75: z.number().nullable(),
});

export const opsSeries = z.object({
  app: text,
  version: text,
  points: z.array(opsPoint),
  /** Real-user LCP and INP of the version over the whole range: p75 of its samples, and how many (issue 34). */
  vitals: z.object({ lcpP75: z.number().nullable(), inpP75: z.number().nullable(), lcpSamples: int, inpSamples: int }).optional(),
});

export const opsOverview = z.object({
  /** The environment whose release store the API acts on; null without one. */
  env: text.nullable(),
  hours: int,
  stepMinutes: z.number(),
  apps: z.array(opsApp),
  series: z.array(opsSeries),
  /** Newest first. */
  history: z.array(opsHistoryEntry),
  /** The watcher's settings; null where no watcher runs beside this API. */
  watch: opsWatch.nullable(),
  /**
   * Why no version can be changed from here: this API has no release store (api/README.md,
   * RELEASE_STORE_DIR). The apps are then listed without versions, the history is empty, the verbs
   * answer HTTP 409 with this sentence, and the page disables its buttons and shows it. Null when the verbs work.
   */
  noStore: text.nullable(),
});

const app = z.object({ app: text });

export const OPS_CALLS = {
  'POST /telemetry': { req: z.object({ batch: telemetryBatchWire }), res: envelope },
  // `data` is absent from the refusal (HTTP 403 without the operator role), which the route returns as its answer.
  'GET /ops/overview': { req: z.object({ hours: int.optional() }), res: envelope.extend({ data: opsOverview.optional() }) },
  'POST /ops/canary': { req: app.extend({ version: text, percent: int }), res: envelope },
  'POST /ops/canary/share': { req: app.extend({ percent: int }), res: envelope },
  'POST /ops/canary/promote': { req: app, res: envelope },
  'POST /ops/canary/abort': { req: app, res: envelope },
  'POST /ops/rollback': { req: app, res: envelope },
} as const;
