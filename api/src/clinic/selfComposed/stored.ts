import type { HerbForm, TakeTime } from '@tcm/shared/contract';
import type { StoredResult, VisitRow } from '../visits';
import type { ComposedPrescription } from './validate';

export const SELF_COMPOSED_NAME = '自拟方';
export const SELF_COMPOSED_SOURCE = '自拟组方';

/**
 * What a self-composed visit keeps in engine_result / current_result: the StoredResult every
 * visit has (one prescription 自拟方, no 伤寒论 ones, no engine reasons), so the result pages,
 * the replace calls and the sheet read it like any visit, plus its own facts.
 */
export interface SelfComposedResultJson extends StoredResult {
  selfComposed: { disease: string; takeTime: TakeTime; form: HerbForm };
}

export function storedResultOf(c: ComposedPrescription): SelfComposedResultJson {
  return {
    prescriptions: [
      { name: SELF_COMPOSED_NAME, source: SELF_COMPOSED_SOURCE, count: c.takeDays, supplyDays: c.takeDays, herbs: c.herbs.map((h) => ({ ...h })) },
    ],
    shangHan: [],
    reasons: [],
    selfComposed: { disease: c.disease, takeTime: c.takeTime, form: c.form },
  };
}

/** The self-composed facts of a visit, or null for a visit of another kind. */
export function selfComposedOf(v: Pick<VisitRow, 'current_result'> & { kind: string }): SelfComposedResultJson['selfComposed'] | null {
  if (v.kind !== 'selfComposed') return null;
  return (v.current_result as Partial<SelfComposedResultJson>).selfComposed ?? null;
}
