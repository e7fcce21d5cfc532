import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { createSession } from '../src/platform/http/sessions';
import Fastify from 'fastify';
import { endpoint, requireInputLayer } from '../src/platform/http/route';
import { decoctionOrderForm } from '@tcm/shared/testing/delivery';
import { SEED_VISIT_PATIENT } from '../src/seed/clinic';
import { call, loginPwd, multipart, useTestApi } from './helpers';
import { describe as show, requestsFor, uploadRequests, type FuzzRequest } from './fuzz/arbitraries';
import { databaseDigest, userDigest } from './fuzz/invariants';

/**
 * Property-based fuzzing of every route the API registers (app.inputRoutes: the contract's calls,
 * the sandbox's pages and operator verbs) plus the multipart upload, as three callers: nobody, a
 * logged-in stranger and the owner of the data. Invariants, checked after every request:
 *
 *   1. no 5xx, whatever the input;
 *   2. the owner's rows are neither changed nor shown when somebody else calls;
 *   3. a refused request (HTTP ≥ 400 or code ≠ 200) leaves the database as it was;
 *   4. afterwards the server still answers normally.
 *
 * FUZZ_RUNS sets the requests per route and caller (default 15 in `npm test`; `npm run fuzz` runs
 * many more), FUZZ_SEED replays a run. A failure shows the request fast-check shrank it to.
 */
const RUNS = Number(process.env.FUZZ_RUNS || 15);
const SEED = Number(process.env.FUZZ_SEED || Date.now() % 2 ** 31);
// One caller's pass is ~1,500 requests over every route: 15-17 s alone, and twice that beside other
// API files on two cores, past the project's 30 s (a timeout there once failed a local run); on a
// machine shared with builds it took over 120 s, hence the margin: a slow pass is not a failed one.
jest.setTimeout(300_000 * Math.max(1, RUNS / 15));
// A client on another machine: the sandbox's loopback-only routes must refuse it like anyone else.
const REMOTE = '203.0.113.7';

// The limits stay on, raised so that a long run keeps reaching the handlers behind them (the limits
// have their own tests); a run of thousands from one address would otherwise be mostly 429s.
const t = useTestApi({ limits: { smsPerIpPerHour: 1_000_000, lookupsPerIpPerHour: 1_000_000, loginFailuresPerIp: 1_000_000 } });
const owner = { token: '', userId: 0, secrets: [] as string[] };
let stranger = '';
let strangerId = 0;
const counts = new Map<string, Map<string, number>>();
/** The owner's seeded visit, whose first prescription is locked by a paid, shipped order (issue 20). */
const locked = { visitRecordId: 0, orderId: '', herbs: '' };
const seededHerbs = async () =>
  JSON.stringify(
    (
      await t.app.db.query<{ p: unknown }>(`SELECT current_result->'prescriptions'->0 AS p FROM visit_records WHERE visit_record_id = $1`, [
        locked.visitRecordId,
      ])
    )[0].p,
  );

beforeAll(async () => {
  owner.token = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  stranger = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
  strangerId = (await call(t.app, 'GET', '/api/getInfo', { token: stranger })).body.user.userId;
  const info = await call(t.app, 'GET', '/api/getInfo', { token: owner.token });
  owner.userId = info.body.user.userId;
  // Text only the owner's own answers contain: their streets and certificate numbers...
  const list = await call(t.app, 'GET', '/api/delivery/address/list', { token: owner.token, query: { pageSize: '100' } });
  // ... and their patients' phones.
  const patients = await call(t.app, 'POST', '/api/patient/v1/list', { token: owner.token, body: { pageSize: 100 } });
  const phones = patients.body.rows.map((r: { phoneNo: string }) => r.phoneNo);
  expect(phones.length).toBeGreaterThanOrEqual(5);
  owner.secrets = [...list.body.rows.map((r: { street: string }) => r.street), info.body.doctor!.doctorCertNo, ...phones].filter(Boolean);
  expect(owner.secrets.length).toBeGreaterThanOrEqual(3);
  // Shipped (status 4): no call of the product or of a remote caller can refund or cancel it, so it stays locked.
  const [visit] = await t.app.db.query<{ visit_record_id: number }>(
    'SELECT v.visit_record_id FROM visit_records v JOIN patients p USING (patient_id) WHERE p.name = $1',
    [SEED_VISIT_PATIENT],
  );
  locked.visitRecordId = visit.visit_record_id;
  const placed = await call(t.app, 'POST', '/api/delivery/order/place', { token: owner.token, body: decoctionOrderForm(locked.visitRecordId) });
  locked.orderId = placed.body.data.deliveryOrderId;
  for (const verb of ['pay-order', 'ship-order']) {
    expect((await call(t.app, 'POST', `/sandbox/operator/orders/${verb}`, { body: { orderId: locked.orderId } })).body.code).toBe(200);
  }
  locked.herbs = await seededHerbs();
});

afterAll(() => {
  const lines = [...counts].map(([route, byStatus]) => {
    const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
    const detail = [...byStatus]
      .sort()
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    return `  ${String(total).padStart(5)}  ${route.padEnd(48)} ${detail}`;
  });
  const sum = [...counts.values()].flatMap((m) => [...m.values()]).reduce((a, b) => a + b, 0);
  process.stdout.write(`\nfuzz: ${sum} requests, seed ${SEED}, ${RUNS} runs per route and caller\n${lines.join('\n')}\n`);
});

