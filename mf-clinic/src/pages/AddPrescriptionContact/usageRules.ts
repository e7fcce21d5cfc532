import { prescriptionTypeText } from '@tcm/shared';
import { oneYearAfter, prescriptionStartProblem } from '@tcm/shared/clinic';

// The start rules are the API's too: written once in @tcm/shared/clinic (prescriptionStart.ts).
export { START_MSG, MAX_USE_DAYS, MIN_USE_DAYS, type UsageField, type UsageValues } from '@tcm/shared/clinic';
export const usageProblem = prescriptionStartProblem;

/** The last day a consultation may start: the same day next year (29 February → 28 February). */
export const lastStartDate = oneYearAfter;

/** Spec 2 §1: the screen's title by mode and service, the kind of prescription it starts. */
export function startTitle(mode: number, serviceIndex: number | null): string {
  return prescriptionTypeText(serviceIndex === -1 ? 'G' : mode === 2 ? 'S' : '');
}

/**
 * Where 开始咨询 leads (spec 2 §2): the questionnaire for 中药组方; the general-formula and the
 * self-composed screens for the other two (built by part 2 of the clinic).
 */
export function startDestination(mode: number, serviceIndex: number | null): string {
  if (serviceIndex === -1) return '/GeneralPrescriptionInfo';
  if (mode === 2) return '/handmadePrescription';
  return '/prescriptionInfo?mode=1';
}
