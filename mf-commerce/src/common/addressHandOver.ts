import { readDraft, removeDraft, requestAddressSelection, takeSelectedAddress, writeDraft } from '@tcm/shared';
import type { DeliveryFormValues } from '@tcm/shared/commerce';

/**
 * The delivery forms' trip to /address in select mode (spec 3 §2.8): the form is kept in the
 * session while the user picks, and restored with the chosen address when the form shows again
 * for the same visit and prescription.
 */
export function leaveForAddress(kept: { visitRecordId: number; index: number; values: DeliveryFormValues }, returnTo: string): void {
  writeDraft('deliveryForm', kept);
  requestAddressSelection(returnTo);
}

/** The form kept when leaving for /address, if it is this prescription's; taken once either way. */
export function takeKeptForm(visitRecordId: number, index: number): DeliveryFormValues | null {
  const kept = readDraft('deliveryForm');
  removeDraft('deliveryForm');
  return kept && kept.visitRecordId === visitRecordId && kept.index === index ? kept.values : null;
}

/** The values with the recipient of the address chosen on /address, when one was chosen. */
export function withPickedAddress<V extends DeliveryFormValues>(values: V): V {
  const picked = takeSelectedAddress();
  if (!picked) return values;
  return {
    ...values,
    recipientName: picked.receiverName,
    recipientPhone: picked.phoneNo,
    province: picked.province,
    city: picked.city,
    county: picked.county ?? '',
    street: picked.street,
    zipCode: picked.zipCode ?? '',
  };
}
