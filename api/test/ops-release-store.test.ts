/**
 * /api/ops and the release store of the standalone API (api/src/main.ts, the deployment behind
 * nginx): RELEASE_STORE_DIR and RELEASE_ENV give it the store the buttons act on, as the portal
 * server has its own; without them the verbs refuse with HTTP 409 and the reason, and the overview
 * still shows the telemetry.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { releaseOpsFromEnv, storeReleaseOps, readHistory, readPointer, promoteSet } from '@tcm/release';
import { newStore, publishFakes, react, removeTemps, tempDir } from '@tcm/release/testing';
import { OPS_MSG } from '../src/release/operations';
import { call, loginPwd, startApi, STARTUP_MS, type TestApi } from './helpers';

const V1 = '1.0.0+aaa';
const V2 = '1.1.0+bbb';
const REFUSAL = '此部署未配置发布仓库，无法操作版本（需为 API 设置 RELEASE_STORE_DIR 与 RELEASE_ENV）';

const store = newStore();
mkdirSync(store.root, { recursive: true });
let withStore: TestApi;
let without: TestApi;

beforeAll(async () => {
  await publishFakes(
    store,
    ...(['shell', 'account', 'clinic', 'commerce', 'certification'] as const).map((app) => ({ app, version: V1 })),
    { app: 'clinic', version: V2 },
    { app: 'clinic', version: 'c18', shared: react('18.3.1') },
  );
  await promoteSet(store, 'staging', { shell: V1, account: V1, clinic: V1, commerce: V1, certification: V1 });
  [withStore, without] = await Promise.all([
    // What main.ts does with RELEASE_STORE_DIR and RELEASE_ENV in its environment.
    startApi({ releases: releaseOpsFromEnv({ RELEASE_STORE_DIR: store.root, RELEASE_ENV: 'staging' }) }),
    startApi({ releases: releaseOpsFromEnv({}) }),
  ]);
}, STARTUP_MS);

afterAll(async () => {
  await Promise.all([withStore?.close(), without?.close()]);
  removeTemps();
}, STARTUP_MS);

const VERBS: [string, object][] = [
  ['/api/ops/canary', { app: 'clinic', version: V2, percent: 10 }],
  ['/api/ops/canary/share', { app: 'clinic', percent: 30 }],
  ['/api/ops/canary/promote', { app: 'clinic' }],
  ['/api/ops/canary/abort', { app: 'clinic' }],
  ['/api/ops/rollback', { app: 'clinic' }],
];

describe('the standalone API with RELEASE_STORE_DIR and RELEASE_ENV', () => {
  test("the overview reads the store; the buttons' verbs change it in the operator's name", async () => {
    const token = await loginPwd(withStore.app, DEMO_ACCOUNTS.admin.phone);
    const who = `admin:${DEMO_ACCOUNTS.admin.phone}`;
    const overview = await call(withStore.app, 'GET', '/api/ops/overview', { token });
    expect(overview.body.data).toMatchObject({ env: 'staging', noStore: null });
    expect(overview.body.data!.apps.find((a: { app: string }) => a.app === 'clinic')).toMatchObject({ live: { version: V1 }, canary: null });

    const post = <const U extends string>(url: U, body: object) => call(withStore.app, 'POST', url, { token, body });
    expect((await post('/api/ops/canary', { app: 'clinic', version: V2, percent: 10 })).body).toEqual({ code: 200, msg: '' });
    expect(readPointer(store, 'staging').apps.clinic!.canary).toMatchObject({ version: V2, percent: 10 });
    expect((await post('/api/ops/canary/share', { app: 'clinic', percent: 30 })).body.code).toBe(200);
    expect((await post('/api/ops/canary/promote', { app: 'clinic' })).body.code).toBe(200);
    expect(readPointer(store, 'staging').apps.clinic).toMatchObject({ version: V2, previous: V1 });
    expect((await post('/api/ops/rollback', { app: 'clinic' })).body.code).toBe(200);
    expect((await post('/api/ops/canary', { app: 'clinic', version: V2, percent: 20 })).body.code).toBe(200);
    expect((await post('/api/ops/canary/abort', { app: 'clinic' })).body.code).toBe(200);
    expect(readPointer(store, 'staging').apps.clinic).toMatchObject({ version: V1 });
    expect(readPointer(store, 'staging').apps.clinic!.canary).toBeUndefined();

    const history = readHistory(store, 'staging').slice(-6);
    expect(history.map((h) => [h.verb, h.who])).toEqual([
      ['canary', who],
      ['canary-share', who],
      ['promote-canary', who],
      ['rollback', who],
      ['canary', who],
      ['abort-canary', who],
    ]);
    // The operator's abort says so in Chinese on the page's history (issue 31).
    expect(history[5].reason).toBe('运维人员在发布运维页面手动终止灰度');
    // The store's checks still refuse, in words.
    const refused = await post('/api/ops/canary', { app: 'clinic', version: 'c18', percent: 10 });
    expect(refused.body.code).toBe(500);
    expect(refused.body.msg).toContain('检查未通过，未做任何更改');
    expect((await call(withStore.app, 'GET', '/api/ops/overview', { token })).body.data!.history[0]).toMatchObject({ verb: 'abort-canary', who });
  });
});

describe('the standalone API without a release store', () => {
  test('every verb answers HTTP 409 with the reason, and changes nothing', async () => {
    const token = await loginPwd(without.app, DEMO_ACCOUNTS.superadmin.phone);
    expect(OPS_MSG.noStore).toBe(REFUSAL);
    const before = readFileSync(store.pointerFile('staging'), 'utf8');
    for (const [url, body] of VERBS) {
      const res = await call(without.app, 'POST', url, { token, body });
      expect([url, res.status, res.body]).toEqual([url, 409, { code: 409, msg: REFUSAL }]);
    }
    expect(readFileSync(store.pointerFile('staging'), 'utf8')).toBe(before);
    // The role is still checked first: a doctor learns nothing about the deployment.
    const doctor = await loginPwd(without.app, DEMO_ACCOUNTS.doctor.phone);
    expect((await call(without.app, 'POST', '/api/ops/rollback', { token: doctor, body: { app: 'clinic' } })).status).toBe(403);
  });

  test('the overview says why and lists the apps without versions; telemetry naming releases it cannot check is only counted', async () => {
    const token = await loginPwd(without.app, DEMO_ACCOUNTS.admin.phone);
    const sent = await call(without.app, 'POST', '/api/telemetry', {
      body: { batch: { v: 2, b: 'browser-0000000000000001', views: [['clinic', V1, '/Contact']], errors: [['clinic', V1, '/Contact']] } },
      remoteAddress: '192.0.2.70',
    });
    expect(sent.status).toBe(200);
    const res = await call(without.app, 'GET', '/api/ops/overview', { token, query: { hours: '1' } });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ env: null, noStore: REFUSAL, history: [], watch: null });
    expect(data!.apps.map((a: { app: string }) => a.app).sort()).toEqual(['account', 'certification', 'clinic', 'commerce', 'shell']);
    expect(data!.apps.every((a: { live: unknown; versions: unknown[] }) => a.live === null && a.versions.length === 0)).toBe(true);
    // Without a release store nothing is published: an app version named by an anonymous client is
    // no evidence of anything (issue 31), so it is counted as unknown and drawn nowhere.
    expect(data!.series).toEqual([]);
    const [unknown] = await without.app.db.query<{ items: number }>('SELECT sum(items)::int AS items FROM telemetry_unknown');
    expect(unknown.items).toBe(2);
  });

  test('with the store, the releases it published are what telemetry may name', async () => {
    const ops = storeReleaseOps(store, 'staging', null);
    const catalog = await ops.catalog!();
    expect(catalog.find((e) => e.app === 'clinic' && e.version === V1)?.routes).toEqual(expect.arrayContaining(['/Contact']));
  });
});

describe('RELEASE_STORE_DIR and RELEASE_ENV', () => {
  test('neither: no store; a store acts on the named environment; a half or wrong setting stops the start', () => {
    expect(releaseOpsFromEnv({})).toBeUndefined();
    expect(releaseOpsFromEnv({ RELEASE_STORE_DIR: store.root, RELEASE_ENV: 'production' })!.env).toBe('production');
    expect(() => releaseOpsFromEnv({ RELEASE_STORE_DIR: store.root })).toThrow(/^设置了 RELEASE_STORE_DIR 时须用 RELEASE_ENV 指明环境/);
    expect(() => releaseOpsFromEnv({ RELEASE_STORE_DIR: store.root, RELEASE_ENV: 'prod' })).toThrow(/当前为 "prod"/);
    expect(() => releaseOpsFromEnv({ RELEASE_ENV: 'staging' })).toThrow(/没有设置发布仓库目录 RELEASE_STORE_DIR/);
    expect(() => releaseOpsFromEnv({ RELEASE_STORE_DIR: path.join(store.root, 'nope'), RELEASE_ENV: 'staging' })).toThrow(
      /发布仓库目录 RELEASE_STORE_DIR=.*nope 不存在/,
    );
  });

  test('main.ts reads them: a store that does not exist stops the standalone server with the sentence', () => {
    const dir = tempDir('tcm-api-main-');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(__dirname, '..'),
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, 'db'),
        UPLOAD_DIR: path.join(dir, 'up'),
        RELEASE_STORE_DIR: path.join(dir, 'no-store'),
        RELEASE_ENV: 'staging',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`拒绝启动：发布仓库目录 RELEASE_STORE_DIR=${path.join(dir, 'no-store')} 不存在`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
