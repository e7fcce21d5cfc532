/**
 * The reference API as a process of its own, as `npm start -w @tcm/api` runs it
 * (`node --import tsx api/src/main.ts`), configured only through its environment (api/README.md).
 * Used where one process is not enough: several instances on one database, or a kill -9.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../scripts/lib/net';

const ROOT = path.resolve(__dirname, '../..');

export interface ApiProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed so far (Fastify's JSON log lines). */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGTERM (a clean close), then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
}

export async function startApiProcess(env: Record<string, string>, opts: { timeoutMs?: number } = {}): Promise<ApiProcess> {
  const port = await freePort();
  // Nothing of the calling test's own configuration leaks in: the database, storage and limits are the given ones.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|TEST_DATABASE_URL|STORAGE|S3_.*|UPLOAD_DIR|DATA_DIR|PORT|HOST|LIMIT_.*|TRUST_PROXY)$/.test(k)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: 'test', SANDBOX: 'true', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer within ${Math.round((opts.timeoutMs ?? 90_000) / 1000)} s:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/portal/config`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, port, child, output: () => output, exited, stop };
}
