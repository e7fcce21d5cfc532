import { useTestApi } from './helpers';

/**
 * Prepared statements (db/index.ts, QueryOptions): the same rows as unprepared, and still an answer
 * when a migration changes the table under a statement the connection prepared (PostgreSQL then
 * says "cached plan must not change result type"). On PGlite the option is ignored; the pg step
 * of `npm test` runs this file on a server, where it matters.
 */
const t = useTestApi();

it('answers as unprepared, and after the table it reads gains a column', async () => {
  await t.app.db.exec('CREATE TABLE prepared_probe (id integer PRIMARY KEY, name text)');
  await t.app.db.exec("INSERT INTO prepared_probe VALUES (1, '甘草'), (2, '黄芪')");
  const sql = 'SELECT * FROM prepared_probe WHERE id >= $1 ORDER BY id';
  const plain = await t.app.db.query(sql, [1]);
  // Enough calls that every pooled connection has prepared it.
  for (let i = 0; i < 30; i++) expect(await t.app.db.query(sql, [1], { prepare: true })).toEqual(plain);
  await t.app.db.exec("ALTER TABLE prepared_probe ADD COLUMN note text NOT NULL DEFAULT '道地'");
  for (let i = 0; i < 30; i++) {
    expect(await t.app.db.query(sql, [1], { prepare: true })).toEqual([
      { id: 1, name: '甘草', note: '道地' },
      { id: 2, name: '黄芪', note: '道地' },
    ]);
  }
});
