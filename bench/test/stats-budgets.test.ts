import { budgetFor, devBuildChecks, evaluate, fileGrowth, limitsFrom, type BudgetSet } from '../src/budgets';
import { largestContentfulPaint, median, medianIndex, totalBlockingTime } from '../src/stats';
import type { BenchResult, PageSummary } from '../src/types';

describe('median', () => {
  it('takes the middle value, the mean of the two middle ones, and skips missing values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 7, undefined, 9, 8])).toBe(8);
    expect(median([null])).toBeNull();
    expect(median([])).toBeNull();
  });

  it('finds the run holding the median', () => {
    expect(medianIndex([30, 10, 20])).toBe(2);
    expect(medianIndex([10, 40, 20, 30])).toBe(2);
    expect(medianIndex([5])).toBe(0);
  });
});

describe('totalBlockingTime', () => {
  it('counts what each long task spends beyond 50 ms inside the window, clipping at the edges', () => {
    const tasks = [
      { start: 0, duration: 120 }, // before FCP=100: 20 ms inside → nothing
      { start: 150, duration: 200 }, // 150 blocking
      { start: 400, duration: 49 }, // short
      { start: 900, duration: 300 }, // to=1000: 100 inside → 50
    ];
    expect(totalBlockingTime(tasks, 100, 1000)).toBe(200);
    expect(totalBlockingTime(tasks, 0, Infinity)).toBe(70 + 150 + 250);
    expect(totalBlockingTime([], 0, Infinity)).toBe(0);
  });

  it('takes the last LCP candidate', () => {
    expect(largestContentfulPaint([300.4, 812.6])).toBe(813);
    expect(largestContentfulPaint([])).toBeNull();
  });
});

const none = { react: 1, 'react-dom': 1, 'react-router': 1, arco: 1, 'arco-icons': 1, 'mf-runtime': 1 };
function page(js: number, css: number, extra: Partial<PageSummary> = {}): PageSummary {
  return {
    runs: 1,
    requests: 10,
    js: { encoded: js, decoded: js * 4, files: 2 },
    css: { encoded: css, decoded: css * 8, files: 1 },
    all: { encoded: js + css, decoded: js * 4 + css * 8, files: 3 },
    jsAtLoad: js,
    groups: {},
    copies: { ...none },
    copyFiles: { react: [], 'react-dom': [], 'react-router': [], arco: [], 'arco-icons': [], 'mf-runtime': [] },
    copyModules: { react: '', 'react-dom': '', 'react-router': '', arco: '', 'arco-icons': '', 'mf-runtime': '' },
    devBuilds: [],
    files: [
      { key: 'shell/main.js', url: '', kind: 'js', app: 'shell', encoded: js / 2, decoded: 0 },
      { key: 'shell/244.js', url: '', kind: 'js', app: 'shell', encoded: js / 2, decoded: 0 },
      { key: 'shell/299.css', url: '', kind: 'css', app: 'shell', encoded: css, decoded: 0 },
    ],
    unthrottled: { lcp: 500, fcp: 400, tbt: 10, ready: 450, idle: 900 },
    ...extra,
  };
}
const result = (pages: Record<string, PageSummary>): BenchResult => ({
  meta: { date: '2026-01-01T00:00:00Z', commit: 'abc', dirty: false, url: '', mode: 'bytes', runs: 1, device: 'phone', versions: {}, chromium: '' },
  pages,
});

