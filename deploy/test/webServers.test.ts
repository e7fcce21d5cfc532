/**
 * The same expectations against both web servers: the Node server of `npm start` (startPortal) and
 * Debian's nginx with the rendered config. Cache policy, security headers, compression, SPA
 * fallback, 404s for missing versioned files, and pointer changes seen without a restart.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { contentSecurityPolicy } from '../src/server/headers';
import { startPortal } from '../src/server/start';
import { promote, promoteSet, rollback, type MfManifest, type StoreLayout } from '@tcm/release';
import type { PointerFile } from '@tcm/shared/routes';
import { publishFakes, removeTemps, storeWithApps, tempDir } from '@tcm/release/testing';
import { get } from './support/http';
import { startNginx, type RunningNginx } from './support/nginx';

const V1 = '1.0.0+aaa';
const ENV = 'staging';
const CSP = contentSecurityPolicy({ allowDevOrigins: false });

async function liveFakeStore(): Promise<StoreLayout> {
  const store = await storeWithApps(V1);
  await publishFakes(store, { app: 'clinic', version: '2.0.0+bbb', text: 'clinic v2' });
  await promoteSet(store, ENV, { shell: V1, account: V1, clinic: V1, commerce: V1, certification: V1 });
  return store;
}

/** A stand-in API: answers with what it received, so the proxy headers can be checked. */
function stubApi(): Promise<http.Server> {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({ code: 200, url: req.url, host: req.headers.host, xff: req.headers['x-forwarded-for'], proto: req.headers['x-forwarded-proto'] }),
      );
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function expectSecurity(headers: http.IncomingHttpHeaders) {
  expect(headers['content-security-policy']).toBe(CSP);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

interface Target {
  url: string;
  store: StoreLayout;
  stop: () => Promise<void>;
}

const servers: [string, () => Promise<Target>][] = [
  [
    'Node server (npm start)',
    async () => {
      const store = await liveFakeStore();
      const portal = await startPortal({
        port: 0,
        host: '127.0.0.1',
        storeDir: store.root,
        dataDir: tempDir('tcm-data-'),
        env: ENV,
        prepare: false,
        allowRemoteOverride: false,
        log: () => {},
      });
      return { url: `http://127.0.0.1:${portal.port}`, store, stop: () => portal.close() };
    },
  ],
  [
    'nginx (deploy/nginx.conf template)',
    async () => {
      const store = await liveFakeStore();
      const api = await stubApi();
      let nginx: RunningNginx;
      try {
        nginx = await startNginx({ storeDir: store.root, env: ENV, apiUpstream: `127.0.0.1:${(api.address() as AddressInfo).port}` });
      } catch (err) {
        api.close();
        throw err;
      }
      return {
        url: nginx.url,
        store,
        stop: async () => {
          await nginx.stop();
          await new Promise((r) => api.close(r));
        },
      };
    },
  ],
];

afterAll(removeTemps);

describe.each(servers)('%s', (name, start) => {
  let t: Target;
  beforeAll(async () => {
    t = await start();
  }, 60_000);
  afterAll(() => t?.stop());

  test('serves the live shell index.html for / and every page path, never cached', async () => {
    for (const p of ['/', '/Contact', '/prescriptionImage/deep?id=3']) {
      const r = await get(t.url + p);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['cache-control']).toBe('no-cache');
      expectSecurity(r.headers);
      expect(r.text).toContain(`<script defer src="/shell/${V1}/main.js">`);
    }
    expect((await get(t.url + '/', {}, 'HEAD')).status).toBe(200);
  });

  test('serves /remotes.json from the environment pointer, never cached', async () => {
    const r = await get(`${t.url}/remotes.json`);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expectSecurity(r.headers);
    const pointer = JSON.parse(r.text) as PointerFile;
    expect(Object.keys(pointer).sort()).toEqual(['account', 'certification', 'clinic', 'commerce']);
    expect(pointer.clinic).toMatchObject({ version: V1, entry: `/remotes/clinic/${V1}/mf-manifest.json` });
  });

  test('serves versioned files immutable, precompressed when accepted', async () => {
    const file = path.join(t.store.versionDir('clinic', V1), 'remoteEntry.js');
    const plain = await get(`${t.url}/remotes/clinic/${V1}/remoteEntry.js`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^application\/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expectSecurity(plain.headers);
    expect(plain.body).toEqual(readFileSync(file));

    const gz = await get(`${t.url}/remotes/clinic/${V1}/remoteEntry.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(gz.body)).toEqual(readFileSync(file));

    const br = await get(`${t.url}/shell/${V1}/main.js`, { 'accept-encoding': 'gzip, br' });
    // nginx sends brotli only when Debian's brotli module is installed; gzip otherwise.
    expect(['br', 'gzip']).toContain(br.headers['content-encoding']);
    const decoded = br.headers['content-encoding'] === 'br' ? brotliDecompressSync(br.body) : gunzipSync(br.body);
    expect(decoded).toEqual(readFileSync(path.join(t.store.versionDir('shell', V1), 'main.js')));
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const manifest = await get(`${t.url}/remotes/clinic/${V1}/mf-manifest.json`);
    expect((JSON.parse(manifest.text) as MfManifest).metaData.buildInfo.buildVersion).toBe(V1);
    const png = await get(`${t.url}/shell/${V1}/assets/logo.png`, { 'accept-encoding': 'gzip' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
  });

  test('revalidates with ETag', async () => {
    const first = await get(`${t.url}/remotes/account/${V1}/remoteEntry.js`);
    const again = await get(`${t.url}/remotes/account/${V1}/remoteEntry.js`, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  test('a missing versioned file is a 404 (not the page, not cached as immutable)', async () => {
    for (const p of [
      `/remotes/clinic/${V1}/vanished.1234abcd.js`,
      `/remotes/clinic/9.9.9+gone/remoteEntry.js`,
      `/shell/9.9.9+gone/main.js`,
      `/remotes/pharmacy/${V1}/remoteEntry.js`,
      `/remotes/clinic/${V1}/.release.json`,
      '/favicon.ico',
      '/index.html',
    ]) {
      const r = await get(t.url + p);
      expect([p, r.status]).toEqual([p, 404]);
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.text).not.toContain('<div id="root">');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('never serves the store bookkeeping or anything outside a release', async () => {
    for (const p of [
      `/shell/${V1}/%2e%2e/%2e%2e/pointers/${ENV}.json`,
      `/remotes/clinic/${V1}/..%2f..%2fpointers/${ENV}.json`,
      `/pointers/${ENV}.json`,
      `/history/${ENV}.jsonl`,
      `/live/${ENV}/remotes.json`,
    ]) {
      const r = await get(t.url + p);
      expect([p, r.status >= 400]).toEqual([p, true]);
      expect(r.text).not.toContain('"apps"');
    }
  });

  test('a promote or rollback shows at the next load, with no restart', async () => {
    await promote(t.store, ENV, 'clinic', '2.0.0+bbb');
    let pointer = JSON.parse((await get(`${t.url}/remotes.json`)).text) as PointerFile;
    expect(pointer.clinic?.entry).toBe('/remotes/clinic/2.0.0+bbb/mf-manifest.json');
    expect((await get(`${t.url}/remotes/clinic/2.0.0+bbb/remoteEntry.js`)).text).toContain('clinic v2');
    // The old version is still served to tabs that loaded it.
    expect((await get(`${t.url}/remotes/clinic/${V1}/remoteEntry.js`)).status).toBe(200);
    await rollback(t.store, ENV, 'clinic');
    pointer = JSON.parse((await get(`${t.url}/remotes.json`)).text) as PointerFile;
    expect(pointer.clinic?.version).toBe(V1);
  });

  if (name.startsWith('nginx')) {
    test('proxies /api, /uploads and /sandbox to the API with forwarding headers', async () => {
      for (const p of ['/api/portal/config?x=1', '/uploads/a/b.png', '/sandbox/pay/confirm']) {
        const r = await get(t.url + p);
        expect(r.status).toBe(200);
        const echo: unknown = JSON.parse(r.text);
        expect(echo).toMatchObject({ url: p, xff: '127.0.0.1', proto: 'http', host: new URL(t.url).host });
      }
    });
  } else {
    test('mounts the API on the same port', async () => {
      const r = await get(`${t.url}/api/portal/config`);
      expect(JSON.parse(r.text)).toMatchObject({ code: 200, data: { sandbox: true } });
      const missing = await get(`${t.url}/api/no-such-call`);
      expect(JSON.parse(missing.text)).toMatchObject({ code: 404 });
    });
  }
});
