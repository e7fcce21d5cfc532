import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { buildApp, ConfigError } from '../src/app';
import { MSG } from '../src/messages';
import { runCli } from '../src/operator/cli';
import { isLoopback, OPERATOR_TOKEN_HEADER } from '../src/platform/http/operatorBoundary';
import { md5, sendSms, startApi, STARTUP_MS, useTestApi, type LooseAnswer, type TestApi } from './helpers';
import { match } from '@tcm/shared/testing/matchers';

/**
 * Sandbox mode hands out every live SMS code and the back office's verbs. Those answer only to this
 * machine or to the start's operator token; the provider pages a phone opens stay open to the LAN.
 */
const TOKEN = 'op-token-for-tests-0123456789';
const t = useTestApi({ operatorToken: TOKEN });

/** A phone on the LAN, as app.inject sees it. */
const LAN = '192.168.1.23';
const REFUSED = { code: 403, msg: MSG.operatorOnly };

const inject = async (opts: InjectOptions) => {
  const res = await t.app.inject(opts);
  const body: LooseAnswer = res.body.startsWith('{') ? res.json<LooseAnswer>() : { raw: res.body };
  return { status: res.statusCode, body, headers: res.headers };
};

const getCode = (from: string, phone: string, headers: Record<string, string> = {}) =>
  inject({
    method: 'POST',
    url: '/api/getCode',
    remoteAddress: from,
    headers,
    payload: { telephone: phone, phoneMd5: md5(phone), type: 'login' },
  });

/** The operator verbs with a request each that would change something if it ran. */
const OPERATOR_CALLS: Record<string, (phone: string) => InjectOptions> = {
  'create an invitation': (phone) => ({
    method: 'POST',
    url: '/sandbox/operator/invitations',
    payload: { role: 'level2', phone, inviteName: '越权' },
  }),
  'approve a doctor': () => ({ method: 'POST', url: '/sandbox/operator/approve-doctor', payload: { phone: DEMO_ACCOUNTS.doctorReviewing.phone } }),
  'reject a doctor': () => ({
    method: 'POST',
    url: '/sandbox/operator/reject-doctor',
    payload: { phone: DEMO_ACCOUNTS.doctorReviewing.phone, remark: '越权' },
  }),
  'list applications': () => ({ method: 'GET', url: '/sandbox/operator/applications' }),
};

const reviewingStatus = async () =>
  (
    await t.app.db.query<{ status: string }>('SELECT d.status FROM doctors d JOIN users u ON u.user_id = d.user_id WHERE u.phone = $1', [
      DEMO_ACCOUNTS.doctorReviewing.phone,
    ])
  )[0].status;

describe('loopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.10.0.3', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.168.1.23', false],
    ['10.0.0.1', false],
    ['::ffff:192.168.1.23', false],
    ['1127.0.0.1', false],
    ['127.0.0.1.example', false],
    ['fe80::1', false],
    ['', false],
  ])('%s → %s', (ip, loopback) => expect(isLoopback(ip)).toBe(loopback));
});

describe('POST /api/getCode', () => {
  const phone = DEMO_ACCOUNTS.admin.phone;
  beforeAll(async () => {
    expect((await sendSms(t.app, phone, 'login')).body.code).toBe(200);
  });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers a client on this machine (%s)', async (from) => {
    const res = await getCode(from, phone);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: '', smsCode: match.stringMatching(/^\d{6}$/) });
  });

  it('refuses a client on another machine with 403 and no code', async () => {
    const res = await getCode(LAN, phone);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
    expect(JSON.stringify(res.body)).not.toMatch(/\d{6}/);
  });

  it('answers another machine that carries the operator token, and only the right one', async () => {
    expect((await getCode(LAN, phone, { [OPERATOR_TOKEN_HEADER]: TOKEN })).body).toMatchObject({ code: 200, smsCode: match.any(String) });
    for (const wrong of [`${TOKEN}x`, TOKEN.slice(0, -1), '', TOKEN.toUpperCase()]) {
      const res = await getCode(LAN, phone, { [OPERATOR_TOKEN_HEADER]: wrong });
      expect([wrong, res.status, res.body]).toEqual([wrong, 403, REFUSED]);
    }
    // The token is a header, not a bearer token or a query parameter.
    expect((await getCode(LAN, phone, { authorization: `Bearer ${TOKEN}` })).status).toBe(403);
    expect((await inject({ method: 'POST', url: `/api/getCode?operatorToken=${TOKEN}`, remoteAddress: LAN, payload: {} })).status).toBe(403);
  });

  it('a forwarded-for header does not make another machine local', async () => {
    for (const header of ['x-forwarded-for', 'x-real-ip']) {
      expect((await getCode(LAN, phone, { [header]: '127.0.0.1' })).status).toBe(403);
    }
  });

  it('a proxy on this machine that the API does not trust makes nobody local', async () => {
    // What a local nginx sends for a phone on the LAN: the socket is loopback, the client is not.
    const forwardedFor: Record<string, string>[] = [
      { 'x-forwarded-for': LAN },
      { 'x-real-ip': LAN },
      { forwarded: `for=${LAN}` },
      // Even one naming a local client: an untrusted proxy's word is not taken.
      { 'x-forwarded-for': '127.0.0.1' },
    ];
    for (const headers of forwardedFor) {
      const res = await getCode('127.0.0.1', phone, headers);
      expect([headers, res.status, res.body]).toEqual([headers, 403, REFUSED]);
    }
    // The token still works through it.
    expect((await getCode('127.0.0.1', phone, { 'x-forwarded-for': LAN, [OPERATOR_TOKEN_HEADER]: TOKEN })).status).toBe(200);
  });
});

