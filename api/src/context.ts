import type { AdapayProvider } from './cashier/provider';
import type { Db } from './platform/db';
import type { Clock } from './platform/lib/time';
import type { AbuseLimits } from './platform/limits';
import type { SmsProvider } from './platform/sms/provider';
import type { Storage } from './platform/storage';

/** What every route module needs; built once per app in buildApp. */
export interface Ctx {
  db: Db;
  now: Clock;
  sandbox: boolean;
  /** Where uploads are stored and served from (api/src/storage). */
  storage: Storage;
  backOfficeUrl: string;
  sms: SmsProvider;
  /** The payment provider of the cashier (api/src/cashier/provider.ts): the sandbox, or none configured. */
  adapay: AdapayProvider;
  /** Per-client and per-account abuse limits, kept in the database (api/src/limits). */
  limits: AbuseLimits;
  /** Sandbox: what X-Operator-Token must carry for a non-loopback client to read codes or operate ('' off sandbox). */
  operatorToken: string;
  /** Real-user telemetry as the shell is told in the portal config (sampling, flush interval). */
  telemetry: { endpoint: string; sampleRate: number; flushMs: number; periodMs: number };
}
