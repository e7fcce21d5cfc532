/** What only the Node server has: fault injection for tests, the dev-origin CSP switch, start-up guards. */
import { contentSecurityPolicy } from '../src/server/headers';
import { startPortal, type Portal } from '../src/server/start';
import { promoteSet } from '../src/store/promote';
import { newStore, removeTemps, storeWithApps, tempDir } from './support/fixtures';
import { get } from './support/http';

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
    expect(JSON.parse(set.text)).toMatchObject({ id: expect.any(Number), app: 'clinic', times: 2 });
    expect((await get(base(portal) + entry())).status).toBe(500);
    // Other files of the remote and other remotes are not affected.
    expect((await get(`${base(portal)}/remotes/clinic/${V1}/mf-manifest.json`)).status).toBe(200);
    expect((await get(base(portal) + entry('account'))).status).toBe(200);
    const second = await get(base(portal) + entry());
    expect(second.status).toBe(500);
    expect(second.headers['cache-control']).toBe('no-store');
    expect((await get(base(portal) + entry())).status).toBe(200);
    expect(JSON.parse((await get(`${base(portal)}/__faults`)).text)[0]).toMatchObject({ hits: 2 });
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
      expect((await get(`${base(portal)}/__faults`)).status).toBe(404);
      expect((await get(`${base(portal)}/__faults`, {}, 'POST', '{}')).status).toBe(404);
      const page = await get(`${base(portal)}/`);
      expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy({ allowDevOrigins: true }));
      expect(page.headers['content-security-policy']).toContain('script-src \'self\' http://localhost:*');
    } finally {
      await portal.close();
    }
  }, 60_000);

  test('fault injection is refused for production', async () => {
    await expect(startPortal({ env: 'production', faults: true, prepare: false, storeDir: newStore().root, dataDir: tempDir() })).rejects.toThrow(
      /refused in production/,
    );
  });

  test('with no shell live, pages answer 503 saying how to promote one', async () => {
    const portal = await startPortal({ port: 0, host: '127.0.0.1', storeDir: newStore().root, dataDir: tempDir(), prepare: false, sandbox: false, log: () => {} });
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
