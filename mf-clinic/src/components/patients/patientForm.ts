import type { Patient, PatientInput, PatientSex } from '@tcm/shared';
import { EARLIEST_BIRTHDAY, PATIENT_NAME_MAX, patientProblem, type PatientField } from '@tcm/shared/patients';
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

export type { PatientField };

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

export { EARLIEST_BIRTHDAY, PATIENT_NAME_MAX as NAME_MAX };

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

/** The rules of spec 2 §5 as the API applies them too (@tcm/shared/patients). */
export function validatePatientForm(v: PatientFormValues, today: string): PatientProblem | null {
  return patientProblem(v, today);
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
