import type { DeliveryStatus, Doctor } from '@tcm/shared/contract';
import type { Queryable } from '../platform/db';
import { port } from '../platform/ports';
import type { PrescriptionCore } from './visits';

/** What the clinic asks of the account and the certification: who may prescribe, and whose name signs a sheet. */
export interface Prescribers {
  /** The user's roles and doctor record, read afresh at every call (the prescribing rules of @tcm/shared/rules read them). */
  rightsOf(q: Queryable, userId: number): Promise<{ roles: string[]; doctor: Doctor | null }>;
  /** The name a prescription sheet signs with: the certified doctor's, else the account's ('' for none). */
  signatureName(q: Queryable, userId: number): Promise<string>;
}

export const prescribers = port<Prescribers>('clinic', 'prescribers');

/** A prescription's live delivery order (spec 3 §3): paid, it locks the prescription (issue 20). */
export interface PrescriptionOrder {
  /** DO…, the order's public id. */
  deliveryOrderId: string;
  paid: boolean;
  /** Its status as read (at `now` for the reads, as stored inside the writes). */
  status: DeliveryStatus;
}

/** A visit's live orders by prescription number. */
export type VisitOrders = Map<number, PrescriptionOrder>;

/** A prescription's herbs changed (a replacement, a new weight): what its open order is re-priced from. */
export interface ChangedPrescription {
  visitRecordId: number;
  /** The prescription's number in the visit (the sheet's index). */
  no: number;
  /** A custom tea's order counts boxes, not doses. */
  customTea: boolean;
  /** Its herbs and numbers as they are now. */
  core: PrescriptionCore;
  /** Its herbs of one dose (a box for a custom tea) at the catalogue price, integer fen. */
  herbFenPerDose: number;
}

/** Why an order refused the change: paid (locked), a payment the provider is processing, or a sum over the cap. */
export type RepriceRefusal = 'paid' | 'paying' | 'tooLarge';

/** What the clinic asks of the commerce: the delivery orders of its visits' prescriptions. */
export interface PrescriptionOrders {
  /**
   * The live orders of visits (visit id → its orders): with `now` (the reads) as they read then, an
   * order past its deadline is no longer the prescription's; without it (inside the writes), as stored.
   */
  ordersOfVisits(q: Queryable, visitRecordIds: number[], now?: Date): Promise<Map<number, VisitOrders>>;
  /**
   * In the change's transaction (the visit locked): the prescription's orders locked and judged, its
   * open unpaid order re-priced; a refusal leaves everything as it was (the caller rolls back).
   */
  reprice(tx: Queryable, change: ChangedPrescription, now: Date): Promise<RepriceRefusal | undefined>;
}

export const deliveryOrders = port<PrescriptionOrders>('clinic', 'deliveryOrders');
