import { orderPk } from '../src/commerce/orderId';
import { ok, useTestApi } from './helpers';
import { certifiedDoctor } from './clinicSupport';
import { get, placedOrder, ROOMY_LIMITS } from './cashierSupport';

jest.setTimeout(120_000);

/**
 * Issue 21: a list's page statement is prepared once per connection and its plan reused, also when
 * the doctor has thousands of orders. With LIMIT and OFFSET bound as parameters, PostgreSQL costed
 * its kept plan for a tenth of the doctor's rows and planned every call afresh instead (2-3 ms a
 * page at 1M rows). On PGlite statements are not prepared; the pg step of `npm test` runs this file
 * on a server, where the plans are read from pg_prepared_statements.
 */
const t = useTestApi({ limits: ROOMY_LIMITS });
const PAGE = /^WITH page AS \(SELECT o\.delivery_order_id FROM delivery_orders o WHERE o\.user_id = \$1\s+ORDER BY/;

it('reuses the kept plan of the order list page for a doctor with 2,000 orders, and answers the same pages', async () => {
  const doctor = await certifiedDoctor(t.app, '孙思邈');
  const template = orderPk(await placedOrder(t.app, doctor));
  // Cancelled copies of the order (at most one live order per prescription), straight into the table.
  await t.app.db.query(
    `INSERT INTO delivery_orders (user_id, visit_record_id, prescription_no, status, form, form_name, delivery_id, delivery_name,
       form_count, quantity_dispensed, herb_fen_per_dose, form_fee_fen, shipping_fee_fen, sum_price_fen,
       recipient_name, recipient_phone, province, city, county, street, zip_code, remark, prescription, created_at, pay_deadline, cancelled_at)
     SELECT user_id, visit_record_id, prescription_no + i, -2, form, form_name, delivery_id, delivery_name, form_count, quantity_dispensed,
            herb_fen_per_dose, form_fee_fen, shipping_fee_fen, sum_price_fen, recipient_name, recipient_phone, province, city,
            county, street, zip_code, remark, prescription, created_at, pay_deadline, created_at
       FROM delivery_orders, generate_series(1, 2000) i WHERE delivery_order_id = $1`,
    [template],
  );
  await t.app.db.exec('ANALYZE delivery_orders');

  const pages: unknown[] = [];
  for (let i = 0; i < 40; i++) {
    const body = ok(await get(t.app, `/api/delivery/order/list?pageNum=${1 + (i % 2)}&pageSize=10`, doctor));
    expect(body.total).toBe(2001);
    pages.push((body.rows as { deliveryOrderId: string }[]).map((r) => r.deliveryOrderId));
  }
  // The same two pages every time, ten distinct rows each.
  for (let i = 2; i < pages.length; i++) expect(pages[i]).toEqual(pages[i % 2]);
  expect(new Set((pages.slice(0, 2) as string[][]).flat()).size).toBe(20);
  if (t.app.db.kind !== 'postgres') return;

  // Every pooled connection, each holding its own prepared statements.
  const seen = await Promise.all(
    Array.from({ length: 10 }, () =>
      t.app.db.query<{ statement: string; generic_plans: number; custom_plans: number }>(
        'SELECT s.statement, s.generic_plans::int, s.custom_plans::int FROM pg_prepared_statements s, pg_sleep(0.2)',
      ),
    ),
  );
  const runs = seen.flat().filter((s) => PAGE.test(s.statement.trim()) && s.generic_plans + s.custom_plans > 5);
  expect(runs.length).toBeGreaterThan(0);
  for (const s of runs) expect({ generic: s.generic_plans > 0, custom: s.custom_plans }).toEqual({ generic: true, custom: 5 });
});
