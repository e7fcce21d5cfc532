/**
 * The service engine (spec 3 §1, §2.3): eight services, each a pure, deterministic function of the
 * patient (sex, birth date), the start date and the number of days. Same input, same text: no
 * clock, no randomness, no questionnaire. The rules and the sources of the facts are in
 * api/README.md "Services". 五运六气 comes from the prescribing engine (lunar-javascript, the year
 * from 大寒), the 三因司天方 from its formula table.
 */
import { SERVICES, pregnancyFlag, checkHerbCombination, mayBePregnant } from '@tcm/shared/clinic';
import type { ServiceIndex, ServiceResult, ServiceSection } from '@tcm/shared/contract';
import { ageAt } from '../engine/facts';
import { QI_FORMULAS } from '../engine/formulas';
import { findHerb } from '../engine/herbs';
import { DAYUN_OUTLOOK, QI_OUTLOOK } from '../engine/seasons';
import { branchPair, nextSolarTerms, type YunQi } from '../engine/wuyunliuqi';
import { ACUPOINT_DETAILS, detailedPoint } from './acupoints';
import {
  CARE_POINTS,
  CHANNEL_COURSE,
  COLD_KIDNEY_MEDICINE,
  DECOCTION_NOTES,
  HE_POINTS,
  ORGAN_FOOD,
  ORGAN_MEDICINE,
  ORGAN_POINTS,
  ORGAN_TEA,
  PREGNANCY_CAUTION_POINTS,
  QI_FOOD,
  QI_MEDICINE,
  QI_POINTS,
  QI_TEA,
  STEP_MODIFICATIONS,
  type Dose,
  type PatentMedicine,
} from './tables';
import {
  ORGANS,
  QI_CHANNELS,
  QI_CLIMATE,
  addDays,
  constitutionOf,
  guestHostRelation,
  stepsOf,
  threatenedElement,
  type Constitution,
  type Element,
  type StepSpan,
} from './yunqi';

export { ACUPOINT_DETAILS } from './acupoints';

export interface ServicePatient {
  patientId: number;
  name: string;
  /** 1 male, 0 female. */
  sex: 0 | 1;
  /** YYYY-MM-DD. */
  birthday: string;
}

export interface ServiceInput {
  patient: ServicePatient;
  /** First day, YYYY-MM-DD. */
  startDate: string;
  /** Whole days, already checked (serviceStartProblem); the default course when the page left it empty. */
  days: number;
}

/** Service 9's tea: grams per box (48 bags of 5 g), boxes for the days, price in fen. */
export interface CustomTea {
  herbs: Array<{ name: string; weight: number }>;
  boxes: number;
  priceFen: number;
}

export interface ServiceOutcome {
  result: ServiceResult;
  tea?: CustomTea;
}

export const BAGS_PER_BOX = 48;
export const GRAMS_PER_BAG = 5;
const GRAMS_PER_BOX = BAGS_PER_BOX * GRAMS_PER_BAG;

const sexText = (sex: 0 | 1) => (sex === 1 ? '男' : '女');
// Without a questionnaire a woman of 14 to 49 (CHILDBEARING_AGE, the questionnaire's rule too) may be
// pregnant: points and herbs are chosen as if she were.
const pointText = (code: string) => {
  const p = detailedPoint(code);
  return `${p.nameAcup}（${p.code}，${p.channels}）`;
};
const pointNames = (codes: string[]) => codes.map((c) => detailedPoint(c).nameAcup).join('、');
const dose = ([name, g]: Dose) => `${name}${g}g`;
const spanText = (s: StepSpan) => `${s.from}至${s.to}（${s.yq.stepName}，主气${s.yq.zhuQi}，客气${s.yq.keQi}）`;

