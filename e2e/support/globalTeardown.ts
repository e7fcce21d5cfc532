import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { portalFile, type PortalInfo } from './paths';

export default async function globalTeardown(): Promise<void> {
  const file = portalFile();
  if (!existsSync(file)) return;
  const info = JSON.parse(readFileSync(file, 'utf8')) as PortalInfo;
  try {
    process.kill(-info.pid, 'SIGTERM'); // the whole process group: start.mjs and anything it spawned
  } catch {
    // already gone
  }
  await new Promise((r) => setTimeout(r, 500));
  rmSync(path.dirname(info.storeDir), { recursive: true, force: true });
  rmSync(file, { force: true });
}
