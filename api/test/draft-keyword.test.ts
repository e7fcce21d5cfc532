import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { call, loginPwd, useTestApi } from './helpers';
import { KEYWORD_WALK_MIN_ROWS } from '../src/commerce/lists';
import { PHONE_ONLY_CAP } from '../src/commerce/keywordLookup';
import { addPatient, price, priceBody } from './clinicSupport';

jest.setTimeout(120_000);

/**
 * The drafts' keyword (`patientPhoneNo`: the patient's name or phone, or the recipient's phone;
 * issue 21, migration 020) finds what a filter of the whole list finds: for a rare keyword, a
 * common one whose pages walk the list, one found by recipients' phones alone, one in more
 * recipients' phones than the capped count takes, and with a month; the totals follow writes.
 */
// The drafts here go straight into the table by the thousand, numbered past the prescriptions their
// visit has, to page and count them: their rows carry no prescription, which the API never saves
// (it refuses a draft of a prescription the visit lacks), so their answers are not checked against
// the contract's schema.
const t = useTestApi({ checkAnswers: () => {} });
let doctor = '';
let userId = 0;
const db = () => t.app.db;

/** What the list must answer: the doctor's drafts that match, newest first, by plain ILIKE/LIKE. */
async function expected(keyword: string, month?: [string, string]): Promise<number[]> {
  const rows = await db().query<{ id: number }>(
    `SELECT d.draft_id AS id FROM delivery_drafts d JOIN visit_records v USING (visit_record_id) JOIN patients p ON p.patient_id = v.patient_id
      WHERE d.user_id = $1 AND (p.name ILIKE '%' || $2 || '%' OR p.phone_no LIKE '%' || $2 || '%' OR d.recipient_phone LIKE '%' || $2 || '%')
        AND ($3::timestamptz IS NULL OR d.updated_at >= $3::timestamptz AND d.updated_at < $4::timestamptz)
      ORDER BY d.updated_at DESC, d.draft_id DESC`,
    [userId, keyword, month?.[0] ?? null, month?.[1] ?? null],
  );
  return rows.map((r) => r.id);
}

async function page(keyword: string, pageNum: number, queryMonth?: string) {
  const query: Record<string, string> = { pageNum: String(pageNum), pageSize: '10', patientPhoneNo: keyword };
  if (queryMonth) query.queryMonth = queryMonth;
  const body = (await call(t.app, 'GET', '/api/delivery/order/draft/list', { token: doctor, query })).body;
  expect(body.code).toBe(200);
  return { ids: (body.rows as { draftId: number }[]).map((r) => r.draftId), total: body.total };
}

async function expectPages(keyword: string, pageNums: number[]) {
  const all = await expected(keyword);
  for (const pageNum of pageNums) {
    expect({ keyword, pageNum, ...(await page(keyword, pageNum)) }).toEqual({
      keyword,
      pageNum,
      ids: all.slice((pageNum - 1) * 10, pageNum * 10),
      total: all.length,
    });
  }
  return all.length;
}

/** `count` drafts of the visit, prescription numbers from `from`, straight into the table, one minute apart. */
async function addDrafts(visitRecordId: number, count: number, from: number, recipientPhone: string) {
  await db().query(
    `INSERT INTO delivery_drafts (user_id, visit_record_id, prescription_no, form, delivery_id, form_count, quantity_dispensed,
       recipient_name, recipient_phone, province, city, county, street, zip_code, remark, created_at, updated_at)
     SELECT $1, $2, $3 + i, 'YP', '', 7, 2, '收件人', $5, '北京市', '北京市', '东城区', '东华门大街1号', '', '',
            timestamptz '2026-10-01 08:00+08' + i * interval '1 minute', timestamptz '2026-10-01 08:00+08' + i * interval '1 minute'
       FROM generate_series(0, $4 - 1) i`,
    [userId, visitRecordId, from, count, recipientPhone],
  );
}

async function pricedVisit(name: string, phoneNo: string): Promise<number> {
  const patientId = await addPatient(t.app, doctor, { name, phoneNo });
  const priced = await price(t.app, doctor, priceBody(patientId));
  expect(priced.body.code).toBe(200);
  return priced.body.data.visitRecordId;
}

beforeAll(async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  userId = (await db().query<{ user_id: number }>('SELECT user_id FROM users WHERE phone = $1', [DEMO_ACCOUNTS.doctor.phone]))[0].user_id;
});

