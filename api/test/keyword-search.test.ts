import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { call, loginPwd, useTestApi } from './helpers';
import { KEYWORD_WALK_MIN_ROWS } from '../src/commerce/lists';
import { publicOrderId } from '../src/commerce/orderId';
import { addPatient, certifiedDoctor, price, priceBody } from './clinicSupport';

jest.setTimeout(60_000);

/**
 * A patient keyword means what ILIKE '%keyword%' on the name or LIKE on the phone meant, now that it
 * is found through the owner-prefixed pieces of migration 018 (issue 21): one character or many,
 * any case, digits of a phone, wildcards as text, after a rename, and never another doctor's patient.
 */
const t = useTestApi();
let doctor = '';
let other = '';

const NAMES: [string, string][] = [
  ['王志强', '13912347701'],
  ['李志', '13912347702'],
  ['志强王', '13712347703'],
  ['Zhang Wei', '13612347704'],
  ['ZHANGSAN', '13512347705'],
  ['欧阳_明', '13412347706'],
  ['强', '13312347707'],
];

interface Row {
  name: string;
  phoneNo: string;
}

async function allPatients(token: string): Promise<Row[]> {
  const body = (await call(t.app, 'POST', '/api/patient/v1/list', { token, body: { pageNum: 1, pageSize: 100 } })).body;
  return body.rows;
}

async function search(token: string, keyword: string): Promise<{ names: string[]; total: number }> {
  const body = (await call(t.app, 'POST', '/api/patient/v1/list', { token, body: { pageNum: 1, pageSize: 100, name: keyword } })).body;
  expect(body.code).toBe(200);
  return { names: (body.rows as Row[]).map((r) => r.name).sort(), total: body.total };
}

beforeAll(async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  other = await certifiedDoctor(t.app);
  for (const [name, phoneNo] of NAMES) await addPatient(t.app, doctor, { name, phoneNo });
  // The same names kept by another doctor must never be found by the first one.
  for (const [name, phoneNo] of NAMES.slice(0, 3)) await addPatient(t.app, other, { name, phoneNo });
});

it('finds exactly the patients whose name (any case) or phone holds the keyword, for keywords of every length', async () => {
  const everyone = await allPatients(doctor);
  const keywords = [
    '志',
    '强',
    '志强',
    '王志',
    '强王',
    '志强王',
    'zhang',
    'ZHANG',
    'g w',
    'wei',
    'an',
    '_',
    '%',
    '_明',
    '7701',
    '1391234',
    '13',
    '3',
    '秀英',
    '不存在的名字',
    'x',
  ];
  for (const keyword of keywords) {
    const k = keyword.toLowerCase();
    const expected = everyone
      .filter((r) => r.name.toLowerCase().includes(k) || r.phoneNo.includes(keyword))
      .map((r) => r.name)
      .sort();
    const found = await search(doctor, keyword);
    expect({ keyword, names: found.names, total: found.total }).toEqual({ keyword, names: expected, total: expected.length });
  }
  // Two bigrams present apart are not the substring: 志强王 holds 志强 and 强王, 王志强 holds 王志 and 志强.
  expect((await search(doctor, '志强王')).names).toEqual(['志强王']);
});

it('follows a rename, and keeps each doctor to their own patients', async () => {
  const id = await addPatient(t.app, doctor, { name: '赵改名', phoneNo: '13212347708' });
  expect((await search(doctor, '改名')).names).toEqual(['赵改名']);
  const renamed = await call(t.app, 'POST', '/api/patient/v1', {
    token: doctor,
    body: {
      patientId: id,
      name: '钱新名',
      sex: '1',
      phoneNo: '13212347708',
      birthday: '1990-01-01',
      liveArea: '北京市北京市东城区',
      birthArea: '北京市北京市东城区',
    },
  });
  expect(renamed.body.code).toBe(200);
  expect((await search(doctor, '改名')).total).toBe(0);
  expect((await search(doctor, '新名')).names).toEqual(['钱新名']);
  expect((await search(other, '志强')).names).toEqual(['志强王', '王志强']);
  expect((await search(other, 'zhang')).total).toBe(0);
});

