/**
 * Issue 8: the portal with TWO API processes on ONE PostgreSQL server, behind Debian's nginx with the
 * production configuration (the release store of this e2e run, /api balanced over both instances).
 * Nothing a user does may depend on which instance answers: a login through one is valid on the
 * other, the SMS resend limit reached through one holds on the other, an upload through one is
 * served by the other, a logout through one ends the session on both. The assertions talk to each
 * instance directly; Chromium logs in through the front, whichever instance answers each call.
 *
 * Uploads: both processes share one local folder, which is enough on one machine; instances on
 * several machines need the S3 storage (STORAGE=s3, api/README.md).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { phoneMd5 } from '@tcm/shared/crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { launch, snap } from '../support/browser';
import { startApiProcess, type ApiProcess } from '../support/apiProcess';
import { startNginxFront, type NginxFront } from '../../scripts/lib/nginxFront';
import { ROOT } from '../support/paths';
import { startPgServer, type PgServer } from '../support/pgServer';
import { freshPhone, portal } from '../support/portal';
import { loginWithPassword, waitForPath } from '../support/session';

let pg: PgServer;
let apis: ApiProcess[] = [];
let front: NginxFront;
let uploads: string;
let browser: Browser;

beforeAll(async () => {
  pg = await startPgServer();
  const databaseUrl = pg.createDatabase('tcm_instances');
  uploads = mkdtempSync(path.join(os.tmpdir(), 'tcm-instances-uploads-'));
  // Both start at once on an empty database: one migrates and seeds, the other waits (advisory locks).
  const env = { DATABASE_URL: databaseUrl, UPLOAD_DIR: uploads, TRUST_PROXY: '127.0.0.1' };
  apis = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  front = await startNginxFront({ storeDir: portal().storeDir, env: 'local', upstreams: apis.map((a) => `127.0.0.1:${a.port}`), sandbox: true });
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await front?.stop();
  await Promise.all(apis.map((a) => a.stop()));
  pg?.stop();
  if (uploads) rmSync(uploads, { recursive: true, force: true });
}, 60_000);

async function call<T = { user?: { phonenumber: string } }>(api: ApiProcess, method: string, url: string, opts: { body?: unknown; token?: string } = {}) {
  const res = await fetch(`${api.url}${url}`, {
    method,
    headers: {
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T & { code: number; msg?: string } };
}

const login = async (api: ApiProcess, phone: string) => {
  const res = await call<{ token: string }>(api, 'POST', '/api/login', {
    body: { username: phone, phoneMd5: phoneMd5(phone), type: 'pwd', password: DEMO_PASSWORD },
  });
  expect(res.body.code).toBe(200);
  return res.body.token;
};

test('a login made through instance 1 is valid on instance 2, and a logout through 2 ends it on 1', async () => {
  const [one, two] = apis;
  const token = await login(one, DEMO_ACCOUNTS.doctor.phone);
  const info = await call(two, 'GET', '/api/getInfo', { token });
  expect(info.status).toBe(200);
  expect(info.body.user?.phonenumber).toBe(DEMO_ACCOUNTS.doctor.phone);
  expect((await call(two, 'POST', '/api/logout', { token })).body.code).toBe(200);
  const after = await call(one, 'GET', '/api/getInfo', { token });
  expect(after.status).toBe(401);
  expect(after.body).toEqual({ code: 401, msg: '登录状态已过期，请重新登录' });
});

test('the SMS resend limit reached through one instance holds on the other', async () => {
  const [one, two] = apis;
  const phone = freshPhone();
  const query = `/api/smsCode?telephone=${phone}&phoneMd5=${phoneMd5(phone)}&type=register`;
  const first = await call(one, 'GET', query);
  expect(first.body).toMatchObject({ code: 200 });
  const again = await call(two, 'GET', query);
  expect(again.body.msg).toBe('验证码发送过于频繁，请60秒后再试');
  // And the code sent through instance 1 is the one instance 2 reads back (sandbox debug call).
  const code = await call<{ smsCode: string }>(two, 'POST', '/api/getCode', { body: { telephone: phone, phoneMd5: phoneMd5(phone), type: 'register' } });
  expect(code.body.smsCode).toMatch(/^\d{6}$/);
});

test('an upload made through one instance is served by the other, and through the front', async () => {
  const [one, two] = apis;
  const token = await login(one, DEMO_ACCOUNTS.user.phone);
  const png = readFileSync(path.join(ROOT, 'e2e/fixtures/certificate.png'));
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), '执业证书.png');
  const res = await fetch(`${one.url}/api/common/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; data: { url: string; fileName: string } };
  expect(body).toMatchObject({ code: 200, data: { fileName: '执业证书.png' } });
  for (const base of [two.url, front.url]) {
    const served = await fetch(`${base}${body.data.url}`);
    expect([base, served.status, served.headers.get('content-type')]).toEqual([base, 200, 'image/png']);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  }
  // The other instance accepts it as the user's own upload (the database row is shared too).
  const info = await call(two, 'GET', '/api/getInfo', { token });
  expect(info.body.user?.phonenumber).toBe(DEMO_ACCOUNTS.user.phone);
});

describe('in Chromium, through the front', () => {
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: front.url, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  });
  afterEach(async () => {
    await snap(page, 'instances-front').catch(() => undefined);
    await context.close();
  });

  test('log in on the composed portal; the browser token works on each instance; pages keep loading whichever answers', async () => {
    await page.goto('/Login');
    await loginWithPassword(page, DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD);
    await page.getByText('登录成功').first().waitFor();
    await waitForPath(page, '/');
    const cookie = (await context.cookies(front.url)).find((c) => c.name === 'Admin-Token');
    expect(cookie?.value).toBeTruthy();
    for (const api of apis) {
      const info = await call(api, 'GET', '/api/getInfo', { token: cookie!.value });
      expect([api.url, info.body.user?.phonenumber]).toEqual([api.url, DEMO_ACCOUNTS.doctor.phone]);
    }
    // A page whose data comes from the API: the seeded addresses, over several calls balanced over both.
    await page.goto('/address');
    await page.getByText('蕲州镇东长街18号').first().waitFor();
    await page.reload();
    await page.getByText('朝阳路甲6号中医药大厦12层').first().waitFor();
    // Both instances really answered the browser (round robin): each logged requests that came
    // through the front (nginx passes the front's host on).
    for (const api of apis) expect([api.url, api.output().includes(`"host":"${new URL(front.url).host}"`)]).toEqual([api.url, true]);
  });
});
