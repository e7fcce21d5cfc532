import {
  birthYears,
  DEFAULT_BIRTH_DATE,
  formatYmd,
  lunarDayName,
  lunarDaysInMonth,
  lunarMonthName,
  lunarMonths,
  lunarText,
  lunarToSolar,
  LUNAR_MAX_YEAR,
  parseYmd,
  solarDaysInMonth,
  solarToLunar,
} from './convert';

/** Spec 2 §5: year, month and day must each be chosen, in this order. */
export const BIRTH_MSG = {
  year: '请选择出生年份',
  month: '请选择出生月份',
  day: '请选择出生日期',
} as const;

export type CalendarMode = 'solar' | 'lunar';

/** What the dialog's three selects hold; a lunar month is negative when it is the leap month. */
export interface BirthSelection {
  mode: CalendarMode;
  year?: number;
  month?: number;
  day?: number;
}

export interface PickOption {
  value: number;
  label: string;
}

/** The dialog opens on the patient's solar birthday, else on 2000-06-15 (spec 2 §9), in solar mode. */
export function initialSelection(value?: string): BirthSelection {
  const d = (value && parseYmd(value)) || parseYmd(DEFAULT_BIRTH_DATE)!;
  return { mode: 'solar', ...d };
}

function daysIn(sel: BirthSelection): number {
  if (sel.mode === 'solar') return sel.year && sel.month ? solarDaysInMonth(sel.year, sel.month) : 31;
  return sel.year && sel.month ? lunarDaysInMonth(sel.year, sel.month) : 30;
}

/** A day the new month does not have (31 → February, 30 → a 29-day lunar month) is dropped, not moved. */
function keepValidDay(sel: BirthSelection): BirthSelection {
  return sel.day && sel.day > daysIn(sel) ? { ...sel, day: undefined } : sel;
}

export function withYear(sel: BirthSelection, year: number | undefined): BirthSelection {
  let next: BirthSelection = { ...sel, year };
  // A leap month exists only in some lunar years (闰四月 in 2020, not in 2021).
  if (next.mode === 'lunar' && next.month && year && !lunarMonths(year).some((m) => m.value === next.month)) {
    next = { ...next, month: undefined, day: undefined };
  }
  return keepValidDay(next);
}

export function withMonth(sel: BirthSelection, month: number | undefined): BirthSelection {
  return keepValidDay({ ...sel, month });
}

export function withDay(sel: BirthSelection, day: number | undefined): BirthSelection {
  return { ...sel, day };
}

const complete = (sel: BirthSelection): sel is Required<BirthSelection> => !!(sel.year && sel.month && sel.day);

/**
 * The same day in the other calendar. An incomplete selection keeps only its year (a month or
 * day number means another day in the other calendar); a date the conversion cannot reach keeps
 * nothing but the year either.
 */
export function switchMode(sel: BirthSelection, mode: CalendarMode): BirthSelection {
  if (mode === sel.mode) return sel;
  const yearOnly: BirthSelection = { mode, year: sel.year };
  if (!complete(sel)) return yearOnly;
  try {
    if (mode === 'lunar') {
      const l = solarToLunar(formatYmd(sel));
      return { mode, year: l.year, month: l.month, day: l.day };
    }
    return { mode, ...parseYmd(lunarToSolar(sel.year, sel.month, sel.day))! };
  } catch {
    return yearOnly;
  }
}

/** Years 1900 to now + 5 (lunar ones stop at 2100), plus a converted year just outside (lunar 1899). */
export function yearOptions(sel: BirthSelection, now: Date): PickOption[] {
  const years = birthYears(now).filter((y) => sel.mode === 'solar' || y <= LUNAR_MAX_YEAR);
  if (sel.year && !years.includes(sel.year)) {
    years.push(sel.year);
    years.sort((a, b) => b - a);
  }
  return years.map((y) => ({ value: y, label: `${y}年` }));
}

export function monthOptions(sel: BirthSelection): PickOption[] {
  if (sel.mode === 'lunar') {
    const months = sel.year ? lunarMonths(sel.year) : [];
    if (months.length) return months.map(({ value, label }) => ({ value, label }));
    return Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: lunarMonthName(i + 1) }));
  }
  return Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `${i + 1}月` }));
}

export function dayOptions(sel: BirthSelection): PickOption[] {
  const label = sel.mode === 'lunar' ? lunarDayName : (d: number) => `${d}日`;
  return Array.from({ length: daysIn(sel) }, (_, i) => ({ value: i + 1, label: label(i + 1) }));
}

export type Resolved = { ok: true; solar: string; lunarText: string } | { ok: false; msg: string };

/** The chosen day as the solar YYYY-MM-DD and its lunar text, or the first rule it breaks. */
export function resolveSelection(sel: BirthSelection): Resolved {
  if (!sel.year) return { ok: false, msg: BIRTH_MSG.year };
  if (!sel.month) return { ok: false, msg: BIRTH_MSG.month };
  if (!sel.day) return { ok: false, msg: BIRTH_MSG.day };
  try {
    const solar = sel.mode === 'solar' ? formatYmd(sel as Required<BirthSelection>) : lunarToSolar(sel.year, sel.month, sel.day);
    return { ok: true, solar, lunarText: lunarText(solar) };
  } catch (error) {
    return { ok: false, msg: (error as Error).message };
  }
}