it("the order list's patientName and the prescribing list's keyWord find the same patients' rows as a filter of the whole list", async () => {
  const orders = (await call(t.app, 'GET', '/api/delivery/order/list', { token: doctor, query: { pageNum: '1', pageSize: '100' } })).body;
  expect(orders.rows.length).toBeGreaterThan(0);
  const visits = (await call(t.app, 'GET', '/api/health/v1/prescription/order', { token: doctor, query: { pageNum: '1', pageSize: '100' } })).body;
  expect(visits.rows.length).toBeGreaterThan(0);
  const names = [...new Set([...orders.rows, ...visits.rows].map((r: { patientName: string }) => r.patientName))];
  for (const keyword of [...names.map((n) => n.slice(1)), ...names.map((n) => n.slice(0, 1)), '不存在']) {
    const o = (await call(t.app, 'GET', '/api/delivery/order/list', { token: doctor, query: { pageNum: '1', pageSize: '100', patientName: keyword } })).body;
    const wantOrders = orders.rows.filter(
      (r: { patientName: string; patientPhoneNo: string }) => r.patientName.includes(keyword) || r.patientPhoneNo.includes(keyword),
    );
    expect({ keyword, ids: o.rows.map((r: { deliveryOrderId: string }) => r.deliveryOrderId), total: o.total }).toEqual({
      keyword,
      ids: wantOrders.map((r: { deliveryOrderId: string }) => r.deliveryOrderId),
      total: wantOrders.length,
    });
    const v = (await call(t.app, 'GET', '/api/health/v1/prescription/order', { token: doctor, query: { pageNum: '1', pageSize: '100', keyWord: keyword } }))
      .body;
    const wantVisits = visits.rows.filter(
      (r: { patientName: string; patientPhoneNo: string }) => r.patientName.includes(keyword) || r.patientPhoneNo.includes(keyword),
    );
    expect({ keyword, ids: v.rows.map((r: { visitRecordId: number }) => r.visitRecordId), total: v.total }).toEqual({
      keyword,
      ids: wantVisits.map((r: { visitRecordId: number }) => r.visitRecordId),
      total: wantVisits.length,
    });
  }
});

it('every page of a keyword, and a page past its end, carries the total of its matches, and the pages together are its matches', async () => {
  const lists = [
    ['/api/delivery/order/list', 'patientName', 'deliveryOrderId'],
    ['/api/delivery/order/draft/list', 'patientName', 'visitRecordId'],
    ['/api/health/v1/prescription/order', 'keyWord', 'visitRecordId'],
  ] as const;
  for (const [url, field, id] of lists) {
    const all = (await call(t.app, 'GET', url, { token: doctor, query: { pageNum: '1', pageSize: '100' } })).body;
    const name = (all.rows as { patientName?: string; patient?: { name: string } }[]).map((r) => r.patientName ?? r.patient!.name)[0];
    const keyword = name.slice(-1);
    const want = (await call(t.app, 'GET', url, { token: doctor, query: { pageNum: '1', pageSize: '100', [field]: keyword } })).body;
    expect(want.total).toBeGreaterThanOrEqual(1);
    expect(want.total).toBe(want.rows.length);
    const seen: unknown[] = [];
    for (let page = 1; page <= want.total + 1; page++) {
      const one = (await call(t.app, 'GET', url, { token: doctor, query: { pageNum: String(page), pageSize: '1', [field]: keyword } })).body;
      expect({ url, page, total: one.total }).toEqual({ url, page, total: want.total });
      seen.push(...(one.rows as Record<string, unknown>[]).map((r) => r[id]));
      expect(JSON.stringify(one.rows)).not.toContain('full_count');
    }
    expect(seen).toEqual((want.rows as Record<string, unknown>[]).map((r) => r[id]));
  }
});

/** The columns of an order copied onto another visit (placement's own list). */
const ORDER_COPY = `user_id, visit_record_id, prescription_no, status, form, form_name, delivery_id, delivery_name,
  form_count, quantity_dispensed, herb_fen_per_dose, form_fee_fen, shipping_fee_fen, sum_price_fen,
  recipient_name, recipient_phone, province, city, county, street, zip_code, remark, prescription, created_at, pay_deadline`;