it('finds a rare keyword by the patient or by the recipient phone alone, and follows drafts saved, saved again and removed', async () => {
  const visit = await pricedVisit('吴鞠通', '13912340001');
  const other = await pricedVisit('薛生白', '13912340002');
  await addDrafts(visit, 1, 0, '13912340001');
  await addDrafts(other, 2, 0, '13688887777');
  expect(await expectPages('吴鞠通', [1])).toBe(1);
  expect(await expectPages('88887777', [1])).toBe(2); // the recipient's phone alone
  expect(await expectPages('鞠', [1])).toBe(1);

  // Saved again (the upsert of a draft): still one draft; a new prescription's draft adds one.
  await db().query(
    `INSERT INTO delivery_drafts (user_id, visit_record_id, prescription_no, form, form_count, recipient_name, recipient_phone, province, city, county, street, created_at, updated_at)
     VALUES ($1, $2, 0, 'YP', 7, '收件人', '13912340001', '北京市', '北京市', '东城区', '东华门大街1号', now(), now())
     ON CONFLICT (visit_record_id, prescription_no, user_id) DO UPDATE SET remark = '改过', updated_at = now()`,
    [userId, visit],
  );
  expect(await expectPages('吴鞠通', [1])).toBe(1);
  await addDrafts(visit, 1, 5, '13912340001');
  expect(await expectPages('吴鞠通', [1])).toBe(2);
  await db().query('DELETE FROM delivery_drafts WHERE visit_record_id = $1 AND prescription_no = 5', [visit]);
  expect(await expectPages('吴鞠通', [1])).toBe(1);
  expect((await db().query('SELECT draft_count FROM patients WHERE name = $1', ['吴鞠通']))[0]).toEqual({ draft_count: 1 });

  await expect(db().query('UPDATE delivery_drafts SET visit_record_id = $2 WHERE visit_record_id = $1', [visit, other])).rejects.toThrow(/fixed once written/);
  await expect(db().query('UPDATE delivery_drafts SET user_id = user_id + 1 WHERE visit_record_id = $1', [visit])).rejects.toThrow(/fixed once written/);
});

it(`pages a common keyword (${KEYWORD_WALK_MIN_ROWS} drafts or more: the pages walk the list) and one with a month as a filter of the list`, async () => {
  const visit = await pricedVisit('王孟英', '13912340003');
  await addDrafts(visit, KEYWORD_WALK_MIN_ROWS + 5, 100, '13912340003');
  // Found by the recipient's phone only, mixed in among them.
  const other = await pricedVisit('柯韵伯', '13912340004');
  await addDrafts(other, 3, 100, '13912340003');
  const total = await expectPages('40003', [1, 2, 3, 21]);
  expect(total).toBe(KEYWORD_WALK_MIN_ROWS + 8);
  expect(await expectPages('王孟英', [1, 21])).toBe(KEYWORD_WALK_MIN_ROWS + 5);

  const october = await expected('孟英', ['2026-09-30T16:00:00Z', '2026-10-31T16:00:00Z']);
  expect(october.length).toBeGreaterThan(0);
  expect(await page('孟英', 1, '2026-10')).toEqual({ ids: october.slice(0, 10), total: october.length });
  expect(await page('孟英', 1, '2026-09')).toEqual({ ids: [], total: 0 });
});

it(`totals a keyword in more than ${PHONE_ONLY_CAP} recipients' phones by the list itself`, async () => {
  const visit = await pricedVisit('章虚谷', '13912340005');
  await addDrafts(visit, PHONE_ONLY_CAP + 20, 2000, '13500001234');
  const walkedCounts = countStatements(/count\(\*\)::int AS n, \(SELECT coalesce\(sum\(n\)/);
  const total = await expectPages('00001234', [1, 2, 60, Math.ceil((PHONE_ONLY_CAP + 20) / 10)]);
  expect(total).toBe(PHONE_ONLY_CAP + 20);
  // Walked once for its four pages, kept with the lookup; counted again once its drafts change.
  expect(walkedCounts()).toBe(1);
  await addDrafts(visit, 7, 4000, '13500001234');
  expect(await expectPages('00001234', [1, 2])).toBe(PHONE_ONLY_CAP + 27);
  await db().query('DELETE FROM delivery_drafts WHERE user_id = $1 AND prescription_no >= 4000', [userId]);
  expect(await expectPages('00001234', [1])).toBe(PHONE_ONLY_CAP + 20);
  expect(walkedCounts()).toBe(3);
});

/** How many statements matching `pattern` the API has run since this was called. */
function countStatements(pattern: RegExp): () => number {
  let n = 0;
  const query = db().query.bind(db());
  db().query = (sql: string, ...rest: never[]) => {
    if (pattern.test(sql)) n += 1;
    return query(sql, ...rest);
  };
  return () => n;
}