describe('budgets', () => {
  const set: BudgetSet = {
    pages: {
      '*': { cssEncoded: 40_000, tbtThrottled: 200, copies: { react: 1, 'mf-runtime': 1 } },
      '/': { jsEncoded: 250_000, copies: { 'mf-runtime': 2 } },
      '/Login': { readyThrottled: 1500 },
    },
    devBuilds: ['react-router'],
  };

  it("merges a page's own budget over the one for every page", () => {
    expect(budgetFor(set, '/')).toEqual({ cssEncoded: 40_000, tbtThrottled: 200, jsEncoded: 250_000, copies: { react: 1, 'mf-runtime': 2 } });
    expect(budgetFor(set, '/Login').jsEncoded).toBeUndefined();
  });

  it('says met, over or not measured for every budgeted measure', () => {
    const r = result({
      '/': page(260_000, 30_000, { copies: { ...none, 'mf-runtime': 2 } }),
      '/Login': page(100_000, 50_000, { throttled: { lcp: 1, fcp: 1, tbt: 150, ready: 1600, idle: 1 }, copies: { ...none, 'mf-runtime': 3 } }),
    });
    const checks = evaluate(set, r);
    const verdict = Object.fromEntries(checks.map((c) => [`${c.page} ${c.measure}`, c.ok]));
    expect(verdict).toEqual({
      '/ jsEncoded': false,
      '/ cssEncoded': true,
      '/ tbtThrottled': null, // bytes-only run: no throttled timings
      '/ copies.react': true,
      '/ copies.mf-runtime': true,
      '/Login cssEncoded': false,
      '/Login tbtThrottled': true,
      '/Login readyThrottled': false, // issue 34: the first control within 1.5 s
      '/Login copies.react': true,
      '/Login copies.mf-runtime': false,
    });
  });

  it('allows only the listed development builds', () => {
    const r = result({
      '/': page(1, 1, {
        devBuilds: [
          { package: 'react-router', source: 'react-router/dist/development/a.mjs', file: 'shell/173.js' },
          { package: 'react-dom', source: 'react-dom/cjs/react-dom-client.development.js', file: 'shell/275.js' },
        ],
      }),
    });
    expect(devBuildChecks(set, r).map((d) => [d.package, d.allowed])).toEqual([
      ['react-router', true],
      ['react-dom', false],
    ]);
  });

  it('names the files that grew against the baseline, largest first', () => {
    const before = page(200_000, 30_000);
    const now = page(200_000, 30_000, {
      files: [
        { key: 'shell/main.js', url: '', kind: 'js', app: 'shell', encoded: 100_500, decoded: 0 },
        { key: 'shell/244.js', url: '', kind: 'js', app: 'shell', encoded: 90_000, decoded: 0 },
        { key: 'account/157.js', url: '', kind: 'js', app: 'account', encoded: 12_000, decoded: 0 },
      ],
    });
    expect(fileGrowth(now, before, 'js')).toEqual([
      { key: 'account/157.js', now: 12_000, before: null, delta: 12_000 },
      { key: 'shell/main.js', now: 100_500, before: 100_000, delta: 500 },
      { key: 'shell/244.js', now: 90_000, before: 100_000, delta: -10_000 },
    ]);
  });

  it('pairs a chunk whose id changed with the vanished chunk of the same app and origin', () => {
    const file = (key: string, encoded: number, top: string) => ({
      key,
      url: '',
      kind: 'js' as const,
      app: 'shell',
      encoded,
      decoded: 0,
      groups: { [top]: encoded },
    });
    const before = page(0, 0, {
      files: [file('shell/431.js', 12_000, 'app:shell'), file('shell/244.js', 200_000, 'arco'), file('shell/9.js', 500, 'other-libs')],
    });
    const now = page(0, 0, { files: [file('shell/224.js', 12_500, 'app:shell'), file('shell/244.js', 200_000, 'arco')] });
    expect(fileGrowth(now, before, 'js')).toEqual([
      { key: 'shell/224.js', now: 12_500, before: 12_000, delta: 500, was: 'shell/431.js' },
      { key: 'shell/9.js', now: 0, before: 500, delta: -500 },
    ]);
  });

  it("makes limits of today's bytes plus the slack (at least 1 KB), today's copies and development builds", () => {
    const r = result({
      '/': page(100_000, 10_000, {
        copies: { ...none, 'mf-runtime': 2, 'react-router': 0 },
        devBuilds: [{ package: 'react-router', source: 's', file: 'f' }],
      }),
    });
    const limits = limitsFrom(r, 0.03, 'today');
    expect(limits.pages['/']).toEqual({
      jsEncoded: 103_000,
      cssEncoded: 11_000, // 3 % of 10 KB is less than the 1 KB floor
      copies: { react: 1, 'react-dom': 1, 'react-router': 1, arco: 1, 'arco-icons': 1, 'mf-runtime': 2 },
    });
    expect(limits.devBuilds).toEqual(['react-router']);
    expect(limits.slack).toBe(0.03);
  });
});
