import { readVisitDraft, removeVisitDraft, requestAddressSelection, takeSelectedAddress, writeVisitDraft, type DeliveryFormDraft } from '@tcm/shared';
import type { DeliveryFormValues } from '@tcm/shared/commerce';

/**
 * The delivery forms as the doctor left them, one per visit and prescription (issue 32): kept at
 * every change, so the trip to /address (select mode, spec 1 §2.8), a reload or an expired session
 * (the account logs in again and comes back) loses nothing; dropped when the order is placed.
 */
const formId = (visitRecordId: number, index: number) => `${visitRecordId}:${index}`;

export function keepForm(kept: DeliveryFormDraft): void {
  writeVisitDraft('deliveryForm', formId(kept.visitRecordId, kept.index), kept);
}

/** The form kept for this prescription, if any. */
export function keptForm(visitRecordId: number, index: number): DeliveryFormValues | null {
  const kept = readVisitDraft('deliveryForm', formId(visitRecordId, index));
  return kept && kept.visitRecordId === visitRecordId && kept.index === index ? kept.values : null;
}

/** The order is placed: the form is done with. */
export function dropKeptForm(visitRecordId: number, index: number): void {
  removeVisitDraft('deliveryForm', formId(visitRecordId, index));
}

/** Opens /address in select mode with the form kept; it comes back with the chosen address. */
export function leaveForAddress(kept: DeliveryFormDraft, returnTo: string): void {
  keepForm(kept);
  requestAddressSelection(returnTo);
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
