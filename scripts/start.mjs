#!/usr/bin/env node
/**
 * `npm start`: build what is missing or stale, publish every app into the release store, make it
 * live in the `local` environment, and serve shell + remotes + pointer + API on ONE port.
 * A second run reuses the database, the uploads and the store, and rebuilds nothing unchanged.
 *
 * Environment: PORT (8080), HOST (0.0.0.0), RELEASE_STORE (<repo>/.release-store),
 * DATA_DIR (<repo>/.data: pg/ and uploads/), DATABASE_URL (PostgreSQL instead of PGlite),
 * SANDBOX (true; "false" turns the sandbox providers off; refused with NODE_ENV=production),
 * OPERATOR_TOKEN (sandbox: the token another machine sends to read SMS codes and run operator verbs;
 * a new random one at each start when unset), FAULTS (tests only: enables /__faults).
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
    operatorToken: env.OPERATOR_TOKEN || undefined,
    faults: flag(env.FAULTS, false),
    env: 'local',
  });
} catch (err) {
  const known = ['DeployError', 'CheckFailed', 'ConfigError'].includes(err?.name);
  console.error(`\n✗ ${known ? err.message : (err?.stack ?? err)}`);
  process.exit(1);
}

const doctor = DEMO_ACCOUNTS.doctor;
const user = DEMO_ACCOUNTS.user;
// Sandbox: SMS codes and operator verbs answer this machine, or another one with the token.
const sandboxLines = portal.operatorToken
  ? `
  演示环境 sandbox: SMS codes are not sent; read them on ${portal.url}/GetCode (from this machine only)
  运维口令 operator token: ${portal.operatorToken}
    another machine sends it as the X-Operator-Token header to read SMS codes or run operator verbs:
    npm run operator -w @tcm/api -- list-applications --api http://<this host>:${portal.port} --token ${portal.operatorToken}`
  : `
  SANDBOX=false: no SMS gateway is configured, SMS codes cannot be sent`;
console.log(`
中医健康门户已启动 The portal is running (${((Date.now() - started) / 1000).toFixed(1)}s)

  ${portal.url}/

  演示账号 demo accounts (password ${DEMO_PASSWORD}):
    医生 doctor ${doctor.phone} (${doctor.userName})    普通用户 user ${user.phone}
${sandboxLines}
  release store ${portal.storeDir} (env local) · data ${portal.dataDir}${env.DATABASE_URL ? ' · PostgreSQL from DATABASE_URL' : ''}
  npm run deploy -- status    shows what is live; Ctrl-C stops
`);
