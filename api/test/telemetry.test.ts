import type { OpsApp } from '@tcm/shared/contract';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { DAY, HOUR, MINUTE } from '../src/platform/lib/time';
import { bucketOf, PER_BROWSER_CAP, type CatalogEntry, type ReleaseOps } from '@tcm/release';
import { call, loginPwd, useTestApi } from './helpers';

const V1 = '1.0.0+a';
const V2 = '1.1.0+b';
const CLINIC_ROUTES = ['/Contact', '/medicalRecords', '/prescriptionInfo'];

/** A release store that records what the API asked of it, with clinic V1 live and V2 as a 10 % canary. */
const calls: string[] = [];
const published: CatalogEntry[] = [
  { app: 'clinic', version: V1, routes: CLINIC_ROUTES },
  { app: 'clinic', version: V2, routes: CLINIC_ROUTES },
  { app: 'shell', version: 's1', routes: ['/', '/News', '*'] },
  { app: 'certification', version: '9.9.9', routes: ['/apply'] },
];
const releases: ReleaseOps = {
  env: 'staging',
  watch: { windowMinutes: 30, minViews: 4, minSources: 2, promoteAfterMinutes: null },
  apps: async (): Promise<OpsApp[]> => [
    {
      app: 'clinic',
      live: { version: V1, since: '2026-11-20T01:00:00Z', previous: null },
      canary: { version: V2, percent: 10, since: '2026-11-20T01:30:00Z' },
      versions: [V2, V1],
    },
  ],
  history: async () => [{ when: '2026-11-20T01:40:00Z', who: 'watcher', verb: 'abort-canary', app: 'clinic', from: V2, to: V1, reason: '自动回滚：<b>x</b>' }],
  catalog: async () => published,
  canary: async (app, version, percent, who) => {
    if (version === 'missing') throw new Error('检查未通过，未做任何更改');
    calls.push(`canary ${app} ${version} ${percent} ${who}`);
  },
  share: async (app, percent, who) => void calls.push(`share ${app} ${percent} ${who}`),
  promoteCanary: async (app, who) => void calls.push(`promote ${app} ${who}`),
  abortCanary: async (app, who) => void calls.push(`abort ${app} ${who}`),
  rollback: async (app, who) => void calls.push(`rollback ${app} ${who}`),
};

const t = useTestApi({ releases, limits: { telemetryPerIpPerMinute: 6, telemetryBrowsersPerIpPerHour: 3 } });

