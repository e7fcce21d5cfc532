import fc from 'fast-check';
import { phoneMd5 } from '@tcm/shared/crypto';
import { fieldMeta, type FieldMeta, type Shape } from '../../src/platform/http/input';
import type { RouteEntry } from '../../src/platform/http/route';

/**
 * Requests generated from a route's input schema: for every field a mix of valid values (so the
 * handler's deeper rules run), wrong types, hostile text and out-of-range numbers, and missing
 * fields; plus whole-body mutations (not an object, not JSON, another content type).
 */

export interface FuzzRequest {
  method: string;
  url: string;
  query?: Record<string, string | string[]>;
  /** JSON-encodable body, or a raw payload with its content type. */
  body?: unknown;
  raw?: { payload: string | Buffer; contentType: string };
}

const CHINESE = '王五李时珍张仲景孙思邈中医药馆路街号省市区县东西南北黄芪当归甘草';
const safeText = (max: number) => fc.string({ unit: fc.constantFrom(...`${CHINESE}ABCxyz0189 -·（）`.split('')), minLength: 1, maxLength: Math.min(max, 24) });

/** Strings that have broken some server somewhere. */
const HOSTILE = [
  'a\u0000b',
  '\u0000',
  'x\u0007y',
  '\u202eevil',
  '\u2066王\u2069',
  '\u200b\u200c\u200d',
  '\ufeff',
  'x\ud800y',
  '\udfff',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%ff%fe',
  '%',
  '${7*7}',
  '__proto__',
  '1e308',
  '-0',
  'NaN',
  '😀'.repeat(50),
  '\u0301\u0301',
  '\r\n',
];

const longText = (max: number) => fc.constantFrom('路'.repeat(max + 1), 'x'.repeat(100_000));
const phone = fc.tuple(fc.integer({ min: 3, max: 9 }), fc.integer({ min: 0, max: 999_999_999 })).map(([p, n]) => `1${p}${String(n).padStart(9, '0')}`);
const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.integer(),
  fc.constant(1e308),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1, maxKeys: 3 }),
);

function validValue(meta: FieldMeta): fc.Arbitrary<unknown> {
  switch (meta.kind) {
    case 'json':
      return fc.constant(meta.example);
    case 'text':
      return meta.label === '手机号' ? phone : fc.oneof(meta.example ? fc.constant(meta.example) : safeText(meta.max), safeText(meta.max));
    case 'secret':
      return fc.oneof(
        fc.constant('tcm123456'),
        // eslint-disable-next-line no-control-regex -- a password with a control character is refused; this arbitrary makes valid ones
        fc.string({ minLength: 6, maxLength: 20 }).filter((s) => !/[\u0000-\u001f\u007f-\u009f]/.test(s)),
      );
    case 'int':
      return fc.oneof(fc.integer({ min: meta.min, max: Math.min(meta.max, meta.min + 20) }), fc.integer({ min: meta.min, max: meta.max }));
    case 'enum':
      return fc.constantFrom(...meta.values);
  }
}

function invalidString(meta: FieldMeta): fc.Arbitrary<string> {
  const max = meta.kind === 'int' || meta.kind === 'enum' || meta.kind === 'json' ? 32 : meta.max;
  const numeric =
    meta.kind === 'int' ? [fc.constantFrom(String(meta.min - 1), String(meta.max + 1), '1e20', '99999999999999999999', '1.5', '-1', 'abc', ' ', '0x10')] : [];
  return fc.oneof(fc.constantFrom(...HOSTILE), longText(max), fc.string({ unit: 'binary', maxLength: 30 }), ...numeric);
}

