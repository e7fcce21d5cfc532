import fc from 'fast-check';
import { INQUIRY_ARRAY_NAMES, QUESTIONNAIRE, defaultInquiry, validateInquiry, type InquiryInfo } from '@tcm/shared/clinic';
import type { EngineInput } from '../src/clinic/engine';

/**
 * A questionnaire with the answers set by item key (burner sub-groups, single choices, free text);
 * the three 其他 groups are told apart as shangjiao_array.其他, zhongjiao_array.其他, xiajiao_array.其他.
 */
export function inquiryWith(answers: Record<string, string | string[]>): InquiryInfo {
  const info = defaultInquiry();
  for (const name of INQUIRY_ARRAY_NAMES) {
    for (const item of info[name]) {
      const value = answers[`${name}.${item.key}`] ?? (item.key === '其他' ? undefined : answers[item.key]);
      if (value !== undefined) item.value = value;
    }
  }
  const checked = validateInquiry(info);
  if (!checked.ok) throw new Error(`test questionnaire refused: ${checked.msg}`);
  return checked.value;
}

export const input = (answers: Record<string, string | string[]> = {}, over: Partial<EngineInput> = {}): EngineInput => ({
  sex: 0,
  birthday: '1980-05-01',
  inquiry: inquiryWith(answers),
  startDate: '2024-06-01',
  takeDays: 7,
  ...over,
});

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** Any questionnaire the model allows: every choice item answered from its options, any subset of every burner group. */
export const arbInquiry: fc.Arbitrary<InquiryInfo> = fc
  .tuple(
    ...INQUIRY_ARRAY_NAMES.flatMap((name) =>
      QUESTIONNAIRE[name].map((item) =>
        Array.isArray(item.value) ? fc.subarray(item.options) : item.options.length > 0 ? fc.constantFrom(...item.options) : fc.constant(''),
      ),
    ),
  )
  .map((values) => {
    const info = defaultInquiry();
    let i = 0;
    for (const name of INQUIRY_ARRAY_NAMES) for (const item of info[name]) item.value = values[i++]!;
    return info;
  });

export const arbInput: fc.Arbitrary<EngineInput> = fc.record({
  sex: fc.constantFrom<0 | 1>(0, 1),
  birthday: fc.date({ min: new Date('1920-01-01T00:00:00Z'), max: new Date('2024-12-31T00:00:00Z'), noInvalidDate: true }).map(ymd),
  inquiry: arbInquiry,
  startDate: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map(ymd),
  takeDays: fc.integer({ min: 1, max: 30 }),
});
