import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

export type Params = readonly unknown[];

export interface QueryOptions {
  /**
   * Prepare the statement once per connection and reuse its plan (PostgreSQL server; PGlite
   * ignores it). Only for a text that takes few forms: bind the clock and the filters' values as
   * parameters. A list's page statement spent about 10 ms of wall time a call planning under load
   * (issue 21); its LIMIT and OFFSET are written in, so that the kept plan is costed for a page
   * (db/paging.ts, pageClause).
   */
  prepare?: boolean;
}

/** What every repository needs: parameterised SQL ($1, $2…) that runs the same on PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: Params, opts?: QueryOptions): Promise<T[]>;
}

export interface Tx extends Queryable {
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Tx {
  /** Runs fn inside one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn once for each connection, all of them held at once (PGlite has one), with a Db that
   * speaks only through that connection: readies a server's pool before it serves (warmUp.ts).
   */
  eachConnection(fn: (db: Db) => Promise<void>): Promise<void>;
  /** What a commit promises here (api/README.md "Durability"). */
  durability(): Promise<Durability>;
}

export interface Durability {
  /** PostgreSQL's fsync setting: 'on' when commits are forced to disk. */
  fsync: string;
  wal_sync_method: string;
  /** PGlite with a data folder: fsync calls made so far (proof that they happen); else undefined. */
  fsyncCalls?: number;
}

export interface DbOptions {
  /** PGlite data folder; ignored when databaseUrl is set. Omitted: an in-memory database. */
  dataDir?: string;
  databaseUrl?: string;
  /**
   * PGlite with a data folder: force each commit to disk (default true; PGLITE_FSYNC=false turns it
   * off, which stays safe against a killed process but not against a power loss).
   */
  fsync?: boolean;
}

export async function openDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir, opts.fsync ?? process.env.PGLITE_FSYNC !== 'false');
}

export const LOCK_FILE = 'tcm-api.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started (Linux: clock ticks since boot, /proc/PID/stat field 22); undefined elsewhere. */
function startTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Folders this process has open: a second open here is refused without looking at pids. */
const heldDirs = new Set<string>();

/**
 * Who holds the folder according to its pid file, if that process is still running. A pid file
 * left by a killed process does not block: its pid is dead, or it is ours (a restarted container
 * often gets the same pid), or it was reused by another program (a different start time).
 */
function lockHolder(file: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const [pidText, started] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return undefined;
  if (started && startTime(pid) !== undefined && startTime(pid) !== started) return undefined;
  return pid;
}

/**
 * PGlite is an in-process database: a second process opening the same folder neither sees the
 * first one's writes nor stops it from overwriting them. A pid file makes that mistake (a second
 * server, or the operator CLI while the server runs) fail loudly instead of losing data.
 */
function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  const inUse = (pid: number) =>
    new Error(
      `The PGlite data folder ${dataDir} is in use by process ${pid}${pid === process.pid ? ' (this process)' : ''}. ` +
        'Stop that process first, or talk to it over HTTP (operator CLI: --api URL).',
    );
  if (heldDirs.has(dir)) throw inUse(process.pid);
  const content = `${process.pid} ${startTime(process.pid) ?? ''}\n`;
  for (let attempt = 0; ; attempt++) {
    const holder = lockHolder(file);
    if (holder !== undefined) throw inUse(holder);
    // A stale file (its process is gone) is replaced; two processes starting at once: one wins the create.
    if (attempt > 0) fs.rmSync(file, { force: true });
    try {
      fs.writeFileSync(file, content, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error;
    }
  }
  heldDirs.add(dir);
  return () => {
    heldDirs.delete(dir);
    fs.rmSync(file, { force: true });
  };
}

/** An error raised by the database, with PostgreSQL's SQLSTATE (e.g. 23505 unique violation). */
export class DbError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly detail?: string,
    readonly constraint?: string,
  ) {
    super(message);
    this.name = 'DbError';
  }
}

type Reply =
  { id: number; ok: true; result?: unknown } | { id: number; ok: false; error: { message: string; code?: string; detail?: string; constraint?: string } };

/** PGlite on its own thread (see pglite-worker.cjs), one request at a time, in order. */
function pgliteThread(dataDir: string | undefined, fsync: boolean) {
  const worker = new Worker(path.join(__dirname, 'pglite-worker.cjs'), { workerData: { dataDir, fsync } });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let next = 1;
  let dead: Error | undefined;
  worker.on('message', (reply: Reply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (reply.ok) p.resolve(reply.result);
    else p.reject(new DbError(reply.error.message, reply.error.code, reply.error.detail, reply.error.constraint));
  });
  const failAll = (error: Error) => {
    dead = error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`PGlite worker exited (${code})`)));
  const send = <T>(msg: Record<string, unknown>): Promise<T> => {
    if (dead) return Promise.reject(dead);
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...msg, id });
    });
  };
  return { worker, send };
}

