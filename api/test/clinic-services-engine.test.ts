import { checkHerbCombination, SERVICE_INDICES } from '@tcm/shared/clinic';
import { ACUPOINTS as ENGINE_ACUPOINTS } from '../src/clinic/engine/acupoints';
import { findHerb } from '../src/clinic/engine/herbs';
import { yunQiOf } from '../src/clinic/engine/wuyunliuqi';
import { ACUPOINT_DETAILS, acupointByCode, acupointByName, acupointPinyin, detailedPoint } from '../src/clinic/services/acupoints';
import { CHANNELS, DETAILS } from '../src/clinic/services/acupointData';
import { boxWeights, liuQiYinOf, pointNamesIn, runService, type ServiceInput } from '../src/clinic/services';
import { CARE_POINTS, HE_POINTS, ORGAN_POINTS, ORGAN_TEA, QI_POINTS, QI_TEA, STEP_MODIFICATIONS } from '../src/clinic/services/tables';
import { constitutionOf, guestHostRelation, stepsOf } from '../src/clinic/services/yunqi';

jest.setTimeout(60_000);

/** The service engine and its data: the WHO acupoints, the rules, 六气饮 by date, determinism. */

const patient = (over: Partial<ServiceInput['patient']> = {}): ServiceInput['patient'] => ({
  patientId: 1,
  name: '测试患者',
  sex: 1,
  birthday: '1980-05-20',
  ...over,
});

describe('the WHO standard acupoints', () => {
  it('361 classical points of the fourteen channels plus 印堂 (GV29), codes and names unique', () => {
    const counts = Object.fromEntries(CHANNELS.map((c) => [c.prefix, c.points.length]));
    expect(counts).toEqual({ LU: 11, LI: 20, ST: 45, SP: 21, HT: 9, SI: 19, BL: 67, KI: 27, PC: 9, TE: 23, GB: 44, LR: 14, GV: 29, CV: 24 });
    expect(ACUPOINT_DETAILS).toHaveLength(362);
    expect(ACUPOINT_DETAILS.filter((p) => p.code !== 'GV29')).toHaveLength(361);
    expect(new Set(ACUPOINT_DETAILS.map((p) => p.code)).size).toBe(362);
    expect(new Set(ACUPOINT_DETAILS.map((p) => p.nameAcup)).size).toBe(362);
    expect(acupointByCode('GV29')?.nameAcup).toBe('印堂');
    expect(acupointByCode('LI4')).toMatchObject({ nameAcup: '合谷', channels: '手阳明大肠经', positionSta: '在手背，第2掌骨桡侧的中点处。' });
    expect(acupointByCode('ST36')?.nameAcup).toBe('足三里');
    expect(acupointByCode('BL40')?.nameAcup).toBe('委中');
    expect(acupointByCode('GB44')?.nameAcup).toBe('足窍阴');
    expect(acupointByCode('CV24')?.nameAcup).toBe('承浆');
  });

  it('at least 100 points carry location, simple locating and method; every detail row names a real point', () => {
    const full = ACUPOINT_DETAILS.filter((p) => p.positionSta && p.position2 && p.acupGet);
    expect(full.length).toBeGreaterThanOrEqual(100);
    expect(new Set(DETAILS.map(([code]) => code)).size).toBe(DETAILS.length);
    for (const [code, sta, two, get] of DETAILS) {
      expect(acupointByCode(code)).toBeDefined();
      expect(sta).toMatch(/^在.+。$/);
      expect(two.length).toBeGreaterThan(3);
      expect(get).toMatch(/刺|灸|针/);
    }
  });

  it("reuses the prescribing engine's acupoints: same codes, same names, and gives every one of them full details", () => {
    for (const p of ENGINE_ACUPOINTS) {
      const mine = acupointByCode(p.code);
      expect(mine?.nameAcup).toBe(p.name);
      expect(mine?.channels).toBe(p.meridian);
      expect(() => detailedPoint(p.code)).not.toThrow();
    }
  });

  it('pinyin with the readings of acupoint names, one syllable per character', () => {
    expect(acupointPinyin('合谷')).toBe('hé gǔ');
    expect(acupointPinyin('肺俞')).toBe('fèi shù');
    expect(acupointPinyin('俞府')).toBe('shū fǔ');
    expect(acupointPinyin('膻中')).toBe('dàn zhōng');
    expect(acupointPinyin('攒竹')).toBe('cuán zhú');
    expect(acupointPinyin('足三里')).toBe('zú sān lǐ');
    expect(acupointPinyin('少商')).toBe('shào shāng');
    expect(acupointPinyin('长强')).toBe('cháng qiáng');
    expect(acupointPinyin('率谷')).toBe('shuài gǔ');
    for (const p of ACUPOINT_DETAILS) expect(p.pinyin.split(' ')).toHaveLength([...p.nameAcup].length);
  });

  it('finds point names in text leftmost-longest: 三阴交 is not 阴交, 足三里 not 手三里', () => {
    expect(pointNamesIn(['取三阴交、足三里，配阴交'])).toEqual(['三阴交', '足三里', '阴交']);
    expect(pointNamesIn(['今日无穴'])).toEqual([]);
  });
});

