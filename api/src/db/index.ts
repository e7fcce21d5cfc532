import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Params = readonly unknown[];

/** What every repository needs: parameterised SQL ($1, $2…) that runs the same on PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: Params): Promise<T[]>;
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
}

export interface DbOptions {
  /** PGlite data folder; ignored when databaseUrl is set. Omitted: an in-memory database. */
  dataDir?: string;
  databaseUrl?: string;
}

export async function openDb(opts: DbOptions): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir ? { dataDir } : {});
  const run = async <T>(q: Pick<PGlite, 'query'>, sql: string, params?: Params) =>
    (await q.query<T>(sql, params ? [...params] : [])).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => run(lite, sql, params),
    exec: async (sql) => {
      await lite.exec(sql);
    },
    transaction: (fn) =>
      lite.transaction((tx) =>
        fn({
          query: (sql, params) => run(tx, sql, params),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => lite.close(),
  };
}

async function openPostgres(connectionString: string): Promise<Db> {
  // int8 (counts, sums) as numbers, as PGlite returns them; values in this schema stay far below 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start rather than on the first request when the server is unreachable.
  (await pool.connect()).release();
  const run = async <T>(q: pg.Pool | pg.PoolClient, sql: string, params?: Params) =>
    (await q.query(sql, params ? [...params] : [])).rows as T[];
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: (sql, params) => run(client, sql, params),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** First row or undefined. */
export async function one<T>(q: Queryable, sql: string, params?: Params): Promise<T | undefined> {
  return (await q.query<T>(sql, params))[0];
}
