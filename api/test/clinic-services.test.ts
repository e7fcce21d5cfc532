import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { SERVICES, SERVICE_INDICES, SERVICE_START_MSG, serviceRequest } from '@tcm/shared/clinic';
import type { AcupointDetail, CustomTeaServiceResult, ServiceIndex, ServiceResult } from '@tcm/shared/contract';
import { customTeaServiceResult, envelope, serviceResult } from '@tcm/shared/contract/schema';
import type { StoredResult } from '../src/clinic/visits';
import { MSG } from '../src/messages';
import { ACUPOINT_CACHE_CONTROL } from '../src/clinic/routes/services';
import { call, checked, dataOf, loginPwd, useTestApi } from './helpers';
import { addPatient, certifiedDoctor, order, price, priceBody, TODAY, TOMORROW } from './clinicSupport';

jest.setTimeout(60_000);

/** The service calls of spec 3 §7 (start rules of §5, rights, ownership) and the acupoint list. */
const t = useTestApi();
let doctor = '';
let otherDoctor = '';
let user = '';
let patientId = 0;

beforeAll(async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  otherDoctor = await certifiedDoctor(t.app);
  user = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
  patientId = await addPatient(t.app, doctor, { name: '服务患者', birthday: '1985-06-15', sex: 0 });
});

/** The body the start page sends for a service (the shared builder), with fields replaced or removed. */
function bodyOf(index: ServiceIndex, over: Record<string, unknown> = {}, days: number | null = 7) {
  const { body } = serviceRequest({ patientId, useDate: TOMORROW, useDays: days, serviceIndex: index });
  const out: Record<string, unknown> = { ...body, ...over };
  for (const [k, v] of Object.entries(over)) if (v === undefined) delete out[k];
  return out;
}
const pathOf = (index: ServiceIndex) => SERVICES[index].call.replace(/^POST /, '/api');
/** A service's answer: its result (9 定制养生茶's with customTeaResult) on success, a refusal otherwise. */
const serviceAnswer = envelope.extend({ data: customTeaServiceResult.or(serviceResult).optional() });
const serve = async (index: ServiceIndex, token: string, body: Record<string, unknown>) => {
  const res = await call(t.app, 'POST', pathOf(index), { token, body });
  return { ...res, body: checked(serviceAnswer, res.body) };
};
const serveTea = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', '/api/health/v1/customTea', { token, body });

