import type { DeliveryOrderRow, PrescribingOrder, PrescribingOrderStatus } from '@tcm/shared/contract';
import { parseDeliveryStatusQuery } from '@tcm/shared/commerce';
import { prescribingStatus } from '@tcm/shared/codes';
import type { Db } from '../platform/db';
import { bucketCounts, sumBuckets } from '../platform/db/listCounts';
import { pageAndTotal, pageClause, type PageWindow } from '../platform/db/paging';
import { fail } from '../platform/http/errors';
import { CLOCK_STATUSES } from './deliveryStateMachine';
import { COMMERCE_MSG } from './messages';
import { asRead, orderStatusSql, readColumnsSql, readStatusFilter, type ReadColumns, type SqlTime } from './orderStatus';
import { baseOf, orderRowVisitColumnsSql } from './detail';
import { draftOf, type DraftRow } from './drafts';
import { countAtVersion, PHONE_ONLY_CAP, recipientPhoneSql, withKeyword, type KeywordPatients } from './keywordLookup';
import { time, type OrderRow } from './orders';
import { clinic } from './ports';
import { liveOrdersColumnSql, visitOrdersOf, type LiveOrdersColumn } from './visitOrders';

/**
 * The three lists of spec 3 §7 (delivery orders, drafts, prescribing orders), flat in data size
 * (issue 21; indexes in migrations 016, 018 and 020):
 *
 * - they only read: what the clock decided since the last write (an expired order, a payment's
 *   due result, a visit cancelled 24 hours after pricing) is derived in the query as of `now`;
 *   the sweeper (api/src/jobs/sweeper.ts) writes it later;
 * - a page is chosen from one table through an index in the list's order (it sorts nothing; past
 *   the middle it is read from the other end: db/paging.ts), then joined with its visits and
 *   patients for those rows only;
 * - the total is the doctor's counters (db/listCounts.ts) where the filter is a set of buckets,
 *   plus the few rows whose bucket the clock may have changed since (unpaid orders, unpaid visits);
 *   filtered by keyword or month, it counts the filter's rows in that one table;
 * - a keyword is one GIN probe of the doctor's patients' name and phone pieces (clinic/patients.ts),
 *   kept for the next call while nothing it reads changes (keywordLookup.ts, migration 021): it
 *   answers the matching patients' ids, which the page and a filtered total are then read by, and
 *   the sum of their order, visit and draft counts (migrations 019 and 020), which is the total of
 *   a keyword alone (for drafts, plus those found by the recipient's phone alone);
 * - a page costs two statements read at once, whatever its size: the page with its rows' live
 *   orders as a column, and the total; a keyword's page waits for its lookup, or, kept, runs
 *   beside the read of the doctor's keyword version.
 */

export interface ListQuery {
  search?: string;
  month?: string;
  limit: number;
  offset: number;
}

/** `YYYY-MM` → the Beijing month as [from, to) instants, or null when malformed. */
export function monthRange(month: string): [Date, Date] | null {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return null;
  const offset = 8 * 3600_000;
  return [new Date(Date.UTC(+m[1], +m[2] - 1, 1) - offset), new Date(Date.UTC(+m[1], +m[2], 1) - offset)];
}

