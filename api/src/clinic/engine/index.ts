/**
 * The prescribing engine: transparent, deterministic, pure. See api/README.md "Prescribing engine"
 * for the rules and the sources of the facts. Same input, same output; no clock, no randomness.
 */
import { checkHerbCombination, conflictsWith, pregnancyFlag } from '@tcm/shared/clinic';
import type { PricePart } from '@tcm/shared/contract';
import { sumPriceParts, yuan } from '@tcm/shared/commerce';
import { ageFactor, compose, type ComposeContext, type EngineHerb } from './compose';
import { factsOf } from './facts';
import { QI_FORMULAS, YUN_FORMULAS, findFormula, type Formula } from './formulas';
import { findHerb, herbsOfCategory } from './herbs';
import { acupunctureRecord, generalRecord, predictionRecord } from './related';
import { MAX_SHANGHAN, SHANGHAN_RULES, chooseByRules } from './rules';
import type { EngineInput, EnginePrescription, EngineResult, RelatedKind, RelatedRecord } from './types';
import { branchPair, yunQiOf } from './wuyunliuqi';

export type { EngineHerb, EngineInput, EnginePrescription, EngineResult, RelatedKind, RelatedRecord } from './types';
export type { Herb } from './herbs';
export { findHerb, HERBS } from './herbs';
export { yunQiOf, type YunQi } from './wuyunliuqi';

/** The consultation fee added to the herbs' price of a visit: 20.00 元. */
export const CONSULTATION_FEE_FEN = 2000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkInput(input: EngineInput): void {
  if (!DATE.test(input.startDate) || !DATE.test(input.birthday)) throw new Error('engine: dates must be YYYY-MM-DD');
  if (input.illDay !== undefined && !DATE.test(input.illDay)) throw new Error('engine: illDay must be YYYY-MM-DD');
  if (!Number.isInteger(input.takeDays) || input.takeDays < 1) throw new Error('engine: takeDays must be a positive integer');
}

function prescription(formula: Formula, ctx: ComposeContext, days: number): EnginePrescription {
  if (formula.note) ctx.reasons.push(`${formula.name}：${formula.note}`);
  return { name: formula.name, source: formula.source, count: days, supplyDays: days, herbs: compose(formula, ctx) };
}

function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function prescribe(input: EngineInput): EngineResult {
  checkInput(input);
  const reasons: string[] = [];
  const facts = factsOf(input, reasons);
  const yq = yunQiOf(input.startDate);
  const days = input.takeDays;
  reasons.push(
    `开始日期${input.startDate}属${yq.ganZhi}年（运气年自${yq.yearStart}大寒起），${yq.daYun}，${yq.siTian}司天，${yq.zaiQuan}在泉；时值${yq.stepName}，主气${yq.zhuQi}，客气${yq.keQi}`,
  );
  const lastDay = addDays(input.startDate, days - 1);
  if (lastDay >= yq.nextStepStart) reasons.push(`疗程至${lastDay}，跨入下一节段（${yq.nextStepStart}起），仍以开始日期的运气组方`);
  const age = ageFactor(facts.age);
  if (age.why) reasons.push(age.why);
  if (facts.pulse === '虚') reasons.push(`脉象${facts.pulseDeficient}部不及，补益药加量二成，攻伐药减量二成`);
  if (facts.pulse === '实') reasons.push(`脉象${facts.pulseExcess}部太过，攻伐药加量二成，补益药减量二成`);
  if (facts.pregnant) reasons.push('孕妇：不用孕妇禁用、慎用之药，以同类药代之');

  const ctx: ComposeContext = { facts, present: [], reasons };
  const yun = YUN_FORMULAS[yq.stem];
  reasons.push(`岁运方：${yq.stem}年${yq.daYun}，用${yun.name}（${yun.indication}）`);
  const qi = QI_FORMULAS[branchPair(yq.branch)];
  reasons.push(`司天方：${yq.siTian}司天，用${qi.name}（${qi.indication}）`);
  const prescriptions = [prescription(yun, ctx, days), prescription(qi, ctx, days)];

  const chosen = chooseByRules(SHANGHAN_RULES, facts, MAX_SHANGHAN);
  if (chosen.length === 0) reasons.push('问诊未见伤寒论方证，不出伤寒论方');
  const shangHan = chosen.map(({ formula, evidence }) => {
    const f = findFormula(formula)!;
    reasons.push(`伤寒论方：见${[...new Set(evidence)].join('、')}，用${f.name}（${f.indication}）`);
    return prescription(f, ctx, days);
  });
  return { prescriptions, shangHan, reasons };
}

