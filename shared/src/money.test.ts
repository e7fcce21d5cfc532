import { sumPriceParts, yuan } from './money';

describe('yuan from fen', () => {
  it.each([
    [0, '¥0.00'],
    [5, '¥0.05'],
    [100, '¥1.00'],
    [12345, '¥123.45'],
    [100000001, '¥1000000.01'],
    [-250, '-¥2.50'],
  ])('%i fen is %s', (fen, text) => {
    expect(yuan(fen)).toBe(text);
  });
});

describe('sumPriceParts', () => {
  it('adds the parts in fen; no part is 0', () => {
    expect(sumPriceParts([{ fen: 18886 }, { fen: 4200 }, { fen: 1400 }, { fen: 1200 }])).toBe(25686);
    expect(sumPriceParts([])).toBe(0);
  });
});
