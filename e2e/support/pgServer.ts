/**
 * A throwaway PostgreSQL server for tests: Debian's PostgreSQL binaries, initdb into a temp folder,
 * pg_ctl start on a free port of 127.0.0.1 (its unix socket in the same folder), trust auth, and
 * everything removed by stop(). Run as the `postgres` OS user when this process is root (initdb
 * refuses root). Used by scripts/test.mjs (the API suite on a real server) and by e2e journeys.
 *
 * Install: `apt-get install postgresql` (CI's .ci/run does). PG_BIN overrides the binary folder.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/net';

export interface PgServer {
  /** postgres://postgres@127.0.0.1:PORT/postgres — a superuser, so CREATE DATABASE works. */
  url: string;
  port: number;
  dir: string;
  /** The URL of another database on this server. */
  urlOf(database: string): string;
  /** Creates a database and returns its URL. */
  createDatabase(name: string): string;
  stop(): void;
}

export interface PgServerOptions {
  /**
   * Skip fsync (default true): a test server is thrown away, and CREATE DATABASE per test file is
   * several times faster without it. Durability of PostgreSQL itself is not what the tests test.
   */
  fast?: boolean;
  log?: (line: string) => void;
  /** More server settings, as `name=value` (the scale bench: shared_buffers, jit). */
  settings?: string[];
}

/** The newest PostgreSQL of Debian's layout (/usr/lib/postgresql/<major>/bin), or PG_BIN. */
export function pgBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((d) => existsSync(path.join(root, d, 'bin/initdb'))) : [];
  if (!majors.length) {
    throw new Error("PostgreSQL not found in /usr/lib/postgresql/<version>/bin: apt-get install postgresql (CI's .ci/run does)");
  }
  return path.join(root, majors.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

function ownerIds(user: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${user}:`));
  if (!line) throw new Error(`running as root: PostgreSQL must run as the "${user}" OS user, which does not exist (apt-get install postgresql creates it)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startPgServer(opts: PgServerOptions = {}): Promise<PgServer> {
  const bin = pgBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tcm-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (asRoot) {
    const { uid, gid } = ownerIds('postgres');
    chownSync(dir, uid, gid);
  }
  // As root, every command runs as postgres through runuser (util-linux, always there on Debian).
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`${cmd} failed (${result.status}): ${result.stderr || result.stdout}\n${log}`);
    }
    return result.stdout;
  };
  let started = false;
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-instructions']);
    const settings = [
      `-p PORT`,
      `-k ${dir}`,
      `-c listen_addresses=127.0.0.1`,
      ...(opts.fast === false ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
      ...(opts.settings ?? []).map((s) => `-c ${s}`),
    ];
    // A port found free can be taken before the server binds it: try a few.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      try {
        run('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', '-o', settings.join(' ').replace('PORT', String(port)), 'start']);
        started = true;
        opts.log?.(`PostgreSQL (${path.basename(path.dirname(bin))}) on 127.0.0.1:${port}, data in ${data}`);
        const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
        const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
        return {
          url,
          port,
          dir,
          urlOf,
          createDatabase(name: string) {
            if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name ${name}`);
            execFileSync(path.join(bin, 'psql'), [
              '-q',
              '-h',
              '127.0.0.1',
              '-p',
              String(port),
              '-U',
              'postgres',
              '-d',
              'postgres',
              '-c',
              `CREATE DATABASE ${name}`,
            ]);
            return urlOf(name);
          },
          stop() {
            try {
              run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
            } catch {
              // already stopped
            }
            rmSync(dir, { recursive: true, force: true });
          },
        };
      } catch (error) {
        if (attempt >= 3 || !/could not bind|Address already in use|could not create any TCP\/IP sockets/i.test(String(error))) throw error;
      }
    }
  } catch (error) {
    if (started) run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