function basics(input: ServiceInput, title: string): ServiceSection {
  const { patient, startDate, days } = input;
  return {
    heading: '基本信息',
    lines: [
      `服务：${title}`,
      `患者：${patient.name}，${sexText(patient.sex)}，${ageAt(patient.birthday, startDate)}岁，出生日期${patient.birthday}`,
      `时段：${startDate}至${addDays(startDate, days - 1)}，共${days}天`,
    ],
  };
}

function yearLine(yq: YunQi): string {
  return `${yq.ganZhi}年（自${yq.yearStart}大寒起）：${yq.daYun}（${DAYUN_OUTLOOK[yq.daYun].climate}），${yq.siTian}司天，${yq.zaiQuan}在泉`;
}

/** The years and steps of the period, each year once. */
function periodLines(spans: StepSpan[]): string[] {
  const lines: string[] = [];
  let year = '';
  for (const s of spans) {
    if (s.yq.ganZhi !== year) {
      year = s.yq.ganZhi;
      lines.push(yearLine(s.yq));
    }
    lines.push(`${spanText(s)}：${guestHostRelation(s.yq)}`);
  }
  return lines;
}

const ORGAN_ADVICE: Record<Element, string> = {
  木: '调畅情志，少怒少郁，不熬夜（子时前入睡以养肝血），饮食少酸，多食青绿蔬菜',
  火: '养心安神，保证睡眠，避免过度劳神与大喜大悲，午间小憩',
  土: '饮食有节，定时定量，少食生冷甜腻，饭后缓步，思虑勿过',
  金: '防寒保暖，避燥护肺，多作舒缓的有氧运动与深呼吸，戒烟',
  水: '节欲保精，护腰膝与足部，勿过劳，冬季早卧晚起，少食寒凉咸重',
};

function constitutionSection(c: Constitution): ServiceSection {
  return { heading: '先天运气体质', lines: [...c.lines, `调护要点：${ORGAN_ADVICE[c.weak]}。`] };
}

function basisLines(c: Constitution, spans: StepSpan[]): string[] {
  const w = ORGANS[c.weak];
  return [`先天：生于${c.birth.ganZhi}年（${c.birth.daYun}），${w.zang}（${w.fu}）偏弱，体质易感${c.inclinations.join('、')}邪。`, ...periodLines(spans)];
}

// ---- 1 健康预测 ----

function healthPrediction(input: ServiceInput, c: Constitution, spans: StepSpan[]): ServiceSection[] {
  const end = addDays(input.startDate, input.days - 1);
  const years = [...new Map(spans.map((s) => [s.yq.ganZhi, s.yq])).values()];
  const diseases: string[] = [];
  const advice: string[] = [];
  for (const yq of years) {
    const yun = DAYUN_OUTLOOK[yq.daYun];
    diseases.push(`${yq.ganZhi}年岁运（${yq.daYun}）：${yun.diseases}`);
    diseases.push(`${yq.ganZhi}年司天（${yq.siTian}）主上半年：${QI_OUTLOOK[yq.siTian].diseases}`);
    diseases.push(`${yq.ganZhi}年在泉（${yq.zaiQuan}）主下半年：${QI_OUTLOOK[yq.zaiQuan].diseases}`);
    advice.push(`${yq.ganZhi}年全年：${yun.advice}`);
    const threatened = threatenedElement(yq);
    if (threatened === c.weak) {
      const o = ORGANS[threatened];
      diseases.push(`${yq.ganZhi}年${yq.daYun}，${o.zang}${o.element}受邪，正是患者先天偏弱之脏，${o.zang}系疾病风险尤高，宜提前调护`);
    }
  }
  for (const s of spans) {
    const ke = QI_OUTLOOK[s.yq.keQi];
    diseases.push(`${spanText(s)}：${ke.diseases}`);
    advice.push(`${s.from}至${s.to}（${s.yq.stepName}）：${ke.advice}`);
    const climate = QI_CLIMATE[s.yq.keQi];
    if (c.inclinations.includes(climate)) {
      diseases.push(`${s.yq.stepName}客气${s.yq.keQi}，与患者先天易感之${climate}邪相合，此段尤需防护`);
    }
  }
  advice.push(`个人：${ORGAN_ADVICE[c.weak]}。`);
  const terms = nextSolarTerms(addDays(input.startDate, -1), 30).filter((t) => t.date <= end);
  return [
    constitutionSection(c),
    { heading: '时段五运六气', lines: periodLines(spans) },
    { heading: '易发病', lines: diseases },
    { heading: '调养建议', lines: advice },
    {
      heading: '期间节气',
      lines: terms.length > 0 ? terms.map((t) => `${t.name}：${t.date}`) : ['此时段内无节气交接，调养以所在节段为准'],
    },
  ];
}

