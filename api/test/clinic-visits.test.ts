import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { INQUIRY_MESSAGES } from '@tcm/shared/clinic';
import { sumPriceParts } from '@tcm/shared/commerce';
import { VISIT_STATE } from '@tcm/shared/codes';
import { MSG } from '../src/messages';
import { consultationPriceFen, consultationPriceParts, prescribe } from '../src/clinic/engine';
import { nextState, TRANSITIONS } from '../src/clinic/visitStateMachine';
import { call, loginPwd, useTestApi } from './helpers';
import { addPatient, certifiedDoctor, inquiry, order, paidVisit, price, priceBody, pricedVisit, TOMORROW } from './clinicSupport';
import { match } from '@tcm/shared/testing/matchers';

jest.setTimeout(60_000);

/** Pricing a consultation (spec 2 §4, §5, §6), the visit state machine and the visit history. */
const t = useTestApi();
let doctor = '';
let other = '';
let patientId = 0;

beforeAll(async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  other = await certifiedDoctor(t.app);
  patientId = await addPatient(t.app, doctor, { name: '计价患者', birthday: '1975-04-02', sex: 0 });
});

const visitCount = async () => (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM visit_records'))[0].n;

describe('the prescription-start rules of spec 2 §5, in their order', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no patient', { patientId: undefined }, MSG.patientRequired],
    ['no start date', { toDoDay: '' }, MSG.useDateRequired],
    ['a start date that is no day', { toDoDay: '2026-13-01' }, MSG.useDateInvalid],
    ['start date today', { toDoDay: '2026-11-20' }, MSG.useDateNotAfterToday],
    ['start date in the past', { toDoDay: '2025-01-01' }, MSG.useDateNotAfterToday],
    ['start date beyond a year', { toDoDay: '2027-11-21' }, MSG.useDateBeyondYear],
    ['no days', { takeDays: undefined }, MSG.useDaysRequired],
    ['days not a number', { takeDays: 'abc' }, MSG.useDaysInvalid],
    ['days a fraction', { takeDays: 1.5 }, MSG.useDaysInvalid],
    ['31 days', { takeDays: 31 }, MSG.useDaysTooMany],
    ['0 days', { takeDays: 0 }, MSG.useDaysTooFew],
    ['onset date in the future', { illDay: '2026-11-21' }, MSG.illDayAfterToday],
    ['onset date no day', { illDay: '2026-02-30' }, MSG.illDayInvalid],
    ['no questionnaire', { inquiryInfo: undefined }, INQUIRY_MESSAGES.shape],
    ['是否孕妇 left empty', { inquiryInfo: inquiry((i) => void (i.basic_array[0].value = '')) }, INQUIRY_MESSAGES.pregnant],
    ['an option that does not exist', { inquiryInfo: inquiry((i) => void (i.shangjiao_array[0].value = ['不存在的症状'])) }, '“头”的选项不正确'],
  ];
  it.each(cases)('%s → its message, no visit created', async (_name, over, msg) => {
    const before = await visitCount();
    const res = await price(t.app, doctor, priceBody(patientId, over));
    expect(res.body.msg).toBe(msg);
    expect(res.body.code).not.toBe(200);
    expect(await visitCount()).toBe(before);
  });

  it('the last day of the year ahead, 30 days, 1 day and an onset date of today are accepted', async () => {
    for (const over of [{ toDoDay: '2027-11-20' }, { takeDays: 30 }, { takeDays: 1 }, { illDay: '2026-11-20' }]) {
      expect((await price(t.app, doctor, priceBody(patientId, over))).body.code).toBe(200);
    }
  });

  it("a missing patient or another doctor's answers the same; a deleted one cannot start a consultation", async () => {
    const mine = await price(t.app, other, priceBody(patientId));
    const none = await price(t.app, other, priceBody(999_999));
    expect(mine.body).toEqual({ code: 500, msg: MSG.patientNotFound });
    expect(none.body).toEqual(mine.body);
    const gone = await addPatient(t.app, doctor, { name: '已删除患者' });
    await call(t.app, 'DELETE', `/api/patient/v1/${gone}`, { token: doctor });
    expect((await price(t.app, doctor, priceBody(gone))).body).toEqual(mine.body);
  });
});

