import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, phoneMd5 } from '@tcm/shared';
import { callMock, requestsOf, respond } from '../../test/calls';
import { renderRoute } from '../../test/renderRoute';
import GetCodePage from '.';

jest.mock('@tcm/shared', () => require('../../test/mockShared').mockShared());

beforeEach(() => jest.clearAllMocks());

it('checks the phone, then shows the code for the chosen type as text', async () => {
  // Arco's dropdown options are pointer-events:none while their opening animation runs.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  respond({ 'POST /getCode': { code: 200, smsCode: '<b>482913</b>' } });
  renderRoute(<GetCodePage />, { path: '/GetCode' });
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(notify.error).toHaveBeenLastCalledWith('请输入手机号码');
  expect(callMock).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('手机号'), '13800000010');
  await user.click(screen.getByLabelText('验证码类型'));
  await user.click(await screen.findByText('重置密码（resetpwd）'));
  await user.click(screen.getByRole('button', { name: '查询' }));
  const code = await screen.findByTestId('sms-code');
  expect(code).toHaveTextContent('<b>482913</b>');
  expect(within(code).queryByText('482913', { selector: 'b' })).toBeNull();
  expect(requestsOf('POST /getCode')).toEqual([
    { phoneMd5: phoneMd5('13800000010'), type: 'resetpwd', telephone: '13800000010' },
  ]);
});
