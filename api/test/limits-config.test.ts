import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { CLEANUP_EVERY_MS, clientKey, DEFAULT_LIMITS, LIMIT_ENV, limitsFromEnv, parseTrustProxy, resolveLimits, type Limits } from '../src/platform/limits';
import { HOUR, MINUTE, SECOND } from '../src/platform/lib/time';
import { MSG } from '../src/messages';
import { buildApp } from '../src/app';
import { newPhone, pwdLoginFrom, sendSmsFrom, useTestApi } from './helpers';
import { match } from '@tcm/shared/testing/matchers';

/** Limits are configuration: smaller ones here, so each rule is seen in a few requests. */
const SMALL: Partial<Limits> = {
  smsPerIpPerHour: 3,
  lookupsPerIpPerHour: 2,
  smsResendSeconds: 120,
  smsPerPhonePerDay: 2,
  loginFailuresPerIp: 2,
  loginMaxDelaySeconds: 4,
  loginFailureWindowMinutes: 1,
  passwordFailuresPerIpAndAccount: 3,
  passwordLockMinutes: 2,
};
// Some cases make dozens of requests (and scrypt checks) in a row; jest ignores testTimeout inside projects.
jest.setTimeout(30_000);
const t = useTestApi({ limits: SMALL });
const toNextHour = () => t.clock.advance(HOUR - (t.clock.now().getTime() % HOUR));

describe('configured limits', () => {
  it('the per-phone limits: the resend wait (and its message) and the daily cap', async () => {
    const phone = newPhone('1379');
    expect((await sendSmsFrom(t.app, '198.51.100.1', phone, 'wxbind')).body.code).toBe(200);
    t.clock.advance(119 * SECOND);
    expect((await sendSmsFrom(t.app, '198.51.100.1', phone, 'wxbind')).body).toEqual({ code: 500, msg: '验证码发送过于频繁，请120秒后再试' });
    t.clock.advance(SECOND);
    expect((await sendSmsFrom(t.app, '198.51.100.1', phone, 'wxbind')).body.code).toBe(200);
    t.clock.advance(120 * SECOND);
    expect((await sendSmsFrom(t.app, '198.51.100.1', phone, 'wxbind')).body.msg).toBe(MSG.smsDailyCap);
  });

  it('codes per client, and lookups per client, each with its own budget', async () => {
    toNextHour();
    const ip = '198.51.100.2';
    for (let i = 0; i < 3; i++) expect((await sendSmsFrom(t.app, ip, newPhone('1379'), 'wxbind')).body.code).toBe(200);
    expect((await sendSmsFrom(t.app, ip, newPhone('1379'), 'wxbind')).status).toBe(429);
    // Codes that need no lookup (wxbind) left the lookup budget whole.
    expect((await sendSmsFrom(t.app, ip, DEMO_ACCOUNTS.user.phone, 'register')).body.msg).toBe(MSG.phoneRegistered);
    expect((await sendSmsFrom(t.app, ip, DEMO_ACCOUNTS.user.phone, 'register')).body.msg).toBe(MSG.phoneRegistered);
    expect((await sendSmsFrom(t.app, ip, DEMO_ACCOUNTS.user.phone, 'register')).body.msg).toBe(MSG.lookupLimited('60分钟'));
  });

  it('the growing wait of a client stops at loginMaxDelaySeconds and is forgotten after the window', async () => {
    const ip = '203.0.113.1';
    const wrong = (phone: string) => pwdLoginFrom(t.app, ip, phone, 'wrong-pass');
    expect((await wrong('13790000001')).body.msg).toBe(MSG.wrongCredentials);
    expect((await wrong('13790000002')).body.msg).toBe(MSG.wrongCredentials);
    for (const [i, wait] of [1, 2, 4, 4, 4].entries()) {
      expect((await wrong('13790000003')).body.msg).toBe(MSG.loginThrottled(`${wait}秒`));
      t.clock.advance(wait * SECOND);
      expect((await wrong(`1379000001${i}`)).body.msg).toBe(MSG.wrongCredentials);
    }
    t.clock.advance(4 * SECOND + MINUTE);
    expect((await wrong('13790000004')).body.msg).toBe(MSG.wrongCredentials);
    expect((await wrong('13790000005')).body.msg).toBe(MSG.wrongCredentials);
    expect((await wrong('13790000006')).status).toBe(429);
  });

  it('the pause of a client on an account: its length and the failures it takes', async () => {
    const ip = '203.0.113.2';
    const phone = DEMO_ACCOUNTS.admin.phone;
    expect((await pwdLoginFrom(t.app, ip, phone, 'wrong-1')).body.msg).toBe(MSG.wrongCredentials);
    t.clock.advance(2 * SECOND);
    expect((await pwdLoginFrom(t.app, ip, phone, 'wrong-2')).body.msg).toBe(MSG.wrongCredentials);
    t.clock.advance(4 * SECOND);
    expect((await pwdLoginFrom(t.app, ip, phone, 'wrong-3')).body).toEqual({ code: 429, msg: MSG.passwordLocked(2) });
    t.clock.advance(2 * MINUTE);
    // The client's own wait (2 failures) has long ended; the pause too.
    expect((await pwdLoginFrom(t.app, ip, phone, DEMO_PASSWORD)).body.code).toBe(200);
  });
});