describe('who may price (reading B of spec 2 §6: admin, superadmin, doctor with status 0)', () => {
  it.each([
    ['ordinary user', DEMO_ACCOUNTS.user.phone],
    ['hospital admin', DEMO_ACCOUNTS.hospitalAdmin.phone],
    ['first-level agent (not named by reading B)', DEMO_ACCOUNTS.level1.phone],
    ['doctor under review', DEMO_ACCOUNTS.doctorReviewing.phone],
    ['rejected doctor', DEMO_ACCOUNTS.doctorRejected.phone],
  ])('%s: 没有开方权限, before anything else is looked at', async (_who, phone) => {
    const token = await loginPwd(t.app, phone);
    const own = await addPatient(t.app, token);
    const before = await visitCount();
    expect((await price(t.app, token, priceBody(own))).body).toEqual({ code: 500, msg: '没有开方权限' });
    expect((await price(t.app, token, {})).body).toEqual({ code: 500, msg: '没有开方权限' });
    expect(await visitCount()).toBe(before);
  });

  it.each([
    ['admin', DEMO_ACCOUNTS.admin.phone],
    ['superadmin', DEMO_ACCOUNTS.superadmin.phone],
  ])('%s may', async (_who, phone) => {
    const token = await loginPwd(t.app, phone);
    expect((await price(t.app, token, priceBody(await addPatient(t.app, token)))).body.code).toBe(200);
  });
});

describe("the price is the server's", () => {
  it("is the engine's price in fen for the stored answers; extra fields from the browser change nothing", async () => {
    const body = { ...priceBody(patientId), price: 1, freeFlag: true, data: { price: 1 } };
    const res = await price(t.app, doctor, body);
    const [p] = await t.app.db.query<{ birthday: string; sex: number }>('SELECT birthday, sex FROM patients WHERE patient_id = $1', [patientId]);
    const engine = prescribe({ sex: p.sex as 0 | 1, birthday: p.birthday, inquiry: inquiry(), startDate: TOMORROW, takeDays: 7 });
    const expected = consultationPriceFen(engine);
    expect(Number.isInteger(res.body.data.price)).toBe(true);
    expect(res.body.data).toEqual({ price: expected, freeFlag: expected === 0, visitRecordId: match.any(Number), priceParts: consultationPriceParts(engine) });
    const [row] = await t.app.db.query<{ price_fen: number; state: string }>('SELECT price_fen, state FROM visit_records WHERE visit_record_id = $1', [
      res.body.data.visitRecordId,
    ]);
    expect(row).toEqual({ price_fen: expected, state: 'created' });
  });

  it('an unpaid visit is re-priced in place (no second visit) and its open orders are closed', async () => {
    const v = await pricedVisit(t.app, doctor);
    const qr = await order(t.app, doctor, v.visitRecordId, 1);
    const before = await visitCount();
    const again = await price(t.app, doctor, priceBody(v.patientId, { visitRecordId: v.visitRecordId, takeDays: 14 }));
    expect(again.body.data.visitRecordId).toBe(v.visitRecordId);
    expect(await visitCount()).toBe(before);
    const [row] = await t.app.db.query<{ take_days: number }>('SELECT take_days FROM visit_records WHERE visit_record_id = $1', [v.visitRecordId]);
    expect(row.take_days).toBe(14);
    const result = await call(t.app, 'POST', '/api/api/pay/0.1/query/place/result', { token: doctor, body: { outTradeNo: qr.body.data.outTradeNo } });
    expect(result.body.data).toBe(1102);
  });

  it('a paid visit is not re-priced: it answers its price with freeFlag (nothing more to pay), unchanged', async () => {
    const v = await paidVisit(t.app, doctor);
    const again = await price(t.app, doctor, priceBody(v.patientId, { visitRecordId: v.visitRecordId, takeDays: 3 }));
    expect(again.body).toEqual({ code: 200, msg: '', data: { price: v.price, freeFlag: true, visitRecordId: v.visitRecordId, priceParts: match.any(Array) } });
    expect(sumPriceParts(again.body.data.priceParts!)).toBe(v.price);
    const [row] = await t.app.db.query<{ take_days: number; state: string }>('SELECT take_days, state FROM visit_records WHERE visit_record_id = $1', [
      v.visitRecordId,
    ]);
    expect(row).toEqual({ take_days: 7, state: 'paid' });
  });

  it("another doctor's visit id, or one of another patient, is refused", async () => {
    const v = await pricedVisit(t.app, doctor);
    const theirs = await addPatient(t.app, other);
    expect((await price(t.app, other, priceBody(theirs, { visitRecordId: v.visitRecordId }))).body).toEqual({ code: 500, msg: MSG.visitNotFound });
    expect((await price(t.app, doctor, priceBody(patientId, { visitRecordId: v.visitRecordId }))).body).toEqual({ code: 500, msg: MSG.visitPatientMismatch });
  });
});

