import type { RelatedRecord } from '@tcm/shared/contract';
import { ACUPOINTS, HEALTH_POINTS, INSOMNIA_POINTS, PREGNANCY_FORBIDDEN_POINTS, SYMPTOM_POINTS, findAcupoint } from './acupoints';
import { compose } from './compose';
import type { Facts } from './facts';
import { findFormula } from './formulas';
import { DEFAULT_GENERAL, GENERAL_RULES, chooseByRules } from './rules';
import { DAYUN_OUTLOOK, QI_OUTLOOK } from './seasons';
import type { EngineInput } from './types';
import { nextSolarTerms, yunQiOf, type YunQi } from './wuyunliuqi';

type Section = RelatedRecord['sections'][number];
const MAX_POINTS = 8;

/** A: acupuncture, the points of the symptoms (WHO codes), none forbidden in pregnancy. */
export function acupunctureRecord(input: EngineInput, facts: Facts): RelatedRecord {
  const codes: string[] = [];
  const basis: Section['items'] = [];
  const add = (why: string, points: string[]) => {
    const fresh = points.filter((c) => !codes.includes(c) && !(facts.pregnant && PREGNANCY_FORBIDDEN_POINTS.has(c)));
    if (fresh.length === 0 || codes.length >= MAX_POINTS) return;
    const taken = fresh.slice(0, MAX_POINTS - codes.length);
    codes.push(...taken);
    basis.push({ label: why, value: taken.map((c) => findAcupoint(c)!.name).join('、') });
  };
  for (const [symptoms, points] of SYMPTOM_POINTS) {
    const seen = symptoms.filter((s) => facts.symptoms.has(s));
    if (seen.length > 0) add(seen.join('、'), points);
  }
  if (facts.sleep === '失眠') add('失眠', INSOMNIA_POINTS);
  if (codes.length === 0) add('未见明显不适，保健取穴', HEALTH_POINTS);
  const points = codes.map((c) => ACUPOINTS.find((p) => p.code === c)!);
  const usage: Section['items'] = [
    { label: '疗程', value: `每日或隔日一次，每次留针20～30分钟，${input.takeDays}天为一疗程` },
    { label: '标准', value: '《世界卫生组织标准针灸经穴定位（西太平洋地区）》（2008）' },
  ];
  if (facts.pregnant) usage.push({ label: '孕期', value: '孕妇慎针，已不取合谷、三阴交、肩井、昆仑及腰骶、下腹部穴位' });
  return {
    kind: 'A',
    title: '针灸信息',
    sections: [
      { title: '取穴', items: points.map((p) => ({ label: `${p.name}（${p.code}）`, value: `${p.meridian}：${p.location}` })) },
      { title: '取穴依据', items: basis },
      { title: '操作建议', items: usage },
    ],
  };
}

function yunQiItems(yq: YunQi): Section['items'] {
  return [
    { label: '运气年', value: `${yq.ganZhi}年（自${yq.yearStart}大寒起）` },
    { label: '岁运', value: `${yq.daYun}：${DAYUN_OUTLOOK[yq.daYun].climate}` },
    { label: '司天', value: yq.siTian },
    { label: '在泉', value: yq.zaiQuan },
    { label: '当前节段', value: `${yq.stepName}（${yq.stepStart}起，至${yq.nextStepStart}前）` },
    { label: '主气', value: yq.zhuQi },
    { label: '客气', value: yq.keQi },
  ];
}

/** D: health prediction from the 五运六气 of the start date and of the solar terms ahead. */
export function predictionRecord(input: EngineInput): RelatedRecord {
  const yq = yunQiOf(input.startDate);
  const yun = DAYUN_OUTLOOK[yq.daYun];
  const ke = QI_OUTLOOK[yq.keQi];
  const sections: Section[] = [
    { title: '五运六气', items: yunQiItems(yq) },
    {
      title: '易发病',
      items: [
        { label: `岁运（${yq.daYun}）`, value: yun.diseases },
        { label: `司天（${yq.siTian}）`, value: QI_OUTLOOK[yq.siTian].diseases },
        { label: `${yq.stepName}客气（${yq.keQi}）`, value: ke.diseases },
      ],
    },
    {
      title: '调养建议',
      items: [
        { label: '全年', value: yun.advice },
        { label: yq.stepName, value: ke.advice },
      ],
    },
    {
      title: '未来节气',
      items: nextSolarTerms(input.startDate, 6).map((t) => {
        const at = yunQiOf(t.date);
        return { label: `${t.name}（${t.date}）`, value: `${at.stepName}，客气${at.keQi}：${QI_OUTLOOK[at.keQi].advice}` };
      }),
    },
  ];
  // lunar-javascript's tables are trusted for 1900-2100; an onset outside them gets no section.
  if (input.illDay && input.illDay >= '1900-01-01' && input.illDay <= '2100-12-31') {
    const ill = yunQiOf(input.illDay);
    sections.push({ title: `发病日（${input.illDay}）`, items: yunQiItems(ill) });
  }
  return { kind: 'D', title: '健康预测信息', sections };
}

/** G: one general formula chosen by the symptoms, dosed and made safe like the prescriptions. */
export function generalRecord(input: EngineInput, facts: Facts): RelatedRecord {
  const [choice] = chooseByRules(GENERAL_RULES, facts, 1);
  const formula = findFormula(choice?.formula ?? DEFAULT_GENERAL)!;
  const reasons: string[] = [];
  const herbs = compose(formula, { facts, present: [], reasons });
  const basis = choice ? `见${[...new Set(choice.evidence)].join('、')}` : '未见特定方证，以四君子汤健脾益气';
  return {
    kind: 'G',
    title: '通用方信息',
    sections: [
      {
        title: '方剂',
        items: [
          { label: '方名', value: formula.name },
          { label: '出处', value: formula.source },
          { label: '主治', value: formula.indication },
          { label: '选方依据', value: basis },
          ...(formula.note ? [{ label: '说明', value: formula.note }] : []),
          ...reasons.map((r) => ({ label: '加减', value: r })),
        ],
      },
      { title: '组成', items: herbs.map((h) => ({ label: h.name, value: `${h.weight}g` })) },
      { title: '用法', items: [{ label: '服法', value: `每日一剂，水煎分两次温服，共${input.takeDays}剂` }] },
    ],
  };
}