let ids = 0;
/** A browser id as the shell draws them. */
const browser = () => `browser-${String(++ids).padStart(6, '0')}-abcdefgh`;
const send = (batch: unknown, remoteAddress = '203.0.113.9', headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/telemetry', { body: { batch }, remoteAddress, headers });
/** Each browser's sums for one app version, as the watcher's evidence holds them. */
const evidence = (version: string, app = 'clinic') =>
  t.app.db.query<{ browser: string; witness: string; views: number; failed: number; lcp: number | null }>(
    `SELECT browser, min(witness) AS witness, sum(views)::int AS views, sum(failed)::int AS failed, max(lcp_worst)::int AS lcp
       FROM telemetry_browsers WHERE app = $1 AND version = $2 GROUP BY browser ORDER BY browser`,
    [app, version],
  );
const count = async (table: string) => (await t.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

describe('POST /api/telemetry', () => {
  test('takes a batch of one browser without a login: its evidence, witnessed by its address, and the sums', async () => {
    const b = browser();
    const batch = {
      v: 2,
      b,
      views: [
        ['clinic', V2, '/Contact'],
        ['clinic', V2, '/Contact'],
        ['clinic', V1, '/medicalRecords'],
      ],
      fails: [
        ['clinic', V2, '/Contact', 'chunk', 0],
        ['clinic', V2, '/Contact', 'entry', 1],
      ],
      errors: [['clinic', V2, '/medicalRecords']],
      vitals: [
        ['clinic', V2, 'lcp', 1900],
        ['clinic', V2, 'lcp', 4100],
        ['clinic', V1, 'inp', 120],
      ],
    };
    expect((await send(batch, '203.0.113.1')).body).toEqual({ code: 200, msg: '' });
    t.clock.advance(10_000);
    expect((await send(batch, '203.0.113.1')).status).toBe(200);
    const [canary] = await evidence(V2);
    expect(canary).toEqual({ browser: b, witness: '203.0.113.1', views: 4, failed: 4, lcp: bucketOf(4100) });
    const [route] = await t.app.db.query<{ views: number; failures: number; retries: number; errors: number }>(
      `SELECT views, failures, retries, errors FROM telemetry_minutes WHERE version = $1 AND route = '/Contact'`,
      [V2],
    );
    expect(route).toEqual({ views: 4, failures: 2, retries: 2, errors: 0 });
  });

  test('a browser adds at most what one browser does in a period, however often and however much it claims', async () => {
    const b = browser();
    const fifty = Array.from({ length: 50 }, () => ['clinic', V1, '/Contact']);
    for (let i = 0; i < 4; i++) expect((await send({ v: 2, b, views: fifty, errors: fifty }, '203.0.113.20')).status).toBe(200);
    const row = (await evidence(V1)).find((r) => r.browser === b);
    expect(row).toMatchObject({ views: PER_BROWSER_CAP, failed: PER_BROWSER_CAP });
    // The sums took only what the browser's row accepted.
    const [sum] = await t.app.db.query<{ views: number }>(`SELECT sum(views)::int AS views FROM telemetry_series WHERE step = 1 AND version = $1`, [V1]);
    expect(sum.views).toBeLessThanOrEqual(PER_BROWSER_CAP + 10);
    // The next period it may report again.
    t.clock.advance(MINUTE);
    expect((await send({ v: 2, b, views: [['clinic', V1, '/Contact']] }, '203.0.113.20')).status).toBe(200);
    expect((await evidence(V1)).find((r) => r.browser === b)!.views).toBe(PER_BROWSER_CAP + 1);
  });

  test('versions and routes the release store never published are counted as unknown, never stored as such', async () => {
    const before = { minutes: await count('telemetry_minutes'), series: await count('telemetry_series'), browsers: await count('telemetry_browsers') };
    const made = (i: number) => ({
      v: 2,
      b: browser(),
      views: [
        ['clinic', `6.6.${i}+made`, '/Contact'],
        ['clinic', V1, `/made-up-${i}`],
        ['account', V1, '/Login'],
      ],
      vitals: [['commerce', `7.7.${i}`, 'lcp', 100]],
    });
    for (let i = 0; i < 20; i++) expect((await send(made(i), `198.51.100.${100 + i}`)).status).toBe(200);
    expect({ minutes: await count('telemetry_minutes'), series: await count('telemetry_series'), browsers: await count('telemetry_browsers') }).toEqual(before);
    const [unknown] = await t.app.db.query<{ items: number }>(`SELECT sum(items)::int AS items FROM telemetry_unknown`);
    expect(unknown.items).toBeGreaterThanOrEqual(80);
  });

  test("the issue's flood (1,460 anonymous batches of made-up versions and routes) stores nothing and leaves /ops small", async () => {
    const before = { minutes: await count('telemetry_minutes'), series: await count('telemetry_series') };
    for (let i = 0; i < 1460; i++) {
      const batch = {
        v: 2,
        b: `flood-browser-${String(i).padStart(6, '0')}`,
        views: Array.from({ length: 50 }, (_, j) => ['clinic', `9.${i}.${j}+made`, `/made-up/${i}/${j}`]),
      };
      expect((await send(batch, `10.${(i >> 8) & 255}.${i & 255}.7`)).status).toBe(200);
    }
    expect({ minutes: await count('telemetry_minutes'), series: await count('telemetry_series') }).toEqual(before);
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.admin.phone);
    for (const hours of ['1', '24', '72']) {
      const res = await call(t.app, 'GET', '/api/ops/overview', { token, query: { hours } });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body).length).toBeLessThan(200_000);
      expect(res.body.data!.series.every((s: { version: string }) => !s.version.includes('made'))).toBe(true);
    }
  }, 120_000);

  test.each([
    ['the old counted items (wire version 1)', { v: 1, views: [['clinic', V1, '/Contact', 1000]] }],
    ['no browser id', { v: 2, views: [['clinic', V1, '/Contact']] }],
    ['a browser id that is no id', { v: 2, b: '<script>alert(1)</script>', views: [] }],
    ['an item with a count', { v: 2, b: 'browser-abcdefghijklmnop', views: [['clinic', V1, '/Contact', 5]] }],
    ['an unknown app', { v: 2, b: 'browser-abcdefghijklmnop', views: [['bank', V1, '/x']] }],
    ['a filled-in path with a query (personal data)', { v: 2, b: 'browser-abcdefghijklmnop', views: [['clinic', V1, '/Contact?phone=13800000001']] }],
    ['a version that is no version', { v: 2, b: 'browser-abcdefghijklmnop', views: [['clinic', '../../etc', '/Contact']] }],
    ['a vital that is no number', { v: 2, b: 'browser-abcdefghijklmnop', vitals: [['clinic', V1, 'lcp', 'slow']] }],
    ['an unknown metric', { v: 2, b: 'browser-abcdefghijklmnop', vitals: [['clinic', V1, 'ttfb', 10]] }],
    ['too many items', { v: 2, b: 'browser-abcdefghijklmnop', views: Array.from({ length: 51 }, () => ['clinic', V1, '/Contact']) }],
    ['a wrong tuple', { v: 2, b: 'browser-abcdefghijklmnop', errors: [['clinic', V1]] }],
  ])('refuses %s with HTTP 400 and stores nothing', async (_what, batch) => {
    const before = await count('telemetry_browsers');
    const res = await send(batch, '198.51.100.7');
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/遥测数据/);
    expect(await count('telemetry_browsers')).toBe(before);
  });

  test('refuses a batch too large for the input layer', async () => {
    const res = await send({ v: 2, b: browser(), views: [['clinic', V1, `/${'a'.repeat(9000)}`]] }, '198.51.100.8');
    expect(res.status).toBe(400);
  });

  test('limits batches per address and minute (429 with Retry-After); the next minute it sends again', async () => {
    const ip = '192.0.2.44';
    const b = browser();
    for (let i = 0; i < 6; i++) expect((await send({ v: 2, b, views: [['shell', 's1', '/']] }, ip)).status).toBe(200);
    const refused = await send({ v: 2, b, views: [['shell', 's1', '/']] }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send({ v: 2, b, views: [['shell', 's1', '/']] }, '192.0.2.45')).status).toBe(200);
    t.clock.advance(MINUTE);
    expect((await send({ v: 2, b, views: [['shell', 's1', '/']] }, ip)).status).toBe(200);
  });

  test('an address reports for a few browsers an hour (a NAT); one more is refused in Chinese until the next hour', async () => {
    const ip = '192.0.2.70';
    const mine = [browser(), browser(), browser()];
    for (const b of mine) expect((await send({ v: 2, b, views: [['shell', 's1', '/']] }, ip)).status).toBe(200);
    // The same browsers again: they are counted already.
    expect((await send({ v: 2, b: mine[0], views: [['shell', 's1', '/News']] }, ip)).status).toBe(200);
    const fourth = await send({ v: 2, b: browser(), views: [['shell', 's1', '/']] }, ip);
    expect(fourth.status).toBe(429);
    expect(fourth.body.msg).toMatch(/此网络地址本小时上报数据的浏览器已达上限（3 个）/);
    t.clock.advance(HOUR);
    expect((await send({ v: 2, b: browser(), views: [['shell', 's1', '/']] }, ip)).status).toBe(200);
  });

  test('a browser on this machine (no proxy between) is a witness of its own and has no browser budget', async () => {
    const local = [browser(), browser(), browser(), browser(), browser()];
    for (const b of local) expect((await send({ v: 2, b, views: [['certification', '9.9.9', '/apply']] }, '127.0.0.1')).status).toBe(200);
    const rows = await evidence('9.9.9', 'certification');
    expect(
      rows
        .filter((r) => local.includes(r.browser))
        .map((r) => r.witness)
        .sort(),
    ).toEqual(local.map((b) => `local:${b}`).sort());
    // Through a proxy on this machine (X-Forwarded-For, not trusted here) it is the loopback address, budget and all.
    t.clock.advance(MINUTE);
    const proxied: number[] = [];
    for (let i = 0; i < 4; i++)
      proxied.push(
        (await send({ v: 2, b: browser(), views: [['certification', '9.9.9', '/apply']] }, '127.0.0.1', { 'x-forwarded-for': '203.0.113.77' })).status,
      );
    expect(proxied).toEqual([200, 200, 200, 429]);
  });

  test("keeps sums 30 days and each browser's evidence a day", async () => {
    await send({ v: 2, b: browser(), views: [['certification', '9.9.9', '/apply']] }, '192.0.2.50');
    t.clock.advance(2 * DAY);
    // A batch after 10 minutes runs the clean-up.
    t.clock.advance(11 * MINUTE);
    await send({ v: 2, b: browser(), views: [['certification', '9.9.9', '/apply']] }, '192.0.2.51');
    const oldest = (table: string, column: string) => t.app.db.query<{ at: Date | null }>(`SELECT min(${column}) AS at FROM ${table}`);
    const [browsers] = await oldest('telemetry_browsers', 'minute');
    expect(t.clock.now().getTime() - new Date(browsers.at!).getTime()).toBeLessThanOrEqual(DAY);
    const [series] = await oldest('telemetry_series', 'bin');
    expect(t.clock.now().getTime() - new Date(series.at!).getTime()).toBeGreaterThan(DAY);
    t.clock.advance(31 * DAY);
    await send({ v: 2, b: browser(), views: [['certification', '9.9.9', '/apply']] }, '192.0.2.52');
    const [kept] = await oldest('telemetry_series', 'bin');
    expect(t.clock.now().getTime() - new Date(kept.at!).getTime()).toBeLessThanOrEqual(HOUR);
  });

  test('the portal config tells the shell where to send and how much to sample', async () => {
    const res = await call(t.app, 'GET', '/api/portal/config');
    expect(res.body.data.telemetry).toEqual({ endpoint: '/api/telemetry', sampleRate: 1, flushMs: 30000 });
  });
});

