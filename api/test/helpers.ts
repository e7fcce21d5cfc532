import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { phoneMd5 } from '@tcm/shared/crypto';
import { DEMO_PASSWORD } from '@tcm/shared/demo';
import type { ApiEnvelope, CallKey, CallResponse, SmsType } from '@tcm/shared/contract';
import type { z } from 'zod';
import { schemaProblems } from '@tcm/shared/contract/schema';
import { buildApp, type ApiOptions } from '../src/app';

/** PGlite's first start (initdb) takes a few seconds, more when test files start in parallel. */
export const STARTUP_MS = 60_000;

/** A controllable clock: starts at a fixed instant (10:00 Beijing time) and moves only when told. */
export class TestClock {
  private t: number;
  constructor(start = Date.parse('2026-11-20T02:00:00Z')) {
    this.t = start;
  }
  now = () => new Date(this.t);
  advance(ms: number) {
    this.t += ms;
  }
}

export interface TestApi {
  app: FastifyInstance;
  clock: TestClock;
  dir: string;
  /** What the answer check (ApiOptions.checkAnswers) found since it was last emptied. */
  contractProblems: string[];
  close(): Promise<void>;
}

const API_ROOT = path.resolve(__dirname, '..');
const TEMPLATE_PREFIX = 'tcm-api-template-';

/** Changes whenever anything that shapes a fresh database changes (schema, seed, code). */
function sourceHash(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(file).update(fs.readFileSync(file));
    }
  };
  walk(path.join(API_ROOT, 'src'));
  walk(path.join(API_ROOT, 'migrations'));
  // The seed reads @tcm/shared's lists too (the demo accounts, the home content).
  walk(path.join(API_ROOT, '..', 'shared', 'src'));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated and seeded PGlite folder, built once per source version and copied for each test
 * file: initdb alone takes seconds, copying takes milliseconds. Parallel workers may both build it
 * the first time; the rename decides which copy is kept.
 */