it("a keyword's total follows the visits and orders written since (migration 019's counts), and a row's doctor and patient stay fixed", async () => {
  const keyword = '徐灵胎';
  const visitTotal = async () =>
    (await call(t.app, 'GET', '/api/health/v1/prescription/order', { token: doctor, query: { pageNum: '1', pageSize: '10', keyWord: keyword } })).body.total;
  const orderTotal = async () =>
    (await call(t.app, 'GET', '/api/delivery/order/list', { token: doctor, query: { pageNum: '1', pageSize: '10', patientName: keyword } })).body.total;
  const patientId = await addPatient(t.app, doctor, { name: keyword, phoneNo: '13912347799' });
  expect([await visitTotal(), await orderTotal()]).toEqual([0, 0]);

  for (let i = 0; i < 2; i++) expect((await price(t.app, doctor, priceBody(patientId))).body.code).toBe(200);
  expect(await visitTotal()).toBe(2);

  // An order is written for one of them as placement writes it; removing it takes it off again.
  const db = t.app.db;
  const [visit] = await db.query<{ visit_record_id: number }>('SELECT visit_record_id FROM visit_records WHERE patient_id = $1 LIMIT 1', [patientId]);
  const [copy] = await db.query<{ delivery_order_id: number }>(
    `INSERT INTO delivery_orders (${ORDER_COPY}) SELECT ${ORDER_COPY.replace('visit_record_id', '$1::int')}
       FROM delivery_orders WHERE user_id = (SELECT user_id FROM visit_records WHERE visit_record_id = $1) ORDER BY delivery_order_id LIMIT 1
     RETURNING delivery_order_id`,
    [visit.visit_record_id],
  );
  expect(await orderTotal()).toBe(1);
  const [counts] = await db.query('SELECT order_count, visit_count FROM patients WHERE patient_id = $1', [patientId]);
  expect(counts).toEqual({ order_count: 1, visit_count: 2 });

  await expect(db.query('UPDATE delivery_orders SET user_id = user_id + 1 WHERE delivery_order_id = $1', [copy.delivery_order_id])).rejects.toThrow(
    /fixed once written/,
  );
  await expect(db.query('UPDATE visit_records SET patient_id = $2 WHERE visit_record_id = $1', [visit.visit_record_id, patientId + 1])).rejects.toThrow(
    /fixed once written/,
  );
  await db.query('DELETE FROM delivery_orders WHERE delivery_order_id = $1', [copy.delivery_order_id]);
  expect([await visitTotal(), await orderTotal()]).toEqual([2, 0]);
});

it(`a common keyword (${KEYWORD_WALK_MIN_ROWS} rows or more: its pages walk the list) pages and totals its rows as a rare one does`, async () => {
  const keyword = '叶天士';
  const patientId = await addPatient(t.app, doctor, { name: keyword, phoneNo: '13912347798' });
  const priced = await price(t.app, doctor, priceBody(patientId));
  expect(priced.body.code).toBe(200);
  const db = t.app.db;
  const columns = (
    await db.query<{ c: string }>(
      `SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS c FROM information_schema.columns
      WHERE table_name = 'visit_records' AND column_name <> 'visit_record_id' AND is_generated = 'NEVER'`,
    )
  )[0].c;
  await db.query(`INSERT INTO visit_records (${columns}) SELECT ${columns} FROM visit_records, generate_series(1, $2) WHERE visit_record_id = $1`, [
    priced.body.data.visitRecordId,
    KEYWORD_WALK_MIN_ROWS,
  ]);
  // An order on each of them, copied from one of the doctor's orders.
  await db.query(
    `INSERT INTO delivery_orders (${ORDER_COPY}) SELECT ${ORDER_COPY.split(',')
      .map((c) => (c.trim() === 'visit_record_id' ? 'v.visit_record_id' : `o.${c.trim()}`))
      .join(', ')}
       FROM (SELECT * FROM delivery_orders WHERE user_id = (SELECT user_id FROM patients WHERE patient_id = $1) ORDER BY delivery_order_id LIMIT 1) o,
            visit_records v WHERE v.patient_id = $1`,
    [patientId],
  );
  const visits = (await db.query<{ id: number }>('SELECT visit_record_id AS id FROM visit_records WHERE patient_id = $1 ORDER BY 1 DESC', [patientId])).map(
    (r) => r.id,
  );
  const orders = (await db.query<{ id: number }>('SELECT delivery_order_id AS id FROM delivery_orders WHERE patient_id = $1 ORDER BY 1 DESC', [patientId])).map(
    (r) => r.id,
  );
  expect([visits.length, orders.length]).toEqual([KEYWORD_WALK_MIN_ROWS + 1, KEYWORD_WALK_MIN_ROWS + 1]);

  for (const pageNum of [1, 2, 21]) {
    const query = { pageNum: String(pageNum), pageSize: '10' };
    const v = (await call(t.app, 'GET', '/api/health/v1/prescription/order', { token: doctor, query: { ...query, keyWord: keyword } })).body;
    expect({ pageNum, ids: v.rows.map((r: { visitRecordId: number }) => r.visitRecordId), total: v.total }).toEqual({
      pageNum,
      ids: visits.slice((pageNum - 1) * 10, pageNum * 10),
      total: visits.length,
    });
    const o = (await call(t.app, 'GET', '/api/delivery/order/list', { token: doctor, query: { ...query, patientName: keyword } })).body;
    expect({ pageNum, ids: o.rows.map((r: { deliveryOrderId: string }) => r.deliveryOrderId), total: o.total }).toEqual({
      pageNum,
      ids: orders.slice((pageNum - 1) * 10, pageNum * 10).map(publicOrderId),
      total: orders.length,
    });
  }
});
