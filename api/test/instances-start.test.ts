import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { startPgServer, type PgServer } from '../../e2e/support/pgServer';
import { buildApp } from '../src/app';
import { MIGRATIONS_DIR } from '../src/platform/db/migrate';
import { call } from './helpers';

/**
 * Several API instances starting at the same moment on one empty PostgreSQL database (a scaled-out
 * deployment coming up): every one starts, the schema is migrated once and the demo data seeded once.
 * Before the migration table was created under the migration lock, one of two such instances could
 * die with a duplicate key in pg_type.
 */
jest.setTimeout(120_000);
let server: PgServer;
const dirs: string[] = [];
beforeAll(async () => {
  server = await startPgServer();
});
afterAll(() => {
  server?.stop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

it('four instances start together on one empty database, migrating and seeding it once', async () => {
  for (let round = 0; round < 3; round += 1) {
    const databaseUrl = server.createDatabase(`tcm_start_${round}`);
    const apps = await Promise.all(
      Array.from({ length: 4 }, () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-instance-'));
        dirs.push(dir);
        return buildApp({ databaseUrl, uploadDir: path.join(dir, 'uploads'), sandbox: true });
      }),
    );
    try {
      const db = apps[0].db;
      const migrations = fs.readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f));
      expect((await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name)).toEqual(migrations.sort());
      const [users] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(users.n).toBe(Object.keys(DEMO_ACCOUNTS).length);
      for (const app of apps) expect((await call(app, 'GET', '/api/home/v1/info')).body.code).toBe(200);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
    }
  }
});
