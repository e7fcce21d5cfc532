import { lastStartDate, START_MSG, startDestination, startTitle, usageProblem, type UsageValues } from './usageRules';

const TODAY = '2026-11-23';
const OK: UsageValues = { hasPatient: true, useDate: '2026-11-24', useDays: '7', illDay: '' };

const message = (v: Partial<UsageValues>, asksIllDay = true) => usageProblem({ ...OK, ...v }, TODAY, asksIllDay)?.message ?? null;

describe('prescription start rules', () => {
  it('checks them in the spec’s order', () => {
    const all: Partial<UsageValues> = { hasPatient: false, useDate: '', useDays: '' };
    expect(message(all)).toBe('请先添加患者信息');
    expect(message({ ...all, hasPatient: true })).toBe('请选择使用日期');
    expect(message({ useDate: TODAY, useDays: '' })).toBe('开方日期必须大于当前日期');
    expect(message({ useDate: '2026-11-01' })).toBe('开方日期必须大于当前日期');
    expect(message({ useDate: '2027-11-24', useDays: '' })).toBe('开方日期必须在一年以内');
    expect(message({ useDays: '' })).toBe('请输入使用天数');
    expect(message({ useDays: '   ' })).toBe('请输入使用天数');
    expect(message({ useDays: '七' })).toBe('请输入正确的天数');
    expect(message({ useDays: '7.5' })).toBe('请输入正确的天数');
    expect(message({ useDays: '31' })).toBe('使用天数不能大于30天');
    expect(message({ useDays: '0' })).toBe('使用天数不能小于1天');
    expect(message({ useDays: '-3' })).toBe('使用天数不能小于1天');
    expect(message({ illDay: '2026-11-24' })).toBe('发病日期不能大于当前日期');
  });

  it('refuses days that do not exist and a number of days as the API receives it (one rule set for both)', () => {
    expect(message({ useDate: '2027-02-30' })).toBe('请选择正确的使用日期');
    expect(message({ illDay: '2026-13-01' })).toBe('请选择正确的发病日期');
    expect(message({ useDays: 31 })).toBe('使用天数不能大于30天');
    expect(message({ useDays: 7.5 })).toBe('请输入正确的天数');
    expect(message({ useDays: undefined })).toBe('请输入使用天数');
    expect(message({ useDays: 7 })).toBeNull();
  });

  it('accepts tomorrow to the same day next year, 1 to 30 days, an onset up to today', () => {
    expect(message({})).toBeNull();
    expect(message({ useDate: '2027-11-23', useDays: '30', illDay: TODAY })).toBeNull();
    expect(message({ useDays: '1', illDay: '2026-01-01' })).toBeNull();
    // The onset date is not asked outside serviceIndex 6.
    expect(message({ illDay: '2030-01-01' }, false)).toBeNull();
    expect(lastStartDate('2028-02-29')).toBe('2029-02-28');
  });

  it('names every message verbatim', () => {
    expect(Object.values(START_MSG)).toEqual([
      '请先添加患者信息',
      '请选择使用日期',
      '请选择正确的使用日期',
      '开方日期必须大于当前日期',
      '开方日期必须在一年以内',
      '请输入使用天数',
      '请输入正确的天数',
      '使用天数不能大于30天',
      '使用天数不能小于1天',
      '请选择正确的发病日期',
      '发病日期不能大于当前日期',
    ]);
  });

  it('titles and leads on by mode and service (spec 2 §1, §2)', () => {
    expect([startTitle(1, 6), startTitle(2, null), startTitle(1, -1)]).toEqual(['中药组方', '自拟组方', '通用方']);
    expect(startDestination(1, 6)).toBe('/prescriptionInfo?mode=1');
    expect(startDestination(2, null)).toBe('/handmadePrescription');
    expect(startDestination(1, -1)).toBe('/GeneralPrescriptionInfo');
  });
});
