import { screen, waitFor } from '@testing-library/react';
import { notify, phoneMd5, sessionStore, portalConfigAtom, startSession, userInfoAtom } from '@tcm/shared';
import { apiError, callMock, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { expectRulesInOrder, renderPage, type RenderedPage } from '../../test/renderPage';
import LoginPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('../../test/mockShared')>('../../test/mockShared').mockShared());

const PHONE = '13800000008';
/** The terms box is named after the three agreements its links open (issue 32). */
const AGREE_LABEL = '我已阅读并同意《最终用户许可协议》《分销中心许可协议》《委托服务合同》';

const renderLogin = (url = '/Login', calls?: CallTable) => renderPage(<LoginPage />, url, { calls });

const agree = (page: RenderedPage) => page.user.click(screen.getByLabelText(AGREE_LABEL));
const smsMode = (page: RenderedPage) => page.user.click(screen.getByRole('tab', { name: '验证码登录' }));
const smsButton = () => screen.getByTestId('sms-button');

/** Password login with the terms ticked. */
async function logInWithPassword(page: RenderedPage, password = 'tcm123456') {
  await page.fill({ 手机号: PHONE, 密码: password });
  await agree(page);
  await page.press('登录');
}

beforeEach(() => {
  sessionStore.set(portalConfigAtom, { backOfficeUrl: '', sandbox: true, wechatAuthorizeUrl: '' });
  sessionStore.set(userInfoAtom, null);
});

it('lets a logged-in user log in again, saying who is logged in', () => {
  sessionStore.set(userInfoAtom, {
    user: { userId: 8, userName: '普通用户演示', phonenumber: PHONE },
    roles: ['common'],
    doctor: null,
    inheritor: 'N',
    prescription: 'N',
  });
  renderLogin();
  expect(screen.getByText(/当前已登录：普通用户演示/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
});

describe('login validation (spec 1 §5.1, in order)', () => {
  it('checks terms first, then phone, then password', async () => {
    const page = renderLogin();
    await expectRulesInOrder(page, '登录', [
      [{}, '请阅读并同意《最终用户许可协议》《分销中心许可协议》《委托服务合同》'],
      [() => agree(page), '请输入手机号码'],
      [{ 手机号: '1380000' }, '请输入正确的手机号码'],
      [{ 手机号: '0008' }, '请输入密码'],
      [{ 密码: '12345' }, '密码必须大于六位'],
    ]);
    expect(callMock).not.toHaveBeenCalled();
  });

  it('asks for the code in SMS mode', async () => {
    const page = renderLogin();
    await smsMode(page);
    await agree(page);
    await expectRulesInOrder(page, '登录', [[{ 手机号: PHONE }, '请输入验证码']]);
    expect(callMock).not.toHaveBeenCalled();
  });

  it('opens each agreement in a dialog with placeholder text', async () => {
    const page = renderLogin();
    await page.press('《委托服务合同》');
    expect(await screen.findByTestId('agreement-text')).toHaveTextContent('占位');
  });
});

describe('SMS button', () => {
  it('validates the phone before sending and locks for 60 s after a successful send', async () => {
    const page = renderLogin('/Login', { 'GET /smsCode': { code: 200 } });
    await smsMode(page);

    await page.user.click(smsButton());
    expect(notify.error).toHaveBeenLastCalledWith('请先填写手机号');
    await page.fill({ 手机号: '138' });
    await page.user.click(smsButton());
    expect(notify.error).toHaveBeenLastCalledWith('请先填写正确的手机号');
    expect(callMock).not.toHaveBeenCalled();

    await page.fill({ 手机号: '00000008' });
    await page.user.click(smsButton());
    await waitFor(() => expect(smsButton()).toHaveTextContent('60秒后重发'));
    expect(smsButton()).toBeDisabled();
    expect(notify.success).toHaveBeenCalledWith('发送成功');
    expect(requestsOf('GET /smsCode')).toEqual([{ telephone: PHONE, phoneMd5: phoneMd5(PHONE), type: 'login' }]);
    expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '服务异常，请联系管理员' });
  });

  it('keeps the 60 s lock when the user switches to password login and back (spec 1 §2.6, §4.4)', async () => {
    const page = renderLogin('/Login', { 'GET /smsCode': { code: 200 } });
    await smsMode(page);
    await page.fill({ 手机号: PHONE });
    await page.user.click(smsButton());
    await waitFor(() => expect(smsButton()).toHaveTextContent('60秒后重发'));
    await page.user.click(screen.getByRole('tab', { name: '密码登录' }));
    expect(screen.getByLabelText('密码')).toBeVisible();
    expect(screen.getByLabelText('验证码')).not.toBeVisible();
    await smsMode(page);
    expect(smsButton()).toHaveTextContent(/^\d+秒后重发$/);
    expect(smsButton()).toBeDisabled();
    expect(screen.getByLabelText('密码')).not.toBeVisible();
    expect(requestsOf('GET /smsCode')).toHaveLength(1);
  });

  it('stays usable when the send fails', async () => {
    const page = renderLogin('/Login', { 'GET /smsCode': apiError() });
    await smsMode(page);
    await page.fill({ 手机号: PHONE });
    await page.user.click(smsButton());
    await waitFor(() => expect(smsButton()).toHaveTextContent('获取验证码'));
    expect(smsButton()).toBeEnabled();
    expect(notify.success).not.toHaveBeenCalled();
  });
});

