import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import {
  CASHIER_CHANNELS,
  deliveryDraft,
  deliveryOrderDetail,
  deliveryOrderRow,
  doctorRecord,
  patient,
  prescribingOrder,
  prescriptionInfo,
  visitRecord,
} from '@tcm/shared/testing/fixtures';
import { call, loginPwd, useTestApi } from './helpers';

jest.setTimeout(60_000);

/**
 * The page tests of every app are answered by the builders of @tcm/shared/testing/fixtures. Here the
 * real API answers the same models (the demo doctor's seeded patients, visits and orders) and each
 * builder's fields must have the types the API gives them, at every depth: a builder saying
 * `sex: 0` where the API answers '0' fails here, so no page is tested against an answer the API never
 * sends (issue 32).
 */
const t = useTestApi();

/** The JSON type of a value: 'string', 'number', 'boolean', 'null', 'array', 'object'. */
const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Fields whose value is null or a string by the record's state (a prescription's delivery order, a doctor's remark…). */
const NULLABLE = new Set(['deliveryOrderId', 'remark']);

/** Where the builder's value differs in type from the API's, path by path; a field the API never answers counts too. */
function typeDifferences(built: unknown, real: unknown, path: string): string[] {
  const [b, r] = [kindOf(built), kindOf(real)];
  const leaf = path
    .split('.')
    .at(-1)!
    .replace(/\[0\]$/, '');
  if (b !== r)
    return NULLABLE.has(leaf) && (b === 'null' || r === 'null')
      ? []
      : [`${path}: the builder gives ${b} (${JSON.stringify(built)}), the API ${r} (${JSON.stringify(real)})`];
  if (b === 'array') {
    const [first, real0] = [(built as unknown[])[0], (real as unknown[])[0]];
    return first === undefined || real0 === undefined ? [] : typeDifferences(first, real0, `${path}[0]`);
  }
  if (b !== 'object') return [];
  const realObject = real as Record<string, unknown>;
  return Object.entries(built as Record<string, unknown>).flatMap(([key, value]) =>
    key in realObject ? typeDifferences(value, realObject[key], `${path}.${key}`) : [`${path}.${key}: the API does not answer it`],
  );
}

let token: string;
beforeAll(async () => {
  token = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
});

const get = async <const U extends string>(url: U, query?: Record<string, string>) => (await call(t.app, 'GET', url, { token, query })).body;
const post = async <const U extends string>(url: U, body: unknown) => (await call(t.app, 'POST', url, { token, body })).body;
const PAGE = { pageNum: '1', pageSize: '12' };

/** The API's answer for every model a builder stands for, read from the seed. */
async function realAnswers() {
  const patients = await post('/api/patient/v1/list', { name: '', pageNum: 1, pageSize: 10 });
  const woman = patients.rows.find((p: { sex: string }) => p.sex === '0');
  const visits = await Promise.all(
    patients.rows.map((p: { patientId: number }) => post('/api/health/v1/visit/list', { patientId: p.patientId, pageNum: 1, pageSize: 10 })),
  );
  const paidVisit = visits.flatMap((v) => v.rows).find((v: { paid: boolean; kindCode: string }) => v.paid && v.kindCode === 'herbal');
  const prescription = await post('/api/health/v2/prescription', { visitRecordId: paidVisit!.visitRecordId });
  const orders = await get('/api/delivery/order/list', PAGE);
  const detail = await get(`/api/delivery/order/info/${orders.rows[0].deliveryOrderId}`);
  return {
    patient: woman,
    prescriptionInfo: prescription.data.prescriptionInfos[0],
    visitRecord: paidVisit,
    prescribingOrder: (await get('/api/health/v1/prescription/order', PAGE)).rows[0],
    deliveryOrderRow: orders.rows[0],
    deliveryOrderDetail: detail.data,
    deliveryDraft: (await get('/api/delivery/order/draft/list', PAGE)).rows[0],
    doctorRecord: (await get('/api/getInfo')).doctor,
    cashierChannel: (await get('/api/adapay/v1/channels/pc')).data[0],
  };
}

it('builds every model with the field types the real API answers', async () => {
  const real = await realAnswers();
  const built = {
    patient: patient(),
    prescriptionInfo: prescriptionInfo(),
    visitRecord: visitRecord(),
    prescribingOrder: prescribingOrder(),
    deliveryOrderRow: deliveryOrderRow(),
    deliveryOrderDetail: deliveryOrderDetail(),
    deliveryDraft: deliveryDraft(),
    doctorRecord: doctorRecord('0'),
    cashierChannel: CASHIER_CHANNELS[0],
  };
  for (const [name, answer] of Object.entries(real)) expect([name, answer === undefined ? 'no answer' : 'answered']).toEqual([name, 'answered']);
  expect(Object.entries(built).flatMap(([name, value]) => typeDifferences(value, real[name as keyof typeof real], name))).toEqual([]);
});

it('tells a builder that answers sex as a number from the API’s text', async () => {
  const real = await realAnswers();
  expect(real.patient!.sex).toBe('0');
  expect(typeDifferences({ ...patient(), sex: 0 }, real.patient, 'patient')).toEqual([`patient.sex: the builder gives number (0), the API string ("0")`]);
});
