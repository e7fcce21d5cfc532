import fc from 'fast-check';
import { Solar } from 'lunar-javascript';
import { checkHerbCombination, defaultInquiry, pregnancyFlag } from '@tcm/shared/clinic';
import { findHerb } from '../src/clinic/engine';
import { SOLAR_TERMS, TERM_FORMULAS, formulaOfTerm, generalPrescription, solarTermOf, solarTermInfo } from '../src/clinic/general';
import { escapeXml, renderSheetSvg, wrap, type SheetInput } from '../src/clinic/sheet';
import { pregnantInquiry } from './clinicSupport';

const addDay = (ymd: string, n = 1) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

describe('solar term of a date (lunar-javascript, Beijing days)', () => {
  it('立春 2026 starts on 2026-02-04 (04:02 Beijing): the day before is still 大寒, the whole day is 立春', () => {
    expect(solarTermOf('2026-02-03')).toEqual({ name: '大寒', date: '2026-01-20', next: '立春', nextDate: '2026-02-04' });
    expect(solarTermOf('2026-02-04')).toEqual({ name: '立春', date: '2026-02-04', next: '雨水', nextDate: '2026-02-18' });
    expect(solarTermOf('2026-02-05').name).toBe('立春');
    expect(solarTermOf('2026-02-17').name).toBe('立春');
    expect(solarTermOf('2026-02-18').name).toBe('雨水');
  });

  it('other boundaries: 冬至 2026 on 12-22, 夏至 on 06-21, across the new year 冬至 → 小寒', () => {
    expect(solarTermOf('2026-12-21').name).toBe('大雪');
    expect(solarTermOf('2026-12-22')).toMatchObject({ name: '冬至', date: '2026-12-22', next: '小寒', nextDate: '2027-01-05' });
    expect(solarTermOf('2026-06-20').name).toBe('芒种');
    expect(solarTermOf('2026-06-21').name).toBe('夏至');
    expect(solarTermOf('2026-12-31')).toMatchObject({ name: '冬至', next: '小寒' });
    expect(solarTermOf('2027-01-05').name).toBe('小寒');
  });

  it('walking 2026 day by day meets the 24 terms in order, each starting on the day lunar-javascript gives', () => {
    const table = Solar.fromYmd(2026, 7, 1).getLunar().getJieQiTable() as Record<string, { toYmd(): string }>;
    const seen: string[] = [];
    let day = '2026-01-01';
    while (day <= '2026-12-31') {
      const t = solarTermOf(day);
      expect(t.date <= day && day < t.nextDate).toBe(true);
      if (seen[seen.length - 1] !== t.name) {
        seen.push(t.name);
        expect(Object.values(table).map((d) => d.toYmd())).toContain(t.date);
      }
      day = addDay(day);
    }
    // 2026-01-01 is in 冬至 (2025-12-21); then 小寒 … 冬至 again.
    expect(seen).toEqual(['冬至', '小寒', '大寒', ...SOLAR_TERMS.slice(0, 21), '冬至']);
  });

  it('refuses what is not a day', () => {
    expect(() => solarTermOf('2026-2-4')).toThrow();
  });
});

describe('the 节气 → formula table', () => {
  it('gives each of the 24 terms exactly one formula, every herb in the engine herb table, no 十八反/十九畏 inside', () => {
    expect(TERM_FORMULAS.map((r) => r.term)).toEqual([...SOLAR_TERMS]);
    for (const term of SOLAR_TERMS) {
      const { row, formula } = formulaOfTerm(term);
      expect(formula.name).toBe(row.formula);
      expect(row.why).toContain(term);
      for (const h of formula.herbs) expect(findHerb(h.name)).toBeDefined();
      expect(
        checkHerbCombination(
          formula.herbs.map((h) => h.name),
          { pregnant: false },
        ),
      ).toBeNull();
    }
  });

  it('the general prescription of 2027-02-04 is 桂枝汤 (立春) at the book doses for an adult, one dose a day', () => {
    const { result, term } = generalPrescription({ sex: 1, birthday: '1980-05-20', inquiry: defaultInquiry(), startDate: '2027-02-04', takeDays: 7 });
    expect(term).toMatchObject({ name: '立春', formula: '桂枝汤', source: '伤寒论 · 桂枝汤', nextName: '雨水' });
    expect(result.prescriptions).toEqual([
      {
        name: '桂枝汤',
        source: '伤寒论 · 桂枝汤',
        count: 7,
        supplyDays: 7,
        herbs: [
          { name: '桂枝', weight: 9 },
          { name: '白芍', weight: 9 },
          { name: '炙甘草', weight: 6 },
          { name: '生姜', weight: 9 },
          { name: '大枣', weight: 12 },
        ],
      },
    ]);
    expect(result.shangHan).toEqual([]);
    expect(result.reasons[0]).toContain('属立春');
    // The day before belongs to 大寒: 肾气丸.
    expect(generalPrescription({ sex: 1, birthday: '1980-05-20', inquiry: defaultInquiry(), startDate: '2027-02-03', takeDays: 7 }).term.formula).toBe(
      '肾气丸',
    );
  });

  it('is deterministic and safe for a pregnant patient on every day of a year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 364 }), fc.boolean(), fc.integer({ min: 1, max: 30 }), (offset, pregnant, days) => {
        const input = {
          sex: 0 as const,
          birthday: '1990-03-01',
          inquiry: pregnant ? pregnantInquiry() : defaultInquiry(),
          startDate: addDay('2027-01-01', offset),
          takeDays: days,
        };
        const a = generalPrescription(input);
        expect(generalPrescription(input)).toEqual(a);
        const names = a.result.prescriptions[0].herbs.map((h) => h.name);
        expect(checkHerbCombination(names, { pregnant })).toBeNull();
        if (pregnant) for (const n of names) expect(pregnancyFlag(n)).toBeNull();
        expect(a.result.prescriptions[0].count).toBe(days);
        expect(solarTermInfo(input.startDate).formula).toBe(a.result.prescriptions[0].name);
      }),
      { numRuns: 150 },
    );
  });
});

