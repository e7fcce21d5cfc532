import { Solar } from 'lunar-javascript';

/**
 * 五运六气 of a date. The 运气 year begins at 大寒 (not at 立春 nor on 1 January), so a date from
 * 大寒 to 立春 already belongs to the new 干支 year. Solar terms come from lunar-javascript.
 */

const STEMS = '甲乙丙丁戊己庚辛壬癸';
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥';

/** 甲己化土, 乙庚化金, 丙辛化水, 丁壬化木, 戊癸化火; 阳干 太过, 阴干 不及. */
const STEM_ELEMENT = ['土', '金', '水', '木', '火', '土', '金', '水', '木', '火'];

/** The six 气 in the order the 客气 follow each other (一阴 二阴 三阴 一阳 二阳 三阳). */
export const SIX_QI = ['厥阴风木', '少阴君火', '太阴湿土', '少阳相火', '阳明燥金', '太阳寒水'] as const;
export type SixQi = (typeof SIX_QI)[number];

/** 司天 by branch: 子午少阴, 丑未太阴, 寅申少阳, 卯酉阳明, 辰戌太阳, 巳亥厥阴. */
const SITIAN_BY_BRANCH: SixQi[] = ['少阴君火', '太阴湿土', '少阳相火', '阳明燥金', '太阳寒水', '厥阴风木'];
export const BRANCH_PAIRS = ['子午', '丑未', '寅申', '卯酉', '辰戌', '巳亥'];

/** 主气 of the six steps, fixed every year. */
export const ZHU_QI: SixQi[] = ['厥阴风木', '少阴君火', '少阳相火', '太阴湿土', '阳明燥金', '太阳寒水'];
export const STEP_NAMES = ['初之气', '二之气', '三之气', '四之气', '五之气', '终之气'];
/** Each step begins at this 中气: 大寒, 春分, 小满, 大暑, 秋分, 小雪. */
const STEP_STARTS = ['大寒', '春分', '小满', '大暑', '秋分', '小雪'];

export interface YunQi {
  /** The 运气 year's 干支, e.g. 甲辰. */
  ganZhi: string;
  stem: string;
  branch: string;
  /** 土运太过 etc. */
  daYun: string;
  element: string;
  excess: boolean;
  siTian: SixQi;
  zaiQuan: SixQi;
  /** 0-5: 初之气 … 终之气. */
  step: number;
  stepName: string;
  zhuQi: SixQi;
  keQi: SixQi;
  /** First day of the 运气 year (its 大寒), YYYY-MM-DD. */
  yearStart: string;
  /** First day of the step and of the next step, YYYY-MM-DD. */
  stepStart: string;
  nextStepStart: string;
}

interface Ymd {
  y: number;
  m: number;
  d: number;
}

function parseYmd(ymd: string): Ymd {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${ymd}`);
  return { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
}

/** The day a solar term falls on in Gregorian year `year` (each of ours falls once a year). */
function termDay(year: number, term: string): string {
  // A lunar year's table runs from the previous 大雪 to the next spring; mid-year's covers the
  // whole Gregorian year, and 大寒 of the year is under its own name there.
  const table = Solar.fromYmd(year, 7, 1).getLunar().getJieQiTable() as Record<string, { toYmd(): string }>;
  const day = table[term]?.toYmd();
  if (!day || !day.startsWith(`${year}-`)) throw new Error(`no ${term} in ${year}`);
  return day;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

export function yunQiOf(date: string): YunQi {
  const { y } = parseYmd(date);
  const year = date >= termDay(y, '大寒') ? y : y - 1;
  // The 干支 year of `year` is the one lunar-javascript gives from its 立春 on.
  const ganZhi = Solar.fromYmd(year, 6, 1).getLunar().getYearInGanZhiExact();
  const stemIdx = STEMS.indexOf(ganZhi.charAt(0));
  const branchIdx = BRANCHES.indexOf(ganZhi.charAt(1));
  const element = STEM_ELEMENT[stemIdx];
  const excess = stemIdx % 2 === 0;
  const siTian = SITIAN_BY_BRANCH[branchIdx % 6];
  const siIdx = SIX_QI.indexOf(siTian);
  // 在泉 is three places on from 司天 in the 客气 order; the 客气 of step k is 司天 moved by k - 2.
  const zaiQuan = SIX_QI[mod(siIdx + 3, 6)];
  const starts = STEP_STARTS.map((t) => termDay(year, t));
  const nextYearStart = termDay(year + 1, '大寒');
  let step = 0;
  for (let i = 0; i < 6; i++) if (date >= starts[i]) step = i;
  return {
    ganZhi,
    stem: ganZhi.charAt(0),
    branch: ganZhi.charAt(1),
    daYun: `${element}运${excess ? '太过' : '不及'}`,
    element,
    excess,
    siTian,
    zaiQuan,
    step,
    stepName: STEP_NAMES[step],
    zhuQi: ZHU_QI[step],
    keQi: SIX_QI[mod(siIdx + step - 2, 6)],
    yearStart: starts[0],
    stepStart: starts[step],
    nextStepStart: step < 5 ? starts[step + 1] : nextYearStart,
  };
}

export function branchPair(branch: string): string {
  return BRANCH_PAIRS[BRANCHES.indexOf(branch) % 6];
}

export interface SolarTerm {
  name: string;
  date: string;
}

/** The next `n` solar terms strictly after `date`. */
export function nextSolarTerms(date: string, n: number): SolarTerm[] {
  const { y, m, d } = parseYmd(date);
  const out: SolarTerm[] = [];
  let cursor = Solar.fromYmd(y, m, d);
  while (out.length < n) {
    const next = cursor.getLunar().getNextJieQi(true);
    const day = next.getSolar().toYmd();
    if (day > date && !out.some((t) => t.date === day)) out.push({ name: next.getName(), date: day });
    cursor = next.getSolar().next(1);
  }
  return out;
}
