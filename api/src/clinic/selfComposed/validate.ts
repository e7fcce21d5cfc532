import { checkHerbCombination, doseProblem, isPregnant, validateInquiry, defaultInquiry, type InquiryInfo } from '@tcm/shared/clinic';
import { HERB_FORMS, TAKE_TIMES, type HerbForm, type TakeTime } from '@tcm/shared/contract';
import { fail } from '../../http/errors';
import { MSG } from '../../messages';
import { addOneYear, parseYmd } from '../dates';
import { findHerb } from '../engine';

export const MAX_DISEASE_CHARS = 200;
export const MAX_HERBS = 50;
export const WEIGHT_MAX = 999;
export const MAX_DAYS = 30;

const named = (template: string, herb: string) => template.replace('{药名}', herb);

export interface ComposedHerb {
  name: string;
  /** 饮片 grams per dose, integer 1-999. */
  weight: number;
}

export interface ComposedPrescription {
  patientId: number;
  toDoDay: string;
  takeDays: number;
  inquiry: InquiryInfo;
  disease: string;
  takeTime: TakeTime;
  form: HerbForm;
  herbs: ComposedHerb[];
}

export interface RawComposition {
  patientId?: number;
  toDoDay: string;
  takeDays?: number;
  inquiryInfo: unknown;
  prescriptionBody: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * A weight as a page sends it: a number, or its digits as text with an optional g ('10', '10g').
 * NaN for anything else.
 */
function weightOf(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return NaN;
  const t = v.trim().replace(/\s*(g|克)$/i, '');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : NaN;
}

/**
 * Spec 3 §5 "Self-composed", checked again on the server in the page's order: the patient, the
 * diagnosis, the take time, at least one herb, each herb's weight (a number above 0, an integer
 * of 1-999 grams, then within the herb's 药典 daily range), no herb twice, herbs of the table, the form, the start date (after today, within a
 * year) and the end date (takeDays 1-30, so after today too), the questionnaire, and last the herb
 * safety rules (十八反, 十九畏, 孕妇禁用) with checkHerbCombination's message. The page's total is
 * never read: the server sums the weights itself.
 */
export function validateComposition(b: RawComposition, today: string): ComposedPrescription {
  if (!b.patientId) return fail(MSG.patientRequired);
  const body = isRecord(b.prescriptionBody) ? b.prescriptionBody : {};

  const disease = text(body.disease);
  if (!disease) fail(MSG.selfDiseaseRequired);
  if ([...disease].length > MAX_DISEASE_CHARS) fail(MSG.selfDiseaseTooLong);

  const takeTime = text(body.take_time) as TakeTime;
  if (!TAKE_TIMES.includes(takeTime)) fail(MSG.selfTakeTimeRequired);

  const list = Array.isArray(body.prescriptionList) ? body.prescriptionList : [];
  if (list.length === 0) fail(MSG.selfPrescriptionRequired);
  if (list.length > MAX_HERBS) fail(MSG.selfTooManyHerbs);
  const herbs: ComposedHerb[] = [];
  for (const item of list) {
    const name = isRecord(item) ? text(item.key) : '';
    if (!name) return fail(MSG.selfHerbRequired);
    const weight = weightOf(isRecord(item) ? item.value : undefined);
    if (!Number.isFinite(weight) || weight <= 0) fail(named(MSG.selfWeightNotPositive, name));
    if (!Number.isInteger(weight) || weight > WEIGHT_MAX) fail(named(MSG.selfWeightInvalid, name));
    // Then the herb's 药典 daily range: 细辛的用量超出药典范围（1～3g）. An unknown name has none (refused below).
    const dose = doseProblem(name, weight);
    if (dose) fail(dose);
    herbs.push({ name, weight });
  }
  if (new Set(herbs.map((h) => h.name)).size !== herbs.length) fail(MSG.selfDuplicateHerb);
  for (const h of herbs) if (!findHerb(h.name)) fail(named(MSG.selfHerbUnknown, h.name));

  const form = (text(body.form) || '饮片') as HerbForm;
  if (!HERB_FORMS.includes(form)) fail(MSG.selfFormInvalid);

  if (!b.toDoDay) fail(MSG.selfStartRequired);
  if (!parseYmd(b.toDoDay)) fail(MSG.useDateInvalid);
  if (b.toDoDay <= today) fail(MSG.selfStartNotAfterToday);
  if (b.toDoDay > addOneYear(today)) fail(MSG.useDateBeyondYear);
  if (b.takeDays === undefined) return fail(MSG.selfEndRequired);
  if (b.takeDays < 1) fail(MSG.selfEndBeforeStart);
  if (b.takeDays > MAX_DAYS) fail(MSG.useDaysTooMany);

  const checked = validateInquiry(b.inquiryInfo === undefined ? defaultInquiry() : b.inquiryInfo);
  if (!checked.ok) return fail(checked.msg);
  const inquiry = withDiagnosis(checked.value, disease);

  const unsafe = checkHerbCombination(
    herbs.map((h) => h.name),
    { pregnant: isPregnant(inquiry) },
  );
  if (unsafe) fail(unsafe);

  return { patientId: b.patientId, toDoDay: b.toDoDay, takeDays: b.takeDays, inquiry, disease, takeTime, form, herbs };
}

/** The questionnaire with its 诊断结果 set to the diagnosis, so every visit keeps it in one place. */
function withDiagnosis(info: InquiryInfo, disease: string): InquiryInfo {
  const copy = structuredClone(info);
  const item = copy.basic_enter_array.find((i) => i.key === '诊断结果');
  if (item) item.value = disease;
  return copy;
}
