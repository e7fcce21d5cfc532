import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import type { Db } from '@tcm/api/db';

/**
 * Rows for the scale bench (issue 21), generated in SQL on a migrated and seeded database so that
 * 1M rows take minutes, not hours. Consistent with the schema and its rules: every visit's patient
 * is its doctor's, orders are in all 13 statuses with their timestamps, a paid order has its
 * payment and ledger entries (charge, and refund where refunded), so `reconcile` finds nothing.
 * The clinical content (inquiry, prescriptions, the herbs of an order) is copied from the demo
 * doctor's seeded consultation, so every row renders as a real one does.
 *
 * Owners, as the issue's measurements: the demo doctor ~1 % of every table; one heavy doctor 5 % of
 * the patients and ~22 % of the visits (200k orders at 1M); the rest spread over 200 doctors.
 */

export const HEAVY_PHONE = '13800009999';
const FILLERS = 200;

/** Orders by status, weighted as a working clinic's are: mostly delivered; unpaid ones (0, 99) are rarer still (below). */
const STATUS_WHEEL = [5, 5, 5, 5, 5, 4, 4, 1, 2, 3, -1, -1, -2, -3, -4, -5, -6];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const GIVEN = [
  '志强',
  '秀英',
  '建华',
  '丽娟',
  '国庆',
  '海燕',
  '文博',
  '晓明',
  '桂兰',
  '建国',
  '淑珍',
  '子轩',
  '雨涵',
  '德明',
  '丽华',
  '静',
  '芳',
  '伟',
  '敏',
  '磊',
];

const sqlArray = (xs: readonly (string | number)[]) => `ARRAY[${xs.map((x) => (typeof x === 'number' ? String(x) : `'${x}'`)).join(',')}]`;

export interface ScaleCounts {
  patients: number;
  visits: number;
  orders: number;
  drafts: number;
  ledger: number;
}

/**
 * Fills the database for `size` (≈ patients; visits 1.01×, orders 0.9×, drafts 0.95×) as of `now`.
 * `log` reports each step with its time.
 */
