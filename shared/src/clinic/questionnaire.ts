/**
 * The symptom questionnaire of spec 2 §3 (inquiryInfo): six arrays of items. The spec names the
 * burner sub-groups but not their options; the options below are common complaints of each
 * region as a TCM doctor would ask them. The API validates every submitted questionnaire against
 * this one model, so the browser and the server can never disagree about what a choice means.
 */

export const INQUIRY_ARRAY_NAMES = ['basic_array', 'basic_enter_array', 'maixiang_array', 'shangjiao_array', 'zhongjiao_array', 'xiajiao_array'] as const;

export type InquiryArrayName = (typeof INQUIRY_ARRAY_NAMES)[number];

export interface InquiryItem {
  key: string;
  /** A string for single choice and free text; string[] for the multi-select burner groups. */
  value: string | string[];
  /** Empty for free text. */
  options: string[];
  must: boolean;
}

export type InquiryInfo = Record<InquiryArrayName, InquiryItem[]>;

/** Display titles of the arrays, in the order the questionnaire shows them. */
export const INQUIRY_ARRAY_TITLES: Record<InquiryArrayName, string> = {
  basic_array: '基本信息',
  basic_enter_array: '体征与诊断',
  maixiang_array: '脉象',
  shangjiao_array: '上焦',
  zhongjiao_array: '中焦',
  xiajiao_array: '下焦',
};

export const PREGNANT_KEY = '是否孕妇';
export const PULSE_OPTIONS = ['正常', '不及', '太过'];
export const PULSE_POSITIONS = ['左寸', '左关', '左尺', '右寸', '右关', '右尺'];

/** Longest accepted answer of each free-text item (characters). */
export const FREE_TEXT_MAX: Record<string, number> = {
  体温: 10,
  脉搏: 10,
  收缩压: 10,
  舒张压: 10,
  主诉: 200,
  诊断结果: 200,
};

const single = (key: string, options: string[], value: string, must = false): InquiryItem => ({
  key,
  value,
  options,
  must,
});
const text = (key: string): InquiryItem => ({ key, value: '', options: [], must: false });
const multi = (key: string, options: string[]): InquiryItem => ({ key, value: [], options, must: false });

const MODEL: InquiryInfo = {
  basic_array: [
    single(PREGNANT_KEY, ['是', '否'], '否', true),
    single('饮食', ['正常', '量少', '量多'], '正常'),
    single('睡眠', ['正常', '失眠', '嗜睡'], '正常'),
    single('大便', ['正常', '泄泻', '便秘'], '正常'),
    single('小便', ['正常', '憋尿', '尿频'], '正常'),
  ],
  basic_enter_array: Object.keys(FREE_TEXT_MAX).map(text),
  maixiang_array: PULSE_POSITIONS.map((p) => single(p, PULSE_OPTIONS, '正常')),
  shangjiao_array: [
    multi('头', ['头痛', '头晕', '头重如裹', '偏头痛', '巅顶痛', '头胀', '脱发']),
    multi('眼', ['目赤肿痛', '目干涩', '视物模糊', '眼睑浮肿', '迎风流泪', '目痒', '眼花']),
    multi('耳', ['耳鸣', '耳聋', '耳痛', '耳内流脓', '耳闷胀']),
    multi('鼻', ['鼻塞', '流清涕', '流黄涕', '鼻衄', '鼻痒喷嚏', '嗅觉减退']),
    multi('口', ['口苦', '口干', '口渴喜饮', '口淡无味', '口臭', '口舌生疮', '口黏']),
    multi('牙', ['牙痛', '牙龈肿痛', '牙龈出血', '牙齿松动', '牙龈萎缩']),
    multi('颈肢咽', ['咽干', '咽痛', '咽痒', '咽中异物感', '颈项强痛', '肩背酸痛', '四肢麻木', '手足冰凉', '关节疼痛']),
    multi('肺', ['咳嗽', '咯痰色白清稀', '咯痰色黄黏稠', '干咳少痰', '气喘', '恶寒', '发热', '无汗', '汗出恶风', '易感冒']),
    multi('心脑', ['心悸', '胸闷', '胸痛', '健忘', '多梦', '心烦', '头脑昏沉', '易惊']),
    multi('其他', ['自汗', '盗汗', '面色潮红', '面色萎黄', '烦躁易怒', '寒热往来', '神疲乏力']),
  ],
  zhongjiao_array: [
    multi('胃', ['胃脘胀满', '胃脘疼痛', '心下痞', '嗳气', '反酸', '恶心呕吐', '食欲不振', '胃脘冷痛', '消谷善饥']),
    multi('肝胆', ['胁肋胀痛', '情志抑郁', '急躁易怒', '善太息', '厌食油腻', '目黄身黄', '口苦咽干']),
    multi('三高', ['高血压', '高血脂', '高血糖', '高尿酸']),
    multi('胸胁背', ['胸胁苦满', '胸背痛', '背部怕冷', '肋间刺痛', '乳房胀痛']),
    multi('其他', ['腹胀', '腹痛', '腹冷', '肠鸣', '肢体困重', '渴不欲饮', '形体消瘦', '形体肥胖']),
  ],
  xiajiao_array: [
    multi('肾膀胱', ['尿急', '尿痛', '尿少', '夜尿多', '小便清长', '小便黄赤', '水肿', '遗精', '阳痿', '小便不尽']),
    multi('妇科', ['月经先期', '月经后期', '月经量少', '月经量多', '痛经', '闭经', '带下量多', '带下色黄', '经前乳胀', '绝经前后潮热']),
    multi('腰膝', ['腰痛', '腰膝酸软', '膝关节痛', '下肢无力', '下肢浮肿', '足跟痛', '腰部冷痛', '小腿抽筋']),
    multi('其他', ['五更泄泻', '小腹冷痛', '少腹胀痛', '畏寒肢冷', '痔疮', '便血', '手足心热']),
  ],
};

function freeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) freeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The questionnaire with its defaults; frozen, copy it with defaultInquiry() before editing. */
export const QUESTIONNAIRE: Readonly<InquiryInfo> = freeze(MODEL);

const copyItem = (item: InquiryItem): InquiryItem => ({
  key: item.key,
  value: Array.isArray(item.value) ? [...item.value] : item.value,
  options: [...item.options],
  must: item.must,
});

/** A fresh, editable questionnaire holding the spec's defaults. */
export function defaultInquiry(): InquiryInfo {
  const out = {} as InquiryInfo;
  for (const name of INQUIRY_ARRAY_NAMES) out[name] = QUESTIONNAIRE[name].map(copyItem);
  return out;
}

/** Every selected symptom of the three burner arrays, in questionnaire order. */
export function selectedSymptoms(info: InquiryInfo): string[] {
  const out: string[] = [];
  for (const name of ['shangjiao_array', 'zhongjiao_array', 'xiajiao_array'] as const) {
    for (const item of info[name]) if (Array.isArray(item.value)) out.push(...item.value);
  }
  return out;
}

/** The answer of one single-choice or free-text item ('' when absent). */
export function inquiryAnswer(info: InquiryInfo, array: InquiryArrayName, key: string): string {
  const item = info[array].find((i) => i.key === key);
  return item && typeof item.value === 'string' ? item.value : '';
}

export function isPregnant(info: InquiryInfo): boolean {
  return inquiryAnswer(info, 'basic_array', PREGNANT_KEY) === '是';
}
