import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QUESTIONNAIRE, pregnancyFlag } from '@tcm/shared/clinic';
import { ACUPOINTS, SYMPTOM_POINTS, INSOMNIA_POINTS, HEALTH_POINTS, findAcupoint } from '../src/clinic/engine/acupoints';
import { ALL_FORMULAS, GENERAL_FORMULAS, QI_FORMULAS, SHANGHAN_FORMULAS, YUN_FORMULAS, findFormula } from '../src/clinic/engine/formulas';
import { HERBS, findHerb, herbInitials } from '../src/clinic/engine/herbs';
import { GENERAL_RULES, SHANGHAN_RULES } from '../src/clinic/engine/rules';

const OPTIONS = new Set([...QUESTIONNAIRE.shangjiao_array, ...QUESTIONNAIRE.zhongjiao_array, ...QUESTIONNAIRE.xiajiao_array].flatMap((i) => i.options));

describe('herb table', () => {
  it('holds at least 150 herbs, each once, with integer prices and 药典 dose ranges', () => {
    expect(HERBS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(HERBS.map((h) => h.name)).size).toBe(HERBS.length);
    for (const h of HERBS) {
      expect(Number.isInteger(h.priceFenPerGram) && h.priceFenPerGram > 0).toBe(true);
      // 药典 ranges are whole grams but for 苦参 4.5～9 g; the engine gives whole grams inside them.
      expect(Number.isInteger(h.minDose) || h.name === '苦参').toBe(true);
      expect(Number.isInteger(h.maxDose)).toBe(true);
      expect(h.minDose).toBeGreaterThanOrEqual(1);
      expect(h.minDose).toBeLessThanOrEqual(h.maxDose);
      expect(h.maxDose).toBeLessThanOrEqual(999);
      expect(h.piecesWeight).toBeGreaterThanOrEqual(0);
      expect(h.category).toMatch(/药$/);
      expect(h.pregnancy).toBe(pregnancyFlag(h.name));
      expect(h.initials).toMatch(new RegExp(`^[a-z]{${[...h.name].length}}$`));
    }
  });

  it('computes pinyin initials, with the herb readings of polyphonic characters', () => {
    expect(['麻黄', '白术', '苍术', '莪术', '苦参', '太子参', '阿胶', '枳壳', '厚朴', '薄荷', '大黄'].map(herbInitials)).toEqual([
      'mh',
      'bz',
      'cz',
      'ez',
      'ks',
      'tzs',
      'ej',
      'zq',
      'hp',
      'bh',
      'dh',
    ]);
    expect(findHerb('人参')).toMatchObject({ initials: 'rs', category: '补气药', minDose: 3, maxDose: 9, pregnancy: null });
    expect(findHerb('附子')!.pregnancy).toBe('caution');
    expect(findHerb('水蛭')!.pregnancy).toBe('forbidden');
    expect(findHerb('大枣')!.piecesWeight).toBe(3);
  });

  it('has a substitute in the category of every herb the formulas use, except the categories of one herb', () => {
    const lonely = [...new Set(HERBS.map((h) => h.category))].filter((c) => HERBS.filter((h) => h.category === c).length < 2);
    expect(lonely).toEqual(['开窍药']);
  });
});

describe('formula table', () => {
  it('every herb of every formula is in the herb table, once per formula', () => {
    for (const f of ALL_FORMULAS) {
      expect(new Set(f.herbs.map((h) => h.name)).size).toBe(f.herbs.length);
      for (const h of f.herbs) {
        expect([f.name, h.name, findHerb(h.name) !== undefined]).toEqual([f.name, h.name, true]);
        expect(Number.isInteger(h.dose) && h.dose > 0).toBe(true);
      }
    }
    expect(new Set(ALL_FORMULAS.map((f) => f.name)).size).toBe(ALL_FORMULAS.length);
  });

  it('has the 伤寒论 formulas asked for, and a 运 formula for each stem and a 气 formula for each branch pair', () => {
    const names = SHANGHAN_FORMULAS.map((f) => f.name);
    for (const n of [
      '桂枝汤',
      '麻黄汤',
      '小柴胡汤',
      '葛根汤',
      '大青龙汤',
      '小青龙汤',
      '白虎汤',
      '理中丸',
      '四逆汤',
      '真武汤',
      '五苓散',
      '半夏泻心汤',
      '炙甘草汤',
      '黄连阿胶汤',
      '吴茱萸汤',
      '当归四逆汤',
      '芍药甘草汤',
      '苓桂术甘汤',
      '大柴胡汤',
      '桂枝加芍药汤',
    ]) {
      expect(names).toContain(n);
    }
    expect(Object.keys(YUN_FORMULAS).join('')).toBe('甲乙丙丁戊己庚辛壬癸');
    expect(Object.keys(QI_FORMULAS)).toEqual(['子午', '丑未', '寅申', '卯酉', '辰戌', '巳亥']);
    expect(Object.values(QI_FORMULAS).map((f) => f.name)).toEqual(['正阳汤', '备化汤', '升明汤', '审平汤', '静顺汤', '敷和汤']);
    expect(findFormula('桂枝汤')!.herbs).toEqual([
      { name: '桂枝', dose: 9 },
      { name: '白芍', dose: 9 },
      { name: '炙甘草', dose: 6 },
      { name: '生姜', dose: 9 },
      { name: '大枣', dose: 12 },
    ]);
    expect(GENERAL_FORMULAS.length).toBeGreaterThanOrEqual(20);
  });

  it('every rule names a formula of the table, and every symptom a rule reads is a questionnaire option', () => {
    for (const r of [...SHANGHAN_RULES, ...GENERAL_RULES]) expect(findFormula(r.formula)).toBeDefined();
    // A misspelt symptom would silently never match, so the rule source is read for its literals.
    const source = readFileSync(join(__dirname, '../src/clinic/engine/rules.ts'), 'utf8');
    const lists = [...source.matchAll(/need\(f, \[([^\]]*)\](?:, \[([^\]]*)\])?\)/g), ...source.matchAll(/const shaoyang = \[([^\]]*)\]/g)];
    const symptoms = lists.flatMap((m) => [m[1] ?? '', m[2] ?? ''].flatMap((l) => [...l.matchAll(/'([^']+)'/g)].map((x) => x[1])));
    expect(symptoms.length).toBeGreaterThan(80);
    expect(symptoms.filter((s) => !OPTIONS.has(s))).toEqual([]);
  });
});

describe('acupoints', () => {
  it('holds at least 40 points with WHO codes, each once', () => {
    expect(ACUPOINTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ACUPOINTS.map((p) => p.code)).size).toBe(ACUPOINTS.length);
    for (const p of ACUPOINTS) {
      expect(p.code).toMatch(/^(LU|LI|ST|SP|HT|SI|BL|KI|PC|TE|GB|LR|GV|CV)\d{1,2}$/);
      expect(p.location.length).toBeGreaterThan(3);
    }
    expect(findAcupoint('LI4')).toMatchObject({ name: '合谷', meridian: '手阳明大肠经' });
    expect(findAcupoint('ST36')!.name).toBe('足三里');
    expect(findAcupoint('GV29')!.name).toBe('印堂');
  });

  it('chooses only known points for known symptoms', () => {
    for (const [symptoms, codes] of SYMPTOM_POINTS) {
      expect(symptoms.filter((s) => !OPTIONS.has(s))).toEqual([]);
      for (const c of codes) expect(findAcupoint(c)).toBeDefined();
    }
    for (const c of [...INSOMNIA_POINTS, ...HEALTH_POINTS]) expect(findAcupoint(c)).toBeDefined();
  });
});
