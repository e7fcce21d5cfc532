import type { RulesProps } from '@arco-design/web-react';
import { applicationFieldProblem, DOCTOR_RULE_MSG as M, type ApplicationField } from '@tcm/shared/doctor';

/**
 * A field's rule for Arco's form: @tcm/shared/doctor's, the one the API checks again. A required
 * field also carries `required` (the label's mark), with the same words.
 */
function rulesOf(field: ApplicationField, required?: string): RulesProps[] {
  const rule: RulesProps = {
    validator: (value: unknown, callback: (error?: string) => void) => callback(applicationFieldProblem(field, value) ?? undefined),
  };
  return required ? [{ required: true, message: required }, rule] : [rule];
}

/** The application form's rules (spec 3 §5); the ID number is optional. */
export const APPLY_RULES = {
  doctorName: rulesOf('doctorName', M.nameRequired),
  idNo: rulesOf('idNo'),
  doctorPhonNo: rulesOf('doctorPhonNo', M.phoneRequired),
  doctorCertNo: rulesOf('doctorCertNo', M.certNoRequired),
  doctorCertImageUrl: rulesOf('doctorCertImageUrl', M.certImageRequired),
} satisfies Partial<Record<ApplicationField, RulesProps[]>>;
