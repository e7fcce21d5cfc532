import { blank, RECIPIENT_MSG, recipientProblem, type RecipientValues } from './recipient';

// Custom tea (定制养生茶, service 9) as sold and delivered (spec 3 §5 Custom tea delivery, §9): the
// box arithmetic, the price, the weights as each page shows them and the form's two rule sets.
// Pure functions, used by the custom-tea pages and the API alike.

/** One box holds 48 bags. */
export const TEA_BAGS_PER_BOX = 48;
/** Of 5 grams each. */
export const TEA_GRAMS_PER_BAG = 5;
/** One bag a day. */
export const TEA_BAGS_PER_DAY = 1;
/** The end date a custom-tea order always carries (spec 3 §7, §9). */
export const TEA_END_DATE = '47121231';
/** Remark at most 100 characters (spec 3 §9, as the decoction form). */
export const TEA_REMARK_MAX = 100;
/** More boxes than anyone orders at once; the API's bound. */
export const TEA_BOX_MAX = 99;

/** Boxes the days need: one bag a day, whole boxes (at least one). */
export const teaBoxesFor = (days: number): number => Math.max(1, Math.ceil(Math.max(0, Math.floor(days)) / (TEA_BAGS_PER_BOX / TEA_BAGS_PER_DAY)));

/** Bags in `boxes` boxes. */
export const teaBagsOf = (boxes: number): number => boxes * TEA_BAGS_PER_BOX;

/** Days `boxes` boxes last at one bag a day. */
export const teaDaysCovered = (boxes: number): number => teaBagsOf(boxes) / TEA_BAGS_PER_DAY;

/**
 * What `boxes` boxes give for the tea's course of `takeDays` days (the days its service ran for),
 * one bag a day: the one line every tea page says. The course is the tea's number of days; the bags
 * a box count adds beyond it are spare, not more days (issue 32: 可饮 96 天 beside 饮用 60 天).
 */
export function teaSupplyText(boxes: number, takeDays: number): string {
  const bags = teaBagsOf(boxes);
  const needed = takeDays * TEA_BAGS_PER_DAY;
  if (bags < needed) return `${boxes} 盒共 ${bags} 袋，不足饮用 ${takeDays} 天所需的 ${needed} 袋`;
  return `${boxes} 盒共 ${bags} 袋，够饮用 ${takeDays} 天（每日 ${TEA_BAGS_PER_DAY} 袋）`;
}

/** What a delivery order's formCount counts: boxes of a custom tea (type R, or customTea in a draft), doses of any other. */
export const formCountUnit = (type: string | undefined): '盒' | '剂' => (type === 'R' || type === 'customTea' ? '盒' : '剂');

/** `2 盒` of a custom tea, `7 剂` of a decoction. */
export const formCountText = (count: number, type: string | undefined) => `${count} ${formCountUnit(type)}`;

/** The grams of a herb line's weight (`12g`, `12.5 g` or a number); 0 when unreadable. */
export function teaGrams(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * The slice weight of a herb as a page shows it (spec 3 §9): rounded on the edit page (the tea's
 * info page), rounded up on the confirm page, so what is ordered never weighs less than prescribed.
 * `piecesWeight` converts granule grams to slice grams (1 for a tea kept in slices).
 */
export function teaSliceWeight(grams: number, page: 'edit' | 'confirm', piecesWeight = 1): number {
  const slice = grams * piecesWeight;
  return page === 'edit' ? Math.round(slice) : Math.ceil(slice);
}

/** Tea weight totals are integer sums: the sum of the whole-gram weights as shown, never a rounded sum of fractions. */
export const teaWeightTotal = (weights: readonly number[]): number => weights.reduce((sum, w) => sum + Math.trunc(w), 0);

/** A herb's grams for the whole order (`boxes` boxes of `gramsPerBox`), rounded up as the confirm page shows it. */
export const teaOrderGrams = (gramsPerBox: number, boxes: number): number => teaSliceWeight(gramsPerBox * boxes, 'confirm');

// ---- The form's rules (spec 3 §5 Custom tea delivery submit; draft save) ----

/** The words of the decoction form wherever the rule is the same (the test pins them equal). */
export const TEA_MSG = {
  formRequired: '请选择剂型',
  centreRequired: '请选择配送中心',
  boxesRequired: '请输入盒数',
  boxesInvalid: '盒数须为大于0的整数',
  ...RECIPIENT_MSG,
  remarkTooLong: '备注不能超过100个字符',
  endDateFixed: `定制养生茶的结束日期须为${TEA_END_DATE}`,
} as const;

export interface TeaFormValues extends RecipientValues {
  form?: string;
  deliveryId?: string;
  /** Boxes: a number, or the input's text (digits only). */
  formCount?: number | string;
  remark?: string;
}

const boxesOk = (v: number | string) => (typeof v === 'number' ? Number.isSafeInteger(v) : /^\d+$/.test(v.trim())) && Number(v) > 0 && Number(v) <= TEA_BOX_MAX;

/**
 * The first rule the values break, in the page's order, or null. `submit`: form, centre, boxes
 * (digits, above 0), name, 11-digit phone, region, street, remark ≤ 100; `draft`: the same without
 * the centre. A zip, when given, must be six digits (it is printed on the parcel).
 */
export function customTeaFormProblem(v: TeaFormValues, mode: 'submit' | 'draft'): string | null {
  if (blank(v.form)) return TEA_MSG.formRequired;
  if (mode === 'submit' && blank(v.deliveryId)) return TEA_MSG.centreRequired;
  if (blank(v.formCount)) return TEA_MSG.boxesRequired;
  if (!boxesOk(v.formCount!)) return TEA_MSG.boxesInvalid;
  // The recipient's rules are the decoction form's (same words, an overseas recipient without county).
  const recipient = recipientProblem(v);
  if (recipient) return recipient;
  if ([...(v.remark ?? '')].length > TEA_REMARK_MAX) return TEA_MSG.remarkTooLong;
  return null;
}
