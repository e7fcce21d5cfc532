import { ACCOUNT_RULE_MSG } from '@tcm/shared/account';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { MSG } from '../src/messages';
import { DAY, MINUTE } from '../src/platform/lib/time';
import { call, loginPwd, loginSms, md5, smsCode, useTestApi } from './helpers';
import { match } from '@tcm/shared/testing/matchers';

const t = useTestApi();

const pwdLogin = (phone: string, password: string, hash = md5(phone)) =>
  call(t.app, 'POST', '/api/login', { body: { username: phone, phoneMd5: hash, type: 'pwd', password } });

describe('POST /api/login (password)', () => {
  it('returns a token and pwdNotSet 1 at top level', async () => {
    const { status, body } = await pwdLogin(DEMO_ACCOUNTS.doctor.phone, 'tcm123456');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, msg: MSG.login, token: match.any(String), pwdNotSet: 1 });
    expect(body.token!.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses a wrong password, an unknown phone, and an account without password', async () => {
    expect((await pwdLogin(DEMO_ACCOUNTS.admin.phone, 'wrong-pass')).body).toEqual({ code: 500, msg: MSG.wrongCredentials });
    expect((await pwdLogin('13999999999', 'whatever1')).body.msg).toBe(MSG.wrongCredentials);
    expect((await pwdLogin(DEMO_ACCOUNTS.noPassword.phone, 'whatever1')).body.msg).toBe(MSG.noPasswordYet);
  });

  it('checks the inputs in order with the spec messages', async () => {
    const post = (body: object) => call(t.app, 'POST', '/api/login', { body });
    expect((await post({ type: 'pwd', password: 'x' })).body.msg).toBe(ACCOUNT_RULE_MSG.phoneEmpty);
    expect((await post({ username: '1380000000', type: 'pwd', password: 'xxxxxx' })).body.msg).toBe(ACCOUNT_RULE_MSG.phoneInvalid);
    expect((await post({ username: '13800000001', type: 'pwd' })).body.msg).toBe(ACCOUNT_RULE_MSG.passwordEmpty);
    expect((await post({ username: '13800000001', type: 'pwd', password: '12345' })).body.msg).toBe('密码必须大于六位');
    expect((await post({ username: '13800000001', type: 'sms' })).body.msg).toBe(ACCOUNT_RULE_MSG.codeEmpty);
    expect((await post({ username: '13800000001', type: 'face' })).body).toEqual({ code: 400, msg: '登录方式不在可选范围内' });
  });

  it('refuses a phoneMd5 that does not match the phone', async () => {
    const res = await pwdLogin(DEMO_ACCOUNTS.admin.phone, 'tcm123456', md5('13800000099'));
    expect(res.body).toEqual({ code: 500, msg: MSG.phoneMd5Mismatch });
  });

  it('pauses password login after 5 wrong passwords in a row, for 15 minutes', async () => {
    const phone = DEMO_ACCOUNTS.level2.phone;
    for (let i = 0; i < 4; i++) expect((await pwdLogin(phone, 'bad-pass')).body.msg).toBe(MSG.wrongCredentials);
    expect((await pwdLogin(phone, 'bad-pass')).body.msg).toBe(MSG.tooManyPasswordFailures);
    expect((await pwdLogin(phone, 'tcm123456')).body.msg).toBe(MSG.tooManyPasswordFailures);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await pwdLogin(phone, 'tcm123456')).body.code).toBe(200);
  });
});

describe('POST /api/login (password guessing in parallel)', () => {
  it('checks no more than 5 guesses per pause, however many arrive at once', async () => {
    const phone = DEMO_ACCOUNTS.superadmin.phone;
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => pwdLogin(phone, `guess-${i}`)));
    const msgs = replies.map((r) => r.body.msg);
    // Each guess that was really checked and wrong says so; the rest were refused unchecked.
    expect(msgs.filter((m) => m === MSG.wrongCredentials).length).toBeLessThanOrEqual(4);
    expect(msgs.filter((m) => m !== MSG.wrongCredentials).every((m) => m === MSG.tooManyPasswordFailures)).toBe(true);
    expect((await pwdLogin(phone, 'tcm123456')).body.msg).toBe(MSG.tooManyPasswordFailures);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await pwdLogin(phone, 'tcm123456')).body.code).toBe(200);
  });

  it('a right password resets the count', async () => {
    const phone = DEMO_ACCOUNTS.hospitalAdmin.phone;
    for (let i = 0; i < 4; i++) expect((await pwdLogin(phone, 'bad-pass')).body.msg).toBe(MSG.wrongCredentials);
    expect((await pwdLogin(phone, 'tcm123456')).body.code).toBe(200);
    for (let i = 0; i < 4; i++) expect((await pwdLogin(phone, 'bad-pass')).body.msg).toBe(MSG.wrongCredentials);
    expect((await pwdLogin(phone, 'tcm123456')).body.code).toBe(200);
  });
});