/** The price of one prescription: Σ weight × price per gram × doses, in integer fen. */
export function chargeFen(p: { count: number; herbs: EngineHerb[] }): number {
  let perDose = 0;
  for (const h of p.herbs) {
    const herb = findHerb(h.name);
    if (!herb) throw new Error(`engine: no price for ${h.name}`);
    perDose += h.weight * herb.priceFenPerGram;
  }
  return perDose * p.count;
}

/**
 * What the visit costs, part by part (issue 32 item 6): the herbs of each prescription to dispense
 * (not the 伤寒论 references, which are not priced) at the catalogue price × its doses, then the
 * consultation fee.
 */
export function consultationPriceParts(result: Pick<EngineResult, 'prescriptions'>): PricePart[] {
  const herbs = result.prescriptions.map((p, prescriptionNo): PricePart => {
    const fen = chargeFen(p);
    const perDose = p.count > 0 ? fen / p.count : 0;
    return { kind: 'herbs', label: `药费 · ${p.name}`, detail: `${yuan(perDose)}/剂 × ${p.count} 剂`, fen, prescriptionNo };
  });
  return [...herbs, { kind: 'consultation', label: '问诊费', detail: '每次问诊', fen: CONSULTATION_FEE_FEN }];
}

/** What the visit costs: the sum of its parts (consultationPriceParts). */
export const consultationPriceFen = (result: Pick<EngineResult, 'prescriptions'>): number => sumPriceParts(consultationPriceParts(result));

/**
 * Herbs that may replace `herbName` in a prescription holding `current`: same category, not already
 * present, no 十八反/十九畏 with the rest, pregnancy-safe. `otherHerbs` (the visit's other
 * prescriptions, taken at the same time) are checked for pairs too, as the engine does.
 */
export function replacementsFor(herbName: string, current: string[], pregnant: boolean, otherHerbs: string[] = []): string[] {
  const herb = findHerb(herbName);
  if (!herb) return [];
  const rest = [...current.filter((n) => n !== herbName), ...otherHerbs];
  return herbsOfCategory(herb.category)
    .filter((c) => c.name !== herbName && !current.includes(c.name))
    .filter((c) => !(pregnant && pregnancyFlag(c.name) !== null))
    .filter((c) => conflictsWith(c.name, rest).length === 0)
    .map((c) => c.name);
}

/**
 * Why replacing `oldName` by `newName` in a prescription holding `current` is refused, or null.
 * The 十八反/十九畏/pregnancy message is the shared one, so the dialog and the API say the same.
 */
export function replacementProblem(oldName: string, newName: string, current: string[], pregnant: boolean, otherHerbs: string[] = []): string | null {
  const old = findHerb(oldName);
  if (!old || !current.includes(oldName)) return `处方中没有${oldName}`;
  const next = findHerb(newName);
  if (!next) return `药材不存在：${newName}`;
  if (newName !== oldName && current.includes(newName)) return `${newName}已在处方中`;
  const after = [...current.map((n) => (n === oldName ? newName : n)), ...otherHerbs];
  const unsafe = checkHerbCombination(after, { pregnant });
  if (unsafe) return unsafe;
  if (next.category !== old.category) return `只能更换为同类药材（${old.category}）`;
  return null;
}

export function relatedRecord(kind: RelatedKind, input: EngineInput): RelatedRecord {
  checkInput(input);
  if (kind === 'D') return predictionRecord(input);
  const facts = factsOf(input, []);
  return kind === 'A' ? acupunctureRecord(input, facts) : generalRecord(input, facts);
}
