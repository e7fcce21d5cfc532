import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { MSG } from '../src/messages';
import { DAY, MINUTE, SECOND } from '../src/platform/lib/time';
import { SMS_DAILY_CAP } from '../src/platform/sms/codes';
import { call, md5, sendSms, smsCode, useTestApi } from './helpers';
import { match } from '@tcm/shared/testing/matchers';

const t = useTestApi();

const getCode = (phone: string, type: string) => call(t.app, 'POST', '/api/getCode', { body: { telephone: phone, phoneMd5: md5(phone), type } });
const smsLogin = (phone: string, code: string) => call(t.app, 'POST', '/api/login', { body: { username: phone, phoneMd5: md5(phone), type: 'sms', code } });

describe('GET /api/smsCode', () => {
  it('sends a 6-digit code that the sandbox debug call reads back', async () => {
    const sent = await sendSms(t.app, DEMO_ACCOUNTS.admin.phone, 'login');
    expect(sent.body).toEqual({ code: 200, msg: '发送成功' });
    const got = await getCode(DEMO_ACCOUNTS.admin.phone, 'login');
    expect(got.body).toEqual({ code: 200, msg: '', smsCode: match.stringMatching(/^\d{6}$/) });
  });

  it('refuses a resend within 60 seconds for the same phone and type, allows it after', async () => {
    const phone = '13700000001';
    expect((await sendSms(t.app, phone, 'register')).body.code).toBe(200);
    t.clock.advance(59 * SECOND);
    expect((await sendSms(t.app, phone, 'register')).body).toEqual({ code: 500, msg: MSG.smsTooFrequent });
    // Another purpose is not locked by this one.
    expect((await sendSms(t.app, phone, 'wxbind')).body.code).toBe(200);
    t.clock.advance(2 * SECOND);
    expect((await sendSms(t.app, phone, 'register')).body.code).toBe(200);
  });

  it('two requests at the same moment send one code, not two (the resend lock holds under concurrency)', async () => {
    const phone = '13700000006';
    const replies = await Promise.all([0, 1, 2].map(() => sendSms(t.app, phone, 'register')));
    expect(replies.map((r) => r.body.code).sort()).toEqual([200, 500, 500]);
    const [{ n }] = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_codes WHERE phone = $1', [phone]);
    expect(n).toBe(1);
  });

  it('caps sends per phone per day', async () => {
    const phone = '13700000002';
    for (let i = 0; i < SMS_DAILY_CAP; i++) {
      expect((await sendSms(t.app, phone, 'wxbind')).body.code).toBe(200);
      t.clock.advance(61 * SECOND);
    }
    expect((await sendSms(t.app, phone, 'wxbind')).body).toEqual({ code: 500, msg: MSG.smsDailyCap });
    t.clock.advance(DAY);
    expect((await sendSms(t.app, phone, 'wxbind')).body.code).toBe(200);
  });

  it('knows which purposes need a registered or an unregistered phone', async () => {
    expect((await sendSms(t.app, DEMO_ACCOUNTS.user.phone, 'register')).body.msg).toBe(MSG.phoneRegistered);
    expect((await sendSms(t.app, '13700000003', 'resetpwd')).body.msg).toBe(MSG.phoneNotRegistered);
    expect((await sendSms(t.app, '13700000003', 'login')).body.msg).toBe(MSG.phoneNotRegisteredLogin);
  });

  it('validates phone, hash and type', async () => {
    const q = (query: Record<string, string>) => call(t.app, 'GET', '/api/smsCode', { query });
    // The SMS button's words, not the form's (spec 1 §5.1, §5.2).
    expect((await q({ type: 'login' })).body.msg).toBe('请先填写手机号');
    expect((await q({ telephone: '1380000', type: 'login' })).body.msg).toBe('请先填写正确的手机号');
    expect((await q({ telephone: '13800000001', phoneMd5: md5('13800000002'), type: 'login' })).body.msg).toBe(MSG.phoneMd5Mismatch);
    expect((await q({ telephone: '13800000001', phoneMd5: md5('13800000001'), type: 'spam' })).body).toEqual({ code: 400, msg: '验证码类型不在可选范围内' });
  });

  it('invite codes need the invitation security number and the invited phone', async () => {
    const info = await call(t.app, 'GET', '/api/invite/v1/info', { query: { inviteId: 'INV-AGENT-001' } });
    // The page shows the phone masked; the invitee types it.
    const phone = '13900000002';
    expect(info.body.info.phone).toBe('139****0002');
    expect((await sendSms(t.app, phone, 'invite')).body.msg).toBe(MSG.inviteSecurityMismatch);
    expect((await sendSms(t.app, phone, 'invite', { securityNo: 'nope' })).body.msg).toBe(MSG.inviteSecurityMismatch);
    expect((await sendSms(t.app, '13700000004', 'invite', { securityNo: info.body.securityNo })).body.msg).toBe(MSG.invitePhoneMismatch);
    expect((await sendSms(t.app, phone, 'invite', { securityNo: info.body.securityNo })).body.code).toBe(200);
  });
});

describe('verifying codes', () => {
  const phone = DEMO_ACCOUNTS.level1.phone;
  beforeEach(() => t.clock.advance(61 * SECOND));

  it('a wrong code is refused and the right one still works once', async () => {
    const code = await smsCode(t.app, phone, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await smsLogin(phone, wrong)).body).toEqual({ code: 500, msg: MSG.smsWrong });
    expect((await smsLogin(phone, code)).body.code).toBe(200);
    // Reused.
    expect((await smsLogin(phone, code)).body.msg).toBe(MSG.smsUsed);
    expect((await getCode(phone, 'login')).body.msg).toBe(MSG.smsNoneForLookup);
  });

  it('a code expires after 5 minutes', async () => {
    const code = await smsCode(t.app, phone, 'login');
    t.clock.advance(5 * MINUTE + SECOND);
    expect((await smsLogin(phone, code)).body.msg).toBe(MSG.smsExpired);
  });

  it('a new code retires the previous one', async () => {
    const first = await smsCode(t.app, phone, 'login');
    t.clock.advance(61 * SECOND);
    const second = await smsCode(t.app, phone, 'login');
    if (first !== second) expect((await smsLogin(phone, first)).body.msg).toBe(MSG.smsWrong);
    expect((await smsLogin(phone, second)).body.code).toBe(200);
  });

  it('five wrong guesses burn the code', async () => {
    const code = await smsCode(t.app, phone, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await smsLogin(phone, wrong)).body.msg).toBe(MSG.smsWrong);
    expect((await smsLogin(phone, wrong)).body.msg).toBe(MSG.smsTooManyAttempts);
    expect((await smsLogin(phone, code)).body.msg).toBe(MSG.smsTooManyAttempts);
  });

  it('guesses sent all at once are compared five times at most', async () => {
    const code = await smsCode(t.app, phone, 'login');
    const wrong = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const replies = await Promise.all(wrong.map((guess) => smsLogin(phone, guess)));
    expect(replies.filter((r) => r.body.msg === MSG.smsWrong).length).toBeLessThanOrEqual(4);
    expect((await smsLogin(phone, code)).body.msg).toBe(MSG.smsTooManyAttempts);
  });

  it('a code is bound to its purpose', async () => {
    const p = '13700000005';
    const code = await smsCode(t.app, p, 'register');
    const res = await call(t.app, 'POST', '/api/wechat/v1/bind', {
      body: { wxCode: 'x', code, username: p, phoneMd5: md5(p), type: 'pc' },
    });
    expect(res.body.code).not.toBe(200);
  });
});