describe('login outcomes (spec 1 §4.2)', () => {
  it('password login posts the hashed phone and goes home with 登录成功', async () => {
    const page = renderLogin('/Login', { 'POST /login': { code: 200, token: 'T1', pwdNotSet: 1 } });
    await logInWithPassword(page);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
    expect(requestsOf('POST /login')).toEqual([{ username: PHONE, phoneMd5: phoneMd5(PHONE), type: 'pwd', password: 'tcm123456' }]);
    expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '服务异常，请联系管理员' });
    expect(startSession).toHaveBeenCalledWith('T1');
    expect(notify.success).toHaveBeenCalledWith('登录成功');
  });

  it('SMS login with pwdNotSet 0 goes to /SetPassword', async () => {
    const page = renderLogin('/Login', { 'POST /login': { code: 200, token: 'T2', pwdNotSet: 0 } });
    await smsMode(page);
    await page.fill({ 手机号: PHONE, 验证码: '123456' });
    await agree(page);
    await page.press('登录');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/SetPassword'));
    expect(requestsOf('POST /login')[0]).toEqual({ username: PHONE, phoneMd5: phoneMd5(PHONE), type: 'sms', code: '123456' });
    expect(notify.success).not.toHaveBeenCalledWith('登录成功');
  });

  it('honours a same-site redirect query', async () => {
    const page = renderLogin('/Login?redirect=%2Forder%3Ftab%3D2', { 'POST /login': { code: 200, token: 'T3', pwdNotSet: 1 } });
    await logInWithPassword(page);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/order'));
    expect(page.router.state.location.search).toBe('?tab=2');
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    // Issue 20 §6: judged normalised ('/..//' and '/.//' are '//'), and once decoded.
    '/..//evil.example/steal',
    '/.//evil.example/steal',
    '/%2e%2e//evil.example/steal',
    '/%2F%2Fevil.example/steal',
    '/%5Cevil.example/steal',
  ])('ignores the unsafe redirect %s', async (target) => {
    const page = renderLogin(`/Login?redirect=${encodeURIComponent(target)}`, {
      'POST /login': { code: 200, token: 'T4', pwdNotSet: 1 },
    });
    await logInWithPassword(page);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
  });

  it('goes to the normalised path of a same-site redirect', async () => {
    const page = renderLogin(`/Login?redirect=${encodeURIComponent('/x/../order?tab=2')}`, { 'POST /login': { code: 200, token: 'T5', pwdNotSet: 1 } });
    await logInWithPassword(page);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/order'));
  });

  it('keeps the form values when the login fails', async () => {
    const page = renderLogin('/Login', { 'POST /login': apiError('密码错误') });
    await logInWithPassword(page, 'wrongpass');
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).not.toHaveClass('arco-btn-loading'));
    expect(page.router.state.location.pathname).toBe('/Login');
    expect(screen.getByLabelText('手机号')).toHaveValue(PHONE);
    expect(screen.getByLabelText('密码')).toHaveValue('wrongpass');
    expect(startSession).not.toHaveBeenCalled();
  });

  it('pre-fills the phone registration passed along', () => {
    renderPage(<LoginPage />, '/Login', { state: { phone: PHONE } });
    expect(screen.getByLabelText('手机号')).toHaveValue(PHONE);
  });
});

