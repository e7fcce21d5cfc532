import { handleUnauthorized, type PointerFile } from '@tcm/shared/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { attachRouter } from '../boot/navigation';
import { configureRemoteLoading } from '../config/remoteLoading';
import { resetRemoteLoads } from '../remotes/loadRemoteRoutes';
import { registerPointer } from '../remotes/registry';
import { buildRoutes } from '../router/buildRoutes';
import { logIn, logOut, userInfo } from '../test/fixtures';
import { currentUrl, renderRoutes } from '../test/renderWithRouter';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
const runtime = jest.requireMock<{ loadRemote: jest.Mock }>('@module-federation/enhanced/runtime');

/** A page with state of its own: what the user typed must survive leaving and coming back. */
function CodeLookup() {
  const [phone, setPhone] = useState('');
  return <input aria-label="手机号" value={phone} onChange={(e) => setPhone(e.target.value)} />;
}

function Orders() {
  const [count, setCount] = useState(0);
  const { pathname, search } = useLocation();
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      订单:{count} @{pathname + search}
    </button>
  );
}

const POINTER: PointerFile = {
  account: {
    version: '1.0.0',
    entry: '/remotes/account/1.0.0/mf-manifest.json',
    routes: [
      { path: '/GetCode', title: '验证码查询', access: 'public', layout: 'bare', keepAlive: true },
      { path: '/Login', title: '登录', access: 'public', layout: 'bare' },
    ],
  },
  commerce: {
    version: '1.0.0',
    entry: '/remotes/commerce/1.0.0/mf-manifest.json',
    routes: [{ path: '/order', title: '我的订单', access: 'login', layout: 'main', keepAlive: true }],
  },
};

const PAGES: Record<string, ComponentType> = {
  '/GetCode': CodeLookup,
  '/Login': () => <p>登录页面</p>,
  '/order': Orders,
};

beforeAll(() => configureRemoteLoading({ retryDelays: [], timeoutMs: 1000 }));

beforeEach(() => {
  resetRemoteLoads();
  registerPointer(POINTER);
  runtime.loadRemote.mockImplementation(async (id: string) => {
    const name = id.replace('/routes', '') as keyof PointerFile;
    return {
      routes: POINTER[name]!.routes.map((meta) => ({ ...meta, load: async () => ({ default: PAGES[meta.path] }) })),
    };
  });
  logOut();
});

const render = (path: string) => renderRoutes(buildRoutes({ pointer: POINTER, sandbox: false }), path);
const topBar = () => screen.queryByRole('navigation', { name: '主导航' });

describe('keep-alive host', () => {
  it('keeps what the user typed on a kept bare page across a main-layout page and back', async () => {
    const { router } = render('/GetCode');
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13800000008' } });
    expect(topBar()).not.toBeInTheDocument();

    await act(() => router.navigate('/Product'));
    expect(screen.getByRole('heading', { name: '企业文化' })).toBeVisible();
    expect(topBar()).toBeVisible();
    expect(screen.getByLabelText('手机号')).not.toBeVisible();

    await act(() => router.navigate('/GetCode'));
    expect(screen.getByLabelText('手机号')).toBeVisible();
    expect(screen.getByLabelText('手机号')).toHaveValue('13800000008');
    // The main layout held no kept page, so it went away instead of staying hidden.
    expect(topBar()).not.toBeInTheDocument();
  });

  it('keeps a kept main page across a bare page and back, and unmounts pages that are not kept', async () => {
    logIn(userInfo(['common']));
    const { router } = render('/order');
    fireEvent.click(await screen.findByText(/订单:0/));
    fireEvent.click(screen.getByText(/订单:1/));

    await act(() => router.navigate('/Login'));
    expect(await screen.findByText('登录页面')).toBeVisible();
    expect(screen.getByText(/订单:2/)).not.toBeVisible();

    await act(() => router.navigate('/About'));
    await act(() => router.navigate('/order'));
    expect(screen.getByText(/订单:2/)).toBeVisible();
    expect(screen.queryByText('登录页面')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '关于我们' })).not.toBeInTheDocument();
  });

  it('lets a hidden page keep seeing its own URL, not the page the user moved to', async () => {
    logIn(userInfo(['common']));
    const { router } = render('/order?tab=2');
    expect(await screen.findByText(/@\/order\?tab=2/)).toBeVisible();
    await act(() => router.navigate('/Product?from=menu'));
    const hidden = screen.getByText(/订单:0/);
    expect(hidden).not.toBeVisible();
    expect(hidden).toHaveTextContent('@/order?tab=2');
  });

  it('drops kept pages when the user changes, so the next user never sees them', async () => {
    logIn(userInfo(['common'], { user: { userId: 1, userName: '甲', phonenumber: '13800000001' } }));
    const { router } = render('/order');
    fireEvent.click(await screen.findByText(/订单:0/));
    await act(() => router.navigate('/Product'));
    expect(screen.getByText(/订单:1/)).not.toBeVisible();

    act(() => logIn(userInfo(['common'], { user: { userId: 2, userName: '乙', phonenumber: '13800000002' } })));
    expect(screen.queryByText(/订单:1/)).not.toBeInTheDocument();
    await act(() => router.navigate('/order'));
    expect(await screen.findByText(/订单:0/)).toBeVisible();
    expect(within(topBar()!.closest('header')!).getByText('乙')).toBeInTheDocument();
  });

  it('drops the kept page when a 401 ends the session and the user is sent to /Login', async () => {
    logIn(userInfo(['common']));
    const { router } = render('/order');
    attachRouter(router);
    fireEvent.click(await screen.findByText(/订单:0/));
    await act(() => router.navigate('/Product'));

    await act(async () => handleUnauthorized());
    expect(await screen.findByText('登录页面')).toBeVisible();
    // /Login says the session expired (issue 32: expired=1, and where to come back to when there is a page).
    expect(currentUrl(router)).toMatch(/^\/Login\?(.+&)?expired=1/);
    expect(screen.queryByText(/订单:1/)).not.toBeInTheDocument();
  });
});