/** A list's WHERE clause with its parameters ($1 is always the doctor). */
class Where {
  readonly params: unknown[];
  private readonly parts: string[];
  constructor(userId: number, first: string) {
    this.params = [userId];
    this.parts = [first];
  }
  /** Binds a value, answering its placeholder. */
  bind(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  and(condition: string): this {
    this.parts.push(condition);
    return this;
  }
  month(month: string | undefined, column: string): this {
    if (!month) return this;
    const [from, to] = monthRange(month) ?? fail(COMMERCE_MSG.monthInvalid);
    return this.and(`${column} >= ${this.bind(from)} AND ${column} < ${this.bind(to)}`);
  }
  /** The conditions, joined: what follows WHERE. */
  sql(): string {
    return this.parts.join(' AND ');
  }
}

/** From this many matching rows on, a keyword's page walks the list's index (keywordCondition). */
export const KEYWORD_WALK_MIN_ROWS = 200;

/**
 * The condition on `column` for the keyword's patients, and whether the page may be prepared.
 *
 * Many matching rows (the heavy doctor's 志强: 11,110 visits of 2,500 patients): the ids are a
 * hashed set that the page's walk along the list's index checks each row against, so the walk
 * stops after the page, about 10 × doctor's rows / matching rows entries (at most 50 per page row
 * here). `OR false` keeps PostgreSQL from turning the IN into a join it would have to plan for
 * the ids (3 ms to estimate 2,500 of them), so the statement is prepared like the others.
 *
 * Few matching rows, or other filters whose selectivity is unknown: each patient's rows are read
 * through the (user_id, patient_id) index, planned for the ids.
 */
function keywordCondition(where: Where, column: string, found: KeywordPatients, matched: number, alone: boolean) {
  const ids = `${where.bind(found.ids)}::int[]`;
  if (alone && matched >= KEYWORD_WALK_MIN_ROWS) return { sql: `(${column} IN (SELECT unnest(${ids})) OR false)`, walk: true };
  return { sql: `${column} = ANY(${ids})`, walk: false };
}

async function countOf(db: Db, from: string, where: Where): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${where.sql()}`, where.params);
  return row.n;
}

/**
 * A page statement's parameters: the list's, then the clock's time when the filter has not bound
 * it already (PostgreSQL refuses a parameter a statement does not use); its LIMIT and OFFSET are
 * written in (db/paging.ts, pageClause).
 */
function pageParams(where: Where, w: PageWindow, now?: Date) {
  const params = [...where.params];
  const { sql: window, prepare } = pageClause(w);
  return { params, now: now ? `$${params.push(now)}::timestamptz` : undefined, window, prepare };
}

type OrderListRow = OrderRow & ReadColumns & { live_orders: LiveOrdersColumn };

/** A page of orders with all they show, as of the time `t`: `pageSql` answers the page's delivery_order_ids. */
const orderRowsSql = (pageSql: string, t: string) => `WITH page AS (${pageSql})
  SELECT o.*, ${readColumnsSql(t)}, ${orderRowVisitColumnsSql()}, ${clinic().patientColumnsSql()},
         ${liveOrdersColumnSql('v.visit_record_id', t)} AS live_orders
    FROM page JOIN delivery_orders o USING (delivery_order_id)
    JOIN visit_records v ON v.visit_record_id = o.visit_record_id JOIN patients p ON p.patient_id = v.patient_id
   ORDER BY o.delivery_order_id DESC`;

/** GET /delivery/order/list as the input layer read it: statuses as the page sends them ("1,2,3,4", '' for all). */
export interface OrderListQuery extends ListQuery {
  status: string;
}

/** GET /delivery/order/list: the page's status filter read, then listOrders. */
export function orderList(db: Db, userId: number, q: OrderListQuery, now: Date) {
  const statuses = parseDeliveryStatusQuery(q.status) ?? fail(COMMERCE_MSG.statusFilterInvalid);
  return listOrders(db, userId, { ...q, statuses }, now);
}

/** My delivery orders by read status, patient keyword and month, newest first. */
export function listOrders(db: Db, userId: number, q: ListQuery & { statuses: number[] }, now: Date) {
  return withKeyword(db, userId, q.search, { phoneOnly: false }, (found) => readOrders(db, userId, q, now, found));
}

async function readOrders(db: Db, userId: number, q: ListQuery & { statuses: number[] }, now: Date, found: KeywordPatients | undefined) {
  const where = new Where(userId, 'o.user_id = $1');
  // The clock's time is bound, not written in, wherever the filter needs it: the page's text stays
  // the same from call to call and is prepared once per connection (db/index.ts, QueryOptions).
  let boundNow: string | undefined;
  if (q.statuses.length) {
    boundNow = `${where.bind(now)}::timestamptz`;
    const wanted = where.bind(q.statuses);
    const filter = readStatusFilter(q.statuses, boundNow, wanted, `$${where.params.length + 1}`);
    where.bind(filter.stored);
    where.and(filter.sql);
  }
  const keyword = found && keywordCondition(where, 'o.patient_id', found, found.orders, !q.statuses.length && !q.month);
  if (keyword) where.and(keyword.sql);
  where.month(q.month, 'o.created_at');
  const [rows, total] = await pageAndTotal(
    q,
    async (w) => {
      if (keyword && !keyword.walk) {
        // Chosen by a statement planned for the keyword's patient ids, then read by the prepared
        // statement of a page of ids: planned afresh each call, the whole page took ~10 ms of
        // planning under load.
        const pick = pageParams(where, w);
        const ids = await db.query<{ delivery_order_id: number }>(
          `SELECT o.delivery_order_id FROM delivery_orders o WHERE ${where.sql()}
            ORDER BY o.delivery_order_id ${w.order} ${pick.window}`,
          pick.params,
        );
        if (!ids.length) return [];
        return db.query<OrderListRow>(
          orderRowsSql('SELECT unnest($1::int[]) AS delivery_order_id', '$2::timestamptz'),
          [ids.map((r) => r.delivery_order_id), now],
          { prepare: true },
        );
      }
      const page = pageParams(where, w, boundNow ? undefined : now);
      const t = boundNow ?? page.now!;
      return db.query<OrderListRow>(
        orderRowsSql(
          `SELECT o.delivery_order_id FROM delivery_orders o WHERE ${where.sql()}
            ORDER BY o.delivery_order_id ${w.order} ${page.window}`,
          t,
        ),
        page.params,
        { prepare: page.prepare },
      );
    },
    () =>
      found && !q.month && !q.statuses.length
        ? Promise.resolve(found.orders)
        : found || q.month
          ? countOf(db, 'delivery_orders o', where)
          : orderTotal(db, userId, q.statuses, now),
  );
  const out = rows.map((o): DeliveryOrderRow => {
    const { patient, base } = baseOf(asRead(o), clinic().visitOfColumns(o), clinic().patientOfColumns(o), visitOrdersOf(o.live_orders));
    return { ...base, patientName: patient.name, patientPhoneNo: patient.phoneNo };
  });
  return { rows: out, total };
}

/**
 * My orders reading as one of `wanted` (all when empty), from the counters: a stored status the
 * clock cannot move reads as itself; an unpaid one (0, 99: a doctor has a few at a time, the sweeper
 * moves the rest) is judged by its read status.
 */
async function orderTotal(db: Db, userId: number, wanted: number[], now: Date): Promise<number> {
  const counts = await bucketCounts(db, userId, 'orders');
  if (!wanted.length) return sumBuckets(counts);
  const clock: readonly number[] = CLOCK_STATUSES;
  const settled = sumBuckets(counts, (b) => !clock.includes(Number(b)) && wanted.includes(Number(b)));
  const [unpaid] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM delivery_orders o WHERE o.user_id = $1 AND o.status IN (${clock.join(', ')}) AND ${orderStatusSql(now)} = ANY($2::smallint[])`,
    [userId, wanted],
  );
  return settled + unpaid.n;
}

