import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BadInput } from './errors';

/**
 * The one input layer. Every route declares the shape of its query, body and path parameters with
 * the field kinds below; `readInput` checks a request against it before the handler runs. One rule
 * for all routes:
 *
 * - Types are strict: a text field takes a string, a number field a number (or, in a query or path,
 *   a string of digits). Anything else (an object, an array, null, a boolean, a number for a text)
 *   is refused with HTTP 400 and a Chinese message naming the field. Nothing is coerced.
 * - A missing field reads as '' (text) or undefined (numbers), so the handler's own rules answer
 *   with the page's wording (请输入…) in the spec's order.
 * - Unknown fields are ignored and never reach a handler (the browser sends helpers like
 *   addressInfo; they are recomputed on the server, never stored).
 * - Text is trimmed (passwords excepted) and NFC-normalised; it is refused when it holds control
 *   characters or NUL, bidirectional overrides, lone surrogates or nothing but invisible characters.
 * - Numbers are safe integers within the field's bounds (page numbers too).
 *
 * On a route of the contract (`route()`), what the readers read is then parsed with the call's
 * request schema of @tcm/shared/contract/schema (contractInput.ts): a present value the contract
 * refuses (a sex of '7', a pay channel of 2, a questionnaire of the wrong form) is HTTP 400
 * `<label>不在可选范围内` / `<label>格式不正确`; missing and blank values still reach the handler.
 * So the order is: these readers (types, text hygiene, bounds), the contract, the handler.
 *
 * Business rules (phone formats, lengths the pages also check, states) stay in the handlers and
 * answer with the envelope `{code: 500, msg}` at HTTP 200, as the spec's pages expect.
 */

/** What the fuzz suite needs to generate valid and invalid values of a field. */
export type FieldMeta =
  | { kind: 'text'; label: string; max: number; multiline?: boolean; example?: string }
  | { kind: 'secret'; label: string; max: number }
  | { kind: 'int'; label: string; min: number; max: number; example?: number }
  | { kind: 'enum'; label: string; values: readonly string[] }
  | { kind: 'json'; label: string; maxChars: number; example: unknown };

const metaOf = new WeakMap<z.ZodType, FieldMeta>();
const tag = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => {
  metaOf.set(schema, meta);
  return schema;
};
export const fieldMeta = (schema: z.ZodType) => metaOf.get(schema);

// C0 and C1 controls; tab, CR and LF are allowed only in multi-line fields.
// eslint-disable-next-line no-control-regex -- the control characters are what this refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAK = /[\t\r\n]/;
// Bidirectional embeddings, overrides and isolates, and the marks (text that reads differently than it is stored).
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/;
const LONE_SURROGATE = /\p{Cs}/u;
const NON_CHARACTER = /[\ufffe\uffff]/;
// What remains invisible when printed: white space, zero-width characters, soft hyphen, BOM, fillers.
// eslint-disable-next-line no-misleading-character-class -- each combining or filler character is listed on its own, to be found alone
const INVISIBLE = /[\s\u00ad\u034f\u115f\u1160\u180e\u200b-\u200d\u2060-\u2064\u3164\ufeff\uffa0]/gu;

/** Why this text may not be stored, or undefined. Exported for the tests. */
export function textProblem(value: string, multiline = false): string | undefined {
  if (CONTROL.test(value) || (!multiline && LINE_BREAK.test(value))) return '含有不允许的控制字符';
  if (BIDI.test(value)) return '含有不允许的文字方向控制字符';
  if (LONE_SURROGATE.test(value) || NON_CHARACTER.test(value)) return '含有无效字符';
  if (value.length > 0 && value.replace(INVISIBLE, '') === '') {
    // Ordinary spaces read as an empty field; anything else invisible is a disguise.
    if (!/^[ \t\r\n\u00a0\u3000]*$/.test(value)) return '不能只包含不可见字符';
  }
  return undefined;
}

const length = (s: string) => [...s].length;

function textField(label: string, max: number, opts: { multiline?: boolean; trim?: boolean }) {
  return z.unknown().transform((value, ctx): string => {
    if (value === undefined) return '';
    if (typeof value !== 'string') {
      ctx.addIssue({ code: 'custom', message: `${label}格式不正确` });
      return z.NEVER;
    }
    const problem = textProblem(value, opts.multiline);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: `${label}${problem}` });
      return z.NEVER;
    }
    const normal = value.normalize('NFC');
    const out = opts.trim === false ? normal : normal.trim();
    if (length(out) > max) {
      ctx.addIssue({ code: 'custom', message: `${label}不能超过${max}个字符` });
      return z.NEVER;
    }
    return out;
  });
}

/** Up to 15 digits: anything longer is not a number this API counts to. */
const DIGITS = /^\d{1,15}$/;

function intField(label: string, min: number, max: number, invalid?: string) {
  return z.unknown().transform((value, ctx): number | undefined => {
    if (value === undefined || value === '') return undefined;
    const n = typeof value === 'number' ? value : typeof value === 'string' && DIGITS.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!Number.isSafeInteger(n)) {
      ctx.addIssue({ code: 'custom', message: invalid ?? `${label}格式不正确` });
      return z.NEVER;
    }
    if (n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `${label}超出范围（${min}～${max}）` });
      return z.NEVER;
    }
    return n;
  });
}

/** Nesting deeper than this is no form any page sends. */
const JSON_MAX_DEPTH = 6;

