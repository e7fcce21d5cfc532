/**
 * `npm run bench -- --scale --explain`: generates one size (default 1M) and prints the query plan
 * (EXPLAIN ANALYZE, BUFFERS) of every statement each list call issues, for the demo and the heavy
 * doctor: what to read when a list call of the scale table is slower than it should be.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { phoneMd5 } from '@tcm/shared/crypto';
import { buildApp } from '@tcm/api';
import { startPgServer } from '../../../e2e/support/pgServer';
import { generateScale, HEAVY_PHONE } from './generate';
import { CALLS } from './calls';

export async function explainScale(size: number, log: (line: string) => void, databaseUrl?: string): Promise<number> {
  // With a database already generated (`--database-url`), the plans come in seconds instead of the
  // minutes that generating 1M rows takes.
  const pg = databaseUrl ? undefined : await startPgServer({ log, settings: ['shared_buffers=1GB', 'jit=off', 'max_wal_size=4GB'] });
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'tcm-scale-uploads-'));
  try {
    const app = await buildApp({ databaseUrl: databaseUrl ?? pg!.createDatabase(`scale_${size}`), uploadDir: uploads, sandbox: true, logger: false });
    try {
      if (!databaseUrl) await generateScale(app.db, size, new Date(), log);
      const db = app.db;
      for (const phone of [DEMO_ACCOUNTS.doctor.phone, HEAVY_PHONE]) {
        const login = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: phone, phoneMd5: phoneMd5(phone), type: 'pwd', password: DEMO_PASSWORD },
        });
        const { token } = login.json<{ token: string }>();
        for (const call of CALLS) {
          const seen: [string, readonly unknown[] | undefined][] = [];
          const query = db.query.bind(db);
          db.query = (sql: string, params?: readonly unknown[]) => {
            seen.push([sql, params]);
            return query(sql, params);
          };
          const started = performance.now();
          await app.inject({ method: call.method, url: call.path({ deepPage: 2000 }), headers: { authorization: `Bearer ${token}` }, payload: call.body });
          const ms = performance.now() - started;
          db.query = query;
          log(`\n=== ${phone === HEAVY_PHONE ? 'heavy' : 'demo'} ${call.name}: ${ms.toFixed(1)} ms, ${seen.length} statements`);
          for (const [sql, params] of seen) {
            if (!/^\s*(WITH|SELECT)/i.test(sql) || /FROM sessions|rate_limits|user_roles|FROM users/i.test(sql)) continue;
            const plan = await query.call(db, `EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
            log(plan.map((r) => (r as Record<string, string>)['QUERY PLAN']).join('\n'));
          }
        }
      }
    } finally {
      await app.close();
    }
  } finally {
    pg?.stop();
    rmSync(uploads, { recursive: true, force: true });
  }
  return 0;
}
