import { CALL_SCHEMAS } from '@tcm/shared/contract/schema';
import { assertReadsContract, inputDrift } from '../src/platform/http/contractInput';
import { field, pageFields } from '../src/platform/http/input';
import { useTestApi } from './helpers';

// A contract route's input readers must agree with its request schema of @tcm/shared/contract/schema
// (route() checks it at registration, so a drifting route stops the API from starting).

const t = useTestApi();

it('registers every call of the contract through readers that agree with its request schema', () => {
  const registered = new Set(t.app.inputRoutes.map((r) => `${r.method} ${r.url.replace(/^\/api/, '')}`));
  expect(Object.keys(CALL_SCHEMAS).filter((key) => !registered.has(key))).toEqual([]);
  for (const r of t.app.inputRoutes) expect([r.url, inputDrift(`${r.method} ${r.url.replace(/^\/api/, '')}`, r.schema)]).toEqual([r.url, []]);
});

it('names a required field nobody reads, a field the contract lacks, and a reader of another kind', () => {
  const readers = { body: { ...pageFields(), name: field.int('搜索内容', 0, 9), nickname: field.text('昵称', 10) } };
  expect(inputDrift('POST /patient/v1/list', { body: { name: field.text('搜索内容', 100) } })).toEqual([
    'pageNum: required by the contract, read by no reader',
    'pageSize: required by the contract, read by no reader',
  ]);
  expect(inputDrift('POST /patient/v1/list', readers)).toEqual(["nickname: read, but not in the contract's request"]);
  expect(inputDrift('POST /health/v2/prescription', { body: { visitRecordId: field.text('就诊记录', 20) } })).toEqual([
    'visitRecordId: the contract sends number, the reader is text',
  ]);
  expect(() => assertReadsContract('POST /health/v2/prescription', { body: {} })).toThrow(/visitRecordId: required by the contract/);
  // A login reads the fields of both of its forms (sms code, password); each is required by one form only.
  expect(
    inputDrift('POST /login', { body: { username: field.text('手机号', 11), phoneMd5: field.text('x', 32), type: field.oneOf('登录方式', ['sms', 'pwd']) } }),
  ).toEqual([]);
});
