import type { z } from 'zod';
import { ACCOUNT_CALLS } from './account';
import { CLINIC_CALLS } from './clinic';
import { SERVICE_CALLS } from './services';
import { COMMERCE_CALLS } from './commerce';
import { OPS_CALLS } from './operations';

export * from './common';
export * from './account';
export * from './clinic';
export * from './services';
export * from './commerce';
export * from './operations';

/**
 * The run-time contract: every documented call of spec 1–3 §7 (and the calls the pages make beside
 * them, the portal's own telemetry and operations calls among them), keyed as `Calls` is (`METHOD
 * /path` after the `/api` prefix), with the schema of its request (the JSON body of a POST, the
 * query of a GET) and of its answer. The browser never imports this
 * (it would carry zod): tests, fixtures and the API do.
 */
export const CALL_SCHEMAS = { ...ACCOUNT_CALLS, ...CLINIC_CALLS, ...SERVICE_CALLS, ...COMMERCE_CALLS, ...OPS_CALLS } as const;

export type SchemaKey = keyof typeof CALL_SCHEMAS;
export type SchemaRequest<K extends SchemaKey> = z.infer<(typeof CALL_SCHEMAS)[K]['req']>;
export type SchemaResponse<K extends SchemaKey> = z.infer<(typeof CALL_SCHEMAS)[K]['res']>;

/** The schemas of a call, or undefined for a call without any (uploads, sandbox). */
export const schemasOf = (key: string): { req: z.ZodType; res: z.ZodType } | undefined =>
  (CALL_SCHEMAS as Record<string, { req: z.ZodType; res: z.ZodType }>)[key];

/** The first problems of a value against a schema, as `path: message` lines (for test failures). */
export function schemaProblems(schema: z.ZodType, value: unknown, max = 5): string[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.slice(0, max).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}
