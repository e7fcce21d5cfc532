import type { Db } from './db';
import type { Clock } from './lib/time';
import type { AbuseLimits } from './limits';
import type { SmsProvider } from './sms/provider';
import type { Storage } from './storage';

/**
 * What the platform hands every domain, built once per app in buildApp (app.ts). A domain's routes
 * take this, or this and the few settings of their own (cashier/context.ts, site/routes.ts).
 */
export interface PlatformCtx {
  db: Db;
  now: Clock;
  sandbox: boolean;
  /** Where uploads are stored and served from (platform/storage). */
  storage: Storage;
  sms: SmsProvider;
  /** Per-client and per-account abuse limits, kept in the database (platform/limits). */
  limits: AbuseLimits;
  /** Sandbox: what X-Operator-Token must carry for a non-loopback client to read codes or operate ('' off sandbox). */
  operatorToken: string;
}