// ---- 2 药茶 and 9 定制养生茶 ----

/** The tea of one step: the 客气's herbs and the weak 脏's, each herb once (the larger dose). */
function teaOf(keQi: YunQi['keQi'], weak: Element): { herbs: Dose[]; effects: string[] } {
  const seasonal = QI_TEA[keQi];
  const organ = ORGAN_TEA[weak];
  const herbs = new Map<string, number>();
  for (const [name, g] of [...seasonal.herbs, ...organ.herbs]) herbs.set(name, Math.max(herbs.get(name) ?? 0, g));
  return { herbs: [...herbs.entries()], effects: [seasonal.effect, organ.effect] };
}

/** For a woman of 14 to 49 only: the herbs the 药典 forbids or cautions in pregnancy. */
function pregnancyLines(herbs: string[], pregnantMaybe: boolean): string[] {
  const flagged = herbs.filter((h) => pregnancyFlag(h) !== null);
  if (!pregnantMaybe || flagged.length === 0) return [];
  const text = flagged.map((h) => `${h}（${pregnancyFlag(h) === 'forbidden' ? '孕妇禁用' : '孕妇慎用'}）`).join('、');
  return [`育龄女性请先确认是否妊娠：方中${text}。`];
}

function herbalTea(input: ServiceInput, c: Constitution, spans: StepSpan[]): ServiceSection[] {
  const lines: string[] = [];
  const all = new Set<string>();
  for (const s of spans) {
    const tea = teaOf(s.yq.keQi, c.weak);
    tea.herbs.forEach(([n]) => all.add(n));
    lines.push(`${s.from}至${s.to}（${s.yq.stepName}，客气${s.yq.keQi}）：${tea.herbs.map(dose).join('、')}。功效：${tea.effects.join('；')}。`);
  }
  return [
    { heading: '运气依据', lines: basisLines(c, spans) },
    { heading: '茶方', lines },
    {
      heading: '用法',
      lines: ['每日1剂，置杯中以沸水冲泡，加盖闷10分钟，代茶频饮，可续水2～3次，当日饮完。', `共饮${input.days}天，按上列日期更换茶方。`],
    },
    {
      heading: '宜忌',
      lines: [
        '脾胃虚寒、大便溏薄者减量或暂停；感冒发热期间暂停；服药期间忌食辛辣油腻。',
        ...pregnancyLines([...all], mayBePregnant(input.patient, input.startDate)),
      ],
    },
  ];
}

/** Grams per box of 240 g (48 bags of 5 g), in the proportions of the day's tea, integers summing to 240. */
export function boxWeights(herbs: Dose[]): Array<{ name: string; weight: number }> {
  const total = herbs.reduce((sum, [, g]) => sum + g, 0);
  const out = herbs.map(([name, g]) => ({ name, weight: Math.floor((GRAMS_PER_BOX * g) / total) }));
  // The grams lost to rounding go to the herbs in table order, one each, so the box weighs exactly 240 g.
  let rest = GRAMS_PER_BOX - out.reduce((sum, h) => sum + h.weight, 0);
  for (let i = 0; rest > 0; i = (i + 1) % out.length, rest--) out[i].weight += 1;
  return out;
}

