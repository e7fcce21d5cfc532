import { one, type Db, type Tx } from '../platform/db';
import { SEED_LOCK } from '../platform/db/migrate';
import { seedAccounts } from './accounts';
import { seedAddresses } from './addresses';
import { seedClinic } from './clinic';
import { seedCommerce } from './commerce';
import { seedHome } from './home';
import { seedInvitations } from './invitations';

export interface SeedReport {
  accounts: boolean;
  home: boolean;
  clinic: boolean;
  commerce: boolean;
}

const isEmpty = async (q: Tx, table: string) => ((await one<{ n: number }>(q, `SELECT count(*)::int AS n FROM ${table}`))?.n ?? 0) === 0;

/**
 * Fills an empty database with demo data. Each part is seeded only when its tables are empty, so
 * restarting on existing data changes nothing and a production database that already has real
 * users never receives demo accounts. The advisory lock keeps instances starting together on one
 * PostgreSQL from seeding twice.
 */
export async function seedIfEmpty(db: Db, now: Date, opts: { demoAccounts: boolean }): Promise<SeedReport> {
  const report: SeedReport = { accounts: false, home: false, clinic: false, commerce: false };
  report.home = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (!(await isEmpty(tx, 'articles'))) return false;
    await seedHome(tx, now);
    return true;
  });
  if (opts.demoAccounts) {
    report.accounts = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      if (!(await isEmpty(tx, 'users'))) return false;
      const ids = await seedAccounts(tx, now);
      await seedAddresses(tx, ids.doctor, now);
      await seedInvitations(tx, now);
      return true;
    });
    // Apart from the accounts: a database seeded before the clinic existed gets its demo patients
    // too (only the seeded demo doctor's, only while nobody has a patient).
    report.clinic = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      return seedClinic(tx, now);
    });
    // The demo doctor's delivery orders and drafts (only while there are none).
    report.commerce = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      return seedCommerce(tx, now);
    });
  }
  return report;
}
