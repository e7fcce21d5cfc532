import { Lunar, LunarMonth, LunarYear, Solar } from 'lunar-javascript';

/**
 * Solar ⇄ lunar birth dates (spec 2 §2 "Birth date picker dialog", §9), through lunar-javascript.
 * A lunar month is a number 1-12, negative for a leap month (lunar-javascript's convention): -4 is
 * 闰四月. Pure functions of their arguments; "now" is always a parameter, so tests fix the date.
 */

/** Spec 2 §9: the picker's years start at 1900 and end five years after the current one. */
export const BIRTH_MIN_YEAR = 1900;
export const BIRTH_YEARS_AHEAD = 5;
/** Spec 2 §9: lunar conversion supports the lunar (and solar) years 1900 to 2100. */
export const LUNAR_MIN_YEAR = 1900;
export const LUNAR_MAX_YEAR = 2100;
/** Spec 2 §9: what the picker shows before anything is chosen. */
export const DEFAULT_BIRTH_DATE = '2000-06-15';

export const OUT_OF_RANGE = `农历转换仅支持${LUNAR_MIN_YEAR}-${LUNAR_MAX_YEAR}年`;
export const NOT_A_DATE = '日期无效';

export interface LunarDate {
  year: number;
  /** 1-12; negative for a leap month (-4 = 闰四月). */
  month: number;
  day: number;
  /** e.g. 二〇〇〇年五月十四, 二〇二〇年闰四月初一. */
  text: string;
}

export interface Ymd {
  year: number;
  month: number;
  day: number;
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

export function formatYmd({ year, month, day }: Ymd): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A real solar calendar date written YYYY-MM-DD, else null. */
export function parseYmd(ymd: string): Ymd | null {
  const m = YMD.exec(ymd);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > solarDaysInMonth(year, month)) return null;
  return { year, month, day };
}

export function solarDaysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one (Date handles leap years).
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The picker's years, 1900 to the current year + 5 (spec 2 §9), newest first. */
export function birthYears(now: Date): number[] {
  const last = now.getFullYear() + BIRTH_YEARS_AHEAD;
  const years: number[] = [];
  for (let y = last; y >= BIRTH_MIN_YEAR; y--) years.push(y);
  return years;
}

function solarInRange(year: number) {
  return year >= LUNAR_MIN_YEAR && year <= LUNAR_MAX_YEAR;
}

/** The last solar day of lunar 2100 (its 腊月廿九): every lunar date of the range has its solar one. */
export const SOLAR_MAX_DATE = '2101-01-28';
const SOLAR_MIN_DATE = `${LUNAR_MIN_YEAR}-01-01`;

function toLunarDate(lunar: { getYear(): number; getMonth(): number; getDay(): number; toString(): string }): LunarDate {
  return { year: lunar.getYear(), month: lunar.getMonth(), day: lunar.getDay(), text: lunar.toString() };
}

/**
 * The lunar date of a solar YYYY-MM-DD from 1900-01-01 (lunar 1899 腊月初一) to SOLAR_MAX_DATE.
 * Throws a Chinese message otherwise.
 */
export function solarToLunar(ymd: string): LunarDate {
  const d = parseYmd(ymd);
  if (!d) throw new Error(NOT_A_DATE);
  // Zero-padded YYYY-MM-DD strings compare in date order.
  if (ymd < SOLAR_MIN_DATE || ymd > SOLAR_MAX_DATE) throw new Error(OUT_OF_RANGE);
  return toLunarDate(Solar.fromYmd(d.year, d.month, d.day).getLunar());
}

/** The lunar text of a solar birthday, as the patient list shows it (二〇〇〇年五月十四). */
export function lunarText(ymd: string): string {
  return solarToLunar(ymd).text;
}

/**
 * The solar YYYY-MM-DD of a lunar date (lunar years 1900-2100). `month` is 1-12; `leap` (or a
 * negative month) asks for the leap month of that number, which must exist in that year.
 */
export function lunarToSolar(year: number, month: number, day: number, leap = false): string {
  if (!Number.isInteger(year) || !solarInRange(year)) throw new Error(OUT_OF_RANGE);
  const m = leap || month < 0 ? -Math.abs(month) : month;
  if (!lunarMonths(year).some((o) => o.value === m)) throw new Error(NOT_A_DATE);
  if (!Number.isInteger(day) || day < 1 || day > lunarDaysInMonth(year, m)) throw new Error(NOT_A_DATE);
  return Lunar.fromYmd(year, m, day).getSolar().toYmd();
}

const MONTH_NAMES = ['正', '二', '三', '四', '五', '六', '七', '八', '九', '十', '冬', '腊'];
const DAY_TENS = ['初', '十', '廿', '三'];
const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 正月 … 腊月, 闰四月 for -4: the names lunar-javascript's text uses. */
export function lunarMonthName(month: number): string {
  return `${month < 0 ? '闰' : ''}${MONTH_NAMES[Math.abs(month) - 1]}月`;
}

/** 初一 … 初十, 十一 … 二十, 廿一 … 三十. */
export function lunarDayName(day: number): string {
  if (day === 10) return '初十';
  if (day === 20) return '二十';
  if (day === 30) return '三十';
  return DAY_TENS[Math.floor(day / 10)] + DIGITS[day % 10];
}

export interface LunarMonthOption {
  /** 1-12, negative for the leap month. */
  value: number;
  label: string;
  days: 29 | 30;
}

/** The months of a lunar year in order, the leap month (if any) right after its namesake. */
export function lunarMonths(year: number): LunarMonthOption[] {
  if (!solarInRange(year)) return [];
  // getMonths() spans the year's neighbours too (the 冬月/腊月 before, the 正月 after).
  return LunarYear.fromYear(year)
    .getMonths()
    .filter((m) => m.getYear() === year)
    .map((m) => ({ value: m.getMonth(), label: lunarMonthName(m.getMonth()), days: m.getDayCount() as 29 | 30 }));
}

/** 29 or 30: how long that lunar month is in that year (0 when the month does not exist). */
export function lunarDaysInMonth(year: number, month: number): number {
  if (!solarInRange(year)) return 0;
  const m = LunarMonth.fromYm(year, month);
  return m ? m.getDayCount() : 0;
}
