import {
  checkHerbCombination,
  defaultInquiry,
  isPregnant,
  namedHerb,
  selfDaysProblem,
  selfPrescriptionProblem,
  selfStartProblem,
  validateInquiry,
  type InquiryInfo,
} from '@tcm/shared/clinic';
import { HERB_FORMS, type HerbForm, type TakeTime } from '@tcm/shared/contract';
import { fail } from '../../platform/http/errors';
import { CLINIC_MSG } from '../messages';
import { findHerb } from '../engine';

export const MAX_HERBS = 50;

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
 * Spec 3 §5 "Self-composed", checked again on the server with the page's own rules (@tcm/shared/clinic):
 * the patient, the prescription (diagnosis, take time, herbs under the cap and their weights, no herb twice), then what
 * only the server knows (herbs of the table, the form), the dates (takeDays 1-30), the
 * questionnaire, and last the herb safety rules (十八反, 十九畏, 孕妇禁用). The page's total is never
 * read: the server sums the weights itself.
 */
export function validateComposition(b: RawComposition, today: string): ComposedPrescription {
  if (!b.patientId) return fail(CLINIC_MSG.patientRequired);
  const body = isRecord(b.prescriptionBody) ? b.prescriptionBody : {};
  const disease = text(body.disease);
  const takeTime = text(body.take_time) as TakeTime;
  const list = Array.isArray(body.prescriptionList) ? body.prescriptionList : [];
  const herbs: ComposedHerb[] = list.map((item) => ({
    name: isRecord(item) ? text(item.key) : '',
    weight: weightOf(isRecord(item) ? item.value : undefined),
  }));

  const problem = selfPrescriptionProblem({ disease, takeTime, herbs }, { maxHerbs: MAX_HERBS, tooManyHerbs: CLINIC_MSG.selfTooManyHerbs });
  if (problem) fail(problem.message);
  for (const h of herbs) if (!findHerb(h.name)) fail(namedHerb(CLINIC_MSG.selfHerbUnknown, h.name));

  const form = (text(body.form) || '饮片') as HerbForm;
  if (!HERB_FORMS.includes(form)) fail(CLINIC_MSG.selfFormInvalid);

  const dates = selfStartProblem(b.toDoDay, today) ?? selfDaysProblem(b.takeDays);
  if (dates) fail(dates.message);

  const checked = validateInquiry(b.inquiryInfo === undefined ? defaultInquiry() : b.inquiryInfo);
  if (!checked.ok) return fail(checked.msg);
  const inquiry = withDiagnosis(checked.value, disease);

  const unsafe = checkHerbCombination(
    herbs.map((h) => h.name),
    { pregnant: isPregnant(inquiry) },
  );
  if (unsafe) fail(unsafe);

  return { patientId: b.patientId, toDoDay: b.toDoDay, takeDays: b.takeDays!, inquiry, disease, takeTime, form, herbs };
}

/** The questionnaire with its 诊断结果 set to the diagnosis, so every visit keeps it in one place. */
function withDiagnosis(info: InquiryInfo, disease: string): InquiryInfo {
  const copy = structuredClone(info);
  const item = copy.basic_enter_array.find((i) => i.key === '诊断结果');
  if (item) item.value = disease;
  return copy;
}
