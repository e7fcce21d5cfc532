import {
  INQUIRY_MESSAGES,
  oneYearAfter,
  SELF_MSG,
  selfComposedProblem,
  selfDaysBetween,
  selfWeightProblem,
  type SelfComposedField,
  type SelfComposedProblem,
} from '@tcm/shared/clinic';
import type { HandmadeDraft, HandmadeHerb } from '@tcm/shared';

// The rules are @tcm/shared/clinic's, the API's as well; this file reads the page's typed text into them.
export { SELF_MSG };
/** The page's fields: the shared rules' and 是否孕妇. */
export type ComposeField = SelfComposedField | 'pregnant';
export const daysBetween = selfDaysBetween;
export const lastStartDate = oneYearAfter;

/** A typed weight: a number above 0, else NaN ('', 'abc', '0', '-3' are not). */
export function weightValue(text: string): number {
  const t = text.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(t)) return NaN;
  const n = Number(t);
  return n > 0 ? n : NaN;
}

/** Why a herb row's typed weight is refused, or null. */
export const weightProblem = (h: Pick<HandmadeHerb, 'name' | 'weight'>): string | null => selfWeightProblem(h.name, weightValue(h.weight));

/**
 * The compose page's rules over its draft (`today` is YYYY-MM-DD), in the page's order: 诊断结果,
 * 服用时间, then 是否孕妇 when it is not answered yet (a woman of childbearing age, issue 32: the herb
 * safety rules depend on it), then the rest.
 */
export function composeProblem(d: HandmadeDraft, today: string): (Omit<SelfComposedProblem, 'field'> & { field: ComposeField }) | null {
  const problem = selfComposedProblem(
    {
      disease: d.disease,
      takeTime: d.takeTime,
      herbs: d.herbs.map((h) => ({ name: h.name, weight: weightValue(h.weight) })),
      startDate: d.startDate,
      endDate: d.endDate,
      pregnant: d.pregnant === '是',
    },
    today,
  );
  const before = problem && (problem.field === 'disease' || problem.field === 'takeTime');
  if (d.pregnant === '' && !before) return { field: 'pregnant', message: INQUIRY_MESSAGES.pregnant };
  return problem;
}

/**
 * Adding a herb from the picker (spec 3 §5): a herb must be picked, its weight given (not 0), a
 * valid weight, and not a herb already in the table.
 */
export function addProblem(picked: string | null, weight: string, herbs: readonly Pick<HandmadeHerb, 'name'>[]): string | null {
  if (!picked) return SELF_MSG.herbRequired;
  const t = weight.trim();
  if (!t || Number(t) === 0) return SELF_MSG.herbWeightRequired;
  const problem = weightProblem({ name: picked, weight: t });
  if (problem) return problem;
  if (herbs.some((h) => h.name === picked)) return SELF_MSG.duplicateHerb;
  return null;
}