describe('every point the services can name has full details', () => {
  it('the rule tables name only detailed points', () => {
    const codes = [
      ...Object.values(ORGAN_POINTS).flatMap((p) => [p.yuan, p.shu]),
      ...Object.values(HE_POINTS),
      ...Object.values(QI_POINTS).flatMap((p) => p.points),
      ...CARE_POINTS,
    ];
    for (const code of codes) expect(() => detailedPoint(code)).not.toThrow();
  });

  it('over births of every 运气 year and starts in every step, both sexes, all services', () => {
    const named = new Set<string>();
    const starts = ['2026-11-25', '2027-01-25', '2027-04-01', '2027-06-01', '2027-08-01', '2027-10-01'];
    // Twelve birth years cover the ten stems (岁运) and the twelve branches (司天/在泉).
    for (let year = 1980; year < 1992; year += 1) {
      for (const startDate of starts) {
        for (const sex of [0, 1] as const) {
          const input = { patient: patient({ sex, birthday: `${year}-07-01` }), startDate, days: 10 };
          for (const index of sex === 1 ? SERVICE_INDICES : ([3, 4] as const)) runService(index, input).result.acupoints.forEach((n) => named.add(n));
        }
      }
    }
    expect(named.size).toBeGreaterThan(20);
    for (const name of named) {
      const p = acupointByName(name)!;
      expect([name, !!p.positionSta, !!p.position2, !!p.acupGet]).toEqual([name, true, true, true]);
    }
  });
});

describe('constitution and 运气 of a period', () => {
  it("by the birth year's 岁运: 太过 weakens the 脏 it overcomes, 不及 its own", () => {
    // 1984 甲子: 土运太过 → 土克水, 肾 weak; 1985 乙丑: 金运不及 → 肺 weak, 火 乘 金.
    expect(constitutionOf('1984-06-15')).toMatchObject({ weak: '水', strong: '土' });
    expect(constitutionOf('1985-06-15')).toMatchObject({ weak: '金', strong: '火' });
    // 1985 乙丑: 太阴湿土司天，太阳寒水在泉.
    expect(constitutionOf('1985-06-15').inclinations).toEqual(['湿', '寒']);
    // Born before 大寒 of 1985 (1985-01-20): still 甲子.
    expect(constitutionOf('1985-01-19').birth.ganZhi).toBe('甲子');
    expect(constitutionOf('1985-01-20').birth.ganZhi).toBe('乙丑');
  });

  it('客主加临', () => {
    expect(guestHostRelation({ zhuQi: '少阳相火', keQi: '少阴君火' })).toContain('君位臣则顺');
    expect(guestHostRelation({ zhuQi: '少阴君火', keQi: '少阳相火' })).toContain('臣位君则逆');
    expect(guestHostRelation({ zhuQi: '厥阴风木', keQi: '太阳寒水' })).toContain('相得');
    expect(guestHostRelation({ zhuQi: '太阴湿土', keQi: '厥阴风木' })).toContain('客气胜主气');
    expect(guestHostRelation({ zhuQi: '厥阴风木', keQi: '太阴湿土' })).toContain('主气胜客气');
    expect(guestHostRelation({ zhuQi: '太阳寒水', keQi: '太阳寒水' })).toContain('客主同气');
  });

  it('a period is cut at the steps it crosses, the year at 大寒', () => {
    const spans = stepsOf('2026-01-15', 10);
    expect(spans.map((s) => [s.yq.ganZhi, s.yq.stepName, s.from, s.to])).toEqual([
      ['乙巳', '终之气', '2026-01-15', '2026-01-19'],
      ['丙午', '初之气', '2026-01-20', '2026-01-24'],
    ]);
    expect(stepsOf('2026-11-21', 365).length).toBe(7);
  });
});

