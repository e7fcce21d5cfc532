import type { SolarTermInfo } from '@tcm/shared/contract';
import { prescriptionTypeOfKind, visitKindText } from '@tcm/shared/codes';
import type { InquiryInfo } from '@tcm/shared/clinic';
import { ageFactor, compose, type ComposeContext } from '../engine/compose';
import { factsOf } from '../engine/facts';
import type { EngineResult } from '../engine/types';
import type { StoredResult } from '../visits';
import { solarTermOf } from './solarTerms';
import { formulaOfTerm } from './termFormulas';

export { solarTermOf, SOLAR_TERMS, type SolarTermName, type TermSpan } from './solarTerms';
export { TERM_FORMULAS, TERM_OWN_FORMULAS, formulaOfTerm, termFormulaByName } from './termFormulas';

/** A general prescription costs nothing (spec 3 §2.4: the amount shown is 0): settled when priced. */
export const GENERAL_PRICE_FEN = 0;

export interface GeneralInput {
  sex: 0 | 1;
  birthday: string;
  inquiry: InquiryInfo;
  startDate: string;
  takeDays: number;
}

/** The solar term of `startDate` with its formula, as the pages show it. */
export function solarTermInfo(startDate: string): SolarTermInfo {
  const span = solarTermOf(startDate);
  const { row, formula } = formulaOfTerm(span.name);
  return { name: span.name, date: span.date, nextName: span.next, nextDate: span.nextDate, formula: formula.name, source: formula.source, why: row.why };
}

/**
 * The general prescription of a visit: the formula of the start date's solar term, dosed and made
 * safe by the engine's own `compose` (age, the questionnaire's pulse and pregnancy, 十八反/十九畏,
 * 药典 ranges), one dose a day for `takeDays` days. Pure and deterministic.
 */
export function generalPrescription(input: GeneralInput): { result: EngineResult; term: SolarTermInfo } {
  const term = solarTermInfo(input.startDate);
  const reasons: string[] = [];
  const facts = factsOf(input, reasons);
  const { formula } = formulaOfTerm(solarTermOf(input.startDate).name);
  reasons.unshift(`开始日期${input.startDate}属${term.name}（${term.date}至${term.nextName}${term.nextDate}前），用${formula.name}：${term.why}`);
  const age = ageFactor(facts.age);
  if (age.why) reasons.push(age.why);
  if (facts.pregnant) reasons.push('孕妇：不用孕妇禁用、慎用之药，以同类药代之');
  if (formula.note) reasons.push(`${formula.name}：${formula.note}`);
  const ctx: ComposeContext = { facts, present: [], reasons };
  const herbs = compose(formula, ctx);
  const days = input.takeDays;
  return {
    result: { prescriptions: [{ name: formula.name, source: formula.source, count: days, supplyDays: days, herbs }], shangHan: [], reasons },
    term,
  };
}

/** The prescriptionType of each visit kind (spec 3 §3). */
export const prescriptionTypeOf = prescriptionTypeOfKind;

/** What the sheet's title and the order's typeText call each kind. */
export const kindText = visitKindText;

/**
 * A visit's current prescriptions in the StoredResult shape whatever its kind: a kind that keeps
 * no prescription list (a service's text result) reads as none, instead of failing the call.
 */
export function withPrescriptions<V extends { current_result: unknown }>(visit: V): V & { current_result: StoredResult } {
  const r = (visit.current_result ?? {}) as Partial<StoredResult>;
  const list = <T>(x: T[] | undefined): T[] => (Array.isArray(x) ? x : []);
  return { ...visit, current_result: { ...r, prescriptions: list(r.prescriptions), shangHan: list(r.shangHan), reasons: list(r.reasons) } };
}
