/**
 * What a release folder holds and how it is read back: the MF manifest (version, shared deps), the
 * route table, and .release.json (content hash and who published it). Parsing failures become
 * plain-language errors because they surface in the promote checks.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RouteMeta } from '@tcm/shared/routes';
import { DeployError, type AppName } from '../apps';
import { RELEASE_META, StoreLayout, VERSION_PATTERN } from './layout';

export interface SharedDep {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export interface MfManifest {
  name: string;
  metaData: { name: string; buildInfo: { buildVersion: string }; publicPath?: string };
  shared: SharedDep[];
}

export interface ReleaseMeta {
  app: AppName;
  version: string;
  /** sha256 over the published files' paths and bytes (the precompressed siblings are derived, not hashed). */
  contentHash: string;
  files: number;
  bytes: number;
  publishedAt: string;
  publishedBy: string;
}

/**
 * build.json (build-config/buildInfoPlugin.ts): what a build needs from, or gives to, the other apps at
 * run time beyond the shared versions of the MF manifest. Releases built before it existed have none.
 */
export interface BuildInfo {
  /**
   * The shell `provides` its MF runtime-core to the remotes, `provides-bundler` also its bundler runtime;
   * a remote built `external` has no runtime-core of its own, `external-bundler` no bundler runtime either.
   */
  mfRuntime?: 'provides' | 'external' | 'provides-bundler' | 'external-bundler';
  arco?: {
    /** The components the build's shared Arco holds; `all`: the whole library (not tree-shaken). */
    provides: string[] | 'all';
    /** The components the app's own code (and the shared package) imports. */
    needs: string[];
  };
  /** Shell only: the shared entries only remotes import, which its manifest leaves out by design. */
  sharedAmongRemotes?: string[];
}

export function readBuildInfo(dir: string): BuildInfo | null {
  const file = path.join(dir, 'build.json');
  if (!existsSync(file)) return null;
  const info = parseJson(file, 'build.json') as BuildInfo;
  const list = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
  if (!info || typeof info !== 'object' || (info.arco && !((info.arco.provides === 'all' || list(info.arco.provides)) && list(info.arco.needs)))) {
    throw new DeployError(`build.json 的内容无效 is not a valid build description (${dir})`);
  }
  return info;
}

/** Build details not needed at run time (and full of the build machine's paths): never published. */
export const UNPUBLISHED_FILES = new Set(['mf-stats.json']);
export const PRECOMPRESSED = ['.br', '.gz'];

const ACCESS = new Set(['public', 'login', 'prescriber']);
const LAYOUT = new Set(['main', 'bare']);

function parseJson(file: string, what: string): unknown {
  if (!existsSync(file)) throw new DeployError(`缺少 ${what} missing: ${file}`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new DeployError(`${what} 无法解析 does not parse (${file}): ${(err as Error).message}`);
  }
}

export function readManifest(dir: string): MfManifest {
  const m = parseJson(path.join(dir, 'mf-manifest.json'), 'mf-manifest.json') as Partial<MfManifest>;
  const version = m?.metaData?.buildInfo?.buildVersion;
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version)) {
    throw new DeployError(`mf-manifest.json 没有有效版本 has no valid metaData.buildInfo.buildVersion (${dir})`);
  }
  if (!Array.isArray(m.shared)) throw new DeployError(`mf-manifest.json 缺少 shared 列表 has no "shared" list (${dir})`);
  for (const s of m.shared) {
    if (typeof s?.name !== 'string' || typeof s.version !== 'string') {
      throw new DeployError(`mf-manifest.json 的 shared 条目无效 has an invalid shared entry (${dir})`);
    }
  }
  return m as MfManifest;
}

export function readRoutes(dir: string): RouteMeta[] {
  const routes = parseJson(path.join(dir, 'routes.json'), 'routes.json');
  if (!Array.isArray(routes)) throw new DeployError(`routes.json 不是数组 is not a list (${dir})`);
  routes.forEach((r: Partial<RouteMeta>, i) => {
    const bad =
      typeof r?.path !== 'string' || !r.path.startsWith('/')
        ? 'path'
        : typeof r.title !== 'string'
          ? 'title'
          : !ACCESS.has(r.access as string)
            ? 'access'
            : !LAYOUT.has(r.layout as string)
              ? 'layout'
              : null;
    if (bad) throw new DeployError(`routes.json 第 ${i + 1} 条路由的 ${bad} 无效 route #${i + 1} has an invalid "${bad}" (${dir})`);
  });
  return routes as RouteMeta[];
}

/** Relative paths of every file under dir, sorted, '/' separated. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel))) {
      const r = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(dir, r)).isDirectory()) walk(r);
      else out.push(r);
    }
  };
  walk('');
  return out.sort();
}

/** The files of a dist folder that make up its release. */
export function releaseFiles(distDir: string): string[] {
  return listFiles(distDir).filter((f) => !UNPUBLISHED_FILES.has(f));
}

export function hashFiles(dir: string, files: string[]): { hash: string; bytes: number } {
  const hash = createHash('sha256');
  let bytes = 0;
  for (const f of files) {
    const buf = readFileSync(path.join(dir, f));
    bytes += buf.length;
    hash.update(f).update('\0').update(String(buf.length)).update('\0').update(buf);
  }
  return { hash: hash.digest('hex'), bytes };
}

export function readReleaseMeta(store: StoreLayout, app: AppName, version: string): ReleaseMeta | null {
  const file = path.join(store.versionDir(app, version), RELEASE_META);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as ReleaseMeta;
}

/** Every complete release of an app, oldest first (temp folders of a publish in progress are skipped). */
export function listReleases(store: StoreLayout, app: AppName): ReleaseMeta[] {
  const dir = store.appDir(app);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((v) => VERSION_PATTERN.test(v))
    .map((v) => readReleaseMeta(store, app, v))
    .filter((m): m is ReleaseMeta => m !== null)
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version));
}

export function releaseExists(store: StoreLayout, app: AppName, version: string): boolean {
  return VERSION_PATTERN.test(version) && readReleaseMeta(store, app, version) !== null;
}
