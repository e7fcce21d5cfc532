/**
 * Knows whether an app's dist/ is the build of its current sources, and builds it when not. The
 * version is the one build-config/appVersion.ts computes (package version + source hash, or BUILD_ID), so an
 * unchanged app is never rebuilt and republishing it is a no-op.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeployError, releaseUrl, type AppName, withLock } from '@tcm/release';
import { REPO_ROOT, appDir } from './apps';

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
 * The versions build-config/appVersion.ts gives the apps' current sources. Asked of a child process that
 * loads the build configuration as the build does (through tsx), not of this module, which runs as
 * CommonJS under jest; one child answers for all apps at once.
 */
export async function expectedVersions(apps: AppName[]): Promise<Record<string, string>> {
  const script =
    `const { appVersion } = require(${JSON.stringify(path.join(REPO_ROOT, 'build-config/appVersion.ts'))});` +
    `const dirs = ${JSON.stringify(Object.fromEntries(apps.map((a) => [a, appDir(a)])))};` +
    `process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(dirs).map(([a, d]) => [a, appVersion(d)]))));`;
  const out = await run(process.execPath, ['--import', 'tsx', '-e', script], process.env);
  if (out.code !== 0) throw new DeployError(`无法计算版本 could not compute app versions:\n${out.output}`);
  return JSON.parse(out.stdout) as Record<string, string>;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    const output: string[] = [];
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      output.push(d.toString());
    });
    child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
    child.on('error', reject);
    child.on('close', (c) => resolve({ code: c ?? 1, stdout, output: output.join('').split('\n').slice(-30).join('\n') }));
  });
}

export function distDir(app: AppName): string {
  return path.join(appDir(app), 'dist');
}

export async function buildState(app: AppName, expectedVersion?: string): Promise<BuildState> {
  const expected = expectedVersion ?? (await expectedVersions([app]))[app];
  const dist = distDir(app);
  const state = (built: string | null, reason: string): BuildState => ({ app, expected, built, stale: reason !== '', reason });
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return state(null, 'no build yet');
  let manifest: { metaData?: { buildInfo?: { buildVersion?: string }; publicPath?: string } };
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as typeof manifest;
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
  const out = await run('npm', ['run', 'build', '-w', workspace], env);
  if (out.code !== 0) throw new DeployError(`构建失败 build of ${app} failed (exit ${out.code}):\n${out.output}`);
  log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

/**
 * Two builds of one app at once (npm start and a publish, two checkouts' tests) would clean each
 * other's dist/; the lock lives in the temp folder so it never shows up in anyone's working tree.
 */
function buildLockFile(app: AppName): string {
  const key = createHash('sha256').update(REPO_ROOT).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `tcm-build-${key}-${app}.lock`);
}

/** Builds the app unless dist/ is already the build of `expected` (checked again under the lock). */
export async function buildIfStale(app: AppName, expected: string, log: (line: string) => void = () => {}): Promise<BuildState> {
  return withLock(
    buildLockFile(app),
    async () => {
      const state = await buildState(app, expected);
      if (state.stale) {
        log(`building ${app} ${expected} (${state.reason})`);
        await buildApp(app, expected, log);
      }
      return state;
    },
    10 * 60_000,
    10 * 60_000,
  );
}

/** Builds the app if its dist/ is missing or stale; returns the state after. */
export async function ensureBuilt(app: AppName, log: (line: string) => void = () => {}): Promise<BuildState> {
  const before = await buildState(app);
  if (!before.stale) return before;
  await buildIfStale(app, before.expected, log);
  const after = await buildState(app);
  if (after.stale) {
    // Sources edited during the build (others work in the same tree): publish what was built, it is
    // self-consistent, and the next start rebuilds.
    log(`note: ${app} sources changed during the build (${after.reason})`);
  }
  return after;
}
