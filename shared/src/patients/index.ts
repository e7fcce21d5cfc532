import { isCalendarDay } from '../clinic/calendarDay';
import type { FieldWords } from '../errors/fieldOfMessage';
import { isValidPhone } from '../validators/phone';

/**
 * A patient's rules (spec 2 §5), written once: the patient dialog of mf-clinic checks them before
 * saving and the API (POST /patient/v1) checks them again, so both say these words. Its own entry,
 * not the clinic model's, so the patient pages do not download the herb tables for a form.
 */
export const PATIENT_RULE_MSG = {
  nameRequired: '请输入姓名',
  // The dialog's input stops at 20 characters, its pickers give real days and short areas, its radio
  // only 0 or 1: what follows the spec's words answers only a request written by hand.
  nameTooLong: '姓名不能超过20个字符',
  birthdayRequired: '请选择出生日期',
  birthdayInvalid: '请选择出生年份/月份/日期',
  birthdayNotBeforeToday: '出生日期必须小于当前日期',
  birthdayBefore1900: '出生日期不能小于1900-01-01',
  liveAreaRequired: '请选择常住地址',
  birthAreaRequired: '请选择出生地址',
  areaTooLong: '地址不能超过100个字符',
  sexInvalid: '请选择性别',
  // Not in the spec: a phone, when given, is a mobile number.
  phoneInvalid: '请输入正确的手机号码',
  added: '添加成功',
  deleted: '患者已删除',
} as const;

export const PATIENT_NAME_MAX = 20;
export const PATIENT_AREA_MAX = 100;
export const EARLIEST_BIRTHDAY = '1900-01-01';

export type PatientField = 'name' | 'sex' | 'birthday' | 'liveArea' | 'birthArea' | 'phoneNo';

/**
 * How the API's refusals name each field (fieldOfMessage): every rule message above names its field,
 * as the input layer's labels do (手机号格式不正确); 出生年份 is 请选择出生年份/月份/日期. Labels only:
 * the patient pages carry this table.
 */
export const PATIENT_FIELD_WORDS: Record<PatientField, FieldWords> = {
  name: { labels: ['姓名'] },
  sex: { labels: ['性别'] },
  birthday: { labels: ['出生日期', '出生年份'] },
  liveArea: { labels: ['常住地址'] },
  birthArea: { labels: ['出生地址'] },
  phoneNo: { labels: ['手机号'] },
};

export interface PatientValues {
  name: string;
  /** 0 / 1 as the API reads it, '0' / '1' as the dialog holds it; absent: 1. */
  sex?: number | string;
  phoneNo: string;
  /** Solar, YYYY-MM-DD. */
  birthday: string;
  liveArea: string;
  birthArea: string;
}

/**
 * The first broken rule in the spec's order (name, birth date required, before today, not before
 * 1900-01-01, residence, birth place), then what the spec leaves to us (the sex, an optional phone).
 * `today` is the Beijing day YYYY-MM-DD; zero-padded days compare as strings.
 */
export function patientProblem(v: PatientValues, today: string): { field: PatientField; message: string } | null {
  const fail = (field: PatientField, message: string) => ({ field, message });
  const name = v.name.trim();
  if (!name) return fail('name', PATIENT_RULE_MSG.nameRequired);
  if ([...name].length > PATIENT_NAME_MAX) return fail('name', PATIENT_RULE_MSG.nameTooLong);
  if (!v.birthday) return fail('birthday', PATIENT_RULE_MSG.birthdayRequired);
  if (!isCalendarDay(v.birthday)) return fail('birthday', PATIENT_RULE_MSG.birthdayInvalid);
  if (v.birthday >= today) return fail('birthday', PATIENT_RULE_MSG.birthdayNotBeforeToday);
  if (v.birthday < EARLIEST_BIRTHDAY) return fail('birthday', PATIENT_RULE_MSG.birthdayBefore1900);
  if (!v.liveArea) return fail('liveArea', PATIENT_RULE_MSG.liveAreaRequired);
  if (!v.birthArea) return fail('birthArea', PATIENT_RULE_MSG.birthAreaRequired);
  if ([...v.liveArea].length > PATIENT_AREA_MAX) return fail('liveArea', PATIENT_RULE_MSG.areaTooLong);
  if ([...v.birthArea].length > PATIENT_AREA_MAX) return fail('birthArea', PATIENT_RULE_MSG.areaTooLong);
  if (v.sex !== undefined && !['0', '1'].includes(String(v.sex))) return fail('sex', PATIENT_RULE_MSG.sexInvalid);
  if (v.phoneNo && !isValidPhone(v.phoneNo)) return fail('phoneNo', PATIENT_RULE_MSG.phoneInvalid);
  return null;
}