function customTea(input: ServiceInput, c: Constitution, spans: StepSpan[]): { sections: ServiceSection[]; tea: CustomTea } {
  const first = spans[0];
  const day = teaOf(first.yq.keQi, c.weak);
  const herbs = boxWeights(day.herbs);
  const boxes = Math.ceil(input.days / BAGS_PER_BOX);
  const perBox = herbs.reduce((sum, h) => sum + h.weight * (findHerb(h.name)?.priceFenPerGram ?? 0), 0);
  const bag = (w: number) => `${(w / BAGS_PER_BOX).toFixed(2)}g`;
  const sections: ServiceSection[] = [
    { heading: '运气依据', lines: basisLines(c, spans) },
    {
      heading: '定制茶方',
      lines: [
        `按开始日期${input.startDate}所在${first.yq.stepName}（客气${first.yq.keQi}）与患者先天体质配伍。功效：${day.effects.join('；')}。`,
        `每袋${GRAMS_PER_BAG}g：${herbs.map((h) => `${h.name}${bag(h.weight)}`).join('、')}。`,
        `每盒${BAGS_PER_BOX}袋，共${GRAMS_PER_BOX}g：${herbs.map((h) => `${h.name}${h.weight}g`).join('、')}。`,
      ],
    },
    {
      heading: '用法',
      lines: [
        '每日1袋，沸水冲泡，加盖闷10分钟，代茶频饮，可续水2～3次。',
        `共${input.days}天，需${input.days}袋，计${boxes}盒。`,
        ...(spans.length > 1 ? [`此时段跨越${spans.length}个节段，${spans[1].from}起可复诊，按新节段调整茶方。`] : []),
      ],
    },
    {
      heading: '宜忌',
      lines: [
        '脾胃虚寒、大便溏薄者减量；感冒发热期间暂停；忌与浓茶同饮。',
        ...pregnancyLines(
          day.herbs.map(([n]) => n),
          mayBePregnant(input.patient, input.startDate),
        ),
      ],
    },
  ];
  return { sections, tea: { herbs, boxes, priceFen: perBox * boxes } };
}

// ---- 3 经络调理 and 4 针灸 ----

interface PointChoice {
  codes: string[];
  basis: string[];
  left: string[];
}

/**
 * The points (documented rules, in this order, each point once, at most `max`): the weak 脏's 原穴
 * and 背俞穴 (俞原配穴); the season's 客气 points; the 合穴 of the 脏 the year's 岁运 puts at risk;
 * 足三里 and 气海 for everyday care. A woman of 14 to 49 gets none of the points forbidden in
 * pregnancy (she has not been asked).
 */
function choosePoints(input: ServiceInput, c: Constitution, yq: YunQi, max: number): PointChoice {
  const cautious = mayBePregnant(input.patient, input.startDate);
  const codes: string[] = [];
  const basis: string[] = [];
  const left: string[] = [];
  const add = (why: string, candidates: string[]) => {
    const fresh: string[] = [];
    for (const code of candidates) {
      if (codes.includes(code) || fresh.includes(code)) continue;
      if (cautious && PREGNANCY_CAUTION_POINTS.has(code)) {
        if (!left.includes(code)) left.push(code);
        continue;
      }
      if (codes.length + fresh.length < max) fresh.push(code);
    }
    if (fresh.length === 0) return;
    codes.push(...fresh);
    basis.push(`${why}：${pointNames(fresh)}`);
  };
  const w = ORGANS[c.weak];
  const organ = ORGAN_POINTS[c.weak];
  add(`先天${w.zang}（${w.fu}）偏弱，取${w.channel}原穴与背俞穴（俞原配穴）`, [organ.yuan, organ.shu]);
  const season = QI_POINTS[yq.keQi];
  add(`时值${yq.stepName}，客气${yq.keQi}，${season.method}`, season.points);
  const risk = threatenedElement(yq);
  add(`${yq.ganZhi}年${yq.daYun}，${ORGANS[risk].zang}易受邪，取其合穴以护之`, [HE_POINTS[risk]]);
  add('保健要穴，扶正培元', CARE_POINTS);
  return { codes, basis, left };
}