describe("六气饮: the 三因司天方 of the year's 司天/在泉 with the step's 加减", () => {
  const herbsOf = (date: string) => liuQiYinOf(yunQiOf(date)).herbs.map(([n]) => n);

  it('2025 乙巳年, 厥阴风木司天, 少阳相火在泉: 敷和汤, a date in each step', () => {
    const yq = yunQiOf('2025-03-01');
    expect([yq.ganZhi, yq.siTian, yq.zaiQuan]).toEqual(['乙巳', '厥阴风木', '少阳相火']);
    const cases: Array<[string, string, string, string[]]> = [
      ['2025-02-10', '初之气', '阳明燥金', ['牛蒡子']],
      ['2025-04-10', '二之气', '太阳寒水', ['麦冬', '山药']],
      ['2025-06-10', '三之气', '厥阴风木', ['紫菀']],
      ['2025-08-10', '四之气', '少阴君火', ['泽泻', '栀子']],
      ['2025-10-10', '五之气', '太阴湿土', []],
      ['2025-12-10', '终之气', '少阳相火', []],
    ];
    const base = ['半夏', '大枣', '五味子', '枳实', '茯苓', '诃子', '干姜', '陈皮', '炙甘草'];
    for (const [date, step, keQi, added] of cases) {
      const at = yunQiOf(date);
      expect([date, at.stepName, at.keQi]).toEqual([date, step, keQi]);
      const f = liuQiYinOf(at);
      expect(f.name).toBe('敷和汤');
      expect(herbsOf(date)).toEqual([...base, ...added]);
      expect(f.changes).toBe(added.length ? `${step}加${added.join('、')}` : `${step}依正方`);
    }
  });

  it('the year turns at 大寒 (2026-01-20), not on 1 January nor at 立春', () => {
    expect(liuQiYinOf(yunQiOf('2026-01-01')).name).toBe('敷和汤');
    expect(liuQiYinOf(yunQiOf('2026-01-19')).name).toBe('敷和汤');
    const next = liuQiYinOf(yunQiOf('2026-01-20'));
    expect(next.name).toBe('正阳汤');
    expect(next.changes).toBe('初之气加苦杏仁、升麻');
    expect(liuQiYinOf(yunQiOf('2026-02-03')).name).toBe('正阳汤');
  });

  it('removals: 备化汤 二之气 去附子; 审平汤 三之气 去远志、山茱萸、白术', () => {
    const bei = liuQiYinOf(yunQiOf('2027-04-10')); // 丁未, 二之气
    expect(bei.name).toBe('备化汤');
    expect(bei.herbs.map(([n]) => n)).not.toContain('附子');
    expect(bei.herbs.map(([n]) => n)).toEqual(expect.arrayContaining(['天麻', '防风']));
    const shen = liuQiYinOf(yunQiOf('2029-06-10')); // 己酉, 三之气
    expect(shen.name).toBe('审平汤');
    expect(shen.herbs.map(([n]) => n)).toEqual(expect.not.arrayContaining(['远志', '山茱萸', '白术']));
  });

  it('all 36 formulas are free of 十八反/十九畏 and dosed within the 药典 range (石榴皮, 漏芦 are not in the herb table)', () => {
    const outside = new Set<string>();
    // One year of each branch pair, a date in each step.
    for (const year of [2026, 2027, 2028, 2029, 2030, 2031]) {
      for (const md of ['02-10', '04-10', '06-10', '08-10', '10-10', '12-10']) {
        const f = liuQiYinOf(yunQiOf(`${year}-${md}`));
        expect(
          checkHerbCombination(
            f.herbs.map(([n]) => n),
            { pregnant: false },
          ),
        ).toBeNull();
        for (const [name, g] of f.herbs) {
          const herb = findHerb(name);
          if (!herb) outside.add(name);
          else expect([name, g >= herb.minDose && g <= herb.maxDose]).toEqual([name, true]);
        }
      }
    }
    expect([...outside].sort()).toEqual(['漏芦', '石榴皮'].sort());
    expect(Object.values(STEP_MODIFICATIONS).every((steps) => steps.length === 6)).toBe(true);
  });
});

