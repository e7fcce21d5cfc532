import { screen, waitFor } from '@testing-library/react';
import { notify, phoneMd5 } from '@tcm/shared';
import { callMock, requestsOf } from '@tcm/shared/testing/calls';
import { expectRulesInOrder, renderPage } from '../../test/renderPage';
import ResetPasswordPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('../../test/mockShared')>('../../test/mockShared').mockShared());

const PHONE = '13800000008';

it('validates in the spec order and clears a mismatched confirmation', async () => {
  const page = renderPage(<ResetPasswordPage />, '/ResetPassword');
  await expectRulesInOrder(page, '确认修改', [
    [{}, '请输入手机号码'],
    [{ 手机号: '12' }, '请输入正确的手机号码'],
    [() => page.user.clear(screen.getByLabelText('手机号')).then(() => page.fill({ 手机号: PHONE })), '请输入验证码'],
    [{ 验证码: '111111' }, '密码不能小于六位'],
    [{ 新密码: 'newpass1' }, '请输入确认密码'],
    [{ 确认密码: 'newpass2' }, '两次输入密码不一致'],
  ]);
  expect(screen.getByLabelText('确认密码')).toHaveValue('');
  expect(callMock).not.toHaveBeenCalled();
});

it('sends the SMS as resetpwd, posts the reset and returns to the previous page with 修改成功', async () => {
  const page = renderPage(<ResetPasswordPage />, '/ResetPassword', {
    history: ['/Login'],
    calls: { 'GET /smsCode': { code: 200 }, 'POST /resetPwd': { code: 200 } },
  });
  await page.fill({ 手机号: PHONE });
  await page.user.click(screen.getByTestId('sms-button'));
  await waitFor(() => expect(screen.getByTestId('sms-button')).toHaveTextContent('60秒后重发'));
  await page.fill({ 验证码: '111111', 新密码: 'newpass1', 确认密码: 'newpass1' });
  await page.press('确认修改');
  await waitFor(() => expect(page.router.state.location.pathname).toBe('/Login'));
  expect(requestsOf('GET /smsCode')[0]).toMatchObject({ telephone: PHONE, type: 'resetpwd' });
  expect(requestsOf('POST /resetPwd')).toEqual([{ code: '111111', username: PHONE, phoneMd5: phoneMd5(PHONE), password: 'newpass1' }]);
  expect(notify.success).toHaveBeenCalledWith('修改成功');
});

it('without an earlier page goes home after 修改成功', async () => {
  const page = renderPage(<ResetPasswordPage />, '/ResetPassword', { calls: { 'POST /resetPwd': { code: 200 } } });
  await page.fill({ 手机号: PHONE, 验证码: '111111', 新密码: 'newpass1', 确认密码: 'newpass1' });
  await page.press('确认修改');
  await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
  expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '服务异常，请联系管理员' });
});
