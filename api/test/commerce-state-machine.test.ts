import { canModifyAddress } from '@tcm/shared/commerce';
import { DELIVERY_STATUS_VIEW } from '@tcm/shared/codes';
import type { DeliveryStatus } from '@tcm/shared/contract';
import { DELIVERY_TRANSITIONS, canMove, nextDeliveryStatus, refusal, type DeliveryEvent } from '../src/commerce/deliveryStateMachine';

/** The delivery order's table (spec 3 §4): every move it allows, every one it refuses. */
const STATUSES = [0, 1, 2, 3, 4, 5, -1, -2, -3, -4, -5, -6, 99] as DeliveryStatus[];

const EXPECTED: Record<DeliveryEvent, [DeliveryStatus, DeliveryStatus][]> = {
  pay: [
    [0, 1],
    [99, 1],
  ],
  payFail: [
    [0, 99],
    [99, 99],
  ],
  dispense: [[1, 2]],
  decoct: [[2, 3]],
  ship: [[3, 4]],
  deliver: [[4, 5]],
  expire: [
    [0, -1],
    [99, -1],
  ],
  cancel: [
    [0, -2],
    [99, -2],
  ],
  refund: [
    [1, -3],
    [2, -3],
    [3, -3],
  ],
  reject: [
    [1, -4],
    [2, -4],
  ],
  outOfStock: [
    [1, -5],
    [2, -5],
  ],
  returnParcel: [[4, -6]],
  modifyAddress: [
    [0, 0],
    [99, 99],
    [1, 1],
    [2, 2],
    [3, 3],
  ],
};

describe('delivery state machine', () => {
  it.each(Object.keys(EXPECTED) as DeliveryEvent[])('%s moves exactly as listed and refuses everything else', (event) => {
    const allowed = new Map(EXPECTED[event]);
    for (const s of STATUSES) {
      if (allowed.has(s)) {
        expect(nextDeliveryStatus(s, event)).toBe(allowed.get(s));
        expect(canMove(s, event)).toBe(true);
      } else {
        expect(() => nextDeliveryStatus(s, event)).toThrow(refusal(s, event));
        expect(canMove(s, event)).toBe(false);
      }
    }
  });

  it('has no event outside the expected list', () => {
    expect(Object.keys(DELIVERY_TRANSITIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('refuses in Chinese naming the state and the move', () => {
    expect(refusal(4, 'refund')).toBe('订单已发货，不能退款');
    expect(refusal(-1, 'pay')).toBe('订单已取消（超时未支付），不能支付');
  });

  it('agrees with the pages: the address where spec 3 §4 allows', () => {
    for (const s of STATUSES) {
      expect(canMove(s, 'modifyAddress')).toBe(canModifyAddress(s));
      expect(DELIVERY_STATUS_VIEW[s].text).toBeTruthy();
    }
  });
});
