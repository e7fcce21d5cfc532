import { checkHerbCombination } from './herbSafety';
import { doseProblem, WEIGHT_MAX } from './herbDoses';
import { START_MSG } from './prescriptionStart';
import { isCalendarDay, oneYearAfter } from './services';
import { TAKE_TIMES, type TakeTime } from '../contract/selfComposed';

/**
 * Spec 3 §5 "Self-composed", in the spec's order; {药名} is the herb's name. The page (/handmadePrescription)
 * and the API (POST /health/v2/prescription/self/image) both check with the functions below, so both say
 * these words. The date words are the prescription start's (one rule in the spec).
 */
export const SELF_MSG = {
  diseaseRequired: '请输入诊断结果',
  // The page's input stops at 200 characters; only a request written by hand gets this.
  diseaseTooLong: '诊断结果不能超过200个字符',
  takeTimeRequired: '请选择服用时间',
  prescriptionRequired: '请添加处方',
  weightNotPositive: '{药名}剂量必须为大于0的数字',
  weightInvalid: '{药名}剂量必须是1-999之间的整数',
  herbRequired: '请选择药材',
  herbWeightRequired: '请输入药材重量',
  duplicateHerb: '不能选择相同的药材',
  startRequired: '请选择开始日期',
  startInvalid: START_MSG.useDateInvalid,
  startNotAfterToday: '开始日期必须大于当前日期',
  startBeyondYear: START_MSG.useDateBeyondYear,
  endRequired: '请选择结束日期',
  endNotAfterToday: '结束日期必须大于当前日期',
  endBeforeStart: '结束日期不能早于开始日期',
  daysTooMany: START_MSG.useDaysTooMany,
  // Spec 3 §8's defaults for the submit call.
  submitFailed: '提交自拟处方异常',
  prescriptionFailed: '处方异常，请联系管理员',
} as const;

export const SELF_MAX_DAYS = 30;
export const SELF_MAX_DISEASE_CHARS = 200;

export const namedHerb = (template: string, herb: string) => template.replace('{药名}', herb);

export type SelfComposedField = 'disease' | 'takeTime' | 'herbs' | 'startDate' | 'endDate';
export interface SelfComposedProblem {
  field: SelfComposedField;
  message: string;
  /** The herb row at fault, when one is. */
  herb?: string;
}

/** A herb as both sides hold it once parsed: its name and grams per dose (NaN when not a number). */
export interface SelfComposedHerb {
  name: string;
  weight: number;
}

/**
 * Why a herb's weight is refused, or null: above 0 first, then an integer of 1-999 grams, then the
 * herb's 药典 daily range (细辛的用量超出药典范围（1～3g）).
 */
export function selfWeightProblem(name: string, grams: number): string | null {
  if (!Number.isFinite(grams) || grams <= 0) return namedHerb(SELF_MSG.weightNotPositive, name);
  if (!Number.isInteger(grams) || grams > WEIGHT_MAX) return namedHerb(SELF_MSG.weightInvalid, name);
  return doseProblem(name, grams);
}

/**
 * The prescription itself in the spec's order: the diagnosis, the take time, at least one herb, each
 * herb named and weighed, no herb twice. `maxHerbs` is the server's storage cap (the page has none), in
 * its place in that order, with the server's `tooManyHerbs` words.
 */
export function selfPrescriptionProblem(
  p: { disease: string; takeTime: string; herbs: readonly SelfComposedHerb[] },
  cap?: { maxHerbs: number; tooManyHerbs: string },
): SelfComposedProblem | null {
  const disease = p.disease.trim();
  if (!disease) return { field: 'disease', message: SELF_MSG.diseaseRequired };
  if ([...disease].length > SELF_MAX_DISEASE_CHARS) return { field: 'disease', message: SELF_MSG.diseaseTooLong };
  if (!TAKE_TIMES.includes(p.takeTime as TakeTime)) return { field: 'takeTime', message: SELF_MSG.takeTimeRequired };
  if (p.herbs.length === 0) return { field: 'herbs', message: SELF_MSG.prescriptionRequired };
  if (cap && p.herbs.length > cap.maxHerbs) return { field: 'herbs', message: cap.tooManyHerbs };
  for (const h of p.herbs) {
    if (!h.name) return { field: 'herbs', message: SELF_MSG.herbRequired };
    const problem = selfWeightProblem(h.name, h.weight);
    if (problem) return { field: 'herbs', message: problem, herb: h.name };
  }
  if (new Set(p.herbs.map((h) => h.name)).size !== p.herbs.length) return { field: 'herbs', message: SELF_MSG.duplicateHerb };
  return null;
}

/** The first day (YYYY-MM-DD): after today, at most a year ahead. `today` is the Beijing day. */
export function selfStartProblem(start: string, today: string): SelfComposedProblem | null {
  if (!start) return { field: 'startDate', message: SELF_MSG.startRequired };
  if (!isCalendarDay(start)) return { field: 'startDate', message: SELF_MSG.startInvalid };
  if (start <= today) return { field: 'startDate', message: SELF_MSG.startNotAfterToday };
  if (start > oneYearAfter(today)) return { field: 'startDate', message: SELF_MSG.startBeyondYear };
  return null;
}

/** How many days the prescription runs, start and end both counted (undefined: no end chosen). */
export function selfDaysProblem(days: number | undefined): SelfComposedProblem | null {
  if (days === undefined) return { field: 'endDate', message: SELF_MSG.endRequired };
  if (days < 1) return { field: 'endDate', message: SELF_MSG.endBeforeStart };
  if (days > SELF_MAX_DAYS) return { field: 'endDate', message: SELF_MSG.daysTooMany };
  return null;
}

/** Days from start to end (YYYY-MM-DD), both counted. */
export function selfDaysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

export interface SelfComposedValues {
  disease: string;
  takeTime: string;
  herbs: readonly SelfComposedHerb[];
  /** YYYY-MM-DD or ''. */
  startDate: string;
  endDate: string;
  pregnant: boolean;
}

/**
 * The compose page's whole check, the same rules the API applies piece by piece around its own reading
 * of the request: the prescription, the start, the end (after today, not before the start, at most 30
 * days), and last the herb safety rules (十八反, 十九畏, 孕妇禁用). `today` is YYYY-MM-DD.
 */
export function selfComposedProblem(v: SelfComposedValues, today: string): SelfComposedProblem | null {
  const problem = selfPrescriptionProblem(v) ?? selfStartProblem(v.startDate, today);
  if (problem) return problem;
  if (v.endDate && v.endDate <= today) return { field: 'endDate', message: SELF_MSG.endNotAfterToday };
  const days = selfDaysProblem(v.endDate ? selfDaysBetween(v.startDate, v.endDate) : undefined);
  if (days) return days;
  const unsafe = checkHerbCombination(
    v.herbs.map((h) => h.name),
    { pregnant: v.pregnant },
  );
  return unsafe ? { field: 'herbs', message: unsafe } : null;
}
