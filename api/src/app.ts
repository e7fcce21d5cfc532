import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { CERT_IMAGE_MAX_BYTES } from '@tcm/shared/contract';
import { ASSETS_DIR } from './platform/assets';
import type { Ctx } from './context';
import { MINUTE } from './platform/lib/time';
import { openDb, type Db } from './platform/db';
import { migrate } from './platform/db/migrate';
import { IMAGE_TYPES, serveDir, serveStorage } from './platform/http/files';
import { lenientJson, useEnvelope } from './platform/http/plugin';
import { checkAnswers } from './platform/http/answerCheck';
import { AbuseLimits, parseTrustProxy, resolveLimits, type Limits } from './platform/limits';
import { requireInputLayer, type RouteEntry } from './platform/http/route';
import { accountRoutes } from './account/routes';
import { certificationRoutes } from './certification/routes';
import { cashierRoutes } from './cashier/routes';
import { clinicRoutes } from './clinic/routes';
import { commerceRoutes } from './commerce/routes';
import { releaseRoutes } from './release/routes';
import { siteRoutes } from './site/routes';
import { newOperatorToken, OPERATOR_TOKEN_MIN_LENGTH } from './platform/http/operatorBoundary';
import { sandboxRoutes } from './sandbox/routes';
import { seedIfEmpty } from './seed';
import { restoreSeededUploads } from './seed/certificates';
import { SandboxSmsProvider, UnconfiguredSmsProvider } from './platform/sms/provider';
import { SandboxAdapay, UnconfiguredAdapay } from './cashier/provider';
import { startSweeper } from './sweep';
import { warmUp } from './warmUp';
import { connectDomains } from './wiring';
import { createStorage, sweepTemp, type Storage, type StorageConfig } from './platform/storage';
import type { ReleaseOps } from '@tcm/release';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's database (operator functions take it: approveDoctor(app.db, phone)). */
    db: Db;
  }
}

export interface ApiOptions {
  /** PGlite folder; ignored when databaseUrl set. */
  dataDir?: string;
  databaseUrl?: string;
  /** Folder of the default (local) upload storage; required unless `storage` is given. */
  uploadDir?: string;
  /** Upload storage: a config (`{kind: 's3', …}` or `{kind: 'local', dir}`) or a ready Storage; default the local uploadDir. */
  storage?: StorageConfig | Storage;
  sandbox: boolean;
  backOfficeUrl?: string;
  logger?: boolean;
  /** Injectable clock for tests. */
  now?: () => Date;
  /** Seed the demo accounts into an empty database (default true). Home content is always seeded. */
  seedDemoAccounts?: boolean;
  /** Abuse limits over the defaults (api/src/limits/config.ts); always on, a test raises them here. */
  limits?: Partial<Limits>;
  /**
   * Proxies whose X-Forwarded-For/-Host/-Proto are believed: addresses or CIDRs (TRUST_PROXY).
   * Default none: a client talking to the API directly can choose neither its address nor the host.
   */
  trustProxy?: string[];
  /**
   * Sandbox: the token (X-Operator-Token) that lets a non-loopback client read SMS codes and run
   * operator verbs. Default: a new random one, known to nobody (loopback only).
   */
  operatorToken?: string;
  /**
   * Every how many ms the sweeper records what the clock decided (expired orders and visits, due
   * payment results: api/src/jobs/sweeper.ts). 0 or unset: off (tests sweep by calling sweepOnce).
   */
  sweepEveryMs?: number;
  /**
   * Ready every database connection before serving (api/src/warmUp.ts): the servers set it, so a
   * new instance's first requests do not pay for new server processes. Tests leave it off.
   */
  warmUp?: boolean;
  /**
   * The release store's operator verbs for /api/ops (the portal server passes its store); without
   * it the ops calls answer that no release store is connected.
   */
  releases?: ReleaseOps;
  /** Real-user telemetry settings handed to the shell in the portal config. */
  telemetry?: { sampleRate?: number; flushMs?: number; periodMs?: number };
  /**
   * Tests: every successful answer of a call with a schema (@tcm/shared/contract/schema) is checked
   * against it and a mismatch reported here (api/src/platform/http/answerCheck.ts). Unset: no check.
   */
  checkAnswers?: (problem: string) => void;
}

