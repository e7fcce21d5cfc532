import { screen, within } from '@testing-library/react';
import { notify, phoneMd5 } from '@tcm/shared';
import { callMock, requestsOf } from '../../test/calls';
import { renderPage } from '../../test/renderPage';
import GetCodePage from '.';

jest.mock('@tcm/shared', () => require('../../test/mockShared').mockShared());

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
  expect(requestsOf('POST /getCode')).toEqual([
    { phoneMd5: phoneMd5('13800000010'), type: 'resetpwd', telephone: '13800000010' },
  ]);
});
