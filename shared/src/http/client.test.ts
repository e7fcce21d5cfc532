import { call, ApiError, TransportError } from './client';
import { notify } from '../notify';
import { setToken, getToken } from '../session/token';
import { setNavigate } from '../session/navigation';
import { sessionStore, userInfoAtom } from '../session/store';

jest.mock('../notify', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

const navigate = jest.fn();
setNavigate(navigate);

/** A fake server: like a real one it reads the request body (ky waits for its body stream to drain). */
function respond(body: unknown, status = 200) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (input instanceof Request) await input.text();
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  (notify.error as jest.Mock).mockClear();
  navigate.mockClear();
});

describe('HTTP client', () => {
  it('resolves with the body on code 200 and sends the bearer token and path under /api', async () => {
    setToken('tok-1');
    const fetchSpy = respond({ code: 200, data: { address: 'a', phone: 'p', email: 'e', deptName: 'd' } });
    const body = await call('GET /home/v1/info');
    expect(body.data.address).toBe('a');
    const request = fetchSpy.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/home/v1/info');
    expect(request.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('sends no Authorization header without a token', async () => {
    const fetchSpy = respond({ code: 200, rows: [], total: 0 });
    await call('GET /home/v1/news', { pageNum: 1, pageSize: 8 });
    const request = fetchSpy.mock.calls[0][0] as Request;
    expect(request.headers.get('Authorization')).toBeNull();
    expect(new URL(request.url).search).toBe('?pageNum=1&pageSize=8');
  });

  it('fills path parameters', async () => {
    const fetchSpy = respond({ code: 200 });
    await call('DELETE /delivery/address/:deliveryAddressId', undefined, { params: { deliveryAddressId: 7 } });
    const request = fetchSpy.mock.calls[0][0] as Request;
    expect(request.method).toBe('DELETE');
    expect(new URL(request.url).pathname).toBe('/api/delivery/address/7');
  });

  it('on 401 removes the token, clears session storage but the drafts, and goes to /Login to come back here', async () => {
    window.history.replaceState(null, '', '/prescriptionInfo?mode=1');
    setToken('expired');
    sessionStorage.setItem('consultInfo', '{}');
    sessionStorage.setItem('draftOwner', '6');
    sessionStorage.setItem('deliveryForm:42:0', '{}');
    sessionStorage.setItem('selectedAddress', '{}');
    sessionStore.set(userInfoAtom, { roles: [] } as never);
    respond({ code: 401, msg: '登录状态已过期' }, 401);
    await expect(call('GET /getInfo')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeUndefined();
    expect(Object.keys(sessionStorage).sort()).toEqual(['consultInfo', 'deliveryForm:42:0', 'draftOwner']);
    expect(sessionStore.get(userInfoAtom)).toBeNull();
    expect(navigate).toHaveBeenCalledWith(`/Login?redirect=${encodeURIComponent('/prescriptionInfo?mode=1')}&expired=1`, { replace: true });
    expect(notify.error).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });

  it('on 401 at home or on /Login asks for no way back, and on /Login does not navigate at all', async () => {
    respond({ code: 401, msg: '' }, 401);
    await expect(call('GET /getInfo')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenLastCalledWith('/Login?expired=1', { replace: true });
    navigate.mockClear();
    window.history.replaceState(null, '', '/Login?redirect=%2FContact');
    await expect(call('GET /getInfo')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });

  it('shows the server msg for any other code and posts the JSON body', async () => {
    const fetchSpy = respond({ code: 500, msg: '验证码错误' });
    await expect(call('POST /login', { username: '1', phoneMd5: 'x', type: 'sms', code: '1' })).rejects.toMatchObject({
      code: 500,
      message: '验证码错误',
    });
    expect(notify.error).toHaveBeenCalledWith('验证码错误');
    const request = fetchSpy.mock.calls[0][0] as Request;
    expect(request.method).toBe('POST');
    expect(request.headers.get('Content-Type')).toContain('application/json');
  });

  it("shows the call's fallback when msg is empty, else the default", async () => {
    respond({ code: 500, msg: '' });
    await expect(call('GET /home/v1/news', { pageNum: 1, pageSize: 8 }, { fallback: '新闻公告获取异常' })).rejects.toThrow('新闻公告获取异常');
    respond({ code: 500 });
    await expect(call('POST /logout')).rejects.toThrow('服务异常，请联系管理员');
    expect(notify.error).toHaveBeenLastCalledWith('服务异常，请联系管理员');
  });

  it('stays quiet when asked to', async () => {
    respond({ code: 500, msg: 'x' });
    await expect(call('POST /logout', undefined, { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows nothing on a transport failure', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call('GET /home/v1/carousel')).rejects.toBeInstanceOf(TransportError);
    expect(notify.error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats a non-envelope answer (a proxy error page) as a transport failure', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(call('GET /home/v1/carousel')).rejects.toBeInstanceOf(TransportError);
    expect(notify.error).not.toHaveBeenCalled();
  });
});
