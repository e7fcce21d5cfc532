import type { Facts } from './facts';

/**
 * Explicit symptom rules. Each rule names a formula and returns the evidence that made it match
 * (the symptoms and answers, in Chinese), or null. Rules are tried in order; within a group only
 * the first match is taken (麻黄汤 and 桂枝汤 exclude each other, so do 大柴胡汤 and 小柴胡汤).
 */
export interface SymptomRule {
  formula: string;
  group: string;
  match: (f: Facts) => string[] | null;
}

const has = (f: Facts, s: string) => f.symptoms.has(s);
/** All of `all` present (and, when given, at least one of `any`): the evidence, else null. */
function need(f: Facts, all: string[], any: string[] = []): string[] | null {
  if (!all.every((s) => has(f, s))) return null;
  if (any.length === 0) return all;
  const found = any.filter((s) => has(f, s));
  return found.length > 0 ? [...all, ...found] : null;
}
const either = (...options: Array<string[] | null>): string[] | null => options.find((o) => o !== null) ?? null;
const answer = (on: boolean, text: string): string[] | null => (on ? [text] : null);
const both = (a: string[] | null, b: string[] | null): string[] | null => (a && b ? [...a, ...b] : null);

const diarrhoea = (f: Facts) => answer(f.stool === '泄泻', '大便泄泻');
const constipation = (f: Facts) => answer(f.stool === '便秘', '大便秘结');
const weakPulse = (f: Facts) => answer(f.pulse === '虚', '脉象不及');
const shaoyang = ['寒热往来', '胸胁苦满', '口苦咽干', '口苦'];

export const SHANGHAN_RULES: SymptomRule[] = [
  // 太阳 (表证)
  { formula: '大青龙汤', group: '表', match: (f) => need(f, ['恶寒', '发热', '无汗'], ['心烦', '烦躁易怒']) },
  { formula: '小青龙汤', group: '表', match: (f) => need(f, ['恶寒', '咯痰色白清稀'], ['咳嗽', '气喘']) },
  { formula: '麻黄附子细辛汤', group: '表', match: (f) => both(need(f, ['恶寒', '发热']), weakPulse(f)) },
  { formula: '葛根汤', group: '表', match: (f) => need(f, ['恶寒', '无汗', '颈项强痛']) },
  { formula: '麻黄汤', group: '表', match: (f) => need(f, ['恶寒', '无汗']) },
  { formula: '桂枝加芍药汤', group: '表', match: (f) => need(f, ['汗出恶风', '腹痛']) },
  { formula: '桂枝汤', group: '表', match: (f) => either(need(f, ['汗出恶风']), need(f, ['自汗', '恶寒'])) },
  // 肺热
  { formula: '麻黄杏仁甘草石膏汤', group: '肺热', match: (f) => (has(f, '恶寒') ? null : need(f, ['发热', '咯痰色黄黏稠'], ['咳嗽', '气喘'])) },
  // 少阳
  {
    formula: '大柴胡汤',
    group: '少阳',
    match: (f) => both(need(f, [], shaoyang), either(constipation(f), need(f, ['胃脘胀满', '恶心呕吐']))),
  },
  {
    formula: '小柴胡汤',
    group: '少阳',
    match: (f) => either(need(f, [], shaoyang), both(answer(f.diet === '量少', '饮食量少'), need(f, ['恶心呕吐']))),
  },
  // 阳明 and 湿热
  { formula: '白虎汤', group: '阳明', match: (f) => (has(f, '恶寒') ? null : need(f, ['发热', '口渴喜饮'])) },
  { formula: '茵陈蒿汤', group: '阳明', match: (f) => need(f, ['目黄身黄']) },
  { formula: '葛根黄芩黄连汤', group: '阳明', match: (f) => both(diarrhoea(f), need(f, ['发热'])) },
  // 少阴, 太阴 (里寒)
  {
    formula: '四逆汤',
    group: '里寒',
    match: (f) => both(need(f, ['畏寒肢冷']), either(diarrhoea(f), need(f, ['五更泄泻']), answer(f.sleep === '嗜睡', '但欲寐（嗜睡）'))),
  },
  { formula: '真武汤', group: '里寒', match: (f) => both(need(f, [], ['水肿', '下肢浮肿']), need(f, [], ['畏寒肢冷', '小便清长', '腰部冷痛'])) },
  { formula: '理中丸', group: '里寒', match: (f) => either(diarrhoea(f), need(f, [], ['腹冷', '胃脘冷痛'])) },
  { formula: '吴茱萸汤', group: '里寒', match: (f) => need(f, ['恶心呕吐'], ['巅顶痛', '头痛', '胃脘冷痛']) },
  // 痞
  { formula: '半夏泻心汤', group: '痞', match: (f) => either(need(f, ['心下痞']), need(f, ['胃脘胀满', '肠鸣'])) },
  // 心
  { formula: '黄连阿胶汤', group: '心', match: (f) => both(need(f, ['心烦']), answer(f.sleep === '失眠', '失眠')) },
  { formula: '炙甘草汤', group: '心', match: (f) => both(need(f, ['心悸']), either(weakPulse(f), need(f, ['神疲乏力']))) },
  { formula: '苓桂术甘汤', group: '心', match: (f) => need(f, ['头晕'], ['胸闷', '心悸', '胃脘胀满']) },
  // 水
  { formula: '猪苓汤', group: '水', match: (f) => either(need(f, ['尿痛']), need(f, ['尿急', '小便黄赤'])) },
  {
    formula: '五苓散',
    group: '水',
    match: (f) => both(either(need(f, ['尿少']), answer(f.urine === '憋尿', '小便不利（憋尿）')), need(f, [], ['口渴喜饮', '渴不欲饮', '水肿'])),
  },
  // 血寒, 筋脉
  { formula: '当归四逆汤', group: '血', match: (f) => need(f, ['手足冰凉'], ['痛经', '关节疼痛', '腰部冷痛', '月经后期']) },
  { formula: '芍药甘草汤', group: '筋', match: (f) => either(need(f, ['小腿抽筋']), has(f, '腹冷') ? null : need(f, ['腹痛'])) },
  // 腑实
  { formula: '麻子仁丸', group: '腑', match: (f) => constipation(f) },
];

