/**
 * Layout of a release store (a plain folder, so it can be a volume, an rsync target or a bucket mirror):
 *
 *   <store>/<app>/<version>/          immutable release: the app's dist + .gz/.br siblings + .release.json
 *   <store>/pointers/<env>.json       what is live in an environment (the source of truth)
 *   <store>/history/<env>.jsonl       one line per change: who, when, verb, app, from, to
 *   <store>/live/<env>/remotes.json   served as /remotes.json (derived from the pointer on every change)
 *   <store>/live/<env>/index.html     the live shell's index.html, served for every SPA route
 */
import path from 'node:path';
import type { AppName, EnvName } from '../apps';

export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;
export const RELEASE_META = '.release.json';

export class StoreLayout {
  readonly root: string;
  constructor(root: string) {
    this.root = path.resolve(root);
  }
  appDir(app: AppName): string {
    return path.join(this.root, app);
  }
  versionDir(app: AppName, version: string): string {
    if (!VERSION_PATTERN.test(version)) throw new Error(`invalid version "${version}"`);
    return path.join(this.root, app, version);
  }
  pointerFile(env: EnvName): string {
    return path.join(this.root, 'pointers', `${env}.json`);
  }
  lockFile(env: EnvName): string {
    return path.join(this.root, 'pointers', `${env}.lock`);
  }
  historyFile(env: EnvName): string {
    return path.join(this.root, 'history', `${env}.jsonl`);
  }
  liveDir(env: EnvName): string {
    return path.join(this.root, 'live', env);
  }
}
