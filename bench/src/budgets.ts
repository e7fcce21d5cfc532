/**
 * Budgets (bench/budgets.json) and their comparison with a result (pure, unit-tested).
 *
 * Two sets with the same shape: `targets` (issue 9's goals, reported as met / not met) and
 * `limits` (today's values plus a slack; a page over a limit fails `--check`). Per page (or "*"
 * for every page; a page's own entry wins measure by measure):
 *
 *   jsEncoded, cssEncoded   JS / CSS bytes transferred until the network is idle (idle warming included)
 *   tbtThrottled            Total Blocking Time on Slow 4G with CPU ×4 (ms); only when throttled runs were made
 *   readyThrottled          the page's first control visible on Slow 4G with CPU ×4 (ms, issue 34); likewise
 *   copies                  { react, react-dom, react-router, arco, mf-runtime }: most copies allowed per load
 *
 * and `devBuilds`: the packages allowed to be in a production bundle as a development build.
 */
import { SINGLETONS, type Singleton } from './origins';
import type { BenchResult, FileResult, PageSummary } from './types';

export interface PageBudget {
  jsEncoded?: number;
  cssEncoded?: number;
  tbtThrottled?: number;
  readyThrottled?: number;
  copies?: Partial<Record<Singleton, number>>;
}

export interface BudgetSet {
  $comment?: string;
  pages: Record<string, PageBudget>;
  devBuilds?: string[];
}

export interface Budgets {
  $comment?: string;
  targets: BudgetSet;
  limits: BudgetSet & { slack?: number; minSlackBytes?: number; basedOn?: string };
}

export interface Check {
  page: string;
  measure: string;
  value: number | null;
  budget: number;
  /** null: not measured in this run (e.g. TBT in --bytes mode). */
  ok: boolean | null;
  unit: 'B' | 'ms' | '';
}

export function budgetFor(set: BudgetSet, page: string): PageBudget {
  const all = set.pages['*'] ?? {};
  const own = set.pages[page] ?? {};
  return { ...all, ...own, copies: { ...all.copies, ...own.copies } };
}

/** Every budgeted measure of every measured page, with its verdict. */
export function evaluate(set: BudgetSet, result: BenchResult): Check[] {
  const checks: Check[] = [];
  for (const [page, summary] of Object.entries(result.pages)) {
    const b = budgetFor(set, page);
    const add = (measure: string, value: number | null, budget: number | undefined, unit: Check['unit']) => {
      if (budget === undefined) return;
      checks.push({ page, measure, value, budget, ok: value === null ? null : value <= budget, unit });
    };
    add('jsEncoded', summary.js.encoded, b.jsEncoded, 'B');
    add('cssEncoded', summary.css.encoded, b.cssEncoded, 'B');
    add('tbtThrottled', summary.throttled?.tbt ?? null, b.tbtThrottled, 'ms');
    add('readyThrottled', summary.throttled?.ready ?? null, b.readyThrottled, 'ms');
    for (const s of SINGLETONS) add(`copies.${s}`, summary.copies[s], b.copies?.[s], '');
  }
  return checks;
}

export interface DevBuildCheck {
  page: string;
  package: string;
  file: string;
  source: string;
  allowed: boolean;
}

export function devBuildChecks(set: BudgetSet, result: BenchResult): DevBuildCheck[] {
  const allowed = new Set(set.devBuilds ?? []);
  const out: DevBuildCheck[] = [];
  for (const [page, summary] of Object.entries(result.pages)) {
    const seen = new Set<string>();
    for (const d of summary.devBuilds) {
      const key = `${d.package} ${d.file}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ page, package: d.package, file: d.file, source: d.source, allowed: allowed.has(d.package) });
    }
  }
  return out;
}

export interface FileDelta {
  key: string;
  now: number;
  before: number | null;
  delta: number;
  /** The baseline file this one replaces: chunk ids change when modules move between chunks. */
  was?: string;
}

interface FileSide {
  bytes: number;
  app: string;
  /** The origin group holding most of the file's bytes ('' if unknown). */
  top: string;
}

function sides(files: FileResult[], kind: FileResult['kind']): Map<string, FileSide> {
  const m = new Map<string, FileSide>();
  for (const f of files) {
    if (f.kind !== kind) continue;
    const top = Object.entries(f.groups ?? {}).sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    const prior = m.get(f.key);
    m.set(f.key, { bytes: (prior?.bytes ?? 0) + f.encoded, app: f.app, top: prior?.top || top });
  }
  return m;
}

/**
 * What grew on a page, file by file (transferred bytes of one kind, by stable file key), against
 * the baseline's same page, largest growth first. A file new since the baseline is paired with a
 * vanished baseline file of the same app and main origin (the closest in size), so a chunk that
 * only changed its id reads as "grew" rather than as one new and one removed file.
 */
export function fileGrowth(now: PageSummary, before: PageSummary | undefined, kind: FileResult['kind']): FileDelta[] {
  const a = sides(now.files, kind);
  const b = before ? sides(before.files, kind) : new Map<string, FileSide>();
  const vanished = new Set([...b.keys()].filter((k) => !a.has(k)));
  const rows: FileDelta[] = [];
  for (const [key, side] of a) {
    let base = b.get(key);
    let was: string | undefined;
    if (!base) {
      const candidates = [...vanished].filter((k) => b.get(k)!.app === side.app && b.get(k)!.top === side.top);
      candidates.sort((x, y) => Math.abs(b.get(x)!.bytes - side.bytes) - Math.abs(b.get(y)!.bytes - side.bytes));
      if (candidates.length) {
        was = candidates[0];
        base = b.get(was);
        vanished.delete(was);
      }
    }
    const delta = side.bytes - (base?.bytes ?? 0);
    if (delta !== 0 || was) rows.push({ key, now: side.bytes, before: base ? base.bytes : null, delta, ...(was ? { was } : {}) });
  }
  for (const key of vanished) rows.push({ key, now: 0, before: b.get(key)!.bytes, delta: -b.get(key)!.bytes });
  return rows.sort((x, y) => y.delta - x.delta);
}

/**
 * Limits from a result: today's bytes plus `slack` (at least `minSlackBytes`, so a page of a few KB
 * is not failed by a one-line change), rounded up; today's copies; today's development builds.
 */
export function limitsFrom(result: BenchResult, slack: number, basedOn: string, minSlackBytes = 1000): Budgets['limits'] {
  const pages: Record<string, PageBudget> = {};
  const dev = new Set<string>();
  const limit = (bytes: number) => Math.ceil(bytes + Math.max(bytes * slack, minSlackBytes));
  for (const [page, s] of Object.entries(result.pages)) {
    pages[page] = {
      jsEncoded: limit(s.js.encoded),
      cssEncoded: limit(s.css.encoded),
      copies: Object.fromEntries(SINGLETONS.map((k) => [k, Math.max(1, s.copies[k])])) as Record<Singleton, number>,
    };
    s.devBuilds.forEach((d) => dev.add(d.package));
  }
  return {
    $comment:
      `Today's bytes + ${Math.round(slack * 100)} % (at least ${minSlackBytes} B), today's copies and development builds: ` +
      'a regression fails `npm run bench -- --bytes --check`. Lower them as issue 9 lands: npm run bench -- --bytes --write-limits.',
    slack,
    minSlackBytes,
    basedOn,
    pages,
    devBuilds: [...dev].sort(),
  };
}