const dayKey = (index: ServiceIndex) => (SERVICES[index].body === 'predict' ? 'toPredictDay' : 'toDoDay');
const daysKey = (index: ServiceIndex) => (SERVICES[index].body === 'predict' ? 'predictDays' : 'takeDays');
const day = (index: ServiceIndex, ymd: string) => (SERVICES[index].body === 'predict' ? ymd.replace(/-/g, '') : ymd);
const visitCount = async () => (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM visit_records'))[0].n;

describe.each(SERVICE_INDICES.map((i) => [i, SERVICES[i].title] as const))('service %i %s', (index, title) => {
  it("answers its titled text for the doctor's patient", async () => {
    const res = await serve(index, doctor, bodyOf(index));
    expect(res.body.code).toBe(200);
    const data = dataOf(res);
    expect(data).toMatchObject({ serviceIndex: index, title, patientId, patientName: '服务患者', startDate: TOMORROW, days: 7, endDate: '2026-11-27' });
    expect(data.sections[0].heading).toBe('基本信息');
    expect(data.sections.length).toBeGreaterThan(2);
    expect(data.sections.every((s) => s.lines.length > 0 && s.lines.every((l) => typeof l === 'string' && l.length > 0))).toBe(true);
  });

  it('is deterministic: the same request gives the same text', async () => {
    const a = dataOf(await serve(index, doctor, bodyOf(index)));
    const b = dataOf(await serve(index, doctor, bodyOf(index)));
    const strip = ({ visitRecordId: _v, ...rest }: ServiceResult & { visitRecordId?: number }) => rest;
    expect(strip(b)).toEqual(strip(a));
  });

  const daysRule = SERVICES[index].daysRequired ? SERVICE_START_MSG.daysRequired : null;
  const cases: Array<[string, Record<string, unknown>, string | null]> = [
    ['no patient', { patientId: undefined }, SERVICE_START_MSG.patientRequired],
    ['no start date', { [dayKey(index)]: undefined }, SERVICE_START_MSG.startDateRequired],
    ['a start date that is no day', { [dayKey(index)]: day(index, '2026-02-30') }, SERVICE_START_MSG.startDateInvalid],
    ['a start date in the wrong format', { [dayKey(index)]: SERVICES[index].body === 'predict' ? TOMORROW : '20261121' }, SERVICE_START_MSG.startDateInvalid],
    ['start date today', { [dayKey(index)]: day(index, TODAY) }, SERVICE_START_MSG.startDateNotAfterToday],
    ['start date in the past', { [dayKey(index)]: day(index, '2025-06-01') }, SERVICE_START_MSG.startDateNotAfterToday],
    ['start date beyond a year', { [dayKey(index)]: day(index, '2027-11-21') }, SERVICE_START_MSG.startDateBeyondYear],
    ['no days', { [daysKey(index)]: undefined }, daysRule],
    ['days not a number', { [daysKey(index)]: 'abc' }, SERVICE_START_MSG.daysNotInteger],
    ['days a fraction', { [daysKey(index)]: 2.5 }, SERVICE_START_MSG.daysNotInteger],
    ['0 days', { [daysKey(index)]: 0 }, SERVICE_START_MSG.daysTooFew],
    ['-3 days', { [daysKey(index)]: -3 }, SERVICE_START_MSG.daysTooFew],
    ['31 days', { [daysKey(index)]: 31 }, index === 11 ? SERVICE_START_MSG.daysOver30 : null],
    ['366 days', { [daysKey(index)]: 366 }, index === 11 ? SERVICE_START_MSG.daysOver30 : SERVICE_START_MSG.daysOverYear],
    ['the last day of the year ahead', { [dayKey(index)]: day(index, '2027-11-20') }, null],
    ['1 day', { [daysKey(index)]: 1 }, null],
  ];
  it.each(cases)('%s → %s', async (_name, over, msg) => {
    const before = await visitCount();
    const res = await serve(index, doctor, bodyOf(index, over));
    if (msg === null) {
      expect(res.body.msg).toBe('');
      expect(res.body.code).toBe(200);
    } else {
      // The input layer answers a value that is no integer (400), the rules the rest (500): same words.
      expect(res.body.msg).toBe(msg);
      expect(res.body.code).not.toBe(200);
      expect(await visitCount()).toBe(before);
    }
  });

  it('days left empty use the standard course where they are optional', async () => {
    const res = await serve(index, doctor, bodyOf(index, { [daysKey(index)]: undefined }));
    if (SERVICES[index].daysRequired) expect(res.body.msg).toBe(SERVICE_START_MSG.daysRequired);
    else expect(res.body.data?.days).toBe(SERVICES[index].defaultDays);
  });

  it("another doctor's patient answers like a missing one, and a deleted one is refused", async () => {
    const theirs = await serve(index, otherDoctor, bodyOf(index));
    const none = await serve(index, doctor, bodyOf(index, { patientId: 999_999 }));
    expect(theirs.body).toEqual({ code: 500, msg: MSG.patientNotFound });
    expect(none.body).toEqual(theirs.body);
    expect(JSON.stringify(theirs.body)).not.toContain('服务患者');
  });

  it('without a login: 401', async () => {
    expect((await call(t.app, 'POST', pathOf(index), { body: bodyOf(index) })).status).toBe(401);
  });
});

describe('rights (spec 1 §2.3 and §6, reading A, as the home grid)', () => {
  it('an ordinary user runs 1 to 5 for a patient of their own, and is refused 9, 10 and 11 before anything else', async () => {
    const own = await addPatient(t.app, user, { name: '普通用户的患者' });
    for (const index of SERVICE_INDICES) {
      const res = await serve(index, user, bodyOf(index, { patientId: own }));
      if (SERVICES[index].right === 'user') expect([index, res.body.code]).toEqual([index, 200]);
      else expect([index, res.body]).toEqual([index, { code: 500, msg: MSG.noPrescribingRight }]);
      // Refused before the start rules are read.
      const bare = index === 10 ? { serviceIndex: 10 } : {};
      if (SERVICES[index].right === 'prescriber') expect((await serve(index, user, bare)).body.msg).toBe(MSG.noPrescribingRight);
    }
  });

  it.each([
    ['first-level agent', DEMO_ACCOUNTS.level1.phone, true],
    ['second-level agent', DEMO_ACCOUNTS.level2.phone, true],
    ['admin', DEMO_ACCOUNTS.admin.phone, true],
    ['superadmin', DEMO_ACCOUNTS.superadmin.phone, true],
    ['hospital admin', DEMO_ACCOUNTS.hospitalAdmin.phone, false],
    ['doctor under review', DEMO_ACCOUNTS.doctorReviewing.phone, false],
    ['rejected doctor', DEMO_ACCOUNTS.doctorRejected.phone, false],
  ])('%s: 六气饮, 定制养生茶 and 药食同源 %s', async (_who, phone, allowed) => {
    const token = await loginPwd(t.app, phone);
    const own = await addPatient(t.app, token);
    for (const index of [9, 10, 11] as const) {
      const res = await serve(index, token, bodyOf(index, { patientId: own }));
      expect([index, res.body.code === 200 ? 'ok' : res.body.msg]).toEqual([index, allowed ? 'ok' : MSG.noPrescribingRight]);
    }
  });
});

describe('POST /health/v1/medicine answers 5 and 10 by serviceIndex', () => {
  it('中成药 and 药食同源 differ, another index is refused', async () => {
    const five = await serve(5, doctor, bodyOf(5));
    const ten = await serve(10, doctor, bodyOf(10));
    expect(five.body.data?.title).toBe('中成药');
    expect(ten.body.data?.title).toBe('药食同源');
    // The contract names 5 and 10 only (contractInput.ts); text that is no number is the reader's.
    for (const [serviceIndex, msg] of [
      [4, '服务编号不在可选范围内'],
      [7, '服务编号不在可选范围内'],
      [11, '服务编号不在可选范围内'],
      ['x', MSG.serviceInvalid],
      [0, '服务编号不在可选范围内'],
    ]) {
      const res = await serve(5, doctor, bodyOf(5, { serviceIndex }));
      expect([res.body.code === 200, res.body.msg]).toEqual([false, msg]);
    }
  });
});

describe('POST /health/v1/medicine with the documented body (issue 19 §2)', () => {
  it('{patientId, toDoDay, takeDays} without serviceIndex answers 中成药 (service 5), for any user', async () => {
    const documented = { patientId, toDoDay: TOMORROW, takeDays: 7 };
    const res = await call(t.app, 'POST', '/api/health/v1/medicine', { token: doctor, body: documented });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ serviceIndex: 5, title: '中成药', patientId, startDate: TOMORROW, days: 7 });
    expect(res.body.data).toEqual((await serve(5, doctor, bodyOf(5))).body.data);
    // A user without the prescribing right may use it (10 would be refused them).
    const mine = await addPatient(t.app, user, { name: '普通用户患者', birthday: '1990-01-01' });
    expect((await call(t.app, 'POST', '/api/health/v1/medicine', { token: user, body: { patientId: mine, toDoDay: TOMORROW, takeDays: 7 } })).body.code).toBe(
      200,
    );
    expect(
      (await call(t.app, 'POST', '/api/health/v1/medicine', { token: user, body: { patientId: mine, toDoDay: TOMORROW, takeDays: 7, serviceIndex: 10 } })).body
        .msg,
    ).toBe(MSG.noPrescribingRight);
  });
});

