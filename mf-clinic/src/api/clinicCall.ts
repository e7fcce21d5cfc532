import { call, type CallKey, type CallRequest, type CallResponse } from '@tcm/shared';
import { CLINIC_FALLBACK } from '@tcm/shared/clinic';

/** The calls whose answer carries `data`. */
type DataCallKey = { [K in CallKey]: CallResponse<K> extends { data: unknown } ? K : never }[CallKey];
type DataOf<K extends CallKey> = Extract<CallResponse<K>, { data: unknown }>['data'];

/**
 * One consultation call; a refusal without a message of its own is toasted with spec 2 §8's
 * fallback for that kind of call (price, pay, prescription, replace). Every call of the consultation
 * flows goes through here, so each flow's api file names only its route and its types.
 */
export function clinicCall<K extends CallKey>(key: K, req: CallRequest<K>, fallback: keyof typeof CLINIC_FALLBACK): Promise<CallResponse<K>> {
  return call(key, req, { fallback: CLINIC_FALLBACK[fallback] });
}

/** A consultation call answered by its `data`. */
export async function clinicData<K extends DataCallKey>(key: K, req: CallRequest<K>, fallback: keyof typeof CLINIC_FALLBACK): Promise<DataOf<K>> {
  const body = (await clinicCall(key, req, fallback)) as Extract<CallResponse<K>, { data: unknown }>;
  return body.data;
}
