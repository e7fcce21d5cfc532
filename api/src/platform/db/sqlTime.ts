/** A time of the clock as a SQL literal (made here from a Date, never from input). */
export const sqlTime = (at: Date) => `'${at.toISOString()}'::timestamptz`;

/**
 * The clock's time in a statement: a Date is written in as a literal; a string is the SQL of a
 * bound parameter (e.g. `$4::timestamptz`), which keeps the statement's text the same from call
 * to call so that it can be prepared once (index.ts, QueryOptions).
 */
export type SqlTime = Date | string;

/** The SQL of a SqlTime. */
export const timeSql = (at: SqlTime) => (typeof at === 'string' ? at : sqlTime(at));