/** Why a structured value may not be accepted (its texts follow the text rules, multi-line allowed), or undefined. */
function jsonProblem(value: unknown, depth: number): string | undefined {
  if (depth > JSON_MAX_DEPTH) return '层级过深';
  if (typeof value === 'string') return textProblem(value, true);
  if (value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = jsonProblem(item, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const problem = textProblem(key) ?? jsonProblem(item, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  return '格式不正确';
}

/** Strings NFC-normalised (keys too), everything else as it came. */
function normaliseJson(value: unknown): unknown {
  if (typeof value === 'string') return value.normalize('NFC');
  if (Array.isArray(value)) return value.map(normaliseJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k.normalize('NFC'), normaliseJson(v)]));
  }
  return value;
}

function jsonField(label: string, maxChars: number) {
  return z.unknown().transform((value, ctx): unknown => {
    if (value === undefined) return undefined;
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: `${label}格式不正确` });
      return z.NEVER;
    }
    const problem = jsonProblem(value, 0);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: `${label}${problem}` });
      return z.NEVER;
    }
    if (JSON.stringify(value).length > maxChars) {
      ctx.addIssue({ code: 'custom', message: `${label}内容过长` });
      return z.NEVER;
    }
    return normaliseJson(value);
  });
}

/** The field kinds. Labels are the Chinese names users know the fields by. */
export const field = {
  /** One line of text, trimmed; '' when missing. */
  text: (label: string, max: number, example?: string) => tag(textField(label, max, {}), { kind: 'text', label, max, example }),
  /** Several lines (remarks): tab and line breaks allowed. */
  note: (label: string, max: number) => tag(textField(label, max, { multiline: true }), { kind: 'text', label, max, multiline: true }),
  /** Exactly as typed, spaces included (passwords); still no control characters. */
  secret: (label: string, max = 128) => tag(textField(label, max, { trim: false }), { kind: 'secret', label, max }),
  /**
   * A safe integer in [min, max]; undefined when missing. `invalid`: the page's own words for a
   * value that is no integer (e.g. 请输入正确的天数) instead of `<label>格式不正确`. `example`: a
   * value that makes sense with the other fields' examples (the fuzz suite's coherent requests).
   */
  int: (label: string, min: number, max: number, opts: { invalid?: string; example?: number } = {}) =>
    tag(intField(label, min, max, opts.invalid), { kind: 'int', label, min, max, example: opts.example }),
  /**
   * A JSON object a page sends as a whole (the questionnaire): only its form is checked here (an
   * object, texts without control characters, bounded depth and size); the handler checks its
   * content against the model. `example` is a valid value for the fuzz suite. undefined when missing.
   */
  json: (label: string, maxChars: number, example: unknown) => tag(jsonField(label, maxChars), { kind: 'json', label, maxChars, example }),
  /**
   * One of a fixed set of words; here it is only text. A wrong one is refused by the contract check
   * of a contract route (`<label>不在可选范围内`, HTTP 400); a blank one reaches the handler, which
   * knows the page's message for it (请选择…). The values let the fuzz suite hit the valid ones.
   */
  oneOf: <const V extends readonly string[]>(label: string, values: V) => tag(textField(label, 32, {}), { kind: 'enum', label, values }),
};

/** Page number and size of list calls: bounded, so OFFSET can never overflow. */
export const PAGE_NUM_MAX = 100_000;
export const pageFields = (maxSize = 100) => ({
  pageNum: field.int('页码', 1, PAGE_NUM_MAX),
  pageSize: field.int('每页条数', 1, maxSize),
});

export type Shape = Record<string, z.ZodType>;
export interface InputSchema {
  query?: Shape;
  body?: Shape;
  params?: Shape;
  /**
   * Contract routes only: the request fields (dotted paths, list indices left out, e.g.
   * 'prescriptionBody.take_time') whose wrong value the handler answers itself, because the spec
   * gives the page's message and its place in the order of checks; the run-time contract check
   * (contractInput.ts) leaves them to it.
   */
  handlerAnswers?: readonly string[];
}

type Out<S extends Shape | undefined> = S extends Shape ? { [K in keyof S]: z.output<S[K]> } : Record<string, never>;
export interface Input<S extends InputSchema> {
  query: Out<S['query']>;
  body: Out<S['body']>;
  params: Out<S['params']>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function readPart(shape: Shape | undefined, value: unknown, where: 'query' | 'body' | 'params'): Record<string, unknown> {
  if (!shape) return {};
  // An empty body (logout-style posts) is an empty object; any other non-object is not a form.
  const source = value === undefined || value === null ? {} : value;
  if (!isRecord(source)) throw new BadInput(where === 'body' ? '请求内容格式不正确' : '请求参数格式不正确');
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const parsed = schema.safeParse(Object.prototype.hasOwnProperty.call(source, key) ? source[key] : undefined);
    if (!parsed.success) throw new BadInput(parsed.error.issues[0]?.message ?? '请求参数格式不正确');
    out[key] = parsed.data;
  }
  return out;
}

/** Checks a request against its route's schema; throws BadInput (HTTP 400, Chinese msg). */
export function readInput<S extends InputSchema>(schema: S, req: FastifyRequest): Input<S> {
  return {
    params: readPart(schema.params, req.params, 'params'),
    query: readPart(schema.query, req.query, 'query'),
    body: readPart(schema.body, req.body, 'body'),
  } as Input<S>;
}

/** pageNum/pageSize as read by pageFields, with the list's default size. */
export function paging(q: { pageNum?: number; pageSize?: number }, defaultSize: number) {
  const pageNum = q.pageNum ?? 1;
  const pageSize = q.pageSize ?? defaultSize;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}
