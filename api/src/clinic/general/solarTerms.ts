import { Solar } from 'lunar-javascript';

/**
 * The 24 solar terms (二十四节气) from lunar-javascript. A term begins on the Beijing-time day of
 * its instant (立春 2026 is 2026-02-04 04:02 → the whole of 2026-02-04 is 立春) and lasts until the
 * day before the next term. No clock: a date in, its term out.
 */

export const SOLAR_TERMS = [
  '立春',
  '雨水',
  '惊蛰',
  '春分',
  '清明',
  '谷雨',
  '立夏',
  '小满',
  '芒种',
  '夏至',
  '小暑',
  '大暑',
  '立秋',
  '处暑',
  '白露',
  '秋分',
  '寒露',
  '霜降',
  '立冬',
  '小雪',
  '大雪',
  '冬至',
  '小寒',
  '大寒',
] as const;
export type SolarTermName = (typeof SOLAR_TERMS)[number];

export interface TermSpan {
  name: SolarTermName;
  /** First day of the term, YYYY-MM-DD. */
  date: string;
  next: SolarTermName;
  /** First day of the following term. */
  nextDate: string;
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** lunar-javascript's table keys the terms of the neighbouring years in pinyin (DA_XUE …). */
const isTerm = (name: string): name is SolarTermName => (SOLAR_TERMS as readonly string[]).includes(name);

/** The solar term `ymd` (YYYY-MM-DD) falls in. */
export function solarTermOf(ymd: string): TermSpan {
  const m = YMD.exec(ymd);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${ymd}`);
  const lunar = Solar.fromYmd(Number(m[1]), Number(m[2]), Number(m[3])).getLunar();
  // wholeDay: a term counts from the start of its day, not from its instant.
  const prev = lunar.getPrevJieQi(true);
  const next = lunar.getNextJieQi(true);
  const name = prev.getName();
  const nextName = next.getName();
  if (!isTerm(name) || !isTerm(nextName)) throw new Error(`unexpected solar term ${name}/${nextName}`);
  let nextDate = next.getSolar().toYmd();
  // On a term's own day getNextJieQi answers that same day: the next one is a day later.
  if (nextDate <= ymd) {
    const after = Solar.fromYmd(Number(m[1]), Number(m[2]), Number(m[3])).next(1).getLunar().getNextJieQi(true);
    nextDate = after.getSolar().toYmd();
    return { name, date: prev.getSolar().toYmd(), next: after.getName() as SolarTermName, nextDate };
  }
  return { name, date: prev.getSolar().toYmd(), next: nextName, nextDate };
}
