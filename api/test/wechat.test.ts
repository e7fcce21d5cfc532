import { ACCOUNT_RULE_MSG } from '@tcm/shared/account';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { MSG } from '../src/messages';
import { MINUTE } from '../src/platform/lib/time';
import { call, md5, smsCode, useTestApi } from './helpers';
import { match } from '@tcm/shared/testing/matchers';

const t = useTestApi();

const page = (redirect: string) => t.app.inject({ method: 'GET', url: '/sandbox/wechat/authorize', query: { redirect_uri: redirect } });

/** Plays the provider: confirm on the phone, return the code the portal receives. */
async function scan(mode: 'new' | 'bound', redirect = '/Login'): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/sandbox/wechat/confirm', query: { mode, redirect_uri: redirect } });
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  return new URL(location, 'http://x').searchParams.get('code') as string;
}

const wxLogin = (wxCode: string) => call(t.app, 'POST', '/api/wechat/v1/login', { body: { wxCode, type: 'pc' } });
const bind = (wxCode: string, phone: string, code: string) =>
  call(t.app, 'POST', '/api/wechat/v1/bind', { body: { wxCode, code, username: phone, phoneMd5: md5(phone), type: 'pc' } });

describe('sandbox provider pages', () => {
  it('shows a Chinese page with a real QR image and the two confirm buttons', async () => {
    const res = await page('/Login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<img class="qr" alt="登录二维码" src="data:image/png;base64,');
    expect(res.body).toContain('以新的测试微信用户确认');
    expect(res.body).toContain('以已绑定的测试用户确认');
  });

  it('escapes what it echoes, and would run no script even if it did not', async () => {
    // The target is echoed as normalised (its query percent-encoded), then escaped: '&' stays a
    // character of the query and is escaped in the page.
    const res = await page('/Login?x="><script>alert(1)</script>&y=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('/Login?x=%22%3E%3Cscript%3Ealert(1)%3C/script%3E&#38;y=1');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('accepts only same-site redirect targets', async () => {
    for (const bad of ['https://evil.example/Login', '//evil.example/Login', 'javascript:alert(1)', '/\\evil.example']) {
      expect((await page(bad)).statusCode).toBe(400);
      const confirm = await t.app.inject({ method: 'GET', url: '/sandbox/wechat/confirm', query: { mode: 'new', redirect_uri: bad } });
      expect(confirm.statusCode).toBe(400);
    }
    // Same host name (dev: the shell on another port of the same host).
    expect((await page('http://localhost:3000/Login')).statusCode).toBe(200);
  });

  // Issue 20 §6: judged as the browser reads it. '/..//evil.example/steal' normalises to
  // '//evil.example/steal', another host; the encoded forms arrive decoded once by the query.
  it.each([
    '/..//evil.example/steal',
    '/.//evil.example/steal',
    '/\\evil.example/steal',
    '/%2e%2e//evil.example/steal',
    '/.%2E//evil.example/steal',
    '/%2F%2Fevil.example/steal',
    '/%5Cevil.example/steal',
    '/a/../..//evil.example/steal',
  ])('refuses %s, a path that normalises to another host', async (bad) => {
    expect((await page(bad)).statusCode).toBe(400);
    const confirm = await t.app.inject({ method: 'GET', url: '/sandbox/wechat/confirm', query: { mode: 'bound', redirect_uri: bad } });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.headers.location).toBeUndefined();
  });

  it('refuses the reported URL exactly as it was sent (encoded in the query string)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/wechat/confirm?mode=bound&redirect_uri=%2F..%2F%2Fevil.example%2Fsteal' });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('answers the normalised path of a same-site target', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/wechat/confirm', query: { mode: 'new', redirect_uri: '/x/../Login?from=scan' } });
    expect(String(res.headers.location)).toMatch(/^\/Login\?from=scan&code=[\w-]+$/);
  });

  it('returns to the redirect target with the code added to its query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/wechat/confirm', query: { mode: 'new', redirect_uri: '/Login?from=scan' } });
    expect(String(res.headers.location)).toMatch(/^\/Login\?from=scan&code=[\w-]+$/);
  });
});