/**
 * GET /delivery/order/draft/list: my drafts by patient (name, phone) or recipient phone and month,
 * newest first. A keyword's patients are looked up once, as for orders; a draft matches by its
 * patient or by its recipient's phone (one GIN lookup). A keyword alone is totalled from the
 * patients' draft counts plus the drafts found by phone alone.
 */
export function listDrafts(db: Db, userId: number, q: ListQuery, now: Date) {
  return withKeyword(db, userId, q.search, { phoneOnly: !q.month }, (found) => readDrafts(db, userId, q, now, found));
}

async function readDrafts(db: Db, userId: number, q: ListQuery, now: Date, found: KeywordPatients | undefined) {
  const where = new Where(userId, 'd.user_id = $1');
  let walk = false;
  let keywordTotal: number | undefined;
  if (found) {
    let matched = found.drafts;
    if (!q.month) {
      matched += found.phoneOnly!;
      if (found.phoneOnly! < PHONE_ONLY_CAP) keywordTotal = matched;
    }
    const kw = where.bind(q.search);
    const ids = `${where.bind(found.ids)}::int[]`;
    // Many matching drafts: the page walks the doctor's index newest first against a hashed set of
    // the patients and the phone included in the index, and stops after the page. Few, or a
    // month: both index lookups, planned for this keyword.
    walk = !q.month && matched >= KEYWORD_WALK_MIN_ROWS;
    where.and(
      walk ? `(d.patient_id IN (SELECT unnest(${ids})) OR strpos(d.recipient_phone, ${kw}) > 0)` : `(d.patient_id = ANY(${ids}) OR ${recipientPhoneSql(kw)})`,
    );
  }
  where.month(q.month, 'd.updated_at');
  const [rows, total] = await pageAndTotal(
    q,
    (w) => {
      const page = pageParams(where, w, now);
      return db.query<DraftRow & { live_orders: LiveOrdersColumn }>(
        `WITH page AS (SELECT d.draft_id FROM delivery_drafts d WHERE ${where.sql()}
                        ORDER BY d.updated_at ${w.order}, d.draft_id ${w.order} ${page.window})
         SELECT d.*, ${clinic().visitColumnsSql()}, ${clinic().patientColumnsSql()}, ${liveOrdersColumnSql('d.visit_record_id', page.now!)} AS live_orders
           FROM page JOIN delivery_drafts d USING (draft_id)
           JOIN visit_records v ON v.visit_record_id = d.visit_record_id JOIN patients p ON p.patient_id = v.patient_id
          ORDER BY d.updated_at DESC, d.draft_id DESC`,
        page.params,
        // A rare keyword's page is planned for its ids and keyword: in a kept plan PostgreSQL
        // would compute patient_keyword_grams($1, kw) again for every draft it rechecks.
        { prepare: page.prepare && (!found || walk) },
      );
    },
    () =>
      keywordTotal !== undefined
        ? Promise.resolve(keywordTotal)
        : found && !q.month
          ? walkedDraftsTotal(db, where, found)
          : found || q.month
            ? countOf(db, 'delivery_drafts d', where)
            : bucketCounts(db, userId, 'drafts').then((c) => sumBuckets(c)),
  );
  return { rows: rows.map((d) => draftOf(d, clinic().visitOfColumns(d), clinic().patientOfColumns(d), visitOrdersOf(d.live_orders))), total };
}

