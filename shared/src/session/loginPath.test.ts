import { loginPath, loginReturnPath } from './loginPath';

describe('the way back after logging in', () => {
  it('is the page the user was on, path and query', () => {
    expect(loginReturnPath('/prescriptionInfo?mode=1')).toBe('/prescriptionInfo?mode=1');
    expect(loginPath({ redirect: '/order?tab=2&month=2024-05', expired: true })).toBe(
      `/Login?redirect=${encodeURIComponent('/order?tab=2&month=2024-05')}&expired=1`,
    );
  });

  it.each([
    '//evil.com',
    '//evil.com/prescriptionInfo',
    'https://evil.com/',
    'http:/evil.com',
    'javascript:alert(1)',
    '/\\evil.com',
    '\\\\evil.com',
    '/%2F%2Fevil.com',
    '/..//evil.com',
    '/\t/evil.com',
    'prescriptionInfo',
    '',
    null,
  ])('refuses %j (no open redirect): home instead', (raw) => {
    expect(loginReturnPath(raw)).toBeNull();
    expect(loginPath({ redirect: raw })).toBe('/Login');
  });

  it('never returns to a login page, nor names home', () => {
    for (const raw of ['/Login?redirect=%2FContact', '/Signup', '/Bind?code=x', '/ResetPassword', '/']) expect(loginReturnPath(raw)).toBeNull();
    expect(loginPath({ expired: true })).toBe('/Login?expired=1');
  });
});
