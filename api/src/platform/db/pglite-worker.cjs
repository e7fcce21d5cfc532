// Hosts PGlite on a worker thread (plain JS: it is loaded by Node itself, never by a transpiler).
// Why a thread: PGlite initialises through dynamic import(), which the jest VM refuses without
// --experimental-vm-modules; and its WASM engine runs synchronously, so on the main thread every
// query would stall HTTP handling. Messages: {id, op: 'open'|'query'|'exec'|'durability'|'close', ...}.
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, types } = require('@electric-sql/pglite');

/**
 * int8 (money in bigint fen, counts, sums) as a JS number, and only while it is one exactly: past
 * 2^53 the query fails instead of answering a BigInt (which JSON cannot carry) or a rounded amount.
 * The same rule as int8ToNumber of api/src/db/index.ts (the PostgreSQL driver's).
 */
function int8ToNumber(text) {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 value ${text} is past the safe integer range`);
  return n;
}

let db;
let fsyncCalls = 0;

/**
 * Durable mode (a data folder, fsync not turned off). PGlite starts PostgreSQL with -F (fsync off),
 * and its Node file system (Emscripten's NODEFS) has no fsync at all: every write reaches the OS
 * (so a killed process loses no committed transaction) but nothing is forced to the disk (so a
 * power loss can). Here PostgreSQL keeps fsync on, syncs its WAL with fsync() (fdatasync is a no-op
 * in Emscripten), and NODEFS gets the fsync PostgreSQL calls: a commit is on disk when acknowledged.
 */
const durableStartParams = () => [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];

function installFsync(pg) {
  const mod = pg.Module;
  const pgdata = mod && mod.ENV && mod.ENV.PGDATA;
  const mount = pgdata && mod.FS.lookupPath(pgdata).node.mount;
  const nodefs = mount && mount.type;
  if (!nodefs || !nodefs.stream_ops || typeof nodefs.realPath !== 'function') {
    throw new Error('PGlite internals changed: fsync cannot be installed (PGLITE_FSYNC=false runs without it, not power-loss safe)');
  }
  nodefs.stream_ops.fsync = (stream) => {
    fsyncCalls += 1;
    if (stream.nfd !== undefined && stream.nfd !== null) {
      fs.fsyncSync(stream.nfd);
    } else {
      // A directory (PostgreSQL syncs one after creating or renaming a file in it).
      const fd = fs.openSync(nodefs.realPath(stream.node), 'r');
      try {
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
    }
    return 0;
  };
}

function errorOf(error) {
  return {
    message: error && error.message ? error.message : String(error),
    code: error && error.code,
    detail: error && error.detail,
    constraint: error && error.constraint,
  };
}

parentPort.on('message', async (msg) => {
  try {
    let result;
    switch (msg.op) {
      case 'open': {
        const dataDir = workerData && workerData.dataDir;
        const durable = Boolean(dataDir) && workerData.fsync !== false;
        const parsers = { [types.INT8]: int8ToNumber };
        db = await PGlite.create(dataDir ? { dataDir, parsers, ...(durable ? { startParams: durableStartParams() } : {}) } : { parsers });
        if (durable) {
          installFsync(db);
          // A new folder was written by initdb with fsync off: one checkpoint puts all of it on disk.
          await db.exec('CHECKPOINT');
        }
        break;
      }
      case 'durability': {
        const rows = (await db.query("SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'wal_sync_method')")).rows;
        result = { ...Object.fromEntries(rows.map((r) => [r.name, r.setting])), fsyncCalls };
        break;
      }
      case 'query':
        result = (await db.query(msg.sql, msg.params || [])).rows;
        break;
      case 'exec':
        await db.exec(msg.sql);
        break;
      case 'close':
        if (db) await db.close();
        db = undefined;
        break;
      default:
        throw new Error(`unknown op ${msg.op}`);
    }
    parentPort.postMessage({ id: msg.id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id: msg.id, ok: false, error: errorOf(error) });
  }
});
