import { SUCCESS } from '../errors/messages';
import { notify } from '../notify';
import { announceLogout, rememberLogout } from './logoutNotice';

let success: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  success = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('logout notice across the reload', () => {
  it('says 退出成功 once on the page load that follows a logout', () => {
    rememberLogout();
    announceLogout();
    expect(success).toHaveBeenCalledWith(SUCCESS.logout);
    expect(SUCCESS.logout).toBe('退出成功');
    announceLogout();
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('says nothing on an ordinary page load', () => {
    announceLogout();
    expect(success).not.toHaveBeenCalled();
  });

  it('forgets a logout whose reload never came', () => {
    rememberLogout();
    announceLogout(Date.now() + 5 * 60_000);
    expect(success).not.toHaveBeenCalled();
    expect(localStorage.getItem('tcm:loggedOutAt')).toBeNull();
  });
});

describe('logout()', () => {
  it('ends the session and leaves the notice for the reloaded home page', async () => {
    const { logout } = await import('./account');
    const { setToken, getToken } = await import('./token');
    setToken('tok');
    sessionStorage.setItem('consultInfo', '{}');
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (input instanceof Request) await input.text();
      return new Response(JSON.stringify({ code: 200 }), { headers: { 'Content-Type': 'application/json' } });
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom cannot navigate
    await logout();
    expect(getToken()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(success).not.toHaveBeenCalled(); // a toast before the reload would be wiped
    announceLogout();
    expect(success).toHaveBeenCalledWith(SUCCESS.logout);
  });
});
