/** Test helper (jest only, never bundled): the mocked shared `call` answered from a table. */
import { ApiError, call, type CallKey, type CallRequest, type CallResponse } from '@tcm/shared';

type Responder<K extends CallKey> = CallResponse<K> | Error | ((req: CallRequest<K>) => CallResponse<K> | Promise<CallResponse<K>>);

export type CallTable = { [K in CallKey]?: Responder<K> };

/** The mocked `call` (see mockShared). */
export const callMock = call as jest.MockedFunction<typeof call>;

/** Answers each call key from the table; an Error is thrown as the call's failure. */
export function respond(table: CallTable): void {
  callMock.mockImplementation((async (key: CallKey, req: unknown) => {
    if (!(key in table)) throw new Error(`unexpected call ${key}`);
    const r = table[key] as unknown;
    if (r instanceof Error) throw r;
    return typeof r === 'function' ? (r as (q: unknown) => unknown)(req) : r;
  }) as unknown as typeof call);
}

/** A call the server answered with a failure code (the real client has already toasted it). */
export function apiError(msg = '服务异常'): ApiError {
  return new ApiError(500, msg, { code: 500, msg });
}

/** The requests made for one key, in order. */
export function requestsOf<K extends CallKey>(key: K): CallRequest<K>[] {
  return callMock.mock.calls.filter(([k]) => k === key).map(([, req]) => req as CallRequest<K>);
}
