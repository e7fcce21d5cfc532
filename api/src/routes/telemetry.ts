import type { FastifyInstance } from 'fastify';
import type { TelemetryBatchWire } from '@tcm/shared/contract';
import type { Ctx } from '../context';
import { BadInput } from '../http/errors';
import { field } from '../http/input';
import { route } from '../http/route';
import { MINUTE } from '../lib/time';
import { VITALS, type Vital } from '../telemetry/histogram';
import { deleteOldTelemetry, recordBatch, type TelemetryBatch } from '../telemetry/store';

/** The apps a page view can be served by. */
const APPS = new Set(['shell', 'account', 'clinic', 'commerce', 'certification']);
/** A release version (deploy/src/store/layout.ts VERSION_PATTERN), bounded. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;
const KINDS = new Set(['entry', 'chunk', 'css']);
/** A route pattern of the router (never a filled-in path: the shell sends patterns only). */
const ROUTE = /^(\*|\/[A-Za-z0-9_\-/:.]{0,99})$/;
/** Items per list of one batch, and the largest count one item may carry. */
export const TELEMETRY_MAX_ITEMS = 50;
const MAX_COUNT = 1000;
/** Largest vital value kept: LCP/INP in ms (10 minutes), CLS in thousandths. */
const MAX_VITAL = 600_000;
/** The JSON of one batch, in characters. */
export const TELEMETRY_MAX_CHARS = 8000;

const EXAMPLE: TelemetryBatchWire = { v: 1, views: [['clinic', '1.0.0+abc', '/Contact', 1]], vitals: [['clinic', '1.0.0+abc', 'lcp', 1200]] };

const bad = () => new BadInput('遥测数据格式不正确');
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_COUNT;

function list(value: unknown, arity: number): unknown[][] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > TELEMETRY_MAX_ITEMS) throw bad();
  return value.map((item) => {
    if (!Array.isArray(item) || item.length !== arity) throw bad();
    return item as unknown[];
  });
}

function appVersion(app: unknown, version: unknown): { app: string; version: string } {
  if (typeof app !== 'string' || !APPS.has(app) || typeof version !== 'string' || !VERSION.test(version)) throw bad();
  return { app, version };
}

function at(app: unknown, version: unknown, route: unknown): { app: string; version: string; route: string } {
  if (typeof route !== 'string' || !ROUTE.test(route)) throw bad();
  return { ...appVersion(app, version), route };
}

/** The wire batch, checked item by item: one wrong item refuses the whole batch (nothing stored). */
export function parseBatch(raw: unknown): TelemetryBatch {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || (raw as { v?: unknown }).v !== 1) throw bad();
  const wire = raw as Record<string, unknown>;
  return {
    views: list(wire.views, 4).map(([app, version, route, count]) => {
      if (!isCount(count)) throw bad();
      return { ...at(app, version, route), count };
    }),
    failures: list(wire.fails, 6).map(([app, version, route, kind, retry, count]) => {
      if (typeof kind !== 'string' || !KINDS.has(kind) || (retry !== 0 && retry !== 1) || !isCount(count)) throw bad();
      return { ...at(app, version, route), count, retry: retry === 1 };
    }),
    errors: list(wire.errors, 4).map(([app, version, route, count]) => {
      if (!isCount(count)) throw bad();
      return { ...at(app, version, route), count };
    }),
    vitals: list(wire.vitals, 4).map(([app, version, metric, value]) => {
      if (typeof metric !== 'string' || !(VITALS as readonly string[]).includes(metric)) throw bad();
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_VITAL) throw bad();
      return { ...appVersion(app, version), metric: metric as Vital, value };
    }),
  };
}

/**
 * POST /api/telemetry: batches of the shell's real-user telemetry, without a login (a visitor's
 * page views count too). Bounded: the input layer caps the JSON, each list and count is bounded
 * here, and each client may send `telemetryPerIpPerMinute` batches a minute (429 beyond). Stored
 * as per-minute aggregates; aggregates older than 30 days are deleted now and then.
 */
export function telemetryRoutes(app: FastifyInstance, ctx: Ctx): void {
  let nextCleanup = 0;
  route(app, 'POST /telemetry', { body: { batch: field.json('遥测数据', TELEMETRY_MAX_CHARS, EXAMPLE) } }, async ({ body }, req) => {
    if (body.batch === undefined) throw bad();
    const batch = parseBatch(body.batch);
    await ctx.limits.telemetry(req);
    const now = ctx.now();
    await recordBatch(ctx.db, batch, now, ctx.telemetry.periodMs);
    if (now.getTime() >= nextCleanup) {
      nextCleanup = now.getTime() + 10 * MINUTE;
      await deleteOldTelemetry(ctx.db, now);
    }
    return { code: 200, msg: '' };
  });
}