async function openPglite(dataDir: string | undefined, fsync: boolean): Promise<Db> {
  let unlock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const { worker, send } = pgliteThread(dataDir, fsync);
  try {
    await send({ op: 'open' });
  } catch (error) {
    await worker.terminate();
    unlock();
    throw error;
  }

  // One connection: a transaction must own it from BEGIN to COMMIT. The lock queues everyone
  // else; code already inside the transaction (same async context) goes straight through, so a
  // stray ctx.db call inside a transaction joins it instead of deadlocking.
  const owner = new AsyncLocalStorage<boolean>();
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    if (owner.getStore()) return fn();
    const run = tail.then(() => owner.run(true, fn));
    tail = run.catch(() => undefined);
    return run;
  };
  const query = <T>(sql: string, params?: Params) => send<T[]>({ op: 'query', sql, params: params ? [...params] : [] });
  const exec = async (sql: string) => {
    await send({ op: 'exec', sql });
  };
  const db: Db = {
    kind: 'pglite',
    eachConnection: (fn) => fn(db),
    durability: () => exclusive(() => send<Durability>({ op: 'durability' })),
    query: (sql, params) => exclusive(() => query(sql, params)),
    exec: (sql) => exclusive(() => exec(sql)),
    transaction: (fn) =>
      exclusive(async () => {
        await exec('BEGIN');
        try {
          const result = await fn({ query, exec });
          await exec('COMMIT');
          return result;
        } catch (error) {
          await exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    close: async () => {
      try {
        await exclusive(() => send({ op: 'close' }));
      } finally {
        await worker.terminate();
        unlock();
      }
    },
  };
  return db;
}

/**
 * int8 as a JS number, and only while it is one exactly: past 2^53 the query fails rather than
 * answer a rounded amount (the driver hands int8 over as text). Money never gets there: the API
 * bounds an order's total (ORDER_TOTAL_MAX_FEN). The PGlite worker applies the same rule.
 */
export function int8ToNumber(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 value ${text} is past the safe integer range`);
  return n;
}

/** The server pool's connections: a list call holds one for a few ms, so ten carry hundreds a second. */
const POOL_SIZE = 10;

async function openPostgres(connectionString: string): Promise<Db> {
  // int8 (money in bigint fen, counts, sums) as numbers, exactly as the PGlite worker reads them.
  pg.types.setTypeParser(pg.types.builtins.INT8, int8ToNumber);
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
  // The API's statements are short index walks: JIT compilation and parallel workers cost them
  // more than they save (measured at 1M rows: +15–35 ms a list call under load, issue 21).
  // Connections are kept once opened (idleTimeoutMillis 0; node-postgres closes them after 10 s
  // idle by default): a new server process starts with cold caches, prepares every statement again
  // and faults in each shared-buffer page it reads, so the requests that opened one waited
  // 50–250 ms (the scale bench's p99 stalls: 3 of 28 runs of 5 s at 10k rows with them closed,
  // none of 24 with them kept; api/README.md, "Connections").
  // A server opens and readies all of them before it listens (eachConnection, src/warmUp.ts).
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE, idleTimeoutMillis: 0, options: '-c jit=off -c max_parallel_workers_per_gather=0' });
  // Fail at start rather than on the first request when the server is unreachable.
  (await pool.connect()).release();
  const run = async <T>(q: pg.Pool | pg.PoolClient, sql: string, params?: Params, opts?: QueryOptions, inTx = false): Promise<T[]> => {
    const values = params ? [...params] : [];
    if (!opts?.prepare) return (await q.query(sql, values)).rows as T[];
    try {
      return (await q.query({ name: statementName(sql), text: sql, values })).rows as T[];
    } catch (error) {
      // Another instance's migration changed a table under a statement this connection prepared
      // ("cached plan must not change result type"): answer this call unprepared. Not inside a
      // transaction: the error has aborted it, so the error goes to the caller as any other would.
      if ((error as { code?: string }).code !== '0A000' || inTx) throw error;
      return (await q.query(sql, values)).rows as T[];
    }
  };
  const inTransaction = async <T>(client: pg.PoolClient, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    await client.query('BEGIN');
    try {
      const result = await fn({
        query: (sql, params, opts) => run(client, sql, params, opts, true),
        exec: async (sql) => {
          await client.query(sql);
        },
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };
  const onPool: Db = {
    kind: 'postgres',
    durability: async () => {
      const rows = await run<{ name: string; setting: string }>(pool, "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'wal_sync_method')");
      const setting = (name: string) => rows.find((r) => r.name === name)?.setting ?? '';
      return { fsync: setting('fsync'), wal_sync_method: setting('wal_sync_method') };
    },
    query: (sql, params, opts) => run(pool, sql, params, opts),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        return await inTransaction(client, fn);
      } finally {
        client.release();
      }
    },
    eachConnection: async (fn) => {
      const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
      try {
        await Promise.all(clients.map((client) => fn(onClient(client))));
      } finally {
        for (const client of clients) client.release();
      }
    },
    close: () => pool.end(),
  };
  const onClient = (client: pg.PoolClient): Db => {
    // One statement at a time: a list read runs its page and its total together, and node-postgres
    // would queue them on the one connection but warns that it will stop doing so (pg 9).
    let tail: Promise<unknown> = Promise.resolve();
    const serial = <T>(fn: () => Promise<T>): Promise<T> => {
      const next = tail.then(fn, fn);
      tail = next.catch(() => undefined);
      return next;
    };
    const one: Db = {
      ...onPool,
      query: (sql, params, opts) => serial(() => run(client, sql, params, opts)),
      exec: (sql) => serial(async () => void (await client.query(sql))),
      transaction: (fn) => serial(() => inTransaction(client, fn)),
      eachConnection: (fn) => fn(one),
      close: async () => {},
    };
    return one;
  };
  return onPool;
}

/** A prepared statement's name: one per text, so a connection never meets one name with two texts. */
const statementName = (sql: string) => `s_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;

/** First row or undefined. */
export async function one<T>(q: Queryable, sql: string, params?: Params): Promise<T | undefined> {
  return (await q.query<T>(sql, params))[0];
}
