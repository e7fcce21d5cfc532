import type { ExpressInfo } from '@tcm/shared/contract';
import { deliveryStatusText } from '@tcm/shared/codes';
import { type Db, type Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { applyDeliveryEvent } from './deliveryStateMachine';
import { sandboxExpress, type ExpressProvider } from './express';

import { COMMERCE_MSG } from './messages';
import { orderById, ownedOrder, reloadOrder, time, type OrderRow } from './orders';

// The courier's events (sandbox express): advancing, signing for, and the progress a user reads.

async function knownEvents(q: Queryable, pk: number) {
  return q.query<{ seq: number; context: string; at: Date }>('SELECT seq, context, at FROM express_events WHERE delivery_order_id = $1 ORDER BY seq', [pk]);
}

/** advance-express: the parcel's next tracking event now. */
export async function advanceExpress(db: Db, orderId: string, now: Date, express: ExpressProvider = sandboxExpress): Promise<string> {
  return db.transaction(async (tx) => {
    const cur = await orderById(tx, orderId, { lock: true });
    if (cur.status !== 4) fail(`订单${deliveryStatusText(cur.status)}，不能更新物流`);
    await catchUp(tx, cur, now, express);
    const known = await knownEvents(tx, cur.delivery_order_id);
    const next = express.next({ known, recipientCity: cur.city }, now) ?? fail('物流已到最后一站，请用 deliver-order 确认签收');
    await tx.query('INSERT INTO express_events (delivery_order_id, seq, context, at) VALUES ($1, $2, $3, $4)', [
      cur.delivery_order_id,
      known.length,
      next.context,
      next.at,
    ]);
    return next.context;
  });
}

/** deliver-order: signed for (4 → 5) with the courier's last event. */
export async function deliverOrder(db: Db, orderId: string, now: Date, express: ExpressProvider = sandboxExpress): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const cur = await orderById(tx, orderId, { lock: true });
    await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, 'deliver', now);
    await catchUp(tx, cur, now, express);
    const known = await knownEvents(tx, cur.delivery_order_id);
    await tx.query('INSERT INTO express_events (delivery_order_id, seq, context, at) VALUES ($1, $2, $3, $4)', [
      cur.delivery_order_id,
      known.length,
      express.delivered(cur.recipient_name),
      now,
    ]);
    return reloadOrder(tx, cur.delivery_order_id);
  });
}

/** Stores the events that became due by `now` (only while the parcel is on its way). */
async function catchUp(tx: Queryable, o: OrderRow, now: Date, express: ExpressProvider) {
  if (o.status !== 4 || !o.shipped_at) return;
  const known = await knownEvents(tx, o.delivery_order_id);
  let seq = known.length;
  for (const e of express.due(
    { shippedAt: new Date(o.shipped_at), known: known.map((k) => ({ seq: k.seq, at: new Date(k.at) })), recipientCity: o.city },
    now,
  )) {
    await tx.query('INSERT INTO express_events (delivery_order_id, seq, context, at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
      o.delivery_order_id,
      seq++,
      e.context,
      e.at,
    ]);
  }
}

/** GET /delivery/progress/{orderId}: one of my orders' courier and events. */
export async function orderProgress(db: Db, userId: number, orderId: string, now: Date): Promise<ExpressInfo> {
  if (!orderId) return fail(COMMERCE_MSG.orderIdRequired);
  return progressOf(db, await ownedOrder(db, userId, orderId), now);
}

/** /delivery/progress: the courier and its events, newest first (empty before shipping). */
export async function progressOf(db: Db, o: OrderRow, now: Date, express: ExpressProvider = sandboxExpress): Promise<ExpressInfo> {
  if (o.status === 4) await db.transaction((tx) => catchUp(tx, o, now, express));
  const events = await knownEvents(db, o.delivery_order_id);
  return {
    companyName: o.express_company,
    expressNo: o.express_no,
    data: events.reverse().map((e) => ({ context: e.context, time: time(e.at) })),
  };
}