export async function generateScale(db: Db, size: number, now: Date, log: (line: string) => void): Promise<ScaleCounts> {
  const step = async (what: string, sql: string, params: unknown[] = []) => {
    const started = Date.now();
    await db.query(sql, params);
    log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  const [demo] = await db.query<{ user_id: number }>('SELECT user_id FROM users WHERE phone = $1', [DEMO_ACCOUNTS.doctor.phone]);
  if (!demo) throw new Error('the demo doctor is not seeded');
  const [visit] = await db.query<{ visit_record_id: number }>(
    `SELECT visit_record_id FROM visit_records WHERE user_id = $1 AND state = 'paid' ORDER BY visit_record_id LIMIT 1`,
    [demo.user_id],
  );
  const [order] = await db.query<{ delivery_order_id: number }>(
    'SELECT delivery_order_id FROM delivery_orders WHERE user_id = $1 ORDER BY delivery_order_id LIMIT 1',
    [demo.user_id],
  );
  if (!visit || !order) throw new Error('the demo consultation and its orders are not seeded');
  // Rows from here on are generated (the seeded ones keep their own payments).
  const [{ seededOrders, seededVisits }] = await db.query<{ seededOrders: number; seededVisits: number }>(
    'SELECT (SELECT coalesce(max(delivery_order_id), 0) FROM delivery_orders)::int AS "seededOrders", (SELECT coalesce(max(visit_record_id), 0) FROM visit_records)::int AS "seededVisits"',
  );

  const visits = Math.round(size * 1.01);
  await step(
    'doctors',
    `INSERT INTO users (phone, user_name, password_hash, created_at)
       SELECT $1, '葛稚川', password_hash, $2::timestamptz FROM users WHERE user_id = $3
     UNION ALL
       SELECT '1370000' || lpad(k::text, 4, '0'), '医生' || k, NULL, $2::timestamptz FROM generate_series(1, ${FILLERS}) k`,
    [HEAVY_PHONE, now, demo.user_id],
  );
  await db.query(`INSERT INTO user_roles (user_id, role) SELECT u.user_id, r.role FROM users u, user_roles r WHERE u.phone = $1 AND r.user_id = $2`, [
    HEAVY_PHONE,
    demo.user_id,
  ]);
  // Who owns what: 0 the demo doctor, 1 the heavy one, 2… the others; patients in one block each.
  await step(
    'owners',
    `CREATE TABLE scale_owner AS
       SELECT 0 AS idx, $1::int AS user_id, greatest(${Math.round(size / 100)}, 1) AS n
       UNION ALL SELECT 1, (SELECT user_id FROM users WHERE phone = $2), ${Math.round(size / 20)}
       UNION ALL SELECT 1 + k, (SELECT user_id FROM users WHERE phone = '1370000' || lpad(k::text, 4, '0')), ${Math.ceil((size - size / 100 - size / 20) / FILLERS)}
         FROM generate_series(1, ${FILLERS}) k`,
    [demo.user_id, HEAVY_PHONE],
  );
  await step(
    `${size} patients`,
    `INSERT INTO patients (user_id, name, sex, phone_no, birthday, lunar_birthday, live_area, birth_area, created_at, updated_at)
     SELECT o.user_id,
            (${sqlArray(SURNAMES)})[1 + (i * 7 + o.idx) % ${SURNAMES.length}] || (${sqlArray(GIVEN)})[1 + (i * 13 + o.idx) % ${GIVEN.length}],
            i % 2, '139' || lpad(((o.idx * 100003 + i) % 100000000)::text, 8, '0'),
            to_char(date '1950-01-01' + (i * 37 % 20000), 'YYYY-MM-DD'), '庚寅年正月初一', '浙江省杭州市西湖区', '浙江省杭州市', $1::timestamptz, $1::timestamptz
       FROM scale_owner o, generate_series(1, o.n) i ORDER BY o.idx, i`,
    [now],
  );
  await step(
    'patient blocks',
    `CREATE TABLE scale_patient AS
       SELECT o.idx, row_number() OVER (PARTITION BY o.idx ORDER BY p.patient_id) AS k, p.patient_id
         FROM patients p JOIN scale_owner o ON o.user_id = p.user_id`,
  );
  await db.query('CREATE INDEX ON scale_patient (idx, k)');
  // Visit j: the demo doctor's every 100th, the heavy doctor's 22 of each 100, the rest the others';
  // newest ids newest, over two years.
  await step(
    `${visits} visits`,
    `INSERT INTO visit_records (user_id, patient_id, kind, state, to_do_day, take_days, inquiry, price_fen, free_flag,
       engine_result, current_result, created_at, priced_at, paid_at, prescribed_at, cancelled_at)
     SELECT o.user_id, sp.patient_id, t.kind, s.state, t.to_do_day, t.take_days, t.inquiry, t.price_fen, false,
            t.engine_result, t.current_result, s.at, s.at,
            CASE WHEN s.state IN ('paid', 'prescribed') THEN s.at + interval '3 minutes' END,
            CASE WHEN s.state = 'prescribed' THEN s.at + interval '5 minutes' END,
            CASE WHEN s.state = 'cancelled' THEN s.at + interval '1 day' END
       FROM generate_series(1, ${visits}) j
       CROSS JOIN LATERAL (SELECT CASE WHEN j % 100 = 0 THEN 0 WHEN j % 100 <= 22 THEN 1 ELSE 2 + j % ${FILLERS} END AS idx) w
       JOIN scale_owner o ON o.idx = w.idx
       JOIN scale_patient sp ON sp.idx = w.idx AND sp.k = 1 + (j / 100) % o.n
       CROSS JOIN LATERAL (SELECT $1::timestamptz - (${visits} - j) * interval '1 minute' * (2 * 365 * 24 * 60 / ${visits}::float) AS at) a
       CROSS JOIN LATERAL (SELECT a.at, CASE WHEN j % 97 = 5 THEN 'created' WHEN j % 89 = 7 THEN 'cancelled' WHEN j % 3 = 0 THEN 'prescribed' ELSE 'paid' END AS state) s
       CROSS JOIN (SELECT * FROM visit_records WHERE visit_record_id = $2) t
      ORDER BY j`,
    [now, visit.visit_record_id],
  );
  // Orders of 9 in 10 settled visits.
  await step(
    `${Math.round(visits * 0.9)} delivery orders`,
    `INSERT INTO delivery_orders (user_id, visit_record_id, prescription_no, status, form, form_name, delivery_id, delivery_name,
       form_count, quantity_dispensed, herb_fen_per_dose, form_fee_fen, shipping_fee_fen, sum_price_fen,
       recipient_name, recipient_phone, province, city, county, street, zip_code, remark, prescription, created_at, pay_deadline,
       paid_at, shipped_at, delivered_at, cancelled_at, express_company, express_no)
     SELECT v.user_id, v.visit_record_id, 0, st.s, t.form, t.form_name, t.delivery_id, t.delivery_name,
            t.form_count, t.quantity_dispensed, t.herb_fen_per_dose, t.form_fee_fen, t.shipping_fee_fen, t.sum_price_fen,
            t.recipient_name, t.recipient_phone, t.province, t.city, t.county, t.street, t.zip_code, '', t.prescription,
            at.created, at.created + interval '30 minutes',
            CASE WHEN st.s BETWEEN 1 AND 5 OR st.s <= -3 THEN at.created + interval '5 minutes' END,
            CASE WHEN st.s IN (4, 5, -6) THEN at.created + interval '1 day' END,
            CASE WHEN st.s = 5 THEN at.created + interval '3 days' END,
            CASE WHEN st.s < 0 THEN at.created + interval '30 minutes' END,
            CASE WHEN st.s IN (4, 5, -6) THEN '顺丰速运' ELSE '' END,
            CASE WHEN st.s IN (4, 5, -6) THEN 'SF' || lpad(v.visit_record_id::text, 12, '0') ELSE '' END
       FROM visit_records v
       -- 2 in 500 unpaid: the orders of the last half hour (the sweeper expires the rest), one in five already overdue.
       CROSS JOIN LATERAL (SELECT CASE v.visit_record_id % 500 WHEN 1 THEN 0 WHEN 2 THEN 99
                                  ELSE (${sqlArray(STATUS_WHEEL)})[1 + (v.visit_record_id * 7) % ${STATUS_WHEEL.length}] END AS s) st
       CROSS JOIN LATERAL (SELECT CASE WHEN st.s IN (0, 99)
                                  THEN $1::timestamptz - interval '1 minute' * (CASE WHEN v.visit_record_id % 5000 < 1000 THEN 45 ELSE v.visit_record_id % 25 END)
                                  ELSE v.paid_at END AS created) at
       CROSS JOIN (SELECT * FROM delivery_orders WHERE delivery_order_id = $2) t
      WHERE v.visit_record_id > $3 AND v.state IN ('paid', 'prescribed') AND v.visit_record_id % 10 <> 9
      ORDER BY v.visit_record_id`,
    [now, order.delivery_order_id, seededVisits],
  );
  await step(
    'payments',
    `INSERT INTO cashier_payments (payment_id, delivery_order_id, user_id, channel, amount_fen, state, card_no, tel_no, outcome, created_at, confirmed_at, settle_at, ended_at)
     SELECT 'PAYS' || lpad(o.delivery_order_id::text, 10, '0'), o.delivery_order_id, o.user_id, 'fast_pay', o.sum_price_fen,
            CASE WHEN o.status <= -3 THEN 'refunded' ELSE 'succeeded' END, '6217004000000000042', '13970000000', 'succeeded',
            o.paid_at - interval '1 minute', o.paid_at - interval '30 seconds', o.paid_at, o.paid_at
       FROM delivery_orders o WHERE o.paid_at IS NOT NULL AND o.delivery_order_id > $1`,
    [seededOrders],
  );
  await step(
    'ledger',
    `INSERT INTO payment_ledger (payment_id, delivery_order_id, actor, from_state, to_state, amount_fen, money_fen, at)
     SELECT p.payment_id, p.delivery_order_id, e.actor, e.from_state, e.to_state, p.amount_fen, e.money * p.amount_fen, p.created_at + e.after
       FROM cashier_payments p
       CROSS JOIN LATERAL (VALUES ('user:' || p.user_id, NULL, 'awaiting', 0, interval '0'),
                                  ('user:' || p.user_id, 'awaiting', 'processing', 0, interval '30 seconds'),
                                  ('provider:sandbox', 'processing', 'succeeded', 1, interval '1 minute'),
                                  ('operator', 'succeeded', CASE WHEN p.state = 'refunded' THEN 'refunded' END, -1, interval '1 hour')
                          ) e(actor, from_state, to_state, money, after)
      WHERE p.payment_id LIKE 'PAYS%' AND e.to_state IS NOT NULL
      ORDER BY p.delivery_order_id, e.after`,
  );
  await step(
    'refunds',
    `INSERT INTO delivery_refunds (delivery_order_id, amount_fen, from_status, to_status, created_at)
     SELECT o.delivery_order_id, o.sum_price_fen, 1, o.status, o.cancelled_at FROM delivery_orders o
      WHERE o.status <= -3 AND o.delivery_order_id > $1`,
    [seededOrders],
  );
  await step(
    'drafts',
    `INSERT INTO delivery_drafts (user_id, visit_record_id, prescription_no, form, delivery_id, form_count, quantity_dispensed,
       recipient_name, recipient_phone, province, city, county, street, zip_code, remark, created_at, updated_at)
     SELECT v.user_id, v.visit_record_id, 0, t.form, t.delivery_id, t.form_count, t.quantity_dispensed, t.recipient_name,
            '138' || lpad((v.visit_record_id % 100000000)::text, 8, '0'), t.province, t.city, t.county, t.street, t.zip_code, '', v.created_at, v.created_at
       FROM visit_records v CROSS JOIN (SELECT * FROM delivery_orders WHERE delivery_order_id = $1) t
      WHERE v.visit_record_id > $2 AND v.state IN ('paid', 'prescribed') AND v.visit_record_id % 20 <> 3
      ON CONFLICT DO NOTHING`,
    [order.delivery_order_id, seededVisits],
  );
  // Working tables of the generator (plain tables: a pool's next statement may use another connection).
  await db.query('DROP TABLE scale_owner, scale_patient');
  await step('vacuum analyze', 'VACUUM ANALYZE');
  const [counts] = await db.query<ScaleCounts>(
    `SELECT (SELECT count(*) FROM patients)::int AS patients, (SELECT count(*) FROM visit_records)::int AS visits,
            (SELECT count(*) FROM delivery_orders)::int AS orders, (SELECT count(*) FROM delivery_drafts)::int AS drafts,
            (SELECT count(*) FROM payment_ledger)::int AS ledger`,
  );
  return counts;
}
