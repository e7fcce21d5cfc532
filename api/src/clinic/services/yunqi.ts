import { yunQiOf, type YunQi } from '../engine/wuyunliuqi';
import type { SixQi } from '../engine/wuyunliuqi';

/**
 * What the services read from 五运六气 (the year from 大寒, the six steps and their 主气/客气 come
 * from the engine's wuyunliuqi.ts, i.e. lunar-javascript): the patient's inborn tendency from the
 * 运气 of the birth date, the steps a period covers, and how the 客气 sits on the 主气 (客主加临).
 */

export type Element = '木' | '火' | '土' | '金' | '水';

export interface Organ {
  element: Element;
  /** 脏 and 腑, e.g. 肝, 胆. */
  zang: string;
  fu: string;
  /** The 脏's channel, e.g. 足厥阴肝经. */
  channel: string;
}

export const ORGANS: Record<Element, Organ> = {
  木: { element: '木', zang: '肝', fu: '胆', channel: '足厥阴肝经' },
  火: { element: '火', zang: '心', fu: '小肠', channel: '手少阴心经' },
  土: { element: '土', zang: '脾', fu: '胃', channel: '足太阴脾经' },
  金: { element: '金', zang: '肺', fu: '大肠', channel: '手太阴肺经' },
  水: { element: '水', zang: '肾', fu: '膀胱', channel: '足少阴肾经' },
};

/** 相克: 木克土, 土克水, 水克火, 火克金, 金克木. */
export const OVERCOMES: Record<Element, Element> = { 木: '土', 土: '水', 水: '火', 火: '金', 金: '木' };
/** 相生: 木生火, 火生土, 土生金, 金生水, 水生木. */
export const GENERATES: Record<Element, Element> = { 木: '火', 火: '土', 土: '金', 金: '水', 水: '木' };
const overcomer = (e: Element) => (Object.keys(OVERCOMES) as Element[]).find((k) => OVERCOMES[k] === e)!;

/** The element of each of the six 气 (君火 and 相火 are both 火). */
export const QI_ELEMENT: Record<SixQi, Element> = {
  厥阴风木: '木',
  少阴君火: '火',
  少阳相火: '火',
  太阴湿土: '土',
  阳明燥金: '金',
  太阳寒水: '水',
};

/** The climate each 气 brings when it dominates (六淫). */
export const QI_CLIMATE: Record<SixQi, string> = {
  厥阴风木: '风',
  少阴君火: '热',
  少阳相火: '火',
  太阴湿土: '湿',
  阳明燥金: '燥',
  太阳寒水: '寒',
};

/** The two channels named after each 气 (三阴三阳): 厥阴 = 足厥阴肝经 + 手厥阴心包经, and so on. */
export const QI_CHANNELS: Record<SixQi, [string, string]> = {
  厥阴风木: ['足厥阴肝经', '手厥阴心包经'],
  少阴君火: ['手少阴心经', '足少阴肾经'],
  太阴湿土: ['足太阴脾经', '手太阴肺经'],
  少阳相火: ['手少阳三焦经', '足少阳胆经'],
  阳明燥金: ['手阳明大肠经', '足阳明胃经'],
  太阳寒水: ['足太阳膀胱经', '手太阳小肠经'],
};

/**
 * yunQiOf with a memory: it asks lunar-javascript for solar-term tables (about 10 ms a date), and a
 * service reads the same few dates again and again. Bounded, and the answer of a date never changes.
 */
const YQ_CACHE = new Map<string, YunQi>();
export function yunQi(date: string): YunQi {
  let yq = YQ_CACHE.get(date);
  if (!yq) {
    if (YQ_CACHE.size >= 5000) YQ_CACHE.clear();
    yq = yunQiOf(date);
    YQ_CACHE.set(date, yq);
  }
  return yq;
}

const ELEMENT_OF_YUN = (daYun: string) => daYun.charAt(0) as Element;

/**
 * The organ a year's 岁运 puts at risk (《素问·气交变大论》): in a 太过 year the element it
 * overcomes (木运太过 → 脾土受邪), in a 不及 year its own (木运不及 → 肝虚受邪).
 */
