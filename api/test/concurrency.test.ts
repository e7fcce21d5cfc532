import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { call, loginPwd, md5, PNG_1PX, smsCode, uploadFile, useTestApi, type Reply } from './helpers';

/**
 * Every one-per-thing rule, asked 24 times at once: exactly one request wins, the others are
 * refused with a Chinese message, and the database holds exactly one result. (Caps with counts,
 * such as uploads per day and the SMS limits, have their own concurrency tests beside them.)
 */
const N = 24;
const t = useTestApi();
const many = <T>(fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: N }, (_, i) => fn(i)));
const count = async (sql: string, params: unknown[]) => (await t.app.db.query<{ n: number }>(sql, params))[0].n;

function expectOneWinner<R extends { body: Reply['body'] }>(replies: R[]): R {
  const wins = replies.filter((r) => r.body.code === 200);
  expect(wins).toHaveLength(1);
  for (const r of replies.filter((x) => x.body.code !== 200)) expect(r.body.msg).toMatch(/[\u4e00-\u9fff]/);
  return wins[0];
}

describe(`one-per-thing rules under ${N} parallel requests`, () => {
  it('registering one phone with one code makes one account', async () => {
    const phone = '13712340001';
    const code = await smsCode(t.app, phone, 'register');
    const replies = await many(() => call(t.app, 'POST', '/api/register', { body: { username: phone, phoneMd5: md5(phone), code, password: 'secret123' } }));
    expectOneWinner(replies);
    expect(await count('SELECT count(*)::int AS n FROM users WHERE phone = $1', [phone])).toBe(1);
  });

  it('one SMS login code gives one session', async () => {
    const phone = DEMO_ACCOUNTS.user.phone;
    const code = await smsCode(t.app, phone, 'login');
    const before = await count('SELECT count(*)::int AS n FROM sessions s JOIN users u USING (user_id) WHERE u.phone = $1', [phone]);
    const replies = await many(() => call(t.app, 'POST', '/api/login', { body: { username: phone, phoneMd5: md5(phone), type: 'sms', code } }));
    expect(expectOneWinner(replies).body.token).toEqual(expect.any(String));
    expect(await count('SELECT count(*)::int AS n FROM sessions s JOIN users u USING (user_id) WHERE u.phone = $1', [phone])).toBe(before + 1);
  });

  it('the first password is set once', async () => {
    const phone = DEMO_ACCOUNTS.noPassword.phone;
    const code = await smsCode(t.app, phone, 'login');
    const login = await call(t.app, 'POST', '/api/login', { body: { username: phone, phoneMd5: md5(phone), type: 'sms', code } });
    const token = login.body.token as string;
    const replies = await many((i) => call(t.app, 'POST', '/api/setPwd', { token, body: { password: `first-${i}-pass` } }));
    const winner = expectOneWinner(replies);
    const index = replies.indexOf(winner);
    // The password that won is the one that works.
    const check = await call(t.app, 'POST', '/api/login', { body: { username: phone, phoneMd5: md5(phone), type: 'pwd', password: `first-${index}-pass` } });
    expect(check.body.code).toBe(200);
  });

  it('a doctor application is submitted once', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
    const url = (await uploadFile(t.app, token, 'cert.png', PNG_1PX)).json().data.url;
    const body = { doctorName: '张仲景', doctorSex: '1', doctorPhonNo: '13812345678', doctorCertNo: 'ZY-2026-0001', doctorCertImageUrl: url };
    const replies = await many(() => call(t.app, 'POST', '/api/doctor/v1/person/add', { token, body }));
    expectOneWinner(replies);
    expect(
      await count("SELECT count(*)::int AS n FROM doctors d JOIN users u USING (user_id) WHERE u.phone = $1 AND d.status = '4'", [DEMO_ACCOUNTS.user.phone]),
    ).toBe(1);
  });

  it('one third-party login code binds one phone once', async () => {
    const confirm = await t.app.inject({ method: 'GET', url: '/sandbox/wechat/confirm', query: { mode: 'new', redirect_uri: '/Login' } });
    const wxCode = new URL(String(confirm.headers.location), 'http://x').searchParams.get('code') as string;
    const phone = '13712340002';
    const code = await smsCode(t.app, phone, 'wxbind');
    const replies = await many(() => call(t.app, 'POST', '/api/wechat/v1/bind', { body: { wxCode, code, username: phone, phoneMd5: md5(phone), type: 'pc' } }));
    expectOneWinner(replies);
    expect(await count('SELECT count(*)::int AS n FROM users WHERE phone = $1', [phone])).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM wx_identities i JOIN users u USING (user_id) WHERE u.phone = $1', [phone])).toBe(1);
  });

  it('an invitation is confirmed once', async () => {
    const [inv] = await t.app.db.query<{ invite_id: string; phone: string; security_no: string }>(
      "SELECT invite_id, phone, security_no FROM invitations WHERE status = 'pending' AND role <> 'doctor' ORDER BY invite_id LIMIT 1",
    );
    const code = await smsCode(t.app, inv.phone, 'invite', { securityNo: inv.security_no });
    const body = { telephone: inv.phone, phoneMd5: md5(inv.phone), code, inviteId: inv.invite_id, securityNo: inv.security_no };
    const replies = await many(() => call(t.app, 'POST', '/api/invite/v1/confirm', { body }));
    expectOneWinner(replies);
    expect(await count("SELECT count(*)::int AS n FROM invitations WHERE invite_id = $1 AND status = 'confirmed'", [inv.invite_id])).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM users WHERE phone = $1', [inv.phone])).toBe(1);
  });

  it('one code per phone and type is sent, however many ask at once', async () => {
    const phone = '13712340003';
    const replies = await many(() => call(t.app, 'GET', '/api/smsCode', { query: { telephone: phone, phoneMd5: md5(phone), type: 'register' } }));
    expectOneWinner(replies);
    expect(await count('SELECT count(*)::int AS n FROM sms_codes WHERE phone = $1', [phone])).toBe(1);
  });

  it('an address is deleted once', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
    const list = await call(t.app, 'GET', '/api/delivery/address/list', { token });
    const id = list.body.rows[0].deliveryAddressId;
    const replies = await many(() => call(t.app, 'DELETE', `/api/delivery/address/${id}`, { token }));
    expectOneWinner(replies);
    expect(await count('SELECT count(*)::int AS n FROM delivery_addresses WHERE delivery_address_id = $1', [id])).toBe(0);
  });
});
