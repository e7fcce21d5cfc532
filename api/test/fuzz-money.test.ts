import fc from 'fast-check';
import { ORDER_TOTAL_MAX_FEN, ORDER_TOTAL_MSG, TEA_END_DATE } from '@tcm/shared/commerce';
import { decoctionOrderForm, TEST_RECIPIENT } from '@tcm/shared/testing/delivery';
import { operateOrder } from '../src/commerce/backOffice';
import { call, useTestApi } from './helpers';
import { addPatient, certifiedDoctor, paidVisit } from './clinicSupport';

/**
 * Money extremes (issue 20 item 2): 999 g of every herb, up to 999 doses (and far past it), 6 packs,
 * tea boxes past their bound. Whatever the numbers: never a 5xx; an order is either refused (the
 * form's words or ORDER_TOTAL_MSG, nothing stored) or placed with a total within the bound that
 * reads back exactly. Each placed order is cancelled by the back office, so the next run orders
 * the same prescription again (re-ordering after a dead order, issue 20 item 4).
 */
const RUNS = Math.max(20, Number(process.env.FUZZ_RUNS || 15) * 2);
const SEED = Number(process.env.FUZZ_SEED || Date.now() % 2 ** 31);
jest.setTimeout(120_000 * Math.max(1, RUNS / 30));

const t = useTestApi();
let doctor = '';
let herbal = 0;
let tea = 0;

beforeAll(async () => {
  doctor = await certifiedDoctor(t.app, '张仲景');
  herbal = (await paidVisit(t.app, doctor, { toDoDay: '2027-01-10' })).visitRecordId;
  const patientId = await addPatient(t.app, doctor);
  tea = (await call(t.app, 'POST', '/api/health/v1/customTea', { token: doctor, body: { patientId, toPredictDay: '20270110', predictDays: 30 } })).body.data
    .visitRecordId;
  process.stdout.write(`fuzz-money: seed ${SEED}, ${RUNS} runs (FUZZ_SEED replays)\n`);
});

/** Every herb of the visit's stored prescription at `grams` a dose. */
const weigh = (visitRecordId: number, grams: number) =>
  t.app.db.query(
    `UPDATE visit_records SET current_result = jsonb_set(current_result, '{prescriptions,0,herbs}',
       (SELECT jsonb_agg(h || jsonb_build_object('weight', $2::int)) FROM jsonb_array_elements(current_result->'prescriptions'->0->'herbs') h))
     WHERE visit_record_id = $1`,
    [visitRecordId, grams],
  );

const count = async (visitRecordId: number) =>
  (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM delivery_orders WHERE visit_record_id = $1', [visitRecordId]))[0].n;

const integer = fc.oneof(
  fc.integer({ min: 0, max: 1_000 }),
  fc.integer({ min: 995, max: 1_005 }),
  fc.integer({ min: 0, max: 100_000 }),
  fc.constantFrom(999, 2 ** 31, -1),
);
/** Mostly what the form allows (so orders get priced), sometimes anything. */
const doses = fc.oneof({ arbitrary: fc.integer({ min: 1, max: 999 }), weight: 3 }, { arbitrary: integer, weight: 1 });
const packs = fc.oneof({ arbitrary: fc.integer({ min: 1, max: 6 }), weight: 3 }, { arbitrary: integer, weight: 1 });
const outcomes = { placed: 0, bound: 0, refused: 0 };
afterAll(() => process.stdout.write(`fuzz-money: ${outcomes.placed} placed, ${outcomes.bound} refused by the bound, ${outcomes.refused} refused otherwise\n`));

async function check(visitRecordId: number, url: '/api/delivery/order/place' | '/api/delivery/orderCustomTea/place', body: Record<string, unknown>) {
  const before = await count(visitRecordId);
  const res = await call(t.app, 'POST', url, { token: doctor, body });
  const label = `${url} ${JSON.stringify(body)} → HTTP ${res.status} ${JSON.stringify(res.body)}`;
  if (res.status >= 500) throw new Error(`5xx: ${label}`);
  if (res.status !== 200 || res.body.code !== 200) {
    if (res.body.msg === ORDER_TOTAL_MSG) outcomes.bound++;
    else outcomes.refused++;
    if ((await count(visitRecordId)) !== before) throw new Error(`a refusal stored an order: ${label}`);
    return;
  }
  const id = res.body.data.deliveryOrderId;
  const detail = await call(t.app, 'GET', `/api/delivery/order/info/${id}`, { token: doctor });
  const sum = detail.body.data.sumPrice;
  if (!Number.isSafeInteger(sum) || sum <= 0 || sum > ORDER_TOTAL_MAX_FEN) throw new Error(`total ${sum} out of bounds: ${label}`);
  outcomes.placed++;
  await operateOrder(t.app.db, id, 'cancel', t.clock.now());
}

describe('fuzz: money extremes', () => {
  it('decoction orders: heavy herbs × many doses are refused in words or priced within the bound', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 999 }), doses, packs, async (grams, formCount, quantityDispensed) => {
        await weigh(herbal, grams);
        await check(herbal, '/api/delivery/order/place', decoctionOrderForm(herbal, { formCount, quantityDispensed }));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('custom tea orders: heavy herbs × many boxes likewise', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 999 }), doses, async (grams, formCount) => {
        await weigh(tea, grams);
        await check(tea, '/api/delivery/orderCustomTea/place', {
          deliveryType: 'E',
          type: 'customTea',
          visitRecordId: tea,
          endDate: TEA_END_DATE,
          form: 'TEA_BAG',
          deliveryId: 'HZ-TEA',
          formCount,
          ...TEST_RECIPIENT,
        });
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('the extreme itself: 999 g of every herb, 999 doses, 6 packs is refused with the bound’s words', async () => {
    await weigh(herbal, 999);
    const res = await call(t.app, 'POST', '/api/delivery/order/place', {
      token: doctor,
      body: decoctionOrderForm(herbal, { formCount: 999, quantityDispensed: 6 }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 500, msg: ORDER_TOTAL_MSG });
  });
});
