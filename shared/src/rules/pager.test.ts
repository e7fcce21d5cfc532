import { pagerTotal, showPager } from './pager';

describe('pager rule: shown when 10 × ceil(total / pageSize) exceeds 10', () => {
  it.each([
    [0, 8, 0, false],
    [1, 8, 10, false],
    [8, 8, 10, false],
    [9, 8, 20, true],
    [17, 8, 30, true],
    [12, 12, 10, false],
    [13, 12, 20, true],
  ])('total %i with page size %i → pager total %i, shown %s', (total, size, expected, shown) => {
    expect(pagerTotal(total, size)).toBe(expected);
    expect(showPager(total, size)).toBe(shown);
  });
});
