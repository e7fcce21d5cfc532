/**
 * `npm run bench -- --scale`: the list calls of spec 3 §7 at three data sizes (issue 21).
 *
 * Starts a throwaway PostgreSQL server (e2e/support/pgServer.ts, as the tests do), and for each
 * size creates a database, migrates and seeds it through the reference API, generates the rows
 * (generate.ts), starts the API under load in a process of its own (serveApi.ts), then loads each
 * call at a fixed rate, `--runs` times, from a child process (apiLoad.mjs) as
 * the demo doctor (~1 % of the rows) and a heavy doctor (200k orders at 1M), and times the first
 * read of the order list against the next ones and a whole `reconcile`. Writes
 * bench/results/scale.json and the table between the scale-bench markers of README.md.
 *
 *   npm run bench -- --scale [--sizes 10000,100000,1000000] [--seconds 15] [--runs 3] [--rate 100] [--no-readme]
 *   npm run bench -- --scale --explain [--sizes 1000000]   the plans of each call's statements (explain.ts)
 *   npm run bench -- --scale --explain --database-url URL  the same on a database generated before
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { phoneMd5 } from '@tcm/shared/crypto';
import { buildApp, SandboxAdapay, sweepOnce, type SweepCounts } from '@tcm/api';
import { reconcile } from '@tcm/api/operator';
import { startPgServer } from '../../../e2e/support/pgServer';
import { generateScale, HEAVY_PHONE, type ScaleCounts } from './generate';
import { CALLS, type Call } from './calls';
import { explainScale } from './explain';

interface Latency {
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Each run's p50 and p99; p50 and p99 above are their medians. */
  runs: { p50: number; p99: number }[];
}

interface SizeResult {
  size: number;
  counts: ScaleCounts;
  generateSeconds: number;
  calls: Record<string, { demo: Latency; heavy: Latency }>;
  /** The first order-list read after generation (overdue unpaid orders present) against the median of the next five, ms. */
  firstRead: Record<'demo' | 'heavy', { first: number; next: number }>;
  /**
   * A keyword's first call (looked up: nothing kept for it yet) against its next (the kept lookup,
   * api/src/commerce/keywordLookup.ts): medians over FRESH_KEYWORDS on the order list, ms.
   */
  keywordFirst: Record<'demo' | 'heavy', { first: number; next: number }>;
  /** The sweeper's catch-up on the generated backlog before the load (what it moved, how long). */
  sweepSeconds: number;
  swept: SweepCounts;
  reconcileSeconds: number;
  discrepancies: number;
}

function parse(argv: string[]) {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    sizes: (value('--sizes') ?? '10000,100000,1000000').split(',').map(Number),
    seconds: Number(value('--seconds') ?? 15),
    rate: Number(value('--rate') ?? 100),
    runs: Number(value('--runs') ?? 3),
    readme: !argv.includes('--no-readme'),
    databaseUrl: value('--database-url'),
  };
}

async function login(base: string, phone: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: phone, phoneMd5: phoneMd5(phone), type: 'pwd', password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { code: number; msg: string; token: string };
  if (body.code !== 200) throw new Error(`login ${phone}: ${body.msg}`);
  return body.token;
}

