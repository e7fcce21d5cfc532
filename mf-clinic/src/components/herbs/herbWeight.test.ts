import { grams, parseWeight } from './herbWeight';

describe('herb weights', () => {
  it.each(['1', '9', '999', ' 30 '])('accepts %j grams', (text) => {
    expect(parseWeight(text)).toEqual({ ok: true, grams: Number(text.trim()) });
  });

  it.each([
    ['', '请输入药材重量'],
    ['  ', '请输入药材重量'],
    ['0', '药材重量必须是1-999之间的整数'],
    ['000', '药材重量必须是1-999之间的整数'],
    ['1000', '药材重量必须是1-999之间的整数'],
    ['1.5', '药材重量必须是1-999之间的整数'],
    ['-3', '药材重量必须是1-999之间的整数'],
    ['1e2', '药材重量必须是1-999之间的整数'],
  ])('refuses %j: %s', (text, msg) => {
    expect(parseWeight(text)).toEqual({ ok: false, msg });
  });

  it('reads the grams of a herb line', () => {
    expect(grams({ value: '9g' })).toBe(9);
    expect(grams({ value: '12.5g' })).toBe(12.5);
    expect(grams({ value: '' })).toBe(0);
  });
});
