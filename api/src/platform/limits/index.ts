import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db';
import { BizError, TooMany } from '../http/errors';
import { HOUR, MINUTE, SECOND, type Clock } from '../lib/time';
import { PLATFORM_MSG } from '../messages';
import { clientKey } from './clients';
import { resolveLimits, type Limits } from './config';
import { addToWindow, deleteExpired, firstInWindow, forget, hitWindow, releaseAttempt, reserveAttempt, type ThrottleRule } from './store';

export { DEFAULT_LIMITS, LIMIT_ENV, limitsFromEnv, resolveLimits, type Limits } from './config';
export { clientKey, parseTrustProxy } from './clients';

/** The `bucket` of each limit's rows in rate_limits. */
export const BUCKETS = {
  smsSends: 'sms_ip',
  lookups: 'lookup_ip',
  loginFailures: 'login_ip',
  passwordFailures: 'password_ip_account',
  telemetry: 'telemetry_ip',
  telemetryBytes: 'telemetry_bytes_ip',
  telemetryBrowsers: 'telemetry_browsers_ip',
  telemetryBrowserSeen: 'telemetry_browser_seen',
} as const;

/** Advisory lock namespace of an account's creations (the key within it is the user id). */
const ACCOUNT_LOCK = 71_521_774;

/**
 * What an account creates under a cap (issue 20 §7: 600 patients and 600 addresses in one burst):
 * the domain's table (its live rows), the limits that bound it and its words for each refusal.
 */
export interface CreationCap {
  table: string;
  /** The condition (after the user's) of the rows that count towards the total: '' for all. */
  live: string;
  cap: keyof Limits;
  perHour: keyof Limits;
  capped: (n: number) => string;
  tooFast: (n: number, wait: string) => string;
}

/** How often (by the app's clock) one instance deletes expired rows. */
export const CLEANUP_EVERY_MS = 5 * MINUTE;

/** A wait as users read it: 8秒, 15分钟, 2小时 (rounded up). */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / SECOND));
  if (seconds < 60) return `${seconds}秒`;
  const minutes = Math.ceil(ms / MINUTE);
  if (minutes <= 60) return `${minutes}分钟`;
  return `${Math.ceil(ms / HOUR)}小时`;
}

/** One password login attempt that passed the gates: tell it how the check went. */
export interface PasswordAttempt {
  /** This failure (if it is one) was number N in a row from this client on this account: it paused them. */
  readonly pausesIfWrong: boolean;
  /** The right password: this client's run of wrong passwords on the account ends; the attempt is given back. */
  succeeded(): Promise<void>;
  /** The password was not checked after all (the account itself is paused): the attempt is given back. */
  notChecked(): Promise<void>;
}

/**
 * The abuse limits of one app (see api/README.md "Abuse limits"). Every method throws TooMany
 * (HTTP 429, Chinese msg, Retry-After) when a limit is reached. State lives in PostgreSQL, so
 * every instance on the same database enforces the same limits.
 */
