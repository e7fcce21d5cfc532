/** What only the Node server has: fault injection for tests, the dev-origin CSP switch, start-up guards. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { contentSecurityPolicy } from '../src/server/headers';
import { startPortal, type Portal } from '../src/server/start';
import { promoteSet } from '@tcm/release';
import { newStore, removeTemps, storeWithApps, tempDir } from '@tcm/release/testing';
import { get } from './support/http';
import { match } from '@tcm/shared/testing/matchers';

const V1 = '1.0.0+aaa';
const base = (p: Portal) => `http://127.0.0.1:${p.port}`;

afterAll(removeTemps);

describe('with faults enabled', () => {
  let portal: Portal;
  beforeAll(async () => {
    const store = await storeWithApps(V1);
    await promoteSet(store, 'local', { shell: V1, account: V1, clinic: V1, commerce: V1, certification: V1 });
    portal = await startPortal({ port: 0, host: '127.0.0.1', storeDir: store.root, dataDir: tempDir(), prepare: false, faults: true, log: () => {} });
  }, 60_000);
  afterAll(() => portal?.close());
  afterEach(() => portal.faults!.clear());

  const entry = (app = 'clinic') => `/remotes/${app}/${V1}/remoteEntry.js`;

  test('a remote file answers 500 N times, then normally (set over HTTP)', async () => {
    const set = await get(`${base(portal)}/__faults`, {}, 'POST', JSON.stringify({ app: 'clinic', mode: 'error', times: 2, match: 'remoteEntry' }));
    expect(JSON.parse(set.text)).toMatchObject({ id: match.any(Number), app: 'clinic', times: 2 });
    expect((await get(base(portal) + entry())).status).toBe(500);
    // Other files of the remote and other remotes are not affected.
    expect((await get(`${base(portal)}/remotes/clinic/${V1}/mf-manifest.json`)).status).toBe(200);
    expect((await get(base(portal) + entry('account'))).status).toBe(200);
    const second = await get(base(portal) + entry());
    expect(second.status).toBe(500);
    expect(second.headers['cache-control']).toBe('no-store');
    expect((await get(base(portal) + entry())).status).toBe(200);
    expect((JSON.parse((await get(`${base(portal)}/__faults`)).text) as unknown[])[0]).toMatchObject({ hits: 2 });
  });

  test('a remote that is down stays down until cleared', async () => {
    portal.faults!.add({ app: 'certification', mode: 'error', status: 503 });
    for (let i = 0; i < 3; i++) expect((await get(base(portal) + entry('certification'))).status).toBe(503);
    expect((await get(`${base(portal)}/__faults`, {}, 'DELETE')).status).toBe(200);
    expect((await get(base(portal) + entry('certification'))).status).toBe(200);
  });

  test('a hanging remote holds the request until the fault is cleared', async () => {
    portal.faults!.add({ app: 'commerce', mode: 'hang', times: 1 });
    const started = Date.now();
    const pending = get(base(portal) + entry('commerce'));
    await new Promise((r) => setTimeout(r, 300));
    portal.faults!.clear();
    const r = await pending;
    expect(r.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  test('a slow remote is served after the delay', async () => {
    portal.faults!.add({ app: 'clinic', mode: 'delay', delayMs: 250, times: 1 });
    const started = Date.now();
    expect((await get(base(portal) + entry())).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  test('a malformed fault is rejected', async () => {
    const r = await get(`${base(portal)}/__faults`, {}, 'POST', JSON.stringify({ app: 'clinic', mode: 'explode' }));
    expect(r.status).toBe(400);
  });
});

describe('start-up', () => {
  test('without faults there is no fault route; with remote override the CSP admits localhost dev servers', async () => {
    const store = await storeWithApps(V1);
    await promoteSet(store, 'local', { shell: V1 });
    const portal = await startPortal({ port: 0, host: '127.0.0.1', storeDir: store.root, dataDir: tempDir(), prepare: false, sandbox: true, log: () => {} });
    try {
      expect(portal.faults).toBeNull();
      // Sandbox: a new operator token at each start unless one is given (scripts/start.mjs prints it).
      expect(portal.operatorToken).toMatch(/^[\w-]{32}$/);
      expect((await get(`${base(portal)}/__faults`)).status).toBe(404);
      expect((await get(`${base(portal)}/__faults`, {}, 'POST', '{}')).status).toBe(404);
      const page = await get(`${base(portal)}/`);
      expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy({ allowDevOrigins: true }));
      expect(page.headers['content-security-policy']).toContain("script-src 'self' http://localhost:*");
    } finally {
      await portal.close();
    }
  }, 60_000);

  test('fault injection is refused for production', async () => {
    await expect(startPortal({ env: 'production', faults: true, prepare: false, storeDir: newStore().root, dataDir: tempDir() })).rejects.toThrow(
      /refused in production/,
    );
  });

  test('sandbox is refused with NODE_ENV=production and for the production environment, before any building', async () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      // prepare is left on: the refusal must come before minutes of building.
      const started = startPortal({ port: 0, storeDir: newStore().root, dataDir: tempDir(), log: () => {} });
      await expect(started).rejects.toThrow(/拒绝启动：NODE_ENV=production 时不能开启沙箱模式/);
      await expect(started).rejects.toMatchObject({ name: 'ConfigError' });
    } finally {
      process.env.NODE_ENV = saved;
    }
    await expect(startPortal({ env: 'production', prepare: false, storeDir: newStore().root, dataDir: tempDir() })).rejects.toThrow(
      /生产环境.*不能开启沙箱模式/,
    );
  });

  test('npm start (scripts/start.mjs) with NODE_ENV=production exits 1 saying why, without a stack trace', () => {
    const root = path.resolve(__dirname, '../..');
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', SANDBOX: '', PORT: '0', RELEASE_STORE: newStore().root, DATA_DIR: tempDir() },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('✗ 拒绝启动：NODE_ENV=production 时不能开启沙箱模式');
    expect(run.stderr).toContain('SANDBOX=false');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  test('an operator token given is the one used; without sandbox there is none', async () => {
    const token = 'given-operator-token-0123';
    const store = newStore();
    const withToken = await startPortal({
      port: 0,
      host: '127.0.0.1',
      storeDir: store.root,
      dataDir: tempDir(),
      prepare: false,
      operatorToken: token,
      log: () => {},
    });
    try {
      expect(withToken.operatorToken).toBe(token);
    } finally {
      await withToken.close();
    }
    const off = await startPortal({ port: 0, host: '127.0.0.1', storeDir: store.root, dataDir: tempDir(), prepare: false, sandbox: false, log: () => {} });
    try {
      expect(off.operatorToken).toBe('');
    } finally {
      await off.close();
    }
  }, 60_000);

  test('with no shell live, pages answer 503 saying how to promote one', async () => {
    const portal = await startPortal({
      port: 0,
      host: '127.0.0.1',
      storeDir: newStore().root,
      dataDir: tempDir(),
      prepare: false,
      sandbox: false,
      log: () => {},
    });
    try {
      const r = await get(`${base(portal)}/Contact`);
      expect(r.status).toBe(503);
      expect(r.text).toContain('npm run deploy -- promote shell');
      expect(r.headers['content-security-policy']).toBe(contentSecurityPolicy({ allowDevOrigins: false }));
      expect(JSON.parse((await get(`${base(portal)}/remotes.json`)).text)).toEqual({});
    } finally {
      await portal.close();
    }
  }, 60_000);
});
