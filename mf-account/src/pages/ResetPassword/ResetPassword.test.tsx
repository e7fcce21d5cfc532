import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, phoneMd5 } from '@tcm/shared';
import { callMock, requestsOf, respond } from '../../test/calls';
import { renderRoute } from '../../test/renderRoute';
import ResetPasswordPage from '.';

jest.mock('@tcm/shared', () => require('../../test/mockShared').mockShared());

const PHONE = '13800000008';

beforeEach(() => {
  jest.clearAllMocks();
  window.history.replaceState(null, '');
});

it('validates in the spec order and clears a mismatched confirmation', async () => {
  const user = userEvent.setup();
  renderRoute(<ResetPasswordPage />, { path: '/ResetPassword' });
  const submit = screen.getByRole('button', { name: '确认修改' });
  await user.click(submit);
  expect(notify.error).toHaveBeenLastCalledWith('请输入手机号码');
  await user.type(screen.getByLabelText('手机号'), '12');
  await user.click(submit);
  expect(notify.error).toHaveBeenLastCalledWith('请输入正确的手机号码');
  await user.clear(screen.getByLabelText('手机号'));
  await user.type(screen.getByLabelText('手机号'), PHONE);
  await user.click(submit);
  expect(notify.error).toHaveBeenLastCalledWith('请输入验证码');
  await user.type(screen.getByLabelText('验证码'), '111111');
  await user.click(submit);
  expect(notify.error).toHaveBeenLastCalledWith('密码不能小于六位');
  await user.type(screen.getByLabelText('新密码'), 'newpass1');
  await user.click(submit);
  expect(notify.error).toHaveBeenLastCalledWith('请输入确认密码');
  await user.type(screen.getByLabelText('确认密码'), 'newpass2');
  await user.click(submit);
  expect(notify.error).toHaveBeenLastCalledWith('两次输入密码不一致');
  expect(screen.getByLabelText('确认密码')).toHaveValue('');
  expect(callMock).not.toHaveBeenCalled();
});

it('sends the SMS as resetpwd, posts the reset and returns to the previous page with 修改成功', async () => {
  const user = userEvent.setup();
  respond({ 'GET /smsCode': { code: 200 }, 'POST /resetPwd': { code: 200 } });
  window.history.replaceState({ idx: 1 }, '');
  const { router } = renderRoute(<ResetPasswordPage />, { path: '/ResetPassword', history: ['/Login'] });
  await user.type(screen.getByLabelText('手机号'), PHONE);
  await user.click(screen.getByTestId('sms-button'));
  await waitFor(() => expect(screen.getByTestId('sms-button')).toHaveTextContent('60后重发'));
  await user.type(screen.getByLabelText('验证码'), '111111');
  await user.type(screen.getByLabelText('新密码'), 'newpass1');
  await user.type(screen.getByLabelText('确认密码'), 'newpass1');
  await user.click(screen.getByRole('button', { name: '确认修改' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
  expect(requestsOf('GET /smsCode')[0]).toMatchObject({ telephone: PHONE, type: 'resetpwd' });
  expect(requestsOf('POST /resetPwd')).toEqual([
    { code: '111111', username: PHONE, phoneMd5: phoneMd5(PHONE), password: 'newpass1' },
  ]);
  expect(notify.success).toHaveBeenCalledWith('修改成功');
});
