import { call, type Medicine, type SelfComposedPrescription, type SelfComposedRequest, type SelfComposedResult } from '@tcm/shared';
import { SELF_MSG } from '../components/selfComposed/composeRules';

/** One page of the herb catalogue matching characters or pinyin initials, best match first. */
export async function searchMedicines(keyword: string, pageSize = 10, signal?: AbortSignal): Promise<Medicine[]> {
  const body = await call('GET /medicine/list', { keyword, pageNum: 1, pageSize }, { quiet: true, signal });
  return body.rows;
}

/** Submits the composed prescription (spec 3 §7): the server checks it again, stores and prices it. */
export async function submitSelfComposed(req: SelfComposedRequest): Promise<SelfComposedResult> {
  const body = await call('POST /health/v2/prescription/self/image', req, { fallback: SELF_MSG.submitFailed });
  return body.data;
}

/** The stored self-composed prescription (details page, after a reload or a replacement). */
export async function fetchSelfComposed(visitRecordId: number): Promise<SelfComposedPrescription> {
  const body = await call('POST /health/v2/prescription/self/info', { visitRecordId }, { fallback: SELF_MSG.prescriptionFailed });
  return body.data;
}
