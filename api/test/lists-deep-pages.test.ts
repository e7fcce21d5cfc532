import { phoneMd5 } from '@tcm/shared/crypto';
import { DEMO_PASSWORD } from '@tcm/shared/demo';
import { generateScale, HEAVY_PHONE } from '../../bench/src/scale/generate';
import { DEEP_OFFSET } from '../src/platform/db/paging';
import { z } from 'zod';
import { rowsBody } from '@tcm/shared/contract/schema';
import { call, checked, useTestApi } from './helpers';
import { ROOMY_LIMITS } from './cashierSupport';

jest.setTimeout(120_000);

/**
 * Deep pages read from the other end of the index (issue 21, db/paging.ts) on real rows: the scale
 * bench's generator gives a heavy doctor hundreds of orders, visits, drafts and patients, and
 * walking every list 25 rows a page yields each row exactly once, newest first, as many as the
 * total says, on both sides of DEEP_OFFSET.
 */
const t = useTestApi({ limits: ROOMY_LIMITS });
let heavy = '';

beforeAll(async () => {
  await generateScale(t.app.db, 3_000, t.clock.now(), () => {});
  const login = await call(t.app, 'POST', '/api/login', {
    body: { username: HEAVY_PHONE, phoneMd5: phoneMd5(HEAVY_PHONE), type: 'pwd', password: DEMO_PASSWORD },
  });
  heavy = login.body.token ?? '';
  expect(heavy).toBeTruthy();
});

async function walk(path: string, key: string, extra: Record<string, string>): Promise<{ keys: unknown[]; total: number }> {
  const keys: unknown[] = [];
  for (let page = 1; ; page++) {
    const paging = { pageNum: page, pageSize: 25 };
    const res =
      path === '/api/patient/v1/list'
        ? await call(t.app, 'POST', path, { token: heavy, body: paging })
        : await call(t.app, 'GET', path, { token: heavy, query: { ...extra, pageNum: String(page), pageSize: '25' } });
    expect(res.body.code).toBe(200);
    const { rows, total } = checked(rowsBody(z.record(z.string(), z.unknown())), res.body);
    keys.push(...rows.map((r) => r[key]));
    if (rows.length < 25) return { keys, total };
  }
}

it.each([
  ['/api/delivery/order/list', 'deliveryOrderId'],
  ['/api/delivery/order/list?status=5', 'deliveryOrderId'],
  ['/api/delivery/order/draft/list', 'draftId'],
  ['/api/health/v1/prescription/order', 'visitRecordId'],
  ['/api/patient/v1/list', 'patientId'],
])('%s: every row once, newest first, as many as the total', async (url, key) => {
  const [path, query] = url.split('?');
  const status = query ? Object.fromEntries(new URLSearchParams(query)) : {};
  const { keys, total } = await walk(path, key, status);
  expect(total).toBeGreaterThan(DEEP_OFFSET + 20);
  expect(keys).toHaveLength(total);
  expect(new Set(keys).size).toBe(total);
  if (key !== 'draftId') {
    // Ids grow with time: newest first is descending (order ids as their numbers).
    const n = keys.map((k) => Number(String(k).replace(/\D/g, '')));
    expect(n).toEqual([...n].sort((a, b) => b - a));
  }
});
