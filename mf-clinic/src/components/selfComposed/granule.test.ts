import { granuleFromSlice, gramsText, round6, sliceFromGranule } from './granule';

describe('饮片 / 颗粒: slice = granule × piecesWeight, granule rounded to 6 decimals', () => {
  it.each([
    [10, 2.5, 4],
    [10, 3, 3.333333],
    [20, 3, 6.666667],
    [1, 7, 0.142857],
    [15, 10, 1.5],
    [9, 1.5, 6],
  ])('%d g of 饮片 at ratio %d is %d g of 颗粒', (slice, ratio, granule) => {
    expect(granuleFromSlice(slice, ratio)).toBe(granule);
  });

  it('the way back multiplies (and rounds away the binary noise)', () => {
    expect(sliceFromGranule(4, 2.5)).toBe(10);
    expect(sliceFromGranule(0.1, 3)).toBe(0.3);
    expect(sliceFromGranule(3.333333, 3)).toBe(9.999999);
  });

  it('rounds half up at the 7th decimal, either sign', () => {
    expect(round6(0.0000005)).toBe(0.000001);
    expect(round6(0.00000049)).toBe(0);
    expect(round6(1.0000005)).toBe(1.000001);
    expect(round6(-0.0000005)).toBe(-0.000001);
  });

  it('an unknown ratio gives no granule; amounts print without trailing zeros', () => {
    expect(granuleFromSlice(10, 0)).toBe(0);
    expect(gramsText(4)).toBe('4');
    expect(gramsText(1.2)).toBe('1.2');
    expect(gramsText(10 / 3)).toBe('3.333333');
  });
});