describe('/api/ops', () => {
  test('needs a login, and the operator role checked by the API: a doctor or an ordinary user is refused with 403', async () => {
    expect((await call(t.app, 'GET', '/api/ops/overview')).status).toBe(401);
    for (const who of [DEMO_ACCOUNTS.doctor, DEMO_ACCOUNTS.user, DEMO_ACCOUNTS.level1]) {
      const token = await loginPwd(t.app, who.phone);
      const res = await call(t.app, 'GET', '/api/ops/overview', { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 403, msg: '没有运维权限（需要管理员或超级管理员）' });
      const verb = await call(t.app, 'POST', '/api/ops/rollback', { token, body: { app: 'clinic' } });
      expect(verb.status).toBe(403);
    }
    expect(calls).toEqual([]);
  });

  test("an admin reads the overview: apps with the watcher's verdict on the canary, per-version series, history", async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.admin.phone);
    t.clock.advance(MINUTE);
    await send(
      { v: 2, b: browser(), views: Array(4).fill(['clinic', V2, '/Contact']), errors: [['clinic', V2, '/Contact']], vitals: [['clinic', V2, 'lcp', 2100]] },
      '192.0.2.60',
    );
    const res = await call(t.app, 'GET', '/api/ops/overview', { token, query: { hours: '1' } });
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ env: 'staging', hours: 1, stepMinutes: 1, watch: { minViews: 4, minSources: 2 } });
    expect(data!.apps[0]).toMatchObject({ app: 'clinic', canary: { version: V2, percent: 10, judgement: { verdict: 'wait' } } });
    expect(data!.apps[0].canary!.judgement!.reason).toMatch(/数据不足/);
    expect(data!.apps[0].canary!.judgement!.canary.sources).toBeGreaterThanOrEqual(1);
    const canary = data!.series.find((s: { version: string }) => s.version === V2);
    expect(canary!.points.at(-1)).toMatchObject({ views: 4, errors: 1, failureRate: 0.25, lcpP75: 2500 });
    // Over the whole range too, with the samples behind it (issue 34: /ops shows it per version).
    expect(canary!.vitals).toEqual({ lcpP75: 2500, inpP75: null, lcpSamples: 1, inpSamples: 0 });
    expect(data!.history[0].reason).toBe('自动回滚：<b>x</b>');
    expect((await call(t.app, 'GET', '/api/ops/overview', { token, query: { hours: '1000' } })).status).toBe(400);
  });

  test("the verbs run on the release store in the operator's name; its refusal is the message", async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.superadmin.phone);
    const who = `superadmin:${DEMO_ACCOUNTS.superadmin.phone}`;
    expect((await call(t.app, 'POST', '/api/ops/canary', { token, body: { app: 'clinic', version: V2, percent: 10 } })).body.code).toBe(200);
    expect((await call(t.app, 'POST', '/api/ops/canary/share', { token, body: { app: 'clinic', percent: 50 } })).body.code).toBe(200);
    expect((await call(t.app, 'POST', '/api/ops/canary/promote', { token, body: { app: 'clinic' } })).body.code).toBe(200);
    expect((await call(t.app, 'POST', '/api/ops/canary/abort', { token, body: { app: 'clinic' } })).body.code).toBe(200);
    expect((await call(t.app, 'POST', '/api/ops/rollback', { token, body: { app: 'clinic' } })).body.code).toBe(200);
    expect(calls).toEqual([
      `canary clinic ${V2} 10 ${who}`,
      `share clinic 50 ${who}`,
      `promote clinic ${who}`,
      `abort clinic ${who}`,
      `rollback clinic ${who}`,
    ]);

    expect((await call(t.app, 'POST', '/api/ops/canary', { token, body: { app: 'clinic', version: 'missing', percent: 10 } })).body).toEqual({
      code: 500,
      msg: '检查未通过，未做任何更改',
    });
    expect((await call(t.app, 'POST', '/api/ops/canary', { token, body: { app: 'clinic', version: V2, percent: 100 } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/ops/canary', { token, body: { app: 'clinic', version: '', percent: 10 } })).body).toEqual({
      code: 500,
      msg: '请选择灰度版本',
    });
  });
});