describe('POST /api/login (SMS)', () => {
  it('logs in with a code; an account without password gets pwdNotSet 0', async () => {
    const res = await loginSms(t.app, DEMO_ACCOUNTS.noPassword.phone);
    expect(res.body).toEqual({ code: 200, msg: MSG.login, token: match.any(String), pwdNotSet: 0 });
    const withPwd = await loginSms(t.app, DEMO_ACCOUNTS.level1.phone);
    expect(withPwd.body.pwdNotSet).toBe(1);
  });

  it('refuses an unregistered phone', async () => {
    const res = await call(t.app, 'POST', '/api/login', {
      body: { username: '13711112222', phoneMd5: md5('13711112222'), type: 'sms', code: '123456' },
    });
    expect(res.body.msg).toBe(MSG.phoneNotRegisteredLogin);
  });
});

describe('GET /api/getInfo', () => {
  const info = async (key: keyof typeof DEMO_ACCOUNTS) => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS[key].phone);
    return (await call(t.app, 'GET', '/api/getInfo', { token })).body;
  };

  it('certified doctor: doctor record status 0, inheritor Y, prescription Y', async () => {
    const body = await info('doctor');
    expect(body).toMatchObject({
      code: 200,
      user: { userId: match.any(Number), userName: DEMO_ACCOUNTS.doctor.userName, phonenumber: DEMO_ACCOUNTS.doctor.phone },
      roles: ['doctor'],
      inheritor: 'Y',
      prescription: 'Y',
    });
    expect(body.doctor).toMatchObject({ status: '0', doctorName: DEMO_ACCOUNTS.doctor.userName, doctorSex: '1' });
    expect(body.doctor).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/i);
  });

  it('prescription flag follows reading A: agents yes, hospital admin and reviewing doctor no', async () => {
    expect((await info('level1')).prescription).toBe('Y');
    expect((await info('admin')).prescription).toBe('Y');
    expect((await info('hospitalAdmin')).prescription).toBe('N');
    const reviewing = await info('doctorReviewing');
    expect(reviewing.prescription).toBe('N');
    expect(reviewing.doctor!.status).toBe('4');
  });

  it('rejected doctor carries the remark; ordinary user has doctor null and role common', async () => {
    expect((await info('doctorRejected')).doctor).toMatchObject({ status: '5', remark: '执业证书照片不清晰，请重新上传' });
    const user = await info('user');
    expect(user).toMatchObject({ roles: ['common'], doctor: null, inheritor: 'N', prescription: 'N' });
  });

  it('401 without a token, with a bad token, and after expiry', async () => {
    const none = await call(t.app, 'GET', '/api/getInfo');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 401, msg: '登录状态已过期，请重新登录' });
    expect((await call(t.app, 'GET', '/api/getInfo', { token: 'forged' })).status).toBe(401);
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
    t.clock.advance(DAY - 1000);
    expect((await call(t.app, 'GET', '/api/getInfo', { token })).status).toBe(200);
    t.clock.advance(2000);
    expect((await call(t.app, 'GET', '/api/getInfo', { token })).status).toBe(401);
  });
});

