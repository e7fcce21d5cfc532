import { BUCKETS, DEFAULT_LIMITS } from '../src/platform/limits';
import { md5, newPhone, startApi, STARTUP_MS, type TestApi } from './helpers';

/**
 * X-Forwarded-* are believed only from the proxies in TRUST_PROXY (ApiOptions.trustProxy). Served
 * directly (`npm start`, no TRUST_PROXY) a client can choose neither the host the API builds
 * redirects and links from nor the address its limits are counted against.
 */
// Some cases make dozens of requests (and scrypt checks) in a row; jest ignores testTimeout inside projects.
jest.setTimeout(30_000);
let direct: TestApi;
let proxied: TestApi;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([startApi(), startApi({ trustProxy: ['127.0.0.1'] })]);
}, STARTUP_MS);
afterAll(() => Promise.all([direct?.close(), proxied?.close()]), STARTUP_MS);

const confirm = (api: TestApi, remoteAddress: string, redirect: string, headers: Record<string, string>) =>
  api.app.inject({ method: 'GET', url: '/sandbox/wechat/confirm', query: { mode: 'new', redirect_uri: redirect }, remoteAddress, headers });

const sendSms = (api: TestApi, remoteAddress: string, headers: Record<string, string>) => {
  const phone = newPhone('1378');
  return api.app.inject({ method: 'GET', url: '/api/smsCode', query: { telephone: phone, phoneMd5: md5(phone), type: 'wxbind' }, remoteAddress, headers });
};

/** The addresses the SMS limit has counted sends against. */
const countedClients = async (api: TestApi) =>
  (await api.app.db.query<{ key: string }>('SELECT DISTINCT key FROM rate_limits WHERE bucket = $1', [BUCKETS.smsSends])).map((r) => r.key).sort();

const EVIL = { host: 'portal.example:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('no TRUST_PROXY: forwarded headers are ignored', () => {
  it.each(['203.0.113.20', '127.0.0.1'])('X-Forwarded-Host does not steer the WeChat sandbox redirect (client %s)', async (ip) => {
    const evil = await confirm(direct, ip, 'http://evil.example/x', EVIL);
    expect(evil.statusCode).toBe(400);
    expect(evil.headers.location).toBeUndefined();
    // The request's own host is the one redirects may go to, with its own scheme.
    const own = await confirm(direct, ip, 'http://portal.example:8080/Login', EVIL);
    expect(own.statusCode).toBe(302);
    expect(own.headers.location).toMatch(/^http:\/\/portal\.example:8080\/Login\?code=[\w-]+$/);
    const relative = await confirm(direct, ip, '/Login', EVIL);
    expect(relative.headers.location).toMatch(/^\/Login\?code=[\w-]+$/);
  });

  it('X-Forwarded-For does not choose the client: the socket address is counted, however the header changes', async () => {
    for (let i = 0; i < DEFAULT_LIMITS.smsPerIpPerHour; i++) {
      const res = await sendSms(direct, '203.0.113.21', { 'x-forwarded-for': `198.51.100.${i}` });
      expect(res.json()).toMatchObject({ code: 200 });
    }
    const res = await sendSms(direct, '203.0.113.21', { 'x-forwarded-for': '198.51.100.250' });
    expect(res.statusCode).toBe(429);
    expect(await countedClients(direct)).toEqual(['203.0.113.21']);
  });
});

describe('TRUST_PROXY=127.0.0.1: the proxy is believed, nobody else', () => {
  it("the proxy's X-Forwarded-Host and -Proto are honoured", async () => {
    const evil = await confirm(proxied, '127.0.0.1', 'http://evil.example/x', EVIL);
    expect(evil.statusCode).toBe(302);
    expect(evil.headers.location).toMatch(/^http:\/\/evil\.example\/x\?code=[\w-]+$/);
    const secure = await confirm(proxied, '127.0.0.1', 'https://portal.example/Login', {
      host: 'api:8080',
      'x-forwarded-host': 'portal.example',
      'x-forwarded-proto': 'https',
    });
    expect(secure.headers.location).toMatch(/^https:\/\/portal\.example\/Login\?code=[\w-]+$/);
  });

  it('the client is the address the proxy reports (the last one it added, not what the client sent it)', async () => {
    await sendSms(proxied, '127.0.0.1', { 'x-forwarded-for': '198.51.100.201' });
    await sendSms(proxied, '127.0.0.1', { 'x-forwarded-for': '10.9.9.9, 198.51.100.202' });
    expect(await countedClients(proxied)).toEqual(['198.51.100.201', '198.51.100.202']);
  });

  it('from any other address the headers are still ignored', async () => {
    expect((await confirm(proxied, '203.0.113.22', 'http://evil.example/x', EVIL)).statusCode).toBe(400);
    await sendSms(proxied, '203.0.113.22', { 'x-forwarded-for': '198.51.100.203' });
    expect(await countedClients(proxied)).toEqual(['198.51.100.201', '198.51.100.202', '203.0.113.22']);
  });
});
