/**
 * Debian's nginx with the portal's production configuration (deploy/nginx/portal.conf.template,
 * rendered by deploy/src/nginx/render.ts) in front of one or SEVERAL API instances: the release store's
 * files served by nginx, /api, /uploads and /sandbox balanced over the instances (round robin), as
 * a deployment with more than one API process runs (e2e's instances journey). With `tls`, HTTPS and
 * HTTP/2 on a throwaway self-signed certificate (the bench's production path, `npm run bench -- --nginx`).
 * Runs on 127.0.0.1 only, removed by stop().
 */
import { execFileSync, spawn } from 'node:child_process';
import https from 'node:https';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EnvName } from '@tcm/release';
import { renderNginx } from '../../deploy/src/nginx/render';
import { freePort } from '../../scripts/lib/net';

export const NGINX = '/usr/sbin/nginx';

export interface NginxFront {
  url: string;
  /**
   * With `tls`: the certificate's public key hash, for Chromium's --ignore-certificate-errors-spki-list
   * (the browser then treats the throwaway certificate as valid: HTTP/2, caching and preloads as in production).
   */
  spki?: string;
  errorLog(): string;
  stop(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 and localhost in `dir`, and its SPKI hash (base64 SHA-256). */
function throwawayCertificate(dir: string): { certificate: string; key: string; spki: string } {
  const certificate = path.join(dir, 'front.crt');
  const key = path.join(dir, 'front.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  const publicKey = execFileSync('openssl', ['x509', '-pubkey', '-noout', '-in', certificate]);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
  return { certificate, key, spki };
}

/** GET url answers 2xx; the throwaway certificate is not checked. */
function answers(url: string): Promise<boolean> {
  if (!url.startsWith('https:'))
    return fetch(url).then(
      (r) => r.ok,
      () => false,
    );
  return new Promise((resolve) => {
    const req = https.get(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve((res.statusCode ?? 500) < 300);
    });
    req.on('error', () => resolve(false));
  });
}

export async function startNginxFront(opts: { storeDir: string; env: EnvName; upstreams: string[]; sandbox?: boolean; tls?: boolean }): Promise<NginxFront> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: apt-get install nginx (CI's .ci/run does)`);
  if (!opts.upstreams.length) throw new Error('at least one API instance');
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'tcm-front-'));
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  const port = await freePort();
  const errorLogFile = path.join(prefix, 'error.log');
  const tls = opts.tls ? throwawayCertificate(prefix) : null;
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
    ...(tls ? { tls: { certificate: tls.certificate, key: tls.key } } : {}),
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
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
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
    if (await answers(`${url}/remotes.json`)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer within 20 s: ${stderr}\n${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, errorLog, stop, ...(tls ? { spki: tls.spki } : {}) };
}
