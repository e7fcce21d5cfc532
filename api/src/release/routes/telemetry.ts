import type { FastifyInstance } from 'fastify';
import type { ReleaseCtx } from '../context';
import { BadInput } from '../../platform/http/errors';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { clientKey, fromThisMachine } from '../../platform/limits/clients';
import { MINUTE } from '../../platform/lib/time';
import { deleteOldTelemetry, parseBatch, recordBatch, TELEMETRY_EXAMPLE, TELEMETRY_MAX_CHARS, TelemetryCatalog, TelemetryRefused, type ReleaseOps, type TelemetryBatch } from '@tcm/release';

/**
 * POST /api/telemetry: batches of the shell's real-user telemetry, without a login (a visitor's
 * page views count too), so everything in them is a claim by an anonymous client (issue 31):
 *
 *   - the input layer caps the JSON; wire.ts checks every item (one event each, no counts);
 *   - each address may send `telemetryPerIpPerMinute` batches and `telemetryBytesPerIpPerMinute`
 *     characters a minute, and report for `telemetryBrowsersPerIpPerHour` browsers an hour (429 beyond);
 *   - only published app versions and their routes are stored (catalog.ts), each browser's
 *     contribution per period is capped (ingest.ts);
 *   - the browser counts as a witness of its address; a browser on this machine (no proxy between)
 *     is a witness of its own and has no browser budget: whoever speaks from the server is its operator.
 *
 * Rows older than their retention are deleted now and then.
 */
/** The batch, or HTTP 400 with the refusal's words: one wrong item refuses it whole. */
function readBatch(raw: unknown): TelemetryBatch {
  try {
    return parseBatch(raw ?? null);
  } catch (error) {
    if (error instanceof TelemetryRefused) throw new BadInput(error.message);
    throw error;
  }
}

export function telemetryRoutes(app: FastifyInstance, ctx: ReleaseCtx, releases: ReleaseOps | undefined): void {
  const catalog = new TelemetryCatalog(releases?.catalog && (() => releases.catalog!()), ctx.now);
  let nextCleanup = 0;
  route(app, 'POST /telemetry', { body: { batch: field.json('遥测数据', TELEMETRY_MAX_CHARS, TELEMETRY_EXAMPLE) } }, async ({ body }, req) => {
    const batch = readBatch(body.batch);
    await ctx.limits.telemetry(req, JSON.stringify(body.batch).length);
    const local = fromThisMachine(req);
    if (!local) await ctx.limits.telemetryBrowser(req, batch.browser);
    const known = await catalog.checker([...batch.views, ...batch.failures, ...batch.errors, ...batch.vitals]);
    const now = ctx.now();
    await recordBatch(ctx.db, batch, { witness: local ? `local:${batch.browser}` : clientKey(req.ip), now, periodMs: ctx.telemetry.periodMs, known });
    if (now.getTime() >= nextCleanup) {
      nextCleanup = now.getTime() + 10 * MINUTE;
      await deleteOldTelemetry(ctx.db, now);
    }
    return { code: 200, msg: '' };
  });
}
