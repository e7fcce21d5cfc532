import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, phoneMd5 } from '@tcm/shared';
import { apiError, callMock, requestsOf, respond } from '../../test/calls';
import { renderRoute } from '../../test/renderRoute';
import SignupPage from '.';

jest.mock('@tcm/shared', () => require('../../test/mockShared').mockShared());

const PHONE = '13900000001';

beforeEach(() => jest.clearAllMocks());

async function fill(user: ReturnType<typeof userEvent.setup>, v: Partial<Record<'手机号' | '验证码' | '密码' | '确认密码', string>>) {
  for (const [label, value] of Object.entries(v)) if (value) await user.type(screen.getByLabelText(label), value);
}

describe('signup validation (spec 1 §5.2, in order)', () => {
  it('phone, code, password, confirm — and a mismatch clears the confirm field', async () => {
    const user = userEvent.setup();
    renderRoute(<SignupPage />, { path: '/Signup' });
    const submit = screen.getByRole('button', { name: '注册' });

    await user.click(submit);
    expect(notify.error).toHaveBeenLastCalledWith('请输入手机号码');
    await fill(user, { 手机号: '139' });
    await user.click(submit);
    expect(notify.error).toHaveBeenLastCalledWith('请输入正确的手机号码');
    await fill(user, { 手机号: '00000001' });
    await user.click(submit);
    expect(notify.error).toHaveBeenLastCalledWith('请输入验证码');
    await fill(user, { 验证码: '123456' });
    await user.click(submit);
    expect(notify.error).toHaveBeenLastCalledWith('密码不能小于六位');
    await fill(user, { 密码: '12345' });
    await user.click(submit);
    expect(notify.error).toHaveBeenLastCalledWith('密码不能小于六位');
    await fill(user, { 密码: '6' });
    await user.click(submit);
    expect(notify.error).toHaveBeenLastCalledWith('请输入确认密码');
    await fill(user, { 确认密码: '654321' });
    await user.click(submit);
    expect(notify.error).toHaveBeenLastCalledWith('两次输入密码不一致');
    expect(screen.getByLabelText('确认密码')).toHaveValue('');
    expect(screen.getByLabelText('密码')).toHaveValue('123456');
    expect(callMock).not.toHaveBeenCalled();
  });

  it('asks for the phone before sending an SMS (type register)', async () => {
    const user = userEvent.setup();
    respond({ 'GET /smsCode': { code: 200 } });
    renderRoute(<SignupPage />, { path: '/Signup' });
    await user.click(screen.getByTestId('sms-button'));
    expect(notify.error).toHaveBeenLastCalledWith('请先填写手机号');
    await fill(user, { 手机号: '1390' });
    await user.click(screen.getByTestId('sms-button'));
    expect(notify.error).toHaveBeenLastCalledWith('请先填写正确的手机号');
    await fill(user, { 手机号: '0000001' });
    await user.click(screen.getByTestId('sms-button'));
    await waitFor(() => expect(screen.getByTestId('sms-button')).toHaveTextContent('60后重发'));
    expect(requestsOf('GET /smsCode')[0]).toMatchObject({ telephone: PHONE, type: 'register' });
  });
});

describe('signup outcome', () => {
  async function register(user: ReturnType<typeof userEvent.setup>) {
    await fill(user, { 手机号: PHONE, 验证码: '123456', 密码: 'abc123', 确认密码: 'abc123' });
    await user.click(screen.getByRole('button', { name: '注册' }));
  }

  it('posts the registration and goes to /Login with 注册成功', async () => {
    const user = userEvent.setup();
    respond({ 'POST /register': { code: 200 } });
    const { router } = renderRoute(<SignupPage />, { path: '/Signup' });
    await register(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(requestsOf('POST /register')).toEqual([
      { username: PHONE, code: '123456', password: 'abc123', phoneMd5: phoneMd5(PHONE) },
    ]);
    expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '服务异常，请联系管理员' });
    expect(notify.success).toHaveBeenCalledWith('注册成功');
    expect(router.state.location.state).toEqual({ phone: PHONE });
  });

  it('with a third-party code goes on to /Bind with that code', async () => {
    const user = userEvent.setup();
    respond({ 'POST /register': { code: 200 } });
    const { router } = renderRoute(<SignupPage />, { path: '/Signup', url: '/Signup?code=WX9' });
    await register(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Bind'));
    expect(router.state.location.search).toBe('?code=WX9');
  });

  it('keeps every value when the registration fails', async () => {
    const user = userEvent.setup();
    respond({ 'POST /register': apiError('验证码错误') });
    const { router } = renderRoute(<SignupPage />, { path: '/Signup' });
    await register(user);
    await waitFor(() => expect(screen.getByRole('button', { name: '注册' })).not.toHaveClass('arco-btn-loading'));
    expect(router.state.location.pathname).toBe('/Signup');
    expect(screen.getByLabelText('手机号')).toHaveValue(PHONE);
    expect(screen.getByLabelText('确认密码')).toHaveValue('abc123');
    expect(notify.success).not.toHaveBeenCalled();
  });
});