/** Settings this API refuses to start with (main.ts and the deploy server print the message and exit 1). */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Runs a settings check; a refusal becomes a ConfigError (a sentence for the operator, not a stack trace). */
export function configured<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    throw error instanceof ConfigError ? error : new ConfigError(`拒绝启动：${(error as Error).message}`);
  }
}

/**
 * Sandbox mode shows every SMS code and fakes payments and third-party login: never in production.
 * Throws ConfigError when NODE_ENV is production and sandbox is on.
 */
export function assertSandboxAllowed(sandbox: boolean, nodeEnv = process.env.NODE_ENV): void {
  if (sandbox && nodeEnv === 'production') {
    throw new ConfigError(
      '拒绝启动：NODE_ENV=production 时不能开启沙箱模式（沙箱会公开短信验证码、模拟支付与第三方登录）。' +
        '生产环境请设置 SANDBOX=false；演示环境请不要设置 NODE_ENV=production。',
    );
  }
}

/** The upload storage of the options: a ready one, a config, or the local uploadDir. */
function resolveStorage(opts: ApiOptions): Storage {
  if (opts.storage && 'putTemp' in opts.storage) return opts.storage;
  if (opts.storage) return createStorage(opts.storage);
  if (!opts.uploadDir) throw new Error('buildApp: uploadDir (local storage) or storage is required');
  return createStorage({ kind: 'local', dir: opts.uploadDir });
}

/** Stand-in for the external admin site when none is configured in sandbox mode. */
export const SANDBOX_BACK_OFFICE = '/sandbox/back-office';

/**
 * The reference API: opens the database, migrates, seeds an empty database, and registers every
 * call under /api, uploads under /uploads and (sandbox only) the sandbox providers under /sandbox.
 * Closing the app closes the database.
 */
