import { screen, waitFor } from '@testing-library/react';
import { notify, phoneMd5, startSession } from '@tcm/shared';
import { callMock, requestsOf } from '@tcm/shared/testing/calls';
import { expectRulesInOrder, renderPage } from '../../test/renderPage';
import BindPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('../../test/mockShared')>('../../test/mockShared').mockShared());

const PHONE = '13900000002';

it('explains and links to /Login when the query has no code', () => {
  renderPage(<BindPage />, '/Bind');
  expect(screen.getByRole('alert')).toHaveTextContent('未获取到扫码登录信息');
  expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/Login');
});

it('validates phone then code, and sends the SMS as wxbind', async () => {
  const page = renderPage(<BindPage />, '/Bind?code=WX1', { calls: { 'GET /smsCode': { code: 200 } } });
  await expectRulesInOrder(page, '绑定并登录', [
    [{}, '请输入手机号码'],
    [{ 手机号: '1390' }, '请输入正确的手机号码'],
    [{ 手机号: '0000002' }, '请输入验证码'],
  ]);
  await page.user.click(screen.getByTestId('sms-button'));
  await waitFor(() => expect(requestsOf('GET /smsCode')[0]).toMatchObject({ telephone: PHONE, type: 'wxbind' }));
});

it('binds and logs in like a token-returning login (pwdNotSet 0 → /SetPassword)', async () => {
  const page = renderPage(<BindPage />, '/Bind?code=WX2', {
    calls: { 'POST /wechat/v1/bind': { code: 200, token: 'B1', pwdNotSet: 0 } },
  });
  await page.fill({ 手机号: PHONE, 验证码: '654321' });
  await page.press('绑定并登录');
  await waitFor(() => expect(page.router.state.location.pathname).toBe('/SetPassword'));
  expect(requestsOf('POST /wechat/v1/bind')).toEqual([{ wxCode: 'WX2', code: '654321', username: PHONE, phoneMd5: phoneMd5(PHONE), type: 'pc' }]);
  expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '服务异常，请联系管理员' });
  expect(startSession).toHaveBeenCalledWith('B1');
});

it('with a password already set goes home with 登录成功', async () => {
  const page = renderPage(<BindPage />, '/Bind?code=WX3', {
    state: { phone: PHONE },
    calls: { 'POST /wechat/v1/bind': { code: 200, token: 'B2', pwdNotSet: 1 } },
  });
  expect(screen.getByLabelText('手机号')).toHaveValue(PHONE);
  await page.fill({ 验证码: '654321' });
  await page.press('绑定并登录');
  await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
  expect(notify.success).toHaveBeenCalledWith('登录成功');
  expect(callMock).toHaveBeenCalledTimes(1);
});
