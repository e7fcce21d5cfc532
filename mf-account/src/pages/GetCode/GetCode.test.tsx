import { screen, within } from '@testing-library/react';
import { ApiError, notify, phoneMd5 } from '@tcm/shared';
import { callMock, requestsOf } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import GetCodePage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('../../test/mockShared')>('../../test/mockShared').mockShared());

it('checks the phone, then shows the code for the chosen type as text', async () => {
  const page = renderPage(<GetCodePage />, '/GetCode', {
    popups: true,
    calls: { 'POST /getCode': { code: 200, smsCode: '<b>482913</b>' } },
  });
  await page.press('查询');
  expect(notify.error).toHaveBeenLastCalledWith('请输入手机号码');
  expect(callMock).not.toHaveBeenCalled();

  await page.fill({ 手机号: '13800000010' });
  await page.user.click(screen.getByLabelText('验证码类型'));
  await page.user.click(await screen.findByText('重置密码（resetpwd）'));
  await page.press('查询');
  const code = await screen.findByTestId('sms-code');
  expect(code).toHaveTextContent('<b>482913</b>');
  expect(within(code).queryByText('482913', { selector: 'b' })).toBeNull();
  expect(requestsOf('POST /getCode')).toEqual([{ phoneMd5: phoneMd5('13800000010'), type: 'resetpwd', telephone: '13800000010' }]);
});

it('opened from another machine: says, and keeps saying, what the API answered (403)', async () => {
  const refusal = '仅限本机或持有运维口令的请求访问此功能';
  const page = renderPage(<GetCodePage />, '/GetCode', {
    calls: { 'POST /getCode': new ApiError(403, refusal, { code: 403, msg: refusal }) },
  });
  await page.fill({ 手机号: '13800000010' });
  await page.press('查询');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('无法查询验证码');
  expect(screen.getByTestId('getcode-refused')).toHaveTextContent(refusal);
  expect(alert).toHaveTextContent('请在运行门户的电脑上打开本页面');
  expect(screen.queryByTestId('sms-code')).not.toBeInTheDocument();

  // Another failure (not a refusal) adds no such notice; a success removes it.
  callMock.mockRejectedValueOnce(new ApiError(500, '暂无验证码', { code: 500, msg: '暂无验证码' }));
  callMock.mockResolvedValueOnce({ code: 200, smsCode: '123456' });
  await page.press('查询');
  expect(screen.getByTestId('getcode-refused')).toHaveTextContent(refusal);
  await page.press('查询');
  expect(await screen.findByTestId('sms-code')).toHaveTextContent('123456');
  expect(screen.queryByTestId('getcode-refused')).not.toBeInTheDocument();
});