/** A structured field's valid example with hostile text, a wrong type or absurd nesting somewhere inside. */
const badJson = (meta: Extract<FieldMeta, { kind: 'json' }>): fc.Arbitrary<unknown> => {
  let deep: unknown = 'x';
  for (let i = 0; i < 50; i++) deep = [deep];
  const example = meta.example as Record<string, unknown>;
  const keys = Object.keys(example ?? {});
  const replaced = (value: fc.Arbitrary<unknown>) =>
    keys.length ? fc.tuple(fc.constantFrom(...keys), value).map(([k, v]) => ({ ...example, [k]: v })) : value.map((v) => ({ v }));
  return fc.oneof(
    replaced(fc.oneof(fc.constantFrom(...HOSTILE), anyJson, fc.constant([{ key: '\u0000', value: ['\u202e'], options: [], must: 'yes' }]))),
    fc.constant({ deep }),
    fc.constant({ big: 'x'.repeat(meta.maxChars + 1) }),
    fc.constant({ ['\u0000']: 1 }),
    anyJson,
  );
};

/** A bad value for a field in a JSON body: hostile text or the wrong type. */
const badBodyValue = (meta: FieldMeta): fc.Arbitrary<unknown> =>
  meta.kind === 'json' ? fc.oneof(badJson(meta), invalidString(meta)) : fc.oneof({ arbitrary: invalidString(meta), weight: 2 }, anyJson);
const goodBodyValue = (meta: FieldMeta): fc.Arbitrary<unknown> => validValue(meta);

/** How a value travels in a query string or path (a structured one as its JSON text). */
const queryText = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

/** A bad value in a query string: only strings, or an array when the key is repeated. */
const badQueryValue = (meta: FieldMeta): fc.Arbitrary<string | string[]> =>
  fc.oneof({ arbitrary: invalidString(meta), weight: 3 }, fc.array(validValue(meta).map(queryText), { minLength: 2, maxLength: 3 }));
const goodQueryValue = (meta: FieldMeta): fc.Arbitrary<string | string[]> => validValue(meta).map(queryText);

/**
 * A record for a shape: all fields valid (some missing), or valid but for ONE hostile or
 * wrong-typed field (so each refusal is about that field and the rest of the handler is reached
 * otherwise), or every field drawn at random.
 */
