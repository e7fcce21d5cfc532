/**
 * Knows whether an app's dist/ is the build of its current sources, and builds it when not. The
 * version is the one rspack.base computes (package version + source hash, or BUILD_ID), so an
 * unchanged app is never rebuilt and republishing it is a no-op.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DeployError, REPO_ROOT, appDir, releaseUrl, type AppName } from '../apps';

export interface BuildState {
  app: AppName;
  /** The version the current sources build to. */
  expected: string;
  /** The version found in dist/mf-manifest.json, if any. */
  built: string | null;
  stale: boolean;
  reason: string;
}

/**
 * Loaded on demand: rspack.base pulls in rspack itself, which status/promote/rollback never need.
 * require, not import(): this file runs as CommonJS (tsx, jest), where import() would take the ESM
 * resolver, which does not find extensionless .ts files.
 */
async function computeVersion(app: AppName): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const base = require('../../../rspack.base') as typeof import('../../../rspack.base');
  return base.appVersion(appDir(app));
}

export function distDir(app: AppName): string {
  return path.join(appDir(app), 'dist');
}

export async function buildState(app: AppName): Promise<BuildState> {
  const expected = await computeVersion(app);
  const dist = distDir(app);
  const state = (built: string | null, reason: string): BuildState => ({ app, expected, built, stale: reason !== '', reason });
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return state(null, 'no build yet');
  let manifest: { metaData?: { buildInfo?: { buildVersion?: string }; publicPath?: string } };
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    return state(null, 'unreadable mf-manifest.json');
  }
  const built = manifest.metaData?.buildInfo?.buildVersion ?? null;
  if (built !== expected) return state(built, `sources changed (${built} → ${expected})`);
  if (app === 'shell') {
    // The shell's chunks are addressed from /shell/<version>/; a build for another path cannot be served.
    if (manifest.metaData?.publicPath !== releaseUrl('shell', expected)) {
      return state(built, `built for publicPath ${manifest.metaData?.publicPath}, needs ${releaseUrl('shell', expected)}`);
    }
    if (!existsSync(path.join(dist, 'index.html'))) return state(built, 'no index.html');
  } else if (!existsSync(path.join(dist, 'routes.json'))) {
    return state(built, 'no routes.json');
  }
  return state(built, '');
}

/** `npm run build -w <workspace>` with the shell's public path set to its versioned folder. */
export async function buildApp(app: AppName, version: string, log: (line: string) => void = () => {}): Promise<void> {
  const workspace = path.relative(REPO_ROOT, appDir(app));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  if (app === 'shell') env.SHELL_PUBLIC_PATH = releaseUrl('shell', version);
  const started = Date.now();
  const output: string[] = [];
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
    child.on('error', reject);
    child.on('close', (c) => resolve(c ?? 1));
  });
  if (code !== 0) {
    const tail = output.join('').split('\n').slice(-30).join('\n');
    throw new DeployError(`构建失败 build of ${app} failed (exit ${code}):\n${tail}`);
  }
  log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

/** Builds the app if its dist/ is missing or stale; returns the state after. */
export async function ensureBuilt(app: AppName, log: (line: string) => void = () => {}): Promise<BuildState> {
  const before = await buildState(app);
  if (!before.stale) return before;
  log(`building ${app} ${before.expected} (${before.reason})`);
  await buildApp(app, before.expected, log);
  const after = await buildState(app);
  if (after.stale) {
    // Sources edited during the build (others work in the same tree): publish what was built, it is
    // self-consistent, and the next start rebuilds.
    log(`note: ${app} sources changed during the build (${after.reason})`);
  }
  return after;
}