async function timed(base: string, token: string, call: Call, deepPage: number): Promise<{ ms: number; body: Record<string, unknown> }> {
  const started = performance.now();
  const res = await fetch(`${base}${call.path({ deepPage })}`, {
    method: call.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  const body = (await res.json()) as Record<string, unknown>;
  const ms = performance.now() - started;
  if (body.code !== 200) throw new Error(`${call.path({ deepPage })}: ${String(body.msg)}`);
  return { ms, body };
}

/**
 * The load generator in a child process (its timers never share an event loop with this one),
 * `runs` times back to back (one warm-up before the first). The percentiles reported are the
 * medians of the runs': this shared machine stalls now and then for a few hundred ms, and in an
 * open loop a stall delays every request due during it, so one run's p99 can be a stall's alone.
 */
async function load(root: string, url: string, token: string, rate: number, seconds: number, runs: number, call: Call): Promise<Latency> {
  const each: Omit<Latency, 'runs'>[] = [];
  for (let i = 0; i < runs; i++) {
    const { stdout: out } = await promisify(execFile)(
      process.execPath,
      [path.join(root, 'bench/src/apiLoad.mjs'), url, token, String(rate), String(seconds), call.method, call.body ? JSON.stringify(call.body) : ''],
      { encoding: 'utf8', maxBuffer: 1 << 20, env: { ...process.env, WARMUP_SECONDS: i === 0 ? '2' : '0' } },
    );
    each.push(JSON.parse(out.trim().split('\n').pop()!) as Omit<Latency, 'runs'>);
  }
  const sum = (k: 'requests' | 'non2xx' | 'errors') => each.reduce((n, r) => n + r[k], 0);
  return {
    p50: median(each.map((r) => r.p50)),
    p99: median(each.map((r) => r.p99)),
    requests: sum('requests'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    runs: each.map((r) => ({ p50: r.p50, p99: r.p99 })),
  };
}

/** Starts serveApi.ts on the database and answers its base URL and the process (stopped with SIGTERM). */
async function serveApi(root: string, databaseUrl: string, uploads: string): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/src/scale/serveApi.ts'), databaseUrl, uploads], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { base: string }).base);
    });
    child.once('exit', (code) => reject(new Error(`serveApi.ts exited with ${code} before listening`)));
  });
  return { base, child };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** Given names of the generated patients (generate.ts), each held by about 5 % of a doctor's patients as 志强 is. */
const FRESH_KEYWORDS = ['秀英', '建华', '丽娟', '国庆', '海燕', '文博', '晓明'];