describe('escapeXml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeXml(`<script>alert("x" & 'y')</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;');
  });

  it('drops what XML forbids and keeps every other character', () => {
    expect(escapeXml('a\u0000b\u0008c\u001fd\ufffe\uffff')).toBe('abcd');
    expect(escapeXml('x\ud800y')).toBe('xy');
    expect(escapeXml('张三 🌿\t\n甲')).toBe('张三 🌿\t\n甲');
  });

  it('never lets a tag, an attribute end or a bare ampersand through, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const out = escapeXml(s);
        expect(out).not.toMatch(/[<>"']/);
        expect(out).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
        // Decoding the five entities gives the input back, minus the forbidden characters only.
        const back = out
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&');
        expect(back.length).toBeLessThanOrEqual(s.length);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the rendered sheet (SVG)', () => {
  const input = (over: Partial<SheetInput> = {}): SheetInput => ({
    clinicName: '岐黄国医健康科技有限公司',
    slogan: '传承国医智慧 · 守护全家健康',
    visitRecordId: 12,
    sheetNo: 1,
    sheetCount: 1,
    issuedOn: '2026-11-20',
    patient: { name: '王小明', sex: '男', age: 46, birthday: '1980-05-20' },
    diagnosis: '立春节气通用方',
    kindText: '通用方',
    prescription: {
      name: '桂枝汤',
      source: '伤寒论 · 桂枝汤',
      count: 7,
      startDate: '2027-02-04',
      endDate: '2027-02-10',
      herbs: [
        { name: '桂枝', weight: 9 },
        { name: '白芍', weight: 9 },
        { name: '炙甘草', weight: 6 },
      ],
    },
    takeTime: '饭后',
    doctorName: '李时珍',
    qrText: 'http://127.0.0.1:8080/prescriptionImage?visitRecordId=12',
    ...over,
  });

  it('prints the clinic, patient, diagnosis, every herb with its weight, doses, take time, doctor and a QR code, on A5', () => {
    const svg = renderSheetSvg(input());
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('viewBox="0 0 148 210"');
    for (const s of [
      '岐黄国医健康科技有限公司',
      '处 方 笺（通用方）',
      '王小明',
      '46岁',
      '立春节气通用方',
      '桂枝汤',
      '>桂枝<',
      '>白芍<',
      '>炙甘草<',
      '>9g<',
      '>6g<',
      '7 剂',
      '饭后温服',
      '李时珍',
      '2027-02-04 至 2027-02-10',
    ]) {
      expect(svg).toContain(s);
    }
    expect(svg).toMatch(/aria-label="就诊二维码"><rect[^>]*\/><path d="(M\d+ \d+h1v1h-1z)+"/);
    expect(svg.match(/<text /g)!.length).toBe(svg.match(/<\/text>/g)!.length);
  });

  it('a patient named <script>, a doctor with quotes and a diagnosis with & cannot add markup', () => {
    const svg = renderSheetSvg(
      input({
        patient: { name: '<script>alert(1)</script>', sex: '女', age: 30, birthday: '1996-01-01' },
        doctorName: '"/><image href="x" onerror="alert(1)',
        diagnosis: 'A & B <b>',
        prescription: { ...input().prescription, herbs: [{ name: '<img src=x>', weight: 3 }] },
      }),
    );
    expect(svg).not.toMatch(/<script|<image|<img|<b>/i);
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&quot;/&gt;&lt;image href=&quot;x&quot;');
    expect(svg).toContain('A &amp; B &lt;b&gt;');
  });

  it('wraps long text by width and marks a cut with …', () => {
    expect(wrap('短', 10, 1)).toEqual(['短']);
    expect(wrap('一二三四五六', 4, 1)).toEqual(['一二三…']);
    expect(wrap('一二三四五六七八', 4, 2)).toEqual(['一二三四', '五六七八']);
    expect(wrap('一二三四五六七八九', 4, 2)).toEqual(['一二三四', '五六七…']);
    expect(wrap('abcdefgh', 2.2, 3)).toEqual(['abcd', 'efgh']);
  });

  it('fits 30 herbs: rows shrink to the space', () => {
    const herbs = Array.from({ length: 30 }, (_, i) => ({ name: `药${i}`, weight: i + 1 }));
    const svg = renderSheetSvg(input({ prescription: { ...input().prescription, herbs } }));
    expect(svg).toContain('>药29<');
    expect(svg).toContain('共 30 味');
  });
});
