import type { DoctorApplication, UserInfo } from '@tcm/shared';

export interface ApplyFormValues {
  doctorName: string;
  doctorSex: '0' | '1';
  idNo: string;
  doctorPhonNo: string;
  doctorCertNo: string;
  doctorCertImageUrl: string;
}

/** The form before the account is known (disabled; src/prerender.tsx). */
export const NO_APPLY_VALUES: ApplyFormValues = {
  doctorName: '',
  doctorSex: '1',
  idNo: '',
  doctorPhonNo: '',
  doctorCertNo: '',
  doctorCertImageUrl: '',
};

/**
 * What the form starts with. A user re-applying (rejected, or asked for materials) gets the previous
 * record back so only what the reviewer objected to needs changing; a first application starts with
 * the account's phone.
 */
export function initialApplyValues(userInfo: UserInfo): ApplyFormValues {
  const previous = userInfo.doctor;
  return {
    doctorName: previous?.doctorName ?? '',
    doctorSex: String(previous?.doctorSex) === '0' ? '0' : '1',
    idNo: previous?.idNo ?? '',
    doctorPhonNo: previous?.doctorPhonNo || userInfo.user?.phonenumber || '',
    doctorCertNo: previous?.doctorCertNo ?? '',
    doctorCertImageUrl: previous?.doctorCertImageUrl ?? '',
  };
}

/** The request body: trimmed text, the ID's check character upper-case, no ID when none was given. */
export function toApplication(values: ApplyFormValues): DoctorApplication {
  const idNo = (values.idNo ?? '').trim().toUpperCase();
  return {
    doctorName: values.doctorName.trim(),
    doctorSex: values.doctorSex,
    ...(idNo ? { idNo } : {}),
    doctorPhonNo: values.doctorPhonNo.trim(),
    doctorCertNo: values.doctorCertNo.trim(),
    doctorCertImageUrl: values.doctorCertImageUrl,
  };
}
