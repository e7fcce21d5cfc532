/**
 * The real thing once: the five apps built from this tree (only what is stale), published into a
 * fresh store by startPortal as `npm start` does, then loaded through nginx the way a browser
 * would — index.html, its scripts, the pointer, every remote's manifest and entry — with the API
 * behind nginx being the Node portal itself.
 */
import type { AddressInfo } from 'node:net';
import { APPS, REMOTE_APPS, publish, readPointer, StoreLayout, type MfManifest } from '@tcm/release';
import type { PointerFile } from '@tcm/shared/routes';
import { startPortal, type Portal } from '../src/server/start';
import { distDir } from '../src/build';
import { removeTemps, tempDir } from '@tcm/release/testing';
import { get } from './support/http';
import { startNginx, type RunningNginx } from './support/nginx';
import { BROTLI_MODULE, brotliAvailable } from '../src/nginx/render';

/** What this test reads of a served mf-manifest.json beside @tcm/release's MfManifest: the entry and the exposed chunks. */
type ServedManifest = MfManifest & {
  metaData: { remoteEntry: { name: string } };
  exposes: { assets: { js: { sync: string[]; async: string[] }; css: { sync: string[] } } }[];
};

let portal: Portal;
let nginx: RunningNginx;
let store: StoreLayout;

beforeAll(async () => {
  store = new StoreLayout(tempDir('tcm-real-store-'));
  portal = await startPortal({ port: 0, host: '127.0.0.1', storeDir: store.root, dataDir: tempDir('tcm-real-data-'), log: () => {} });
  nginx = await startNginx({
    storeDir: store.root,
    env: 'local',
    apiUpstream: `127.0.0.1:${(portal.app.server.address() as AddressInfo).port}`,
    sandbox: true,
  });
}, 300_000);

afterAll(async () => {
  await nginx?.stop();
  await portal?.close();
  removeTemps();
});

test('npm start published and made live every app', () => {
  const live = readPointer(store, 'local');
  for (const app of APPS) expect(live.apps[app]?.version).toMatch(/^\d+\.\d+\.\d+\+\w+$/);
  expect(portal.prepared.map((p) => p.app)).toEqual(APPS);
});

test('the composed portal loads through nginx: page, shell assets, pointer, every remote manifest and entry', async () => {
  const page = await get(`${nginx.url}/Login`);
  expect(page.status).toBe(200);
  const shellVersion = readPointer(store, 'local').apps.shell!.version;
  // Files the page names (its inline stylesheets' marker links name a file the browser never fetches: their data-href is the URL).
  const links = [...page.text.matchAll(/(?:src|href|data-href)="([^"]+)"/g)].map((m) => m[1]).filter((a) => !/^[\w.-]+\.css$/.test(a));
  // The boot data is preloaded with the HTML (parallel boot) and must never be cached as immutable.
  const BOOT_DATA = ['/remotes.json', '/api/portal/config'];
  expect(links.filter((a) => BOOT_DATA.includes(a)).sort()).toEqual([...BOOT_DATA].sort());
  for (const a of BOOT_DATA) {
    const r = await get(nginx.url + a);
    expect([a, r.status, String(r.headers['cache-control'])]).toEqual([a, 200, expect.stringMatching(/no-(cache|store)/)]);
  }
  // The prerendered page's own links (首页, 注册账号, 忘记密码) are pages, not files.
  const assets = links.filter((a) => !BOOT_DATA.includes(a) && !/^\/[A-Za-z]*$/.test(a));
  expect(assets.length).toBeGreaterThan(0);
  // The shell's files, and the live account's that /Login needs (named by the page: release/src/store/routePages.ts).
  const account = `/remotes/account/${readPointer(store, 'local').apps.account!.version}/`;
  expect(assets.some((a) => a.startsWith(account))).toBe(true);
  for (const a of assets) {
    expect([a, a.startsWith(`/shell/${shellVersion}/`) || a.startsWith(account)]).toEqual([a, true]);
    const r = await get(nginx.url + a, { 'accept-encoding': 'gzip' });
    expect([a, r.status, r.headers['cache-control']]).toEqual([a, 200, 'public, max-age=31536000, immutable']);
  }

  const pointer = JSON.parse((await get(`${nginx.url}/remotes.json`)).text) as PointerFile;
  expect(Object.keys(pointer).sort()).toEqual([...REMOTE_APPS].sort());
  for (const remote of REMOTE_APPS) {
    const live = pointer[remote]!;
    const manifestRes = await get(nginx.url + live.entry);
    expect([remote, manifestRes.status]).toEqual([remote, 200]);
    const manifest = JSON.parse(manifestRes.text) as ServedManifest;
    expect(manifest.metaData.buildInfo.buildVersion).toBe(live.version);
    const folder = live.entry.replace(/mf-manifest\.json$/, '');
    const entry = await get(nginx.url + folder + manifest.metaData.remoteEntry.name, { 'accept-encoding': 'br, gzip' });
    expect([remote, entry.status, entry.headers['content-type']]).toEqual([remote, 200, 'application/javascript; charset=utf-8']);
    // Every chunk the manifest names for the exposed routes module exists.
    for (const expose of manifest.exposes) {
      for (const file of [...expose.assets.js.sync, ...expose.assets.js.async, ...expose.assets.css.sync]) {
        expect([file, (await get(nginx.url + folder + file, { 'accept-encoding': 'gzip' })).status]).toEqual([file, 200]);
      }
    }
  }

  const config: unknown = JSON.parse((await get(`${nginx.url}/api/portal/config`)).text);
  expect(config).toMatchObject({ code: 200, data: { sandbox: true } });
});

