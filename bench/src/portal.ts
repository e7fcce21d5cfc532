/**
 * The portal under measurement: one already running (--url), or one this bench starts the way
 * `npm start` does (scripts/start.mjs → deploy's startPortal) in a child process of its own, on a
 * free port, with a temporary database and the release store `npm start` uses (or --store): an
 * already built and published store is reused as it is, nothing unchanged is rebuilt.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/net';

/** The demo user of shared/src/demoAccounts.ts (an ordinary user: /apply is theirs). */
export const DEMO_USER = { phone: '13800000008', password: 'tcm123456' };
/** The certified demo doctor, who owns the seeded patients and their prescription. */
export const DEMO_DOCTOR = { phone: '13800000006', password: 'tcm123456' };

export interface RunningPortal {
  url: string;
  /** Seconds the start took (build/publish included), null for --url. */
  startSeconds: number | null;
  /** The release store it serves, when this bench started it (null for --url). */
  storeDir: string | null;
  close(): Promise<void>;
}

export interface StartOptions {
  /** The checkout whose scripts/start.mjs is run (its apps are built and published). */
  root: string;
  /** Release store (default: $RELEASE_STORE or <root>/.release-store, as npm start). */
  storeDir?: string;
  logFile: string;
  log: (line: string) => void;
}

export async function startPortal(opts: StartOptions): Promise<RunningPortal> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tcm-bench-data-'));
  mkdirSync(path.dirname(opts.logFile), { recursive: true });
  const out = openSync(opts.logFile, 'w');
  const storeDir = opts.storeDir ?? process.env.RELEASE_STORE ?? path.join(opts.root, '.release-store');
  const started = Date.now();
  opts.log(
    `starting the portal (${path.relative(process.cwd(), path.join(opts.root, 'scripts/start.mjs')) || 'scripts/start.mjs'}) on ${url}, store ${storeDir}; log ${opts.logFile}`,
  );
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: opts.root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RELEASE_STORE: storeDir,
      DATA_DIR: dataDir,
      // As in production: no sandbox providers, no dev origins in the CSP, no sandbox-only routes.
      SANDBOX: 'false',
    },
    stdio: ['ignore', out, out],
    detached: true, // its own process group: closing ends start.mjs and anything it spawned
  });
  const close = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`the portal exited with ${child.exitCode}; see ${opts.logFile}`);
    }
    try {
      const res = await fetch(`${url}/remotes.json`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`the portal did not answer within 15 minutes; see ${opts.logFile}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, startSeconds: (Date.now() - started) / 1000, storeDir, close };
}

export function usePortal(url: string): RunningPortal {
  return { url: url.replace(/\/+$/, ''), startSeconds: null, storeDir: null, close: async () => {} };
}

/** Logs a demo account in through the API, as the login page does; the token goes into the Admin-Token cookie. */
export async function login(base: string, account = DEMO_USER): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: account.phone,
      phoneMd5: createHash('md5').update(account.phone).digest('hex'),
      type: 'pwd',
      password: account.password,
    }),
  });
  const body = (await res.json()) as { token?: string; msg?: string };
  if (!body.token) throw new Error(`${base}: the login of ${account.phone} failed: ${body.msg ?? res.status}`);
  return body.token;
}

/** The live version of every app: the shell's from the page, the remotes' from the pointer. */
export async function liveVersions(base: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  try {
    const html = await (await fetch(`${base}/`)).text();
    const shell = /\/shell\/([^/"]+)\//.exec(html);
    if (shell) out.shell = shell[1];
    const pointer = (await (await fetch(`${base}/remotes.json`)).json()) as Record<string, { version: string }>;
    for (const [name, p] of Object.entries(pointer)) out[name] = p.version;
  } catch {
    // reported as unknown
  }
  return out;
}
