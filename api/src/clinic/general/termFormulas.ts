import { findFormula, type Formula, type FormulaHerb } from '../engine/formulas';
import type { SolarTermName } from './solarTerms';

/**
 * 二十四节气通用方: one classical formula for each solar term, for a patient without a
 * questionnaire (the general prescription of spec 3 §2.4). The choice follows the season's 气 as
 * 《素问·四气调神大论》 orders the year (春养生、夏养长、秋养收、冬养藏) and the common 节气养生
 * practice: spring lets the 肝 rise and guards against lingering 风寒, summer clears 暑 and
 * 湿 and nourishes 心 and 气阴, autumn moistens 燥 and the 肺, winter warms and stores in the
 * 肾. Every formula is a real composition: most come from the engine's table
 * (api/src/clinic/engine/formulas.ts); the eight it lacks are defined here, with the gram doses
 * taught by the 《方剂学》 textbook (the engine then keeps each herb inside its 药典 range).
 */

const parse = (spec: string): FormulaHerb[] =>
  spec.split(/\s+/).map((part) => {
    const m = /^(.+?)(\d+)$/.exec(part);
    if (!m) throw new Error(`formula herb without dose: ${part}`);
    return { name: m[1], dose: Number(m[2]) };
  });

const own = (book: string, name: string, spec: string, indication: string, note?: string): Formula => ({
  name,
  source: `${book} · ${name}`,
  herbs: parse(spec),
  indication,
  ...(note ? { note } : {}),
});

/** The formulas the engine's table does not hold. */
export const TERM_OWN_FORMULAS: Formula[] = [
  own(
    '太平惠民和剂局方',
    '参苓白术散',
    '人参15 白术15 茯苓15 炙甘草10 山药15 白扁豆12 莲子9 薏苡仁9 砂仁6 桔梗6',
    '脾虚湿盛，饮食不化，肢倦乏力，大便溏泄',
    '以汤剂入药；砂仁后下',
  ),
  own('医学启源', '生脉散', '人参9 麦冬9 五味子6', '暑热耗气伤阴，汗多神疲，气短口渴'),
  own('温病条辨', '三仁汤', '苦杏仁15 滑石18 通草6 豆蔻6 淡竹叶6 厚朴6 薏苡仁18 半夏15', '湿温初起，湿重于热，头痛身重，胸闷不饥', '豆蔻后下'),
  own('伤寒论', '竹叶石膏汤', '淡竹叶6 石膏50 半夏9 麦冬20 人参6 炙甘草6 粳米10', '热病后期，余热未清，气津两伤，身热多汗，心烦口渴', '石膏先煎'),
  own('温病条辨', '沙参麦冬汤', '北沙参9 玉竹6 甘草3 桑叶5 麦冬9 白扁豆5 天花粉5', '燥伤肺胃阴分，咽干口渴，干咳少痰'),
  own('温病条辨', '杏苏散', '紫苏叶9 半夏9 茯苓9 前胡9 桔梗6 枳壳6 甘草3 生姜3 大枣3 陈皮6 苦杏仁9', '外感凉燥，恶寒无汗，咳嗽痰稀，鼻塞咽干'),
  own(
    '慎斋遗书',
    '百合固金汤',
    '百合12 熟地黄9 生地黄9 当归9 白芍6 甘草3 桔梗6 玄参3 浙贝母6 麦冬9',
    '肺肾阴亏，虚火上炎，咳嗽气喘，咽喉燥痛',
    '原方贝母，今以浙贝母入药',
  ),
  own(
    '太平惠民和剂局方',
    '十全大补汤',
    '人参6 肉桂3 川芎6 熟地黄12 茯苓9 白术9 炙甘草3 黄芪12 当归9 白芍9',
    '气血两虚，面色萎黄，倦怠食少，畏寒肢冷',
    '原方地黄，今以熟地黄入药；原方另入生姜三片、大枣二枚同煎',
  ),
];

export interface TermFormula {
  term: SolarTermName;
  formula: string;
  /** Why this formula for this term. */
  why: string;
}

