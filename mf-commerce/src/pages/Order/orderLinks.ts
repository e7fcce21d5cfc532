import type { DeliveryDraft, DeliveryOrderRow, PrescribingOrder } from '@tcm/shared';
import { teaConfirmPath, teaInfoPath, teaOrderPath } from '../../components/teaLinks';

/**
 * Where a completed prescribing order opens (spec 3 §2.6, §3): by prescriptionType, R → the custom
 * tea's info, S → the self-composed details, G → the general prescription, otherwise the portal's
 * own prescription result.
 */
export function prescribingResultPath(o: Pick<PrescribingOrder, 'visitRecordId' | 'patientId' | 'prescriptionType'>): string {
  const ids = `visitRecordId=${o.visitRecordId}&patientId=${o.patientId}`;
  switch (o.prescriptionType) {
    case 'R':
      return teaInfoPath(o.visitRecordId);
    case 'S':
      return `/handmadePrescriptionDetails?visitRecordId=${o.visitRecordId}`;
    case 'G':
      return `/GeneralPrescription?${ids}&prescriptionType=G`;
    default:
      return `/Prescription?${ids}`;
  }
}

/**
 * A draft continues on the delivery form (spec 3 §2.1: mode=1 loads the draft). The form finds the
 * visit in the session (as the prescription sheet's 配送 leaves it) and the prescription by index;
 * a custom tea's (type R) has its own form, which reads the visit from the address.
 */
export function draftContinuePath(d: Pick<DeliveryDraft, 'prescriptionNo' | 'type' | 'visitRecordId'>): string {
  if (d.type === 'R') return teaConfirmPath(d.visitRecordId, 1);
  return `/fulfillmentConfirm?mode=1&index=${d.prescriptionNo}`;
}

/** A delivery order's detail; a custom tea's (type R) has its own page (spec 3 §2.12). */
export const orderDetailPath = (o: Pick<DeliveryOrderRow, 'deliveryOrderId' | 'type'>) =>
  o.type === 'R' ? teaOrderPath(o.deliveryOrderId) : `/fulfillmentOrder?orderId=${encodeURIComponent(o.deliveryOrderId)}`;
