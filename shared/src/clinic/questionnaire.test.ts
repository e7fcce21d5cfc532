import fc from 'fast-check';
import { INQUIRY_ARRAY_NAMES, QUESTIONNAIRE, defaultInquiry, isPregnant, selectedSymptoms, validateInquiry, type InquiryInfo } from '.';

const set = (info: InquiryInfo, key: string, value: string | string[]): InquiryInfo => {
  for (const name of INQUIRY_ARRAY_NAMES) for (const item of info[name]) if (item.key === key) item.value = value;
  return info;
};

describe('questionnaire model (spec 2 §3)', () => {
  it('has the six arrays with the spec defaults', () => {
    const info = defaultInquiry();
    expect(Object.keys(info)).toEqual([...INQUIRY_ARRAY_NAMES]);
    expect(info.basic_array.map((i) => [i.key, i.value, i.must])).toEqual([
      ['是否孕妇', '否', true],
      ['饮食', '正常', false],
      ['睡眠', '正常', false],
      ['大便', '正常', false],
      ['小便', '正常', false],
    ]);
    expect(info.basic_array[1].options).toEqual(['正常', '量少', '量多']);
    expect(info.basic_enter_array.map((i) => i.key)).toEqual(['体温', '脉搏', '收缩压', '舒张压', '主诉', '诊断结果']);
    expect(info.maixiang_array).toHaveLength(6);
    for (const p of info.maixiang_array) expect([p.value, p.options]).toEqual(['正常', ['正常', '不及', '太过']]);
  });

  it('names every burner sub-group of the spec with 4 to 10 options, no option in two groups', () => {
    const info = defaultInquiry();
    expect(info.shangjiao_array.map((i) => i.key)).toEqual(['头', '眼', '耳', '鼻', '口', '牙', '颈肢咽', '肺', '心脑', '其他']);
    expect(info.zhongjiao_array.map((i) => i.key)).toEqual(['胃', '肝胆', '三高', '胸胁背', '其他']);
    expect(info.xiajiao_array.map((i) => i.key)).toEqual(['肾膀胱', '妇科', '腰膝', '其他']);
    const all: string[] = [];
    for (const item of [...info.shangjiao_array, ...info.zhongjiao_array, ...info.xiajiao_array]) {
      expect(item.value).toEqual([]);
      expect(item.options.length).toBeGreaterThanOrEqual(4);
      expect(item.options.length).toBeLessThanOrEqual(10);
      all.push(...item.options);
    }
    expect(new Set(all).size).toBe(all.length);
  });

  it('hands out independent copies; the model itself is frozen', () => {
    const a = defaultInquiry();
    (a.shangjiao_array[0].value as string[]).push('头痛');
    expect(defaultInquiry().shangjiao_array[0].value).toEqual([]);
    expect(Object.isFrozen(QUESTIONNAIRE.basic_array[0])).toBe(true);
  });

  it('reads pregnancy and the selected symptoms', () => {
    const info = set(set(defaultInquiry(), '肺', ['咳嗽', '恶寒']), '胃', ['心下痞']);
    expect(isPregnant(info)).toBe(false);
    expect(isPregnant(set(info, '是否孕妇', '是'))).toBe(true);
    expect(selectedSymptoms(info)).toEqual(['咳嗽', '恶寒', '心下痞']);
  });
});

