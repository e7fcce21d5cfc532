import { FREE_TEXT_MAX, INQUIRY_ARRAY_NAMES, PREGNANT_KEY, QUESTIONNAIRE, type InquiryInfo, type InquiryItem } from './questionnaire';
import { checkVitals } from './vitals';

export type InquiryValidation = { ok: true; value: InquiryInfo } | { ok: false; msg: string };

export const INQUIRY_MESSAGES = {
  shape: '问诊信息格式不正确',
  incomplete: '问诊信息不完整',
  unknown: '问诊信息含有未知项目',
  pregnant: '请选择是否孕妇',
} as const;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

// Line breaks are allowed in the long answers (主诉, 诊断结果 come from a text area); every other
// control character, and lone surrogates, are refused so nothing invisible reaches the record.
// eslint-disable-next-line no-control-regex -- the control characters are what this rule refuses
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_SHORT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|\p{Cs}/u;

function checkItem(model: InquiryItem, raw: unknown, draft: boolean): { value: string | string[] } | { msg: string } {
  const label = `“${model.key}”`;
  if (Array.isArray(model.value)) {
    if (!Array.isArray(raw) || raw.length > model.options.length) return { msg: `${label}的选项不正确` };
    const chosen = new Set<string>();
    for (const v of raw) {
      if (typeof v !== 'string' || !model.options.includes(v) || chosen.has(v)) return { msg: `${label}的选项不正确` };
      chosen.add(v);
    }
    // Kept in the model's order so equal answers are stored, priced and prescribed identically.
    return { value: model.options.filter((o) => chosen.has(o)) };
  }
  if (model.options.length > 0) {
    if (model.must && (raw === '' || raw === undefined || raw === null)) return draft ? { value: '' } : { msg: `请选择${model.key}` };
    if (typeof raw !== 'string' || !model.options.includes(raw)) return { msg: `${label}的选项不正确` };
    return { value: raw };
  }
  if (typeof raw !== 'string') return { msg: `${label}格式不正确` };
  const value = raw.trim();
  const max = FREE_TEXT_MAX[model.key] ?? 50;
  if ((max > 10 ? CONTROL : CONTROL_SHORT).test(value)) return { msg: `${label}含有不允许的字符` };
  if ([...value].length > max) return { msg: `${label}不能超过${max}个字` };
  return { value };
}

/**
 * Reads a questionnaire sent by a browser. Strict: all six arrays must be there, an unknown
 * array, item key or option is refused, free text is bounded. Items left out take their default,
 * except the required 是否孕妇. The answer is rebuilt from the model (its options, must flags and
 * order), so nothing but the chosen values comes from the caller.
 *
 * `draft`: a questionnaire still being filled in (restored in the browser), where a required
 * answer not given yet is kept unanswered ('') instead of refusing the whole questionnaire.
 */
export function validateInquiry(x: unknown, { draft = false }: { draft?: boolean } = {}): InquiryValidation {
  if (!isRecord(x)) return { ok: false, msg: INQUIRY_MESSAGES.shape };
  for (const name of Object.keys(x)) {
    if (!(INQUIRY_ARRAY_NAMES as readonly string[]).includes(name)) return { ok: false, msg: INQUIRY_MESSAGES.unknown };
  }
  const out = {} as InquiryInfo;
  for (const name of INQUIRY_ARRAY_NAMES) {
    const items = x[name];
    if (items === undefined) return { ok: false, msg: INQUIRY_MESSAGES.incomplete };
    const models = QUESTIONNAIRE[name];
    if (!Array.isArray(items) || items.length > models.length) return { ok: false, msg: INQUIRY_MESSAGES.shape };
    const given = new Map<string, unknown>();
    for (const item of items) {
      if (!isRecord(item) || typeof item.key !== 'string') return { ok: false, msg: INQUIRY_MESSAGES.shape };
      if (!models.some((m) => m.key === item.key)) return { ok: false, msg: INQUIRY_MESSAGES.unknown };
      if (given.has(item.key)) return { ok: false, msg: `问诊项目重复：${item.key}` };
      given.set(item.key, item.value);
    }
    out[name] = [];
    for (const model of models) {
      const fallback = Array.isArray(model.value) ? [...model.value] : model.value;
      if (!given.has(model.key)) {
        if (model.must) return { ok: false, msg: model.key === PREGNANT_KEY ? INQUIRY_MESSAGES.pregnant : `请选择${model.key}` };
        out[name].push({ key: model.key, value: fallback, options: [...model.options], must: model.must });
        continue;
      }
      const checked = checkItem(model, given.get(model.key), draft);
      if ('msg' in checked) return { ok: false, msg: checked.msg };
      out[name].push({ key: model.key, value: checked.value, options: [...model.options], must: model.must });
    }
  }
  const entered = Object.fromEntries(out.basic_enter_array.map((item) => [item.key, String(item.value)]));
  const vitals = checkVitals(entered);
  if (vitals) return { ok: false, msg: vitals.message };
  return { ok: true, value: out };
}
