import type { PatientSexInput } from '../contract';
import { defaultInquiry, PREGNANT_KEY, type InquiryInfo } from './questionnaire';

/**
 * Women of childbearing age, whose pregnancy must be asked rather than assumed: 14 to 49 years at
 * the start date, the range the API already treats as "may be pregnant" when nobody was asked
 * (api/RULES.md, services 4 and 3: no points forbidden in pregnancy for a woman of 14 to 49).
 */
export const CHILDBEARING_AGE = { min: 14, max: 49 } as const;

/** Whole years from `birthday` to `date`, both YYYY-MM-DD (0 before the first birthday). */
export function ageOn(birthday: string, date: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return Math.max(0, age);
}

/** A woman aged 14 to 49 on `date`: 是否孕妇 has no preset answer for her and must be chosen. */
export function mayBePregnant(patient: { sex: PatientSexInput; birthday: string }, date: string): boolean {
  if (patient.sex !== '0' && patient.sex !== 0) return false;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(patient.birthday) || !/^\d{4}-\d{2}-\d{2}/.test(date)) return false;
  const age = ageOn(patient.birthday, date.slice(0, 10));
  return age >= CHILDBEARING_AGE.min && age <= CHILDBEARING_AGE.max;
}

/**
 * A fresh questionnaire for this patient on the start date: the spec's defaults (是否孕妇 否, spec 2
 * §3), except that for a woman of childbearing age 是否孕妇 starts unanswered (issue 32: presetting
 * 否 for a 41-year-old woman let a pregnancy slip through unasked).
 */
export function inquiryFor(patient: { sex: PatientSexInput; birthday: string }, date: string): InquiryInfo {
  const info = defaultInquiry();
  if (mayBePregnant(patient, date)) {
    for (const item of info.basic_array) if (item.key === PREGNANT_KEY) item.value = '';
  }
  return info;
}