describe('third-party login and binding', () => {
  it('first login of a new identity: no token, code stays usable for bind; bind creates the account', async () => {
    const wxCode = await scan('new');
    const first = await wxLogin(wxCode);
    expect(first.body).toEqual({ code: 200, msg: MSG.firstLoginBind });
    expect((await wxLogin(wxCode)).body).not.toHaveProperty('token');

    const phone = '13500000001';
    expect((await call(t.app, 'POST', '/api/wechat/v1/bind', { body: { wxCode, username: phone, type: 'pc' } })).body.msg).toBe(ACCOUNT_RULE_MSG.codeEmpty);
    const code = await smsCode(t.app, phone, 'wxbind');
    const bound = await bind(wxCode, phone, code);
    expect(bound.body).toEqual({ code: 200, msg: MSG.bound, token: match.any(String), pwdNotSet: 0 });
    const info = await call(t.app, 'GET', '/api/getInfo', { token: bound.body.token });
    expect(info.body).toMatchObject({ user: { phonenumber: phone }, roles: ['common'] });

    // The code is spent now.
    expect((await wxLogin(wxCode)).body.msg).toBe(MSG.wxCodeUsed);
    expect((await bind(wxCode, phone, code)).body.msg).toBe(MSG.wxCodeUsed);

    // The next scan by the same identity logs straight in.
    const [{ identity_id }] = await t.app.db.query<{ identity_id: number }>('SELECT identity_id FROM wx_codes WHERE code = $1', [wxCode]);
    await t.app.db.query(`INSERT INTO wx_codes (code, identity_id, created_at, expires_at) VALUES ('again-1', $1, $2, $3)`, [
      identity_id,
      t.clock.now(),
      new Date(t.clock.now().getTime() + 5 * MINUTE),
    ]);
    const again = await wxLogin('again-1');
    expect(again.body).toEqual({ code: 200, msg: MSG.login, token: match.any(String), pwdNotSet: 0 });
  });

  it('the pre-bound identity logs in as the ordinary demo user', async () => {
    const res = await wxLogin(await scan('bound'));
    expect(res.body).toMatchObject({ code: 200, token: match.any(String), pwdNotSet: 1 });
    const info = await call(t.app, 'GET', '/api/getInfo', { token: res.body.token });
    expect(info.body.user.phonenumber).toBe(DEMO_ACCOUNTS.user.phone);
  });

  it('binding to an existing account keeps it (pwdNotSet 1); a phone already bound elsewhere is refused', async () => {
    const wxCode = await scan('new');
    await wxLogin(wxCode);
    expect((await bind(wxCode, DEMO_ACCOUNTS.user.phone, '123456')).body.msg).toBe(MSG.phoneBoundOtherWx);
    const phone = DEMO_ACCOUNTS.level2.phone;
    const res = await bind(wxCode, phone, await smsCode(t.app, phone, 'wxbind'));
    expect(res.body).toMatchObject({ code: 200, pwdNotSet: 1 });
  });

  it('codes are single-use, expire after 5 minutes, and must exist', async () => {
    const wxCode = await scan('bound');
    t.clock.advance(5 * MINUTE + 1000);
    expect((await wxLogin(wxCode)).body.msg).toBe(MSG.wxCodeExpired);
    const fresh = await scan('bound');
    expect((await wxLogin(fresh)).body.code).toBe(200);
    expect((await wxLogin(fresh)).body.msg).toBe(MSG.wxCodeUsed);
    expect((await wxLogin('no-such-code')).body.msg).toBe(MSG.wxCodeInvalid);
    expect((await call(t.app, 'POST', '/api/wechat/v1/login', { body: { type: 'pc' } })).body.msg).toBe(MSG.wxCodeRequired);
  });

  it('a wrong SMS code does not spend the third-party code', async () => {
    const wxCode = await scan('new');
    const phone = '13500000002';
    const code = await smsCode(t.app, phone, 'wxbind');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await bind(wxCode, phone, wrong)).body.msg).toBe(MSG.smsWrong);
    expect((await bind(wxCode, phone, code)).body.code).toBe(200);
  });
});
