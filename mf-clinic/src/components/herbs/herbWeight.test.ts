import { grams, parseWeight } from './herbWeight';

describe('herb weights', () => {
  it.each([
    ['甘草', '2'],
    ['甘草', '10'],
    ['甘草', ' 6 '],
    ['细辛', '1'],
    ['细辛', '3'],
    ['石膏', '60'],
  ])('accepts %s at %j grams', (herb, text) => {
    expect(parseWeight(text, herb)).toEqual({ ok: true, grams: Number(text.trim()) });
  });

  it.each([
    ['', '请输入药材重量'],
    ['  ', '请输入药材重量'],
    ['0', '药材重量必须是1-999之间的整数'],
    ['000', '药材重量必须是1-999之间的整数'],
    ['1000', '药材重量必须是1-999之间的整数'],
    ['99999', '药材重量必须是1-999之间的整数'],
    ['1.5', '药材重量必须是1-999之间的整数'],
    ['-3', '药材重量必须是1-999之间的整数'],
    ['1e2', '药材重量必须是1-999之间的整数'],
    ['12a', '药材重量必须是1-999之间的整数'],
  ])("refuses %j with spec 2's rule first: %s", (text, msg) => {
    expect(parseWeight(text, '细辛')).toEqual({ ok: false, msg });
  });

  it.each([
    ['细辛', '4', '细辛的用量超出药典范围（1～3g）'],
    ['细辛', '999', '细辛的用量超出药典范围（1～3g）'],
    ['鹿茸', '3', '鹿茸的用量超出药典范围（1～2g）'],
    ['附子', '2', '附子的用量超出药典范围（3～15g）'],
    ['甘草', '100', '甘草的用量超出药典范围（2～10g）'],
  ])('refuses %s at %j grams outside the 药典 range', (herb, text, msg) => {
    expect(parseWeight(text, herb)).toEqual({ ok: false, msg });
  });

  it('reads the grams of a herb line', () => {
    expect(grams({ value: '9g' })).toBe(9);
    expect(grams({ value: '12.5g' })).toBe(12.5);
    expect(grams({ value: '' })).toBe(0);
  });
});
