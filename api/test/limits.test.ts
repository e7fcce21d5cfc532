import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { DEFAULT_LIMITS, waitText } from '../src/platform/limits';
import { HOUR, MINUTE, SECOND } from '../src/platform/lib/time';
import { MSG } from '../src/messages';
import { callFrom, md5, newPhone, pwdLoginFrom, sendSmsFrom, smsLoginFrom, useTestApi, type Reply } from './helpers';

/**
 * The abuse limits with their defaults, one client at a time (the parallel cases are in
 * limits-concurrency.test.ts). Every client is an address of its own (app.inject's remoteAddress),
 * so the tests do not share budgets; the clock is the test clock.
 */
// Some cases make dozens of requests (and scrypt checks) in a row; jest ignores testTimeout inside projects.
jest.setTimeout(30_000);
const t = useTestApi();
const L = DEFAULT_LIMITS;

/** The time left in the current clock hour, as the hourly limits answer it. */
const leftThisHour = () => HOUR - (t.clock.now().getTime() % HOUR);
const toNextHour = () => t.clock.advance(leftThisHour());

function expect429(reply: Reply, msg: string, retryAfterMs: number) {
  expect(reply.status).toBe(429);
  expect(reply.body).toEqual({ code: 429, msg });
  expect(reply.headers['retry-after']).toBe(String(Math.ceil(retryAfterMs / SECOND)));
  expect(reply.headers['cache-control']).toBe('no-store');
}

