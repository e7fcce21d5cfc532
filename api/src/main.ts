import path from 'node:path';
import { releaseOpsFromEnv, telemetryPeriodMs } from '@tcm/release';
import { buildApp, ConfigError, configured } from './app';
import { limitsFromEnv, parseTrustProxy } from './platform/limits';
import { newOperatorToken, OPERATOR_TOKEN_HEADER } from './platform/http/operatorBoundary';
import { storageFromEnv } from './platform/storage';

/** Standalone development server: `npm start -w @tcm/api`. Settings come from the environment (README). */
const repoRoot = path.resolve(__dirname, '../..');
const env = process.env;

const port = Number(env.PORT || Number(env.DEV_PORT_BASE || 3000) + 100);
const host = env.HOST || '0.0.0.0';
const sandbox = env.SANDBOX ? env.SANDBOX !== 'false' : env.NODE_ENV !== 'production';
// Sandbox: lets a client on another machine read SMS codes and run operator verbs (new at each start).
const operatorToken = sandbox ? env.OPERATOR_TOKEN || newOperatorToken() : undefined;

async function main(): Promise<void> {
  const app = await buildApp({
    operatorToken,
    dataDir: env.DATA_DIR || path.join(repoRoot, '.data/api'),
    // STORAGE=local (UPLOAD_DIR) or STORAGE=s3 (S3_*): see api/README.md.
    storage: storageFromEnv(env, path.join(repoRoot, '.data/uploads')),
    databaseUrl: env.DATABASE_URL || undefined,
    sandbox,
    backOfficeUrl: env.BACK_OFFICE_URL || undefined,
    seedDemoAccounts: env.SEED_DEMO_ACCOUNTS !== 'false',
    // LIMIT_* raise the abuse limits; TRUST_PROXY lists the web server(s) in front (api/README.md).
    limits: configured(() => limitsFromEnv(env)),
    trustProxy: configured(() => parseTrustProxy(env.TRUST_PROXY)),
    logger: true,
    // SWEEP_INTERVAL_MS: how often expired orders, visits and due payment results are recorded (0: off).
    sweepEveryMs: Number(env.SWEEP_INTERVAL_MS ?? 5000),
    warmUp: true,
    // RELEASE_STORE_DIR + RELEASE_ENV: the release store /ops acts on, as the portal server's (api/README.md).
    releases: configured(() => releaseOpsFromEnv(env)),
    // TELEMETRY_PERIOD_SECONDS: the telemetry's period, as `npm run deploy -- watch` reads it (api/README.md).
    telemetry: { periodMs: configured(() => telemetryPeriodMs(env)) },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port, host });
  app.log.info(`reference API on http://localhost:${port}/api (sandbox ${sandbox ? 'on' : 'off'})`);
  app.log.info(
    env.RELEASE_STORE_DIR
      ? `/ops acts on ${env.RELEASE_ENV} in the release store ${path.resolve(env.RELEASE_STORE_DIR)}`
      : '/ops: no release store (RELEASE_STORE_DIR), its buttons refuse',
  );
  if (operatorToken) {
    app.log.info(`operator token (${OPERATOR_TOKEN_HEADER} for /api/getCode and /sandbox/operator/* from another machine): ${operatorToken}`);
  }
}

main().catch((error) => {
  // A refused configuration is a sentence for the operator, not a stack trace.
  console.error(error instanceof ConfigError ? `✗ ${error.message}` : error);
  process.exit(1);
});
