import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
/** Where the running portal's address and folders are written for the test files. */
export const ARTIFACTS = path.join(ROOT, '.e2e-artifacts');
export const PORTAL_FILE = path.join(ARTIFACTS, 'portal.json');

export interface PortalInfo {
  url: string;
  pid: number;
  storeDir: string;
  dataDir: string;
}
