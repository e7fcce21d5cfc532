import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, phoneMd5, startSession } from '@tcm/shared';
import { callMock, requestsOf, respond } from '../../test/calls';
import { renderRoute } from '../../test/renderRoute';
import BindPage from '.';

jest.mock('@tcm/shared', () => require('../../test/mockShared').mockShared());

const PHONE = '13900000002';

beforeEach(() => jest.clearAllMocks());

it('explains and links to /Login when the query has no code', () => {
  renderRoute(<BindPage />, { path: '/Bind' });
  expect(screen.getByRole('alert')).toHaveTextContent('未获取到扫码登录信息');
  expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/Login');
});

it('validates phone then code, and sends the SMS as wxbind', async () => {
  const user = userEvent.setup();
  respond({ 'GET /smsCode': { code: 200 } });
  renderRoute(<BindPage />, { path: '/Bind', url: '/Bind?code=WX1' });
  const submit = screen.getByRole('button', { name: '绑定并登录' });
  await user.click(submit);
  expect(notify.error).toHaveBeenLastCalledWith('请输入手机号码');
  await user.type(screen.getByLabelText('手机号'), '1390');
  await user.click(submit);
  expect(notify.error).toHaveBeenLastCalledWith('请输入正确的手机号码');
  await user.type(screen.getByLabelText('手机号'), '0000002');
  await user.click(submit);
  expect(notify.error).toHaveBeenLastCalledWith('请输入验证码');
  await user.click(screen.getByTestId('sms-button'));
  await waitFor(() => expect(requestsOf('GET /smsCode')[0]).toMatchObject({ telephone: PHONE, type: 'wxbind' }));
});

it('binds and logs in like a token-returning login (pwdNotSet 0 → /SetPassword)', async () => {
  const user = userEvent.setup();
  respond({ 'POST /wechat/v1/bind': { code: 200, token: 'B1', pwdNotSet: 0 } });
  const { router } = renderRoute(<BindPage />, { path: '/Bind', url: '/Bind?code=WX2' });
  await user.type(screen.getByLabelText('手机号'), PHONE);
  await user.type(screen.getByLabelText('验证码'), '654321');
  await user.click(screen.getByRole('button', { name: '绑定并登录' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/SetPassword'));
  expect(requestsOf('POST /wechat/v1/bind')).toEqual([
    { wxCode: 'WX2', code: '654321', username: PHONE, phoneMd5: phoneMd5(PHONE), type: 'pc' },
  ]);
  expect(startSession).toHaveBeenCalledWith('B1');
});

it('with a password already set goes home with 登录成功', async () => {
  const user = userEvent.setup();
  respond({ 'POST /wechat/v1/bind': { code: 200, token: 'B2', pwdNotSet: 1 } });
  const { router } = renderRoute(<BindPage />, { path: '/Bind', url: '/Bind?code=WX3', state: { phone: PHONE } });
  expect(screen.getByLabelText('手机号')).toHaveValue(PHONE);
  await user.type(screen.getByLabelText('验证码'), '654321');
  await user.click(screen.getByRole('button', { name: '绑定并登录' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(notify.success).toHaveBeenCalledWith('登录成功');
  expect(callMock).toHaveBeenCalledTimes(1);
});
