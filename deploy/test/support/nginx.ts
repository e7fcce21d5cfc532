/**
 * Runs Debian's nginx with the portal config rendered for a temporary store. The test fails with
 * the install command when nginx is missing (CI's .ci/run installs it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EnvName } from '@tcm/release';
import { renderNginx } from '../../src/nginx/render';
import { tempDir } from '@tcm/release/testing';
import { freePort, waitFor } from './http';

export const NGINX = '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  conf: string;
  errorLog: () => string;
  stop: () => Promise<void>;
}

export function requireNginx(): void {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx not found at ${NGINX}: install Debian's package (apt-get install nginx); CI's .ci/run does`);
  }
}

export async function startNginx(opts: {
  storeDir: string;
  env: EnvName;
  apiUpstream: string;
  allowDevOrigins?: boolean;
  sandbox?: boolean;
}): Promise<RunningNginx> {
  requireNginx();
  const prefix = tempDir('tcm-nginx-');
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  const port = await freePort();
  // Workers of a root master would drop to "nobody", which cannot read mkdtemp's 0700 folders.
  const asRoot = process.getuid?.() === 0;
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    renderNginx({
      storeDir: opts.storeDir,
      env: opts.env,
      apiUpstream: opts.apiUpstream,
      listen: `127.0.0.1:${port}`,
      user: asRoot ? 'root' : undefined,
      pidFile: path.join(prefix, 'nginx.pid'),
      errorLog: path.join(prefix, 'error.log'),
      accessLog: path.join(prefix, 'access.log'),
      tempDir: path.join(prefix, 'temp'),
      brotli: 'auto',
      allowDevOrigins: opts.allowDevOrigins,
      sandbox: opts.sandbox,
    }),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => (existsSync(path.join(prefix, 'error.log')) ? readFileSync(path.join(prefix, 'error.log'), 'utf8') : '');
  try {
    await Promise.race([
      waitFor(`${url}/remotes.json`),
      exited.then(() => {
        throw new Error(`nginx exited: ${stderr}\n${errorLog()}`);
      }),
    ]);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url,
    conf,
    errorLog,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    },
  };
}