export function threatenedElement(yq: Pick<YunQi, 'daYun' | 'excess'>): Element {
  const e = ELEMENT_OF_YUN(yq.daYun);
  return yq.excess ? OVERCOMES[e] : e;
}

export interface Constitution {
  /** The 运气 of the birth date. */
  birth: YunQi;
  /** The organ born weaker: the one the birth year's 岁运 puts at risk. */
  weak: Element;
  /** The organ born stronger: the 运's own in a 太过 year, the one that overcomes it in a 不及 year. */
  strong: Element;
  /** The climate the birth year's 司天 and 在泉 leave the body inclined to (e.g. 湿, 寒). */
  inclinations: string[];
  /** The explanation, in lines. */
  lines: string[];
}

/**
 * 先天运气体质 by the birth date (documented in api/README.md "Services"): the birth year's 岁运 says
 * which 脏 is born stronger and which weaker (太过: its own 脏 strong, the 脏 it overcomes weak;
 * 不及: its own 脏 weak, the 脏 that overcomes it strong); the birth year's 司天 and 在泉 give the
 * climate the constitution leans to; the 客气 of the birth step is named as the season of birth.
 */
export function constitutionOf(birthday: string): Constitution {
  const birth = yunQi(birthday);
  const yun = ELEMENT_OF_YUN(birth.daYun);
  const weak = threatenedElement(birth);
  const strong = birth.excess ? yun : overcomer(yun);
  const [w, s] = [ORGANS[weak], ORGANS[strong]];
  const inclinations = [...new Set([QI_CLIMATE[birth.siTian], QI_CLIMATE[birth.zaiQuan]])];
  const lines = [
    `出生日期${birthday}属${birth.ganZhi}年（运气年自${birth.yearStart}大寒起），${birth.daYun}，${birth.siTian}司天，${birth.zaiQuan}在泉；生于${birth.stepName}，主气${birth.zhuQi}，客气${birth.keQi}。`,
    birth.excess
      ? `${yun}运太过之年所生：${s.zang}气偏旺，${yun}旺乘${weak}，${w.zang}${weak}易受克，先天${w.zang}（${w.fu}）偏弱。`
      : `${yun}运不及之年所生：${w.zang}气素弱，${strong}来乘${yun}，${s.zang}气相对偏旺，先天${w.zang}（${w.fu}）偏弱。`,
    `司天${birth.siTian}、在泉${birth.zaiQuan}：体质易感${inclinations.join('、')}邪，遇${inclinations.join('、')}盛之时尤当调护。`,
  ];
  return { birth, weak, strong, inclinations, lines };
}

/** 客主加临 (《素问·至真要大论》: 主胜逆，客胜从; 君位臣则顺，臣位君则逆). */
export function guestHostRelation(yq: Pick<YunQi, 'zhuQi' | 'keQi'>): string {
  const ke = yq.keQi;
  const zhu = yq.zhuQi;
  if (ke === zhu) return '客主同气，气候偏胜明显，宜防其太过';
  if (ke === '少阴君火' && zhu === '少阳相火') return '君火加临相火，君位臣则顺，病轻';
  if (ke === '少阳相火' && zhu === '少阴君火') return '相火加临君火，臣位君则逆，病较急';
  const [k, z] = [QI_ELEMENT[ke], QI_ELEMENT[zhu]];
  if (k === z) return '客主同属一气，气候偏胜，宜防其太过';
  if (GENERATES[k] === z || GENERATES[z] === k) return '客主相生，其气相得，气候较为平和';
  if (OVERCOMES[k] === z) return '客气胜主气，为从，虽有不适而较轻';
  return '主气胜客气，为逆，气候反常，易生疾病';
}

export interface StepSpan {
  yq: YunQi;
  /** The part of the period inside this step, YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
}

export function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The 运气 steps a period of `days` days from `start` touches, in order (a year has six). */
export function stepsOf(start: string, days: number): StepSpan[] {
  const end = addDays(start, days - 1);
  const out: StepSpan[] = [];
  let at = start;
  while (at <= end) {
    const yq = yunQi(at);
    const last = addDays(yq.nextStepStart, -1);
    out.push({ yq, from: at, to: last < end ? last : end });
    at = yq.nextStepStart;
  }
  return out;
}
