import {
  ACCOUNT_RULE_MSG as M,
  AGREEMENT_NAMES,
  credentialsProblem,
  loginProblem,
  newPasswordProblem,
  passwordPairProblem,
  phoneCodeProblem,
  smsPhoneProblem,
  termsProblem,
} from './index';

describe('the account rules (spec 1 §5.1–5.3)', () => {
  describe('login', () => {
    const values = { phone: '13800000006', password: 'tcm123456', code: '' };

    it('asks the terms by the names of the three agreements', () => {
      expect(AGREEMENT_NAMES).toBe('《最终用户许可协议》《分销中心许可协议》《委托服务合同》');
      expect(termsProblem(false)).toBe(`请阅读并同意${AGREEMENT_NAMES}`);
      expect(termsProblem(true)).toBeNull();
    });

    it('checks the phone first, in either mode', () => {
      expect(loginProblem({ ...values, phone: '' }, 'pwd')).toEqual({ field: 'phone', message: '请输入手机号码' });
      expect(loginProblem({ ...values, phone: '1380000000' }, 'sms')).toEqual({ field: 'phone', message: '请输入正确的手机号码' });
      expect(loginProblem({ ...values, phone: '12345678901' }, 'pwd')?.message).toBe(M.phoneInvalid);
    });

    it('then the password: required, then more than six', () => {
      expect(loginProblem({ ...values, password: '' }, 'pwd')).toEqual({ field: 'password', message: '请输入密码' });
      expect(loginProblem({ ...values, password: '12345' }, 'pwd')).toEqual({ field: 'password', message: '密码必须大于六位' });
      expect(loginProblem(values, 'pwd')).toBeNull();
    });

    it('or the SMS code, whatever the password', () => {
      expect(loginProblem({ ...values, password: '' }, 'sms')).toEqual({ field: 'code', message: '请输入验证码' });
      expect(loginProblem({ ...values, password: '', code: '123456' }, 'sms')).toBeNull();
    });
  });

  it('words the phone before an SMS request its own way', () => {
    expect(smsPhoneProblem('')).toBe('请先填写手机号');
    expect(smsPhoneProblem('138')).toBe('请先填写正确的手机号');
    expect(smsPhoneProblem('13800000006')).toBeNull();
  });

  it('checks phone, then code, for binding and invitations', () => {
    expect(phoneCodeProblem({ phone: '', code: '' })?.field).toBe('phone');
    expect(phoneCodeProblem({ phone: '13800000006', code: '' })).toEqual({ field: 'code', message: '请输入验证码' });
    expect(phoneCodeProblem({ phone: '13800000006', code: '1' })).toBeNull();
  });

  it('takes a new password of 6 to 64 characters; empty is "under six"', () => {
    expect(newPasswordProblem('')).toBe('密码不能小于六位');
    expect(newPasswordProblem('12345')).toBe('密码不能小于六位');
    expect(newPasswordProblem('123456')).toBeNull();
    expect(newPasswordProblem('x'.repeat(64))).toBeNull();
    expect(newPasswordProblem('x'.repeat(65))).toBe('密码不能超过64位');
  });

  it('asks for the confirmation and clears a mismatched one', () => {
    expect(passwordPairProblem({ password: '123456', confirm: '' })).toEqual({ field: 'confirm', message: '请输入确认密码' });
    expect(passwordPairProblem({ password: '123456', confirm: '1234567' })).toEqual({ field: 'confirm', message: '两次输入密码不一致', clear: true });
    expect(passwordPairProblem({ password: '123456', confirm: '123456' })).toBeNull();
  });

  it('checks registration and reset in the spec order: phone, code, password, confirmation', () => {
    const ok = { phone: '13800000006', code: '123456', password: '123456', confirm: '123456' };
    expect(credentialsProblem({ ...ok, phone: '', password: '' })?.field).toBe('phone');
    expect(credentialsProblem({ ...ok, code: '', password: '' })?.field).toBe('code');
    expect(credentialsProblem({ ...ok, password: '', confirm: '' })?.field).toBe('password');
    expect(credentialsProblem({ ...ok, confirm: '' })?.field).toBe('confirm');
    expect(credentialsProblem(ok)).toBeNull();
  });
});
