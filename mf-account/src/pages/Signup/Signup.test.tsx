import { screen, waitFor } from '@testing-library/react';
import { notify, phoneMd5 } from '@tcm/shared';
import { apiError, callMock, requestsOf } from '@tcm/shared/testing/calls';
import { expectRulesInOrder, renderPage, type RenderedPage } from '../../test/renderPage';
import SignupPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('../../test/mockShared')>('../../test/mockShared').mockShared());

const PHONE = '13900000001';

describe('signup validation (spec 1 §5.2, in order)', () => {
  it('phone, code, password, confirm — and a mismatch clears the confirm field', async () => {
    const page = renderPage(<SignupPage />, '/Signup');
    await expectRulesInOrder(page, '注册', [
      [{}, '请输入手机号码'],
      [{ 手机号: '139' }, '请输入正确的手机号码'],
      [{ 手机号: '00000001' }, '请输入验证码'],
      [{ 验证码: '123456' }, '密码不能小于六位'],
      [{ 密码: '12345' }, '密码不能小于六位'],
      [{ 密码: '6' }, '请输入确认密码'],
      [{ 确认密码: '654321' }, '两次输入密码不一致'],
    ]);
    expect(screen.getByLabelText('确认密码')).toHaveValue('');
    expect(screen.getByLabelText('密码')).toHaveValue('123456');
    expect(callMock).not.toHaveBeenCalled();
  });

  it('marks the broken field for assistive technology and shows its message under it until edited', async () => {
    const page = renderPage(<SignupPage />, '/Signup');
    await expectRulesInOrder(page, '注册', [[{ 手机号: '139' }, '请输入正确的手机号码']]);
    expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(screen.getByLabelText('验证码')).not.toHaveAttribute('aria-invalid');
    await page.fill({ 手机号: '0' });
    expect(screen.getByLabelText('手机号')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('请输入正确的手机号码')).toBeNull();
  });

  it('asks for the phone before sending an SMS (type register)', async () => {
    const page = renderPage(<SignupPage />, '/Signup', { calls: { 'GET /smsCode': { code: 200 } } });
    await page.user.click(screen.getByTestId('sms-button'));
    expect(notify.error).toHaveBeenLastCalledWith('请先填写手机号');
    await page.fill({ 手机号: '1390' });
    await page.user.click(screen.getByTestId('sms-button'));
    expect(notify.error).toHaveBeenLastCalledWith('请先填写正确的手机号');
    await page.fill({ 手机号: '0000001' });
    await page.user.click(screen.getByTestId('sms-button'));
    await waitFor(() => expect(screen.getByTestId('sms-button')).toHaveTextContent('60秒后重发'));
    expect(requestsOf('GET /smsCode')[0]).toMatchObject({ telephone: PHONE, type: 'register' });
  });
});

describe('signup outcome', () => {
  async function register(page: RenderedPage) {
    await page.fill({ 手机号: PHONE, 验证码: '123456', 密码: 'abc123', 确认密码: 'abc123' });
    await page.press('注册');
  }

  it('posts the registration and goes to /Login with 注册成功', async () => {
    const page = renderPage(<SignupPage />, '/Signup', { calls: { 'POST /register': { code: 200 } } });
    await register(page);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/Login'));
    expect(requestsOf('POST /register')).toEqual([{ username: PHONE, code: '123456', password: 'abc123', phoneMd5: phoneMd5(PHONE) }]);
    expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '服务异常，请联系管理员' });
    expect(notify.success).toHaveBeenCalledWith('注册成功');
    expect(page.router.state.location.state).toEqual({ phone: PHONE });
  });

  it('with a third-party code goes on to /Bind with that code', async () => {
    const page = renderPage(<SignupPage />, '/Signup?code=WX9', { calls: { 'POST /register': { code: 200 } } });
    await register(page);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/Bind'));
    expect(page.router.state.location.search).toBe('?code=WX9');
  });

  it('keeps every value when the registration fails', async () => {
    const page = renderPage(<SignupPage />, '/Signup', { calls: { 'POST /register': apiError('验证码错误') } });
    await register(page);
    await waitFor(() => expect(screen.getByRole('button', { name: '注册' })).not.toHaveClass('arco-btn-loading'));
    expect(page.router.state.location.pathname).toBe('/Signup');
    expect(screen.getByLabelText('手机号')).toHaveValue(PHONE);
    expect(screen.getByLabelText('确认密码')).toHaveValue('abc123');
    expect(notify.success).not.toHaveBeenCalled();
  });
});

describe('the server’s refusal beside its field (issue 32)', () => {
  const messageOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '');

  it.each([
    ['该手机号已注册', '手机号'],
    ['验证码错误', '验证码'],
    ['验证码已过期，请重新获取', '验证码'],
  ])('%s: under %s, announced, as well as in the toast', async (msg, label) => {
    const page = renderPage(<SignupPage />, '/Signup', { calls: { 'POST /register': apiError(msg) } });
    await page.fill({ 手机号: PHONE, 验证码: '123456', 密码: 'abc123', 确认密码: 'abc123' });
    await page.press('注册');
    await waitFor(() => expect(messageOf(label)).toHaveTextContent(msg));
    expect(messageOf(label)).toHaveAttribute('role', 'alert');
  });

  it('shows a visible label above every field', () => {
    renderPage(<SignupPage />, '/Signup');
    for (const label of ['手机号', '验证码', '密码', '确认密码']) expect(screen.getByText(label, { selector: 'label, label *' })).toBeVisible();
  });
});
