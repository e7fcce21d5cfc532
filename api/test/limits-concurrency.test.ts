import type { FastifyRequest } from 'fastify';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { AbuseLimits, DEFAULT_LIMITS, BUCKETS } from '../src/platform/limits';
import { TooMany } from '../src/platform/http/errors';
import { HOUR, MINUTE } from '../src/platform/lib/time';
import { MSG } from '../src/messages';
import { newPhone, pwdLoginFrom, sendSmsFrom, smsLoginFrom, useTestApi, type Reply } from './helpers';

/**
 * Every limit under requests sent all at once (more than the limit, at least 20): the count is
 * decided in the database in one atomic step per request, so exactly the limit gets through.
 * With TEST_DATABASE_URL the same runs on a PostgreSQL server over a pool of connections.
 */
// Some cases make dozens of requests (and scrypt checks) in a row; jest ignores testTimeout inside projects.
jest.setTimeout(30_000);
const t = useTestApi();
const L = DEFAULT_LIMITS;

const toNextHour = () => t.clock.advance(HOUR - (t.clock.now().getTime() % HOUR));
const tally = (replies: Reply[]) => {
  const out: Record<string, number> = {};
  for (const r of replies) {
    const key = r.status === 200 ? String(r.body.code === 200 ? 'ok' : r.body.msg) : String(r.status);
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
};
const parallel = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

it(`${L.smsPerIpPerHour + 10} sends at once from one client to as many phones: exactly ${L.smsPerIpPerHour} codes are sent`, async () => {
  toNextHour();
  const phones = Array.from({ length: L.smsPerIpPerHour + 10 }, () => newPhone('1376'));
  const replies = await parallel(phones.length, (i) => sendSmsFrom(t.app, '198.51.100.101', phones[i], 'wxbind'));
  expect(tally(replies)).toEqual({ ok: L.smsPerIpPerHour, 429: 10 });
  const [{ n }] = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_codes WHERE phone = ANY($1)', [phones]);
  expect(n).toBe(L.smsPerIpPerHour);
});

it(`${L.lookupsPerIpPerHour + 10} lookups at once from one client: exactly ${L.lookupsPerIpPerHour} are answered`, async () => {
  toNextHour();
  const replies = await parallel(L.lookupsPerIpPerHour + 10, () => sendSmsFrom(t.app, '198.51.100.102', DEMO_ACCOUNTS.user.phone, 'register'));
  expect(tally(replies)).toEqual({ [MSG.phoneRegistered]: L.lookupsPerIpPerHour, 429: 10 });
});

it(`25 wrong passwords at once from one client on 25 phones: exactly ${L.loginFailuresPerIp} are checked`, async () => {
  const replies = await parallel(25, () => pwdLoginFrom(t.app, '203.0.113.101', newPhone('1377'), 'wrong-pass'));
  expect(tally(replies)).toEqual({ [MSG.wrongCredentials]: L.loginFailuresPerIp, 429: 25 - L.loginFailuresPerIp });
  expect(replies.filter((r) => r.status === 429).every((r) => r.body.msg === MSG.loginThrottled('1秒'))).toBe(true);
});

it(`25 wrong passwords at once from one client on one account: exactly ${L.passwordFailuresPerIpAndAccount} are checked`, async () => {
  const phone = DEMO_ACCOUNTS.level1.phone;
  const replies = await parallel(25, (i) => pwdLoginFrom(t.app, '203.0.113.102', phone, `guess-${i}`));
  expect(tally(replies)).toEqual({ [MSG.wrongCredentials]: L.passwordFailuresPerIpAndAccount - 1, 429: 25 - L.passwordFailuresPerIpAndAccount + 1 });
  expect(replies.filter((r) => r.status === 429).every((r) => r.body.msg === MSG.tooManyPasswordFailures)).toBe(true);
  const [{ failed_logins }] = await t.app.db.query<{ failed_logins: number }>('SELECT failed_logins FROM users WHERE phone = $1', [phone]);
  expect(failed_logins).toBe(L.passwordFailuresPerIpAndAccount);
});

it(`25 wrong passwords at once from 25 clients on one account: exactly ${L.passwordFailuresPerAccount} are checked, then its password login pauses (not its SMS login)`, async () => {
  const phone = DEMO_ACCOUNTS.level2.phone;
  const replies = await parallel(25, (i) => pwdLoginFrom(t.app, `192.0.2.${100 + i}`, phone, `guess-${i}`));
  expect(tally(replies)).toEqual({ [MSG.wrongCredentials]: L.passwordFailuresPerAccount - 1, 429: 25 - L.passwordFailuresPerAccount + 1 });
  expect((await pwdLoginFrom(t.app, '198.51.100.103', phone, DEMO_PASSWORD)).body.msg).toBe(MSG.tooManyPasswordFailures);
  expect((await smsLoginFrom(t.app, '198.51.100.103', phone)).body).toMatchObject({ code: 200, msg: MSG.login });
  t.clock.advance(L.passwordLockMinutes * MINUTE);
  expect((await pwdLoginFrom(t.app, '198.51.100.103', phone, DEMO_PASSWORD)).body.code).toBe(200);
});

it("a stranger's 25 guesses sent with the owner's login: the owner gets in", async () => {
  const phone = DEMO_ACCOUNTS.hospitalAdmin.phone;
  const [owner, ...stranger] = await Promise.all([
    pwdLoginFrom(t.app, '198.51.100.104', phone, DEMO_PASSWORD),
    ...Array.from({ length: 25 }, (_, i) => pwdLoginFrom(t.app, '203.0.113.104', phone, `guess-${i}`)),
  ]);
  expect(owner.body).toMatchObject({ code: 200, msg: MSG.login });
  expect(stranger.filter((r) => r.body.msg === MSG.wrongCredentials).length).toBeLessThanOrEqual(L.passwordFailuresPerIpAndAccount - 1);
  expect((await pwdLoginFrom(t.app, '198.51.100.104', phone, DEMO_PASSWORD)).body.code).toBe(200);
});

it('two API instances on one database share every count (nothing is kept in process memory)', async () => {
  toNextHour();
  // A second instance's limits over the same database, as a second API process would have.
  const other = new AbuseLimits(t.app.db, t.clock.now);
  const mine = new AbuseLimits(t.app.db, t.clock.now);
  const client = mine.client({ ip: '198.51.100.105' } as FastifyRequest);
  const outcomes = await parallel(L.lookupsPerIpPerHour + 20, (i) =>
    (i % 2 ? other : mine).lookup(client).then(
      () => 'ok',
      (e) => (e instanceof TooMany ? 'throttled' : Promise.reject(e)),
    ),
  );
  expect(outcomes.filter((o) => o === 'ok').length).toBe(L.lookupsPerIpPerHour);
  const [{ hits }] = await t.app.db.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE bucket = $1 AND key = $2 ORDER BY window_start DESC LIMIT 1', [
    BUCKETS.lookups,
    '198.51.100.105',
  ]);
  expect(hits).toBe(L.lookupsPerIpPerHour);
});
