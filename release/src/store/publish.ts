/**
 * Publishing: copy a built dist/ into `<store>/<app>/<version>/`, never altering an existing version.
 * The copy is assembled in a temp folder and renamed into place, so a reader (the server, a promote)
 * never sees a half-written release.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DeployError, releaseUrl, type AppName } from '../apps';
import { RELEASE_META, StoreLayout } from './layout';
import { precompressDir } from './precompress';
import { hashFiles, readManifest, readReleaseMeta, readRoutes, releaseFiles, type ReleaseMeta } from './release';
import { currentUser } from './who';

export interface PublishOptions {
  /** The built dist/ to copy (the app's own, or a CI artefact). Building is the caller's (deploy's), never the store's. */
  distDir: string;
  log?: (line: string) => void;
}

export interface PublishResult {
  app: AppName;
  version: string;
  /** published: new folder; unchanged: the same content was already there. */
  status: 'published' | 'unchanged';
  dir: string;
  files: number;
  bytes: number;
}

/** Checks that a dist folder is a complete, servable build of the app; returns its version. */
export function validateDist(app: AppName, dir: string): string {
  const manifest = readManifest(dir);
  const version = manifest.metaData.buildInfo.buildVersion;
  if (app === 'shell') {
    if (!existsSync(path.join(dir, 'index.html'))) throw new DeployError(`shell 构建缺少 index.html missing in ${dir}`);
    const want = releaseUrl('shell', version);
    if (manifest.metaData.publicPath !== want) {
      throw new DeployError(
        `shell 的 publicPath 是 ${manifest.metaData.publicPath}，应为 ${want}; the shell was built for another path. ` +
          `Rebuild with SHELL_PUBLIC_PATH=${want} (npm run deploy -- publish shell does this).`,
      );
    }
  } else {
    if (manifest.name !== app && manifest.metaData.name !== app) {
      throw new DeployError(`${dir} 是 ${manifest.metaData.name} 的构建，不是 ${app}; this is a build of "${manifest.metaData.name}", not "${app}"`);
    }
    readRoutes(dir);
  }
  return version;
}

export async function publish(store: StoreLayout, app: AppName, opts: PublishOptions): Promise<PublishResult> {
  const log = opts.log ?? (() => {});
  const dist = opts.distDir;
  const version = validateDist(app, dist);
  const files = releaseFiles(dist);
  const { hash, bytes } = hashFiles(dist, files);
  const target = store.versionDir(app, version);

  const existing = readReleaseMeta(store, app, version);
  if (existing) return compareExisting(existing, hash, target, files.length, bytes);

  const tmp = path.join(store.appDir(app), `.tmp-${version}-${process.pid}-${Date.now()}`);
  mkdirSync(tmp, { recursive: true });
  try {
    for (const f of files) {
      mkdirSync(path.dirname(path.join(tmp, f)), { recursive: true });
      copyFileSync(path.join(dist, f), path.join(tmp, f));
    }
    await precompressDir(tmp, files);
    const meta: ReleaseMeta = {
      app,
      version,
      contentHash: hash,
      files: files.length,
      bytes,
      publishedAt: new Date().toISOString(),
      publishedBy: currentUser(),
    };
    writeFileSync(path.join(tmp, RELEASE_META), `${JSON.stringify(meta, null, 2)}\n`);
    if (existsSync(target)) {
      // A folder without .release.json is debris of an interrupted copy from an older tool: replace it.
      rmSync(target, { recursive: true, force: true });
    }
    try {
      renameSync(tmp, target);
    } catch (err) {
      // Someone published the same version meanwhile: theirs stands, compare with it.
      const raced = readReleaseMeta(store, app, version);
      if (raced) return compareExisting(raced, hash, target, files.length, bytes);
      throw err;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  log(`published ${app} ${version} (${files.length} files, ${(bytes / 1024).toFixed(0)} KiB)`);
  return { app, version, status: 'published', dir: target, files: files.length, bytes };
}

function compareExisting(existing: ReleaseMeta, hash: string, dir: string, files: number, bytes: number): PublishResult {
  if (existing.contentHash !== hash) {
    throw new DeployError(
      `版本 ${existing.app} ${existing.version} 已存在且内容不同，拒绝覆盖。 ` +
        `Version ${existing.version} of ${existing.app} already exists with different content ` +
        `(published ${existing.publishedAt} by ${existing.publishedBy}); releases are immutable. ` +
        `Bump the package version or set BUILD_ID.`,
    );
  }
  return { app: existing.app, version: existing.version, status: 'unchanged', dir, files, bytes };
}