describe('the visit state machine', () => {
  it('has one table: created → paid → prescribed, created → cancelled, every other move refused', () => {
    expect(TRANSITIONS).toEqual({
      reprice: { created: 'created' },
      pay: { created: 'paid' },
      settleFree: { created: 'paid' },
      read: { paid: 'prescribed', prescribed: 'prescribed' },
      replace: { paid: 'paid', prescribed: 'prescribed' },
      cancel: { created: 'cancelled', cancelled: 'cancelled' },
      expire: { created: 'cancelled' },
    });
    expect(() => nextState('created', 'read')).toThrow(MSG.visitNotPaid);
    expect(() => nextState('created', 'replace')).toThrow(MSG.visitNotPaid);
    expect(() => nextState('paid', 'pay')).toThrow(MSG.visitAlreadyPaid);
    expect(() => nextState('prescribed', 'reprice')).toThrow(MSG.visitAlreadyPaid);
    expect(nextState('paid', 'read')).toBe('prescribed');
  });

  it('no prescription before payment; after it the first read moves paid → prescribed', async () => {
    const v = await pricedVisit(t.app, doctor);
    const state = async () =>
      (await t.app.db.query<{ state: string }>('SELECT state FROM visit_records WHERE visit_record_id = $1', [v.visitRecordId]))[0].state;
    for (const url of ['/api/health/v2/prescription', '/api/health/v1/prescription']) {
      expect((await call(t.app, 'POST', url, { token: doctor, body: { visitRecordId: v.visitRecordId } })).body).toEqual({ code: 500, msg: MSG.visitNotPaid });
    }
    const rela = { relaVisitRecordId: v.visitRecordId, patientId: v.patientId, recordType: 'A', toDoDay: TOMORROW, takeDays: 7 };
    expect((await call(t.app, 'POST', '/api/health/v2/rela/record', { token: doctor, body: rela })).body).toEqual({ code: 500, msg: MSG.visitNotPaid });
    expect(await state()).toBe('created');

    await order(t.app, doctor, v.visitRecordId, 3);
    expect(await state()).toBe('paid');
    const read = await call(t.app, 'POST', '/api/health/v2/prescription', { token: doctor, body: { visitRecordId: v.visitRecordId } });
    expect(read.body.code).toBe(200);
    expect(read.body.data.state).toBe('prescribed');
    expect(await state()).toBe('prescribed');
    expect((await call(t.app, 'POST', '/api/health/v2/prescription', { token: doctor, body: { visitRecordId: v.visitRecordId } })).body.code).toBe(200);
  });
});

describe('visit history (/medicalRecords)', () => {
  it("lists a patient's visits, newest first, with kind, state, price in fen; a deleted patient's too", async () => {
    const id = await addPatient(t.app, doctor, { name: '有病历' });
    const first = await price(t.app, doctor, priceBody(id));
    const second = await price(t.app, doctor, priceBody(id, { takeDays: 3 }));
    await order(t.app, doctor, second.body.data.visitRecordId, 3);
    await call(t.app, 'DELETE', `/api/patient/v1/${id}`, { token: doctor });
    const res = await call(t.app, 'POST', '/api/health/v1/visit/list', { token: doctor, body: { patientId: id, pageNum: 1, pageSize: 10 } });
    expect(res.body).toMatchObject({ code: 200, total: 2 });
    expect(res.body.rows).toEqual([
      {
        visitRecordId: second.body.data.visitRecordId,
        patientId: id,
        createdAt: '2026-11-20 10:00:00',
        kind: '中药组方',
        kindCode: 'herbal',
        state: 'paid',
        stateText: VISIT_STATE.paid.text,
        price: second.body.data.price,
        paid: true,
        freeFlag: false,
        startDate: TOMORROW,
        takeDays: 3,
      },
      match.objectContaining({ visitRecordId: first.body.data.visitRecordId, state: 'created', stateText: '待支付', paid: false, takeDays: 7 }),
    ]);
    const theirs = await call(t.app, 'POST', '/api/health/v1/visit/list', { token: other, body: { patientId: id } });
    expect(theirs.body).toEqual({ code: 500, msg: MSG.patientNotFound });
    expect((await call(t.app, 'POST', '/api/health/v1/visit/list', { token: doctor, body: {} })).body).toEqual({ code: 500, msg: MSG.patientRequired });
  });
});
