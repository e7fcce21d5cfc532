import { PULSE_POSITIONS, inquiryAnswer, isPregnant, selectedSymptoms, type InquiryInfo } from '@tcm/shared/clinic';

export type PulseTendency = '虚' | '实' | '平';

/** What the rules read: the questionnaire and the patient, reduced to plain facts. */
export interface Facts {
  symptoms: Set<string>;
  diet: string;
  sleep: string;
  stool: string;
  urine: string;
  pulse: PulseTendency;
  pulseDeficient: number;
  pulseExcess: number;
  sex: 0 | 1;
  age: number;
  pregnant: boolean;
}

const GYN_SUBGROUP = '妇科';

/** Whole years from birthday to date, both YYYY-MM-DD. */
export function ageAt(birthday: string, date: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return Math.max(0, age);
}

export function factsOf(input: { sex: 0 | 1; birthday: string; startDate: string; inquiry: InquiryInfo }, notes: string[]): Facts {
  const { inquiry } = input;
  let symptoms = selectedSymptoms(inquiry);
  if (input.sex === 1) {
    const gyn = inquiry.xiajiao_array.find((i) => i.key === GYN_SUBGROUP);
    const chosen = Array.isArray(gyn?.value) ? gyn.value : [];
    if (chosen.length > 0) {
      symptoms = symptoms.filter((s) => !chosen.includes(s));
      notes.push(`患者为男性，妇科症状（${chosen.join('、')}）不参与组方`);
    }
  }
  const pulses = PULSE_POSITIONS.map((p) => inquiryAnswer(inquiry, 'maixiang_array', p));
  const deficient = pulses.filter((p) => p === '不及').length;
  const excess = pulses.filter((p) => p === '太过').length;
  // A tendency needs half the six positions and a majority, so one odd position changes nothing.
  const pulse: PulseTendency = deficient >= 3 && deficient > excess ? '虚' : excess >= 3 && excess > deficient ? '实' : '平';
  const pregnant = isPregnant(inquiry);
  if (pregnant && input.sex === 1) notes.push('男性患者填写了“是否孕妇：是”，仍按孕妇用药禁忌处理');
  return {
    symptoms: new Set(symptoms),
    diet: inquiryAnswer(inquiry, 'basic_array', '饮食'),
    sleep: inquiryAnswer(inquiry, 'basic_array', '睡眠'),
    stool: inquiryAnswer(inquiry, 'basic_array', '大便'),
    urine: inquiryAnswer(inquiry, 'basic_array', '小便'),
    pulse,
    pulseDeficient: deficient,
    pulseExcess: excess,
    sex: input.sex,
    age: ageAt(input.birthday, input.startDate),
    pregnant,
  };
}
