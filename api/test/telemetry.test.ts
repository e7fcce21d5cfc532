import type { OpsApp } from '@tcm/shared/contract';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { DAY, MINUTE } from '../src/lib/time';
import type { ReleaseOps } from '../src/telemetry/releases';
import { recordBatch, versionStats } from '../src/telemetry/store';
import { call, loginPwd, useTestApi } from './helpers';

/** A release store that records what the API asked of it. */
const calls: string[] = [];
const releases: ReleaseOps = {
  env: 'staging',
  watch: { windowMinutes: 30, minViews: 200, promoteAfterMinutes: null },
  apps: async (): Promise<OpsApp[]> => [{ app: 'clinic', live: { version: '1.0.0+a', since: '2026-11-20T01:00:00Z', previous: null }, canary: { version: '1.1.0+b', percent: 10, since: '2026-11-20T01:30:00Z' }, versions: ['1.1.0+b', '1.0.0+a'] }],
  history: async () => [{ when: '2026-11-20T01:40:00Z', who: 'watcher', verb: 'abort-canary', app: 'clinic', from: '1.1.0+b', to: '1.0.0+a', reason: '自动回滚 <b>x</b>' }],
  canary: async (app, version, percent, who) => {
    if (version === 'missing') throw new Error('检查未通过，未做任何更改');
    calls.push(`canary ${app} ${version} ${percent} ${who}`);
  },
  share: async (app, percent, who) => void calls.push(`share ${app} ${percent} ${who}`),
  promoteCanary: async (app, who) => void calls.push(`promote ${app} ${who}`),
  abortCanary: async (app, who) => void calls.push(`abort ${app} ${who}`),
  rollback: async (app, who) => void calls.push(`rollback ${app} ${who}`),
};

const t = useTestApi({ releases, limits: { telemetryPerIpPerMinute: 6 } });

const V1 = '1.0.0+a';
const V2 = '1.1.0+b';
const send = (batch: unknown, remoteAddress = '203.0.113.9') => call(t.app, 'POST', '/api/telemetry', { body: { batch }, remoteAddress });
const stats = (version: string, fromMs = -DAY, toMs = DAY) => versionStats(t.app.db, 'clinic', version, new Date(t.clock.now().getTime() + fromMs), new Date(t.clock.now().getTime() + toMs));

