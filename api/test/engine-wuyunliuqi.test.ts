import fc from 'fast-check';
import { yunQiOf } from '../src/clinic/engine';
import { nextSolarTerms } from '../src/clinic/engine/wuyunliuqi';

const pick = (date: string) => {
  const y = yunQiOf(date);
  return [y.ganZhi, y.daYun, y.siTian, y.zaiQuan];
};

describe('五运六气 of a date', () => {
  it.each([
    ['2024-06-01', ['甲辰', '土运太过', '太阳寒水', '太阴湿土']],
    ['2025-06-01', ['乙巳', '金运不及', '厥阴风木', '少阳相火']],
    ['2026-06-01', ['丙午', '水运太过', '少阴君火', '阳明燥金']],
    ['2027-06-01', ['丁未', '木运不及', '太阴湿土', '太阳寒水']],
    ['2028-06-01', ['戊申', '火运太过', '少阳相火', '厥阴风木']],
    ['2029-06-01', ['己酉', '土运不及', '阳明燥金', '少阴君火']],
    ['2023-06-01', ['癸卯', '火运不及', '阳明燥金', '少阴君火']],
    ['2020-06-01', ['庚子', '金运太过', '少阴君火', '阳明燥金']],
    ['2021-06-01', ['辛丑', '水运不及', '太阴湿土', '太阳寒水']],
    ['2022-06-01', ['壬寅', '木运太过', '少阳相火', '厥阴风木']],
  ])('%s → %j', (date, expected) => {
    expect(pick(date)).toEqual(expected);
  });

  it('begins the 运气 year at 大寒, before 立春 and after 1 January', () => {
    expect(yunQiOf('2024-01-19').ganZhi).toBe('癸卯');
    expect(yunQiOf('2024-01-20')).toMatchObject({ ganZhi: '甲辰', yearStart: '2024-01-20', step: 0, stepName: '初之气' });
    // 2024-02-01 is before 立春 (02-04): the 干支 calendar still says 癸卯, 运气 already 甲辰.
    expect(yunQiOf('2024-02-01').ganZhi).toBe('甲辰');
    expect(yunQiOf('2025-01-19').ganZhi).toBe('甲辰');
    expect(yunQiOf('2025-01-20').ganZhi).toBe('乙巳');
    expect(yunQiOf('2025-01-01').ganZhi).toBe('甲辰');
  });

  it('finds the step, its 主气 and 客气 (2024: 少阳 阳明 太阳 厥阴 少阴 太阴)', () => {
    const steps = ['2024-02-01', '2024-03-20', '2024-06-01', '2024-08-01', '2024-10-01', '2024-12-01'].map((d) => {
      const y = yunQiOf(d);
      return [y.stepName, y.zhuQi, y.keQi];
    });
    expect(steps).toEqual([
      ['初之气', '厥阴风木', '少阳相火'],
      ['二之气', '少阴君火', '阳明燥金'],
      ['三之气', '少阳相火', '太阳寒水'],
      ['四之气', '太阴湿土', '厥阴风木'],
      ['五之气', '阳明燥金', '少阴君火'],
      ['终之气', '太阳寒水', '太阴湿土'],
    ]);
    expect(yunQiOf('2024-03-19').stepName).toBe('初之气');
    expect(yunQiOf('2024-03-19').nextStepStart).toBe('2024-03-20');
    expect(yunQiOf('2024-12-31')).toMatchObject({ stepName: '终之气', stepStart: '2024-11-22', nextStepStart: '2025-01-20' });
  });

  it('always puts 司天 at the third step and 在泉 at the last, for any date', () => {
    const arb = fc.date({ min: new Date('1901-03-01T00:00:00Z'), max: new Date('2099-12-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(arb, (d) => {
        const y = yunQiOf(d.toISOString().slice(0, 10));
        const third = yunQiOf(`${y.yearStart.slice(0, 4)}-06-15`);
        const last = yunQiOf(`${y.yearStart.slice(0, 4)}-12-10`);
        expect([third.ganZhi, third.keQi]).toEqual([y.ganZhi, y.siTian]);
        expect([last.ganZhi, last.keQi]).toEqual([y.ganZhi, y.zaiQuan]);
        expect(y.stepStart <= d.toISOString().slice(0, 10)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('lists the solar terms ahead', () => {
    expect(nextSolarTerms('2024-06-05', 3)).toEqual([
      { name: '夏至', date: '2024-06-21' },
      { name: '小暑', date: '2024-07-06' },
      { name: '大暑', date: '2024-07-22' },
    ]);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => yunQiOf('2024-6-1')).toThrow();
  });
});