export async function buildApp(opts: ApiOptions): Promise<FastifyInstance> {
  connectDomains();
  // Before anything is opened: a refused start leaves nothing behind.
  assertSandboxAllowed(opts.sandbox);
  if (opts.operatorToken !== undefined && opts.operatorToken.length < OPERATOR_TOKEN_MIN_LENGTH) {
    throw new ConfigError(`拒绝启动：运维口令 OPERATOR_TOKEN 至少需要 ${OPERATOR_TOKEN_MIN_LENGTH} 个字符`);
  }
  const limits = configured(() => resolveLimits(opts.limits));
  const trustProxy = configured(() => parseTrustProxy((opts.trustProxy ?? []).join(',')));
  const now = opts.now ?? (() => new Date());
  const storage = resolveStorage(opts);
  const db = await openDb({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl });
  try {
    await migrate(db);
    await seedIfEmpty(db, now(), { demoAccounts: opts.seedDemoAccounts ?? true });
    await restoreSeededUploads(db, storage);
    // What a crash between writing an upload and keeping or dropping it left (older than an hour:
    // another instance may be in the middle of an upload right now).
    await sweepTemp(storage, new Date(Date.now() - 60 * 60 * 1000));
  } catch (error) {
    await db.close();
    throw error;
  }

  const ctx: Ctx = {
    db,
    now,
    sandbox: opts.sandbox,
    storage,
    backOfficeUrl: opts.backOfficeUrl ?? (opts.sandbox ? SANDBOX_BACK_OFFICE : ''),
    sms: opts.sandbox ? new SandboxSmsProvider() : new UnconfiguredSmsProvider(),
    adapay: opts.sandbox ? new SandboxAdapay() : new UnconfiguredAdapay(),
    limits: new AbuseLimits(db, now, limits),
    operatorToken: opts.sandbox ? (opts.operatorToken ?? newOperatorToken()) : '',
    telemetry: {
      endpoint: '/api/telemetry',
      sampleRate: Math.min(1, Math.max(0, opts.telemetry?.sampleRate ?? 1)),
      flushMs: Math.max(1000, opts.telemetry?.flushMs ?? 30_000),
      periodMs: opts.telemetry?.periodMs ?? MINUTE,
    },
  };

  // Forwarded headers only from the configured proxies (the web server in front): then req.ip is the
  // client's address and links we build (invite QR, redirects) use the public host. From anyone else
  // they are ignored, so nobody picks the address the limits count or the host of our redirects.
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: trustProxy.length ? trustProxy : false });
  // In-process callers (tests, e2e) reach the same database, e.g. for the operator functions.
  app.decorate('db', db);
  app.decorate('inputRoutes', [] as RouteEntry[]);
  if (opts.warmUp) await warmUp(db, now());
  const stopSweeper = opts.sweepEveryMs ? startSweeper(ctx, opts.sweepEveryMs, (error) => app.log.error({ err: error }, 'sweeper pass failed')) : undefined;
  app.addHook('onClose', async () => {
    await stopSweeper?.();
    await db.close();
  });

  await app.register(
    async (api) => {
      useEnvelope(api);
      requireInputLayer(api);
      lenientJson(api);
      if (opts.checkAnswers) checkAnswers(api, opts.checkAnswers);
      await api.register(multipart, {
        // One file per upload, a little above the business limit so the handler can answer in Chinese.
        limits: { files: 1, fileSize: CERT_IMAGE_MAX_BYTES + 1, fields: 10, fieldSize: 1024 },
      });
      api.addHook('onSend', async (req, reply) => {
        // Personal data must not be kept by browsers or proxies. A route answering public reference
        // data (the acupoint list) sets its own Cache-Control, which stays.
        if (!req.url.startsWith('/api/assets/') && reply.getHeader('Cache-Control') === undefined) reply.header('Cache-Control', 'no-store');
        // A JSON answer that echoes input must never be read as a page or script.
        reply.header('X-Content-Type-Options', 'nosniff');
      });
      await api.register(async (assets) => serveDir(assets, { root: ASSETS_DIR, cacheControl: 'public, max-age=86400' }), {
        prefix: '/assets',
      });
      siteRoutes(api, ctx);
      accountRoutes(api, ctx);
      certificationRoutes(api, ctx);
      clinicRoutes(api, ctx);
      commerceRoutes(api, ctx);
      cashierRoutes(api, ctx);
      releaseRoutes(api, ctx, opts.releases);
    },
    { prefix: '/api' },
  );

  await app.register(
    async (uploads) => {
      useEnvelope(uploads);
      requireInputLayer(uploads);
      // Through the storage, so every instance serves every upload (one folder or one bucket).
      serveStorage(uploads, {
        storage: ctx.storage,
        // Only what an upload can be: an SVG placed in the folder by hand is still never served.
        types: IMAGE_TYPES,
        // Names are random and never reused, so the bytes never change; but a certificate is personal
        // data, so only the user's own browser may keep it, never a shared proxy.
        cacheControl: 'private, max-age=2592000, immutable',
        headers: {
          // Uploaded bytes are user content: never let them run as a page.
          'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          // Other sites may not embed them (the portal and its dev servers are one site).
          'Cross-Origin-Resource-Policy': 'same-site',
        },
      });
    },
    { prefix: '/uploads' },
  );

  if (opts.sandbox) {
    await app.register(
      async (sandbox) => {
        useEnvelope(sandbox);
        requireInputLayer(sandbox);
        lenientJson(sandbox);
        sandboxRoutes(sandbox, ctx);
      },
      { prefix: '/sandbox' },
    );
  }

  return app;
}
