import {
  call,
  type CommonPrescriptionResponse,
  type DeliveryCentre,
  type DeliveryDraft,
  type DraftInfoRequest,
  type DeliveryForm,
  type PlaceDeliveryRequest,
  type PlaceDeliveryResult,
  type SaveDraftRequest,
} from '@tcm/shared';
import { COMMERCE_FALLBACK } from './messages';

/** The herb forms a prescription of this type can be made into (spec 3 §7 Delivery placement). */
export async function fetchForms(type: string, signal?: AbortSignal): Promise<DeliveryForm[]> {
  const body = await call('GET /medicine/v2/forms/:type', undefined, { params: { type }, fallback: COMMERCE_FALLBACK.forms, signal });
  return body.data;
}

/** The delivery centres that make this form. */
export async function fetchCentres(formCode: string, signal?: AbortSignal): Promise<DeliveryCentre[]> {
  const body = await call('GET /delivery/getCurrentDeliveryDept', { formCode }, { fallback: COMMERCE_FALLBACK.centres, signal });
  return body.data;
}

export async function placeDelivery(req: PlaceDeliveryRequest): Promise<PlaceDeliveryResult> {
  const body = await call('POST /delivery/order/place', req, { fallback: COMMERCE_FALLBACK.place });
  return body.data;
}

/** The saved draft of this visit's prescription, or null. */
export async function fetchDraft(req: DraftInfoRequest, signal?: AbortSignal): Promise<DeliveryDraft | null> {
  const body = await call('POST /delivery/order/draft/info', req, { fallback: COMMERCE_FALLBACK.drafts, signal });
  return body.data;
}

export async function saveDraft(req: SaveDraftRequest): Promise<void> {
  await call('POST /delivery/order/draft/save', req, { fallback: COMMERCE_FALLBACK.saveDraft });
}

/** The visit's prescriptions, patient and type (any kind of visit; the clinic's general call). */
export async function fetchVisitPrescriptions(visitRecordId: number, signal?: AbortSignal): Promise<CommonPrescriptionResponse> {
  const body = await call('POST /health/v2/commonPrescription', { visitRecordId }, { fallback: COMMERCE_FALLBACK.detail, signal });
  return body.data;
}
