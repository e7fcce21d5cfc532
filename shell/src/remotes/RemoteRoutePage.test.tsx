import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { configureRemoteLoading, DEFAULT_REMOTE_LOADING } from '../config/remoteLoading';
import { resetRemoteLoads } from './loadRemoteRoutes';
import { registerPointer } from './registry';
import { RemoteRoutePage } from './RemoteRoutePage';
import { pageReload } from './staleChunk';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));
const runtime = jest.requireMock<{ registerRemotes: jest.Mock; loadRemote: jest.Mock }>('@module-federation/enhanced/runtime');

const OrderPage: ComponentType = () => <p>订单页面</p>;
const routesModule = (load: () => Promise<{ default: ComponentType }>) => ({
  routes: [{ path: '/order', title: '我的订单', access: 'login', layout: 'main', load }],
});

/** The layout around the page: it must survive whatever the remote does. */
function Page() {
  return (
    <div>
      <nav>顶部菜单</nav>
      <RemoteRoutePage remote="commerce" path="/order" />
      <footer>页脚</footer>
    </div>
  );
}

beforeEach(() => {
  configureRemoteLoading({ ...DEFAULT_REMOTE_LOADING, retryDelays: [], timeoutMs: 1000 });
  resetRemoteLoads();
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockClear();
  registerPointer({ commerce: { version: '1.0.0', entry: '/remotes/commerce/1.0.0/mf-manifest.json', routes: [] } });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('remote route page', () => {
  it('shows a loading state, then the page', async () => {
    runtime.loadRemote.mockResolvedValue(routesModule(async () => ({ default: OrderPage })));
    render(<Page />);
    expect(screen.getByTestId('page-spin')).toBeInTheDocument();
    expect(await screen.findByText('订单页面')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('commerce/routes');
  });

  it('shows the fallback in the page area only when the remote cannot load, and retry loads it afresh', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('Failed to get manifest. #RUNTIME-003'));
    render(<Page />);
    expect(await screen.findByText('该功能暂时不可用')).toBeInTheDocument();
    expect(screen.getByText('顶部菜单')).toBeInTheDocument();
    expect(screen.getByText('页脚')).toBeInTheDocument();
    const callsBeforeRetry = runtime.loadRemote.mock.calls.length;

    runtime.loadRemote.mockResolvedValue(routesModule(async () => ({ default: OrderPage })));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('订单页面')).toBeInTheDocument();
    expect(runtime.loadRemote.mock.calls.length).toBeGreaterThan(callsBeforeRetry);
    // The runtime caches failures; retrying re-registers the remote to start clean.
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'commerce', entry: '/remotes/commerce/1.0.0/mf-manifest.json' }], { force: true });
    expect(screen.queryByText('该功能暂时不可用')).not.toBeInTheDocument();
  });

  it('retries transient failures with backoff before giving up', async () => {
    configureRemoteLoading({ retryDelays: [1, 1, 1], timeoutMs: 1000 });
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(routesModule(async () => ({ default: OrderPage })));
    render(<Page />);
    expect(await screen.findByText('订单页面')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('with the default settings, a remote that refuses shows the fallback within 2 s (issue 32: 5-11 s)', async () => {
    configureRemoteLoading(DEFAULT_REMOTE_LOADING);
    runtime.loadRemote.mockRejectedValue(new Error('Failed to get manifest. #RUNTIME-003'));
    const started = Date.now();
    render(<Page />);
    expect(await screen.findByText('该功能暂时不可用', undefined, { timeout: 2000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeLessThan(2000);
    // Still two retries, for a server restarting during a deploy.
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('a remote that does not answer says so after slowAfterMs with 重试, which starts over instead of joining the hung load', async () => {
    configureRemoteLoading({ retryDelays: [], timeoutMs: 60_000, slowAfterMs: 50 });
    runtime.loadRemote.mockReturnValueOnce(new Promise(() => {}));
    render(<Page />);
    expect(screen.getByText('页面加载中…')).toBeInTheDocument();
    expect(await screen.findByText('页面加载较慢，仍在加载…')).toBeInTheDocument();
    runtime.loadRemote.mockResolvedValue(routesModule(async () => ({ default: OrderPage })));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('订单页面')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'commerce', entry: '/remotes/commerce/1.0.0/mf-manifest.json' }], { force: true });
  });

  it('gives up on a remote that never answers, after the timeout', async () => {
    configureRemoteLoading({ retryDelays: [], timeoutMs: 50 });
    runtime.loadRemote.mockReturnValue(new Promise(() => {}));
    render(<Page />);
    expect(await screen.findByText('该功能暂时不可用')).toBeInTheDocument();
  });

  it('catches a page that crashes while rendering', async () => {
    const Broken: ComponentType = () => {
      throw new Error('boom');
    };
    runtime.loadRemote.mockResolvedValue(routesModule(async () => ({ default: Broken })));
    render(<Page />);
    expect(await screen.findByText('该功能暂时不可用')).toBeInTheDocument();
    expect(screen.getByText('顶部菜单')).toBeInTheDocument();
  });

  it('shows the fallback when the release does not declare the path', async () => {
    runtime.loadRemote.mockResolvedValue({ routes: [] });
    render(<Page />);
    expect(await screen.findByText('该功能暂时不可用')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('reloads the page once for a stale chunk after a deploy, and not in a loop', async () => {
    const reload = jest.spyOn(pageReload, 'run').mockImplementation(() => {});
    const chunkError = Object.assign(new Error('Loading chunk 479 failed.'), { name: 'ChunkLoadError' });
    runtime.loadRemote.mockResolvedValue(routesModule(() => Promise.reject(chunkError)));

    const first = render(<Page />);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('page-spin')).toBeInTheDocument();
    first.unmount();

    // As if after the reload: the chunk is still missing, so the fallback shows instead.
    resetRemoteLoads();
    render(<Page />);
    expect(await screen.findByText('该功能暂时不可用')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
