import type { HerbLine } from '@tcm/shared';
import { doseProblem, WEIGHT_MSG } from '@tcm/shared/clinic';

/** Grams of a herb line (`9g` on the wire). */
export function grams(line: Pick<HerbLine, 'value'>): number {
  const n = parseFloat(line.value);
  return Number.isFinite(n) ? n : 0;
}

/**
 * 修改重量 (spec 2 §5, issue 20): the new weight of `herb` is an integer from 1 to 999 grams and
 * within the herb's 药典 daily range, the rule of @tcm/shared/clinic the API applies as well.
 * Answers the grams or the message, whatever was typed (nothing is cut to fit).
 */
export function parseWeight(text: string, herb: string): { ok: true; grams: number } | { ok: false; msg: string } {
  const t = text.trim();
  if (!t) return { ok: false, msg: WEIGHT_MSG.empty };
  if (!/^\d+$/.test(t)) return { ok: false, msg: WEIGHT_MSG.invalid };
  const n = Number(t);
  const problem = doseProblem(herb, n);
  if (problem) return { ok: false, msg: problem };
  return { ok: true, grams: n };
}
