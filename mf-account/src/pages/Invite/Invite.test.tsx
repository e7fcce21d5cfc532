import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, phoneMd5 } from '@tcm/shared';
import { apiError, callMock, requestsOf, respond } from '../../test/calls';
import { renderRoute } from '../../test/renderRoute';
import InvitePage from '.';

jest.mock('@tcm/shared', () => require('../../test/mockShared').mockShared());

const INFO = {
  code: 200,
  info: { inviteName: '王医生', phone: '13900000003', roleName: '认证医生', sponsor: '张院长', deptName: '仁心中医馆' },
  securityNo: 'SEC1',
};

beforeEach(() => jest.clearAllMocks());

it('greets the invitee with sponsor, department and role, and shows the invited phone', async () => {
  respond({ 'GET /invite/v1/info': INFO });
  renderRoute(<InvitePage />, { path: '/Invite', url: '/Invite?inviteId=42' });
  const greeting = await screen.findByTestId('invite-greeting');
  expect(greeting).toHaveTextContent('尊敬的王医生，');
  expect(greeting).toHaveTextContent('张院长邀请您加入仁心中医馆，担任认证医生');
  expect(screen.getByLabelText('手机号')).toHaveValue('13900000003');
  expect(requestsOf('GET /invite/v1/info')).toEqual([{ inviteId: '42' }]);
});

it('renders API text as text, never as HTML', async () => {
  respond({ 'GET /invite/v1/info': { ...INFO, info: { ...INFO.info, inviteName: '<img src=x onerror=alert(1)>' } } });
  renderRoute(<InvitePage />, { path: '/Invite', url: '/Invite?inviteId=42' });
  const greeting = await screen.findByTestId('invite-greeting');
  expect(greeting).toHaveTextContent('尊敬的<img src=x onerror=alert(1)>');
  expect(greeting.querySelector('img')).toBeNull();
});

it('calls the invitee 客户 when the invite info fails', async () => {
  respond({ 'GET /invite/v1/info': apiError() });
  renderRoute(<InvitePage />, { path: '/Invite', url: '/Invite?inviteId=404' });
  expect(await screen.findByTestId('invite-greeting')).toHaveTextContent('尊敬的客户');
  expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '服务异常，请联系管理员' });
});

it('validates phone then code; with a failed info the phone can be typed', async () => {
  const user = userEvent.setup();
  respond({ 'GET /invite/v1/info': apiError() });
  renderRoute(<InvitePage />, { path: '/Invite', url: '/Invite?inviteId=7' });
  const submit = await screen.findByRole('button', { name: '确认' });
  await user.click(submit);
  expect(notify.error).toHaveBeenLastCalledWith('请输入手机号码');
  await user.type(screen.getByLabelText('手机号'), '1390000');
  await user.click(submit);
  expect(notify.error).toHaveBeenLastCalledWith('请输入正确的手机号码');
  await user.type(screen.getByLabelText('手机号'), '0003');
  await user.click(submit);
  expect(notify.error).toHaveBeenLastCalledWith('请输入验证码');
  expect(requestsOf('POST /invite/v1/confirm')).toEqual([]);
});

it('sends the invite SMS with securityNo, confirms and shows the QR dialog', async () => {
  const user = userEvent.setup();
  respond({
    'GET /invite/v1/info': INFO,
    'GET /smsCode': { code: 200 },
    'POST /invite/v1/confirm': { code: 200, data: { qrUrl: 'http://portal.example/Login' } },
  });
  renderRoute(<InvitePage />, { path: '/Invite', url: '/Invite?inviteId=42' });
  await screen.findByTestId('invite-greeting');
  await user.click(screen.getByTestId('sms-button'));
  await waitFor(() => expect(screen.getByTestId('sms-button')).toHaveTextContent('60后重发'));
  expect(requestsOf('GET /smsCode')).toEqual([
    { telephone: '13900000003', phoneMd5: phoneMd5('13900000003'), type: 'invite', securityNo: 'SEC1' },
  ]);
  await user.type(screen.getByLabelText('验证码'), '222222');
  await user.click(screen.getByRole('button', { name: '确认' }));
  expect(await screen.findByText('邀请确认成功')).toBeInTheDocument();
  expect(screen.getByTestId('invite-qr').tagName.toLowerCase()).toBe('svg');
  expect(requestsOf('POST /invite/v1/confirm')).toEqual([
    { telephone: '13900000003', code: '222222', phoneMd5: phoneMd5('13900000003'), inviteId: '42', securityNo: 'SEC1' },
  ]);
});

it('explains a link without inviteId', () => {
  renderRoute(<InvitePage />, { path: '/Invite' });
  expect(screen.getByRole('alert')).toHaveTextContent('邀请链接不完整');
  expect(callMock).not.toHaveBeenCalled();
});
