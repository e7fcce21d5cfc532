import { useCallback, useEffect, useMemo, useState } from 'react';
import { isPayable } from '@tcm/shared/commerce';
import { useCountdownClock } from '../../common/useCountdownClock';

export type OrderState<O> = { kind: 'loading' } | { kind: 'ready'; order: O } | { kind: 'failed' };

/**
 * One delivery order read by `load`, again on `reload` and when its pay countdown reaches zero
 * (spec 3 §4); `now` ticks each second while it counts down. A failed reload keeps what was shown.
 */
export function useOrderDetail<O extends { status: number; payCountdown: number }>(orderId: string, load: (orderId: string) => Promise<O>) {
  const [state, setState] = useState<OrderState<O>>(orderId ? { kind: 'loading' } : { kind: 'failed' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!orderId) return undefined;
    let live = true;
    load(orderId)
      .then((order) => live && setState({ kind: 'ready', order }))
      .catch(() => live && setState((s) => (s.kind === 'ready' ? s : { kind: 'failed' })));
    return () => {
      live = false;
    };
    // `load` is a module function: the order id and the version decide when to read.
  }, [orderId, version]);

  const order = state.kind === 'ready' ? state.order : null;
  const deadlines = useMemo(() => (order && isPayable(order.status) ? [order.payCountdown] : []), [order]);
  const now = useCountdownClock(deadlines, reload);
  return { state, reload, now };
}