describe('9 定制养生茶 makes a visit record', () => {
  it("answers customTeaResult and a visitRecordId of a customTea visit, created and priced, in the patient's history", async () => {
    const res = await serveTea(doctor, bodyOf(9, { predictDays: 60 }));
    expect(res.body.code).toBe(200);
    const { visitRecordId, customTeaResult, sections } = res.body.data;
    expect(customTeaResult).toEqual(sections.flatMap((s) => [`【${s.heading}】`, ...s.lines]));
    expect(customTeaResult.join('\n')).toContain('每盒48袋，共240g');
    expect(customTeaResult.join('\n')).toContain('共60天，需60袋，计2盒');
    const [row] = await t.app.db.query<{ price_fen: number; current_result: StoredResult; service_result: CustomTeaServiceResult }>(
      'SELECT * FROM visit_records WHERE visit_record_id = $1',
      [visitRecordId],
    );
    expect(row).toMatchObject({ kind: 'customTea', state: 'created', to_do_day: TOMORROW, take_days: 60, patient_id: patientId, free_flag: false });
    expect(row.price_fen).toBeGreaterThan(0);
    expect(row.current_result.prescriptions[0]).toMatchObject({ name: '定制养生茶', count: 2, supplyDays: 60 });
    expect(row.current_result.prescriptions[0].herbs.reduce((s: number, h: { weight: number }) => s + h.weight, 0)).toBe(240);
    expect(row.service_result.customTeaResult).toEqual(customTeaResult);

    const list = await call(t.app, 'POST', '/api/health/v1/visit/list', { token: doctor, body: { pageNum: 1, pageSize: 10, patientId } });
    expect(list.body.rows[0]).toMatchObject({ visitRecordId, kind: '定制养生茶', stateText: '待支付', price: row.price_fen });
    // Another doctor cannot touch it (the visit answers like a missing one); its doctor pays the tea with its
    // delivery order, so the clinic's pay call refuses it and nothing is recorded.
    expect((await order(t.app, otherDoctor, visitRecordId, 3)).body.msg).toBe(MSG.visitNotFound);
    expect((await order(t.app, doctor, visitRecordId, 3)).body).toEqual({ code: 500, msg: MSG.teaPaidWithDelivery });
    expect(await t.app.db.query('SELECT 1 FROM payments WHERE visit_record_id = $1', [visitRecordId])).toEqual([]);
  });

  it('the consultation price call cannot re-price it as a 中药组方', async () => {
    const { visitRecordId } = (await serveTea(doctor, bodyOf(9))).body.data;
    const [before] = await t.app.db.query('SELECT * FROM visit_records WHERE visit_record_id = $1', [visitRecordId]);
    const res = await price(t.app, doctor, priceBody(patientId, { visitRecordId }));
    expect(res.body).toEqual({ code: 500, msg: MSG.visitNotFound });
    expect((await t.app.db.query('SELECT * FROM visit_records WHERE visit_record_id = $1', [visitRecordId]))[0]).toEqual(before);
  });

  it('each call makes its own visit', async () => {
    const a = (await serveTea(doctor, bodyOf(9))).body.data.visitRecordId;
    const b = (await serveTea(doctor, bodyOf(9))).body.data.visitRecordId;
    expect(b).not.toBe(a);
  });
});

