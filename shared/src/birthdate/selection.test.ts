import { BIRTH_MSG, dayOptions, initialSelection, monthOptions, resolveSelection, switchMode, withMonth, withYear, yearOptions } from './selection';

const NOW = new Date(2026, 10, 23);

describe('birth date selection', () => {
  it('starts on the value, or on 2000-06-15 when there is none or it is not a date', () => {
    expect(initialSelection('1987-08-01')).toEqual({ mode: 'solar', year: 1987, month: 8, day: 1 });
    expect(initialSelection()).toEqual({ mode: 'solar', year: 2000, month: 6, day: 15 });
    expect(initialSelection('2000-02-30')).toEqual({ mode: 'solar', year: 2000, month: 6, day: 15 });
  });

  it('drops a leap month the newly chosen lunar year lacks, and a day the new month lacks', () => {
    const leap = { mode: 'lunar' as const, year: 2020, month: -4, day: 29 };
    expect(withYear(leap, 2021)).toEqual({ mode: 'lunar', year: 2021, month: undefined, day: undefined });
    // 2020 四月 has 30 days, 闰四月 29.
    expect(withMonth({ mode: 'lunar', year: 2020, month: 4, day: 30 }, -4)).toEqual({ mode: 'lunar', year: 2020, month: -4, day: undefined });
    expect(withYear({ mode: 'solar', year: 2024, month: 2, day: 29 }, 2023).day).toBeUndefined();
    expect(withYear({ mode: 'solar', year: 2024, month: 2, day: 28 }, 2023).day).toBe(28);
  });

  it('converts when switching calendars; an incomplete pick keeps only its year', () => {
    const lunar = switchMode({ mode: 'solar', year: 2023, month: 3, day: 22 }, 'lunar');
    expect(lunar).toEqual({ mode: 'lunar', year: 2023, month: -2, day: 1 });
    expect(switchMode(lunar, 'solar')).toEqual({ mode: 'solar', year: 2023, month: 3, day: 22 });
    expect(switchMode({ mode: 'solar', year: 2023, month: 3 }, 'lunar')).toEqual({ mode: 'lunar', year: 2023 });
  });

  it('keeps a converted year just outside the list selectable (solar January 1900 is lunar 1899)', () => {
    const lunar = switchMode({ mode: 'solar', year: 1900, month: 1, day: 15 }, 'lunar');
    expect(lunar).toEqual({ mode: 'lunar', year: 1899, month: 12, day: 15 });
    const years = yearOptions(lunar, NOW).map((o) => o.value);
    expect(years.at(-1)).toBe(1899);
    expect(years[0]).toBe(2031);
    expect(resolveSelection(lunar)).toMatchObject({ ok: false });
    expect(switchMode(lunar, 'solar')).toEqual({ mode: 'solar', year: 1899 });
  });

  it('lists the lunar months of the chosen year and their days', () => {
    expect(
      monthOptions({ mode: 'lunar', year: 2023 })
        .map((m) => m.label)
        .slice(0, 4),
    ).toEqual(['正月', '二月', '闰二月', '三月']);
    expect(monthOptions({ mode: 'lunar' })).toHaveLength(12);
    expect(dayOptions({ mode: 'lunar', year: 2023, month: -2 }).at(-1)).toEqual({ value: 29, label: '廿九' });
    expect(dayOptions({ mode: 'solar', year: 2023, month: 2 })).toHaveLength(28);
  });

  it('resolves to the solar day and lunar text, or names the first missing part', () => {
    expect(resolveSelection({ mode: 'lunar', year: 2023, month: -2, day: 1 })).toEqual({
      ok: true,
      solar: '2023-03-22',
      lunarText: '二〇二三年闰二月初一',
    });
    expect(resolveSelection({ mode: 'solar' })).toEqual({ ok: false, msg: BIRTH_MSG.year });
    expect(resolveSelection({ mode: 'solar', year: 2000 })).toEqual({ ok: false, msg: BIRTH_MSG.month });
    expect(resolveSelection({ mode: 'solar', year: 2000, month: 1 })).toEqual({ ok: false, msg: BIRTH_MSG.day });
    expect(BIRTH_MSG).toEqual({ year: '请选择出生年份', month: '请选择出生月份', day: '请选择出生日期' });
  });
});
