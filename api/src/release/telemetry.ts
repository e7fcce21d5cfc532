import { deleteOldTelemetry, parseBatch, recordBatch, TelemetryCatalog, TelemetryRefused, type ReleaseOps, type TelemetryBatch } from '@tcm/release';
import { BadInput } from '../platform/http/errors';
import { MINUTE } from '../platform/lib/time';
import type { ReleaseCtx } from './context';

/**
 * POST /api/telemetry: batches of the shell's real-user telemetry, without a login (a visitor's
 * page views count too), so everything in them is a claim by an anonymous client (issue 31):
 *
 *   - the input layer caps the JSON; @tcm/release's wire.ts checks every item (one event each, no counts);
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

/** Who sent a batch: the client's key (its address) and whether it spoke from this machine. */
export interface TelemetrySender {
  client: string;
  local: boolean;
}

/** The app's telemetry intake: one catalog of published versions, and old rows deleted every 10 minutes of its clock. */
export function telemetryIntake(ctx: ReleaseCtx, releases: ReleaseOps | undefined) {
  const catalog = new TelemetryCatalog(releases?.catalog && (() => releases.catalog!()), ctx.now);
  let nextCleanup = 0;
  return async (raw: unknown, from: TelemetrySender): Promise<void> => {
    const batch = readBatch(raw);
    await ctx.limits.telemetry(from.client, JSON.stringify(raw).length);
    if (!from.local) await ctx.limits.telemetryBrowser(from.client, batch.browser);
    const known = await catalog.checker([...batch.views, ...batch.failures, ...batch.errors, ...batch.vitals]);
    const now = ctx.now();
    await recordBatch(ctx.db, batch, { witness: from.local ? `local:${batch.browser}` : from.client, now, periodMs: ctx.telemetry.periodMs, known });
    if (now.getTime() >= nextCleanup) {
      nextCleanup = now.getTime() + 10 * MINUTE;
      await deleteOldTelemetry(ctx.db, now);
    }
  };
}
