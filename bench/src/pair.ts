/**
 * Two portals measured in one run, interleaved (`npm run bench -- --url A --vs B`): the same visits,
 * Slow 4G + CPU ×4, A and B alternately (A B, then B A, …) so that a machine that slows down or speeds
 * up weighs on both alike. Each page reports both medians and the median of the paired differences
 * (run i of B minus run i of A), which is what a before/after claim should quote on a shared machine.
 */
import type { Browser } from 'playwright-core';
import { runVisit, type Device, type RawStep, type Visit } from './browser';
import { table } from './report';
import { median, totalBlockingTime } from './stats';

export interface PairSide {
  label: string;
  /** Where the browser loads the pages. */
  base: string;
  /** Session tokens by visit login (bench/src/visits.ts). */
  tokens: Partial<Record<'user' | 'doctor', string>>;
  /** The visits with their paths resolved against this portal's data. */
  visits: Visit[];
}

export interface PairRun {
  ready: number | null;
  /** The shell rendered or hydrated (data-shell-ready); null for an in-app step. */
  live: number | null;
  lcp: number | null;
  tbt: number;
  /** JS transferred, bytes. */
  js: number;
  requests: number;
}

export interface PairResult {
  sides: [string, string];
  runs: number;
  /** page → [runs of A, runs of B], run i of each measured back to back. */
  pages: Record<string, [PairRun[], PairRun[]]>;
}

export function pairRun(step: RawStep): PairRun {
  return {
    ready: step.ready,
    live: step.live,
    lcp: step.lcp === null ? null : Math.round(step.lcp),
    tbt: totalBlockingTime(step.longTasks, step.from, Infinity),
    js: step.responses.filter((r) => r.kind === 'js').reduce((n, r) => n + r.encoded, 0),
    requests: step.responses.length,
  };
}

/** Median of B − A over the runs where both have a value. */
export function pairedDelta(a: (number | null)[], b: (number | null)[]): number | null {
  const d = a.map((x, i) => (x === null || b[i] === null || b[i] === undefined ? null : b[i] - x));
  const m = median(d);
  return m === null ? null : Math.round(m);
}

export async function runPaired(
  browser: Browser,
  sides: [PairSide, PairSide],
  opts: { runs: number; device: Device; log: (line: string) => void; warn: (line: string) => void },
): Promise<PairResult> {
  const result: PairResult = { sides: [sides[0].label, sides[1].label], runs: opts.runs, pages: {} };
  const visitCount = sides[0].visits.length;
  for (let v = 0; v < visitCount; v++) {
    const run = (side: PairSide, throttled: boolean) => {
      const visit = side.visits[v];
      return runVisit(browser, visit, {
        base: side.base,
        device: opts.device,
        token: visit.login ? side.tokens[visit.login] : undefined,
        throttled,
        warn: opts.warn,
      });
    };
    // One uncounted run each warms the servers' disk and code caches.
    for (const side of sides) await run(side, false);
    for (let i = 0; i < opts.runs; i++) {
      const order = i % 2 ? [1, 0] : [0, 1];
      for (const s of order) {
        for (const step of await run(sides[s], true)) {
          const page = (result.pages[step.name] ??= [[], []]);
          page[s].push(pairRun(step));
        }
      }
      opts.log(`${sides[0].visits[v].steps.at(-1)!.name}: paired throttled run ${i + 1}/${opts.runs}`);
    }
  }
  return result;
}

const ms = (v: number | null) => (v === null ? '–' : String(Math.round(v)));
const signed = (v: number | null) => (v === null ? '–' : `${v > 0 ? '+' : ''}${v}`);

export function pairReport(result: PairResult): string {
  const [a, b] = result.sides;
  const rows = Object.entries(result.pages).map(([page, [ra, rb]]) => {
    const pick = (runs: PairRun[], k: keyof PairRun) => runs.map((r) => r[k]);
    return [
      page,
      ms(median(pick(ra, 'ready'))),
      ms(median(pick(rb, 'ready'))),
      signed(pairedDelta(pick(ra, 'ready'), pick(rb, 'ready'))),
      ms(median(pick(ra, 'live'))),
      ms(median(pick(rb, 'live'))),
      ms(median(pick(ra, 'lcp'))),
      ms(median(pick(rb, 'lcp'))),
      ms(median(pick(ra, 'tbt'))),
      ms(median(pick(rb, 'tbt'))),
      signed(pairedDelta(pick(ra, 'tbt'), pick(rb, 'tbt'))),
      ((median(pick(ra, 'js')) ?? 0) / 1000).toFixed(1),
      ((median(pick(rb, 'js')) ?? 0) / 1000).toFixed(1),
    ];
  });
  return [
    `Paired, Slow 4G + CPU ×4, ${result.runs} run(s) each, interleaved; A = ${a}, B = ${b}; medians (ms), Δ = median of B − A per run pair:`,
    table(['page', 'ready A', 'ready B', 'Δ ready', 'live A', 'live B', 'LCP A', 'LCP B', 'TBT A', 'TBT B', 'Δ TBT', 'JS KB A', 'JS KB B'], rows),
  ].join('\n');
}
