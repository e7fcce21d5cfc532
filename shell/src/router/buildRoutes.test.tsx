import type { PointerFile } from '@tcm/shared/core';
import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { configureRemoteLoading } from '../config/remoteLoading';
import { registerPointer } from '../remotes/registry';
import { resetRemoteLoads } from '../remotes/loadRemoteRoutes';
import { logIn, logOut, userInfo } from '../test/fixtures';
import { currentUrl, renderRoutes } from '../test/renderWithRouter';
import { buildRoutes } from './buildRoutes';
import type { RouteHandle } from './handle';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));
const runtime = jest.requireMock<{ registerRemotes: jest.Mock; loadRemote: jest.Mock }>('@module-federation/enhanced/runtime');

const POINTER: PointerFile = {
  account: {
    version: '1.2.0',
    entry: '/remotes/account/1.2.0/mf-manifest.json',
    routes: [
      { path: '/Login', title: '登录', access: 'public', layout: 'bare' },
      { path: '/GetCode', title: '验证码查询', access: 'public', layout: 'bare', keepAlive: true, sandboxOnly: true },
      { path: '/address', title: '我的地址', access: 'login', layout: 'main' },
      // A remote may not take over a shell page.
      { path: '/News', title: '冒名新闻', access: 'public', layout: 'main' },
    ],
  },
  certification: {
    version: '2.0.0',
    entry: '/remotes/certification/2.0.0/mf-manifest.json',
    routes: [{ path: '/apply', title: '医生认证申请', access: 'login', layout: 'main' }],
  },
};

const paths = (routes: RouteObject[] | undefined) => (routes ?? []).map((r) => r.path);
const layouts = (tree: RouteObject[]) => {
  const [root] = tree;
  const main = root.children!.find((c) => c.id === 'layout:main')!;
  const bare = root.children!.find((c) => c.id === 'layout:bare')!;
  return { main: main.children!, bare: bare.children! };
};

beforeEach(() => {
  logOut();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  runtime.loadRemote.mockReset();
  resetRemoteLoads();
});

describe('route table built from the pointer file', () => {
  it('puts main routes inside the layout, bare routes at the top level, the 404 last', () => {
    const { main, bare } = layouts(buildRoutes({ pointer: POINTER, sandbox: false }));
    expect(paths(main)).toEqual(['/', '/Product', '/Class', '/News', '/About', '/Partner', '/protocol', '/ops', '/AboutUsers', '/address', '/apply', '*']);
    expect(paths(bare)).toEqual(['/Login']);
  });

  it('drops sandboxOnly routes unless the config says sandbox', () => {
    expect(paths(layouts(buildRoutes({ pointer: POINTER, sandbox: false })).bare)).not.toContain('/GetCode');
    const { bare } = layouts(buildRoutes({ pointer: POINTER, sandbox: true }));
    expect(paths(bare)).toEqual(['/Login', '/GetCode']);
    expect((bare[1].handle as RouteHandle).keepAlive).toBe(true);
  });

  it('keeps the shell page when a remote declares the same path', () => {
    const { main } = layouts(buildRoutes({ pointer: POINTER, sandbox: false }));
    const news = main.filter((r) => r.path === '/News');
    expect(news).toHaveLength(1);
    expect(news[0].id).toBe('shell:/News');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/News'));
  });

  it('gives every remote route a guard loader, its title and owner, and case-sensitive matching', () => {
    const { main } = layouts(buildRoutes({ pointer: POINTER, sandbox: false }));
    const address = main.find((r) => r.path === '/address')!;
    expect(address.loader).toEqual(expect.any(Function));
    expect(address.caseSensitive).toBe(true);
    expect(address.handle).toEqual({ title: '我的地址', keepAlive: false, remote: 'account' });
    expect(main.find((r) => r.path === '/Product')!.loader).toBeUndefined();
  });

  it('guards the shell pages that are not on the public list of spec 1 §6 (and /ops, issue 23)', () => {
    const { main } = layouts(buildRoutes({ pointer: {}, sandbox: false }));
    const guarded = main.filter((r) => r.loader && r.path !== '/').map((r) => r.path);
    expect(guarded).toEqual(['/ops', '/AboutUsers']);
  });

  it('builds only the shell pages from an empty pointer', () => {
    const { main, bare } = layouts(buildRoutes({ pointer: {}, sandbox: true }));
    expect(paths(main)).toHaveLength(10);
    expect(bare).toEqual([]);
  });
});

describe('the composed router', () => {
  beforeAll(() => configureRemoteLoading({ retryDelays: [], timeoutMs: 1000 }));

  function mockRemotePages() {
    runtime.loadRemote.mockImplementation(async (id: string) => {
      if (id === 'account/routes') {
        return {
          routes: [
            { ...POINTER.account!.routes[0], load: async () => ({ default: () => <p>登录页面</p> }) },
            { ...POINTER.account!.routes[2], load: async () => ({ default: () => <p>地址页面</p> }) },
          ],
        };
      }
      throw new Error(`unexpected ${id}`);
    });
  }

  it('guards, redirects to /Login with the intended path, and renders the bare page without the layout', async () => {
    registerPointer(POINTER);
    mockRemotePages();
    const { router } = renderRoutes(buildRoutes({ pointer: POINTER, sandbox: false }), '/address?mode=1');
    expect(await screen.findByText('登录页面')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/Login?redirect=%2Faddress%3Fmode%3D1');
    expect(screen.queryByText('企业文化')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('登录 - 岐黄国医'));
  });

  it('renders a main remote page inside the layout for a logged-in user, titled from the route', async () => {
    registerPointer(POINTER);
    mockRemotePages();
    logIn(userInfo(['common']));
    renderRoutes(buildRoutes({ pointer: POINTER, sandbox: false }), '/address');
    expect(await screen.findByText('地址页面')).toBeInTheDocument();
    expect(screen.getByText('企业文化')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('我的地址 - 岐黄国医'));
  });

  it('sends a visitor of /AboutUsers to log in first, and lets a logged-in user in', async () => {
    const { router } = renderRoutes(buildRoutes({ pointer: {}, sandbox: false }), '/AboutUsers');
    await waitFor(() => expect(currentUrl(router)).toBe('/Login?redirect=%2FAboutUsers'));

    act(() => logIn(userInfo(['common'])));
    await act(() => router.navigate('/AboutUsers'));
    expect(await screen.findByRole('heading', { name: '用户须知' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('用户须知 - 岐黄国医'));
  });

  it('clears session storage on every visit to /, also when the user is already there', async () => {
    sessionStorage.setItem('consultInfo', '{}');
    const { router } = renderRoutes(buildRoutes({ pointer: {}, sandbox: false }), '/Product');
    await screen.findByRole('heading', { name: '企业文化' });
    expect(sessionStorage.getItem('consultInfo')).toBe('{}');

    await act(() => router.navigate('/'));
    expect(sessionStorage.length).toBe(0);

    sessionStorage.setItem('submitData', '{}');
    await act(() => router.navigate('/'));
    expect(sessionStorage.length).toBe(0);
  });

  it('shows the Chinese 404 page for unknown paths, and the fixed title at home', async () => {
    const { router } = renderRoutes(buildRoutes({ pointer: {}, sandbox: false }), '/no-such-page');
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('中医健康 - 传承国医智慧'));
  });
});
