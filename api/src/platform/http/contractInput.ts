import type { z } from 'zod';
import { schemasOf } from '@tcm/shared/contract/schema';
import { fieldMeta, type InputSchema, type Shape } from './input';

/**
 * The input layer and the contract describe the same requests: when a route of the contract is
 * registered, its readers (input.ts) are compared with the call's request schema of
 * @tcm/shared/contract/schema, and the API refuses to start when they differ: a field the contract
 * requires that no reader reads, a reader of a field the contract does not name, or a reader of
 * another kind (text for a number…). The readers stay the ones that check a request at run time,
 * with their Chinese messages; this check keeps them from drifting from the contract's schemas.
 */

type Def = { type: string; innerType?: z.ZodType; options?: z.ZodType[]; values?: unknown[]; shape?: Record<string, z.ZodType>; in?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The JSON kinds a contract schema takes: string, number, boolean, object, array, null. */
function kinds(schema: z.ZodType): Set<string> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return kinds(def.innerType!);
    case 'pipe':
      return kinds(def.in!);
    case 'union':
      return new Set(def.options!.flatMap((option) => [...kinds(option)]));
    case 'literal':
      return new Set(def.values!.map((value) => (value === null ? 'null' : typeof value)));
    case 'enum':
      return new Set(['string']);
    case 'record':
      return new Set(['object']);
    default:
      return new Set([def.type]);
  }
}

const isOptional = (schema: z.ZodType) => defOf(schema).type === 'optional';

/** The request's fields and whether each is required (a union of objects: required in every option). */
function fieldsOf(schema: z.ZodType): Map<string, { schema: z.ZodType; required: boolean }> {
  const def = defOf(schema);
  const fields = new Map<string, { schema: z.ZodType; required: boolean }>();
  if (def.type === 'object') {
    for (const [name, field] of Object.entries(def.shape!)) fields.set(name, { schema: field, required: !isOptional(field) });
  } else if (def.type === 'union') {
    const options = def.options!.map(fieldsOf);
    for (const option of options) {
      for (const [name, field] of option) {
        fields.set(name, { schema: field.schema, required: options.every((o) => o.get(name)?.required) });
      }
    }
  }
  return fields;
}

/** What each reader kind of the input layer accepts on the wire. */
const READS: Record<string, string[]> = { text: ['string'], secret: ['string'], enum: ['string'], int: ['number', 'string'], json: ['object'] };

/** Why the route's readers differ from the call's request schema: one line per field; [] when they agree. */
export function inputDrift(key: string, input: InputSchema): string[] {
  const schemas = schemasOf(key);
  if (!schemas) return [];
  const readers: Shape = (key.startsWith('GET ') ? input.query : input.body) ?? {};
  const fields = fieldsOf(schemas.req);
  const drift: string[] = [];
  for (const [name, field] of fields) {
    const reader = readers[name];
    if (!reader) {
      if (field.required) drift.push(`${name}: required by the contract, read by no reader`);
      continue;
    }
    const meta = fieldMeta(reader);
    const wire = kinds(field.schema);
    if (meta && !READS[meta.kind]?.some((kind) => wire.has(kind))) drift.push(`${name}: the contract sends ${[...wire].join('|')}, the reader is ${meta.kind}`);
  }
  for (const name of Object.keys(readers)) if (!fields.has(name)) drift.push(`${name}: read, but not in the contract's request`);
  return drift;
}

/** Throws (at registration, so the API does not start) when a contract route's readers differ from its request schema. */
export function assertReadsContract(key: string, input: InputSchema): void {
  const drift = inputDrift(key, input);
  if (drift.length) throw new Error(`${key}: the input readers differ from @tcm/shared/contract/schema: ${drift.join('; ')}`);
}
