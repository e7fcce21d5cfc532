import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { call, loginPwd, useTestApi } from './helpers';
import { addPatient, certifiedDoctor, price, priceBody } from './clinicSupport';

jest.setTimeout(120_000);

/**
 * Issue 21, migration 021: a keyword's lookup is kept and used again while the doctor's keyword
 * version reads the same. A doctor paging through one search looks it up once; every change a
 * lookup reads (a patient written, renamed or removed, an order, a visit or a draft written or
 * removed, a draft's recipient phone) is seen by the next call; another doctor's writes do not make
 * it look again. On a server, a change committed by a transaction that was still open while the
 * answer was read is seen too.
 */
const t = useTestApi();
const db = () => t.app.db;
let doctor = '';
let userId = 0;

const LOOKUP = /array_agg\(p2\.patient_id\)/;
let lookups = 0;

beforeAll(async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  userId = (await db().query<{ user_id: number }>('SELECT user_id FROM users WHERE phone = $1', [DEMO_ACCOUNTS.doctor.phone]))[0].user_id;
  const query = db().query.bind(db());
  db().query = (sql: string, ...rest: never[]) => {
    if (LOOKUP.test(sql)) lookups += 1;
    return query(sql, ...rest);
  };
});

/** The columns of an order copied onto another visit. */
const ORDER_COPY = `user_id, visit_record_id, prescription_no, status, form, form_name, delivery_id, delivery_name,
  form_count, quantity_dispensed, herb_fen_per_dose, form_fee_fen, shipping_fee_fen, sum_price_fen,
  recipient_name, recipient_phone, province, city, county, street, zip_code, remark, prescription, created_at, pay_deadline`;

const LISTS = {
  visits: ['/api/health/v1/prescription/order', 'keyWord'],
  orders: ['/api/delivery/order/list', 'patientName'],
  drafts: ['/api/delivery/order/draft/list', 'patientPhoneNo'],
} as const;

async function total(list: keyof typeof LISTS, keyword: string, pageNum = 1): Promise<number> {
  const [url, field] = LISTS[list];
  const body = (await call(t.app, 'GET', url, { token: doctor, query: { pageNum: String(pageNum), pageSize: '1', [field]: keyword } })).body;
  expect(body.code).toBe(200);
  return body.total;
}

/** What the lists must answer, counted from the tables with plain ILIKE/LIKE. */
async function expected(keyword: string) {
  const [row] = await db().query<{ visits: number; orders: number; drafts: number }>(
    `WITH p AS (SELECT patient_id FROM patients WHERE user_id = $1 AND (name ILIKE '%' || $2 || '%' OR phone_no LIKE '%' || $2 || '%'))
     SELECT (SELECT count(*)::int FROM visit_records WHERE user_id = $1 AND patient_id IN (SELECT * FROM p)) AS visits,
            (SELECT count(*)::int FROM delivery_orders WHERE user_id = $1 AND patient_id IN (SELECT * FROM p)) AS orders,
            (SELECT count(*)::int FROM delivery_drafts WHERE user_id = $1
                AND (patient_id IN (SELECT * FROM p) OR recipient_phone LIKE '%' || $2 || '%')) AS drafts`,
    [userId, keyword],
  );
  return row;
}

async function totals(keyword: string) {
  return { visits: await total('visits', keyword), orders: await total('orders', keyword), drafts: await total('drafts', keyword) };
}

