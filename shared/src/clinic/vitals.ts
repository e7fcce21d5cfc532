/**
 * The numeric vital signs of basic_enter_array. The model keeps them as free text (a doctor may
 * leave them empty); when one is filled it must be a plausible reading, so a typo (365 for 36.5)
 * is caught before the price is asked for — by the page, and again by the API (validateInquiry).
 */
interface VitalRule {
  unit: string;
  min: number;
  max: number;
  /** Decimal places allowed. */
  decimals: number;
  message: string;
}

export const VITAL_RULES: Record<string, VitalRule> = {
  体温: { unit: '℃', min: 34, max: 43, decimals: 1, message: '请输入正确的体温（34-43℃，最多一位小数）' },
  脉搏: { unit: '次/分', min: 30, max: 220, decimals: 0, message: '请输入正确的脉搏（30-220次/分的整数）' },
  收缩压: { unit: 'mmHg', min: 60, max: 260, decimals: 0, message: '请输入正确的收缩压（60-260mmHg的整数）' },
  舒张压: { unit: 'mmHg', min: 30, max: 160, decimals: 0, message: '请输入正确的舒张压（30-160mmHg的整数）' },
};

export const PRESSURE_ORDER_MESSAGE = '收缩压应大于舒张压';

export const isVital = (key: string) => key in VITAL_RULES;

function readingOk(rule: VitalRule, text: string): boolean {
  const pattern = rule.decimals ? new RegExp(`^\\d{1,3}(\\.\\d{1,${rule.decimals}})?$`) : /^\d{1,3}$/;
  if (!pattern.test(text)) return false;
  const n = Number(text);
  return n >= rule.min && n <= rule.max;
}

/** The first problem among the filled vital signs, as the field's key and a Chinese message. */
export function checkVitals(answers: Record<string, string>): { key: string; message: string } | null {
  for (const [key, rule] of Object.entries(VITAL_RULES)) {
    const text = (answers[key] ?? '').trim();
    if (text && !readingOk(rule, text)) return { key, message: rule.message };
  }
  const sys = (answers['收缩压'] ?? '').trim();
  const dia = (answers['舒张压'] ?? '').trim();
  if (sys && dia && Number(sys) <= Number(dia)) return { key: '收缩压', message: PRESSURE_ORDER_MESSAGE };
  return null;
}