describe('validateInquiry', () => {
  it('accepts the defaults and returns the model back', () => {
    expect(validateInquiry(defaultInquiry())).toEqual({ ok: true, value: defaultInquiry() });
  });

  it('refuses an implausible vital sign and a pressure pair the wrong way round, as the page does', () => {
    expect(validateInquiry(set(defaultInquiry(), '体温', '365'))).toEqual({ ok: false, msg: '请输入正确的体温（34-43℃，最多一位小数）' });
    expect(validateInquiry(set(defaultInquiry(), '脉搏', '72.5'))).toEqual({ ok: false, msg: '请输入正确的脉搏（30-220次/分的整数）' });
    const pressure = set(set(defaultInquiry(), '收缩压', '80'), '舒张压', '90');
    expect(validateInquiry(pressure)).toEqual({ ok: false, msg: '收缩压应大于舒张压' });
    expect(validateInquiry(set(set(defaultInquiry(), '体温', '36.5'), '收缩压', '120')).ok).toBe(true);
  });

  it('orders multi-select answers like the model and ignores the caller options', () => {
    const info = set(defaultInquiry(), '头', ['头晕', '头痛']);
    info.shangjiao_array[0].options = ['伪造'];
    info.shangjiao_array[0].must = true;
    const r = validateInquiry(info);
    expect(r.ok && r.value.shangjiao_array[0]).toEqual({
      key: '头',
      value: ['头痛', '头晕'],
      options: QUESTIONNAIRE.shangjiao_array[0].options,
      must: false,
    });
  });

  it('fills left-out optional items with their defaults, but requires 是否孕妇', () => {
    const info = defaultInquiry();
    info.zhongjiao_array = [];
    const r = validateInquiry(info);
    expect(r.ok && r.value.zhongjiao_array).toEqual(defaultInquiry().zhongjiao_array);
    const noPregnancy = defaultInquiry();
    noPregnancy.basic_array.shift();
    expect(validateInquiry(noPregnancy)).toEqual({ ok: false, msg: '请选择是否孕妇' });
    expect(validateInquiry(set(defaultInquiry(), '是否孕妇', ''))).toEqual({ ok: false, msg: '请选择是否孕妇' });
  });

  it.each<[string, (i: InquiryInfo) => unknown, string]>([
    ['not an object', () => 'x', '问诊信息格式不正确'],
    ['an array', () => [], '问诊信息格式不正确'],
    ['a missing array', (i) => ({ ...i, xiajiao_array: undefined }), '问诊信息不完整'],
    ['an unknown array', (i) => ({ ...i, extra_array: [] }), '问诊信息含有未知项目'],
    ['an unknown key', (i) => ({ ...i, basic_array: [...i.basic_array.slice(0, 4), { key: '体重', value: '正常' }] }), '问诊信息含有未知项目'],
    ['an item without key', (i) => ({ ...i, basic_array: [{ value: '否' }] }), '问诊信息格式不正确'],
    ['a duplicated key', (i) => ({ ...i, basic_array: [i.basic_array[0], i.basic_array[0]] }), '问诊项目重复：是否孕妇'],
    ['an unknown single option', (i) => set(i, '饮食', '很多'), '“饮食”的选项不正确'],
    ['an unknown pulse option', (i) => set(i, '左寸', '弦'), '“左寸”的选项不正确'],
    ['a pregnancy answer outside 是/否', (i) => set(i, '是否孕妇', '不知道'), '“是否孕妇”的选项不正确'],
    ['an unknown symptom', (i) => set(i, '头', ['头痛', '心下痞']), '“头”的选项不正确'],
    ['a repeated symptom', (i) => set(i, '头', ['头痛', '头痛']), '“头”的选项不正确'],
    ['a string for a multi-select', (i) => set(i, '头', '头痛'), '“头”的选项不正确'],
    ['a number as free text', (i) => set(i, '体温', 37 as unknown as string), '“体温”格式不正确'],
    ['a too long vital sign', (i) => set(i, '体温', '3'.repeat(11)), '“体温”不能超过10个字'],
    ['a too long complaint', (i) => set(i, '主诉', '咳'.repeat(201)), '“主诉”不能超过200个字'],
    ['a NUL in free text', (i) => set(i, '主诉', '咳\u0000嗽'), '“主诉”含有不允许的字符'],
    ['a line break in a vital sign', (i) => set(i, '脉搏', '7\n2'), '“脉搏”含有不允许的字符'],
    ['a lone surrogate', (i) => set(i, '诊断结果', 'a\ud800'), '“诊断结果”含有不允许的字符'],
  ])('refuses %s', (_, make, msg) => {
    expect(validateInquiry(make(defaultInquiry()))).toEqual({ ok: false, msg });
  });

  it('keeps line breaks in the complaint and trims free text', () => {
    const r = validateInquiry(set(set(defaultInquiry(), '主诉', ' 咳嗽三天\n夜间加重 '), '体温', '37.5'));
    expect(r.ok && r.value.basic_enter_array.map((i) => i.value)).toEqual(['37.5', '', '', '', '咳嗽三天\n夜间加重', '']);
  });
});

describe('validateInquiry on arbitrary input', () => {
  const arbItem = fc.record(
    { key: fc.oneof(fc.constantFrom('是否孕妇', '头', '主诉', '左寸', '其他'), fc.string()), value: fc.anything() },
    { requiredKeys: [] },
  );
  const arbInfo = fc.oneof(
    fc.anything(),
    fc.dictionary(fc.constantFrom(...INQUIRY_ARRAY_NAMES, 'x'), fc.oneof(fc.array(arbItem, { maxLength: 12 }), fc.anything())),
  );

  it('never throws, and what it accepts it accepts again unchanged', () => {
    fc.assert(
      fc.property(arbInfo, (x) => {
        const r = validateInquiry(x);
        if (r.ok) expect(validateInquiry(r.value)).toEqual(r);
        else expect(r.msg).toMatch(/[\u4e00-\u9fff]/);
      }),
      { numRuns: 500 },
    );
  });
});
