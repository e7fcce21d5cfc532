import fc from 'fast-check';
import { doseRange, WEIGHT_MSG } from '@tcm/shared/clinic';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { MEDICINES } from '../src/clinic/selfComposed';
import type { StoredResult } from '../src/clinic/visits';
import { call, loginPwd, useTestApi } from './helpers';
import { addPatient, inquiry, paidVisit, TOMORROW } from './clinicSupport';

/**
 * Property-based fuzzing of the 药典 dose rule (issue 20 item 1) through the routes that take a
 * weight: the self-composed submit and the v1 and v2 weight changes. Any herb of the catalogue, any
 * weight (integers around and far beyond the ranges, fractions, huge and negative numbers, text),
 * and after every request:
 *
 *   1. no 5xx;
 *   2. an accepted weight is stored, and lies within the herb's range;
 *   3. an integer of 1-999 g is accepted exactly when it lies within the range, and otherwise
 *      refused with the herb's name and range (细辛的用量超出药典范围（1～3g）), weights outside
 *      1-999 g with spec 2's message;
 *   4. a refused request changes nothing.
 *
 * FUZZ_RUNS scales the runs as in fuzz.test.ts; FUZZ_SEED replays a run.
 */
const RUNS = 4 * Number(process.env.FUZZ_RUNS || 15);
const SEED = Number(process.env.FUZZ_SEED || Date.now() % 2 ** 31);
jest.setTimeout(120_000 * Math.max(1, RUNS / 60));

const t = useTestApi();
let doctor = '';
let patientId = 0;

beforeAll(async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  patientId = await addPatient(t.app, doctor, { name: '剂量患者', birthday: '1980-05-06', sex: 1 });
});

const herbs = fc.constantFrom(...MEDICINES.map((m) => m.medicineName));
const weights = fc.oneof(
  { arbitrary: fc.integer({ min: -5, max: 1_100 }), weight: 4 },
  { arbitrary: fc.integer({ min: 0, max: 70 }), weight: 4 },
  { arbitrary: fc.constantFrom(0, 1, 2, 3, 4.5, 999, 1000, 2 ** 31, -(2 ** 31), Number.MAX_SAFE_INTEGER, 1e308, -0.5), weight: 2 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.integer({ min: 0, max: 1_200 }).map((n) => `${n}g`), weight: 1 },
  { arbitrary: fc.string({ maxLength: 6 }), weight: 1 },
);

/** The integer weights of 1-999 g, for which the answer is known exactly from the range. */
const isGram = (w: unknown): w is number => typeof w === 'number' && Number.isInteger(w) && w >= 1 && w <= 999;
const within = (name: string, grams: number) => {
  const r = doseRange(name)!;
  return grams >= r.min && grams <= r.max;
};
/** The message the rule must answer, written out here rather than taken from the rule itself. */
const outOfRange = (name: string) => {
  const r = doseRange(name)!;
  return `${name}的用量超出${r.pharmacopoeia ? '药典' : '常用量'}范围（${r.min}～${r.max}g）`;
};

const show = (name: string, w: unknown) => `${name} ${typeof w === 'string' ? JSON.stringify(w) : String(w)}`;

async function currentResult(visitRecordId: number): Promise<StoredResult> {
  const [row] = await t.app.db.query<{ current_result: StoredResult }>('SELECT current_result FROM visit_records WHERE visit_record_id = $1', [visitRecordId]);
  return row.current_result;
}

async function setHerb(visitRecordId: number, name: string, weight: number) {
  const result: StoredResult = {
    prescriptions: [{ name: '测试方', source: '测试', count: 7, supplyDays: 7, herbs: [{ name, weight }] }],
    shangHan: [],
    reasons: [],
  };
  await t.app.db.query('UPDATE visit_records SET current_result = $2::jsonb WHERE visit_record_id = $1', [visitRecordId, JSON.stringify(result)]);
}

const visitCount = async () => (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM visit_records'))[0].n;

describe('fuzz: the 药典 dose rule at every route that takes a weight', () => {
  it('self-composed submit: no 5xx; accepted only within the range; refused by name; refused changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(herbs, weights, async (name, w) => {
        const before = await visitCount();
        const res = await call(t.app, 'POST', '/api/health/v2/prescription/self/image', {
          token: doctor,
          body: {
            patientId,
            toDoDay: TOMORROW,
            takeDays: 7,
            inquiryInfo: inquiry(),
            prescriptionBody: { disease: '剂量测试', take_time: '饭后', form: '饮片', prescriptionList: [{ key: name, value: w, index: 1 }] },
          },
        });
        const label = show(name, w);
        expect([label, res.status < 500]).toEqual([label, true]);
        if (res.body.code === 200) {
          const [stored] = (await currentResult(res.body.data.visitRecordId)).prescriptions[0].herbs;
          expect([label, stored.name, within(name, stored.weight)]).toEqual([label, name, true]);
        } else {
          expect([label, await visitCount()]).toEqual([label, before]);
        }
        if (isGram(w)) expect([label, res.body.code === 200 ? null : res.body.msg]).toEqual([label, within(name, w) ? null : outOfRange(name)]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it.each(['v1', 'v2'] as const)('%s weight change: no 5xx; accepted only within the range; refused by name; refused changes nothing', async (version) => {
    const { visitRecordId } = await paidVisit(t.app, doctor);
    // The v2 call names the prescription by its dates and type as well (a 智能 visit: type '').
    const read = await call(t.app, 'POST', '/api/health/v2/prescription', { token: doctor, body: { visitRecordId } });
    const info = read.body.data.prescriptionInfos[0];
    const ref = version === 'v2' ? { startDate: info.startDate, endDate: info.endDate, type: '' } : {};
    await fc.assert(
      fc.asyncProperty(herbs, weights, async (name, w) => {
        const start = Math.ceil(doseRange(name)!.min);
        await setHerb(visitRecordId, name, start);
        const before = await currentResult(visitRecordId);
        const res = await call(t.app, 'POST', `/api/health/${version}/prescription/replace/submit`, {
          token: doctor,
          body: { visitRecordId, number: 1, oldMedicineName: name, oldWeight: start, replaceMedicineName: name, replaceWeight: w, ...ref },
        });
        const label = `${version} ${show(name, w)}`;
        expect([label, res.status < 500]).toEqual([label, true]);
        const after = await currentResult(visitRecordId);
        if (res.status === 200 && res.body.code === 200) {
          expect([label, within(name, after.prescriptions[0].herbs[0].weight)]).toEqual([label, true]);
        } else {
          expect([label, after]).toEqual([label, before]);
        }
        if (isGram(w)) expect([label, res.body.code === 200 ? null : res.body.msg]).toEqual([label, within(name, w) ? null : outOfRange(name)]);
        // An integer the input layer lets through (0–100,000) but spec 2's 1–999 g refuses; one outside that the layer refuses itself.
        else if (typeof w === 'number' && Number.isInteger(w) && w >= 0 && w <= 100_000) expect([label, res.body.msg]).toEqual([label, WEIGHT_MSG.invalid]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
