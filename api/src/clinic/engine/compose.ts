import { conflictsWith, herbConflicts, pregnancyFlag } from '@tcm/shared/clinic';
import type { Facts } from './facts';
import type { Formula } from './formulas';
import { findHerb, herbsOfCategory, type Herb } from './herbs';

export interface EngineHerb {
  name: string;
  /** Grams per dose, integer 1-999. */
  weight: number;
}

/** Categories strengthened for a weak (不及) pulse and softened for a full (太过) one, and the reverse. */
const TONIFYING = new Set(['补气药', '补血药', '补阴药', '补阳药', '收涩药']);
const DRAINING = new Set(['泻下药', '清热泻火药', '清热燥湿药', '清热解毒药', '活血化瘀药', '发散风寒药', '发散风热药']);

/**
 * Substitutes tried first when a herb must give way, before the rest of its category in table
 * order: the gentle, common herbs of the same category.
 */
const PREFERRED: Record<string, string[]> = {
  半夏: ['旋覆花', '白前'],
  附子: ['干姜', '小茴香', '高良姜'],
  肉桂: ['干姜', '小茴香'],
  甘草: ['大枣'],
  炙甘草: ['大枣'],
  牛膝: ['鸡血藤'],
  大黄: ['火麻仁'],
};

export function ageFactor(age: number): { factor: number; why: string | null } {
  if (age < 7) return { factor: 0.5, why: '患者未满7岁，剂量减半' };
  if (age < 14) return { factor: 0.7, why: '患者未满14岁，剂量按七成' };
  if (age >= 70) return { factor: 0.8, why: '患者年逾七十，剂量按八成' };
  return { factor: 1, why: null };
}

export function pulseFactor(facts: Facts, herb: Herb): number {
  if (facts.pulse === '虚') return TONIFYING.has(herb.category) ? 1.2 : DRAINING.has(herb.category) ? 0.8 : 1;
  if (facts.pulse === '实') return DRAINING.has(herb.category) ? 1.2 : TONIFYING.has(herb.category) ? 0.8 : 1;
  return 1;
}

/** A herb may be given when it forms no pair with `present` and, for a pregnant patient, carries no pregnancy flag. */
function allowed(name: string, present: readonly string[], pregnant: boolean): boolean {
  if (pregnant && pregnancyFlag(name) !== null) return false;
  return conflictsWith(name, present).length === 0;
}

function substitute(herb: Herb, avoid: Set<string>, present: readonly string[], pregnant: boolean): Herb | undefined {
  const candidates = [
    ...(PREFERRED[herb.name] ?? []).map((n) => findHerb(n)).filter((h): h is Herb => h?.category === herb.category),
    ...herbsOfCategory(herb.category),
  ];
  return candidates.find((c) => c.name !== herb.name && !avoid.has(c.name) && pregnancyFlag(c.name) !== 'forbidden' && allowed(c.name, present, pregnant));
}

const clashKind = (a: string, b: string): string => herbConflicts([a, b])[0]?.kind ?? '十八反';

export interface ComposeContext {
  facts: Facts;
  /** Herbs of the prescriptions already composed for this visit: none may clash with them. */
  present: string[];
  reasons: string[];
}

/**
 * A formula made safe and dosed: each herb in the book's order is checked against the herbs
 * already given (this prescription and the others of the visit) and, for a pregnant patient,
 * against the pregnancy lists; a herb that fails is replaced by the first safe herb of its
 * category, or left out when there is none. Weights are the book's doses times the age and pulse
 * factors, kept inside the herb's 药典 range.
 */
export function compose(formula: Formula, ctx: ComposeContext): EngineHerb[] {
  const { facts } = ctx;
  const age = ageFactor(facts.age).factor;
  const out: EngineHerb[] = [];
  const taken = new Set<string>();
  const clamped: string[] = [];
  // A substitute is never a herb the formula itself names, so no herb is given twice.
  const avoid = new Set(formula.herbs.map((h) => h.name));
  for (const item of formula.herbs) {
    const herb = findHerb(item.name);
    if (!herb) throw new Error(`${formula.name}: ${item.name} is not in the herb table`);
    let chosen: Herb | undefined = herb;
    const present = [...ctx.present, ...taken];
    const clash = conflictsWith(herb.name, present);
    const pregnancyIssue = facts.pregnant ? pregnancyFlag(herb.name) : null;
    if (clash.length > 0 || pregnancyIssue) {
      chosen = substitute(herb, new Set([...avoid, ...taken]), present, facts.pregnant);
      const why =
        clash.length > 0
          ? `${herb.name}与${clash.join('、')}属${clashKind(herb.name, clash[0])}`
          : pregnancyIssue === 'forbidden'
            ? `${herb.name}孕妇禁用`
            : `${herb.name}孕妇慎用`;
      ctx.reasons.push(chosen ? `${formula.name}：${why}，以同类药${chosen.name}代之` : `${formula.name}：${why}，无同类安全药可代，去之`);
    }
    if (!chosen) continue;
    const raw = Math.round(item.dose * age * pulseFactor(facts, chosen));
    // Whole grams inside the range (苦参 4.5～9 g gives at least 5 g).
    const weight = Math.min(999, Math.max(1, Math.ceil(chosen.minDose), Math.min(Math.floor(chosen.maxDose), raw)));
    if (chosen === herb && item.dose > chosen.maxDose) clamped.push(`${chosen.name}${item.dose}g→${weight}g`);
    taken.add(chosen.name);
    out.push({ name: chosen.name, weight });
  }
  if (clamped.length > 0) ctx.reasons.push(`${formula.name}：原方用量超出药典常用量，按上限给药（${clamped.join('，')}）`);
  ctx.present.push(...taken);
  return out;
}
