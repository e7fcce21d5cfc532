import fc from 'fast-check';

// Hundreds of generated visits per property.
jest.setTimeout(60_000);

import { herbConflicts, pregnancyFlag, validateInquiry } from '@tcm/shared/clinic';
import {
  CONSULTATION_FEE_FEN,
  chargeFen,
  consultationPriceFen,
  findHerb,
  prescribe,
  relatedRecord,
  replacementProblem,
  replacementsFor,
  type EngineResult,
} from '../src/clinic/engine';
import { arbInput, input } from './engineSupport';

const allHerbs = (r: EngineResult) => [...r.prescriptions, ...r.shangHan].flatMap((p) => p.herbs.map((h) => h.name));
const shangHanNames = (r: EngineResult) => r.shangHan.map((p) => p.name);
const RUNS = Number(process.env.ENGINE_RUNS || 300);

describe('prescribing engine: properties over generated questionnaires', () => {
  it('generates questionnaires the model accepts', () => {
    fc.assert(
      fc.property(arbInput, (i) => expect(validateInquiry(i.inquiry)).toEqual({ ok: true, value: i.inquiry })),
      { numRuns: 50 },
    );
  });

  it('same input, same output', () => {
    fc.assert(
      fc.property(arbInput, (i) => {
        expect(prescribe(structuredClone(i))).toEqual(prescribe(i));
        expect(relatedRecord('G', structuredClone(i))).toEqual(relatedRecord('G', i));
      }),
      { numRuns: RUNS / 3 },
    );
  });

  it('never gives a 十八反 or 十九畏 pair, within or across the prescriptions of a visit', () => {
    fc.assert(
      fc.property(arbInput, (i) => {
        expect(herbConflicts(allHerbs(prescribe(i)))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('gives a pregnant patient no herb that is forbidden or to be used with caution in pregnancy', () => {
    fc.assert(
      fc.property(arbInput, (i) => {
        for (const item of i.inquiry.basic_array) if (item.key === '是否孕妇') item.value = '是';
        const names = allHerbs(prescribe(i));
        const general = relatedRecord('G', i)
          .sections.find((s) => s.title === '组成')!
          .items.map((x) => x.label);
        expect([...names, ...general].filter((n) => pregnancyFlag(n) !== null)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('gives integer weights within 1-999 g and the herb’s 药典 range, known herbs only, none twice in a prescription', () => {
    fc.assert(
      fc.property(arbInput, (i) => {
        const r = prescribe(i);
        expect(r.prescriptions).toHaveLength(2);
        for (const p of [...r.prescriptions, ...r.shangHan]) {
          expect([p.count, p.supplyDays]).toEqual([i.takeDays, i.takeDays]);
          expect(new Set(p.herbs.map((h) => h.name)).size).toBe(p.herbs.length);
          expect(p.herbs.length).toBeGreaterThan(0);
          for (const h of p.herbs) {
            const herb = findHerb(h.name);
            expect(herb).toBeDefined();
            expect(Number.isInteger(h.weight)).toBe(true);
            expect(h.weight).toBeGreaterThanOrEqual(Math.max(1, herb!.minDose));
            expect(h.weight).toBeLessThanOrEqual(Math.min(999, herb!.maxDose));
          }
        }
        expect(r.shangHan.length).toBeLessThanOrEqual(3);
        expect(Number.isInteger(consultationPriceFen(r))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the year formulas (三因司天方)', () => {
  it.each([
    ['2024-06-01', '附子山茱萸汤', '静顺汤'],
    ['2025-06-01', '紫菀汤', '敷和汤'],
    ['2026-06-01', '黄连茯苓汤', '正阳汤'],
    ['2027-06-01', '苁蓉牛膝汤', '备化汤'],
    ['2028-06-01', '麦门冬汤', '升明汤'],
    ['2029-06-01', '白术厚朴汤', '审平汤'],
    ['2030-06-01', '牛膝木瓜汤', '静顺汤'],
    ['2031-06-01', '五味子汤', '敷和汤'],
    ['2032-06-01', '苓术汤', '正阳汤'],
    ['2033-06-01', '黄芪茯神汤', '备化汤'],
    // Before 大寒 of 2024 the 运气 year is still 癸卯; from 大寒 on it is 甲辰, before 立春.
    ['2024-01-19', '黄芪茯神汤', '审平汤'],
    ['2024-01-20', '附子山茱萸汤', '静顺汤'],
  ])('%s → %s and %s', (startDate, yun, qi) => {
    const r = prescribe(input({}, { startDate }));
    expect(r.prescriptions.map((p) => p.name)).toEqual([yun, qi]);
    expect(r.prescriptions[0].source).toBe(`三因极一病证方论 · ${yun}`);
  });

  it('replaces the 半夏 of 附子山茱萸汤, which would meet its own 附子 (十八反), and says so', () => {
    const r = prescribe(input());
    const names = r.prescriptions[0].herbs.map((h) => h.name);
    expect(names).toContain('附子');
    expect(names).not.toContain('半夏');
    expect(names).toContain('旋覆花');
    expect(r.reasons).toContain('附子山茱萸汤：半夏与附子属十八反，以同类药旋覆花代之');
  });

  it('explains the year, the step and the formulas', () => {
    const r = prescribe(input());
    expect(r.reasons[0]).toBe(
      '开始日期2024-06-01属甲辰年（运气年自2024-01-20大寒起），土运太过，太阳寒水司天，太阴湿土在泉；时值三之气，主气少阳相火，客气太阳寒水',
    );
    expect(r.reasons).toContain('岁运方：甲年土运太过，用附子山茱萸汤（六甲年，岁土太过，雨湿流行，肾水受邪）');
    expect(r.reasons).toContain('司天方：太阳寒水司天，用静顺汤（辰戌年，太阳寒水司天，太阴湿土在泉）');
  });
});

describe('伤寒论 formulas by symptom rules', () => {
  it.each<[string, Record<string, string | string[]>, string[]]>([
    ['恶寒 无汗', { 肺: ['恶寒', '发热', '无汗'] }, ['麻黄汤']],
    ['恶寒 无汗 颈项强痛', { 肺: ['恶寒', '无汗'], 颈肢咽: ['颈项强痛'] }, ['葛根汤']],
    ['恶寒 发热 无汗 心烦', { 肺: ['恶寒', '发热', '无汗'], 心脑: ['心烦'] }, ['大青龙汤']],
    ['汗出恶风', { 肺: ['汗出恶风'] }, ['桂枝汤']],
    ['汗出恶风 腹痛', { 肺: ['汗出恶风'], 'zhongjiao_array.其他': ['腹痛'] }, ['桂枝加芍药汤']],
    ['口苦咽干', { 肝胆: ['口苦咽干'] }, ['小柴胡汤']],
    ['胸胁苦满 便秘', { 胸胁背: ['胸胁苦满'], 大便: '便秘' }, ['大柴胡汤']],
    ['腹泻', { 大便: '泄泻' }, ['理中丸']],
    ['腹冷', { 'zhongjiao_array.其他': ['腹冷'] }, ['理中丸']],
    ['心下痞', { 胃: ['心下痞'] }, ['半夏泻心汤']],
    ['心烦 失眠', { 心脑: ['心烦'], 睡眠: '失眠' }, ['黄连阿胶汤']],
    ['小腿抽筋', { 腰膝: ['小腿抽筋'] }, ['芍药甘草汤']],
    ['腹痛', { 'zhongjiao_array.其他': ['腹痛'] }, ['芍药甘草汤']],
    ['便秘', { 大便: '便秘' }, ['麻子仁丸']],
    ['头晕 胸闷', { 头: ['头晕'], 心脑: ['胸闷'] }, ['苓桂术甘汤']],
    ['尿少 口渴', { 肾膀胱: ['尿少'], 口: ['口渴喜饮'] }, ['五苓散']],
    ['恶寒 无汗 心下痞 腹泻', { 肺: ['恶寒', '无汗'], 胃: ['心下痞'], 大便: '泄泻' }, ['麻黄汤', '理中丸', '半夏泻心汤']],
  ])('%s', (_, answers, expected) => {
    expect(shangHanNames(prescribe(input(answers)))).toEqual(expected);
  });

  it('a weak pulse turns 恶寒发热 into the 少阴 formula 麻黄附子细辛汤', () => {
    const weak = { 左寸: '不及', 左关: '不及', 左尺: '不及', 右尺: '不及' };
    expect(shangHanNames(prescribe(input({ 肺: ['恶寒', '发热', '无汗'], ...weak })))).toEqual(['麻黄附子细辛汤']);
  });

  it('gives no 伤寒论 formula without its symptoms, and says why', () => {
    const r = prescribe(input());
    expect(r.shangHan).toEqual([]);
    expect(r.reasons).toContain('问诊未见伤寒论方证，不出伤寒论方');
  });

  it('names the evidence of every choice', () => {
    expect(prescribe(input({ 肺: ['汗出恶风'] })).reasons).toContain('伤寒论方：见汗出恶风，用桂枝汤（太阳中风，汗出恶风）');
  });

  it('ignores 妇科 answers for a male patient', () => {
    const r = prescribe(input({ 妇科: ['痛经'], 颈肢咽: ['手足冰凉'] }, { sex: 1 }));
    expect(shangHanNames(r)).toEqual([]);
    expect(r.reasons).toContain('患者为男性，妇科症状（痛经）不参与组方');
    expect(shangHanNames(prescribe(input({ 妇科: ['痛经'], 颈肢咽: ['手足冰凉'] })))).toEqual(['当归四逆汤']);
  });
});

describe('weights', () => {
  const weightOf = (r: EngineResult, formula: string, herb: string) =>
    [...r.prescriptions, ...r.shangHan].find((p) => p.name === formula)!.herbs.find((h) => h.name === herb)!.weight;

  it('keeps a classical dose above the 药典 range at its maximum, and says so', () => {
    const r = prescribe(input({ 肝胆: ['口苦咽干'] }));
    expect(weightOf(r, '小柴胡汤', '柴胡')).toBe(10);
    expect(r.reasons).toContain('小柴胡汤：原方用量超出药典常用量，按上限给药（柴胡24g→10g）');
  });

  it('lowers doses for a child, within the 药典 range', () => {
    const adult = prescribe(input({ 肺: ['汗出恶风'] }));
    const child = prescribe(input({ 肺: ['汗出恶风'] }, { birthday: '2020-01-01' }));
    expect(weightOf(adult, '桂枝汤', '桂枝')).toBe(9);
    expect(weightOf(child, '桂枝汤', '桂枝')).toBe(5);
    expect(weightOf(child, '桂枝汤', '白芍')).toBe(6);
    expect(child.reasons).toContain('患者未满7岁，剂量减半');
  });

  it('strengthens tonics for a weak pulse and draining herbs for a full one', () => {
    const weak = { 左寸: '不及', 左关: '不及', 左尺: '不及' };
    const full = { 右寸: '太过', 右关: '太过', 右尺: '太过' };
    expect(weightOf(prescribe(input({ 大便: '泄泻', ...weak })), '理中丸', '人参')).toBe(9);
    expect(weightOf(prescribe(input({ 大便: '泄泻', ...weak })), '理中丸', '白术')).toBe(11);
    expect(weightOf(prescribe(input({ 大便: '泄泻', ...full })), '理中丸', '白术')).toBe(7);
    expect(weightOf(prescribe(input({ 大便: '泄泻' })), '理中丸', '白术')).toBe(9);
  });
});

describe('pregnancy', () => {
  it('replaces 附子 (孕妇慎用) and explains it', () => {
    const r = prescribe(input({ 是否孕妇: '是' }));
    expect(allHerbs(r)).not.toContain('附子');
    expect(r.reasons).toContain('附子山茱萸汤：附子孕妇慎用，以同类药干姜代之');
  });
});

describe('money', () => {
  it('charges Σ weight × price per gram × doses in integer fen', () => {
    expect(
      chargeFen({
        count: 2,
        herbs: [
          { name: '甘草', weight: 10 },
          { name: '人参', weight: 3 },
        ],
      }),
    ).toBe((10 * 6 + 3 * 150) * 2);
    expect(() => chargeFen({ count: 1, herbs: [{ name: '不存在', weight: 1 }] })).toThrow();
  });

  it('prices a visit as its prescriptions plus the consultation fee', () => {
    const r = prescribe(input({ 肺: ['汗出恶风'] }));
    expect(consultationPriceFen(r)).toBe(chargeFen(r.prescriptions[0]) + chargeFen(r.prescriptions[1]) + CONSULTATION_FEE_FEN);
    expect(CONSULTATION_FEE_FEN).toBe(2000);
  });
});

describe('replacement', () => {
  it('offers herbs of the same category that are not present', () => {
    const list = replacementsFor('白芍', ['桂枝', '白芍', '当归'], false);
    expect(list.length).toBeGreaterThan(0);
    expect(list).not.toContain('白芍');
    expect(list).not.toContain('当归');
    for (const n of list) expect(findHerb(n)!.category).toBe('补血药');
  });

  it('never offers a herb that would form a pair with the rest, nor a pregnancy-flagged one for a pregnant patient', () => {
    expect(replacementsFor('旋覆花', ['附子', '旋覆花'], false)).not.toContain('半夏');
    expect(replacementsFor('旋覆花', ['干姜', '旋覆花'], false)).toContain('半夏');
    expect(replacementsFor('昆布', ['甘草', '昆布'], false)).not.toContain('海藻');
    const pregnant = replacementsFor('川芎', ['川芎'], true);
    expect(pregnant).not.toContain('桃仁');
    expect(pregnant).not.toContain('三棱');
    expect(replacementsFor('川芎', ['川芎'], false)).toContain('桃仁');
    expect(replacementsFor('不存在', [], false)).toEqual([]);
    // The visit's other prescriptions count for pairs, not for "already present".
    expect(replacementsFor('旋覆花', ['旋覆花'], false, ['附子'])).not.toContain('半夏');
    expect(replacementsFor('旋覆花', ['旋覆花'], false, ['半夏'])).toContain('半夏');
  });

  it('refuses an unsafe or foreign replacement with a Chinese message', () => {
    expect(replacementProblem('昆布', '海藻', ['甘草', '昆布'], false)).toBe('甘草与海藻属十八反，不可同用');
    expect(replacementProblem('川芎', '三棱', ['川芎'], true)).toBe('孕妇禁用：三棱');
    expect(replacementProblem('川芎', '人参', ['川芎'], false)).toBe('只能更换为同类药材（活血化瘀药）');
    expect(replacementProblem('川芎', '桃仁', ['川芎', '桃仁'], false)).toBe('桃仁已在处方中');
    expect(replacementProblem('川芎', '某药', ['川芎'], false)).toBe('药材不存在：某药');
    expect(replacementProblem('当归', '桃仁', ['川芎'], false)).toBe('处方中没有当归');
    expect(replacementProblem('川芎', '桃仁', ['川芎'], false)).toBeNull();
    expect(replacementProblem('旋覆花', '半夏', ['旋覆花'], false, ['附子'])).toBe('附子与半夏属十八反，不可同用');
  });
});

describe('related records', () => {
  const codes = (r: ReturnType<typeof relatedRecord>) => r.sections[0].items.map((i) => /（(.+)）/.exec(i.label)![1]);

  it('A: WHO acupoints of the symptoms, none forbidden in pregnancy', () => {
    const i = input({ 头: ['头痛'], 胃: ['心下痞'] });
    const r = relatedRecord('A', i);
    expect(r.title).toBe('针灸信息');
    expect(codes(r)).toEqual(['GV20', 'GB20', 'LI4', 'LR3', 'CV12', 'ST36', 'PC6', 'SP4']);
    expect(r.sections[0].items[0]).toEqual({ label: '百会（GV20）', value: '督脉：前发际正中直上5寸' });
    const pregnant = relatedRecord('A', input({ 头: ['头痛'], 妇科: ['痛经'], 是否孕妇: '是' }));
    expect(codes(pregnant)).not.toContain('LI4');
    expect(codes(pregnant)).not.toContain('SP6');
    expect(codes(relatedRecord('A', input()))).toEqual(['ST36', 'CV6', 'LI4']);
  });

  it('D: the 五运六气 of the start date, what it brings and the solar terms ahead', () => {
    const r = relatedRecord('D', input({}, { illDay: '2024-01-10' }));
    expect(r.title).toBe('健康预测信息');
    const items = Object.fromEntries(r.sections[0].items.map((i) => [i.label, i.value]));
    expect(items).toMatchObject({ 运气年: '甲辰年（自2024-01-20大寒起）', 司天: '太阳寒水', 在泉: '太阴湿土', 主气: '少阳相火', 客气: '太阳寒水' });
    expect(items['岁运']).toMatch(/^土运太过/);
    expect(r.sections.map((s) => s.title)).toEqual(['五运六气', '易发病', '调养建议', '未来节气', '发病日（2024-01-10）']);
    expect(r.sections[3].items[0].label).toBe('芒种（2024-06-05）');
    expect(r.sections[4].items[0].value).toBe('癸卯年（自2023-01-20大寒起）');
    expect(relatedRecord('D', input({}, { illDay: '0001-01-01' })).sections).toHaveLength(4);
  });

  it('G: a general formula chosen by symptom, 四君子汤 by default', () => {
    const r = relatedRecord('G', input({ 鼻: ['鼻塞'] }));
    expect(r.title).toBe('通用方信息');
    expect(r.sections[0].items[0]).toEqual({ label: '方名', value: '苍耳子散' });
    expect(relatedRecord('G', input()).sections[0].items[0]).toEqual({ label: '方名', value: '四君子汤' });
  });
});