async function measureSize(root: string, databaseUrl: string, size: number, opts: ReturnType<typeof parse>, log: (l: string) => void): Promise<SizeResult> {
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'tcm-scale-uploads-'));
  // This process generates, sweeps and reconciles; the API under load runs in its own (serveApi.ts).
  const app = await buildApp({ databaseUrl, uploadDir: uploads, sandbox: true, logger: false });
  let api: { base: string; child: ChildProcess } | undefined;
  try {
    const now = new Date();
    log(`${size.toLocaleString('en')} rows: generating`);
    const started = Date.now();
    const counts = await generateScale(app.db, size, now, log);
    const generateSeconds = (Date.now() - started) / 1000;
    log(`  ${JSON.stringify(counts)} in ${generateSeconds.toFixed(0)} s`);
    api = await serveApi(root, databaseUrl, uploads);
    const base = api.base;
    const tokens = { demo: await login(base, DEMO_ACCOUNTS.doctor.phone), heavy: await login(base, HEAVY_PHONE) };

    const firstRead = {} as SizeResult['firstRead'];
    const deepPages = { demo: 1, heavy: 1 };
    for (const who of ['demo', 'heavy'] as const) {
      const first = await timed(base, tokens[who], CALLS[0], 1);
      const next: number[] = [];
      for (let i = 0; i < 5; i++) next.push((await timed(base, tokens[who], CALLS[0], 1)).ms);
      firstRead[who] = { first: Math.round(first.ms), next: Math.round(median(next)) };
      deepPages[who] = Math.max(1, Math.floor(Number(first.body.total) / 10));
    }

    // A running server's sweeper (every SWEEP_INTERVAL_MS) records what the reads derived: the
    // generated rows hold a backlog of overdue orders and visits, which a server works off within
    // seconds of starting. The load is measured in that steady state, as a clinic sees it.
    const s0 = Date.now();
    const swept: SweepCounts = { settledPayments: 0, expiredOrders: 0, expiredVisits: 0, foldedCounts: 0 };
    for (;;) {
      const pass = await sweepOnce({ db: app.db, adapay: new SandboxAdapay(), now: () => new Date() });
      if (!pass) break;
      for (const k of Object.keys(swept) as (keyof SweepCounts)[]) swept[k] += pass[k];
      if (!pass.settledPayments && !pass.expiredOrders && !pass.expiredVisits && !pass.foldedCounts) break;
    }
    const sweepSeconds = (Date.now() - s0) / 1000;
    log(`  sweeper caught up in ${sweepSeconds.toFixed(1)} s: ${JSON.stringify(swept)}`);
    // Generating 1M rows leaves gigabytes of pages to write out: left to the checkpointer, they were
    // written during the first calls' load and stalled them by hundreds of ms (p99 of 218 ms at
    // 100k rows against 42 at 10k), which is the bulk load's cost, not the list's.
    await app.db.query('CHECKPOINT');

    const calls: SizeResult['calls'] = {};
    for (const call of CALLS) {
      const one = {} as { demo: Latency; heavy: Latency };
      for (const who of ['demo', 'heavy'] as const) {
        one[who] = await load(root, `${base}${call.path({ deepPage: deepPages[who] })}`, tokens[who], opts.rate, opts.seconds, opts.runs, call);
        if (one[who].non2xx || one[who].errors) throw new Error(`${call.name} (${who}): ${one[who].non2xx} non-2xx, ${one[who].errors} errors`);
      }
      calls[call.name] = one;
      log(`  ${call.name}: demo ${one.demo.p50}/${one.demo.p99} ms, heavy ${one.heavy.p50}/${one.heavy.p99} ms (p50/p99)`);
    }

    // After the load, on connections that have served it as a running server's have: names as common
    // as 志强, which the load asked again and again, each asked here for the first time. Measured
    // before the load, a fresh PostgreSQL connection's first touches of the shared buffers' pages
    // dominated (16-80 ms for a lookup that takes 3-6 ms once its connection has read those pages).
    const keywordFirst = {} as SizeResult['keywordFirst'];
    for (const who of ['demo', 'heavy'] as const) {
      const first: number[] = [];
      const next: number[] = [];
      for (const keyword of FRESH_KEYWORDS) {
        const call = { ...CALLS[0], path: () => `/api/delivery/order/list?pageNum=1&pageSize=10&patientName=${encodeURIComponent(keyword)}` };
        first.push((await timed(base, tokens[who], call, 1)).ms);
        for (let i = 0; i < 3; i++) next.push((await timed(base, tokens[who], call, 1)).ms);
      }
      keywordFirst[who] = { first: round1(median(first)), next: round1(median(next)) };
    }

    const r0 = Date.now();
    const discrepancies = (await reconcile(app.db)).length;
    const reconcileSeconds = (Date.now() - r0) / 1000;
    log(`  reconcile: ${reconcileSeconds.toFixed(2)} s over ${counts.ledger.toLocaleString('en')} ledger rows, ${discrepancies} discrepancies`);
    return { size, counts, generateSeconds, calls, firstRead, keywordFirst, sweepSeconds, swept, reconcileSeconds, discrepancies };
  } finally {
    if (api && api.child.exitCode === null) {
      const exited = new Promise((resolve) => api!.child.once('exit', resolve));
      api.child.kill('SIGTERM');
      await exited;
    }
    await app.close();
    rmSync(uploads, { recursive: true, force: true });
  }
}

const sizeName = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);

