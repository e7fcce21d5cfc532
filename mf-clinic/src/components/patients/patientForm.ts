import { isValidPhone, type Patient, type PatientInput, type PatientSex } from '@tcm/shared';
import { PATIENT_MSG } from '../../api/patientMessages';
import { areaCodes, areaText } from './area';

/** What the patient dialog edits. Areas are kept as the stored text and as the cascader's codes. */
export interface PatientFormValues {
  name: string;
  sex: PatientSex;
  phoneNo: string;
  /** Solar, YYYY-MM-DD; '' until chosen in the birth date dialog. */
  birthday: string;
  liveArea: string;
  liveCodes: string[];
  birthArea: string;
  birthCodes: string[];
}

export type PatientField = 'name' | 'birthday' | 'liveArea' | 'birthArea' | 'phoneNo';

export interface PatientProblem {
  field: PatientField;
  message: string;
}

/** Spec 2 §5: a new patient is male (sex 1). */
export const EMPTY_PATIENT_FORM: PatientFormValues = {
  name: '',
  sex: '1',
  phoneNo: '',
  birthday: '',
  liveArea: '',
  liveCodes: [],
  birthArea: '',
  birthCodes: [],
};

export const EARLIEST_BIRTHDAY = '1900-01-01';
export const NAME_MAX = 20;

export function formFromPatient(p: Patient): PatientFormValues {
  return {
    name: p.name ?? '',
    sex: p.sex === '0' ? '0' : '1',
    phoneNo: p.phoneNo ?? '',
    birthday: p.birthday ?? '',
    liveArea: p.liveArea ?? '',
    liveCodes: areaCodes(p.liveArea ?? ''),
    birthArea: p.birthArea ?? '',
    birthCodes: areaCodes(p.birthArea ?? ''),
  };
}

/** A region picked in a cascader: its codes, and its names joined as the stored text. */
export function pickedArea(codes: string[]): { codes: string[]; text: string } {
  return { codes, text: codes.length ? areaText(codes) : '' };
}

/**
 * The rules of spec 2 §5 in the spec's order (name, birth date required, before today, not
 * before 1900-01-01, residence, birth place), then the phone, which the spec leaves optional.
 * `today` is YYYY-MM-DD; zero-padded days compare as strings.
 */
export function validatePatientForm(v: PatientFormValues, today: string): PatientProblem | null {
  const checks: [PatientField, () => string | null][] = [
    ['name', () => (v.name.trim() ? null : PATIENT_MSG.nameRequired)],
    ['birthday', () => (v.birthday ? null : PATIENT_MSG.birthdayRequired)],
    ['birthday', () => (v.birthday < today ? null : PATIENT_MSG.birthdayNotBeforeToday)],
    ['birthday', () => (v.birthday >= EARLIEST_BIRTHDAY ? null : PATIENT_MSG.birthdayBefore1900)],
    ['liveArea', () => (v.liveArea ? null : PATIENT_MSG.liveAreaRequired)],
    ['birthArea', () => (v.birthArea ? null : PATIENT_MSG.birthAreaRequired)],
    ['phoneNo', () => (!v.phoneNo || isValidPhone(v.phoneNo) ? null : PATIENT_MSG.phoneInvalid)],
  ];
  for (const [field, check] of checks) {
    const message = check();
    if (message) return { field, message };
  }
  return null;
}

/** The request body; the lunar birthday is the server's to compute. */
export function toPatientInput(v: PatientFormValues, patientId?: number): PatientInput {
  return {
    ...(patientId ? { patientId } : {}),
    name: v.name.trim(),
    sex: v.sex,
    phoneNo: v.phoneNo,
    birthday: v.birthday,
    liveArea: v.liveArea,
    birthArea: v.birthArea,
  };
}
