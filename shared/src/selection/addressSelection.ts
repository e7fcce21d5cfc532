import type { DeliveryAddress } from '../contract';
import { navigateTo } from '../session/navigation';
import { safeInternalPath } from '../validators/safePath';

/**
 * Picking a delivery address on /address (select mode, spec 1 §2.8) for another page, e.g. the
 * commerce remote's delivery form. The two pages live in different remotes, so they meet only here:
 *
 *   1. the asking page calls `requestAddressSelection(returnTo)` (usually its own path + query);
 *   2. /address?mode=1&returnTo=… lists the addresses; 选择 calls `putSelectedAddress(address)` and
 *      goes back to `returnTo`;
 *   3. the asking page calls `takeSelectedAddress()` when it shows again (on mount, or on location
 *      change if it is kept alive), which returns the address once and forgets it.
 *
 * Session storage (not memory) so a reload between steps 2 and 3 loses nothing.
 */
export const SELECTED_ADDRESS_KEY = 'selectedAddress';
export const ADDRESS_PATH = '/address';
/** mode=1 is the spec's select mode of /address. */
export const ADDRESS_SELECT_MODE = '1';

/** The URL of the address page in select mode, returning to `returnTo` (a same-site path). */
export function addressSelectionUrl(returnTo: string): string {
  const query = new URLSearchParams({ mode: ADDRESS_SELECT_MODE });
  const back = safeInternalPath(returnTo);
  if (back) query.set('returnTo', back);
  return `${ADDRESS_PATH}?${query.toString()}`;
}

/** Opens /address in select mode; the chosen address comes back through takeSelectedAddress(). */
export function requestAddressSelection(returnTo: string): void {
  // A stale choice from an abandoned earlier round must not be mistaken for this one's answer.
  sessionStorage.removeItem(SELECTED_ADDRESS_KEY);
  navigateTo(addressSelectionUrl(returnTo));
}

/** Where /address should go back to after a choice: the query's returnTo if it is a safe path. */
export function addressSelectionReturnTo(search: URLSearchParams | string): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeInternalPath(params.get('returnTo'));
}

/** Called by the address page when the user chooses a row. */
export function putSelectedAddress(address: DeliveryAddress): void {
  sessionStorage.setItem(SELECTED_ADDRESS_KEY, JSON.stringify(address));
}

function isDeliveryAddress(value: unknown): value is DeliveryAddress {
  if (!value || typeof value !== 'object') return false;
  const a = value as Record<string, unknown>;
  return (
    typeof a.deliveryAddressId === 'number' &&
    typeof a.receiverName === 'string' &&
    typeof a.phoneNo === 'string' &&
    typeof a.province === 'string' &&
    typeof a.city === 'string' &&
    typeof a.street === 'string'
  );
}

/** The address chosen on /address, once: it is removed as it is read. null when none (or unreadable). */
export function takeSelectedAddress(): DeliveryAddress | null {
  const raw = sessionStorage.getItem(SELECTED_ADDRESS_KEY);
  if (raw == null) return null;
  sessionStorage.removeItem(SELECTED_ADDRESS_KEY);
  try {
    const value: unknown = JSON.parse(raw);
    return isDeliveryAddress(value) ? value : null;
  } catch {
    return null;
  }
}
