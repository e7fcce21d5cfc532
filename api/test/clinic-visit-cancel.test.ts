import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { PAY_RESULT_FAILED } from '@tcm/shared/contract';
import { MSG } from '../src/messages';
import { HOUR, MINUTE } from '../src/platform/lib/time';
import { canHappen, nextState, TRANSITIONS } from '../src/clinic/visitStateMachine';
import { UNPAID_VISIT_TTL_MS } from '../src/clinic/visits';
import { call, loginPwd, useTestApi } from './helpers';
import { addPatient, certifiedDoctor, order, paidVisit, payAnswer, price, priceBody, pricedVisit } from './clinicSupport';

jest.setTimeout(120_000);

/**
 * Issue 19 §7: an unpaid consultation is cancelled by the doctor or 24 hours after it was priced,
 * through the visit state machine; a cancelled one cannot be paid, and the prescribing orders'
 * tab 已取消 (status 2) lists it.
 */
const t = useTestApi();
let doctor = '';
let other = '';

beforeAll(async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  other = await certifiedDoctor(t.app);
});

// A start date far enough ahead that the clock may move a day or two in these tests.
const LATER = { toDoDay: '2026-11-28' };
const cancel = (token: string, visitRecordId: unknown) => call(t.app, 'POST', '/api/health/v1/visitRecord/cancel', { token, body: { visitRecordId } });
const query = (token: string, outTradeNo: string) => call(t.app, 'POST', '/api/api/pay/0.1/query/place/result', { token, body: { outTradeNo } });
const row = async (id: number) =>
  (
    await t.app.db.query<{ state: string; cancelled_at: Date | null; paid_at: Date | null }>(
      'SELECT state, cancelled_at, paid_at FROM visit_records WHERE visit_record_id = $1',
      [id],
    )
  )[0];
const tab = async (status?: number) => {
  const res = await call(t.app, 'GET', '/api/health/v1/prescription/order', {
    token: doctor,
    query: { pageNum: '1', pageSize: '100', ...(status === undefined ? {} : { status: String(status) }) },
  });
  expect(res.body.code).toBe(200);
  return res.body.rows as Array<{ visitRecordId: number; status: number; statusDesc: string }>;
};
/** Sessions last a day too: log in again after moving the clock that far. */
const relogin = async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
};
const ids = (rows: Array<{ visitRecordId: number }>) => rows.map((r) => r.visitRecordId);

describe('the state machine', () => {
  it('cancels only an unpaid visit; a cancelled one takes no payment and nothing else but another cancel', () => {
    expect(nextState('created', 'cancel')).toBe('cancelled');
    expect(nextState('created', 'expire')).toBe('cancelled');
    expect(nextState('cancelled', 'cancel')).toBe('cancelled');
    expect(() => nextState('paid', 'cancel')).toThrow(MSG.visitPaidNoCancel);
    expect(() => nextState('prescribed', 'expire')).toThrow(MSG.visitPaidNoCancel);
    expect(() => nextState('cancelled', 'pay')).toThrow(MSG.visitCancelledNoPay);
    for (const event of ['reprice', 'read', 'replace', 'expire'] as const) expect(() => nextState('cancelled', event)).toThrow(MSG.visitCancelled);
    const fromCancelled = Object.entries(TRANSITIONS)
      .filter(([, moves]) => moves.cancelled !== undefined)
      .map(([e]) => e);
    expect(fromCancelled).toEqual(['cancel']);
    expect(canHappen('cancelled', 'pay')).toBe(false);
  });
});

