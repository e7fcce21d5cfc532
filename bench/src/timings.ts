/**
 * What is timed but never asserted: the API's latency under a steady load (bench/src/apiLoad.mjs, in a child
 * process) and production build times (rspack into a temporary folder, so no app's dist/ — which
 * `npm start` and the e2e suite publish from — is touched).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiLatency, BuildTimes } from './types';

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** GET /api/getInfo with the token at `rate` requests per second for `seconds`. */
export async function apiLatency(root: string, base: string, token: string, rate = 200, seconds = 10): Promise<ApiLatency> {
  const out = await run(
    process.execPath,
    [path.join(root, 'bench/src/apiLoad.mjs'), `${base}/api/getInfo`, token, String(rate), String(seconds)],
    root,
    process.env,
  );
  if (out.code !== 0) throw new Error(`the load generator failed (${out.code}): ${out.stderr.slice(-2000)}`);
  return JSON.parse(out.stdout.trim().split('\n').pop()!) as ApiLatency;
}

export const APP_DIRS: Record<string, string> = {
  shell: 'shell',
  account: 'mf-account',
  clinic: 'mf-clinic',
  commerce: 'mf-commerce',
  certification: 'mf-certification',
};

/**
 * Every app's production build, one after another as `npm run build` runs them (the full build is
 * their sum), each app's time being that app built alone.
 */
export async function buildTimes(root: string, log: (line: string) => void): Promise<BuildTimes> {
  const out = mkdtempSync(path.join(os.tmpdir(), 'tcm-bench-build-'));
  const rspack = path.join(root, 'node_modules/@rspack/cli/bin/rspack.js');
  const apps: Record<string, number> = {};
  try {
    for (const [app, dir] of Object.entries(APP_DIRS)) {
      const started = Date.now();
      const r = await run(process.execPath, [rspack, 'build', '-c', 'rspack.config.ts', '-o', path.join(out, app)], path.join(root, dir), {
        ...process.env,
        NODE_ENV: 'production',
      });
      if (r.code !== 0) throw new Error(`build of ${app} failed (${r.code}):\n${(r.stdout + r.stderr).slice(-3000)}`);
      apps[app] = Date.now() - started;
      log(`built ${app} in ${(apps[app] / 1000).toFixed(1)} s`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return { full: Object.values(apps).reduce((a, b) => a + b, 0), apps };
}