describe('GET /business/acupointDetails/listAll', () => {
  it('is public and cacheable: the 362 WHO points with the six fields of spec 3 §3 (and the WHO code)', async () => {
    const res = await call(t.app, 'GET', '/api/business/acupointDetails/listAll');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(ACUPOINT_CACHE_CONTROL);
    const points: AcupointDetail[] = res.body.data;
    expect(points).toHaveLength(362);
    expect(new Set(points.map((p) => p.code)).size).toBe(362);
    for (const p of points) expect(Object.keys(p).sort()).toEqual(['acupGet', 'channels', 'code', 'nameAcup', 'pinyin', 'position2', 'positionSta']);
    expect(points.find((p) => p.nameAcup === '合谷')).toEqual({
      code: 'LI4',
      nameAcup: '合谷',
      pinyin: 'hé gǔ',
      channels: '手阳明大肠经',
      positionSta: '在手背，第2掌骨桡侧的中点处。',
      position2: '以一手拇指指间关节横纹，放在另一手拇、食指之间的指蹼缘上，拇指尖下是穴。',
      acupGet: '直刺0.5～1寸，孕妇不宜针；可灸。',
    });
  });

  it('names every point a service result names', async () => {
    const points = (await call(t.app, 'GET', '/api/business/acupointDetails/listAll', { token: doctor })).body.data;
    const byName = new Map(points.map((p) => [p.nameAcup, p]));
    for (const index of [3, 4] as const) {
      const { acupoints } = dataOf(await serve(index, doctor, bodyOf(index)));
      expect(acupoints.length).toBeGreaterThan(3);
      for (const name of acupoints) expect([name, byName.get(name)?.positionSta.length ?? 0]).not.toEqual([name, 0]);
    }
  });
});