describe('sessions', () => {
  it('a new login clears the expired sessions of that user, and only theirs', async () => {
    const phone = DEMO_ACCOUNTS.level1.phone;
    const count = async (p: string) =>
      (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.user_id = s.user_id WHERE u.phone = $1', [p]))[0].n;
    await loginPwd(t.app, phone);
    await loginPwd(t.app, DEMO_ACCOUNTS.admin.phone);
    const othersBefore = await count(DEMO_ACCOUNTS.admin.phone);
    t.clock.advance(DAY + 1000);
    const fresh = await loginPwd(t.app, phone);
    expect(await count(phone)).toBe(1);
    expect(await count(DEMO_ACCOUNTS.admin.phone)).toBe(othersBefore);
    expect((await call(t.app, 'GET', '/api/getInfo', { token: fresh })).status).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('invalidates the token and is harmless without one', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.superadmin.phone);
    const other = await loginPwd(t.app, DEMO_ACCOUNTS.superadmin.phone);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    expect(res.json()).toEqual({ code: 200, msg: MSG.logout });
    expect((await call(t.app, 'GET', '/api/getInfo', { token })).status).toBe(401);
    // Only that session ends.
    expect((await call(t.app, 'GET', '/api/getInfo', { token: other })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/logout')).body.code).toBe(200);
  });
});

describe('POST /api/register', () => {
  const phone = '13600000001';
  const register = (body: object) => call(t.app, 'POST', '/api/register', { body });

  it('validates before touching the code', async () => {
    expect((await register({ username: '', code: '1', password: 'abcdef' })).body.msg).toBe(ACCOUNT_RULE_MSG.phoneEmpty);
    expect((await register({ username: '136', code: '1', password: 'abcdef' })).body.msg).toBe(ACCOUNT_RULE_MSG.phoneInvalid);
    expect((await register({ username: phone, password: 'abcdef' })).body.msg).toBe(ACCOUNT_RULE_MSG.codeEmpty);
    expect((await register({ username: phone, code: '123456', password: 'abc' })).body.msg).toBe(ACCOUNT_RULE_MSG.passwordShort);
    expect((await register({ username: phone, code: '123456', password: 'a'.repeat(65) })).body.msg).toBe('密码不能超过64位');
    // As on the page: an empty new password is one shorter than six.
    expect((await register({ username: phone, code: '123456' })).body.msg).toBe('密码不能小于六位');
    expect((await register({ username: phone, code: '123456', password: 'abcdef', phoneMd5: md5('13600000002') })).body.msg).toBe(MSG.phoneMd5Mismatch);
    expect((await register({ username: phone, code: '123456', password: 'abcdef', phoneMd5: md5(phone) })).body.msg).toBe(MSG.smsNotRequested);
  });

  it('registers with an SMS code; the new user logs in with the password as an ordinary user', async () => {
    const code = await smsCode(t.app, phone, 'register');
    const res = await register({ username: phone, code, password: 'secret66', phoneMd5: md5(phone) });
    expect(res.body).toEqual({ code: 200, msg: MSG.registered });
    const token = await loginPwd(t.app, phone, 'secret66');
    const info = (await call(t.app, 'GET', '/api/getInfo', { token })).body;
    expect(info).toMatchObject({ roles: ['common'], doctor: null, user: { phonenumber: phone } });
    // Same phone again.
    expect((await register({ username: phone, code, password: 'secret66', phoneMd5: md5(phone) })).body.msg).toBe(MSG.phoneRegistered);
  });
});

describe('POST /api/resetPwd', () => {
  const phone = DEMO_ACCOUNTS.hospitalAdmin.phone;

  it('refuses unknown phones and wrong codes', async () => {
    const reset = (body: object) => call(t.app, 'POST', '/api/resetPwd', { body });
    expect((await reset({ username: '13600000009', code: '123456', password: 'abcdef' })).body.msg).toBe(MSG.phoneNotRegistered);
    const code = await smsCode(t.app, phone, 'resetpwd');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await reset({ username: phone, code: wrong, password: 'abcdef', phoneMd5: md5(phone) })).body.msg).toBe(MSG.smsWrong);
  });

  it('sets the new password and ends existing sessions', async () => {
    t.clock.advance(61_000);
    const oldToken = await loginPwd(t.app, phone);
    const code = await smsCode(t.app, phone, 'resetpwd');
    const res = await call(t.app, 'POST', '/api/resetPwd', { body: { username: phone, code, password: 'newpass1', phoneMd5: md5(phone) } });
    expect(res.body).toEqual({ code: 200, msg: MSG.modified });
    expect((await call(t.app, 'GET', '/api/getInfo', { token: oldToken })).status).toBe(401);
    expect((await pwdLogin(phone, 'tcm123456')).body.msg).toBe(MSG.wrongCredentials);
    await loginPwd(t.app, phone, 'newpass1');
  });
});

describe('POST /api/setPwd', () => {
  it('needs a login', async () => {
    const res = await call(t.app, 'POST', '/api/setPwd', { body: { password: 'abcdef' } });
    expect(res.status).toBe(401);
  });

  it('sets the first password of an SMS-only account, once', async () => {
    const phone = DEMO_ACCOUNTS.noPassword.phone;
    t.clock.advance(61_000);
    const { token, pwdNotSet } = (await loginSms(t.app, phone)).body;
    expect(pwdNotSet).toBe(0);
    expect((await call(t.app, 'POST', '/api/setPwd', { token, body: { password: '12345' } })).body.msg).toBe(ACCOUNT_RULE_MSG.passwordShort);
    expect((await call(t.app, 'POST', '/api/setPwd', { token, body: {} })).body.msg).toBe(ACCOUNT_RULE_MSG.passwordShort);
    expect((await call(t.app, 'POST', '/api/setPwd', { token, body: { password: 'first-pass' } })).body).toEqual({
      code: 200,
      msg: MSG.passwordSet,
    });
    await loginPwd(t.app, phone, 'first-pass');
    // Changing it needs the phone (resetPwd), not just a session.
    expect((await call(t.app, 'POST', '/api/setPwd', { token, body: { password: 'second-pass' } })).body.msg).toBe(MSG.passwordAlreadySet);
    t.clock.advance(61_000);
    expect((await loginSms(t.app, phone)).body.pwdNotSet).toBe(1);
  });
});