describe('limits configuration', () => {
  it('merges a partial object over the defaults and refuses anything but positive integers (no "off")', () => {
    expect(resolveLimits()).toEqual(DEFAULT_LIMITS);
    expect(resolveLimits({ smsPerIpPerHour: 500 })).toEqual({ ...DEFAULT_LIMITS, smsPerIpPerHour: 500 });
    for (const bad of [0, -1, 1.5, Number.NaN, Infinity, '10']) {
      expect(() => resolveLimits({ smsPerIpPerHour: bad as number })).toThrow(/smsPerIpPerHour.*整数/);
    }
    expect(() => resolveLimits({ smsPerMinute: 3 } as Partial<Limits>)).toThrow(/未知的限流配置 smsPerMinute/);
  });

  it('reads LIMIT_* from the environment; empty keeps the default, nonsense is refused', () => {
    expect(limitsFromEnv({ LIMIT_SMS_PER_IP_PER_HOUR: '200', LIMIT_LOGIN_FAILURES_PER_IP: ' 50 ', LIMIT_PASSWORD_LOCK_MINUTES: '' })).toEqual({
      smsPerIpPerHour: 200,
      loginFailuresPerIp: 50,
    });
    expect(limitsFromEnv({})).toEqual({});
    for (const bad of ['0', 'off', '-5', '1e3', 'unlimited']) {
      expect(() => limitsFromEnv({ LIMIT_SMS_PER_IP_PER_HOUR: bad })).toThrow(/LIMIT_SMS_PER_IP_PER_HOUR/);
    }
  });

  it('buildApp refuses a bad limit or proxy list before opening anything', async () => {
    const dir = path.join(os.tmpdir(), `tcm-limits-refused-${process.pid}`);
    const opts = { dataDir: path.join(dir, 'db'), uploadDir: path.join(dir, 'uploads'), sandbox: true };
    await expect(buildApp({ ...opts, limits: { lookupsPerIpPerHour: 0 } })).rejects.toMatchObject({
      name: 'ConfigError',
      message: match.stringMatching(/^拒绝启动：.*lookupsPerIpPerHour/),
    });
    await expect(buildApp({ ...opts, trustProxy: ['*'] })).rejects.toMatchObject({ name: 'ConfigError', message: match.stringMatching(/TRUST_PROXY/) });
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('api/README.md lists every limit with its variable and default', () => {
    const readme = fs.readFileSync(path.resolve(__dirname, '../README.md'), 'utf8');
    for (const [key, name] of Object.entries(LIMIT_ENV)) {
      expect([name, new RegExp(`\\| \`${name}\` \\| ${DEFAULT_LIMITS[key as keyof Limits]} \\|`).test(readme)]).toEqual([name, true]);
    }
    expect(readme).toMatch(/\| `TRUST_PROXY` \|/);
  });
});

describe('clients and proxies', () => {
  it('one client is one IPv4 address, or one IPv6 /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey(undefined)).toBe('unknown');
  });

  it('TRUST_PROXY is a list of addresses and CIDRs; "trust everyone" is refused', () => {
    expect(parseTrustProxy(undefined)).toEqual([]);
    expect(parseTrustProxy(' ')).toEqual([]);
    expect(parseTrustProxy('127.0.0.1, 172.30.0.0/24,::1,fd00::/8,loopback')).toEqual(['127.0.0.1', '172.30.0.0/24', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['true', '*', '1', 'nginx', '10.0.0.0/33', '10.0.0.1/8/8', '::1/129']) {
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('housekeeping', () => {
  it('rows that no longer matter are deleted, at most once per few minutes per instance', async () => {
    const count = async () => (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits'))[0].n;
    const lookup = () => sendSmsFrom(t.app, '198.51.100.9', DEMO_ACCOUNTS.user.phone, 'register');
    expect(await count()).toBeGreaterThan(1);
    t.clock.advance(2 * HOUR);
    toNextHour();
    // Every earlier row has expired: the sweep leaves only the lookup just counted.
    await lookup();
    expect(await count()).toBe(1);
    t.clock.advance(HOUR - MINUTE);
    await lookup();
    expect(await count()).toBe(1);
    // The first window has ended, but the last sweep was 2 minutes ago: no sweep yet.
    t.clock.advance(2 * MINUTE);
    await lookup();
    expect(await count()).toBe(2);
    expect(CLEANUP_EVERY_MS).toBe(5 * MINUTE);
    t.clock.advance(3 * MINUTE);
    await lookup();
    expect(await count()).toBe(1);
  });
});
