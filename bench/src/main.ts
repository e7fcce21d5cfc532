/**
 * `npm run bench`: what a page load of the portal costs — see README.md, "Performance".
 *
 *   npm run bench                          5 runs per page, unthrottled and Slow 4G + CPU×4, API latency
 *   npm run bench -- --bytes --check       CI: one unthrottled run, bytes only, fails over bench/budgets.json limits
 *   npm run bench -- --scale               the list calls at 10k, 100k and 1M rows (bench/src/scale/run.ts)
 *   npm run bench -- --ops                 /ops over a month of a busy portal's telemetry (bench/src/opsMonth.ts)
 *   npm run bench -- --url http://localhost:8080 --runs 3 --build
 *   npm run bench -- --url http://127.0.0.1:8081 --vs http://127.0.0.1:8082 --runs 5   A/B, interleaved (pair.ts)
 *   npm run bench -- --nginx                production path: nginx, HTTP/2 + TLS, in front of the portal's store
 *
 * Options: --url <portal> (default: start one), --runs <n> (5), --bytes, --check, --build,
 * --no-api, --pages /,/Login (a subset), --desktop (1440×900 instead of the phone),
 * --store <release store> and --root <checkout> for the portal this bench starts,
 * --out <json> (bench/results/latest.json), --baseline <json> (bench/baseline.json),
 * --write-baseline, --write-limits (bench/budgets.json limits: this run's bytes + 3 %),
 * --commit <sha> (recorded as the measured commit when --root is an export, not a checkout),
 * --vs <portal> (a second portal, measured against the first run by run: before/after in one run),
 * --nginx (each portal through Debian's nginx with the production config, HTTPS and HTTP/2 on a
 * throwaway certificate; --store and --vs-store name the release stores of --url and --vs portals).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Attributor } from './attribute';
import { summarise } from './attribute';
import { DESKTOP, PHONE, launchBrowser, runVisit } from './browser';
import { devBuildChecks, evaluate, fileGrowth, limitsFrom, type Budgets } from './budgets';
import { liveVersions, startPortal, usePortal, type RunningPortal } from './portal';
import { pairReport, runPaired } from './pair';
import { resolveVisitPaths, sessionsFor, VISITS } from './visits';
import { startNginxFront, type NginxFront } from '../../scripts/lib/nginxFront';
import { checksReport, growthReport, overview, pageReport, table } from './report';
import { apiLatency, buildTimes } from './timings';
import { runOpsBench } from './opsMonth';
import { runScale } from './scale/run';
import type { BenchResult, PageSummary, StepResult } from './types';

export interface Args {
  url?: string;
  runs: number;
  bytes: boolean;
  check: boolean;
  build: boolean;
  api: boolean;
  pages?: string[];
  desktop: boolean;
  store?: string;
  root: string;
  out: string;
  baseline: string;
  budgets: string;
  writeBaseline: boolean;
  writeLimits: boolean;
  /** The commit measured, for a --root that is an export rather than a git checkout. */
  commit?: string;
  /** A second portal, measured interleaved with the first (pair.ts). */
  vs?: string;
  vsStore?: string;
  /** Through nginx with HTTP/2 and TLS, as in production. */
  nginx: boolean;
}

