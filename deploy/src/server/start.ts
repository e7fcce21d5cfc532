/**
 * The portal as one process: the reference API plus the shell, the remotes and the pointer served
 * from a release store. `npm start` (scripts/start.mjs) and the e2e suite both come through here.
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  assertSandboxAllowed,
  buildApp,
  ConfigError,
  configured,
  limitsFromEnv,
  newOperatorToken,
  parseTrustProxy,
  resolveLimits,
  storageFromEnv,
  type Limits,
  type StorageConfig,
} from '@tcm/api';
import {
  DeployError,
  type EnvName,
  StoreLayout,
  readPointer,
  renderLive,
  sideEvidence,
  telemetryPeriodMs,
  CanaryWatcher,
  DEFAULT_WATCH,
  watchSettingsFromEnv,
  type WatchSettings,
  storeReleaseOps,
} from '@tcm/release';
import { REPO_ROOT } from '../apps';
import { defaultStoreDir } from '../apps';
import { FaultController } from './faults';
import { portalPlugin } from './portalPlugin';
import { preparePortal, type PreparedApp } from './prepare';

export interface StartPortalOptions {
  /** 0 = any free port. Default 8080. */
  port?: number;
  host?: string;
  /** Release store folder (default $RELEASE_STORE or <repo>/.release-store). */
  storeDir?: string;
  /** Holds pg/ (PGlite) and uploads/ (default <repo>/.data). */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /**
   * Upload storage. Default: STORAGE=s3 with S3_* from the environment (instances on several
   * machines), else the folder uploads/ under dataDir.
   */
  storage?: StorageConfig;
  env?: EnvName;
  /** Sandbox providers (SMS codes readable, sandbox pay/login). Default true; refused in production. */
  sandbox?: boolean;
  /** Sandbox: X-Operator-Token for non-loopback operators (default: a new random one, see Portal.operatorToken). */
  operatorToken?: string;
  /** Enables /__faults and Portal.faults (tests only; refused for production). */
  faults?: boolean;
  /** CSP allows http://localhost:* for ?remoteOverride. Default: as sandbox (the API's allowRemoteOverride). */
  allowRemoteOverride?: boolean;
  /** Build, publish and promote before serving (default true); false serves the store as it is. */
  prepare?: boolean;
  log?: (line: string) => void;
  /** Fastify request logging. */
  logger?: boolean;
  /** The API's abuse limits, over LIMIT_* from the environment (api/README.md "Abuse limits"). */
  limits?: Partial<Limits>;
  /** Proxies in front whose X-Forwarded-* are believed (default TRUST_PROXY; none: this server faces browsers). */
  trustProxy?: string[];
  /** Every how many ms the API's sweeper records expired orders and due payment results (SWEEP_INTERVAL_MS, default 5000; 0: off). */
  sweepEveryMs?: number;
  /**
   * The canary watcher (release/src/watch): settings over CANARY_* from the environment, or false to
   * run none (e.g. when `npm run deploy -- watch` runs beside several API instances).
   */
  watch?: Partial<WatchSettings> | false;
  /** Telemetry sampling and flush interval for the shell (TELEMETRY_SAMPLE_RATE, TELEMETRY_FLUSH_SECONDS). */
  telemetry?: { sampleRate?: number; flushMs?: number; periodMs?: number };
}

export interface Portal {
  url: string;
  port: number;
  env: EnvName;
  storeDir: string;
  dataDir: string;
  app: FastifyInstance;
  /** Null unless started with faults: true. */
  faults: FaultController | null;
  prepared: PreparedApp[];
  /** Sandbox: the token a client on another machine sends to read SMS codes or operate; '' without sandbox. */
  operatorToken: string;
  /** The canary watcher running in this process, or null. */
  watcher: CanaryWatcher | null;
  close(): Promise<void>;
}

