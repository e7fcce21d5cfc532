import { pairedDelta, pairReport, pairRun } from '../src/pair';
import type { RawStep } from '../src/browser';

describe('paired runs', () => {
  it('takes the median of the per-pair differences, skipping pairs with a missing value', () => {
    // Medians alone would say 0 (both 200); every pair says B is 100 ms later.
    expect(pairedDelta([100, 200, 300], [200, 300, 400])).toBe(100);
    expect(pairedDelta([100, null, 300], [150, 900, 250])).toBe(0);
    expect(pairedDelta([null], [5])).toBeNull();
  });

  it('reads ready, LCP, TBT and JS bytes from a raw step', () => {
    const step: RawStep = {
      name: '/Login',
      responses: [
        { url: 'http://x/a.js', kind: 'js', status: 200, encoded: 1000, decoded: 3000, sent: 0, finished: 1 },
        { url: 'http://x/a.css', kind: 'css', status: 200, encoded: 500, decoded: 900, sent: 0, finished: 1 },
      ],
      failed: [],
      loadEvent: 1,
      lcp: 812.4,
      fcp: 300,
      longTasks: [
        { start: 100, duration: 200 }, // before FCP: not counted
        { start: 400, duration: 130 },
      ],
      from: 300,
      ready: 900,
      live: 1400,
      idle: 2000,
    };
    expect(pairRun(step)).toEqual({ ready: 900, live: 1400, lcp: 812, tbt: 80, js: 1000, requests: 2 });
    const report = pairReport({ sides: ['A', 'B'], runs: 1, pages: { '/Login': [[pairRun(step)], [{ ...pairRun(step), ready: 700 }]] } });
    expect(report).toMatch(/\/Login\s+900\s+700\s+-200\s+1400\s+1400/);
  });
});
