// Hosts PGlite on a worker thread (plain JS: it is loaded by Node itself, never by a transpiler).
// Why a thread: PGlite initialises through dynamic import(), which the jest VM refuses without
// --experimental-vm-modules; and its WASM engine runs synchronously, so on the main thread every
// query would stall HTTP handling. Messages: {id, op: 'open'|'query'|'exec'|'close', ...}.
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

let db;

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
      case 'open':
        db = await PGlite.create(workerData && workerData.dataDir ? { dataDir: workerData.dataDir } : {});
        break;
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
