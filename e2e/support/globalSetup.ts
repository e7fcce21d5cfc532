/**
 * Starts the composed portal the way a user does (`node scripts/start.mjs`), on a free port with a
 * fresh release store and database, and waits until it answers. Test files read its address from
 * the file named by E2E_PORTAL_FILE. Building the apps happens here on a fresh machine.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/net';
import { ARTIFACTS, ROOT, type PortalInfo } from './paths';

async function waitUntilUp(url: string, child: ReturnType<typeof spawn>, minutes: number): Promise<void> {
  const deadline = Date.now() + minutes * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}; see ${ARTIFACTS}/portal.log`);
    try {
      const res = await fetch(`${url}/remotes.json`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the portal did not answer within ${minutes} minutes; see ${ARTIFACTS}/portal.log`);
}

export default async function globalSetup(): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tcm-e2e-'));
  const storeDir = path.join(tmp, 'store');
  const dataDir = path.join(tmp, 'data');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  process.env.E2E_PORTAL_FILE = path.join(ARTIFACTS, `portal-${process.pid}.json`);
  const log = openSync(path.join(ARTIFACTS, 'portal.log'), 'w');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RELEASE_STORE: storeDir,
      DATA_DIR: dataDir,
      SANDBOX: 'true',
      NODE_ENV: 'test',
      // The canary journey (issues 23, 31) in seconds, not minutes: small windows and minimums, a quick
      // watcher, a short healthy period, frequent telemetry beacons and 5 s telemetry periods (the
      // watcher counts from the first whole period after a canary's start; a minute in production).
      // Its browsers speak from addresses of their own, as people do: the test's requests carry
      // X-Forwarded-For, believed from this machine only. No other journey runs a canary.
      TRUST_PROXY: '127.0.0.1',
      // Several journeys log in by SMS as the demo doctor; a phone's 60 s between two codes would
      // make one journey fail when it happens to run right after another (the sending limit itself
      // is tested in api/test/sms.test.ts and instances.test.ts).
      LIMIT_SMS_RESEND_SECONDS: '5',
      CANARY_MIN_VIEWS: '40',
      CANARY_MIN_SOURCES: '20',
      CANARY_CHECK_SECONDS: '1',
      CANARY_WINDOW_SECONDS: '600',
      CANARY_PROMOTE_AFTER_SECONDS: '8',
      TELEMETRY_FLUSH_SECONDS: '1',
      TELEMETRY_PERIOD_SECONDS: '5',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  await waitUntilUp(url, child, 15);
  const info: PortalInfo = { url, pid: child.pid!, storeDir, dataDir };
  writeFileSync(process.env.E2E_PORTAL_FILE, JSON.stringify(info, null, 2));
  child.unref();
}