function count(route: string, status: number, code: unknown) {
  const byStatus = counts.get(route) ?? new Map<string, number>();
  const key = status === 200 ? `200/${JSON.stringify(code ?? '-')}` : String(status);
  byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  counts.set(route, byStatus);
}

type Caller = 'nobody' | 'stranger' | 'owner';
const tokenOf = (caller: Caller) => (caller === 'owner' ? owner.token : caller === 'stranger' ? stranger : undefined);
/** Logging out ends the session it is called with: give it one of its own so the caller stays logged in. */
const tokenFor = async (caller: Caller, route: string) =>
  route === 'POST /api/logout' && caller !== 'nobody'
    ? createSession(t.app.db, caller === 'owner' ? owner.userId : strangerId, t.clock.now())
    : tokenOf(caller);

function injectOptions(req: FuzzRequest, token?: string): InjectOptions {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const opts: InjectOptions = { method: req.method as InjectOptions['method'], url: req.url, query: req.query, headers, remoteAddress: REMOTE };
  if (req.raw) {
    headers['content-type'] = req.raw.contentType;
    opts.payload = req.raw.payload;
  } else if (req.body !== undefined) {
    headers['content-type'] = 'application/json';
    opts.payload = JSON.stringify(req.body);
  }
  return opts;
}

/** Sends one request and checks the invariants; throws a readable failure. */
async function check(route: string, caller: Caller, opts: InjectOptions, label: string) {
  const before = await databaseDigest(t.app.db);
  const ownerBefore = await userDigest(t.app.db, owner.userId);
  const res = await t.app.inject(opts);
  let body: { code?: unknown } = {};
  try {
    body = res.json();
  } catch {
    // pages (sandbox) and redirects are not JSON
  }
  count(route, res.statusCode, body.code);
  const fail = (why: string) => {
    throw new Error(`${why}\n  caller: ${caller}\n  request: ${label}\n  answer: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
  };
  if (res.statusCode >= 500) fail('5xx answer');
  if (caller !== 'owner') {
    if ((await userDigest(t.app.db, owner.userId)) !== ownerBefore) fail("another caller changed the owner's rows");
    const leaked = owner.secrets.find((s) => res.body.includes(s));
    if (leaked) fail(`another caller was shown the owner's data (${leaked})`);
  }
  const refused = res.statusCode >= 400 || (body.code !== undefined && body.code !== 200);
  if (refused && (await databaseDigest(t.app.db)) !== before) fail('a refused request changed the database');
}

const CALLERS: Caller[] = ['nobody', 'stranger', 'owner'];

describe('fuzz: every route, three callers', () => {
  it('covers every registered route', () => {
    const urls = t.app.inputRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'GET /api/smsCode',
        'POST /api/delivery/address/add',
        'POST /api/common/upload',
        'GET /uploads/*',
        'GET /api/assets/*',
      ]),
    );
    expect(urls.length).toBeGreaterThanOrEqual(20);
  });

  it('a route registered around the input layer stops the start (so the fuzz suite never misses one)', async () => {
    const scope = Fastify();
    scope.decorate('inputRoutes', []);
    requireInputLayer(scope);
    endpoint(scope, 'GET', '/fine', {}, async () => ({ code: 200 }));
    expect(() => scope.get('/raw', async () => ({ code: 200 }))).toThrow(/input layer/);
    await scope.close();
  });

  // Built lazily: the app (and so its route table) exists only once beforeAll has run.
  it.each(CALLERS)(
    'as %s: no 5xx, no leak, refused input changes nothing',
    async (caller) => {
      for (const route of t.app.inputRoutes) {
        const name = `${route.method} ${route.url}`;
        if (name === 'POST /api/common/upload') continue;
        await fc.assert(
          fc.asyncProperty(requestsFor(route), async (req) => check(name, caller, injectOptions(req, await tokenFor(caller, name)), show(req))),
          { numRuns: RUNS, seed: SEED, endOnFailure: false },
        );
      }
      await fc.assert(
        fc.asyncProperty(uploadRequests, async (u) => {
          const m = multipart(u.fileName, u.content, u.field);
          const token = tokenOf(caller);
          const opts: InjectOptions = {
            method: 'POST',
            url: '/api/common/upload',
            payload: m.payload,
            headers: { ...m.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
            remoteAddress: REMOTE,
          };
          await check(
            'POST /api/common/upload',
            caller,
            opts,
            `POST /api/common/upload [multipart ${u.field}=${JSON.stringify(u.fileName)}, ${u.content.length} bytes]`,
          );
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
    60_000 + RUNS * 4_000,
  );

  it('a prescription whose delivery order is paid came through unchanged (herbs and weights)', async () => {
    expect(await seededHerbs()).toBe(locked.herbs);
    const info = await call(t.app, 'GET', `/api/delivery/order/info/${locked.orderId}`, { token: owner.token });
    expect(info.body.data).toMatchObject({ status: 4, prescriptionInfo: { modifyFlag: false } });
  });

  it('the server still answers normally afterwards', async () => {
    expect((await call(t.app, 'GET', '/api/home/v1/info')).body.code).toBe(200);
    expect((await call(t.app, 'GET', '/api/getInfo', { token: owner.token })).body.code).toBe(200);
    const list = await call(t.app, 'GET', '/api/delivery/address/list', { token: stranger });
    expect(list.body.code).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(owner.secrets[0]);
  });
});
