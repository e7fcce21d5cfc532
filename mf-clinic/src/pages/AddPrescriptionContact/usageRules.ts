import dayjs from 'dayjs';

/** Spec 2 §5 "Prescription start", verbatim, in the spec's order. */
export const START_MSG = {
  patientRequired: '请先添加患者信息',
  useDateRequired: '请选择使用日期',
  useDateNotAfterToday: '开方日期必须大于当前日期',
  useDateBeyondYear: '开方日期必须在一年以内',
  useDaysRequired: '请输入使用天数',
  useDaysInvalid: '请输入正确的天数',
  useDaysTooMany: '使用天数不能大于30天',
  useDaysTooFew: '使用天数不能小于1天',
  // The spec states the rule without words; these are the API's.
  illDayAfterToday: '发病日期不能大于当前日期',
} as const;

export const MAX_USE_DAYS = 30;
export const MIN_USE_DAYS = 1;

export interface UsageValues {
  hasPatient: boolean;
  /** YYYY-MM-DD or ''. */
  useDate: string;
  /** As typed. */
  useDays: string;
  /** YYYY-MM-DD or '' (then today); only asked with serviceIndex 6. */
  illDay: string;
}

export type UsageField = 'patient' | 'useDate' | 'useDays' | 'illDay';

/** The last day a consultation may start: the same day next year (29 February → 28 February). */
export function lastStartDate(today: string): string {
  return dayjs(today).add(1, 'year').format('YYYY-MM-DD');
}

/** Whole days, as typed: '7' and ' 7 ' yes; '7.5', '7天', '' no. */
const DAYS = /^\s*-?\d+\s*$/;

/**
 * The start screen's rules in the spec's order; the first broken one, or null. `today` is
 * YYYY-MM-DD (zero-padded days compare as strings). The start date is after today and at most a
 * year ahead, as the API checks it.
 */
export function usageProblem(v: UsageValues, today: string, asksIllDay: boolean): { field: UsageField; message: string } | null {
  const fail = (field: UsageField, message: string) => ({ field, message });
  if (!v.hasPatient) return fail('patient', START_MSG.patientRequired);
  if (!v.useDate) return fail('useDate', START_MSG.useDateRequired);
  if (v.useDate <= today) return fail('useDate', START_MSG.useDateNotAfterToday);
  if (v.useDate > lastStartDate(today)) return fail('useDate', START_MSG.useDateBeyondYear);
  if (!v.useDays.trim()) return fail('useDays', START_MSG.useDaysRequired);
  if (!DAYS.test(v.useDays)) return fail('useDays', START_MSG.useDaysInvalid);
  const days = Number(v.useDays);
  if (days > MAX_USE_DAYS) return fail('useDays', START_MSG.useDaysTooMany);
  if (days < MIN_USE_DAYS) return fail('useDays', START_MSG.useDaysTooFew);
  if (asksIllDay && v.illDay && v.illDay > today) return fail('illDay', START_MSG.illDayAfterToday);
  return null;
}

/** Spec 2 §1: the screen's title by mode and service. */
export function startTitle(mode: number, serviceIndex: number | null): string {
  if (serviceIndex === -1) return '通用方';
  if (mode === 2) return '自拟组方';
  return '中药组方';
}

/**
 * Where 开始咨询 leads (spec 2 §2): the questionnaire for 中药组方; the general-formula and the
 * self-composed screens for the other two (built by part 2 of the clinic).
 */
export function startDestination(mode: number, serviceIndex: number | null): string {
  if (serviceIndex === -1) return '/GeneralPrescriptionInfo';
  if (mode === 2) return '/handmadePrescription';
  return '/prescriptionInfo?mode=1';
}
