import {
  birthYears,
  DEFAULT_BIRTH_DATE,
  lunarDayName,
  lunarDaysInMonth,
  lunarMonths,
  lunarText,
  lunarToSolar,
  NOT_A_DATE,
  OUT_OF_RANGE,
  parseYmd,
  solarDaysInMonth,
  solarToLunar,
  SOLAR_MAX_DATE,
} from './convert';

describe('solar to lunar', () => {
  it('converts the default birth date 2000-06-15 to 五月十四', () => {
    expect(DEFAULT_BIRTH_DATE).toBe('2000-06-15');
    expect(solarToLunar('2000-06-15')).toEqual({ year: 2000, month: 5, day: 14, text: '二〇〇〇年五月十四' });
  });

  it('marks leap months negative and writes them with 闰 (2020 闰四月, 2023 闰二月)', () => {
    expect(solarToLunar('2020-05-23')).toEqual({ year: 2020, month: -4, day: 1, text: '二〇二〇年闰四月初一' });
    // The day before is the last day of the ordinary 四月 (30 days that year).
    expect(solarToLunar('2020-05-22')).toMatchObject({ year: 2020, month: 4, day: 30 });
    expect(solarToLunar('2023-03-22')).toEqual({ year: 2023, month: -2, day: 1, text: '二〇二三年闰二月初一' });
    expect(lunarText('2023-04-19')).toBe('二〇二三年闰二月廿九');
  });

  it('names 正月, 冬月 and 腊月 as the list shows them', () => {
    expect(lunarText('2021-02-12')).toBe('二〇二一年正月初一');
    expect(lunarText('2022-01-31')).toBe('二〇二一年腊月廿九');
  });

  it('covers the edges: solar 1900-01-01 is still lunar 1899, 2101-01-28 (lunar 2100 腊月廿九) the last day', () => {
    expect(solarToLunar('1900-01-01')).toMatchObject({ year: 1899, month: 12, day: 1 });
    expect(solarToLunar('1900-01-31')).toMatchObject({ year: 1900, month: 1, day: 1 });
    expect(solarToLunar('2100-12-31')).toMatchObject({ year: 2100, month: 12 });
    expect(solarToLunar(SOLAR_MAX_DATE)).toMatchObject({ year: 2100, month: 12, day: 29 });
    expect(() => solarToLunar('1899-12-31')).toThrow(OUT_OF_RANGE);
    expect(() => solarToLunar('2101-01-29')).toThrow(OUT_OF_RANGE);
  });

  it('refuses what is not a calendar date', () => {
    for (const bad of ['2023-02-29', '2000-13-01', '2000-6-15', '', '2000-06-31']) {
      expect(() => solarToLunar(bad)).toThrow(NOT_A_DATE);
    }
    expect(solarToLunar('2024-02-29').text).toBe('二〇二四年正月二十');
  });
});

describe('lunar to solar', () => {
  it('tells the leap month from the ordinary one of the same number', () => {
    expect(lunarToSolar(2020, 4, 1)).toBe('2020-04-23');
    expect(lunarToSolar(2020, 4, 1, true)).toBe('2020-05-23');
    expect(lunarToSolar(2020, -4, 1)).toBe('2020-05-23');
    expect(lunarToSolar(2023, 2, 1, true)).toBe('2023-03-22');
  });

  it('refuses a leap month the year does not have and a day the month does not have', () => {
    expect(() => lunarToSolar(2021, 4, 1, true)).toThrow(NOT_A_DATE);
    // 2020 闰四月 has 29 days, the ordinary 四月 30.
    expect(() => lunarToSolar(2020, -4, 30)).toThrow(NOT_A_DATE);
    expect(lunarToSolar(2020, 4, 30)).toBe('2020-05-22');
    expect(() => lunarToSolar(2020, 13, 1)).toThrow(NOT_A_DATE);
    expect(() => lunarToSolar(2020, 1, 0)).toThrow(NOT_A_DATE);
  });

  it('converts lunar 1900 to 2100 and nothing outside', () => {
    expect(lunarToSolar(1900, 1, 1)).toBe('1900-01-31');
    // 1900 has a leap 八月.
    expect(lunarToSolar(1900, 8, 1, true)).toBe('1900-09-24');
    expect(lunarToSolar(2100, 12, 29)).toBe('2101-01-28');
    expect(() => lunarToSolar(1899, 12, 1)).toThrow(OUT_OF_RANGE);
    expect(() => lunarToSolar(2101, 1, 1)).toThrow(OUT_OF_RANGE);
  });

  it('round-trips every 7th day of 1900-2100 (solar → lunar → solar) and back', () => {
    let checked = 0;
    for (let t = Date.UTC(1900, 0, 1); t <= Date.UTC(2100, 11, 31); t += 7 * 86_400_000) {
      const ymd = new Date(t).toISOString().slice(0, 10);
      const l = solarToLunar(ymd);
      if (l.year < 1900) continue; // January 1900 is lunar 1899, outside the lunar range.
      expect(lunarToSolar(l.year, l.month, l.day)).toBe(ymd);
      checked++;
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('round-trips every day of every month of a leap year (lunar → solar → lunar)', () => {
    for (const m of lunarMonths(2023)) {
      for (let d = 1; d <= m.days; d++) {
        const l = solarToLunar(lunarToSolar(2023, m.value, d));
        expect([l.year, l.month, l.day]).toEqual([2023, m.value, d]);
      }
    }
  });
});

describe('picker data', () => {
  it('lists the months of a lunar year with the leap month after its namesake', () => {
    expect(lunarMonths(2020).map((m) => m.label)).toEqual([
      '正月',
      '二月',
      '三月',
      '四月',
      '闰四月',
      '五月',
      '六月',
      '七月',
      '八月',
      '九月',
      '十月',
      '冬月',
      '腊月',
    ]);
    expect(lunarMonths(2020).find((m) => m.value === -4)?.days).toBe(29);
    expect(lunarMonths(2023).map((m) => m.value)).toEqual([1, 2, -2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(lunarMonths(2021)).toHaveLength(12);
    expect(lunarMonths(1899)).toEqual([]);
    expect(lunarMonths(2101)).toEqual([]);
  });

  it('knows lunar months of 29 and 30 days', () => {
    expect(lunarDaysInMonth(2020, 4)).toBe(30);
    expect(lunarDaysInMonth(2020, -4)).toBe(29);
    expect(lunarDaysInMonth(2021, -4)).toBe(0);
    expect(lunarDaysInMonth(2100, 12)).toBe(29);
  });

  it('knows solar month lengths, leap years included', () => {
    expect(solarDaysInMonth(2024, 2)).toBe(29);
    expect(solarDaysInMonth(2023, 2)).toBe(28);
    expect(solarDaysInMonth(1900, 2)).toBe(28);
    expect(solarDaysInMonth(2000, 2)).toBe(29);
    expect(solarDaysInMonth(2000, 6)).toBe(30);
    expect(parseYmd('2000-06-15')).toEqual({ year: 2000, month: 6, day: 15 });
  });

  it('offers the years 1900 to the current year + 5, from the clock it is given', () => {
    const years = birthYears(new Date(2026, 10, 23));
    expect(years[0]).toBe(2031);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(2031 - 1900 + 1);
    expect(birthYears(new Date(2040, 0, 1))[0]).toBe(2045);
  });

  it('names lunar days as the calendar does', () => {
    expect([1, 10, 11, 20, 21, 29, 30].map(lunarDayName)).toEqual(['初一', '初十', '十一', '二十', '廿一', '廿九', '三十']);
  });
});
