/**
 * The shell's telemetry batch as it arrives (wire version 2), checked item by item: one wrong item
 * refuses the whole batch, nothing is stored. Each item is ONE event — a page view, a failure, an
 * error, a vital sample — so what a batch can claim is what a browser can do in a flush interval,
 * and the batch names the browser (`b`, the random id it keeps) that did it. Version 1 batches,
 * whose items carried counts up to 1,000, are refused (issue 31).
 */
import type { TelemetryBatchWire } from '@tcm/shared/contract';
import { VITALS, type Vital } from './histogram';

/** The apps a page view can be served by. */
export const TELEMETRY_APPS: ReadonlySet<string> = new Set(['shell', 'account', 'clinic', 'commerce', 'certification']);
/** A release version (store/layout.ts VERSION_PATTERN), bounded. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;
const KINDS = new Set(['entry', 'chunk', 'css']);
/** A route pattern of the router (never a filled-in path: the shell sends patterns only). */
const ROUTE = /^(\*|\/[A-Za-z0-9_\-/:.]{0,99})$/;
/** The browser's random id (shell/src/telemetry/browserId.ts: 128 bits, base64url). */
const BROWSER = /^[A-Za-z0-9_-]{16,64}$/;
/** Items per list of one batch. */
export const TELEMETRY_MAX_ITEMS = 50;
/** Largest vital value kept: LCP/INP in ms (10 minutes), CLS in thousandths. */
const MAX_VITAL = 600_000;
/** The JSON of one batch, in characters. */
export const TELEMETRY_MAX_CHARS = 8000;

export const TELEMETRY_EXAMPLE: TelemetryBatchWire = {
  v: 2,
  b: 'Qm9vdHN0cmFwQnJvd3Nlcg',
  views: [['clinic', '1.0.0+abc', '/Contact']],
  vitals: [['clinic', '1.0.0+abc', 'lcp', 1200]],
};

export interface Where {
  app: string;
  version: string;
  route: string;
}

/** One batch as the handler accepts it, already checked. */
export interface TelemetryBatch {
  browser: string;
  views: Where[];
  failures: (Where & { retry: boolean })[];
  errors: Where[];
  vitals: { app: string; version: string; metric: Vital; value: number }[];
}

/** A batch refused as a whole: the API answers it as bad input (HTTP 400) with this message. */
export class TelemetryRefused extends Error {
  constructor() {
    super('遥测数据格式不正确');
    this.name = 'TelemetryRefused';
  }
}

const bad = () => new TelemetryRefused();

function list(value: unknown, arity: number): unknown[][] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > TELEMETRY_MAX_ITEMS) throw bad();
  return value.map((item) => {
    if (!Array.isArray(item) || item.length !== arity) throw bad();
    return item as unknown[];
  });
}

function appVersion(app: unknown, version: unknown): { app: string; version: string } {
  if (typeof app !== 'string' || !TELEMETRY_APPS.has(app) || typeof version !== 'string' || !VERSION.test(version)) throw bad();
  return { app, version };
}

function at(app: unknown, version: unknown, route: unknown): Where {
  if (typeof route !== 'string' || !ROUTE.test(route)) throw bad();
  return { ...appVersion(app, version), route };
}

export function parseBatch(raw: unknown): TelemetryBatch {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw bad();
  const wire = raw as Record<string, unknown>;
  if (wire.v !== 2 || typeof wire.b !== 'string' || !BROWSER.test(wire.b)) throw bad();
  return {
    browser: wire.b,
    views: list(wire.views, 3).map(([app, version, route]) => at(app, version, route)),
    failures: list(wire.fails, 5).map(([app, version, route, kind, retry]) => {
      if (typeof kind !== 'string' || !KINDS.has(kind) || (retry !== 0 && retry !== 1)) throw bad();
      return { ...at(app, version, route), retry: retry === 1 };
    }),
    errors: list(wire.errors, 3).map(([app, version, route]) => at(app, version, route)),
    vitals: list(wire.vitals, 4).map(([app, version, metric, value]) => {
      if (typeof metric !== 'string' || !(VITALS as readonly string[]).includes(metric)) throw bad();
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_VITAL) throw bad();
      return { ...appVersion(app, version), metric: metric as Vital, value };
    }),
  };
}