export async function startPortal(opts: StartPortalOptions = {}): Promise<Portal> {
  const env = opts.env ?? 'local';
  const log = opts.log ?? ((line: string) => console.log(`[portal] ${line}`));
  const sandbox = opts.sandbox ?? true;
  if (opts.faults && (env === 'production' || process.env.NODE_ENV === 'production')) {
    throw new DeployError('故障注入只用于测试 fault injection is for tests only and is refused in production');
  }
  // Refused before minutes of building: sandbox shows every SMS code and fakes payments.
  assertSandboxAllowed(sandbox);
  if (sandbox && env === 'production') {
    throw new ConfigError('拒绝启动：生产环境（--env production）不能开启沙箱模式，请设置 SANDBOX=false');
  }
  const operatorToken = sandbox ? (opts.operatorToken ?? newOperatorToken()) : '';
  const limits = configured(() => resolveLimits({ ...limitsFromEnv(process.env), ...opts.limits }));
  const trustProxy = opts.trustProxy ?? configured(() => parseTrustProxy(process.env.TRUST_PROXY));
  const store = new StoreLayout(opts.storeDir ?? defaultStoreDir());
  const dataDir = path.resolve(opts.dataDir ?? path.join(REPO_ROOT, '.data'));

  const watchOff = opts.watch === false || /^(false|0|no|off)$/i.test(process.env.CANARY_WATCH ?? '');
  const watchSettings = watchOff ? null : configured(() => ({ ...watchSettingsFromEnv(process.env, DEFAULT_WATCH), ...(opts.watch || {}) }));
  const envNumber = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
  const periodMs = configured(() => telemetryPeriodMs(process.env));
  const telemetry = {
    periodMs,
    ...(opts.telemetry ?? {
      sampleRate: envNumber('TELEMETRY_SAMPLE_RATE'),
      flushMs: envNumber('TELEMETRY_FLUSH_SECONDS') && envNumber('TELEMETRY_FLUSH_SECONDS')! * 1000,
    }),
  };

  const prepared = opts.prepare === false ? [] : await preparePortal({ store, env, log });
  // Heals the served projections if a previous run died between writing the pointer and them.
  renderLive(store, readPointer(store, env));

  const app = await buildApp({
    dataDir: path.join(dataDir, 'pg'),
    databaseUrl: opts.databaseUrl,
    storage: opts.storage ?? storageFromEnv({ ...process.env, UPLOAD_DIR: undefined }, path.join(dataDir, 'uploads')),
    sandbox,
    operatorToken: operatorToken || undefined,
    limits,
    trustProxy,
    logger: opts.logger ?? false,
    sweepEveryMs: opts.sweepEveryMs ?? Number(process.env.SWEEP_INTERVAL_MS ?? 5000),
    releases: storeReleaseOps(store, env, watchSettings),
    telemetry,
    warmUp: true,
  });
  const faults = opts.faults ? new FaultController() : null;
  try {
    await app.register(portalPlugin, { store, env, allowDevOrigins: opts.allowRemoteOverride ?? sandbox, faults, sandbox });
    await app.listen({ port: opts.port ?? 8080, host: opts.host ?? '0.0.0.0' });
  } catch (err) {
    await app.close();
    throw err;
  }
  const port = (app.server.address() as AddressInfo).port;
  const watcher = watchSettings
    ? new CanaryWatcher({
        ...watchSettings,
        periodMs: telemetry.periodMs,
        store,
        env,
        now: () => new Date(),
        source: { evidence: (name, version, from, to) => sideEvidence(app.db, name, version, from, to, telemetry.periodMs) },
        log: (line) => log(`watch: ${line}`),
      }).start()
    : null;
  return {
    url: `http://localhost:${port}`,
    port,
    env,
    storeDir: store.root,
    dataDir,
    app,
    faults,
    prepared,
    operatorToken,
    watcher,
    close: async () => {
      await watcher?.stop();
      faults?.releaseAll();
      await app.close();
    },
  };
}