function pregnancyPointLine(left: string[]): string[] {
  return left.length > 0 ? [`患者为育龄女性，未问妊娠情况，已不取孕妇禁针、慎针之穴（${pointNames(left)}）；确认未妊娠后可酌情加用。`] : [];
}

function acupuncture(input: ServiceInput, c: Constitution, spans: StepSpan[]): ServiceSection[] {
  const yq = spans[0].yq;
  const choice = choosePoints(input, c, yq, 8);
  const season = QI_POINTS[yq.keQi];
  return [
    { heading: '取穴依据', lines: [...basisLines(c, spans.slice(0, 1)), ...choice.basis] },
    {
      heading: '取穴',
      lines: choice.codes.map((code) => {
        const p = detailedPoint(code);
        return `${pointText(code)}：${p.positionSta}刺法：${p.acupGet}`;
      }),
    },
    {
      heading: '操作',
      lines: [
        `${pointNames(choice.codes.slice(0, 2))}用补法；时令诸穴${season.method}。`,
        `每日或隔日1次，每次留针20～30分钟，${input.days}天为一疗程。`,
        '穴位定位依据：GB/T 12346-2006《腧穴名称与定位》，《世界卫生组织标准针灸经穴定位（西太平洋地区）》（2008）。',
      ],
    },
    {
      heading: '注意事项',
      lines: [
        '过饥、过饱、酒后、大怒、大惊、劳累过度时不宜针刺；有出血倾向及局部皮肤感染、溃疡者不宜针刺。',
        '须由具备资质的医师操作，严格消毒，留针期间患者不可随意变动体位。',
        ...pregnancyPointLine(choice.left),
      ],
    },
  ];
}

function massage(input: ServiceInput, c: Constitution, spans: StepSpan[]): ServiceSection[] {
  const yq = spans[0].yq;
  const choice = choosePoints(input, c, yq, 6);
  const w = ORGANS[c.weak];
  const [a, b] = QI_CHANNELS[yq.keQi];
  const channels = [w.channel, ...[a, b].filter((x) => x !== w.channel)];
  return [
    {
      heading: '调理依据',
      lines: [
        ...basisLines(c, spans.slice(0, 1)),
        `先天${w.zang}偏弱，顺${w.channel}循行推按以补之；${yq.stepName}客气${yq.keQi}（${QI_CLIMATE[yq.keQi]}气当令），循${a}、${b}疏通以调时令之气。`,
      ],
    },
    {
      heading: '循经推按',
      lines: channels.map((ch, i) => `${ch}：${CHANNEL_COURSE[ch]}。${i === 0 ? '顺经推按（补），每次10～20遍' : '循经拍打或推按，每次10～20遍'}。`),
    },
    {
      heading: '按揉穴位',
      lines: choice.codes.map((code) => `${pointText(code)}：${detailedPoint(code).positionSta}简便取穴：${detailedPoint(code).position2}`),
    },
    {
      heading: '操作',
      lines: ['每日1次，先循经推按，再按揉穴位；每穴按揉1～3分钟，以局部酸胀为度，力度由轻到重。', `连续${input.days}天为一疗程。`],
    },
    {
      heading: '注意事项',
      lines: ['饭后1小时内、过饥过饱时不做；皮肤破损、骨折未愈及有出血倾向处不做。', ...pregnancyPointLine(choice.left)],
    },
  ];
}

// ---- 5 中成药 and 10 药食同源 ----

function medicineLine(m: PatentMedicine): string {
  return `${m.name}：${m.indication}。${m.caution ? `注意：${m.caution}。` : ''}`;
}

