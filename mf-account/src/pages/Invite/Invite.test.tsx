import { screen, waitFor } from '@testing-library/react';
import { phoneMd5 } from '@tcm/shared';
import { apiError, callMock, requestsOf, type CallTable } from '../../test/calls';
import { expectRulesInOrder, renderPage } from '../../test/renderPage';
import InvitePage from '.';

jest.mock('@tcm/shared', () => require('../../test/mockShared').mockShared());

const INFO = {
  code: 200,
  info: { inviteName: '王医生', phone: '13900000003', roleName: '认证医生', sponsor: '张院长', deptName: '仁心中医馆' },
  securityNo: 'SEC1',
};

const renderInvite = (inviteId: string, calls: CallTable) =>
  renderPage(<InvitePage />, `/Invite?inviteId=${inviteId}`, { calls });

it('greets the invitee with sponsor, department and role, and shows the invited phone', async () => {
  renderInvite('42', { 'GET /invite/v1/info': INFO });
  const greeting = await screen.findByTestId('invite-greeting');
  expect(greeting).toHaveTextContent('尊敬的王医生，');
  expect(greeting).toHaveTextContent('张院长邀请您加入仁心中医馆，担任认证医生');
  expect(screen.getByLabelText('手机号')).toHaveValue('13900000003');
  expect(screen.getByLabelText('手机号')).toHaveAttribute('readonly');
  expect(requestsOf('GET /invite/v1/info')).toEqual([{ inviteId: '42' }]);
});

it('renders API text as text, never as HTML', async () => {
  renderInvite('42', { 'GET /invite/v1/info': { ...INFO, info: { ...INFO.info, inviteName: '<img src=x onerror=alert(1)>' } } });
  const greeting = await screen.findByTestId('invite-greeting');
  expect(greeting).toHaveTextContent('尊敬的<img src=x onerror=alert(1)>');
  expect(greeting.querySelector('img')).toBeNull();
});

it('calls the invitee 客户 when the invite info fails', async () => {
  renderInvite('404', { 'GET /invite/v1/info': apiError() });
  expect(await screen.findByTestId('invite-greeting')).toHaveTextContent('尊敬的客户');
  expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '服务异常，请联系管理员' });
});

it('validates phone then code; with a failed info the phone can be typed', async () => {
  const page = renderInvite('7', { 'GET /invite/v1/info': apiError() });
  await screen.findByRole('button', { name: '确认' });
  expect(screen.getByLabelText('手机号')).not.toHaveAttribute('readonly');
  await expectRulesInOrder(page, '确认', [
    [{}, '请输入手机号码'],
    [{ 手机号: '1390000' }, '请输入正确的手机号码'],
    [{ 手机号: '0003' }, '请输入验证码'],
  ]);
  expect(requestsOf('POST /invite/v1/confirm')).toEqual([]);
});

it('sends the invite SMS with securityNo, confirms and shows the QR dialog', async () => {
  const page = renderInvite('42', {
    'GET /invite/v1/info': INFO,
    'GET /smsCode': { code: 200 },
    'POST /invite/v1/confirm': { code: 200, data: { qrUrl: 'http://portal.example/Login' } },
  });
  await screen.findByTestId('invite-greeting');
  await page.user.click(screen.getByTestId('sms-button'));
  await waitFor(() => expect(screen.getByTestId('sms-button')).toHaveTextContent('60后重发'));
  expect(requestsOf('GET /smsCode')).toEqual([
    { telephone: '13900000003', phoneMd5: phoneMd5('13900000003'), type: 'invite', securityNo: 'SEC1' },
  ]);
  await page.fill({ 验证码: '222222' });
  await page.press('确认');
  expect(await screen.findByText('邀请确认成功')).toBeInTheDocument();
  expect(screen.getByTestId('invite-qr').tagName.toLowerCase()).toBe('svg');
  expect(requestsOf('POST /invite/v1/confirm')).toEqual([
    { telephone: '13900000003', code: '222222', phoneMd5: phoneMd5('13900000003'), inviteId: '42', securityNo: 'SEC1' },
  ]);
  expect(callMock.mock.calls.find(([k]) => k === 'POST /invite/v1/confirm')?.[2]).toMatchObject({
    fallback: '服务异常，请联系管理员',
  });
});

it('explains a link without inviteId', () => {
  renderPage(<InvitePage />, '/Invite');
  expect(screen.getByRole('alert')).toHaveTextContent('邀请链接不完整');
  expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  expect(callMock).not.toHaveBeenCalled();
});
