import { bucketOf, emptyHistogram } from '../src/telemetry/histogram';
import { windowVitals } from '../src/telemetry/series';

const histogram = (values: number[]) => {
  const h = emptyHistogram();
  for (const v of values) h[bucketOf(v)]++;
  return h;
};

describe("a version's vitals over the range", () => {
  it('is the p75 of all its samples, not of any one bin: the bins are added bucket by bucket', () => {
    // One quiet slow bin (p75 5 s) and one busy fast one (1.5 s): over the range, the 6th of 8 samples (1.2 s).
    const slow = { lcp: histogram([4800]), inp: histogram([]) };
    const busy = { lcp: histogram([900, 950, 1000, 1100, 1150, 1200, 1300]).map(String), inp: histogram([40, 60, 80, 90]) };
    expect(windowVitals([slow, busy])).toEqual({ lcpP75: 1200, inpP75: 100, lcpSamples: 8, inpSamples: 4 });
  });

  it('has no p75 without samples', () => {
    expect(windowVitals([])).toEqual({ lcpP75: null, inpP75: null, lcpSamples: 0, inpSamples: 0 });
  });
});
