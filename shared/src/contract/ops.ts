import type { z } from 'zod';
import type * as s from './schema';
import type { ApiBody, ApiEnvelope } from './common';

/**
 * Real-user telemetry and release operations (issue 23). Not in the spec's tables: the shell's
 * telemetry module posts batches, the /ops page reads the overview and runs the operator verbs.
 * The types are the schemas' of schema/operations.ts, where each field is described.
 */

/** One batch of the shell's telemetry (shell/src/telemetry), wire version 2 (issue 31). */
export type TelemetryBatchWire = z.infer<typeof s.telemetryBatchWire>;

export type OpsLive = z.infer<typeof s.opsLive>;
export type OpsCanary = z.infer<typeof s.opsCanary>;
export type OpsEvidence = z.infer<typeof s.opsEvidence>;
export type OpsJudgement = z.infer<typeof s.opsJudgement>;
export type OpsWatch = z.infer<typeof s.opsWatch>;
export type OpsApp = z.infer<typeof s.opsApp>;
export type OpsHistoryEntry = z.infer<typeof s.opsHistoryEntry>;
export type OpsPoint = z.infer<typeof s.opsPoint>;
export type OpsSeries = z.infer<typeof s.opsSeries>;
export type OpsOverview = z.infer<typeof s.opsOverview>;

export interface OpsCalls {
  'POST /telemetry': { req: { batch: TelemetryBatchWire }; res: ApiEnvelope };
  'GET /ops/overview': { req: { hours?: number }; res: ApiBody<{ data?: OpsOverview }> };
  'POST /ops/canary': { req: { app: string; version: string; percent: number }; res: ApiEnvelope };
  'POST /ops/canary/share': { req: { app: string; percent: number }; res: ApiEnvelope };
  'POST /ops/canary/promote': { req: { app: string }; res: ApiEnvelope };
  'POST /ops/canary/abort': { req: { app: string }; res: ApiEnvelope };
  'POST /ops/rollback': { req: { app: string }; res: ApiEnvelope };
}