/** The table: each term, its formula and why (api/README.md "General prescription and sheet"). */
export const TERM_FORMULAS: readonly TermFormula[] = [
  { term: '立春', formula: '桂枝汤', why: '立春阳气始生而余寒未尽，调和营卫、解肌散寒，助阳气升发' },
  { term: '雨水', formula: '四君子汤', why: '雨水湿气渐生，湿易困脾，益气健脾以御湿' },
  { term: '惊蛰', formula: '玉屏风散', why: '惊蛰春雷始动，风邪易袭，益气固表以防外感' },
  { term: '春分', formula: '逍遥散', why: '春分阴阳相半，肝气当令易郁，疏肝健脾、养血调和' },
  { term: '清明', formula: '柴胡疏肝散', why: '清明肝气升发最旺，疏肝理气，免其郁滞' },
  { term: '谷雨', formula: '二陈汤', why: '谷雨雨水增多，湿浊内生，燥湿化痰、理气和中' },
  { term: '立夏', formula: '酸枣仁汤', why: '立夏心气当令，夏夜短而心神易扰，养心安神' },
  { term: '小满', formula: '三仁汤', why: '小满湿热渐盛，宣上畅中渗下，分消湿热' },
  { term: '芒种', formula: '六君子汤', why: '芒种暑湿交蒸，脾胃易伤，健脾益气兼化痰湿' },
  { term: '夏至', formula: '竹叶石膏汤', why: '夏至阳气极盛，暑热伤津耗气，清热生津、益气和胃' },
  { term: '小暑', formula: '生脉散', why: '小暑暑热汗多，气阴两伤，益气生津、敛阴止汗' },
  { term: '大暑', formula: '五苓散', why: '大暑湿热最重，渴而小便不利，利水渗湿、温阳化气' },
  { term: '立秋', formula: '参苓白术散', why: '立秋长夏湿气未尽，健脾渗湿，为秋收作准备' },
  { term: '处暑', formula: '沙参麦冬汤', why: '处暑暑去燥来，燥伤肺胃之阴，清养肺胃、生津润燥' },
  { term: '白露', formula: '杏苏散', why: '白露天气转凉，凉燥袭肺，轻宣凉燥、理肺化痰' },
  { term: '秋分', formula: '止嗽散', why: '秋分燥气当令，肺失宣降而易咳，宣肺疏风、止咳化痰' },
  { term: '寒露', formula: '百合固金汤', why: '寒露燥甚，肺肾阴亏，滋养肺肾、润燥止咳' },
  { term: '霜降', formula: '补中益气汤', why: '霜降秋冬之交，脾胃为后天之本，补中益气以备冬藏' },
  { term: '立冬', formula: '六味地黄丸', why: '立冬万物收藏，滋补肾阴，以养其藏' },
  { term: '小雪', formula: '归脾汤', why: '小雪天寒日短，心脾易虚，益气补血、健脾养心' },
  { term: '大雪', formula: '当归四逆汤', why: '大雪寒盛，血虚寒凝，手足厥冷，温经散寒、养血通脉' },
  { term: '冬至', formula: '十全大补汤', why: '冬至阴极阳生，冬令进补，气血双补、温阳散寒' },
  { term: '小寒', formula: '理中丸', why: '小寒寒邪直中，脾胃虚寒，温中祛寒、补气健脾' },
  { term: '大寒', formula: '肾气丸', why: '大寒一年寒极，温补肾阳，助来年阳气生发' },
];

/** A formula of the table by name: the engine's table first, then the ones defined here. */
export function termFormulaByName(name: string): Formula | undefined {
  return findFormula(name) ?? TERM_OWN_FORMULAS.find((f) => f.name === name);
}

/** The row and the formula of a term. */
export function formulaOfTerm(term: SolarTermName): { row: TermFormula; formula: Formula } {
  const row = TERM_FORMULAS.find((r) => r.term === term);
  const formula = row && termFormulaByName(row.formula);
  if (!row || !formula) throw new Error(`no general formula for ${term}`);
  return { row, formula };
}
