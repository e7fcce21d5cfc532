/**
 * Debian's nginx with the portal's production configuration (deploy/nginx/portal.conf.template,
 * rendered by deploy/src/nginx/render.ts) in front of SEVERAL API instances: the release store's
 * files served by nginx, /api, /uploads and /sandbox balanced over the instances (round robin), as
 * a deployment with more than one API process runs. Runs on 127.0.0.1 only, removed by stop().
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EnvName } from '@tcm/release';
import { renderNginx } from '../../deploy/src/nginx/render';
import { freePort } from '../../scripts/lib/net';

export const NGINX = '/usr/sbin/nginx';

export interface NginxFront {
  url: string;
  errorLog(): string;
  stop(): Promise<void>;
}

export async function startNginxFront(opts: { storeDir: string; env: EnvName; upstreams: string[]; sandbox?: boolean }): Promise<NginxFront> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: apt-get install nginx (CI's .ci/run does)`);
  if (!opts.upstreams.length) throw new Error('at least one API instance');
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'tcm-front-'));
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  const port = await freePort();
  const errorLogFile = path.join(prefix, 'error.log');
  let conf = renderNginx({
    storeDir: opts.storeDir,
    env: opts.env,
    apiUpstream: opts.upstreams[0],
    listen: `127.0.0.1:${port}`,
    // Workers of a root master would drop to "nobody", which cannot read mkdtemp's 0700 folders.
    user: process.getuid?.() === 0 ? 'root' : undefined,
    pidFile: path.join(prefix, 'nginx.pid'),
    errorLog: errorLogFile,
    accessLog: path.join(prefix, 'access.log'),
    tempDir: path.join(prefix, 'temp'),
    brotli: 'auto',
    allowDevOrigins: false,
    sandbox: opts.sandbox,
  });
  // The template has one `server` line in `upstream portal_api`; a deployment lists each instance.
  const single = `server ${opts.upstreams[0]};`;
  if (conf.split(single).length !== 2) throw new Error(`nginx template: expected one "${single}" line in upstream portal_api`);
  conf = conf.replace(single, opts.upstreams.map((u) => `server ${u};`).join('\n        '));
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, conf);
  const child = spawn(NGINX, ['-p', prefix, '-c', confFile, '-e', errorLogFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => (existsSync(errorLogFile) ? readFileSync(errorLogFile, 'utf8') : '');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 3000)))]);
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited: ${stderr}\n${errorLog()}`);
    }
    try {
      if ((await fetch(`${url}/remotes.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer within 20 s: ${stderr}\n${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, errorLog, stop };
}