describe('the doctor cancels an unpaid consultation', () => {
  it('created → cancelled: listed under 已取消 (2), no longer under 待支付, and it cannot be paid', async () => {
    const v = await pricedVisit(t.app, doctor, LATER);
    const pendingQr = (await order(t.app, doctor, v.visitRecordId, 1)).body.data.outTradeNo;
    expect(ids(await tab(0))).toContain(v.visitRecordId);
    expect(ids(await tab(2))).not.toContain(v.visitRecordId);

    const res = await cancel(doctor, v.visitRecordId);
    expect(res.body).toMatchObject({
      code: 200,
      msg: MSG.visitCancelDone,
      data: { visitRecordId: v.visitRecordId, state: 'cancelled', stateText: '已取消', paid: false },
    });
    expect(await row(v.visitRecordId)).toMatchObject({ state: 'cancelled', cancelled_at: t.clock.now(), paid_at: null });

    const cancelled = await tab(2);
    expect(cancelled.find((r) => r.visitRecordId === v.visitRecordId)).toMatchObject({ status: 2, statusDesc: '已取消' });
    expect(cancelled.every((r) => r.status === 2)).toBe(true);
    expect(ids(await tab(0))).not.toContain(v.visitRecordId);
    expect(ids(await tab(1))).not.toContain(v.visitRecordId);
    expect((await tab()).find((r) => r.visitRecordId === v.visitRecordId)?.status).toBe(2);

    // Neither channel pays it; the QR shown before no longer pays either.
    for (const channel of [1, 3]) expect((await order(t.app, doctor, v.visitRecordId, channel)).body).toEqual({ code: 500, msg: MSG.visitCancelledNoPay });
    await payAnswer(t.app, pendingQr, 'confirm');
    expect((await query(doctor, pendingQr)).body.data).toBe(PAY_RESULT_FAILED);
    expect(await row(v.visitRecordId)).toMatchObject({ state: 'cancelled', paid_at: null });
    expect(await t.app.db.query(`SELECT 1 FROM payments WHERE visit_record_id = $1 AND state = 'succeeded'`, [v.visitRecordId])).toEqual([]);
  });

  it('a second cancel (or several at once) answers the same and changes nothing', async () => {
    const v = await pricedVisit(t.app, doctor, LATER);
    const answers = await Promise.all(Array.from({ length: 6 }, () => cancel(doctor, v.visitRecordId)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(6).fill(200));
    const first = await row(v.visitRecordId);
    t.clock.advance(MINUTE);
    expect((await cancel(doctor, v.visitRecordId)).body.code).toBe(200);
    expect(await row(v.visitRecordId)).toEqual(first);
  });

  it('refuses a paid visit (data unchanged), a custom tea, another doctor and a missing id', async () => {
    const paid = await paidVisit(t.app, doctor, LATER);
    const before = await row(paid.visitRecordId);
    expect((await cancel(doctor, paid.visitRecordId)).body).toEqual({ code: 500, msg: MSG.visitPaidNoCancel });
    expect(await row(paid.visitRecordId)).toEqual(before);

    const v = await pricedVisit(t.app, doctor, LATER);
    expect((await cancel(other, v.visitRecordId)).body).toEqual({ code: 500, msg: MSG.visitNotFound });
    expect((await row(v.visitRecordId)).state).toBe('created');
    expect((await cancel(doctor, undefined)).body).toEqual({ code: 500, msg: MSG.visitRequired });
    expect((await cancel(doctor, 2_000_000_000)).body).toEqual({ code: 500, msg: MSG.visitNotFound });
    expect((await call(t.app, 'POST', '/api/health/v1/visitRecord/cancel', { body: { visitRecordId: v.visitRecordId } })).status).toBe(401);

    const patientId = await addPatient(t.app, doctor);
    const tea = await call(t.app, 'POST', '/api/health/v1/customTea', { token: doctor, body: { patientId, toPredictDay: '20261128', predictDays: 30 } });
    expect((await cancel(doctor, tea.body.data.visitRecordId)).body).toEqual({ code: 500, msg: MSG.teaCancelWithDelivery });
  });
});

describe('24 hours after pricing, by the clock', () => {
  it('an unpaid visit reads cancelled without any write; paying it is refused; re-pricing makes a new visit', async () => {
    const v = await pricedVisit(t.app, doctor, LATER);
    t.clock.advance(UNPAID_VISIT_TTL_MS - MINUTE);
    await relogin();
    expect(ids(await tab(0))).toContain(v.visitRecordId);
    const qr = (await order(t.app, doctor, v.visitRecordId, 1)).body.data.outTradeNo;
    t.clock.advance(MINUTE);
    await relogin();

    expect(ids(await tab(0))).not.toContain(v.visitRecordId);
    expect((await tab(2)).find((r) => r.visitRecordId === v.visitRecordId)).toMatchObject({ status: 2, statusDesc: '已取消' });
    const history = await call(t.app, 'POST', '/api/health/v1/visit/list', { token: doctor, body: { patientId: v.patientId, pageNum: 1, pageSize: 10 } });
    expect(history.body.rows[0]).toMatchObject({ visitRecordId: v.visitRecordId, state: 'cancelled', stateText: '已取消' });
    expect((await query(doctor, qr)).body.data).toBe(PAY_RESULT_FAILED);
    // Reading wrote nothing.
    expect((await row(v.visitRecordId)).state).toBe('created');

    expect((await order(t.app, doctor, v.visitRecordId, 3)).body).toEqual({ code: 500, msg: MSG.visitCancelledNoPay });
    expect((await row(v.visitRecordId)).state).toBe('created');
    // The payer confirming the QR now: the visit is cancelled through the state machine, nothing paid.
    await payAnswer(t.app, qr, 'confirm');
    expect(await row(v.visitRecordId)).toMatchObject({ state: 'cancelled', cancelled_at: t.clock.now(), paid_at: null });
    expect(await t.app.db.query(`SELECT state FROM payments WHERE visit_record_id = $1`, [v.visitRecordId])).toEqual([{ state: 'closed' }]);

    const again = await price(t.app, doctor, { ...priceBody(v.patientId, LATER), visitRecordId: v.visitRecordId });
    expect(again.body.code).toBe(200);
    expect(again.body.data.visitRecordId).not.toBe(v.visitRecordId);
    expect((await order(t.app, doctor, again.body.data.visitRecordId, 3)).body.code).toBe(200);
  });

  it('a paid visit and a custom tea are never cancelled by the clock', async () => {
    const paid = await paidVisit(t.app, doctor, LATER);
    const patientId = await addPatient(t.app, doctor);
    const tea = (await call(t.app, 'POST', '/api/health/v1/customTea', { token: doctor, body: { patientId, toPredictDay: '20261128', predictDays: 30 } })).body
      .data.visitRecordId;
    t.clock.advance(UNPAID_VISIT_TTL_MS + HOUR);
    await relogin();
    const cancelled = ids(await tab(2));
    expect(cancelled).not.toContain(paid.visitRecordId);
    expect(cancelled).not.toContain(tea);
    expect(ids(await tab(0))).toContain(tea);
  });
});