/** At most this many 伤寒论 formulas, the earliest rules first. */
export const MAX_SHANGHAN = 3;

/** 通用方 for the G record: the first matching rule; 四君子汤 when nothing matches. */
export const GENERAL_RULES: SymptomRule[] = [
  { formula: '银翘散', group: 'G', match: (f) => need(f, ['发热'], ['咽痛', '口渴喜饮', '咯痰色黄黏稠']) },
  { formula: '止嗽散', group: 'G', match: (f) => need(f, ['咳嗽'], ['咽痒', '恶寒']) },
  { formula: '二陈汤', group: 'G', match: (f) => need(f, ['咯痰色白清稀']) },
  { formula: '苍耳子散', group: 'G', match: (f) => need(f, [], ['鼻塞', '流清涕', '流黄涕']) },
  { formula: '玉女煎', group: 'G', match: (f) => need(f, [], ['牙痛', '牙龈肿痛', '牙龈出血']) },
  { formula: '龙胆泻肝汤', group: 'G', match: (f) => need(f, [], ['目赤肿痛', '耳鸣', '耳聋']) },
  { formula: '杞菊地黄丸', group: 'G', match: (f) => need(f, [], ['目干涩', '视物模糊', '眼花']) },
  { formula: '天麻钩藤饮', group: 'G', match: (f) => need(f, ['高血压'], ['头痛', '头晕', '头胀']) },
  { formula: '半夏白术天麻汤', group: 'G', match: (f) => need(f, ['头晕'], ['头重如裹', '胸闷', '恶心呕吐']) },
  { formula: '血府逐瘀汤', group: 'G', match: (f) => need(f, [], ['胸痛', '肋间刺痛']) },
  { formula: '温经汤', group: 'G', match: (f) => (f.sex === 0 ? need(f, [], ['痛经', '月经后期', '小腹冷痛']) : null) },
  { formula: '逍遥散', group: 'G', match: (f) => need(f, [], ['情志抑郁', '善太息', '胁肋胀痛', '经前乳胀', '乳房胀痛']) },
  { formula: '柴胡疏肝散', group: 'G', match: (f) => need(f, [], ['胸胁苦满']) },
  { formula: '四物汤', group: 'G', match: (f) => (f.sex === 0 ? need(f, [], ['月经量少', '月经后期', '面色萎黄']) : null) },
  {
    formula: '归脾汤',
    group: 'G',
    match: (f) => need(f, ['心悸'], ['健忘', '多梦', '神疲乏力']) ?? both(answer(f.sleep === '失眠', '失眠'), need(f, [], ['神疲乏力', '多梦'])),
  },
  { formula: '酸枣仁汤', group: 'G', match: (f) => answer(f.sleep === '失眠', '失眠') },
  { formula: '独活寄生汤', group: 'G', match: (f) => need(f, [], ['关节疼痛', '膝关节痛', '腰痛']) },
  { formula: '肾气丸', group: 'G', match: (f) => need(f, [], ['腰部冷痛', '夜尿多', '小便清长', '畏寒肢冷']) },
  { formula: '六味地黄丸', group: 'G', match: (f) => need(f, [], ['腰膝酸软', '手足心热', '盗汗', '足跟痛']) },
  { formula: '玉屏风散', group: 'G', match: (f) => need(f, [], ['自汗', '易感冒']) },
  { formula: '补中益气汤', group: 'G', match: (f) => need(f, [], ['神疲乏力', '下肢无力']) },
  { formula: '保和丸', group: 'G', match: (f) => either(need(f, [], ['嗳气', '反酸']), answer(f.diet === '量多', '饮食量多')) },
  { formula: '六君子汤', group: 'G', match: (f) => either(answer(f.diet === '量少', '饮食量少'), need(f, [], ['食欲不振'])) },
];
export const DEFAULT_GENERAL = '四君子汤';

/**
 * Choose by rules: the first match of each group, at most `max`, and only a formula that answers
 * something the earlier ones do not (大柴胡汤 already treats the 便秘 that alone would call for
 * 麻子仁丸).
 */
export function chooseByRules(rules: SymptomRule[], facts: Facts, max: number): Array<{ formula: string; evidence: string[] }> {
  const out: Array<{ formula: string; evidence: string[] }> = [];
  const groups = new Set<string>();
  const covered = new Set<string>();
  for (const rule of rules) {
    if (out.length >= max) break;
    if (groups.has(rule.group)) continue;
    const evidence = rule.match(facts);
    if (!evidence || evidence.every((e) => covered.has(e))) continue;
    groups.add(rule.group);
    for (const e of evidence) covered.add(e);
    out.push({ formula: rule.formula, evidence });
  }
  return out;
}
