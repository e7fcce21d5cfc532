import { type Load, useLoad } from '@tcm/shared';
import { useCallback } from 'react';
import { fetchBoundCard, fetchChannels } from '../../api/cashier';

export type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed' };

// A failed reload keeps what was shown: the channels and the card do not vanish for a hiccup.
const loaded = <T>(read: Load<T>): Loaded<T> =>
  read.data !== undefined ? { kind: 'ready', value: read.data } : read.failed ? { kind: 'failed' } : { kind: 'loading' };

/**
 * The channels and the bound card of the cashier, read side by side while `enabled`, and again on
 * `reload()` (after a card is bound, spec 3 §4). A failed read keeps what was shown before.
 */
export function useCashierData(enabled: boolean) {
  const channels = useLoad(enabled ? 'cashier:channels' : null, fetchChannels);
  const card = useLoad(enabled ? 'cashier:card' : null, fetchBoundCard);
  const { reload: reloadChannels } = channels;
  const { reload: reloadCard } = card;
  const reload = useCallback(() => {
    reloadChannels();
    reloadCard();
  }, [reloadChannels, reloadCard]);
  return { channels: loaded(channels), card: loaded(card), reload };
}