function patentMedicine(input: ServiceInput, c: Constitution, spans: StepSpan[]): ServiceSection[] {
  const organ = c.weak === '水' && c.inclinations.includes('寒') ? COLD_KIDNEY_MEDICINE : ORGAN_MEDICINE[c.weak];
  const seasonal = spans.map((s) => `${s.from}至${s.to}（${s.yq.stepName}，客气${s.yq.keQi}）：${medicineLine(QI_MEDICINE[s.yq.keQi])}`);
  return [
    { heading: '运气依据', lines: basisLines(c, spans) },
    { heading: '时令用药', lines: seasonal },
    { heading: '体质调理', lines: [`先天${ORGANS[c.weak].zang}偏弱：${medicineLine(organ)}`] },
    {
      heading: '用法',
      lines: [`按药品说明书用法用量服用，时令用药按上列日期使用，体质调理用药可连服${input.days}天。`, '两药同用时间隔半小时以上。'],
    },
    {
      heading: '注意事项',
      lines: [
        '孕妇、哺乳期妇女、儿童、年老体弱及有高血压、心脏病、肝病、糖尿病、肾病等慢性病者，应在医师指导下服用。',
        '服药期间忌烟酒及辛辣、生冷、油腻食物；服药3天症状无缓解或加重，应去医院就诊。',
      ],
    },
  ];
}

function foodTherapy(input: ServiceInput, c: Constitution, spans: StepSpan[]): ServiceSection[] {
  const organ = ORGAN_FOOD[c.weak];
  return [
    { heading: '运气依据', lines: basisLines(c, spans) },
    {
      heading: '时令食养',
      lines: spans.map((s) => {
        const f = QI_FOOD[s.yq.keQi];
        return `${s.from}至${s.to}（${s.yq.stepName}，客气${s.yq.keQi}）：${f.name}。用料：${f.recipe}。做法：${f.method}。功效：${f.effect}。`;
      }),
    },
    {
      heading: '体质食养',
      lines: [`先天${ORGANS[c.weak].zang}偏弱：${organ.name}。用料：${organ.recipe}。做法：${organ.method}。功效：${organ.effect}。`],
    },
    {
      heading: '用法',
      lines: [`每周3～4次，作早餐或晚餐，共${input.days}天。`, '所用药材均属国家卫生健康委员会公布的按照传统既是食品又是中药材的物质（药食同源目录）。'],
    },
    { heading: '宜忌', lines: ['对所用食材过敏者不用；糖尿病患者不加糖与蜂蜜；感冒发热期间暂停温补之品。'] },
  ];
}

// ---- 11 六气饮 ----

export interface LiuQiYinFormula {
  name: string;
  source: string;
  indication: string;
  herbs: Dose[];
  changes: string;
}

/** The 三因司天方 of the year's 司天/在泉 with the 加减 of the step the date falls in. */
export function liuQiYinOf(yq: YunQi): LiuQiYinFormula {
  const pair = branchPair(yq.branch);
  const base = QI_FORMULAS[pair];
  const m = STEP_MODIFICATIONS[pair][yq.step];
  const herbs = new Map<string, number>(base.herbs.filter((h) => !m.remove.includes(h.name)).map((h) => [h.name, h.dose]));
  for (const [name, g] of m.add) herbs.set(name, Math.max(herbs.get(name) ?? 0, g));
  const parts: string[] = [];
  if (m.remove.length > 0) parts.push(`去${m.remove.join('、')}`);
  if (m.add.length > 0) parts.push(`加${m.add.map(([n]) => n).join('、')}`);
  const changes = parts.length > 0 ? `${yq.stepName}${parts.join('，')}` : `${yq.stepName}依正方`;
  return { name: base.name, source: base.source, indication: base.indication, herbs: [...herbs.entries()], changes };
}

