import { ageOn, inquiryFor, mayBePregnant } from './pregnancy';
import { inquiryAnswer, PREGNANT_KEY } from './questionnaire';
import { INQUIRY_MESSAGES, validateInquiry } from './validateInquiry';

describe('是否孕妇 for women of childbearing age', () => {
  it('counts whole years at the start date', () => {
    expect(ageOn('1985-04-12', '2026-04-11')).toBe(40);
    expect(ageOn('1985-04-12', '2026-04-12')).toBe(41);
  });

  it.each([
    ['0', '2012-12-02', false], // 13 on the start date
    ['0', '2012-12-01', true], // 14 that day
    ['0', '1976-12-02', true], // 49
    ['0', '1976-12-01', false], // 50 that day
    [0, '1985-04-12', true], // the number older clients send
    ['1', '1985-04-12', false],
    ['0', '', false],
  ] as const)('sex %s born %s: asked %s', (sex, birthday, asked) => {
    expect(mayBePregnant({ sex, birthday }, '2026-12-01')).toBe(asked);
    expect(inquiryAnswer(inquiryFor({ sex, birthday }, '2026-12-01'), 'basic_array', PREGNANT_KEY)).toBe(asked ? '' : '否');
  });

  it('an unanswered question is refused on submit and kept while the questionnaire is a draft', () => {
    const info = inquiryFor({ sex: '0', birthday: '1985-04-12' }, '2026-12-01');
    expect(validateInquiry(info)).toEqual({ ok: false, msg: INQUIRY_MESSAGES.pregnant });
    const draft = validateInquiry(info, { draft: true });
    expect(draft.ok && inquiryAnswer(draft.value, 'basic_array', PREGNANT_KEY)).toBe('');
  });
});
