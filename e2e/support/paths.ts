import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const ARTIFACTS = path.join(ROOT, '.e2e-artifacts');

/**
 * Where this run's portal address and folders are written for the test files. One file per run
 * (globalSetup names it in the environment), so two suites running at once never share a portal.
 */
export function portalFile(): string {
  return process.env.E2E_PORTAL_FILE ?? path.join(ARTIFACTS, 'portal.json');
}

export interface PortalInfo {
  url: string;
  pid: number;
  storeDir: string;
  dataDir: string;
}
