import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, setToken } from '@tcm/shared';
import { callMock, requestsOf, respond } from '../../test/calls';
import { renderRoute } from '../../test/renderRoute';
import SetPasswordPage from '.';

jest.mock('@tcm/shared', () => require('../../test/mockShared').mockShared());

beforeEach(() => {
  jest.clearAllMocks();
  setToken('T');
  window.history.replaceState(null, '');
});

it('shows the first-login text and validates password then confirm', async () => {
  const user = userEvent.setup();
  renderRoute(<SetPasswordPage />, { path: '/SetPassword' });
  expect(screen.getByText('由于您初次登录，请设置密码')).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: '确定' });
  await user.click(submit);
  expect(notify.error).toHaveBeenLastCalledWith('密码不能小于六位');
  await user.type(screen.getByLabelText('密码'), 'abc123');
  await user.click(submit);
  expect(notify.error).toHaveBeenLastCalledWith('请输入确认密码');
  await user.type(screen.getByLabelText('确认密码'), 'abc124');
  await user.click(submit);
  expect(notify.error).toHaveBeenLastCalledWith('两次输入密码不一致');
  expect(screen.getByLabelText('确认密码')).toHaveValue('');
  expect(callMock).not.toHaveBeenCalled();
});

async function setPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('密码'), 'abc123');
  await user.type(screen.getByLabelText('确认密码'), 'abc123');
  await user.click(screen.getByRole('button', { name: '确定' }));
}

it('without earlier history goes home after 密码设置成功', async () => {
  const user = userEvent.setup();
  respond({ 'POST /setPwd': { code: 200 } });
  const { router } = renderRoute(<SetPasswordPage />, { path: '/SetPassword' });
  await setPassword(user);
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(requestsOf('POST /setPwd')).toEqual([{ password: 'abc123' }]);
  expect(notify.success).toHaveBeenCalledWith('密码设置成功');
});

it('with in-app history goes back to the previous page', async () => {
  const user = userEvent.setup();
  respond({ 'POST /setPwd': { code: 200 } });
  window.history.replaceState({ idx: 1 }, '');
  const { router } = renderRoute(<SetPasswordPage />, { path: '/SetPassword', history: ['/Contact'] });
  await setPassword(user);
  await waitFor(() => expect(router.state.location.pathname).toBe('/Contact'));
});

it('follows the login redirect it was given', async () => {
  const user = userEvent.setup();
  respond({ 'POST /setPwd': { code: 200 } });
  const { router } = renderRoute(<SetPasswordPage />, { path: '/SetPassword', url: '/SetPassword?redirect=%2Forder' });
  await setPassword(user);
  await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
});

it('asks to log in again when there is no session', () => {
  document.cookie = 'Admin-Token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  renderRoute(<SetPasswordPage />, { path: '/SetPassword' });
  expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/Login');
});
