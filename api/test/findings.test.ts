import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { DEFAULT_LIMITS } from '../src/platform/limits';
import os from 'node:os';
import type { InjectOptions } from 'fastify';
import { match } from '@tcm/shared/testing/matchers';
import { call, injectCall, loginPwd, md5, PNG_1PX, startApi, uploadFile, useTestApi } from './helpers';

/**
 * Issue 8's attack run, replayed: each finding of its table as the request that showed it, asserting
 * it now finds nothing. The classes behind them have fuller tests beside their code (input,
 * fuzz, limits*, storage, sandbox-boundary, invite, durability, db); this file is the table.
 */
jest.setTimeout(60_000);
const t = useTestApi();
const STRANGER = '198.51.100.7';
const OWNER_IP = '203.0.113.50';
const inject = <M extends 'GET' | 'POST', const U extends string>(opts: Omit<InjectOptions, 'method' | 'url'> & { method: M; url: U }) =>
  injectCall(t.app, opts);
let doctor = '';
beforeAll(async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
});

const ADDRESS = { receiverName: '王五', phoneNo: '13912340000', province: '330000', city: '330100', county: '330106', street: '文三路90号', zipCode: '310012' };
const filesIn = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, String(f))).isFile()) : [];

describe('issue 8 findings, run again', () => {
  it('1. a NUL character in any text field or query is a 400 in Chinese, not a PostgreSQL 500', async () => {
    const add = await call(t.app, 'POST', '/api/delivery/address/add', { token: doctor, body: { ...ADDRESS, receiverName: 'a\u0000b' } });
    const info = await inject({ method: 'GET', url: '/api/invite/v1/info?inviteId=a%00b' });
    const list = await inject({ method: 'GET', url: '/api/delivery/address/list?keyWord=a%00b', headers: { authorization: `Bearer ${doctor}` } });
    for (const res of [
      { statusCode: add.status, body: add.body },
      { statusCode: info.statusCode, body: info.json() },
      { statusCode: list.statusCode, body: list.json() },
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.body.msg).toMatch(/含有不允许的控制字符$/);
    }
  });

  it.each(['/api/home/v1/news', '/api/home/v1/course', '/api/delivery/address/list'])(
    '2. a huge page number on %s is a 400, not a bigint overflow',
    async (url) => {
      for (const pageNum of ['1e20', '99999999999999999999']) {
        const res = await inject({ method: 'GET', url, query: { pageNum }, headers: { authorization: `Bearer ${doctor}` } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ code: 400, msg: '页码格式不正确' });
      }
    },
  );

  it('3. an upload that fails leaves no file behind', async () => {
    const dir = path.join(t.dir, 'uploads');
    const before = filesIn(dir).length;
    const res = await uploadFile(t.app, doctor, 'x\u0000y.png', PNG_1PX);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).not.toBe(200);
    expect(filesIn(dir)).toHaveLength(before);
  });

  it('4. the daily upload cap holds against 60 parallel uploads', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.admin.phone);
    const replies = await Promise.all(Array.from({ length: 60 }, () => uploadFile(t.app, token, 'cert.png', PNG_1PX)));
    expect(replies.filter((r) => r.json().code === 200)).toHaveLength(30);
    expect(replies.filter((r) => r.json().msg === '今日上传图片次数已达上限，请明天再试')).toHaveLength(30);
  });

  it('5. one client cannot send codes to 100 different phones', async () => {
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const phone = `1371${String(i).padStart(7, '0')}`;
        return inject({ method: 'GET', url: '/api/smsCode', query: { telephone: phone, phoneMd5: md5(phone), type: 'register' }, remoteAddress: STRANGER });
      }),
    );
    expect(replies.filter((r) => r.json().code === 200)).toHaveLength(DEFAULT_LIMITS.smsPerIpPerHour);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(100 - DEFAULT_LIMITS.smsPerIpPerHour);
  });

  it('6. 200 registered/not-registered lookups from one client are throttled', async () => {
    const replies = [];
    for (let i = 0; i < 200; i += 1) {
      const phone = `1365${String(i).padStart(7, '0')}`;
      replies.push(
        await inject({ method: 'GET', url: '/api/smsCode', query: { telephone: phone, phoneMd5: md5(phone), type: 'login' }, remoteAddress: '198.51.100.8' }),
      );
    }
    const answered = replies.filter((r) => r.statusCode !== 429);
    expect(answered.length).toBeLessThanOrEqual(DEFAULT_LIMITS.lookupsPerIpPerHour);
    expect(replies.slice(-1)[0].json()).toMatchObject({ code: 429, msg: match.stringMatching(/[\u4e00-\u9fff]/) });
  });

  it("7. 50 wrong passwords from a stranger do not lock the owner's password login", async () => {
    const phone = DEMO_ACCOUNTS.superadmin.phone;
    for (let i = 0; i < 50; i += 1) {
      await inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: phone, phoneMd5: md5(phone), type: 'pwd', password: `wrong-${i}` },
        remoteAddress: STRANGER,
      });
    }
    const owner = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: phone, phoneMd5: md5(phone), type: 'pwd', password: 'tcm123456' },
      remoteAddress: OWNER_IP,
    });
    expect(owner.json()).toMatchObject({ code: 200, token: match.any(String) });
  });

  it.each([
    ['a number for a text', { street: 1e308 }],
    ['an object', { receiverName: { a: 1 } }],
    ['an array', { street: ['a'] }],
    ['null', { receiverName: null }],
    ['an RTL override', { receiverName: '\u202e五王' }],
    ['zero-width only', { receiverName: '\u200b\u200b' }],
  ])('8. wrong-typed input is refused, not coerced or dropped: %s', async (_, change) => {
    const res = await call(t.app, 'POST', '/api/delivery/address/add', { token: doctor, body: { ...ADDRESS, ...change } });
    expect(res.status).toBe(400);
  });

  it('8. 00000000000 is not a phone, for an address or a doctor application', async () => {
    expect((await call(t.app, 'POST', '/api/delivery/address/add', { token: doctor, body: { ...ADDRESS, phoneNo: '00000000000' } })).body.code).toBe(500);
    const apply = await call(t.app, 'POST', '/api/doctor/v1/person/add', {
      token: doctor,
      body: { doctorName: '张三', doctorPhonNo: '00000000000', doctorCertNo: 'X1', doctorCertImageUrl: '/uploads/x.png' },
    });
    expect(apply.body).toEqual({ code: 500, msg: '请输入正确的手机号码' });
  });

  it('9. X-Forwarded-Host does not steer a redirect when the API serves directly', async () => {
    const res = await inject({
      method: 'GET',
      url: '/sandbox/wechat/confirm',
      query: { redirect_uri: 'http://evil.example/x' },
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect(String(res.headers.location ?? '')).not.toContain('evil.example');
  });

  it('10. from another machine, nobody reads SMS codes or runs operator verbs', async () => {
    const code = await inject({
      method: 'POST',
      url: '/api/getCode',
      payload: { telephone: '13800000008', phoneMd5: md5('13800000008'), type: 'login' },
      remoteAddress: STRANGER,
    });
    expect(code.statusCode).toBe(403);
    const invite = await inject({
      method: 'POST',
      url: '/sandbox/operator/invitations',
      payload: { role: 'level2', phone: '13712349999', inviteName: '攻击者' },
      remoteAddress: STRANGER,
    });
    expect(invite.statusCode).toBe(403);
    expect((await t.app.db.query("SELECT 1 FROM invitations WHERE phone = '13712349999'")).length).toBe(0);
  });

  it('11. invite info shows the invitee masked; new invitation ids are random', async () => {
    const info = (await inject({ method: 'GET', url: '/api/invite/v1/info?inviteId=INV-DOCTOR-001' })).json();
    expect(info.info.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(info.info.inviteName).toContain('*');
    expect(JSON.stringify(info)).not.toContain('13900000001');
    const made = await inject({ method: 'POST', url: '/sandbox/operator/invitations', payload: { role: 'doctor', phone: '13712348888', inviteName: '华佗' } });
    expect(made.json().data).toMatchObject({ inviteId: match.stringMatching(/^INV-[0-9A-F]{16}$/i) });
  });

  it('12. the embedded database forces commits to disk', async () => {
    // Always PGlite here, also when the suite runs on a (deliberately fsync-less) throwaway server.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-findings-'));
    const embedded = await startApi({ dataDir: path.join(dir, 'db') });
    try {
      expect(embedded.app.db.kind).toBe('pglite');
      const [row] = await embedded.app.db.query<{ fsync: string }>('SHOW fsync');
      expect(row.fsync).toBe('on');
    } finally {
      await embedded.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
