import type { RulesProps } from '@arco-design/web-react';
import { isValidIdNumber, isValidPhone } from '@tcm/shared';
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
