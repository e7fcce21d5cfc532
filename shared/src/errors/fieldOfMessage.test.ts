import { PATIENT_FIELD_WORDS as W, PATIENT_RULE_MSG as M } from '../patients';
import { fieldOfMessage, type FieldWords } from './fieldOfMessage';

type F = 'form' | 'centre' | 'phone';
const WORDS: Record<F, FieldWords> = {
  form: { messages: ['请选择剂型'], labels: ['剂型'] },
  centre: { messages: ['请选择配送中心'], labels: ['配送中心'] },
  phone: { messages: ['请输入正确的11位手机号'], labels: ['收货人电话', '手机号'] },
};

describe('fieldOfMessage', () => {
  it('finds the field of one of its own rule messages', () => {
    expect(fieldOfMessage('请选择配送中心', WORDS)).toBe('centre');
    expect(fieldOfMessage('请输入正确的11位手机号', WORDS)).toBe('phone');
  });

  it('finds the field a refusal names by its label, the longest label named winning', () => {
    expect(fieldOfMessage('收货人电话格式不正确', WORDS)).toBe('phone');
    expect(fieldOfMessage('该处方不支持所选剂型', WORDS)).toBe('form');
    expect(fieldOfMessage('所选配送中心不支持该剂型', WORDS)).toBe('centre');
  });

  it('answers null for a refusal about no one field', () => {
    expect(fieldOfMessage('订单已超时，请重新下单', WORDS)).toBeNull();
    expect(fieldOfMessage('', WORDS)).toBeNull();
  });
});

describe('PATIENT_FIELD_WORDS', () => {
  it('places every patient rule message on its own field', () => {
    expect(fieldOfMessage(M.nameRequired, W)).toBe('name');
    expect(fieldOfMessage(M.nameTooLong, W)).toBe('name');
    for (const m of [M.birthdayRequired, M.birthdayInvalid, M.birthdayNotBeforeToday, M.birthdayBefore1900]) expect(fieldOfMessage(m, W)).toBe('birthday');
    expect(fieldOfMessage(M.liveAreaRequired, W)).toBe('liveArea');
    expect(fieldOfMessage(M.birthAreaRequired, W)).toBe('birthArea');
    expect(fieldOfMessage(M.sexInvalid, W)).toBe('sex');
    expect(fieldOfMessage(M.phoneInvalid, W)).toBe('phoneNo');
    // 地址不能超过100个字符 is either area's: no one field.
    expect(fieldOfMessage(M.areaTooLong, W)).toBeNull();
  });
});