describe('third-party scan login', () => {
  it('hides 扫码登录 without an authorize URL and sends the browser to it otherwise', async () => {
    const { unmount } = renderLogin();
    expect(screen.queryByRole('button', { name: /扫码登录/ })).toBeNull();
    unmount();
    sessionStore.set(portalConfigAtom, { backOfficeUrl: '', sandbox: true, wechatAuthorizeUrl: 'https://open.example/authorize' });
    renderLogin();
    expect(screen.getByRole('button', { name: /扫码登录/ })).toBeInTheDocument();
    const { scanLoginUrl } = jest.requireActual<typeof import('./scanLogin')>('./scanLogin');
    expect(scanLoginUrl('https://open.example/authorize', 'http://localhost')).toBe(
      'https://open.example/authorize?redirect_uri=http%3A%2F%2Flocalhost%2FLogin',
    );
  });

  it('a code without a token sends the user to /Bind with the code and a success toast (spec 1 §8)', async () => {
    const { router } = renderLogin('/Login?code=WX1', { 'POST /wechat/v1/login': { code: 200 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/Bind'));
    expect(router.state.location.search).toBe('?code=WX1');
    expect(notify.success).toHaveBeenCalledWith('首次登录请绑定手机号码');
    expect(notify.info).not.toHaveBeenCalled();
    expect(requestsOf('POST /wechat/v1/login')).toEqual([{ wxCode: 'WX1', type: 'pc' }]);
    expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '服务异常，请联系管理员' });
  });

  it('a code with a token logs in; pwdNotSet 0 goes to /SetPassword', async () => {
    const { router } = renderLogin('/Login?code=WX2', { 'POST /wechat/v1/login': { code: 200, token: 'W1', pwdNotSet: 0 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/SetPassword'));
    expect(startSession).toHaveBeenCalledWith('W1');
  });

  it('a code with a token and a password goes home with 登录成功', async () => {
    const { router } = renderLogin('/Login?code=WX3', { 'POST /wechat/v1/login': { code: 200, token: 'W2', pwdNotSet: 1 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(notify.success).toHaveBeenCalledWith('登录成功');
  });

  it('a failed code exchange shows the form again without the spent code', async () => {
    const { router } = renderLogin('/Login?code=WX4', { 'POST /wechat/v1/login': apiError('code 已失效') });
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Login');
    expect(router.state.location.search).toBe('');
    expect(callMock).toHaveBeenCalledTimes(1);
  });
});

describe('an expired session (issue 32)', () => {
  it('says 登录已过期，请重新登录 and, logged in again, returns to the page and query it came from', async () => {
    const back = '/prescriptionInfo?mode=1';
    const page = renderLogin(`/Login?redirect=${encodeURIComponent(back)}&expired=1`, { 'POST /login': { code: 200, token: 'T6', pwdNotSet: 1 } });
    expect(screen.getByRole('alert')).toHaveTextContent('登录已过期，请重新登录');
    await logInWithPassword(page);
    await waitFor(() => expect(page.router.state.location.pathname + page.router.state.location.search).toBe(back));
  });

  it('says nothing of expiry on an ordinary visit', () => {
    renderLogin('/Login?redirect=%2FContact');
    expect(screen.queryByText('登录已过期，请重新登录')).toBeNull();
  });

  it('SMS login returns there too', async () => {
    const page = renderLogin(`/Login?redirect=${encodeURIComponent('/handmadePrescription')}&expired=1`, {
      'POST /login': { code: 200, token: 'T7', pwdNotSet: 1 },
    });
    await smsMode(page);
    await page.fill({ 手机号: PHONE, 验证码: '123456' });
    await agree(page);
    await page.press('登录');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/handmadePrescription'));
  });

  it('a scan login keeps the way back through the trip to the provider, which returns to /Login?code= alone', async () => {
    sessionStore.set(portalConfigAtom, { backOfficeUrl: '', sandbox: true, wechatAuthorizeUrl: 'https://open.example/authorize' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom cannot leave for the provider
    const page = renderLogin(`/Login?redirect=${encodeURIComponent('/prescriptionInfo?mode=1')}&expired=1`);
    await page.user.click(screen.getByRole('button', { name: /扫码登录/ }));
    page.unmount();
    const { router } = renderLogin('/Login?code=WX5', { 'POST /wechat/v1/login': { code: 200, token: 'W3', pwdNotSet: 1 } });
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/prescriptionInfo?mode=1'));
  });

  it('a scan login without a way back goes home, whatever an earlier trip kept', async () => {
    sessionStorage.setItem('scanLoginReturn', '//evil.example/x');
    const { router } = renderLogin('/Login?code=WX6', { 'POST /wechat/v1/login': { code: 200, token: 'W4', pwdNotSet: 1 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('errors stay beside their field as well as in the toast (issue 32)', () => {
  const messageOf = (label: string) => {
    const input = screen.getByLabelText(label);
    const id = input.getAttribute('aria-describedby');
    return id ? document.getElementById(id) : null;
  };

  it('a wrong password: under the password, announced, tied to the input', async () => {
    const page = renderLogin('/Login', { 'POST /login': apiError('手机号或密码错误') });
    await logInWithPassword(page, 'wrongpass');
    await waitFor(() => expect(messageOf('密码')).toHaveTextContent('手机号或密码错误'));
    expect(messageOf('密码')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('密码')).toHaveAttribute('aria-invalid', 'true');
    // Typing again clears it.
    await page.user.type(screen.getByLabelText('密码'), '1');
    expect(messageOf('密码')).toBeNull();
  });

  it('a wrong SMS code: under the code', async () => {
    const page = renderLogin('/Login', { 'POST /login': apiError('验证码错误') });
    await smsMode(page);
    await page.fill({ 手机号: PHONE, 验证码: '000000' });
    await agree(page);
    await page.press('登录');
    await waitFor(() => expect(messageOf('验证码')).toHaveTextContent('验证码错误'));
    expect(messageOf('手机号')).toBeNull();
  });

  it('a refusal to send the code, and a rule broken before sending, beside the field they are about', async () => {
    const page = renderLogin('/Login', { 'GET /smsCode': apiError('验证码发送过于频繁，请60秒后再试') });
    await smsMode(page);
    await page.user.click(smsButton());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('请先填写手机号'));
    await waitFor(() => expect(messageOf('手机号')).toHaveTextContent('请先填写手机号'));
    await page.fill({ 手机号: PHONE });
    await page.user.click(smsButton());
    await waitFor(() => expect(messageOf('验证码')).toHaveTextContent('验证码发送过于频繁，请60秒后再试'));
  });

  it('a refusal naming no field stays above the button', async () => {
    const page = renderLogin('/Login', { 'POST /login': apiError('服务异常，请联系管理员') });
    await logInWithPassword(page);
    const alert = await screen.findByText('服务异常，请联系管理员', { selector: '.tcm-acc-form-error' });
    expect(alert).toHaveAttribute('role', 'alert');
    expect(page.router.state.location.pathname).toBe('/Login');
  });

  it('the unticked terms: named as their links are, under the line', async () => {
    const page = renderLogin();
    await page.press('登录');
    expect(screen.getByRole('alert')).toHaveTextContent('请阅读并同意《最终用户许可协议》《分销中心许可协议》《委托服务合同》');
    for (const name of ['《最终用户许可协议》', '《分销中心许可协议》', '《委托服务合同》']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('every field has a visible label, not only a placeholder', () => {
    renderLogin();
    for (const label of ['手机号', '密码', '验证码']) expect(screen.getByText(label, { selector: 'label, label *' })).toBeInTheDocument();
  });
});
