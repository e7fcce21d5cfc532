import { screen, waitFor } from '@testing-library/react';
import { notify, phoneMd5 } from '@tcm/shared';
import { apiError, callMock, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { expectRulesInOrder, renderPage } from '../../test/renderPage';
import InvitePage from '.';
import { startInviteInfo } from './inviteInfoRequest';
import { respond } from '@tcm/shared/testing/calls';

jest.mock('@tcm/shared/core', () => jest.requireActual<typeof import('../../test/mockShared')>('../../test/mockShared').mockShared('@tcm/shared/core'));

// As the API sends it: the invitee's name and phone masked.
const INFO = {
  code: 200,
  info: { inviteName: '王*生', phone: '139****0003', roleName: '认证医生', sponsor: '张院长', deptName: '仁心中医馆' },
  securityNo: 'SEC1',
};

const renderInvite = (inviteId: string, calls: CallTable) => renderPage(<InvitePage />, `/Invite?inviteId=${inviteId}`, { calls });

it('greets the invitee with sponsor, department and role, shows the masked phone read-only and asks for the full one', async () => {
  renderInvite('42', { 'GET /invite/v1/info': INFO });
  const greeting = await screen.findByTestId('invite-greeting');
  expect(greeting).toHaveTextContent('尊敬的王*生，');
  expect(greeting).toHaveTextContent('张院长邀请您加入仁心中医馆，担任认证医生');
  expect(screen.getByTestId('invite-phone')).toHaveTextContent('受邀手机号：139****0003');
  expect(screen.getByTestId('invite-phone')).toHaveTextContent('请在下方输入该手机号的完整号码');
  // The masked phone is no input and no value to submit: the invitee types the phone.
  expect(screen.getByLabelText('手机号')).toHaveValue('');
  expect(screen.getByLabelText('手机号')).not.toHaveAttribute('readonly');
  expect(screen.queryByDisplayValue('139****0003')).not.toBeInTheDocument();
  expect(requestsOf('GET /invite/v1/info')).toEqual([{ inviteId: '42' }]);
});

it("takes the info the route started with the page's code: one request, the greeting without a second round trip", async () => {
  respond({ 'GET /invite/v1/info': INFO });
  startInviteInfo('7');
  startInviteInfo('7'); // the route's load may run twice (a retry): still one request
  expect(requestsOf('GET /invite/v1/info')).toEqual([{ inviteId: '7' }]);
  renderInvite('7', { 'GET /invite/v1/info': INFO });
  await screen.findByTestId('invite-greeting');
  expect(requestsOf('GET /invite/v1/info')).toEqual([{ inviteId: '7' }]);
  // Handed out once: opening the invitation again asks again.
  renderInvite('7', { 'GET /invite/v1/info': INFO });
  await waitFor(() => expect(requestsOf('GET /invite/v1/info')).toHaveLength(2));
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

it.each([
  ['with the invite info', INFO],
  ['when the info failed', apiError()],
])('validates phone then code (%s)', async (_case, info) => {
  const page = renderInvite('7', { 'GET /invite/v1/info': info });
  await screen.findByRole('button', { name: '确认' });
  await expectRulesInOrder(page, '确认', [
    [{}, '请输入手机号码'],
    [{ 手机号: '1390000' }, '请输入正确的手机号码'],
    [{ 手机号: '0003' }, '请输入验证码'],
  ]);
  expect(requestsOf('POST /invite/v1/confirm')).toEqual([]);
});

it('asks for the phone before sending a code', async () => {
  const page = renderInvite('42', { 'GET /invite/v1/info': INFO });
  await screen.findByTestId('invite-greeting');
  await page.user.click(screen.getByTestId('sms-button'));
  expect(notify.error).toHaveBeenLastCalledWith('请先填写手机号');
  await page.fill({ 手机号: '1390000' });
  await page.user.click(screen.getByTestId('sms-button'));
  expect(notify.error).toHaveBeenLastCalledWith('请先填写正确的手机号');
  expect(requestsOf('GET /smsCode')).toEqual([]);
});

it('sends the invite SMS to the typed phone with securityNo, confirms and shows the QR dialog', async () => {
  const page = renderInvite('42', {
    'GET /invite/v1/info': INFO,
    'GET /smsCode': { code: 200 },
    'POST /invite/v1/confirm': { code: 200, data: { qrUrl: 'http://portal.example/Login' } },
  });
  await screen.findByTestId('invite-greeting');
  await page.fill({ 手机号: '13900000003' });
  await page.user.click(screen.getByTestId('sms-button'));
  await waitFor(() => expect(screen.getByTestId('sms-button')).toHaveTextContent('60秒后重发'));
  expect(requestsOf('GET /smsCode')).toEqual([{ telephone: '13900000003', phoneMd5: phoneMd5('13900000003'), type: 'invite', securityNo: 'SEC1' }]);
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

it('a phone the server does not find in the invitation: no dialog, the form keeps what was typed', async () => {
  const page = renderInvite('42', {
    'GET /invite/v1/info': INFO,
    'POST /invite/v1/confirm': apiError('手机号与邀请信息不一致'),
  });
  await screen.findByTestId('invite-greeting');
  await page.fill({ 手机号: '13900000004', 验证码: '222222' });
  await page.press('确认');
  await waitFor(() => expect(requestsOf('POST /invite/v1/confirm')).toHaveLength(1));
  expect(requestsOf('POST /invite/v1/confirm')[0]).toMatchObject({ telephone: '13900000004', phoneMd5: phoneMd5('13900000004') });
  expect(screen.queryByText('邀请确认成功')).not.toBeInTheDocument();
  expect(screen.getByLabelText('手机号')).toHaveValue('13900000004');
  await waitFor(() => expect(screen.getByRole('button', { name: '确认' })).toBeEnabled());
});

it('explains a link without inviteId', () => {
  renderPage(<InvitePage />, '/Invite');
  expect(screen.getByRole('alert')).toHaveTextContent('邀请链接不完整');
  expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  expect(callMock).not.toHaveBeenCalled();
});