export function scaleTable(results: SizeResult[], meta: { seconds: number; rate: number; runs: number; date: string }): string {
  const head = `| call | doctor | ${results.map((r) => `${sizeName(r.size)} rows p50 / p99`).join(' | ')} |`;
  const rule = `|---|---|${results.map(() => '---|').join('')}`;
  const rows: string[] = [];
  for (const call of CALLS) {
    for (const who of ['demo', 'heavy'] as const) {
      const cells = results.map((r) => `${r.calls[call.name][who].p50} / ${r.calls[call.name][who].p99} ms`);
      rows.push(`| ${who === 'demo' ? call.name : ''} | ${who === 'demo' ? '演示医生' : '大户医生'} | ${cells.join(' | ')} |`);
    }
  }
  for (const who of ['demo', 'heavy'] as const) {
    rows.push(
      `| first order-list read / the next | ${who === 'demo' ? '演示医生' : '大户医生'} | ${results.map((r) => `${r.firstRead[who].first} / ${r.firstRead[who].next} ms`).join(' | ')} |`,
    );
  }
  for (const who of ['demo', 'heavy'] as const) {
    rows.push(
      `| a keyword's first call / the next (\`patientName\`, median of ${FRESH_KEYWORDS.length} given names) | ${who === 'demo' ? '演示医生' : '大户医生'} | ${results.map((r) => `${r.keywordFirst[who].first} / ${r.keywordFirst[who].next} ms`).join(' | ')} |`,
    );
  }
  rows.push(
    `| sweeper's catch-up on the generated backlog, before the load | — | ${results.map((r) => `${r.sweepSeconds.toFixed(1)} s, ${(r.swept.expiredOrders + r.swept.expiredVisits + r.swept.settledPayments).toLocaleString('en')} rows`).join(' | ')} |`,
  );
  rows.push(
    `| \`reconcile\` (whole ledger) | — | ${results.map((r) => `${r.reconcileSeconds.toFixed(2)} s, ${r.counts.ledger.toLocaleString('en')} rows`).join(' | ')} |`,
  );
  const sizes = results
    .map(
      (r) =>
        `${sizeName(r.size)}: ${r.counts.patients.toLocaleString('en')} patients, ${r.counts.visits.toLocaleString('en')} visits, ${r.counts.orders.toLocaleString('en')} orders, ${r.counts.drafts.toLocaleString('en')} drafts`,
    )
    .join('; ');
  return [
    `Scale bench (\`npm run bench -- --scale\`, ${meta.date}): a PostgreSQL 15 server on this 2-core machine, ${meta.rate} requests/s per call and doctor, each sent when due (open loop, latency counted from then), ${meta.runs} runs of ${meta.seconds} s: p50 and p99 are the medians of the runs'. The demo doctor owns ~1 % of the rows; the heavy doctor 5 % of the patients and ~20 % of the orders. ${sizes}.`,
    '',
    head,
    rule,
    ...rows,
  ].join('\n');
}

export function writeReadmeTable(readmePath: string, table: string): void {
  const text = readFileSync(readmePath, 'utf8');
  const start = '<!-- scale-bench:start -->';
  const end = '<!-- scale-bench:end -->';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`${readmePath} has no ${start} … ${end} block`);
  writeFileSync(readmePath, `${text.slice(0, i + start.length)}\n${table}\n${text.slice(j)}`);
}

export async function runScale(argv: string[], root: string): Promise<number> {
  const opts = parse(argv);
  const log = (line: string) => console.log(line);
  if (argv.includes('--explain')) return explainScale(opts.sizes[opts.sizes.length - 1], log, opts.databaseUrl);
  const pg = await startPgServer({ log, settings: ['shared_buffers=1GB', 'jit=off', 'max_wal_size=4GB'] });
  const results: SizeResult[] = [];
  try {
    for (const size of opts.sizes) results.push(await measureSize(root, pg.createDatabase(`scale_${size}`), size, opts, log));
  } finally {
    pg.stop();
  }
  const date = new Date().toISOString().slice(0, 10);
  const table = scaleTable(results, { seconds: opts.seconds, rate: opts.rate, runs: opts.runs, date });
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/scale.json'), `${JSON.stringify({ date, ...opts, results }, null, 2)}\n`);
  console.log(`\n${table}\n`);
  if (opts.readme) writeReadmeTable(path.join(root, 'README.md'), table);
  return results.some((r) => r.discrepancies > 0) ? 1 : 0;
}
