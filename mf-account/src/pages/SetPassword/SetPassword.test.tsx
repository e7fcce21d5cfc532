import { screen, waitFor } from '@testing-library/react';
import { notify, setToken } from '@tcm/shared';
import { callMock, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { expectRulesInOrder, renderPage, type PageOptions, type RenderedPage } from '../../test/renderPage';
import SetPasswordPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('../../test/mockShared')>('../../test/mockShared').mockShared());

const SET_OK: CallTable = { 'POST /setPwd': { code: 200 } };

beforeEach(() => setToken('T'));

it('shows the first-login text and validates password then confirm', async () => {
  const page = renderPage(<SetPasswordPage />, '/SetPassword');
  expect(screen.getByText('由于您初次登录，请设置密码')).toBeInTheDocument();
  await expectRulesInOrder(page, '确定', [
    [{}, '密码不能小于六位'],
    [{ 密码: 'abc123' }, '请输入确认密码'],
    [{ 确认密码: 'abc124' }, '两次输入密码不一致'],
  ]);
  expect(screen.getByLabelText('确认密码')).toHaveValue('');
  expect(callMock).not.toHaveBeenCalled();
});

async function setPassword(url: string, options: PageOptions = {}): Promise<RenderedPage> {
  const page = renderPage(<SetPasswordPage />, url, { calls: SET_OK, ...options });
  await page.fill({ 密码: 'abc123', 确认密码: 'abc123' });
  await page.press('确定');
  return page;
}

it('without earlier history goes home after 密码设置成功', async () => {
  const { router } = await setPassword('/SetPassword');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(requestsOf('POST /setPwd')).toEqual([{ password: 'abc123' }]);
  expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '服务异常，请联系管理员' });
  expect(notify.success).toHaveBeenCalledWith('密码设置成功');
});

it('with in-app history goes back to the previous page', async () => {
  const { router } = await setPassword('/SetPassword', { history: ['/Contact'] });
  await waitFor(() => expect(router.state.location.pathname).toBe('/Contact'));
});

it('follows the login redirect it was given', async () => {
  const { router } = await setPassword('/SetPassword?redirect=%2Forder');
  await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
});

it('asks to log in again when there is no session', () => {
  document.cookie = 'Admin-Token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  renderPage(<SetPasswordPage />, '/SetPassword');
  expect(screen.getByRole('alert')).toHaveTextContent('登录状态已失效，请重新登录后再设置密码。');
  expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/Login');
});