test('nginx and the Node server send the same bytes for the same release files', async () => {
  const live = readPointer(store, 'local');
  for (const app of REMOTE_APPS) {
    const p = `/remotes/${app}/${live.apps[app]!.version}/remoteEntry.js`;
    const [a, b] = await Promise.all([get(nginx.url + p), get(`http://127.0.0.1:${portal.port}${p}`)]);
    expect(a.body.equals(b.body)).toBe(true);
  }
  for (const page of ['/', '/News', '/Login']) {
    const [a, b] = await Promise.all([get(nginx.url + page), get(`http://127.0.0.1:${portal.port}${page}`)]);
    expect([page, a.text]).toEqual([page, b.text]);
  }
});

test('the public pages come prerendered (the sandbox variant, as the API runs in sandbox); other pages get the app shell', async () => {
  for (const server of [nginx.url, `http://127.0.0.1:${portal.port}`]) {
    const home = await get(`${server}/`, { 'accept-encoding': 'br, gzip' });
    // nginx sends brotli only with Debian's module, detected as the renderer does (.ci/run installs it);
    // without it the answer is gzip and the label names the missing module.
    const viaNginxWithoutBrotli = server === nginx.url && !brotliAvailable();
    const label = viaNginxWithoutBrotli ? `${server} (no ${BROTLI_MODULE}: apt-get install libnginx-mod-http-brotli-static)` : server;
    expect([label, home.headers['content-encoding']]).toEqual([label, viaNginxWithoutBrotli ? 'gzip' : 'br']);
    const news = (await get(`${server}/News`)).text;
    // The page's text, the ribbon of the sandbox and the data the browser hydrates with are in the HTML.
    expect(news).toContain('data-prerendered="/News"');
    expect(news).toContain('<title>新闻资讯 - ');
    expect(news).toContain('演示环境');
    expect(news).toMatch(/<script type="application\/json" id="prerender-data">\{"carousel":/);
    // Its stylesheets inline (the page paints with its HTML), each beside a link of a type no browser fetches,
    // which tells the CSS loaders the file is there.
    expect(news).toMatch(/<style data-href="\/shell\/[^"]+\.css">[^<]*\.arco-/);
    expect(news).toMatch(/<link rel="stylesheet" type="text\/x-inline-css" href="[\w.-]+\.css">/);
    expect(news).not.toMatch(/<link rel="stylesheet" href=/);
    // Never a login button in a page made for everybody: it appears after hydration, for visitors only.
    expect(news.slice(news.indexOf('<div id="root"'))).not.toContain('shell-login-link');
    // A remote page names its remote's files, so they come with the shell's (release/src/store/routePages.ts).
    const signup = (await get(`${server}/Signup`)).text;
    expect(signup).not.toContain('data-prerendered');
    expect(signup).toContain('boot-splash');
    expect(signup).toMatch(/<link rel="preload" href="\/remotes\/account\/[^"/]+\/mf-manifest\.json" as="fetch" crossorigin="anonymous">/);
    expect(signup).toMatch(/<link rel="preload" href="\/remotes\/account\/[^"/]+\/remoteEntry\.js" as="script">/);
    // One the remote prerendered (issue 34) also comes with its markup in the shell's frame, styled: the sandbox variant.
    const login = (await get(`${server}/Login`)).text;
    expect(login).toContain('<div id="root" data-prerendered="/Login">');
    expect(login).not.toContain('boot-splash"');
    expect(login).toContain('演示环境');
    expect(login).toMatch(/role="tab" aria-selected="true"[^>]*><span[^>]*>密码登录</);
    expect(login).toContain('扫码登录');
    expect(login).toMatch(/<style data-href="\/remotes\/account\/[^"/]+\/[^"/]+\.css">[^<]*\.tcm-acc/);
    expect(login).toMatch(/<link rel="stylesheet" type="text\/x-inline-css" href="[\w.-]+\.css">/);
    expect(login).not.toMatch(/<link rel="stylesheet" href=/);
    expect(login).toMatch(/<link rel="preload" href="\/remotes\/account\/[^"/]+\/remoteEntry\.js" as="script">/);
    // Paths are case-sensitive: /news is not a page of the shell.
    expect((await get(`${server}/news`)).text).not.toContain('data-prerendered');
  }
});

test('publishing the unchanged build again is a no-op', async () => {
  for (const app of APPS) {
    const r = await publish(store, app, { distDir: distDir(app) });
    // Another team may have rebuilt an app meanwhile (same tree); then it is a new version, not a clash.
    if (r.version === readPointer(store, 'local').apps[app]!.version) expect(r.status).toBe('unchanged');
  }
});