describe('behind a trusted proxy on this machine (TRUST_PROXY=127.0.0.1)', () => {
  let proxied: TestApi;
  beforeAll(async () => {
    proxied = await startApi({ operatorToken: TOKEN, trustProxy: ['127.0.0.1'] });
    expect((await sendSms(proxied.app, DEMO_ACCOUNTS.admin.phone, 'login')).body.code).toBe(200);
  }, STARTUP_MS);
  afterAll(() => proxied?.close(), STARTUP_MS);
  const viaProxy = (client: string, headers: Record<string, string> = {}) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/getCode',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client, ...headers },
      payload: { telephone: DEMO_ACCOUNTS.admin.phone, phoneMd5: md5(DEMO_ACCOUNTS.admin.phone), type: 'login' },
    });

  it('a browser on this machine is local; a phone on the LAN is not, unless it has the token', async () => {
    expect((await viaProxy('127.0.0.1')).statusCode).toBe(200);
    const lan = await viaProxy(LAN);
    expect([lan.statusCode, lan.json()]).toEqual([403, REFUSED]);
    expect((await viaProxy(LAN, { [OPERATOR_TOKEN_HEADER]: TOKEN })).statusCode).toBe(200);
  });

  it('a connection from elsewhere claiming to be local is not', async () => {
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/getCode',
      remoteAddress: LAN,
      headers: { 'x-forwarded-for': '127.0.0.1' },
      payload: { telephone: DEMO_ACCOUNTS.admin.phone, phoneMd5: md5(DEMO_ACCOUNTS.admin.phone), type: 'login' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('/sandbox/operator/*', () => {
  it.each(Object.entries(OPERATOR_CALLS))('%s: refused to another machine with 403, nothing changed', async (_verb, request) => {
    const invitationsBefore = await t.app.db.query('SELECT invite_id FROM invitations ORDER BY invite_id');
    const res = await inject({ ...request('13900000401'), remoteAddress: LAN });
    expect([res.status, res.body]).toEqual([403, REFUSED]);
    expect(await t.app.db.query('SELECT invite_id FROM invitations ORDER BY invite_id')).toEqual(invitationsBefore);
    expect(await reviewingStatus()).toBe('4');
    // Refused before the input is read: a malformed request gets the same answer.
    const malformed = await inject({ ...request('13900000401'), payload: { phone: { $ne: 1 } }, remoteAddress: LAN });
    expect(malformed.status).toBe(403);
  });

  it('a wrong token is refused like none', async () => {
    const res = await inject({ ...OPERATOR_CALLS['create an invitation']('13900000402'), remoteAddress: LAN, headers: { [OPERATOR_TOKEN_HEADER]: 'guess' } });
    expect([res.status, res.body]).toEqual([403, REFUSED]);
    expect(await t.app.db.query(`SELECT 1 FROM invitations WHERE phone = '13900000402'`)).toEqual([]);
  });

  it('another machine with the operator token, or this machine, may operate', async () => {
    const withToken = await inject({
      ...OPERATOR_CALLS['create an invitation']('13900000403'),
      remoteAddress: LAN,
      headers: { [OPERATOR_TOKEN_HEADER]: TOKEN },
    });
    expect(withToken.body).toMatchObject({ code: 200, data: { inviteId: match.stringMatching(/^INV-[0-9A-F]{16}$/) } });
    const local = await inject({ ...OPERATOR_CALLS['list applications']('') });
    expect(local.body).toMatchObject({ code: 200, data: match.any(Array) });
  });

  it('the operator CLI (--api) sends the token from --token or OPERATOR_TOKEN', async () => {
    // The CLI's requests reach the app as if from another machine.
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      const res = await t.app.inject({
        method: (init?.method ?? 'GET') as InjectOptions['method'],
        url: url.pathname + url.search,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        payload: init?.body as string | undefined,
        remoteAddress: LAN,
      });
      return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
    });
    const errors: string[] = [];
    const logs: string[] = [];
    jest.spyOn(console, 'error').mockImplementation((m: string) => void errors.push(String(m)));
    jest.spyOn(console, 'log').mockImplementation((m: string) => void logs.push(String(m)));
    jest.spyOn(console, 'table').mockImplementation(() => {});
    const saved = process.env.OPERATOR_TOKEN;
    try {
      const invite = (phone: string, ...extra: string[]) =>
        runCli(['create-invite', '--role', 'doctor', '--phone', phone, '--name', '张仲景', '--api', 'http://192.168.1.10:8080', ...extra]);
      delete process.env.OPERATOR_TOKEN;
      expect(await invite('13900000404')).toBe(1);
      expect(errors.pop()).toContain(MSG.operatorOnly);
      expect(await invite('13900000404', '--token', TOKEN)).toBe(0);
      expect(logs.join('\n')).toMatch(/邀请链接: \/Invite\?inviteId=INV-[0-9A-F]{16}/);
      process.env.OPERATOR_TOKEN = TOKEN;
      expect(await runCli(['list-applications', '--api', 'http://192.168.1.10:8080'])).toBe(0);
      // Chosen ids are gone: invitation ids are random.
      expect(await invite('13900000405', '--id', 'INV-EASY-1')).toBe(1);
      expect(errors.pop()).toContain('--id');
      expect(await t.app.db.query(`SELECT 1 FROM invitations WHERE invite_id = 'INV-EASY-1'`)).toEqual([]);
      expect(fetchSpy).toHaveBeenCalled();
    } finally {
      if (saved === undefined) delete process.env.OPERATOR_TOKEN;
      else process.env.OPERATOR_TOKEN = saved;
      jest.restoreAllMocks();
    }
  });
});

describe('what stays open to the LAN', () => {
  it('a phone may open the QR login page and confirm on it, and the back-office placeholder', async () => {
    const page = await inject({ method: 'GET', url: '/sandbox/wechat/authorize?redirect_uri=/Login', remoteAddress: LAN });
    expect(page.status).toBe(200);
    expect(page.body.raw).toContain('<form');
    const confirm = await inject({ method: 'GET', url: '/sandbox/wechat/confirm?mode=new&redirect_uri=/Login', remoteAddress: LAN });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.location).toMatch(/^\/Login\?code=/);
    expect((await inject({ method: 'GET', url: '/sandbox/back-office', remoteAddress: LAN })).status).toBe(200);
  });

  it('and every ordinary call, e.g. sending a code', async () => {
    const phone = '13900000406';
    const sent = await inject({
      method: 'GET',
      url: `/api/smsCode?telephone=${phone}&phoneMd5=${md5(phone)}&type=register`,
      remoteAddress: LAN,
    });
    expect(sent.body).toEqual({ code: 200, msg: MSG.smsSent });
  });
});

