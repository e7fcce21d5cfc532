import { useCallback, useMemo } from 'react';
import { reloadLoads, useLoad } from '@tcm/shared';
import { isPayable } from '@tcm/shared/commerce';
import { useCountdownClock } from '../useCountdownClock';

/** The key prefix of everything read about one order (its detail, its tracking): `reload` reads them all again. */
export const orderKey = (orderId: string) => `order:${orderId}:`;

/**
 * One delivery order read by `load`, again on `reload` (after 修改地址, 申请退款) and when its pay
 * countdown reaches zero (spec 3 §4); `now` ticks each second while it counts down. A failed reload
 * keeps what was shown.
 */
export function useOrderDetail<O extends { status: number; payCountdown: number }>(
  orderId: string,
  load: (orderId: string, signal: AbortSignal) => Promise<O>,
) {
  const read = useLoad(orderId ? `${orderKey(orderId)}detail` : null, (signal) => load(orderId, signal));
  // The order changed on the server: its tracking (OrderStatusSection) is read again with it.
  const reload = useCallback(() => reloadLoads(orderKey(orderId)), [orderId]);

  const order = read.data ?? null;
  const deadlines = useMemo(() => (order && isPayable(order.status) ? [order.payCountdown] : []), [order]);
  const now = useCountdownClock(deadlines, reload);
  return { state: read.state, reload, now };
}