export class AbuseLimits {
  readonly config: Limits;
  private nextCleanup = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    limits: Partial<Limits> | Limits = {},
  ) {
    this.config = resolveLimits(limits);
  }

  /** The client a request counts against (what the methods below take): its address (trusted proxies resolved), an IPv6 /64. */
  client(req: FastifyRequest): string {
    return clientKey(req.ip);
  }

  /** Old windows and forgotten counts go, at most once per CLEANUP_EVERY_MS per instance. */
  private async tidy(now: Date): Promise<void> {
    if (now.getTime() < this.nextCleanup) return;
    this.nextCleanup = now.getTime() + CLEANUP_EVERY_MS;
    await deleteExpired(this.db, now);
  }

  /**
   * Before an answer that tells whether a phone is registered: one lookup of this client's hourly
   * budget. Counted whatever the answer will be, so the budget says nothing either.
   */
  async lookup(client: string): Promise<void> {
    const now = this.clock();
    await this.tidy(now);
    const verdict = await hitWindow(this.db, BUCKETS.lookups, client, { limit: this.config.lookupsPerIpPerHour, windowMs: HOUR }, now);
    if (!verdict.allowed) throw new TooMany(PLATFORM_MSG.lookupLimited(waitText(verdict.retryAfterMs)), verdict.retryAfterMs);
  }

  /**
   * One telemetry batch of `chars` characters against this client's budgets per clock minute (a
   * beacon flood cannot fill the database): batches, and characters.
   */
  async telemetry(client: string, chars: number): Promise<void> {
    const now = this.clock();
    await this.tidy(now);
    const batches = await hitWindow(this.db, BUCKETS.telemetry, client, { limit: this.config.telemetryPerIpPerMinute, windowMs: MINUTE }, now);
    if (!batches.allowed) throw new TooMany(PLATFORM_MSG.lookupLimited(waitText(batches.retryAfterMs)), batches.retryAfterMs);
    const bytes = await addToWindow(this.db, BUCKETS.telemetryBytes, client, { limit: this.config.telemetryBytesPerIpPerMinute, windowMs: MINUTE }, chars, now);
    if (!bytes.allowed) throw new TooMany(PLATFORM_MSG.lookupLimited(waitText(bytes.retryAfterMs)), bytes.retryAfterMs);
  }

  /**
   * A browser reporting from this client's address: one it already reported for this clock hour
   * passes; a new one takes a place of the address's hourly budget of browsers, or is refused.
   */
  async telemetryBrowser(client: string, browser: string): Promise<void> {
    const now = this.clock();
    const seenKey = `${client} ${browser}`;
    const seen = await this.db.query('SELECT 1 FROM rate_limits WHERE bucket = $1 AND key = $2 AND window_start = $3', [
      BUCKETS.telemetryBrowserSeen,
      seenKey,
      new Date(Math.floor(now.getTime() / HOUR) * HOUR),
    ]);
    if (seen.length) return;
    const limit = this.config.telemetryBrowsersPerIpPerHour;
    const verdict = await hitWindow(this.db, BUCKETS.telemetryBrowsers, client, { limit, windowMs: HOUR }, now);
    if (!verdict.allowed) throw new TooMany(PLATFORM_MSG.telemetryBrowsersLimited(limit, waitText(verdict.retryAfterMs)), verdict.retryAfterMs);
    await firstInWindow(this.db, BUCKETS.telemetryBrowserSeen, seenKey, HOUR, now);
  }

  /**
   * One SMS of this client's hourly budget. Called inside the transaction that stores the code,
   * after the phone's own limits passed: a refusal rolls the code back, a code refused for the
   * phone's sake costs the client nothing.
   */
  async smsSend(tx: Queryable, client: string, now: Date): Promise<void> {
    const verdict = await hitWindow(tx, BUCKETS.smsSends, client, { limit: this.config.smsPerIpPerHour, windowMs: HOUR }, now);
    if (!verdict.allowed) throw new TooMany(PLATFORM_MSG.smsClientLimited(waitText(verdict.retryAfterMs)), verdict.retryAfterMs);
  }

  /**
   * Before an account creates a row under a cap (a patient, a delivery address), inside the transaction that
   * inserts it: the account's total (live rows) and its creations in the last hour, counted from
   * the rows themselves under a per-account lock, so a burst of parallel requests cannot pass
   * together. Over the total: {code:500} with the cap; over the hourly budget: HTTP 429 with the wait.
   */
  async accountCreation(tx: Queryable, rule: CreationCap, userId: number, now: Date): Promise<void> {
    const cap = this.config[rule.cap];
    const perHour = this.config[rule.perHour];
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [ACCOUNT_LOCK, userId]);
    const [{ live }] = await tx.query<{ live: number }>(`SELECT count(*)::int AS live FROM ${rule.table} WHERE user_id = $1 ${rule.live}`, [userId]);
    if (live >= cap) throw new BizError(rule.capped(cap));
    const since = new Date(now.getTime() - HOUR);
    const recent = await tx.query<{ created_at: Date }>(
      `SELECT created_at FROM ${rule.table} WHERE user_id = $1 AND created_at > $2 ORDER BY created_at LIMIT $3`,
      [userId, since, perHour],
    );
    if (recent.length >= perHour) {
      const retryAfterMs = Math.max(SECOND, new Date(recent[0].created_at).getTime() + HOUR - now.getTime());
      throw new TooMany(rule.tooFast(perHour, waitText(retryAfterMs)), retryAfterMs);
    }
  }

  /** This client's run of wrong passwords on one account (5 → that pair pauses for 15 minutes). */
  private pairRule(): ThrottleRule {
    const lockMs = this.config.passwordLockMinutes * MINUTE;
    return { free: this.config.passwordFailuresPerIpAndAccount, delayMs: () => lockMs, forgetMs: lockMs, forgetAfterWait: false };
  }

  /** This client's failed logins on any account (10 → each further attempt waits 1 s, 2 s, 4 s, …). */
  private clientRule(): ThrottleRule {
    const free = this.config.loginFailuresPerIp;
    const max = this.config.loginMaxDelaySeconds * SECOND;
    return {
      free,
      delayMs: (h) => Math.min(max, 2 ** (h - free) * SECOND),
      forgetMs: this.config.loginFailureWindowMinutes * MINUTE,
      forgetAfterWait: true,
    };
  }

  /**
   * Gates of a password login, before the password is checked: the client's pause on this account,
   * then the client's growing wait. The attempt is counted as a failure of both before the check
   * (guesses sent in parallel cannot all pass); `succeeded` and `notChecked` give it back.
   * A stranger's failures count against the stranger's address only: the account's owner, from
   * another address, is not held up by them.
   */
  async passwordAttempt(client: string, phone: string): Promise<PasswordAttempt> {
    const now = this.clock();
    await this.tidy(now);
    const pairKey = `${client}|${phone}`;
    const pair = this.pairRule();
    const byPair = await reserveAttempt(this.db, BUCKETS.passwordFailures, pairKey, pair, now);
    if (!byPair.allowed) {
      throw new TooMany(PLATFORM_MSG.passwordLocked(Math.ceil(byPair.retryAfterMs / MINUTE)), byPair.retryAfterMs);
    }
    const byClient = await reserveAttempt(this.db, BUCKETS.loginFailures, client, this.clientRule(), now);
    if (!byClient.allowed) {
      await releaseAttempt(this.db, BUCKETS.passwordFailures, pairKey, byPair.waitSet);
      throw new TooMany(PLATFORM_MSG.loginThrottled(waitText(byClient.retryAfterMs)), byClient.retryAfterMs);
    }
    return {
      pausesIfWrong: byPair.hits >= pair.free,
      succeeded: async () => {
        await forget(this.db, BUCKETS.passwordFailures, pairKey);
        await releaseAttempt(this.db, BUCKETS.loginFailures, client, byClient.waitSet);
      },
      notChecked: async () => {
        await releaseAttempt(this.db, BUCKETS.passwordFailures, pairKey, byPair.waitSet);
        await releaseAttempt(this.db, BUCKETS.loginFailures, client, byClient.waitSet);
      },
    };
  }
}
