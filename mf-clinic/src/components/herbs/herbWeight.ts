import type { HerbLine } from '@tcm/shared';

/** Grams of a herb line (`9g` on the wire). */
export function grams(line: Pick<HerbLine, 'value'>): number {
  const n = parseFloat(line.value);
  return Number.isFinite(n) ? n : 0;
}

export const WEIGHT_MIN = 1;
export const WEIGHT_MAX = 999;

export const WEIGHT_MESSAGES = {
  empty: '请输入药材重量',
  invalid: `药材重量必须是${WEIGHT_MIN}-${WEIGHT_MAX}之间的整数`,
} as const;

/** Spec 2 §5: the new weight is an integer from 1 to 999 grams. Answers the grams or the message. */
export function parseWeight(text: string): { ok: true; grams: number } | { ok: false; msg: string } {
  const t = text.trim();
  if (!t) return { ok: false, msg: WEIGHT_MESSAGES.empty };
  if (!/^\d{1,3}$/.test(t)) return { ok: false, msg: WEIGHT_MESSAGES.invalid };
  const n = Number(t);
  if (n < WEIGHT_MIN || n > WEIGHT_MAX) return { ok: false, msg: WEIGHT_MESSAGES.invalid };
  return { ok: true, grams: n };
}
