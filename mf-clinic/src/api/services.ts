import { call, FALLBACK, readDraft, writeDraft, type AcupointDetail, type CustomTeaServiceResult, type ServiceCalls, type ServiceResult } from '@tcm/shared';
import { serviceRequest, type ServiceSession } from '@tcm/shared/clinic';

/** The seven service calls (spec 3 §7 Services); the acupoint list is the other key of ServiceCalls. */
type ServiceCallKey = Exclude<keyof ServiceCalls, 'GET /business/acupointDetails/listAll'>;

/**
 * Runs a service for what the start page collected: the call and body come from the shared table
 * (toPredictDay YYYYMMDD + predictDays for 1 and 9, toDoDay + takeDays otherwise). A refusal has
 * already been shown by the HTTP client (the server's msg, else 服务异常，请联系管理员).
 */
export async function runService(session: ServiceSession): Promise<ServiceResult | CustomTeaServiceResult> {
  const { call: key, body } = serviceRequest(session);
  const answer = await call(key as ServiceCallKey, body, { fallback: FALLBACK.service });
  return answer.data;
}

/** Service 9 answers a visit record for the custom tea pages. */
export function isCustomTeaResult(result: ServiceResult): result is CustomTeaServiceResult {
  return typeof (result as Partial<CustomTeaServiceResult>).visitRecordId === 'number';
}

let acupoints: Promise<AcupointDetail[]> | null = null;

/**
 * Every acupoint's details (GET /business/acupointDetails/listAll), loaded once: kept for this page
 * load in memory and for the tab's session in session storage, so a reload of the result page or a
 * second result does not fetch the 361 points again. A failure is not kept: the next call asks again.
 */
export function loadAcupoints(): Promise<AcupointDetail[]> {
  if (acupoints) return acupoints;
  const stored = readDraft('acupointDetails');
  if (Array.isArray(stored) && stored.length) {
    acupoints = Promise.resolve(stored);
    return acupoints;
  }
  acupoints = call('GET /business/acupointDetails/listAll', undefined, { fallback: FALLBACK.service }).then(
    (answer) => {
      const list = answer.data ?? [];
      try {
        writeDraft('acupointDetails', list);
      } catch {
        // A full session storage only costs a second fetch after a reload.
      }
      return list;
    },
    (error: unknown) => {
      acupoints = null;
      throw error;
    },
  );
  return acupoints;
}

/** Tests only: forget the in-memory copy (session storage is cleared by the test itself). */
export function forgetAcupoints(): void {
  acupoints = null;
}