async function templateDir(): Promise<string> {
  const final = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${sourceHash()}`);
  if (fs.existsSync(final)) return final;
  const building = fs.mkdtempSync(`${final}-building-`);
  const app = await buildApp({ dataDir: path.join(building, 'db'), uploadDir: path.join(building, 'uploads'), sandbox: true, now: new TestClock().now });
  await app.close();
  try {
    fs.renameSync(building, final);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
  for (const old of fs.readdirSync(os.tmpdir())) {
    if (old.startsWith(TEMPLATE_PREFIX) && !old.includes('-building-') && path.join(os.tmpdir(), old) !== final) {
      fs.rmSync(path.join(os.tmpdir(), old), { recursive: true, force: true });
    }
  }
  return final;
}

/**
 * TEST_DATABASE_URL=postgres://user@host:port/db runs the suite on a PostgreSQL server instead of
 * PGlite: each test file gets its own new database there, dropped afterwards.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tcm_test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withAdmin(async (c) => void (await c.query(`DROP DATABASE IF EXISTS ${name}`))) };
}

/**
 * One app per test file on its own database: a copy of the seeded PGlite template, with `fresh`
 * an empty PGlite folder that buildApp migrates and seeds itself, or a new PostgreSQL database
 * when TEST_DATABASE_URL is set.
 */
export async function startApi(opts: Partial<ApiOptions> & { fresh?: boolean; pglite?: boolean } = {}): Promise<TestApi> {
  // pglite: a PGlite copy even when TEST_DATABASE_URL is set (tests of PGlite itself: its folder lock).
  const { fresh, pglite, ...options } = opts;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-api-test-'));
  let dropDatabase = async () => {};
  if (TEST_DATABASE_URL && !pglite && options.dataDir === undefined && options.databaseUrl === undefined) {
    const created = await createTestDatabase();
    options.databaseUrl = created.url;
    dropDatabase = created.drop;
  } else if (!fresh && options.dataDir === undefined && options.databaseUrl === undefined) {
    fs.cpSync(path.join(await templateDir(), 'db'), path.join(dir, 'db'), { recursive: true });
  }
  const clock = new TestClock();
  const contractProblems: string[] = [];
  const app = await buildApp({
    dataDir: path.join(dir, 'db'),
    uploadDir: path.join(dir, 'uploads'),
    sandbox: true,
    now: clock.now,
    // Every answer of a test's API is checked against the contract's schemas.
    checkAnswers: (problem) => contractProblems.push(problem),
    ...options,
  });
  return {
    app,
    clock,
    dir,
    contractProblems,
    close: async () => {
      await app.close();
      await dropDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
      // A file that starts its own apps (not useTestApi, which checks after each test) hears of a breaking answer here.
      if (contractProblems.length) throw new Error(`answers that break the contract:\n${contractProblems.join('\n')}`);
    },
  };
}

/**
 * One app for the whole test file, on its own database: started before the file's first test and
 * closed after its last. The object is filled in by beforeAll, so tests use it as they find it.
 */
export function useTestApi(opts: Parameters<typeof startApi>[0] = {}): TestApi {
  const t = {} as TestApi;
  beforeAll(async () => {
    Object.assign(t, await startApi(opts));
  }, STARTUP_MS);
  // A test whose calls got an answer that breaks the contract fails, naming the call and the field.
  afterEach(() => {
    expect(t.contractProblems?.splice(0) ?? []).toEqual([]);
  });
  afterAll(async () => {
    await t.close?.();
  }, STARTUP_MS);
  return t;
}

/** Every `METHOD /path` the app answers (HEAD aside), from Fastify's own route table. */
export function routeTable(app: FastifyInstance): Set<string> {
  const routes = new Set<string>();
  // A route that extends another is printed as its child, with only its own part of the path
  // ("/api/patient/v1" then "│   ├── /list"): each tree level is 4 characters deep.
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ├└─]*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (depth > 0 ? parents[depth - 1] : '') + match[2];
    parents[depth] = path;
    parents.length = depth + 1;
    if (!match[3] || !path.startsWith('/')) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.add(`${method} ${path}`);
  }
  return routes;
}

type Method = 'GET' | 'POST' | 'DELETE';

/** A `Calls` key as a pattern of the URLs it answers: each `:name` segment matches any text. */
type KeyPattern<K extends string> = K extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${KeyPattern<Tail>}`
  : K extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : K;
/** The `Calls` key of `METHOD /path`: the key itself, else the key whose `:name` segments it fills. */
type KeyOfPath<R extends string> = R extends CallKey ? R : { [K in CallKey]: R extends KeyPattern<K> ? K : never }[CallKey];

/** The `Calls` key a request reaches (its URL is `/api` + the key's path, maybe with a query string), never if none. */
export type CallKeyOf<M extends Method, U extends string> = U extends `/api${infer Path}`
  ? KeyOfPath<`${M} ${Path extends `${infer Bare}?${string}` ? Bare : Path}`>
  : never;

/**
 * The answer of a call outside the contract (sandbox pages and operator steps, unknown paths), or a
 * reply that is not JSON (`raw`, its text): the tests narrow what they read from it.
 */
export type LooseAnswer = Partial<ApiEnvelope> & { raw?: string; [field: string]: unknown };

/** What a test reads from a request to URL `U`: the contract's answer of its call, else a loose answer. */
export type AnswerOf<M extends Method, U extends string> = [CallKeyOf<M, U>] extends [never] ? LooseAnswer : CallResponse<CallKeyOf<M, U>>;

export interface Reply<B = LooseAnswer> {
  status: number;
  body: B;
  headers: Record<string, unknown>;
}

/**
 * One request through app.inject. The answer is typed from the URL: a literal (or template) URL of a
 * `Calls` call answers `CallResponse` of that call (what the contract promises; the answer check of
 * startApi holds the API to it), any other URL a `LooseAnswer`.
 */
export async function call<M extends Method, const U extends string>(
  app: FastifyInstance,
  method: M,
  url: U,
  opts: { body?: unknown; query?: Record<string, string>; token?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<Reply<AnswerOf<M, U>>> {
  const res = await app.inject({
    method,
    url,
    query: opts.query,
    headers: { ...opts.headers, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  return { status: res.statusCode, body: parsedAnswer<AnswerOf<M, U>>(res.body), headers: res.headers };
}

/** The body of an answer that must succeed (code 200); a refusal fails the test with its code and message. */
export function ok<B extends Partial<ApiEnvelope>>(res: Reply<B>): B {
  if (res.body.code !== 200) throw new Error(`expected 200, got ${res.body.code}: ${res.body.msg}`);
  return res.body;
}

/** What `data` of an answer holds once it is there. */
export type DataOf<B> = B extends { data?: infer D } ? Exclude<D, undefined> : unknown;

/** `data` of an answer that must succeed and carry it. */
export function dataOf<B extends Partial<ApiEnvelope>>(res: Reply<B>): DataOf<B> {
  const body: Partial<ApiEnvelope> & { data?: unknown } = ok(res);
  if (body.data === undefined) throw new Error(`expected data in the answer: ${JSON.stringify(body)}`);
  return body.data as DataOf<B>;
}

/**
 * A value read from outside the contract's typing (a call by a computed URL, a stored JSON column)
 * checked against a contract schema: the value itself (a schema would strip unknown fields), typed by it.
 */
export function checked<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const problems = schemaProblems(schema, value);
  if (problems.length) throw new Error(`not as the contract says: ${problems.join('; ')}\n${JSON.stringify(value)}`);
  return value as z.infer<S>;
}

/**
 * A JSON answer as its type says, or (an HTML page of the sandbox, an empty reply) `{ raw: text }`: only
 * calls outside the contract answer anything but JSON, and their type (LooseAnswer) names `raw`.
 */
function parsedAnswer<B>(text: string): B {
  try {
    return JSON.parse(text) as B;
  } catch {
    return { raw: text } as B;
  }
}

export const md5 = phoneMd5;

export async function sendSms(app: FastifyInstance, phone: string, type: SmsType, extra: Record<string, string> = {}) {
  return call(app, 'GET', '/api/smsCode', { query: { telephone: phone, phoneMd5: md5(phone), type, ...extra } });
}

/** Sends a code and reads it back through the sandbox debug call. */
export async function smsCode(app: FastifyInstance, phone: string, type: SmsType, extra: Record<string, string> = {}) {
  const sent = await sendSms(app, phone, type, extra);
  if (sent.body.code !== 200) throw new Error(`smsCode failed: ${sent.body.msg}`);
  const got = await call(app, 'POST', '/api/getCode', { body: { telephone: phone, phoneMd5: md5(phone), type } });
  if (got.body.code !== 200) throw new Error(`getCode failed: ${got.body.msg}`);
  return got.body.smsCode as string;
}

export async function loginPwd(app: FastifyInstance, phone: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call(app, 'POST', '/api/login', { body: { username: phone, phoneMd5: md5(phone), type: 'pwd', password } });
  if (res.body.code !== 200) throw new Error(`login failed: ${res.body.msg}`);
  return res.body.token as string;
}

export async function loginSms(app: FastifyInstance, phone: string): Promise<Reply<CallResponse<'POST /login'>>> {
  const code = await smsCode(app, phone, 'login');
  return call(app, 'POST', '/api/login', { body: { username: phone, phoneMd5: md5(phone), type: 'sms', code } });
}

/** A multipart body with one `file` field, as the browser's upload sends it. */
export function multipart(fileName: string, content: Buffer, field = 'file') {
  const boundary = `----tcm${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` + 'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** app.inject's reply as it is (status, headers, text), its `json()` typed as the answer of the call (see AnswerOf). */
export type InjectReply<B> = Omit<LightMyRequestResponse, 'json'> & { json(): B };

/** app.inject for a test that needs the raw reply (a header, the exact text): `json()` is typed as `call`'s body is. */
export function injectCall<M extends Method, const U extends string>(
  app: FastifyInstance,
  opts: Omit<InjectOptions, 'method' | 'url'> & { method: M; url: U },
): Promise<InjectReply<AnswerOf<M, U>>> {
  return app.inject(opts);
}

/** POSTs one file to /api/common/upload as the browser does: multipart, with the bearer token if given. */
export function uploadFile(
  app: FastifyInstance,
  token: string | undefined,
  fileName: string,
  content: Buffer,
  field = 'file',
): Promise<InjectReply<CallResponse<'POST /common/upload'>>> {
  const m = multipart(fileName, content, field);
  return app.inject({
    method: 'POST',
    url: '/api/common/upload',
    payload: m.payload,
    headers: { ...m.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** The smallest valid PNG (1×1). */
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * `call` from a given client address (app.inject's remoteAddress; `call` itself comes from
 * 127.0.0.1): the abuse limits count per address. `headers` are sent as given (X-Forwarded-*).
 */
export async function callFrom<M extends 'GET' | 'POST', const U extends string>(
  app: FastifyInstance,
  remoteAddress: string,
  method: M,
  url: U,
  opts: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Reply<AnswerOf<M, U>>> {
  return call(app, method, url, { ...opts, remoteAddress });
}

/** GET /api/smsCode from a given client address. */
export const sendSmsFrom = (app: FastifyInstance, ip: string, phone: string, type: SmsType) =>
  callFrom(app, ip, 'GET', '/api/smsCode', { query: { telephone: phone, phoneMd5: md5(phone), type } });

/** Password login from a given client address (the whole reply: a refusal is what the tests look at). */
export const pwdLoginFrom = (app: FastifyInstance, ip: string, phone: string, password: string) =>
  callFrom(app, ip, 'POST', '/api/login', { body: { username: phone, phoneMd5: md5(phone), type: 'pwd', password } });

/** SMS login from a given client address: sends a login code (from that address) and logs in with it. */
export async function smsLoginFrom(app: FastifyInstance, ip: string, phone: string): Promise<Reply<CallResponse<'POST /login'>>> {
  const sent = await sendSmsFrom(app, ip, phone, 'login');
  if (sent.body.code !== 200) return sent;
  const got = await call(app, 'POST', '/api/getCode', { body: { telephone: phone, phoneMd5: md5(phone), type: 'login' } });
  if (got.body.code !== 200) throw new Error(`getCode failed: ${got.body.msg}`);
  return callFrom(app, ip, 'POST', '/api/login', { body: { username: phone, phoneMd5: md5(phone), type: 'sms', code: got.body.smsCode } });
}

/** A fresh, never registered phone number for each call (137 + 8 digits from the counter). */
let nextPhone = 0;
export const newPhone = (prefix = '1375') => `${prefix}${String(nextPhone++).padStart(11 - prefix.length, '0')}`;