const codesOf = async (phone: string) => (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_codes WHERE phone = $1', [phone]))[0].n;

describe('SMS codes per client', () => {
  it(`one client has ${L.smsPerIpPerHour} codes an hour sent, to any phones; the next one is 429 and nothing is sent`, async () => {
    toNextHour();
    const ip = '198.51.100.1';
    for (let i = 0; i < L.smsPerIpPerHour; i++) {
      expect((await sendSmsFrom(t.app, ip, newPhone(), 'wxbind')).body).toEqual({ code: 200, msg: MSG.smsSent });
    }
    t.clock.advance(10 * MINUTE);
    const phone = newPhone();
    expect429(await sendSmsFrom(t.app, ip, phone, 'wxbind'), MSG.smsClientLimited('50分钟'), 50 * MINUTE);
    expect(await codesOf(phone)).toBe(0);
    // Another client is not held up by this one.
    expect((await sendSmsFrom(t.app, '198.51.100.2', phone, 'wxbind')).body.code).toBe(200);
    // The next hour it has a new budget.
    toNextHour();
    expect((await sendSmsFrom(t.app, ip, newPhone(), 'wxbind')).body.code).toBe(200);
  });

  it("a code the phone's own limits refuse (60 s resend) costs the client nothing", async () => {
    toNextHour();
    const ip = '198.51.100.3';
    const phone = newPhone();
    expect((await sendSmsFrom(t.app, ip, phone, 'wxbind')).body.code).toBe(200);
    for (let i = 0; i < L.smsPerIpPerHour + 5; i++) {
      expect((await sendSmsFrom(t.app, ip, phone, 'wxbind')).body).toEqual({ code: 500, msg: MSG.smsTooFrequent });
    }
    for (let i = 1; i < L.smsPerIpPerHour; i++) expect((await sendSmsFrom(t.app, ip, newPhone(), 'wxbind')).body.code).toBe(200);
    expect((await sendSmsFrom(t.app, ip, newPhone(), 'wxbind')).status).toBe(429);
  });

  it('the phone keeps its own limits whichever clients ask: one code per purpose per minute, 10 a day', async () => {
    const phone = newPhone();
    expect((await sendSmsFrom(t.app, '198.51.100.4', phone, 'wxbind')).body.code).toBe(200);
    expect((await sendSmsFrom(t.app, '198.51.100.5', phone, 'wxbind')).body).toEqual({ code: 500, msg: MSG.smsTooFrequent });
    for (let i = 1; i < L.smsPerPhonePerDay; i++) {
      t.clock.advance(61 * SECOND);
      expect((await sendSmsFrom(t.app, `198.51.100.${10 + i}`, phone, 'wxbind')).body.code).toBe(200);
    }
    t.clock.advance(61 * SECOND);
    expect((await sendSmsFrom(t.app, '198.51.100.30', phone, 'wxbind')).body).toEqual({ code: 500, msg: MSG.smsDailyCap });
  });
});

describe('registered or not: lookups per client', () => {
  const registered = DEMO_ACCOUNTS.user.phone;
  const form = (phone: string) => ({ username: phone, phoneMd5: md5(phone), code: '123456', password: 'abcdef1' });
  /** Every answer that tells whether a phone is registered, for a phone it is known to tell about. */
  const asks: [string, (ip: string) => Promise<Reply>][] = [
    ['smsCode register (registered phone)', (ip) => sendSmsFrom(t.app, ip, registered, 'register')],
    ['smsCode login (unregistered phone)', (ip) => sendSmsFrom(t.app, ip, '13799990001', 'login')],
    ['smsCode resetpwd (unregistered phone)', (ip) => sendSmsFrom(t.app, ip, '13799990001', 'resetpwd')],
    ['SMS login (unregistered phone)', (ip) => callFrom(t.app, ip, 'POST', '/api/login', { body: { ...form('13799990001'), type: 'sms' } })],
    ['register (registered phone)', (ip) => callFrom(t.app, ip, 'POST', '/api/register', { body: form(registered) })],
    ['resetPwd (unregistered phone)', (ip) => callFrom(t.app, ip, 'POST', '/api/resetPwd', { body: form('13799990001') })],
  ];
  const revealing = [MSG.phoneRegistered, MSG.phoneNotRegistered, MSG.phoneNotRegisteredLogin];

  it(`one client gets ${L.lookupsPerIpPerHour} answers an hour, whatever they are; then 429 before anything is revealed`, async () => {
    toNextHour();
    const ip = '198.51.100.40';
    for (let i = 0; i < L.lookupsPerIpPerHour; i++) {
      const [name, ask] = asks[i % asks.length];
      const reply = await ask(ip);
      expect([name, reply.status, revealing.some((msg) => msg === reply.body.msg)]).toEqual([name, 200, true]);
    }
    t.clock.advance(30 * MINUTE + 1);
    for (const [name, ask] of asks) {
      const reply = await ask(ip);
      expect([name, reply.status, reply.body]).toEqual([name, 429, { code: 429, msg: MSG.lookupLimited('30分钟') }]);
    }
    // A client that has not used its budget still gets answers.
    expect((await asks[0][1]('198.51.100.41')).body.msg).toBe(MSG.phoneRegistered);
    toNextHour();
    expect((await asks[0][1](ip)).body.msg).toBe(MSG.phoneRegistered);
  });

  it('a registered and an unregistered phone are answered alike once the budget is used', async () => {
    toNextHour();
    const ip = '198.51.100.42';
    for (let i = 0; i < L.lookupsPerIpPerHour; i++) await sendSmsFrom(t.app, ip, registered, 'register');
    const a = await sendSmsFrom(t.app, ip, registered, 'register');
    const b = await sendSmsFrom(t.app, ip, '13799990002', 'register');
    expect(a.status).toBe(429);
    expect([b.status, b.body, b.headers['retry-after']]).toEqual([a.status, a.body, a.headers['retry-after']]);
    expect(await codesOf('13799990002')).toBe(0);
  });
});

describe('password login: the client is throttled, not the account', () => {
  const wrong = 'wrong-pass';

  it(`after ${L.loginFailuresPerIp} failures from one address, each further attempt waits 1 s, 2 s, 4 s …`, async () => {
    const ip = '203.0.113.10';
    // Failures on several accounts and unknown phones, fewer than 5 on each (no account is paused).
    const phones = [DEMO_ACCOUNTS.admin.phone, DEMO_ACCOUNTS.level1.phone, '13799990010', DEMO_ACCOUNTS.level2.phone, '13799990011'];
    for (let i = 0; i < L.loginFailuresPerIp; i++) {
      expect((await pwdLoginFrom(t.app, ip, phones[i % phones.length], wrong)).body).toEqual({ code: 500, msg: MSG.wrongCredentials });
    }
    // Even the right password waits: the client is throttled before anything is checked.
    expect429(await pwdLoginFrom(t.app, ip, DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD), MSG.loginThrottled('1秒'), SECOND);
    for (const wait of [1, 2, 4, 8]) {
      t.clock.advance(wait * SECOND - 1);
      expect((await pwdLoginFrom(t.app, ip, DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD)).status).toBe(429);
      t.clock.advance(1);
      expect((await pwdLoginFrom(t.app, ip, '13799990012', wrong)).body.msg).toBe(MSG.wrongCredentials);
      expect429(await pwdLoginFrom(t.app, ip, '13799990012', wrong), MSG.loginThrottled(`${wait * 2}秒`), wait * 2 * SECOND);
    }
    // Other clients, and the accounts themselves, are not held up.
    expect((await pwdLoginFrom(t.app, '203.0.113.11', DEMO_ACCOUNTS.admin.phone, DEMO_PASSWORD)).body.code).toBe(200);
    // Waiting is enough; a right password is not counted as a failure.
    t.clock.advance(16 * SECOND);
    expect((await pwdLoginFrom(t.app, ip, DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD)).body.code).toBe(200);
    expect((await pwdLoginFrom(t.app, ip, '13799990013', wrong)).body.msg).toBe(MSG.wrongCredentials);
    expect((await pwdLoginFrom(t.app, ip, '13799990013', wrong)).body.msg).toBe(MSG.loginThrottled('32秒'));
    // Forgotten after 15 quiet minutes (counted from the end of the wait).
    t.clock.advance(32 * SECOND + L.loginFailureWindowMinutes * MINUTE);
    for (let i = 0; i < L.loginFailuresPerIp; i++) expect((await pwdLoginFrom(t.app, ip, phones[i % 5], wrong)).status).toBe(200);
    expect((await pwdLoginFrom(t.app, ip, phones[0], wrong)).status).toBe(429);
  });

  it('right passwords from a busy address (one office, many users) do not add up to a throttle', async () => {
    const ip = '203.0.113.12';
    for (let i = 0; i < L.loginFailuresPerIp + 5; i++) {
      expect((await pwdLoginFrom(t.app, ip, DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD)).body.code).toBe(200);
    }
    for (let i = 0; i < L.loginFailuresPerIp; i++) expect((await pwdLoginFrom(t.app, ip, `1379999002${i % 4}`, wrong)).status).toBe(200);
    expect((await pwdLoginFrom(t.app, ip, '13799990020', wrong)).status).toBe(429);
  });

  it(`${L.passwordFailuresPerIpAndAccount} wrong passwords in a row pause that client on that account for ${L.passwordLockMinutes} minutes; an unknown phone answers the same`, async () => {
    const ip = '203.0.113.13';
    for (const phone of [DEMO_ACCOUNTS.hospitalAdmin.phone, '13799990030']) {
      for (let i = 1; i < L.passwordFailuresPerIpAndAccount; i++) expect((await pwdLoginFrom(t.app, ip, phone, wrong)).body.msg).toBe(MSG.wrongCredentials);
      expect429(await pwdLoginFrom(t.app, ip, phone, wrong), MSG.tooManyPasswordFailures, L.passwordLockMinutes * MINUTE);
      t.clock.advance(MINUTE);
      expect429(await pwdLoginFrom(t.app, ip, phone, DEMO_PASSWORD), MSG.passwordLocked(L.passwordLockMinutes - 1), (L.passwordLockMinutes - 1) * MINUTE);
    }
    // Its own other accounts are not paused, nor is the account for anyone else.
    expect((await pwdLoginFrom(t.app, ip, DEMO_ACCOUNTS.admin.phone, DEMO_PASSWORD)).body.code).toBe(200);
    expect((await pwdLoginFrom(t.app, '203.0.113.14', DEMO_ACCOUNTS.hospitalAdmin.phone, DEMO_PASSWORD)).body.code).toBe(200);
    t.clock.advance(L.passwordLockMinutes * MINUTE);
    expect((await pwdLoginFrom(t.app, ip, DEMO_ACCOUNTS.hospitalAdmin.phone, DEMO_PASSWORD)).body.code).toBe(200);
  });

  it("a stranger's many wrong passwords do not lock the owner out: password from the owner's address, SMS from anywhere", async () => {
    const victim = DEMO_ACCOUNTS.doctorReviewing.phone;
    const stranger = '203.0.113.66';
    const replies: Reply[] = [];
    for (let i = 0; i < 60; i++) {
      replies.push(await pwdLoginFrom(t.app, stranger, victim, `guess-${i}`));
      t.clock.advance(5 * SECOND);
    }
    const checked = L.passwordFailuresPerIpAndAccount;
    expect(replies.slice(0, checked - 1).map((r) => r.body.msg)).toEqual(Array(checked - 1).fill(MSG.wrongCredentials));
    expect(replies[checked - 1].body.msg).toBe(MSG.tooManyPasswordFailures);
    expect(replies.slice(checked).map((r) => r.status)).toEqual(Array(60 - checked).fill(429));
    // Only the checked guesses count against the account itself.
    const [{ failed_logins }] = await t.app.db.query<{ failed_logins: number }>('SELECT failed_logins FROM users WHERE phone = $1', [victim]);
    expect(failed_logins).toBe(checked);
    // The owner, from their own address, logs in with the password while the stranger is still paused…
    expect((await pwdLoginFrom(t.app, '198.51.100.77', victim, DEMO_PASSWORD)).body).toMatchObject({ code: 200, msg: MSG.login });
    expect((await pwdLoginFrom(t.app, stranger, victim, DEMO_PASSWORD)).status).toBe(429);
    // …and by SMS from anywhere, the stranger's address too (one office, one address).
    expect((await smsLoginFrom(t.app, '198.51.100.77', victim)).body).toMatchObject({ code: 200, msg: MSG.login });
    t.clock.advance(61 * SECOND);
    expect((await smsLoginFrom(t.app, stranger, victim)).body).toMatchObject({ code: 200, msg: MSG.login });
  });

  it(`guesses spread over many addresses: after ${L.passwordFailuresPerAccount} in a row the account's password login pauses, its SMS login does not`, async () => {
    const victim = DEMO_ACCOUNTS.doctorRejected.phone;
    const per = L.passwordFailuresPerIpAndAccount - 1;
    let sent = 0;
    const replies: Reply[] = [];
    for (let ip = 1; sent < L.passwordFailuresPerAccount; ip++) {
      for (let i = 0; i < per && sent < L.passwordFailuresPerAccount; i++, sent++) {
        replies.push(await pwdLoginFrom(t.app, `192.0.2.${ip}`, victim, `spread-${sent}`));
      }
    }
    expect(replies.slice(0, -1).every((r) => r.body.msg === MSG.wrongCredentials)).toBe(true);
    expect429(replies[replies.length - 1], MSG.tooManyPasswordFailures, L.passwordLockMinutes * MINUTE);
    t.clock.advance(5 * MINUTE);
    expect429(await pwdLoginFrom(t.app, '198.51.100.78', victim, DEMO_PASSWORD), MSG.passwordLocked(10), 10 * MINUTE);
    expect((await smsLoginFrom(t.app, '198.51.100.78', victim)).body).toMatchObject({ code: 200, msg: MSG.login });
    t.clock.advance(10 * MINUTE);
    expect((await pwdLoginFrom(t.app, '198.51.100.78', victim, DEMO_PASSWORD)).body.code).toBe(200);
  });
});

describe('429 answers', () => {
  it('say how long to wait the way users read it', () => {
    expect(waitText(1)).toBe('1秒');
    expect(waitText(59 * SECOND)).toBe('59秒');
    expect(waitText(60 * SECOND)).toBe('1分钟');
    expect(waitText(61 * SECOND)).toBe('2分钟');
    expect(waitText(HOUR)).toBe('60分钟');
    expect(waitText(HOUR + 1)).toBe('2小时');
  });
});
