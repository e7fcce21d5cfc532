import type { Db } from '../db';
import { one } from '../db';
import { seedAccounts } from './accounts';
import { seedAddresses } from './addresses';
import { seedHome } from './home';
import { seedInvitations } from './invitations';

export interface SeedReport {
  accounts: boolean;
  home: boolean;
}

const isEmpty = async (db: Db, table: string) =>
  ((await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM ${table}`))?.n ?? 0) === 0;

/**
 * Fills an empty database with demo data. Each part is seeded only when its tables are empty, so
 * restarting on existing data changes nothing and a production database that already has real
 * users never receives demo accounts.
 */
export async function seedIfEmpty(db: Db, now: Date, opts: { demoAccounts: boolean }): Promise<SeedReport> {
  const report: SeedReport = { accounts: false, home: false };
  if (await isEmpty(db, 'articles')) {
    await db.transaction((tx) => seedHome(tx, now));
    report.home = true;
  }
  if (opts.demoAccounts && (await isEmpty(db, 'users'))) {
    await db.transaction(async (tx) => {
      const ids = await seedAccounts(tx, now);
      await seedAddresses(tx, ids.doctor, now);
      await seedInvitations(tx, now);
    });
    report.accounts = true;
  }
  return report;
}
