/**
 * A killed API loses no acknowledged write. The API runs as its own process (`node --import tsx
 * api/src/main.ts`, as `npm start -w @tcm/api` runs it), a burst of address adds goes to it, it is
 * killed with SIGKILL in the middle of the burst, and a new process on the same data finds every
 * write that was answered code 200. Embedded PGlite in a temp folder (its pid file left behind by
 * the killed process must not block the restart), or, on a PostgreSQL server run
 * (TEST_DATABASE_URL), a database of that server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { startApiProcess, type ApiProcess } from '../../e2e/support/apiProcess';
import { LOCK_FILE } from '../src/platform/db';
import { createTestDatabase, md5, TEST_DATABASE_URL } from './helpers';

const PHONE = DEMO_ACCOUNTS.doctor.phone;

/** Both calls it makes (login, add an address) answer the envelope; login's token is what the test reads beside it. */
async function post(url: string, body: unknown, token?: string): Promise<{ status: number; body: { code: number; msg?: string; token?: string } }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg?: string; token?: string } };
}

async function login(api: ApiProcess): Promise<string> {
  const res = await post(`${api.url}/api/login`, { username: PHONE, phoneMd5: md5(PHONE), type: 'pwd', password: DEMO_PASSWORD });
  if (res.body.code !== 200) throw new Error(`login: ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

async function streets(api: ApiProcess, token: string): Promise<Set<string>> {
  const out = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await fetch(`${api.url}/api/delivery/address/list?pageNum=${page}&pageSize=100`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { code: number; rows: { street: string }[]; total: number };
    expect(body.code).toBe(200);
    for (const r of body.rows) out.add(r.street);
    if (page * 100 >= body.total) return out;
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-durability-'));
let dropDatabase = async () => {};
let running: ApiProcess | undefined;
afterAll(async () => {
  running?.child.kill('SIGKILL');
  await dropDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

test('every write acknowledged before a kill -9 is there after the restart', async () => {
  const env: Record<string, string> = {
    DATA_DIR: path.join(dir, 'db'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    // Up to 400 addresses of one user: the per-account caps (50, 30 an hour) raised, not exempted.
    LIMIT_ADDRESSES_PER_USER: '1000',
    LIMIT_ADDRESSES_PER_USER_PER_HOUR: '1000',
  };
  if (TEST_DATABASE_URL) {
    const created = await createTestDatabase();
    env.DATABASE_URL = created.url;
    dropDatabase = created.drop;
  }
  const first = (running = await startApiProcess(env));
  const token = await login(first);

  // Eight clients add addresses as fast as the API answers; the kill comes after 60 answers.
  const acknowledged: string[] = [];
  let failed = 0;
  let next = 0;
  let killed = false;
  const address = (street: string) => ({
    receiverName: '持久测试',
    phoneNo: '13912340000',
    province: '420000',
    city: '421100',
    county: '421126',
    street,
    zipCode: '435300',
  });
  const client = async () => {
    while (next < 400) {
      const street = `突发写入-${String(next++).padStart(3, '0')}`;
      try {
        const res = await post(`${first.url}/api/delivery/address/add`, address(street), token);
        // A refusal by the abuse limits would make this test prove nothing: raise them (LIMIT_*), never exempt.
        expect(res.status).not.toBe(429);
        if (res.body.code === 200) acknowledged.push(street);
        else throw new Error(`add refused: ${JSON.stringify(res.body)}`);
      } catch (error) {
        if (!killed) throw error;
        failed += 1;
        return;
      }
      if (acknowledged.length >= 60 && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, client));
  expect(await first.exited).toBeNull(); // killed by the signal, not an exit
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(killed).toBe(true);
  // Mid-burst: requests were still on their way when the process died.
  expect(failed).toBeGreaterThan(0);
  expect(acknowledged.length).toBeGreaterThanOrEqual(60);
  if (!TEST_DATABASE_URL) {
    // The killed process could not remove its pid file: the restart must see that its pid is dead.
    expect(fs.readFileSync(path.join(env.DATA_DIR, LOCK_FILE), 'utf8')).toMatch(new RegExp(`^${first.child.pid}\\b`));
  }

  const second = (running = await startApiProcess(env));
  const stored = await streets(second, await login(second));
  expect(acknowledged.filter((s) => !stored.has(s))).toEqual([]);
  // Nothing appears that was never sent.
  expect([...stored].filter((s) => s.startsWith('突发写入-') && Number(s.slice(5)) >= next)).toEqual([]);
  await second.stop();
  expect(await second.exited).toBe(0);
  running = undefined;
}, 240_000);