it('looks a keyword up once while a doctor pages through it, and again after each change it reads', async () => {
  const keyword = '王清任';
  const patientId = await addPatient(t.app, doctor, { name: keyword, phoneNo: '13912340001' });
  const visits: number[] = [];
  for (let i = 0; i < 3; i++) {
    const priced = await price(t.app, doctor, priceBody(patientId));
    expect(priced.body.code).toBe(200);
    visits.push(priced.body.data.visitRecordId);
  }

  lookups = 0;
  expect(await totals(keyword)).toEqual(await expected(keyword));
  // The delivery lists also count drafts found by recipient phone: one lookup for both kinds.
  expect(lookups).toBe(2);
  for (const pageNum of [2, 3, 1]) expect(await total('visits', keyword, pageNum)).toBe(3);
  expect(await totals(keyword)).toEqual({ visits: 3, orders: 0, drafts: 0 });
  expect(lookups).toBe(2);

  // Another doctor's patients and visits do not touch this doctor's answers.
  const other = await certifiedDoctor(t.app, '钱乙');
  const theirs = await addPatient(t.app, other, { name: keyword, phoneNo: '13912340002' });
  expect((await price(t.app, other, priceBody(theirs))).body.code).toBe(200);
  expect(await total('visits', keyword)).toBe(3);
  expect(lookups).toBe(2);

  const changes: [string, () => Promise<unknown>][] = [
    ['a visit written', () => price(t.app, doctor, priceBody(patientId))],
    ['a second patient of that name', () => addPatient(t.app, doctor, { name: `${keyword}二`, phoneNo: '13912340003' })],
    // Copied from one of the doctor's orders onto a visit of the patient, as placement writes it.
    [
      'an order written',
      () =>
        db().query(
          `INSERT INTO delivery_orders (${ORDER_COPY}) SELECT ${ORDER_COPY.replace('visit_record_id', '$1::int')}
         FROM delivery_orders WHERE user_id = $2 ORDER BY delivery_order_id LIMIT 1`,
          [visits[0], userId],
        ),
    ],
    [
      'a draft written for another patient, to a recipient phone holding the keyword',
      async () => {
        const stranger = await addPatient(t.app, doctor, { name: '张景岳', phoneNo: '13912340004' });
        const priced = await price(t.app, doctor, priceBody(stranger));
        await db().query(
          `INSERT INTO delivery_drafts (user_id, visit_record_id, prescription_no, form, form_count, quantity_dispensed,
           recipient_name, recipient_phone, province, city, county, street, created_at, updated_at)
         VALUES ($1, $2, 0, 'YP', 7, 2, '收件人', '13700000001', '北京市', '北京市', '东城区', '东华门大街1号', now(), now())`,
          [userId, priced.body.data.visitRecordId],
        );
      },
    ],
    [
      "that draft's recipient phone changed",
      () => db().query("UPDATE delivery_drafts SET recipient_phone = '13700000002' WHERE recipient_phone = '13700000001'"),
    ],
    ['the second patient renamed', () => db().query(`UPDATE patients SET name = '王不留' WHERE name = $1`, [`${keyword}二`])],
    ['the patient renamed', () => db().query(`UPDATE patients SET name = '王冰' WHERE patient_id = $1`, [patientId])],
  ];
  for (const [what, change] of changes) {
    await total('visits', keyword);
    await total('drafts', '13700000001');
    const before = lookups;
    await change();
    expect({ what, totals: await totals(keyword) }).toEqual({ what, totals: await expected(keyword) });
    expect({ what, phone: await total('drafts', '13700000001') }).toEqual({ what, phone: (await expected('13700000001')).drafts });
    expect({ what, looked: lookups > before }).toEqual({ what, looked: true });
  }
  expect(await expected('13700000001')).toEqual({ visits: 0, orders: 0, drafts: 0 });
  expect(await expected('王冰')).toEqual({ visits: 4, orders: 1, drafts: 0 });
});

it('sees a change committed by a transaction that was open while the answer was read (on a server)', async () => {
  const keyword = '吴鞠通';
  const patientId = await addPatient(t.app, doctor, { name: keyword, phoneNo: '13912340005' });
  expect((await price(t.app, doctor, priceBody(patientId))).body.code).toBe(200);
  if (db().kind !== 'postgres') return; // PGlite runs one transaction at a time

  const columns = (
    await db().query<{ c: string }>(
      `SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS c FROM information_schema.columns
      WHERE table_name = 'visit_records' AND column_name <> 'visit_record_id' AND is_generated = 'NEVER'`,
    )
  )[0].c;
  await db().transaction(async (tx) => {
    await tx.query(`INSERT INTO visit_records (${columns}) SELECT ${columns} FROM visit_records WHERE patient_id = $1`, [patientId]);
    // Read on another connection while this one is still open: the answer of one visit is kept.
    lookups = 0;
    expect(await total('visits', keyword)).toBe(1);
    expect(lookups).toBe(1);
  });
  expect(await total('visits', keyword)).toBe(2);
  expect(await total('visits', keyword, 2)).toBe(2);
});
