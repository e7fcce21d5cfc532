/**
 * Where the apps live in this repository: the deploy tool builds each workspace (`shell`,
 * `mf-<remote>`) and publishes its dist/ into the release store (@tcm/release), by default
 * `.release-store/` here.
 */
import path from 'node:path';
import type { AppName } from '@tcm/release';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/** The app's workspace folder (its dist/ is what gets published). */
export function appDir(app: AppName): string {
  return path.join(REPO_ROOT, app === 'shell' ? 'shell' : `mf-${app}`);
}

/** The release store the command and `npm start` use: RELEASE_STORE, or .release-store/ in the repository. */
export function defaultStoreDir(): string {
  return process.env.RELEASE_STORE ? path.resolve(process.env.RELEASE_STORE) : path.join(REPO_ROOT, '.release-store');
}
