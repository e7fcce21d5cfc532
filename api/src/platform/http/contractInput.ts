import type { z } from 'zod';
import { schemasOf } from '@tcm/shared/contract/schema';
import { BadInput } from './errors';
import { fieldMeta, type InputSchema, type Shape } from './input';

/**
 * The input layer and the contract describe the same requests, and the contract is what the API
 * enforces. For every route of the contract (`route()`):
 *
 * - at registration, its readers (input.ts) are compared with the call's request schema of
 *   @tcm/shared/contract/schema, and the API refuses to start when they differ: a field the
 *   contract requires that no reader reads, a reader of a field the contract does not name, or a
 *   reader of another kind (text for a number…) (`assertReadsContract`);
 * - at run time, after the readers have checked a request (types, text hygiene, bounds), what they
 *   read (the body of a POST/DELETE, the query of a GET) is parsed with the call's request schema
 *   before the handler runs (`contractChecker`): a present value the schema refuses (a sex of '7',
 *   an unknown questionnaire group, a 饭中 take_time) answers HTTP 400 with a Chinese message naming
 *   the field by its reader's label (`性别不在可选范围内`, `处方格式不正确`). Missing or empty values
 *   pass on, so the handler still answers with the page's own 请输入…/请选择… in the spec's order.
 */

type Def = {
  type: string;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
};
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

type Issue = z.core.$ZodIssue;

/** Missing, null or blank: the handler's own 请输入…/请选择… answers it, not the contract check. */
const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), root);

/** The value is not one of a fixed set (z.enum, z.literal, a union of them, a discriminator). */
function isOutsideChoices(issue: Issue): boolean {
  if (issue.code === 'invalid_value') return true;
  if (issue.code !== 'invalid_union') return false;
  if (issue.discriminator !== undefined) return true;
  // A union of choices (payChannel: 1 | 3 | '1' | '3'): each option refuses the value itself, one of them as not a choice.
  const atRoot = (option: Issue[], codes: string[]) => option.some((inner) => inner.path.length === 0 && codes.includes(inner.code));
  return issue.errors.every((option) => atRoot(option, ['invalid_value', 'invalid_type'])) && issue.errors.some((option) => atRoot(option, ['invalid_value']));
}

function message(issue: Issue, label: string): string {
  const nested = issue.path.length > 1;
  if (!nested && isOutsideChoices(issue)) return `${label}不在可选范围内`;
  if (!nested && (issue.code === 'too_small' || issue.code === 'too_big')) return `${label}超出范围`;
  return `${label}格式不正确`;
}

/** Whether a dotted path (list indices left out) names a field of the schema. */
function names(schema: z.ZodType, steps: string[]): boolean {
  if (!steps.length) return true;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return names(def.innerType!, steps);
    case 'pipe':
      return names(def.in!, steps);
    case 'array':
      return names(def.element!, steps);
    case 'union':
      return def.options!.some((option) => names(option, steps));
    case 'object':
      return !!def.shape![steps[0]] && names(def.shape![steps[0]], steps.slice(1));
    case 'record':
      return names(def.valueType!, steps.slice(1));
    default:
      return false;
  }
}

/**
 * The run-time check of a contract route: throws BadInput for the first value the call's request
 * schema refuses, or does nothing (also for a route without a schema).
 *
 * Why the whole request is parsed and issues at empty values are dropped, rather than each field
 * on its own: the request schemas hold unions of objects (POST /login: an sms form and a password
 * form, told apart by `type`) and nested objects (the questionnaire, the self-composed
 * prescription) whose own fields may be missing too; zod reports each issue with its path, so one
 * rule ("an issue whose value is missing or blank is the handler's") covers all of them, at any
 * depth. The values parsed are the readers' output (trimmed, NFC, digits of a query as numbers):
 * what the handler gets is what the contract was checked against.
 */
export function contractChecker(key: string, input: InputSchema): (read: Record<string, unknown>) => void {
  const schemas = schemasOf(key);
  // A misspelt path would silently hand nothing to the handler: refuse it at registration.
  const unknown = (input.handlerAnswers ?? []).filter((path) => !schemas || !names(schemas.req, path.split('.')));
  if (unknown.length) throw new Error(`${key}: handlerAnswers names no field of the contract's request: ${unknown.join(', ')}`);
  if (!schemas) return () => undefined;
  const readers: Shape = (key.startsWith('GET ') ? input.query : input.body) ?? {};
  const handlerAnswers = new Set(input.handlerAnswers);
  const answeredByHandler = (path: readonly PropertyKey[]) => handlerAnswers.has(path.filter((step) => typeof step === 'string').join('.'));
  return (read) => {
    const parsed = schemas.req.safeParse(read);
    if (parsed.success) return;
    const issue = parsed.error.issues.find((found) => !isEmpty(valueAt(read, found.path)) && !answeredByHandler(found.path));
    if (!issue) return;
    const name = String(issue.path[0] ?? '');
    const label = (readers[name] && fieldMeta(readers[name])?.label) || name || '请求内容';
    throw new BadInput(message(issue, label));
  };
}
