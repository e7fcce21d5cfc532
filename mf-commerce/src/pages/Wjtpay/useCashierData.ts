import { useCallback, useEffect, useState } from 'react';
import type { BoundCard, CashierChannel } from '@tcm/shared';
import { fetchBoundCard, fetchChannels } from '../../api/cashier';

export type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed' };

/**
 * The channels and the bound card of the cashier, loaded side by side while `enabled`, and again on
 * `reload()` (after a card is bound, spec 3 §4). A failed load keeps what was shown before.
 */
export function useCashierData(enabled: boolean) {
  const [channels, setChannels] = useState<Loaded<CashierChannel[]>>({ kind: 'loading' });
  const [card, setCard] = useState<Loaded<BoundCard | null>>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    const keep = <T>(s: Loaded<T>): Loaded<T> => (s.kind === 'ready' ? s : { kind: 'failed' });
    fetchChannels()
      .then((value) => live && setChannels({ kind: 'ready', value }))
      .catch(() => live && setChannels(keep));
    fetchBoundCard()
      .then((value) => live && setCard({ kind: 'ready', value }))
      .catch(() => live && setCard(keep));
    return () => {
      live = false;
    };
  }, [enabled, version]);

  return { channels, card, reload };
}