describe('the services', () => {
  const input: ServiceInput = { patient: patient({ sex: 0, birthday: '1985-06-15' }), startDate: '2026-11-25', days: 20 };

  it('are deterministic: the same input gives the same text', () => {
    for (const index of SERVICE_INDICES) expect(runService(index, input)).toEqual(runService(index, input));
  });

  it('start with the basics and say the 运气 of the period', () => {
    for (const index of SERVICE_INDICES) {
      const { result } = runService(index, input);
      expect(result.sections[0].heading).toBe('基本信息');
      expect(result.sections[0].lines).toContain('时段：2026-11-25至2026-12-14，共20天');
      expect(result.sections.flatMap((s) => s.lines).join('\n')).toContain('丙午年');
      expect(result.endDate).toBe('2026-12-14');
    }
  });

  it("1 health prediction: constitution by birth year, 岁运, 司天/在泉, each step's 主气/客气, 易发病, 调养, the solar terms", () => {
    const { result } = runService(1, input);
    expect(result.sections.map((s) => s.heading)).toEqual(['基本信息', '先天运气体质', '时段五运六气', '易发病', '调养建议', '期间节气']);
    const text = result.sections.flatMap((s) => s.lines).join('\n');
    expect(text).toContain('乙丑年');
    expect(text).toContain('水运太过');
    expect(text).toContain('少阴君火司天');
    expect(text).toContain('阳明燥金在泉');
    // 2026-11-25 is after 小雪 (2026-11-22): 终之气, 主气太阳寒水, 客气阳明燥金.
    expect(text).toContain('终之气，主气太阳寒水，客气阳明燥金');
    expect(result.sections[5].lines).toEqual(['大雪：2026-12-07']);
  });

  it("4 acupuncture: 俞原配穴 of the weak 脏, the season's points, the 合穴 of the 岁运's victim, no pregnancy-forbidden point for a woman of 14-49", () => {
    const woman = runService(4, input).result;
    // 金 weak → 太渊, 肺俞; 终之气 客气阳明燥金 → 尺泽, 照海 (合谷 left out); 丙午 水运太过 → 心 → 少海.
    expect(woman.acupoints.slice(0, 5)).toEqual(['太渊', '肺俞', '尺泽', '照海', '少海']);
    const chosen = (r: typeof woman) => r.sections.find((s) => s.heading === '取穴')!.lines.map((l) => l.slice(0, l.indexOf('（')));
    expect(chosen(woman)).toEqual(['太渊', '肺俞', '尺泽', '照海', '少海', '足三里']);
    expect(woman.sections.flatMap((s) => s.lines).join('')).toContain('已不取孕妇禁针、慎针之穴（合谷、气海）');
    const man = runService(4, { ...input, patient: patient({ sex: 1, birthday: '1985-06-15' }) }).result;
    expect(chosen(man)).toEqual(['太渊', '肺俞', '尺泽', '照海', '合谷', '少海', '足三里', '气海']);
    const older = runService(4, { ...input, patient: patient({ sex: 0, birthday: '1960-06-15' }) }).result;
    expect(older.sections.flatMap((s) => s.lines).join('')).not.toContain('孕妇禁针');
  });

  it('2 and 9 teas: doses within the 药典 range, the box holds 48 bags of 5 g in whole grams', () => {
    for (const t of [...Object.values(QI_TEA), ...Object.values(ORGAN_TEA)]) {
      for (const [name, g] of t.herbs) {
        const herb = findHerb(name)!;
        expect([name, g >= herb.minDose && g <= herb.maxDose]).toEqual([name, true]);
      }
    }
    const w = boxWeights([
      ['菊花', 5],
      ['桑叶', 5],
      ['枸杞子', 6],
    ]);
    expect(w.reduce((s, h) => s + h.weight, 0)).toBe(240);
    expect(w.every((h) => Number.isInteger(h.weight))).toBe(true);
    const { tea } = runService(9, { ...input, days: 100 });
    expect(tea!.boxes).toBe(3);
    expect(tea!.herbs.reduce((s, h) => s + h.weight, 0)).toBe(240);
    expect(tea!.priceFen).toBe(3 * tea!.herbs.reduce((s, h) => s + h.weight * findHerb(h.name)!.priceFenPerGram, 0));
  });

  it('11: one formula per step the period touches', () => {
    const { result } = runService(11, { ...input, startDate: '2027-01-10', days: 30 });
    const headings = result.sections.map((s) => s.heading);
    expect(headings).toContain('2027-01-10至2027-01-19（终之气）');
    expect(headings).toContain('2027-01-20至2027-02-08（初之气）');
    const text = result.sections.flatMap((s) => s.lines).join('\n');
    expect(text).toContain('方名：正阳汤');
    expect(text).toContain('方名：备化汤');
    expect(text).toContain('共10剂');
    expect(text).toContain('共20剂');
  });

  it('11: the 药典 pregnancy flags of the formula are named for a woman of 14 to 49 only', () => {
    const at = { startDate: '2028-05-25', days: 5 }; // 戊申 三之气: 升明汤加漏芦、升麻、赤芍
    const text = (p: ServiceInput['patient']) =>
      runService(11, { ...at, patient: p })
        .result.sections.flatMap((s) => s.lines)
        .join('\n');
    expect(text(patient({ sex: 0, birthday: '1990-01-01' }))).toContain('育龄女性请先确认是否妊娠：方中漏芦（孕妇慎用）');
    expect(text(patient({ sex: 1, birthday: '1990-01-01' }))).not.toContain('孕妇');
    expect(text(patient({ sex: 0, birthday: '1960-01-01' }))).not.toContain('孕妇');
  });
});
