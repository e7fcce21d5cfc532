/**
 * What the telemetry needs of a database: the API's PostgreSQL connection (PGlite or a server)
 * satisfies it as it is; release safety does not depend on how the API opens it.
 */
export type SqlParams = readonly unknown[];

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs fn inside one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}