describe('refusing to start', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-api-refuse-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const opts = (name: string) => ({ dataDir: path.join(dir, name, 'db'), uploadDir: path.join(dir, name, 'uploads') });

  it('NODE_ENV=production with sandbox on: buildApp throws before opening anything', async () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const started = buildApp({ ...opts('prod'), sandbox: true });
      await expect(started).rejects.toThrow(ConfigError);
      await expect(started).rejects.toThrow(/NODE_ENV=production.*沙箱.*SANDBOX=false/);
      expect(fs.existsSync(path.join(dir, 'prod'))).toBe(false);
    } finally {
      process.env.NODE_ENV = saved;
    }
  });

  it('an operator token shorter than 16 characters is refused', async () => {
    await expect(buildApp({ ...opts('short'), sandbox: true, operatorToken: 'short' })).rejects.toThrow(/OPERATOR_TOKEN 至少需要 16 个字符/);
  });

  it('the standalone server (main.ts) exits 1 with the message', () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: path.resolve(__dirname, '..'),
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'main', 'db'), UPLOAD_DIR: path.join(dir, 'main', 'up'), ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const refused = run({ NODE_ENV: 'production', SANDBOX: 'true' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('拒绝启动：NODE_ENV=production 时不能开启沙箱模式');
    expect(refused.stderr).not.toMatch(/\n\s+at /); // a sentence, not a stack trace
    expect(fs.existsSync(path.join(dir, 'main'))).toBe(false);
  }, 60_000);
});
