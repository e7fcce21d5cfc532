import { sessionStore, userInfoAtom } from '@tcm/shared';
import { configureRemoteLoading } from '../config/remoteLoading';
import { logIn, logOut, userInfo } from '../test/fixtures';
import { resetRemoteLoads } from './loadRemoteRoutes';
import { remotesToWarm, warmRemotes } from './prefetch';
import { registerPointer, type KnownRemote } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => new Promise(() => {})),
}));
const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };

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

  it('warms the login-only remotes once the visitor logs in, and nothing twice', () => {
    jest.useFakeTimers();
    configureRemoteLoading({ retryDelays: [], timeoutMs: 60_000 });
    resetRemoteLoads();
    registerPointer({});
    logOut();
    const warmedNames = () => runtime.loadRemote.mock.calls.map(([id]) => id);

    warmRemotes(REMOTES, { sandbox: false });
    jest.advanceTimersByTime(5_000);
    expect(warmedNames()).toEqual(['account/routes']);

    logIn(userInfo(['common']));
    jest.advanceTimersByTime(5_000);
    expect(warmedNames()).toEqual(['account/routes', 'certification/routes']);

    sessionStore.set(userInfoAtom, userInfo(['admin']));
    jest.advanceTimersByTime(5_000);
    expect(warmedNames()).toHaveLength(2);
    jest.useRealTimers();
  });
});
