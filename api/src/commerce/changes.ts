import { type RecipientValues } from '@tcm/shared/commerce';
import { one, type Db } from '../platform/db';
import { fail } from '../platform/http/errors';
import { applyDeliveryEvent, nextDeliveryStatus } from './deliveryStateMachine';
import { COMMERCE_MSG } from './messages';

import { expireIfDue, giveBackCharge, ownedOrder } from './orders';
import { formAddress } from './placement';

// The user's changes of an order: the recipient (spec 3 §4 modifyAddress) and the refund.

/** Spec 3 §4: the recipient may change in 0, 99, and while refundFlag is Y (the table's modifyAddress). */
export async function modifyAddress(db: Db, userId: number, orderId: string, input: RecipientValues, now: Date): Promise<void> {
  if (!orderId) return fail(COMMERCE_MSG.orderIdRequired);
  const row = await expireIfDue(db, await ownedOrder(db, userId, orderId), now);
  await db.transaction(async (tx) => {
    const cur = await ownedOrder(tx, userId, orderId, { lock: true });
    const refunded = await one(tx, 'SELECT 1 FROM delivery_refunds WHERE delivery_order_id = $1', [cur.delivery_order_id]);
    // The state check first: a shipped order answers why, whatever the form says.
    nextDeliveryStatus(refunded ? -3 : cur.status, 'modifyAddress');
    const address = formAddress(
      { ...input, form: cur.form, deliveryId: cur.delivery_id, formCount: cur.form_count, quantityDispensed: cur.quantity_dispensed, remark: '' },
      'submit',
    );
    await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, 'modifyAddress', now, {
      recipient_name: input.recipientName!.trim(),
      recipient_phone: input.recipientPhone!.trim(),
      ...address,
      zip_code: (input.zipCode ?? row.zip_code).trim(),
    });
  });
}

/**
 * Refund while refundFlag is Y: once, whatever the number of requests (the status move and the
 * refunds row). What goes back is what the charged payment took (its ledger entry says so too).
 */
export async function refundOrder(db: Db, userId: number, orderId: string, now: Date): Promise<void> {
  if (!orderId) return fail(COMMERCE_MSG.orderIdRequired);
  await ownedOrder(db, userId, orderId);
  await db.transaction(async (tx) => {
    const cur = await ownedOrder(tx, userId, orderId, { lock: true });
    await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, 'refund', now);
    await giveBackCharge(tx, cur, -3, `user:${userId}`, now, COMMERCE_MSG.refunded);
  });
}
