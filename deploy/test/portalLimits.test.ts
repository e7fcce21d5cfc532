/**
 * The Node server (`npm start`, e2e) passes the API's abuse limits (LIMIT_*) and its trusted proxies
 * (TRUST_PROXY) from the environment, options over them; with neither it faces browsers directly and
 * believes no forwarded header.
 */
import { phoneMd5 } from '@tcm/shared/crypto';
import { startPortal, type Portal } from '../src/server/start';
import { promoteSet } from '@tcm/release';
import { newStore, removeTemps, storeWithApps, tempDir } from '@tcm/release/testing';
import { match } from '@tcm/shared/testing/matchers';

const V1 = '1.0.0+aaa';
afterAll(removeTemps);

async function portalWith(env: Record<string, string>, opts: Parameters<typeof startPortal>[0] = {}): Promise<Portal> {
  const store = await storeWithApps(V1);
  await promoteSet(store, 'local', { shell: V1, account: V1, clinic: V1, commerce: V1, certification: V1 });
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await startPortal({ port: 0, host: '127.0.0.1', storeDir: store.root, dataDir: tempDir(), prepare: false, log: () => {}, ...opts });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

const sms = (portal: Portal, phone: string, headers: Record<string, string> = {}) =>
  portal.app.inject({ method: 'GET', url: '/api/smsCode', query: { telephone: phone, phoneMd5: phoneMd5(phone), type: 'wxbind' }, headers });
const confirm = (portal: Portal) =>
  portal.app.inject({
    method: 'GET',
    url: '/sandbox/wechat/confirm',
    query: { mode: 'new', redirect_uri: 'http://evil.example/x' },
    headers: { host: 'portal.example', 'x-forwarded-host': 'evil.example' },
  });

test('by default: the API limits are on and no forwarded header is believed', async () => {
  const portal = await portalWith({ TRUST_PROXY: '', LIMIT_SMS_PER_IP_PER_HOUR: '' });
  try {
    expect((await confirm(portal)).statusCode).toBe(400);
    expect((await sms(portal, '13712340001')).json()).toMatchObject({ code: 200 });
  } finally {
    await portal.close();
  }
}, 60_000);

test('LIMIT_* and TRUST_PROXY from the environment reach the API; options win over the environment', async () => {
  const portal = await portalWith(
    { TRUST_PROXY: '127.0.0.1', LIMIT_SMS_PER_IP_PER_HOUR: '1', LIMIT_LOOKUPS_PER_IP_PER_HOUR: '7' },
    { limits: { lookupsPerIpPerHour: 3 } },
  );
  try {
    expect((await confirm(portal)).statusCode).toBe(302);
    expect((await sms(portal, '13712340002', { 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(200);
    const refused = await sms(portal, '13712340003', { 'x-forwarded-for': '198.51.100.1' });
    expect(refused.statusCode).toBe(429);
    // The wait is to the end of the clock hour: minutes, or seconds in its last minute (a run at 16:59:55 read 5秒).
    expect(refused.json()).toEqual({ code: 429, msg: match.stringMatching(/^验证码发送次数过多，请\d+(分钟|秒)后再试$/) });
    // Another client behind the trusted proxy has its own budget.
    expect((await sms(portal, '13712340003', { 'x-forwarded-for': '198.51.100.2' })).statusCode).toBe(200);
    const lookups = [];
    for (let i = 0; i < 4; i++) {
      const phone = '13800000001';
      lookups.push(
        (await portal.app.inject({ method: 'GET', url: '/api/smsCode', query: { telephone: phone, phoneMd5: phoneMd5(phone), type: 'register' } })).statusCode,
      );
    }
    expect(lookups).toEqual([200, 200, 200, 429]);
  } finally {
    await portal.close();
  }
}, 60_000);

test('a bad LIMIT_* or TRUST_PROXY stops the start with a sentence, before any building', async () => {
  for (const env of [{ LIMIT_LOGIN_FAILURES_PER_IP: '0' }, { TRUST_PROXY: '*' }]) {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      // prepare is left on: the refusal must come before minutes of building.
      const started = startPortal({ port: 0, storeDir: newStore().root, dataDir: tempDir(), log: () => {} });
      await expect(started).rejects.toMatchObject({
        name: 'ConfigError',
        message: match.stringMatching(/^拒绝启动：.*(LIMIT_LOGIN_FAILURES_PER_IP|TRUST_PROXY)/),
      });
    } finally {
      for (const k of Object.keys(env)) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
    }
  }
});
