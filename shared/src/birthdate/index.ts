// The birth date dialog and its solar/lunar conversion (lunar-javascript), a shared entry of its own
// so only pages that pick a birth date download the lunar calendar tables. The API imports the
// conversion from './convert' directly, without the dialog.
export {
  BIRTH_MIN_YEAR,
  DEFAULT_BIRTH_DATE,
  LUNAR_MAX_YEAR,
  LUNAR_MIN_YEAR,
  SOLAR_MAX_DATE,
  birthYears,
  formatYmd,
  lunarDayName,
  lunarDaysInMonth,
  lunarMonthName,
  lunarMonths,
  lunarText,
  lunarToSolar,
  parseYmd,
  solarDaysInMonth,
  solarToLunar,
  type LunarDate,
  type LunarMonthOption,
  type Ymd,
} from './convert';
export { BIRTH_MSG, type BirthSelection, type CalendarMode } from './selection';
export { BirthDateDialog, type BirthDateDialogProps } from './BirthDateDialog';
