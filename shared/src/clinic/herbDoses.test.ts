import { doseProblem, doseRange, DOSED_HERBS, herbToxicity, WEIGHT_MSG } from '.';

describe('the 药典 2020 daily dose of each herb', () => {
  it.each<[string, number, number]>([
    ['细辛', 1, 3],
    ['附子', 3, 15],
    ['鹿茸', 1, 2],
    ['麻黄', 2, 10],
    ['石膏', 15, 60],
    ['黄连', 2, 5],
    ['吴茱萸', 2, 5],
    ['肉桂', 1, 5],
    ['水蛭', 1, 3],
    ['人参', 3, 9],
    ['甘草', 2, 10],
    ['苦参', 4.5, 9],
  ])('%s: %i～%i g', (name, min, max) => {
    expect(doseRange(name)).toMatchObject({ min, max, pharmacopoeia: true });
  });

  it('every herb once, 1 ≤ min ≤ max ≤ 999, whole grams but for 苦参', () => {
    expect(DOSED_HERBS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(DOSED_HERBS).size).toBe(DOSED_HERBS.length);
    for (const name of DOSED_HERBS) {
      const r = doseRange(name)!;
      expect([name, r.min >= 1 && r.min <= r.max && r.max <= 999]).toEqual([name, true]);
      expect([name, Number.isInteger(r.max) && (Number.isInteger(r.min) || name === '苦参')]).toEqual([name, true]);
    }
  });

  it('the herbs the 药典 does not list carry the usual dose and say so', () => {
    expect(DOSED_HERBS.filter((n) => !doseRange(n)!.pharmacopoeia).sort()).toEqual(['六神曲', '浮小麦', '粳米', '茯神', '龙骨'].sort());
  });

  it("toxicity is the 药典's own label", () => {
    expect(herbToxicity('附子')).toBe('有毒');
    expect(herbToxicity('半夏')).toBe('有毒');
    expect(herbToxicity('苍耳子')).toBe('有毒');
    expect(herbToxicity('吴茱萸')).toBe('小毒');
    expect(herbToxicity('苦杏仁')).toBe('小毒');
    expect(herbToxicity('人参')).toBeNull();
    expect(herbToxicity('不存在')).toBeNull();
  });
});

describe("doseProblem: spec 2's 1-999 g first, then the herb's range", () => {
  it('refuses a weight outside the range by name', () => {
    expect(doseProblem('细辛', 999)).toBe('细辛的用量超出药典范围（1～3g）');
    expect(doseProblem('细辛', 4)).toBe('细辛的用量超出药典范围（1～3g）');
    expect(doseProblem('鹿茸', 3)).toBe('鹿茸的用量超出药典范围（1～2g）');
    expect(doseProblem('附子', 2)).toBe('附子的用量超出药典范围（3～15g）');
    expect(doseProblem('附子', 16)).toBe('附子的用量超出药典范围（3～15g）');
    expect(doseProblem('苦参', 4)).toBe('苦参的用量超出药典范围（4.5～9g）');
    expect(doseProblem('龙骨', 40)).toBe('龙骨的用量超出常用量范围（15～30g）');
  });

  it('accepts both ends of the range', () => {
    for (const [name, grams] of [
      ['细辛', 1],
      ['细辛', 3],
      ['鹿茸', 1],
      ['鹿茸', 2],
      ['附子', 3],
      ['附子', 15],
      ['苦参', 5],
      ['苦参', 9],
    ] as const) {
      expect([name, grams, doseProblem(name, grams)]).toEqual([name, grams, null]);
    }
  });

  it('answers the 1-999 g rule first, for any herb', () => {
    for (const grams of [0, -1, 1000, 1.5, Number.NaN, Infinity]) {
      expect(doseProblem('细辛', grams)).toBe(WEIGHT_MSG.invalid);
      expect(doseProblem('不存在', grams)).toBe(WEIGHT_MSG.invalid);
    }
    expect(WEIGHT_MSG.invalid).toBe('药材重量必须是1-999之间的整数');
  });

  it('has no range for a name outside the table (the caller refuses the herb itself)', () => {
    expect(doseProblem('不存在', 500)).toBeNull();
  });
});
