/**
 * Embedded PGlite's promises (api/README.md "Durability"): each commit is forced to disk (fsync on,
 * and the fsync calls really happen), and the folder's pid file stops a second process while
 * never blocking a restart after a crash. PGlite itself, so these use PGlite on a PostgreSQL server run too.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCK_FILE, openDb } from '../src/platform/db';
import { STARTUP_MS } from './helpers';
import { match } from '@tcm/shared/testing/matchers';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-db-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('PGlite durability', () => {
  it(
    'a data folder runs with fsync on, and every commit calls fsync',
    async () => {
      const db = await openDb({ dataDir: tempDir() });
      try {
        const before = await db.durability();
        expect(before).toMatchObject({ fsync: 'on', wal_sync_method: 'fsync' });
        await db.exec('CREATE TABLE t (v int)');
        const afterDdl = await db.durability();
        for (let i = 0; i < 5; i++) await db.query('INSERT INTO t VALUES ($1)', [i]);
        const after = await db.durability();
        // At least one fsync per commit (the WAL), none skipped.
        expect(after.fsyncCalls! - afterDdl.fsyncCalls!).toBeGreaterThanOrEqual(5);
        expect(afterDdl.fsyncCalls!).toBeGreaterThan(before.fsyncCalls!);
      } finally {
        await db.close();
      }
    },
    STARTUP_MS,
  );

  it(
    'fsync: false (PGLITE_FSYNC=false) is PGlite as shipped: fsync off, no fsync call',
    async () => {
      const db = await openDb({ dataDir: tempDir(), fsync: false });
      try {
        await db.exec('CREATE TABLE t (v int); INSERT INTO t VALUES (1)');
        expect(await db.durability()).toEqual({ fsync: 'off', wal_sync_method: match.any(String), fsyncCalls: 0 });
      } finally {
        await db.close();
      }
    },
    STARTUP_MS,
  );
});

describe('the PGlite folder lock', () => {
  const sleeper = () => spawn('sleep', ['60'], { stdio: 'ignore' });

  it(
    'a pid file of a live process blocks; one of a dead process, of this very pid (a restarted container), or of a reused pid does not',
    async () => {
      const dir = tempDir();
      const lock = path.join(dir, LOCK_FILE);
      const alive = sleeper();
      try {
        const startTime = fs.readFileSync(`/proc/${alive.pid}/stat`, 'utf8').split(') ')[1].split(' ')[19];
        fs.writeFileSync(lock, `${alive.pid} ${startTime}\n`);
        await expect(openDb({ dataDir: dir, fsync: false })).rejects.toThrow(`in use by process ${alive.pid}`);
        // An old-format pid file (pid only) of a live process blocks too.
        fs.writeFileSync(lock, `${alive.pid}\n`);
        await expect(openDb({ dataDir: dir, fsync: false })).rejects.toThrow(`in use by process ${alive.pid}`);

        // The same pid, but a process that started at another time: the pid was reused, the holder is gone.
        fs.writeFileSync(lock, `${alive.pid} 1\n`);
        const reused = await openDb({ dataDir: dir, fsync: false });
        expect(fs.readFileSync(lock, 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+\\n$`));
        await reused.close();
        expect(fs.existsSync(lock)).toBe(false);
      } finally {
        alive.kill('SIGKILL');
      }
      // The holder was killed: its pid is dead.
      await new Promise((r) => alive.once('exit', r));
      fs.writeFileSync(lock, `${alive.pid}\n`);
      const afterKill = await openDb({ dataDir: dir, fsync: false });
      await afterKill.close();
      // Our own pid in the file, though we do not hold the folder: left by an earlier process that had it.
      fs.writeFileSync(lock, `${process.pid}\n`);
      const samePid = await openDb({ dataDir: dir, fsync: false });
      // Held by this process now: a second open here is refused.
      await expect(openDb({ dataDir: dir, fsync: false })).rejects.toThrow(`in use by process ${process.pid} (this process)`);
      await samePid.close();
    },
    STARTUP_MS,
  );
});
