// lunar-javascript has no type declarations (types/assets.d.ts declares the module).
import { Solar } from 'lunar-javascript';
import { parseYmd } from './dates';

/**
 * The lunar birthday the patient list shows (spec 2 §3), computed here from the solar one so a
 * browser cannot store a lunar date that does not match: e.g. 二〇〇〇年五月十四, and for a leap
 * month 一九八七年闰六月初五 (lunar-javascript's own wording, the same as @tcm/shared/birthdate).
 */
export function lunarBirthdayOf(solar: string): string {
  const p = parseYmd(solar);
  if (!p) throw new Error(`not a day: ${solar}`);
  return String(Solar.fromYmd(p.y, p.m, p.d).getLunar().toString());
}
