#!/usr/bin/env node
/**
 * `npm start`: build what is missing or stale, publish every app into the release store, make it
 * live in the `local` environment, and serve shell + remotes + pointer + API on ONE port.
 * A second run reuses the database, the uploads and the store, and rebuilds nothing unchanged.
 *
 * Environment: PORT (8080), HOST (0.0.0.0), RELEASE_STORE (<repo>/.release-store),
 * DATA_DIR (<repo>/.data: pg/ and uploads/), DATABASE_URL (PostgreSQL instead of PGlite),
 * SANDBOX (true; "false" turns the sandbox providers off), FAULTS (tests only: enables /__faults).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const env = process.env;
const flag = (value, fallback) => (value === undefined || value === '' ? fallback : !/^(false|0|no|off)$/i.test(value));

const started = Date.now();
const { startPortal } = await tsImport('../deploy/src/server/start.ts', import.meta.url);
const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await tsImport('../shared/src/demoAccounts.ts', import.meta.url);

let portal;
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    if (!portal) process.exit(130); // still building: nothing to close
    console.log(`\n${signal}: stopping the portal`);
    await portal.close().catch((err) => console.error(err));
    process.exit(0);
  });
}

try {
  portal = await startPortal({
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    storeDir: env.RELEASE_STORE ? path.resolve(env.RELEASE_STORE) : path.join(root, '.release-store'),
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(root, '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    sandbox: flag(env.SANDBOX, true),
    faults: flag(env.FAULTS, false),
    env: 'local',
  });
} catch (err) {
  console.error(`\n✗ ${err?.name === 'DeployError' || err?.name === 'CheckFailed' ? err.message : err?.stack ?? err}`);
  process.exit(1);
}

const doctor = DEMO_ACCOUNTS.doctor;
const user = DEMO_ACCOUNTS.user;
console.log(`
中医健康门户已启动 The portal is running (${((Date.now() - started) / 1000).toFixed(1)}s)

  ${portal.url}/

  演示账号 demo accounts (password ${DEMO_PASSWORD}):
    医生 doctor ${doctor.phone} (${doctor.userName})    普通用户 user ${user.phone}
    短信验证码 SMS codes: sandbox mode shows them (also POST /api/getCode)
  release store ${portal.storeDir} (env local) · data ${portal.dataDir}${env.DATABASE_URL ? ' · PostgreSQL from DATABASE_URL' : ''}
  npm run deploy -- status    shows what is live; Ctrl-C stops
`);