describe('POST /api/telemetry', () => {
  test('takes a batch without a login and adds it to the minute of its app version; batches add up', async () => {
    const batch = {
      v: 1,
      views: [['clinic', V1, '/Contact', 3], ['clinic', V2, '/Contact', 2]],
      fails: [['clinic', V2, '/Contact', 'chunk', 0, 1], ['clinic', V2, '/Contact', 'entry', 1, 2]],
      errors: [['clinic', V2, '/medicalRecords', 1]],
      vitals: [['clinic', V2, 'lcp', 1900], ['clinic', V2, 'lcp', 4100], ['clinic', V1, 'inp', 120]],
    };
    expect((await send(batch, '203.0.113.1')).body).toEqual({ code: 200, msg: '' });
    // Another instance (another client) in the same minute: the same rows grow.
    t.clock.advance(10_000);
    expect((await send(batch, '203.0.113.2')).status).toBe(200);
    const canary = await stats(V2);
    expect(canary).toMatchObject({ views: 4, failures: 2, retries: 4, errors: 2 });
    expect(canary.lcp.reduce((a, b) => a + b, 0)).toBe(4);
    expect(await stats(V1)).toMatchObject({ views: 6, failures: 0, errors: 0 });
    // The next minute is a row of its own; a window that excludes it does not see it.
    t.clock.advance(MINUTE);
    await send({ v: 1, views: [['clinic', V1, '/Contact', 5]] }, '203.0.113.3');
    expect((await stats(V1, -DAY, -30_000)).views).toBe(6);
    expect((await stats(V1)).views).toBe(11);
  });

  test('with a shorter period each period is a row of its own, and a window starting in one counts from its start', async () => {
    const at = (s: number) => new Date(Date.parse('2026-11-20T03:00:00Z') + s * 1000);
    const views = (count: number) => ({ views: [{ app: 'clinic', version: '9.9.9+p', route: '/Contact', count }], failures: [], errors: [], vitals: [] });
    await recordBatch(t.app.db, views(1), at(3), 5_000);
    await recordBatch(t.app.db, views(2), at(4), 5_000);
    await recordBatch(t.app.db, views(4), at(7), 5_000);
    const sum = async (from: number, to: number, periodMs?: number) => (await versionStats(t.app.db, 'clinic', '9.9.9+p', at(from), at(to), periodMs)).views;
    expect(await sum(5, 60, 5_000)).toBe(4);
    expect(await sum(6, 60, 5_000)).toBe(4);
    expect(await sum(0, 5, 5_000)).toBe(3);
    // Read with a minute's period, a window starting within the minute reaches back to its start.
    expect(await sum(6, 60)).toBe(7);
  });

  test.each([
    ['an unknown app', { v: 1, views: [['bank', V1, '/x', 1]] }],
    ['a filled-in path with a query (personal data)', { v: 1, views: [['clinic', V1, '/Contact?phone=13800000001', 1]] }],
    ['a version that is no version', { v: 1, views: [['clinic', '../../etc', '/Contact', 1]] }],
    ['a count out of range', { v: 1, views: [['clinic', V1, '/Contact', 100000]] }],
    ['a vital that is no number', { v: 1, vitals: [['clinic', V1, 'lcp', 'slow']] }],
    ['an unknown metric', { v: 1, vitals: [['clinic', V1, 'ttfb', 10]] }],
    ['too many items', { v: 1, views: Array.from({ length: 51 }, () => ['clinic', V1, '/Contact', 1]) }],
    ['a wrong tuple', { v: 1, errors: [['clinic', V1]] }],
    ['no version field', { views: [] }],
  ])('refuses %s with HTTP 400 and stores nothing', async (_what, batch) => {
    const before = await stats(V1);
    const res = await send(batch, '198.51.100.7');
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/遥测数据/);
    expect(await stats(V1)).toEqual(before);
  });

  test('refuses a batch too large for the input layer', async () => {
    const res = await send({ v: 1, views: [['clinic', V1, `/${'a'.repeat(9000)}`, 1]] }, '198.51.100.8');
    expect(res.status).toBe(400);
  });

  test('limits batches per client and minute (429 with Retry-After); the next minute it sends again', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 6; i++) expect((await send({ v: 1, views: [['shell', 's1', '/', 1]] }, ip)).status).toBe(200);
    const refused = await send({ v: 1, views: [['shell', 's1', '/', 1]] }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not concerned.
    expect((await send({ v: 1, views: [['shell', 's1', '/', 1]] }, '192.0.2.45')).status).toBe(200);
    t.clock.advance(MINUTE);
    expect((await send({ v: 1, views: [['shell', 's1', '/', 1]] }, ip)).status).toBe(200);
  });

  test('keeps 30 days: older aggregates are deleted', async () => {
    const old = new Date(t.clock.now().getTime());
    await send({ v: 1, views: [['certification', '9.9.9', '/apply', 1]] }, '192.0.2.50');
    t.clock.advance(31 * DAY);
    await send({ v: 1, views: [['certification', '9.9.9', '/apply', 1]] }, '192.0.2.50');
    const rows = await t.app.db.query<{ minute: Date }>(`SELECT minute FROM telemetry_minutes WHERE app = 'certification'`);
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0].minute).getTime()).toBeGreaterThan(old.getTime());
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

  test('an admin reads the overview: apps, per-version series from the telemetry, history with reasons', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.admin.phone);
    await send({ v: 1, views: [['clinic', V2, '/Contact', 4]], errors: [['clinic', V2, '/Contact', 1]], vitals: [['clinic', V2, 'lcp', 2100]] }, '192.0.2.60');
    const res = await call(t.app, 'GET', '/api/ops/overview', { token, query: { hours: '1' } });
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ env: 'staging', hours: 1, stepMinutes: 1, watch: { minViews: 200 } });
    expect(data.apps[0]).toMatchObject({ app: 'clinic', canary: { version: V2, percent: 10 } });
    const canary = data.series.find((s: { version: string }) => s.version === V2);
    const last = canary.points.at(-1);
    expect(last).toMatchObject({ views: 4, errors: 1, failureRate: 0.25, lcpP75: 2500 });
    expect(data.history[0].reason).toBe('自动回滚 <b>x</b>');
    expect((await call(t.app, 'GET', '/api/ops/overview', { token, query: { hours: '1000' } })).status).toBe(400);
  });

  test('the verbs run on the release store in the operator\'s name; its refusal is the message', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.superadmin.phone);
    const who = `superadmin:${DEMO_ACCOUNTS.superadmin.phone}`;
    expect((await call(t.app, 'POST', '/api/ops/canary', { token, body: { app: 'clinic', version: V2, percent: 10 } })).body.code).toBe(200);
    expect((await call(t.app, 'POST', '/api/ops/canary/share', { token, body: { app: 'clinic', percent: 50 } })).body.code).toBe(200);
    expect((await call(t.app, 'POST', '/api/ops/canary/promote', { token, body: { app: 'clinic' } })).body.code).toBe(200);
    expect((await call(t.app, 'POST', '/api/ops/canary/abort', { token, body: { app: 'clinic' } })).body.code).toBe(200);
    expect((await call(t.app, 'POST', '/api/ops/rollback', { token, body: { app: 'clinic' } })).body.code).toBe(200);
    expect(calls).toEqual([`canary clinic ${V2} 10 ${who}`, `share clinic 50 ${who}`, `promote clinic ${who}`, `abort clinic ${who}`, `rollback clinic ${who}`]);

    expect((await call(t.app, 'POST', '/api/ops/canary', { token, body: { app: 'clinic', version: 'missing', percent: 10 } })).body).toEqual({ code: 500, msg: '检查未通过，未做任何更改' });
    expect((await call(t.app, 'POST', '/api/ops/canary', { token, body: { app: 'clinic', version: V2, percent: 100 } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/ops/canary', { token, body: { app: 'clinic', version: '', percent: 10 } })).body).toEqual({ code: 500, msg: '请选择灰度版本' });
  });
});