function liuQiYin(input: ServiceInput, c: Constitution, spans: StepSpan[]): ServiceSection[] {
  const sections: ServiceSection[] = [{ heading: '运气依据', lines: basisLines(c, spans) }];
  const all = new Set<string>();
  for (const s of spans) {
    const f = liuQiYinOf(s.yq);
    const names = f.herbs.map(([n]) => n);
    // The book's formulas never pair 十八反/十九畏; a table error must not reach a patient.
    const unsafe = checkHerbCombination(names, { pregnant: false });
    if (unsafe) throw new Error(`liuQiYin ${f.name}: ${unsafe}`);
    names.forEach((n) => all.add(n));
    const days = Math.round((Date.parse(s.to) - Date.parse(s.from)) / 86_400_000) + 1;
    const notes = names.filter((n) => DECOCTION_NOTES[n]).map((n) => `${n}${DECOCTION_NOTES[n]}`);
    sections.push({
      heading: `${s.from}至${s.to}（${s.yq.stepName}）`,
      lines: [
        `方名：${f.name}（《${f.source.split(' · ')[0]}》卷五）`,
        `主治：${f.indication}；时值${s.yq.stepName}，主气${s.yq.zhuQi}，客气${s.yq.keQi}，${f.changes}。`,
        `组成：${f.herbs.map(dose).join('、')}`,
        `用法：每日1剂，水煎两次，早晚分服，共${days}剂。${notes.length > 0 ? `${notes.join('；')}。` : ''}`,
      ],
    });
  }
  sections.push({
    heading: '注意事项',
    lines: ['须经执业医师结合四诊辨证后使用；感冒发热、腹泻期间暂停。', ...pregnancyLines([...all], mayBePregnant(input.patient, input.startDate))],
  });
  return sections;
}

// ---- the calls ----

/** Every acupoint name the text mentions, leftmost-longest, each once, in order of first appearance. */
const NAMES_LONGEST_FIRST = [...ACUPOINT_DETAILS.map((p) => p.nameAcup)].sort((a, b) => b.length - a.length);
export function pointNamesIn(lines: string[]): string[] {
  const found: string[] = [];
  for (const line of lines) {
    let i = 0;
    while (i < line.length) {
      const name = NAMES_LONGEST_FIRST.find((n) => line.startsWith(n, i));
      if (name) {
        if (!found.includes(name)) found.push(name);
        i += name.length;
      } else i += 1;
    }
  }
  return found;
}

export function flattenSections(sections: ServiceSection[]): string[] {
  return sections.flatMap((s) => [`【${s.heading}】`, ...s.lines]);
}

export function runService(index: ServiceIndex, input: ServiceInput): ServiceOutcome {
  if (!Number.isInteger(input.days) || input.days < 1) throw new Error('services: days must be a positive integer');
  const service = SERVICES[index];
  const c = constitutionOf(input.patient.birthday);
  const spans = stepsOf(input.startDate, input.days);
  let body: ServiceSection[];
  let tea: CustomTea | undefined;
  switch (index) {
    case 1:
      body = healthPrediction(input, c, spans);
      break;
    case 2:
      body = herbalTea(input, c, spans);
      break;
    case 3:
      body = massage(input, c, spans);
      break;
    case 4:
      body = acupuncture(input, c, spans);
      break;
    case 5:
      body = patentMedicine(input, c, spans);
      break;
    case 9: {
      const made = customTea(input, c, spans);
      body = made.sections;
      tea = made.tea;
      break;
    }
    case 10:
      body = foodTherapy(input, c, spans);
      break;
    case 11:
      body = liuQiYin(input, c, spans);
      break;
  }
  const sections = [basics(input, service.title), ...body];
  const result: ServiceResult = {
    serviceIndex: index,
    title: service.title,
    patientId: input.patient.patientId,
    patientName: input.patient.name,
    startDate: input.startDate,
    endDate: addDays(input.startDate, input.days - 1),
    days: input.days,
    sections,
    // The patient's name (基本信息) is no point, even when it is spelt like one (王光明).
    acupoints: pointNamesIn(body.flatMap((s) => s.lines)),
  };
  return tea ? { result, tea } : { result };
}
