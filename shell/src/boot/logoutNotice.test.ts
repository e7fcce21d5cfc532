import { notify, SUCCESS } from '@tcm/shared';
import { announceLogout, rememberLogout } from './logoutNotice';

let success: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  success = jest.spyOn(notify, 'success').mockImplementation(() => undefined as never);
});
afterEach(() => jest.restoreAllMocks());

describe('logout notice across the reload', () => {
  it("says 退出成功 once on the page load that follows a logout", () => {
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
    expect(localStorage.getItem('shell:loggedOutAt')).toBeNull();
  });
});
