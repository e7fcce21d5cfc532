import { isCalendarDay, oneYearAfter, parseDays } from './services';

/** The days a prescription may run (spec 2 §5), as START_MSG's words state them. */
export const MAX_USE_DAYS = 30;
export const MIN_USE_DAYS = 1;

/**
 * Spec 2 §5 "Prescription start", verbatim, in the spec's order: the rules /addPrescriptionContact
 * checks before 开始咨询 and the API checks again on /health/v1/price and the general formula's
 * start, written once so both say the same words.
 */
export const START_MSG = {
  patientRequired: '请先添加患者信息',
  useDateRequired: '请选择使用日期',
  // The date pickers only give real days; a request written by hand may not.
  useDateInvalid: '请选择正确的使用日期',
  useDateNotAfterToday: '开方日期必须大于当前日期',
  useDateBeyondYear: '开方日期必须在一年以内',
  useDaysRequired: '请输入使用天数',
  useDaysInvalid: '请输入正确的天数',
  useDaysTooMany: '使用天数不能大于30天',
  useDaysTooFew: '使用天数不能小于1天',
  // The spec states the onset rules without words; these are ours.
  illDayInvalid: '请选择正确的发病日期',
  illDayAfterToday: '发病日期不能大于当前日期',
} as const;

export interface UsageValues {
  hasPatient: boolean;
  /** YYYY-MM-DD or ''. */
  useDate: string;
  /** As typed (the page) or as sent (the API). */
  useDays: string | number | undefined;
  /** YYYY-MM-DD or '' (then today); only asked with serviceIndex 6. */
  illDay: string;
}

export type UsageField = 'patient' | 'useDate' | 'useDays' | 'illDay';

/**
 * The first broken rule, or null. `today` is the Beijing day YYYY-MM-DD (the page's clock, or the
 * API's injectable clock). The start date is after today and at most a year ahead (the same day next
 * year; 29 February → 28 February).
 */
export function prescriptionStartProblem(v: UsageValues, today: string, asksIllDay: boolean): { field: UsageField; message: string } | null {
  const fail = (field: UsageField, message: string) => ({ field, message });
  if (!v.hasPatient) return fail('patient', START_MSG.patientRequired);
  if (!v.useDate) return fail('useDate', START_MSG.useDateRequired);
  if (!isCalendarDay(v.useDate)) return fail('useDate', START_MSG.useDateInvalid);
  if (v.useDate <= today) return fail('useDate', START_MSG.useDateNotAfterToday);
  if (v.useDate > oneYearAfter(today)) return fail('useDate', START_MSG.useDateBeyondYear);
  const days = parseDays(v.useDays);
  if (days === null) return fail('useDays', START_MSG.useDaysRequired);
  if (Number.isNaN(days)) return fail('useDays', START_MSG.useDaysInvalid);
  if (days > MAX_USE_DAYS) return fail('useDays', START_MSG.useDaysTooMany);
  if (days < MIN_USE_DAYS) return fail('useDays', START_MSG.useDaysTooFew);
  if (asksIllDay && v.illDay) {
    if (!isCalendarDay(v.illDay)) return fail('illDay', START_MSG.illDayInvalid);
    if (v.illDay > today) return fail('illDay', START_MSG.illDayAfterToday);
  }
  return null;
}
