import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, type Db } from '../src/platform/db';
import { migrate, MIGRATIONS_DIR } from '../src/platform/db/migrate';

/**
 * Migration 023 (issue 33, one payment vocabulary): a database made before it keeps every
 * consultation payment with the same meaning in the new words (pending → awaiting, paid →
 * succeeded), and the rules the old words held still hold in the new ones.
 */
let db: Db;
let dir: string;

const copyMigrations = (upTo: string) => {
  for (const file of fs.readdirSync(MIGRATIONS_DIR)) if (file.slice(0, 3) <= upTo) fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-migrations-'));
  copyMigrations('022');
  db = await openDb({});
  await migrate(db, dir);
}, 60_000);

afterAll(async () => {
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const at = new Date('2026-11-20T02:00:00Z');

it('renames the consultation payments states and keeps their rules', async () => {
  const [{ user_id }] = await db.query<{ user_id: number }>(
    `INSERT INTO users (phone, user_name, created_at) VALUES ('13800009901', '旧库', $1) RETURNING user_id`,
    [at],
  );
  const [{ patient_id }] = await db.query<{ patient_id: number }>(
    `INSERT INTO patients (user_id, name, sex, birthday, lunar_birthday, live_area, birth_area, created_at, updated_at)
     VALUES ($1, '王叔和', 1, '1987-07-30', '丁卯年六月初五', '杭州', '蕲春', $2, $2) RETURNING patient_id`,
    [user_id, at],
  );
  const visit = async () =>
    (
      await db.query<{ visit_record_id: number }>(
        `INSERT INTO visit_records (user_id, patient_id, state, to_do_day, take_days, inquiry, price_fen, engine_result, current_result, created_at, priced_at)
         VALUES ($1, $2, 'created', '2026-12-01', 7, '{}', 3000, '{}', '{}', $3, $3) RETURNING visit_record_id`,
        [user_id, patient_id, at],
      )
    )[0].visit_record_id;
  const [a, b] = [await visit(), await visit()];
  const pay = (no: string, visitId: number, state: string) =>
    db.query(
      `INSERT INTO payments (out_trade_no, visit_record_id, user_id, channel, amount_fen, state, created_at, paid_at, ended_at)
       VALUES ($1, $2, $3, 1, 3000, $4, $5, $6, $6)`,
      [no, visitId, user_id, state, at, state === 'paid' ? at : null],
    );
  await pay('OLD-PENDING', a, 'pending');
  await pay('OLD-PAID', b, 'paid');
  await pay('OLD-FAILED', a, 'failed');
  await pay('OLD-CLOSED', b, 'closed');

  copyMigrations('023');
  expect(await migrate(db, dir)).toEqual(['023_payment_vocabulary.sql']);

  const states = await db.query<{ out_trade_no: string; state: string; paid: boolean }>(
    'SELECT out_trade_no, state, paid_at IS NOT NULL AS paid FROM payments ORDER BY payment_id',
  );
  expect(states).toEqual([
    { out_trade_no: 'OLD-PENDING', state: 'awaiting', paid: false },
    { out_trade_no: 'OLD-PAID', state: 'succeeded', paid: true },
    { out_trade_no: 'OLD-FAILED', state: 'failed', paid: false },
    { out_trade_no: 'OLD-CLOSED', state: 'closed', paid: false },
  ]);
  // The old words are refused now; a visit is still paid at most once; paid_at still goes with success.
  await expect(pay('NEW-PENDING', a, 'pending')).rejects.toThrow(/payments_state_check/);
  await expect(
    db.query(
      `INSERT INTO payments (out_trade_no, visit_record_id, user_id, channel, amount_fen, state, created_at, paid_at) VALUES ('TWICE', $1, $2, 1, 3000, 'succeeded', $3, $3)`,
      [b, user_id, at],
    ),
  ).rejects.toThrow(/payments_one_paid_per_visit/);
  await expect(
    db.query(
      `INSERT INTO payments (out_trade_no, visit_record_id, user_id, channel, amount_fen, state, created_at) VALUES ('NO-DATE', $1, $2, 1, 3000, 'succeeded', $3)`,
      [a, user_id, at],
    ),
  ).rejects.toThrow(/payments_paid_at_check/);
});
