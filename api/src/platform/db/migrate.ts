import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './index';

/** Arbitrary advisory lock keys, shared by every instance of this service. */
export const MIGRATION_LOCK = 71_521_771;
export const SEED_LOCK = 71_521_772;

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../../migrations');

/**
 * Applies every `NNN_name.sql` not yet recorded in schema_migrations, in name order, each in its
 * own transaction. The same files run on PGlite and PostgreSQL, so they use only plain SQL.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Under the lock too: two PostgreSQL sessions running CREATE TABLE IF NOT EXISTS at the same moment
  // can both try to create it (duplicate key in pg_type), which failed one of two instances starting together.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      // Several API instances may start together on one PostgreSQL: one migrates, the others wait and skip.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file])).length) return false;
      // Multi-statement text without parameters runs through the simple protocol on both drivers.
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