/**
 * A keyword in nearly every recipient's phone: its drafts' total walks the doctor's drafts once per
 * keyword version, kept with the lookup's answer when read at that answer's version.
 */
async function walkedDraftsTotal(db: Db, where: Where, found: KeywordPatients): Promise<number> {
  if (found.draftsTotal !== undefined) return found.draftsTotal;
  const { n, version } = await countAtVersion(db, 'delivery_drafts d', `${where.sql()}`, where.params);
  if (version === found.version) found.draftsTotal = n;
  return n;
}

/**
 * Whether a visit counts as paid in the prescribing list: settled (the clinic's rule), or a custom tea
 * paid through its delivery order (the visit itself stays created): 已完成 once that order reads
 * paid (1 to 5) or was refunded.
 */
const settledSql = (now: SqlTime) => `(${clinic().settledSql} OR (v.kind = 'customTea' AND EXISTS (
    SELECT 1 FROM delivery_orders o WHERE o.visit_record_id = v.visit_record_id
      AND (${orderStatusSql(now)} BETWEEN 1 AND 5 OR EXISTS (SELECT 1 FROM delivery_refunds r WHERE r.delivery_order_id = o.delivery_order_id)))))`;

/**
 * GET /health/v1/prescription/order: the visit records of part 1 (created → 0 待支付, paid or
 * prescribed → 1 已完成, cancelled by the doctor or 24 hours after pricing → 2 已取消, derived as of
 * `now`), by status, patient keyword and month, newest first.
 */
export function listPrescribingOrders(db: Db, userId: number, q: ListQuery & { status?: number; now: Date }) {
  return withKeyword(db, userId, q.search, { phoneOnly: false }, (found) => readPrescribingOrders(db, userId, q, found));
}