function record<V>(shape: Shape, invalid: (m: FieldMeta) => fc.Arbitrary<V>, valid: (m: FieldMeta) => fc.Arbitrary<V>): fc.Arbitrary<Record<string, V>> {
  const metas = Object.entries(shape).map(([key, schema]) => {
    const meta = fieldMeta(schema);
    if (!meta) throw new Error(`field ${key} was not built with field.*: the fuzz suite cannot generate it`);
    return [key, meta] as const;
  });
  if (metas.length === 0) return fc.constant({});
  const build = (value: (m: FieldMeta) => fc.Arbitrary<V>) =>
    fc.record(Object.fromEntries(metas.map(([k, m]) => [k, fc.option(value(m), { nil: undefined, freq: 8 })]))).map((r) => {
      const out: Record<string, V> = {};
      for (const [k, v] of Object.entries(r)) if (v !== undefined) out[k] = v;
      return out;
    });
  // The fields' examples together form a request that passes every rule (a coherent region, say).
  const coherent = fc.record(
    Object.fromEntries(
      metas.map(([k, m]) => [
        k,
        (m.kind === 'text' && m.example && m.label !== '手机号') || (m.kind === 'int' && m.example !== undefined) ? fc.constant(m.example as V) : valid(m),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, V>>;
  const allValid = fc.oneof(build(valid), coherent);
  const oneBad = fc.tuple(allValid, fc.oneof(...metas.map(([k, m]) => invalid(m).map((v) => [k, v] as const)))).map(([r, [k, v]]) => ({ ...r, [k]: v }));
  const anything = build((m) => fc.oneof(valid(m), invalid(m)));
  return fc.oneof({ arbitrary: allValid, weight: 2 }, { arbitrary: oneBad, weight: 3 }, { arbitrary: anything, weight: 1 });
}

/** Where a form carries a phone and its md5, make them agree most of the time so the deeper rules run. */
function agreeOnPhone(fields: Record<string, unknown>): Record<string, unknown> {
  const phoneKey = ['username', 'telephone'].find((k) => typeof fields[k] === 'string');
  if (phoneKey && 'phoneMd5' in fields && typeof fields.phoneMd5 === 'string' && fields.phoneMd5.length < 32) {
    return { ...fields, phoneMd5: phoneMd5(fields[phoneKey] as string) };
  }
  return fields;
}

const BODY_MUTATIONS: fc.Arbitrary<FuzzRequest['raw'] | unknown[] | string | number | null>[] = [
  fc.constant([1, 2]),
  fc.constant('text'),
  fc.constant(42),
  fc.constant(null),
  fc.constant({ payload: '{"a":', contentType: 'application/json' }),
  fc.constant({ payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }),
  fc.constant({ payload: 'hello', contentType: 'text/plain' }),
  fc.constant({ payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' }),
  fc.constant({ payload: `{"x":"${'a'.repeat(2_000_000)}"}`, contentType: 'application/json' }),
];

function fillPath(url: string, params: Record<string, string | string[]>): string {
  // Named parameters (:id) and the wildcard of the file routes (/uploads/*).
  return url.replace(/:(\w+)|\*$/g, (_whole, named: string | undefined) => {
    const v = params[named ?? '*'];
    // A field's example (the coherent requests) may be a number: a path carries its text.
    const text = Array.isArray(v) ? v.join(',') : String(v ?? '');
    // '%..' values go in as they are (a raw NUL or invalid UTF-8 in the path); others byte by byte.
    if (text.startsWith('%')) return text;
    return [...Buffer.from(text, 'utf8')]
      .map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`))
      .join('');
  });
}

/** Requests for one route. */
export function requestsFor(route: RouteEntry): fc.Arbitrary<FuzzRequest> {
  const params = route.schema.params ? record(route.schema.params, badQueryValue, goodQueryValue) : fc.constant({});
  const query = route.schema.query ? record(route.schema.query, badQueryValue, goodQueryValue) : fc.constant({});
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body: fc.Arbitrary<Pick<FuzzRequest, 'body' | 'raw'>> = !hasBody
    ? fc.constant({})
    : fc.oneof(
        {
          arbitrary: (route.schema.body ? record(route.schema.body, badBodyValue, goodBodyValue) : fc.constant({})).map((b) => ({ body: agreeOnPhone(b) })),
          weight: 8,
        },
        {
          arbitrary: fc.oneof(...BODY_MUTATIONS).map((m) => (m && typeof m === 'object' && !Array.isArray(m) && 'contentType' in m ? { raw: m } : { body: m })),
          weight: 1,
        },
      );
  return fc.tuple(params, query, body).map(([p, q, b]) => ({
    method: route.method,
    url: fillPath(route.url, p),
    query: Object.keys(q).length ? (agreeOnPhone(q) as Record<string, string | string[]>) : undefined,
    ...b,
  }));
}

/** The upload route reads multipart itself: file names and contents instead of fields. */
export const uploadRequests: fc.Arbitrary<{ fileName: string; content: Buffer; field: string }> = fc.record({
  fileName: fc.oneof(
    fc.constantFrom('cert.png', 'x\u0000y.png', '../../a.png', '证书.PNG', 'a.svg', '.png', ''),
    fc.string({ maxLength: 20 }).map((s) => `${s}.png`),
  ),
  content: fc.oneof(
    fc.constant(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')),
    fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
    fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
  ),
  field: fc.constantFrom('file', 'file', 'image'),
});

/** One line a person can read (and paste into curl) for a request. */
export function describe(req: FuzzRequest): string {
  const qs = req.query ? `?${new URLSearchParams(Object.entries(req.query).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]])))}` : '';
  const body = req.raw
    ? ` [${req.raw.contentType}] ${String(req.raw.payload).slice(0, 200)}`
    : req.body !== undefined
      ? ` ${JSON.stringify(req.body)?.slice(0, 400)}`
      : '';
  const line = `${req.method} ${req.url}${qs}${body}`;
  return line.length > 600 ? `${line.slice(0, 600)}… (${line.length} characters)` : line;
}
