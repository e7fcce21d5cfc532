import { screen } from '@testing-library/react';
import { sessionStore, userInfoStatusAtom } from '@tcm/shared';
import type { ComponentType } from 'react';
import ApplyPage from '../pages/Apply';
import ApplyingPage from '../pages/Applying';
import UserInfoPage from '../pages/UserInfo';
import { renderRoute } from '../test/renderRoute';
import { useSharedMocks } from '../test/sharedMocks';

jest.mock('@tcm/shared', () => require('../test/sharedMocks').mockedShared());

const shared = useSharedMocks();

const PAGES: [string, ComponentType][] = [
  ['/apply', ApplyPage],
  ['/applying', ApplyingPage],
  ['/userInfo', UserInfoPage],
];

afterEach(() => sessionStore.set(userInfoStatusAtom, 'idle'));

describe.each(PAGES)('%s without a usable account', (path, Page) => {
  it('says 获取账户失败 when the account call failed, and offers a new login (spec 3 §8)', async () => {
    shared.signIn(null);
    sessionStore.set(userInfoStatusAtom, 'failed');
    const page = renderRoute(path, Page);
    expect(screen.getByText('获取账户失败')).toBeInTheDocument();
    expect(await page.follow('去登录')).toBe('/Login');
  });

  it('loads the account itself when nobody has yet, showing a spinner meanwhile', () => {
    shared.signIn(null);
    renderRoute(path, Page);
    expect(screen.getByText('正在加载账户信息…')).toBeInTheDocument();
    expect(shared.loadUserInfo).toHaveBeenCalledTimes(1);
  });

  it('says the login has lapsed when the account loaded but nobody is logged in', async () => {
    shared.signIn(null);
    sessionStore.set(userInfoStatusAtom, 'ready');
    const page = renderRoute(path, Page);
    expect(screen.getByText('登录状态已失效')).toBeInTheDocument();
    expect(await page.follow('去登录')).toBe('/Login');
  });
});
