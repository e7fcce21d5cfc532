/**
 * A check for tsc only (nothing imports this file): the types of `Calls` are derived from the
 * schemas, and this holds the two to the same calls. It lives apart from both so that neither
 * imports the other back (no import cycle, type imports included).
 */
import type { CallRequest, CallResponse } from './index';
import type { SchemaKey, SchemaRequest, SchemaResponse } from './schema';

// The schemas and the `Calls` table the browser is typed from must describe the same calls: tsc
// refuses a schema whose request or answer differs from its call's type in either direction.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** A key named here has a schema that differs from its `Calls` entry. */
type NoMismatch<K extends never> = K;
/** A call without input (`req: void`) has the empty object as its schema. */
type BodyOf<R> = [R] extends [void] ? Record<string, never> : R;
type Mismatch = {
  [K in SchemaKey]: Same<SchemaResponse<K>, CallResponse<K>> extends true ? (Same<SchemaRequest<K>, BodyOf<CallRequest<K>>> extends true ? never : K) : K;
}[SchemaKey];
export type SchemasMatchCalls = NoMismatch<Mismatch>;