export function parseArgs(argv: string[], ROOT: string): Args {
  const BENCH = path.join(ROOT, 'bench');
  const args: Args = {
    runs: 5,
    bytes: false,
    check: false,
    build: false,
    api: true,
    desktop: false,
    root: ROOT,
    out: path.join(BENCH, 'results/latest.json'),
    baseline: path.join(BENCH, 'baseline.json'),
    budgets: path.join(BENCH, 'budgets.json'),
    writeBaseline: false,
    writeLimits: false,
    nginx: false,
  };
  let runsGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    switch (a) {
      case '--url':
        args.url = value();
        break;
      case '--runs':
        args.runs = Number(value());
        runsGiven = true;
        break;
      case '--bytes':
        args.bytes = true;
        break;
      case '--check':
        args.check = true;
        break;
      case '--build':
        args.build = true;
        break;
      case '--no-api':
        args.api = false;
        break;
      case '--pages':
        args.pages = value()
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean);
        break;
      case '--desktop':
        args.desktop = true;
        break;
      case '--store':
        args.store = path.resolve(value());
        break;
      case '--root':
        args.root = path.resolve(value());
        break;
      case '--out':
        args.out = path.resolve(value());
        break;
      case '--baseline':
        args.baseline = path.resolve(value());
        break;
      case '--budgets':
        args.budgets = path.resolve(value());
        break;
      case '--write-baseline':
        args.writeBaseline = true;
        break;
      case '--write-limits':
        args.writeLimits = true;
        break;
      case '--commit':
        args.commit = value();
        break;
      case '--vs':
        args.vs = value();
        break;
      case '--vs-store':
        args.vsStore = path.resolve(value());
        break;
      case '--nginx':
        args.nginx = true;
        break;
      case '-h':
      case '--help':
        throw new Error('help');
      default:
        throw new Error(`unknown option ${a}`);
    }
  }
  if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs must be a positive integer');
  if (args.vs && (args.bytes || args.check || args.writeBaseline || args.writeLimits))
    throw new Error('--vs measures times; bytes and limits come from a single portal');
  if (args.nginx && args.url && !args.store) throw new Error('--nginx with --url needs --store: nginx serves that release store itself');
  if (args.nginx && args.vs && !args.vsStore) throw new Error('--nginx with --vs needs --vs-store');
  // Bytes are deterministic (immutable files): one unthrottled run says it all.
  if (args.bytes) {
    if (!runsGiven) args.runs = 1;
    args.api = false;
  }
  return args;
}

