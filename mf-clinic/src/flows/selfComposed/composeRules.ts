import dayjs from 'dayjs';
import { checkHerbCombination, doseProblem, WEIGHT_MAX } from '@tcm/shared/clinic';
import type { HandmadeDraft, HandmadeHerb } from '@tcm/shared';

/** Spec 3 §5 "Self-composed", in the spec's order; {药名} is the herb's name. */
export const SELF_MSG = {
  diseaseRequired: '请输入诊断结果',
  takeTimeRequired: '请选择服用时间',
  prescriptionRequired: '请添加处方',
  weightNotPositive: '{药名}剂量必须为大于0的数字',
  weightInvalid: '{药名}剂量必须是1-999之间的整数',
  herbRequired: '请选择药材',
  herbWeightRequired: '请输入药材重量',
  duplicateHerb: '不能选择相同的药材',
  startRequired: '请选择开始日期',
  startNotAfterToday: '开始日期必须大于当前日期',
  startBeyondYear: '开方日期必须在一年以内',
  endRequired: '请选择结束日期',
  endNotAfterToday: '结束日期必须大于当前日期',
  endBeforeStart: '结束日期不能早于开始日期',
  daysTooMany: '使用天数不能大于30天',
  // Spec 3 §8's defaults for the submit call.
  submitFailed: '提交自拟处方异常',
  prescriptionFailed: '处方异常，请联系管理员',
} as const;

export const MAX_DAYS = 30;

export const named = (template: string, herb: string) => template.replace('{药名}', herb);

export type ComposeField = 'disease' | 'takeTime' | 'herbs' | 'startDate' | 'endDate';
export interface ComposeProblem {
  field: ComposeField;
  message: string;
  /** The herb row at fault, when one is. */
  herb?: string;
}

/** A typed weight: a number above 0, else NaN ('', 'abc', '0', '-3' are not). */
export function weightValue(text: string): number {
  const t = text.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(t)) return NaN;
  const n = Number(t);
  return n > 0 ? n : NaN;
}

/**
 * Why a herb row's weight is refused, or null: above 0 first, then an integer of 1-999 grams, then
 * the herb's 药典 daily range (细辛的用量超出药典范围（1～3g）, the shared rule the API applies too).
 */
export function weightProblem(h: Pick<HandmadeHerb, 'name' | 'weight'>): string | null {
  const n = weightValue(h.weight);
  if (!Number.isFinite(n)) return named(SELF_MSG.weightNotPositive, h.name);
  if (!Number.isInteger(n) || n > WEIGHT_MAX) return named(SELF_MSG.weightInvalid, h.name);
  return doseProblem(h.name, n);
}

/** Days from start to end, both counted. */
export const daysBetween = (start: string, end: string) => dayjs(end).diff(dayjs(start), 'day') + 1;

export const lastStartDate = (today: string) => dayjs(today).add(1, 'year').format('YYYY-MM-DD');

/**
 * The compose page's rules in spec 3 §5's order, as the API checks them again: diagnosis, take time,
 * at least one herb, each herb's weight, the start and end dates (after today; the start within a
 * year, the end not before it, at most 30 days), and last the herb safety rules (十八反, 十九畏,
 * 孕妇禁用) with the shared rule set's message. `today` is YYYY-MM-DD.
 */
export function composeProblem(d: HandmadeDraft, today: string): ComposeProblem | null {
  if (!d.disease.trim()) return { field: 'disease', message: SELF_MSG.diseaseRequired };
  if (!d.takeTime) return { field: 'takeTime', message: SELF_MSG.takeTimeRequired };
  if (d.herbs.length === 0) return { field: 'herbs', message: SELF_MSG.prescriptionRequired };
  for (const h of d.herbs) {
    const problem = weightProblem(h);
    if (problem) return { field: 'herbs', message: problem, herb: h.name };
  }
  if (!d.startDate) return { field: 'startDate', message: SELF_MSG.startRequired };
  if (d.startDate <= today) return { field: 'startDate', message: SELF_MSG.startNotAfterToday };
  if (d.startDate > lastStartDate(today)) return { field: 'startDate', message: SELF_MSG.startBeyondYear };
  if (!d.endDate) return { field: 'endDate', message: SELF_MSG.endRequired };
  if (d.endDate <= today) return { field: 'endDate', message: SELF_MSG.endNotAfterToday };
  if (d.endDate < d.startDate) return { field: 'endDate', message: SELF_MSG.endBeforeStart };
  if (daysBetween(d.startDate, d.endDate) > MAX_DAYS) return { field: 'endDate', message: SELF_MSG.daysTooMany };
  const unsafe = checkHerbCombination(
    d.herbs.map((h) => h.name),
    { pregnant: d.pregnant === '是' },
  );
  if (unsafe) return { field: 'herbs', message: unsafe };
  return null;
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
