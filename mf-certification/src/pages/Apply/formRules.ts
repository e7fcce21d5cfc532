import type { RulesProps } from '@arco-design/web-react';
import { isValidIdNumber, isValidPhone, type FieldWords } from '@tcm/shared';
import type { ApplyFormValues } from './applyValues';
import { APPLY_MESSAGES as M } from './messages';

type Rules = RulesProps[];

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Required text: empty and whitespace-only both count as missing. */
const requiredText = (message: string): Rules => [
  { required: true, message },
  { validator: (value, callback) => callback(blank(value) ? message : undefined) },
];

/** The application form's rules (spec 3 §5). */
export const APPLY_RULES = {
  doctorName: requiredText(M.nameRequired),
  // Optional, but when given it must be a real ID: length, region prefix, date and check digit.
  idNo: [
    {
      validator: (value: unknown, callback: (error?: string) => void) =>
        callback(blank(value) || isValidIdNumber(String(value).trim()) ? undefined : M.idInvalid),
    },
  ],
  doctorPhonNo: [
    ...requiredText(M.phoneRequired),
    {
      validator: (value: unknown, callback: (error?: string) => void) =>
        callback(isValidPhone(String(value ?? '').trim()) ? undefined : M.phoneInvalid),
    },
  ],
  doctorCertNo: requiredText(M.certNoRequired),
  doctorCertImageUrl: [{ required: true, message: M.certImageRequired }],
} satisfies Record<string, Rules>;

/**
 * How the API's refusals of an application name each field (fieldOfMessage): the labels its rules
 * and its input layer use (请输入姓名, 身份证号码格式不正确, 执业证书图片无效，请重新上传).
 */
export const APPLY_FIELD_WORDS: Record<keyof ApplyFormValues, FieldWords> = {
  doctorName: { labels: ['姓名'] },
  doctorSex: { labels: ['性别'] },
  idNo: { labels: ['身份证号'] },
  doctorPhonNo: { labels: ['手机号'] },
  doctorCertNo: { labels: ['执业证书编号'] },
  doctorCertImageUrl: { labels: ['执业证书图片'] },
};
