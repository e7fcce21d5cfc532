import type { FieldWords } from '../errors/fieldOfMessage';
import { CERT_IMAGE_MAX_BYTES, CERT_IMAGE_TYPES, type DoctorApplication } from '../contract/doctor';
import { firstProblem, type FieldProblem } from '../account/fieldProblem';
import { isValidIdNumber } from '../validators/idNumber';
import { isValidPhone } from '../validators/phone';

/**
 * The doctor application's rules (spec 3 §5, §9), written once: mf-certification's form checks them
 * field by field before sending, the API (POST /doctor/v1/person/add, POST /common/upload) checks
 * them again, so both say these words.
 */

/** Maximum lengths (the form's inputs stop there). */
export const APPLICATION_LIMITS = { doctorName: 30, doctorCertNo: 50 } as const;

export const DOCTOR_RULE_MSG = {
  nameRequired: '请输入姓名',
  nameTooLong: `姓名不能超过${APPLICATION_LIMITS.doctorName}个字符`,
  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号码',
  sexInvalid: '请选择性别',
  idInvalid: '请输入正确的身份证号码',
  certNoRequired: '请输入执业证书编号',
  certNoTooLong: `执业证书编号不能超过${APPLICATION_LIMITS.doctorCertNo}个字符`,
  certImageRequired: '请上传执业证书图片',
  imageType: '仅支持jpg、jpeg、png、gif格式的图片',
  imageSize: '图片大小不能超过5MB',
} as const;

export type ApplicationField = keyof DoctorApplication;

const M = DOCTOR_RULE_MSG;

/** Each field's rules, on its trimmed text; the ID number is optional, the sex '0' or '1'. */
const FIELD_RULES: Record<ApplicationField, (value: string) => string | null> = {
  doctorName: (v) => (!v ? M.nameRequired : v.length > APPLICATION_LIMITS.doctorName ? M.nameTooLong : null),
  doctorPhonNo: (v) => (!v ? M.phoneRequired : isValidPhone(v) ? null : M.phoneInvalid),
  doctorSex: (v) => (v === '0' || v === '1' ? null : M.sexInvalid),
  idNo: (v) => (!v || isValidIdNumber(v) ? null : M.idInvalid),
  doctorCertNo: (v) => (!v ? M.certNoRequired : v.length > APPLICATION_LIMITS.doctorCertNo ? M.certNoTooLong : null),
  doctorCertImageUrl: (v) => (v ? null : M.certImageRequired),
};

/** The fields the form marks as required. */
export const REQUIRED_APPLICATION_FIELDS: readonly ApplicationField[] = ['doctorName', 'doctorPhonNo', 'doctorCertNo', 'doctorCertImageUrl'];

/** One field's first broken rule (the form checks each field as it is left and on submit), or null. */
export function applicationFieldProblem(field: ApplicationField, value: unknown): string | null {
  return FIELD_RULES[field](typeof value === 'string' ? value.trim() : '');
}

/** The values as the API reads them; an absent sex is '1'. */
export type ApplicationValues = { [K in ApplicationField]?: string };

/**
 * The first broken rule of a whole application, in the order the API answers: name, phone, sex,
 * ID number, certificate number, certificate image.
 */
export function applicationProblem(a: ApplicationValues): FieldProblem<ApplicationField> | null {
  const order: ApplicationField[] = ['doctorName', 'doctorPhonNo', 'doctorSex', 'idNo', 'doctorCertNo', 'doctorCertImageUrl'];
  return firstProblem(order.map((field) => [field, () => applicationFieldProblem(field, field === 'doctorSex' ? a.doctorSex || '1' : a[field])] as const));
}

/**
 * How a refusal names each field (fieldOfMessage): the labels the rules above and the API's input
 * layer use (请输入姓名, 身份证号码格式不正确, 执业证书图片无效，请重新上传).
 */
export const APPLICATION_FIELD_WORDS: Record<ApplicationField, FieldWords> = {
  doctorName: { labels: ['姓名'] },
  doctorSex: { labels: ['性别'] },
  idNo: { labels: ['身份证号'] },
  doctorPhonNo: { labels: ['手机号'] },
  doctorCertNo: { labels: ['执业证书编号'] },
  doctorCertImageUrl: { labels: ['执业证书图片'] },
};

/** What the browser's file picker suggests; the rule is certImageProblem. */
export const CERT_IMAGE_ACCEPT = CERT_IMAGE_TYPES.map((t) => `.${t}`).join(',');

/** A file name's extension, lower case ('' without one). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A certificate image (spec 3 §5, §9): jpg/jpeg/png/gif by its extension, at most 5 MB. A declared
 * MIME type that is not an image is refused too (a renamed document). The API also reads the bytes'
 * signature, which a browser cannot be trusted with.
 */
export function certImageProblem(file: { name: string; size: number; type?: string }): string | null {
  const typeOk = (CERT_IMAGE_TYPES as readonly string[]).includes(fileExtension(file.name)) && (!file.type || file.type.startsWith('image/'));
  if (!typeOk) return M.imageType;
  if (file.size > CERT_IMAGE_MAX_BYTES) return M.imageSize;
  return null;
}
