import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './index';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

/**
 * Applies every `NNN_name.sql` not yet recorded in schema_migrations, in name order, each in its
 * own transaction. The same files run on PGlite and PostgreSQL, so they use only plain SQL.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      // Multi-statement text without parameters runs through the simple protocol on both drivers.
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}