function gitState(root: string): { commit: string | null; dirty: boolean | null } {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const status = execFileSync(
      'git',
      ['status', '--porcelain', '--', 'shell', 'mf-account', 'mf-certification', 'mf-clinic', 'mf-commerce', 'shared', 'build-config', 'package-lock.json'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    return { commit, dirty: status.trim() !== '' };
  } catch {
    return { commit: null, dirty: null };
  }
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** The result as committed: no portal-specific URLs (port, version folders), only stable file keys. */
function forCommit(result: BenchResult): BenchResult {
  const pages: Record<string, PageSummary> = {};
  for (const [name, p] of Object.entries(result.pages)) pages[name] = { ...p, files: p.files.map(({ url: _url, ...f }) => ({ ...f, url: '' })) };
  const api = result.api ? { ...result.api, url: new URL(result.api.url).pathname } : undefined;
  return { ...result, meta: { ...result.meta, url: '' }, pages, ...(api ? { api } : {}) };
}

/** `root`: the repository (scripts/bench.mjs passes it; tsx gives TypeScript modules no usable __dirname). */
export async function main(argv: string[], ROOT: string): Promise<number> {
  if (argv.includes('--scale')) return runScale(argv, ROOT);
  if (argv.includes('--ops')) return runOpsBench(argv, ROOT);
  const BENCH = path.join(ROOT, 'bench');
  let args: Args;
  try {
    args = parseArgs(argv, ROOT);
  } catch (err) {
    if ((err as Error).message !== 'help') console.error(`✗ ${(err as Error).message}`);
    console.error(
      'usage: npm run bench -- [--url <portal>] [--runs n] [--bytes] [--check] [--build] [--no-api] [--pages /,/Login] [--desktop] [--store dir] [--root checkout] [--write-baseline] [--write-limits]',
    );
    return 2;
  }
  const started = Date.now();
  const loadAtStart = os.loadavg().map((l) => Math.round(l * 10) / 10);
  const log = (line: string) => console.log(`[bench] ${line}`);
  const warnings: string[] = [];
  const warn = (line: string) => {
    warnings.push(line);
    console.log(`[bench] ! ${line}`);
  };
  const device = args.desktop ? DESKTOP : PHONE;
  const visits = VISITS.map((v) => ({ ...v, steps: v.steps })).filter(
    (v) => !args.pages || v.steps.some((s) => args.pages!.includes(s.name) || args.pages!.includes(s.path)),
  );

  let portal: RunningPortal;
  try {
    portal = args.url
      ? usePortal(args.url)
      : await startPortal({ root: args.root, storeDir: args.store, logFile: path.join(BENCH, 'results/portal.log'), log });
  } catch (err) {
    console.error(`✗ ${(err as Error).message}`);
    return 1;
  }
  if (portal.startSeconds !== null) log(`portal up in ${portal.startSeconds.toFixed(1)} s at ${portal.url}`);
  // The portal runs in its own process group: Ctrl-C must not leave it behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping`);
      void portal.close().finally(() => process.exit(130));
    });
  }
  // --nginx: the browser loads each portal through nginx (HTTP/2, TLS), which serves its store's files
  // and proxies the API; the bench's own calls (logins, lookups, source maps) go to the portal directly
  // or through the front, whose throwaway certificate only this process and this browser accept.
  const fronts: NginxFront[] = [];
  const originOf = async (p: RunningPortal, store: string | undefined): Promise<string> => {
    if (!args.nginx) return p.url;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    const front = await startNginxFront({ storeDir: store!, env: 'local', upstreams: [new URL(p.url).host], tls: true });
    fronts.push(front);
    log(`nginx (HTTP/2, TLS) at ${front.url} in front of ${p.url}`);
    return front.url;
  };
  const vsPortal = args.vs ? usePortal(args.vs) : null;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | null = null;
  try {
    const base = await originOf(portal, args.store ?? portal.storeDir ?? undefined);
    const vsBase = vsPortal ? await originOf(vsPortal, args.vsStore) : null;
    browser = await launchBrowser(fronts.length ? [`--ignore-certificate-errors-spki-list=${fronts.map((f) => f.spki).join(',')}`] : []);
    const tokens = await sessionsFor(portal.url, visits, args.api);
    const token = tokens.user;
    const resolved = await resolveVisitPaths(portal.url, visits, tokens.doctor);
    if (vsPortal && vsBase) {
      const vsTokens = await sessionsFor(vsPortal.url, visits, false);
      const paired = await runPaired(
        browser,
        [
          { label: base, base, tokens, visits: resolved },
          { label: vsBase, base: vsBase, tokens: vsTokens, visits: await resolveVisitPaths(vsPortal.url, visits, vsTokens.doctor) },
        ],
        { runs: args.runs, device, log, warn },
      );
      const out = path.join(path.dirname(args.out), 'pair.json');
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), loadAverage: { start: loadAtStart, end: os.loadavg() }, ...paired }, null, 2)}\n`);
      console.log(
        `\n${pairReport(paired)}\n\nMachine: load average ${loadAtStart[0]} at the start, ${os.loadavg()[0].toFixed(1)} at the end · ${path.relative(ROOT, out)} written`,
      );
      return 0;
    }
    const attributor = new Attributor(ROOT);
    const unthrottled = new Map<string, StepResult[]>();
    const throttled = new Map<string, StepResult[]>();
    const push = (m: Map<string, StepResult[]>, s: StepResult) => m.set(s.page, [...(m.get(s.page) ?? []), s]);

    for (const visit of resolved) {
      const opts = { base, device, token: visit.login ? tokens[visit.login] : undefined, warn };
      const name = visit.steps[visit.steps.length - 1].name;
      // One run not counted warms the server's disk and code caches (not needed for bytes).
      if (!args.bytes) await runVisit(browser, visit, { ...opts, throttled: false });
      for (let i = 0; i < args.runs; i++) {
        const t = Date.now();
        for (const raw of await runVisit(browser, visit, { ...opts, throttled: false })) {
          if (raw.failed.length) warn(`${raw.name}: failed requests: ${raw.failed.join(', ')}`);
          push(unthrottled, await attributor.step(raw));
        }
        log(`${name}: run ${i + 1}/${args.runs} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      }
      if (!args.bytes) {
        for (let i = 0; i < args.runs; i++) {
          const t = Date.now();
          for (const raw of await runVisit(browser, visit, { ...opts, throttled: true })) push(throttled, await attributor.step(raw));
          log(`${name}: throttled run ${i + 1}/${args.runs} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
        }
      }
    }

    const pages: Record<string, PageSummary> = {};
    for (const [name, runs] of unthrottled) {
      pages[name] = summarise(runs, throttled.get(name) ?? []);
      const distinct = new Set(runs.map((r) => r.js.encoded));
      if (distinct.size > 1) warn(`${name}: JS bytes differed between runs (${[...distinct].join(', ')}); the median run is reported`);
    }

    const result: BenchResult = {
      meta: {
        date: new Date().toISOString(),
        ...(args.commit ? { commit: args.commit, dirty: false } : gitState(args.root)),
        url: base,
        mode: args.bytes ? 'bytes' : 'full',
        runs: args.runs,
        device: device.name,
        versions: await liveVersions(base),
        chromium: browser.version(),
        loadAverage: { start: loadAtStart, end: os.loadavg().map((l) => Math.round(l * 10) / 10) },
      },
      pages,
    };
    if (args.api && token) {
      log('API latency: GET /api/getInfo, 200 requests/s for 10 s (open loop, after a 2 s warm-up)');
      result.api = await apiLatency(ROOT, portal.url, token, 200, 10);
    }
    if (args.build) {
      log(`timing production builds of ${args.root} (into a temporary folder)`);
      result.build = await buildTimes(args.root, log);
    }

    mkdirSync(path.dirname(args.out), { recursive: true });
    writeFileSync(args.out, `${JSON.stringify(result, null, 2)}\n`);
    const baseline = readJson<BenchResult>(args.baseline);

    console.log('');
    console.log(
      `Portal ${base} · ${result.meta.device} · ${args.bytes ? 'bytes only, ' : ''}${args.runs} run(s) per page · ` +
        `commit ${result.meta.commit?.slice(0, 10) ?? '?'}${result.meta.dirty ? ' + uncommitted changes' : ''} · Chromium ${result.meta.chromium}`,
    );
    console.log(
      `Machine: ${os.cpus().length} cores, load average ${loadAtStart[0]} at the start, ${result.meta.loadAverage!.end[0]} at the end` +
        (Math.max(loadAtStart[0], result.meta.loadAverage!.end[0]) > os.cpus().length ? ' — busy: timings are noisy, bytes are not' : ''),
    );
    console.log(
      `Baseline: ${baseline ? `${path.relative(ROOT, args.baseline)} (${baseline.meta.date.slice(0, 10)}, commit ${baseline.meta.commit?.slice(0, 10) ?? '?'})` : 'none'}`,
    );
    console.log('KB = 1000 bytes; transferred = body bytes as served (brotli here); decoded = what the browser parses.\n');
    for (const [name, p] of Object.entries(pages)) {
      console.log(pageReport(name, p, baseline?.pages[name]));
      console.log('');
    }
    console.log(overview(result, baseline));
    console.log('');
    if (result.api) {
      const b = baseline?.api;
      console.log(
        table(
          ['API GET /api/getInfo', 'now', 'baseline'],
          [
            ['requests (200/s × 10 s)', String(result.api.requests), b ? String(b.requests) : ''],
            ['p50 (ms)', String(result.api.p50), b ? String(b.p50) : ''],
            ['p99 (ms)', String(result.api.p99), b ? String(b.p99) : ''],
            ['max (ms)', String(result.api.max), b ? String(b.max) : ''],
            ['non-2xx / errors', `${result.api.non2xx} / ${result.api.errors}`, b ? `${b.non2xx} / ${b.errors}` : ''],
          ],
        ),
      );
      console.log('');
    }
    if (result.build) {
      const b = baseline?.build;
      const s = (v: number | undefined) => (v === undefined ? '' : (v / 1000).toFixed(1));
      console.log(
        table(
          ['production build (s)', 'now', 'baseline'],
          [
            ['all five apps, one after another', s(result.build.full), s(b?.full)],
            ...Object.entries(result.build.apps).map(([app, t]) => [`${app} alone`, s(t), s(b?.apps[app])]),
          ],
        ),
      );
      console.log('');
    }

    let failed = false;
    const budgets = readJson<Budgets>(args.budgets);
    if (budgets) {
      const targets = evaluate(budgets.targets, result);
      console.log(
        checksReport('Issue 9 targets (bench/budgets.json "targets"; reported, never fail):', targets, devBuildChecks(budgets.targets, result), (ok) =>
          ok === null ? 'not measured' : ok ? 'met' : 'NOT MET',
        ),
      );
      console.log('');
      const limits = evaluate(budgets.limits, result);
      const dev = devBuildChecks(budgets.limits, result);
      console.log(
        checksReport(`Limits (bench/budgets.json "limits": today's bytes + ${Math.round((budgets.limits.slack ?? 0) * 100)} %):`, limits, dev, (ok) =>
          ok === null ? 'not measured' : ok ? 'ok' : 'OVER',
        ),
      );
      const over = limits.filter((c) => c.ok === false);
      const badDev = dev.filter((d) => !d.allowed);
      if (over.length || badDev.length) {
        failed = args.check;
        console.log(`\n${args.check ? '✗' : '!'} over the limits:`);
        for (const c of over) {
          console.log(
            `  ${c.page}: ${c.measure} ${c.unit === 'B' ? `${(c.value! / 1000).toFixed(1)} KB` : c.value} > ${c.unit === 'B' ? `${(c.budget / 1000).toFixed(1)} KB` : c.budget}`,
          );
          const p = pages[c.page];
          if (c.measure === 'jsEncoded' || c.measure === 'cssEncoded') {
            const kind = c.measure === 'jsEncoded' ? 'js' : 'css';
            console.log(
              baseline ? growthReport(c.page, kind.toUpperCase(), fileGrowth(p, baseline.pages[c.page], kind)) : '  (no baseline to compare files with)',
            );
          } else if (c.measure.startsWith('copies.')) {
            const s = c.measure.slice('copies.'.length) as keyof PageSummary['copyFiles'];
            console.log(`  ${c.page}: ${s} is in ${p.copyFiles[s].join(', ')}`);
          }
        }
        for (const d of badDev) console.log(`  ${d.page}: development build of ${d.package} in ${d.file} (${d.source})`);
      }
    } else {
      warn(`no budgets file at ${args.budgets}`);
    }

    if (args.writeBaseline) {
      writeFileSync(args.baseline, `${JSON.stringify(forCommit(result), null, 2)}\n`);
      log(`baseline written to ${path.relative(ROOT, args.baseline)}`);
    }
    if (args.writeLimits) {
      const current: Budgets = budgets ?? { targets: { pages: {} }, limits: { pages: {} } };
      const based = `${result.meta.date.slice(0, 10)}, commit ${result.meta.commit?.slice(0, 10) ?? '?'}${result.meta.dirty ? ' + uncommitted changes' : ''}`;
      current.limits = limitsFrom(result, current.limits.slack ?? 0.03, based, current.limits.minSlackBytes ?? 1000);
      writeFileSync(args.budgets, `${JSON.stringify(current, null, 2)}\n`);
      log(`limits in ${path.relative(ROOT, args.budgets)} set from this run`);
    }
    if (warnings.length) console.log(`\n${warnings.length} warning(s):\n${warnings.map((w) => `  ! ${w}`).join('\n')}`);
    console.log(`\n${path.relative(ROOT, args.out)} written · ${((Date.now() - started) / 1000).toFixed(0)} s${failed ? ' · FAILED: over the limits' : ''}`);
    return failed ? 1 : 0;
  } finally {
    await browser?.close().catch(() => undefined);
    for (const front of fronts) await front.stop();
    await portal.close();
  }
}
