import { sessionStore, userInfoAtom } from '@tcm/shared/core';
import { configureRemoteLoading } from '../config/remoteLoading';
import { logIn, logOut, userInfo } from '../test/fixtures';
import { resetRemoteLoads } from './loadRemoteRoutes';
import { preloadPublicRemotePage } from '../boot/remotePreload';
import { preloadRemotePage, remotesToWarm, warmRemotes } from './prefetch';
import { registerPointer, type KnownRemote } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => new Promise(() => {})),
}));
const runtime = jest.requireMock<{ loadRemote: jest.Mock<Promise<unknown>, [string]> }>('@module-federation/enhanced/runtime');

const remote = (name: string, routes: KnownRemote['routes']): KnownRemote => ({
  name,
  version: '1.0.0',
  entry: `/remotes/${name}/1.0.0/mf-manifest.json`,
  routes,
  overridden: false,
});

const REMOTES = [
  remote('account', [
    { path: '/Login', title: '登录', access: 'public', layout: 'bare' },
    { path: '/address', title: '我的地址', access: 'login', layout: 'main' },
  ]),
  remote('clinic', []),
  remote('certification', [{ path: '/apply', title: '医生认证申请', access: 'login', layout: 'main' }]),
  remote('debug', [{ path: '/GetCode', title: '验证码查询', access: 'public', layout: 'bare', sandboxOnly: true }]),
];

describe('which remotes are warmed while idle', () => {
  it('warms for a visitor only the remotes with a public page, never one without routes', () => {
    expect(remotesToWarm(REMOTES, { loggedIn: false, sandbox: false })).toEqual(['account']);
    expect(remotesToWarm(REMOTES, { loggedIn: false, sandbox: true })).toEqual(['account', 'debug']);
  });

  it('warms for a logged-in user every remote with a page', () => {
    expect(remotesToWarm(REMOTES, { loggedIn: true, sandbox: false })).toEqual(['account', 'certification']);
  });

  it('warms the login-only remotes once the visitor logs in, and nothing twice', async () => {
    jest.useFakeTimers();
    configureRemoteLoading({ retryDelays: [], timeoutMs: 60_000 });
    resetRemoteLoads();
    registerPointer({});
    logOut();
    const warmedNames = () => runtime.loadRemote.mock.calls.map(([id]) => id);

    warmRemotes(REMOTES, { sandbox: false });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(warmedNames()).toEqual(['account/routes']);

    logIn(userInfo(['common']));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(warmedNames()).toEqual(['account/routes', 'certification/routes']);

    sessionStore.set(userInfoAtom, userInfo(['admin']));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(warmedNames()).toHaveLength(2);
    jest.useRealTimers();
  });
});

describe('a remote page opened directly', () => {
  const files = ['remoteEntry.js', '__federation_expose_routes.1.js', '208.a.css', '208.b.js'];
  const withPreload = remote('account', [
    { path: '/Login', title: '登录', access: 'public', layout: 'bare', preload: files },
    { path: '/address', title: '我的地址', access: 'login', layout: 'main', preload: ['remoteEntry.js', '../evil.js'] },
  ]);
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel=preload]')].map((l) => [l.getAttribute('as'), l.getAttribute('href'), l.getAttribute('crossorigin')]);
  afterEach(() => document.head.querySelectorAll('link[rel=preload]').forEach((l) => l.remove()));

  it('preloads the manifest (as fetch, crossorigin), the entry, the expose, the page chunk and its CSS at once', () => {
    preloadRemotePage([withPreload], '/Login', { loggedIn: false, sandbox: false });
    const base = 'http://localhost/remotes/account/1.0.0/';
    expect(preloads()).toEqual([
      ['fetch', `${base}mf-manifest.json`, 'anonymous'],
      ['script', `${base}remoteEntry.js`, null],
      ['script', `${base}__federation_expose_routes.1.js`, null],
      ['style', `${base}208.a.css`, null],
      ['script', `${base}208.b.js`, null],
    ]);
  });

  it('preloads nothing the guard would not let the visitor open, nor names with a path, nor overridden remotes', () => {
    preloadRemotePage([withPreload], '/address', { loggedIn: false, sandbox: false });
    expect(preloads()).toEqual([]);
    expect(preloadRemotePage([withPreload], '/address', { loggedIn: true, sandbox: false })).toHaveLength(2);
    document.head.querySelectorAll('link[rel=preload]').forEach((l) => l.remove());
    preloadRemotePage([{ ...withPreload, overridden: true }], '/Login', { loggedIn: false, sandbox: false });
    preloadRemotePage([withPreload], '/News', { loggedIn: false, sandbox: false });
    expect(preloads()).toEqual([]);
  });
});

describe('preloading a public remote page from the entry module', () => {
  const pointer = {
    account: {
      entry: '/remotes/account/1.0.0/mf-manifest.json',
      routes: [
        { path: '/Login', access: 'public', preload: ['remoteEntry.js', 'page.js', 'page.css', '../x.js'] },
        { path: '/address', access: 'login', preload: ['remoteEntry.js', 'address.js'] },
        { path: '/Debug', access: 'public', sandboxOnly: true, preload: ['remoteEntry.js'] },
      ],
    },
  };
  const hints = () => [...document.head.querySelectorAll('link[rel=preload]')].map((l) => [l.getAttribute('as'), (l as HTMLLinkElement).href]);
  afterEach(() => document.head.querySelectorAll('link[rel=preload]').forEach((l) => l.remove()));

  it("hints a public page's manifest, entry, chunks and CSS once, skipping anything with a path", () => {
    const base = 'http://localhost/remotes/account/1.0.0/';
    preloadPublicRemotePage(pointer, '/Login', false);
    preloadPublicRemotePage(pointer, '/Login', false);
    expect(hints()).toEqual([
      ['fetch', `${base}mf-manifest.json`],
      ['script', `${base}remoteEntry.js`],
      ['script', `${base}page.js`],
      ['style', `${base}page.css`],
    ]);
  });

  it('does not hint a stylesheet a prerendered page carries inline (its <style data-href>)', () => {
    const base = 'http://localhost/remotes/account/1.0.0/';
    document.head.insertAdjacentHTML('beforeend', `<style data-href="/remotes/account/1.0.0/page.css">.x{}</style>`);
    preloadPublicRemotePage(pointer, '/Login', false);
    expect(hints()).toEqual([
      ['fetch', `${base}mf-manifest.json`],
      ['script', `${base}remoteEntry.js`],
      ['script', `${base}page.js`],
    ]);
    document.head.querySelector('style[data-href]')!.remove();
  });

  it('leaves login, sandbox-only and overridden pages and odd pointers to the boot', () => {
    expect(preloadPublicRemotePage(pointer, '/address', false)).toEqual([]);
    expect(preloadPublicRemotePage(pointer, '/Debug', false)).toEqual([]);
    expect(preloadPublicRemotePage(pointer, '/Login', true)).toEqual([]);
    expect(preloadPublicRemotePage(null, '/Login', false)).toEqual([]);
    expect(preloadPublicRemotePage({ account: { entry: 3, routes: 'x' } }, '/Login', false)).toEqual([]);
    expect(hints()).toEqual([]);
  });
});
