import path from 'node:path';
import { buildApp } from './app';

/** Standalone development server: `npm start -w @tcm/api`. Settings come from the environment (README). */
const repoRoot = path.resolve(__dirname, '../..');
const env = process.env;

const port = Number(env.PORT || Number(env.DEV_PORT_BASE || 3000) + 100);
const host = env.HOST || '0.0.0.0';
const sandbox = env.SANDBOX ? env.SANDBOX !== 'false' : env.NODE_ENV !== 'production';

async function main(): Promise<void> {
  const app = await buildApp({
    dataDir: env.DATA_DIR || path.join(repoRoot, '.data/api'),
    uploadDir: env.UPLOAD_DIR || path.join(repoRoot, '.data/uploads'),
    databaseUrl: env.DATABASE_URL || undefined,
    sandbox,
    backOfficeUrl: env.BACK_OFFICE_URL || undefined,
    seedDemoAccounts: env.SEED_DEMO_ACCOUNTS !== 'false',
    logger: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port, host });
  app.log.info(`reference API on http://localhost:${port}/api (sandbox ${sandbox ? 'on' : 'off'})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