async function readPrescribingOrders(db: Db, userId: number, q: ListQuery & { status?: number; now: Date }, found: KeywordPatients | undefined) {
  const where = new Where(userId, 'v.user_id = $1');
  // The clock's time is bound where the filter needs it, as in listOrders: the page is prepared.
  let boundNow: string | undefined;
  const now = () => (boundNow ??= `${where.bind(q.now)}::timestamptz`);
  // 待支付 repeats state = 'created' so the partial index of created visits serves it.
  const { cancelledSql, visitStates } = clinic();
  if (q.status === 0) where.and(`v.state = '${visitStates.unpaid}' AND NOT ${settledSql(now())} AND NOT ${cancelledSql(now())}`);
  else if (q.status === 1) where.and(settledSql(now()));
  else if (q.status === 2) where.and(cancelledSql(now()));
  const keyword = found && keywordCondition(where, 'v.patient_id', found, found.visits, q.status === undefined && !q.month);
  if (keyword) where.and(keyword.sql);
  where.month(q.month, 'v.created_at');
  const total = () =>
    found && !q.month && q.status === undefined
      ? Promise.resolve(found.visits)
      : found || q.month || !(q.status === undefined || q.status === 1 || q.status === 2)
        ? countOf(db, 'visit_records v', where)
        : visitTotal(db, userId, q.status, settledSql(q.now), cancelledSql(q.now));
  type Row = {
    visit_record_id: number;
    patient_id: number;
    kind: string;
    created_at: Date;
    price_fen: number;
    p_name: string;
    p_phone: string;
    settled: boolean;
    cancelled: boolean;
  };
  const [rows, n] = await pageAndTotal(
    q,
    (w) => {
      const page = pageParams(where, w, boundNow ? undefined : q.now);
      const t = boundNow ?? page.now!;
      return db.query<Row>(
        `WITH page AS (SELECT v.visit_record_id FROM visit_records v WHERE ${where.sql()}
                        ORDER BY v.visit_record_id ${w.order} ${page.window})
         SELECT v.visit_record_id, v.patient_id, v.kind, v.created_at, v.price_fen,
                p.name AS p_name, p.phone_no AS p_phone, ${settledSql(t)} AS settled, ${cancelledSql(t)} AS cancelled
           FROM page JOIN visit_records v USING (visit_record_id) JOIN patients p ON p.patient_id = v.patient_id
          ORDER BY v.visit_record_id DESC`,
        page.params,
        { prepare: page.prepare && (!keyword || keyword.walk) },
      );
    },
    total,
  );
  return {
    rows: rows.map((v): PrescribingOrder => {
      const status: PrescribingOrderStatus = v.settled ? 1 : v.cancelled ? 2 : 0;
      return {
        visitRecordId: v.visit_record_id,
        patientId: v.patient_id,
        prescriptionType: clinic().typeOf(v.kind),
        patientName: v.p_name,
        patientPhoneNo: v.p_phone,
        createTimeString: time(v.created_at),
        price: v.price_fen,
        status,
        statusDesc: prescribingStatus(status).text,
      };
    }),
    total: n,
  };
}

/**
 * My visits of prescribing status 1 or 2 (all when undefined), from the counters: paid and
 * prescribed visits are 已完成 and cancelled ones 已取消 whatever the clock; a created one (unpaid,
 * or a custom tea paid through its order) is judged one by one.
 */
async function visitTotal(db: Db, userId: number, status: 1 | 2 | undefined, settled: string, cancelled: string): Promise<number> {
  const counts = await bucketCounts(db, userId, 'visits');
  if (status === undefined) return sumBuckets(counts);
  const states = clinic().visitStates;
  const [created] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM visit_records v WHERE v.user_id = $1 AND v.state = '${states.unpaid}' AND ${status === 1 ? settled : cancelled}`,
    [userId],
  );
  const counted = (b: string) => (status === 1 ? (states.settled as readonly string[]).includes(b) : b === states.cancelled);
  return sumBuckets(counts, counted) + created.n;
}
