import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PORTAL_FILE, type PortalInfo } from './paths';

export default async function globalTeardown(): Promise<void> {
  if (!existsSync(PORTAL_FILE)) return;
  const info = JSON.parse(readFileSync(PORTAL_FILE, 'utf8')) as PortalInfo;
  try {
    process.kill(-info.pid, 'SIGTERM'); // the whole process group: start.mjs and anything it spawned
  } catch {
    // already gone
  }
  await new Promise((r) => setTimeout(r, 500));
  rmSync(path.dirname(info.storeDir), { recursive: true, force: true });
  rmSync(PORTAL_FILE, { force: true });
}
