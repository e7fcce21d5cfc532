import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { MSG } from '../src/messages';
import type { StoredResult } from '../src/clinic/visits';
import { call, loginPwd, useTestApi } from './helpers';
import { addPatient, certifiedDoctor, inquiry, pricedVisit, TODAY, TOMORROW } from './clinicSupport';
import { granuleGrams } from '../src/clinic/selfComposed/granules';
import { match } from '@tcm/shared/testing/matchers';

jest.setTimeout(60_000);

/** The general prescription (spec 3 §2.4, §7) and the prescription sheet (spec 3 §2.5). */
const t = useTestApi();
let doctor = '';
let other = '';
let user = '';

beforeAll(async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  other = await certifiedDoctor(t.app);
  user = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
});

const post = <const U extends string>(url: U, token: string, body: Record<string, unknown>) => call(t.app, 'POST', url, { token, body });
const granules = (token: string, body: Record<string, unknown>) => post('/api/health/v1/granulesPrice', token, body);
const common = (token: string, visitRecordId: number) => post('/api/health/v2/commonPrescription', token, { visitRecordId });
const image = (token: string, visitRecordId: number | string) => call(t.app, 'GET', `/api/health/v2/prescription/image/${visitRecordId}`, { token });
const svgOf = (imageUrl: string) => Buffer.from(imageUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');

/** A new patient's general prescription starting on 立春 2027. */
async function generalVisit(token = doctor, over: Record<string, unknown> = {}) {
  const patientId = await addPatient(t.app, token, over);
  const res = await granules(token, { patientId, toDoDay: '2027-02-04', takeDays: 5 });
  expect(res.body.code).toBe(200);
  return { patientId, visitRecordId: res.body.data.visitRecordId };
}

async function withHerbs(visitRecordId: number, herbs: [string, number][]) {
  const [row] = await t.app.db.query<{ current_result: StoredResult }>('SELECT current_result FROM visit_records WHERE visit_record_id = $1', [visitRecordId]);
  const result = {
    ...row.current_result,
    prescriptions: [{ ...row.current_result.prescriptions[0], herbs: herbs.map(([name, weight]) => ({ name, weight })) }],
  };
  await t.app.db.query('UPDATE visit_records SET current_result = $2::jsonb WHERE visit_record_id = $1', [visitRecordId, JSON.stringify(result)]);
}

describe('POST /health/v1/granulesPrice', () => {
  it('prices a free general visit that the state machine settles at once, with no payment order', async () => {
    const patientId = await addPatient(t.app, doctor);
    const res = await granules(doctor, { patientId, toDoDay: '2027-02-04', takeDays: 5 });
    expect(res.body).toEqual({ code: 200, msg: '', data: { price: 0, freeFlag: true, visitRecordId: match.any(Number), priceParts: [] } });
    const id = res.body.data.visitRecordId;
    const [visit] = await t.app.db.query<{
      kind: string;
      state: string;
      price_fen: number;
      free_flag: boolean;
      paid_at: Date | null;
      current_result: StoredResult & { solarTerm: { name: string } };
    }>('SELECT * FROM visit_records WHERE visit_record_id = $1', [id]);
    expect(visit).toMatchObject({ kind: 'general', state: 'paid', price_fen: 0, free_flag: true });
    expect(visit.paid_at).not.toBeNull();
    expect(visit.current_result.solarTerm.name).toBe('立春');
    expect(visit.current_result.prescriptions.map((p) => p.name)).toEqual(['桂枝汤']);
    expect(await t.app.db.query('SELECT * FROM payments WHERE visit_record_id = $1', [id])).toEqual([]);
    // Issue 19 §3: spec 3 §4 treats it as paid at once. The documented call (payChannel '3', as
    // the spec writes it) answers success with the documented fields: one paid order of 0 fen,
    // answered again however often (and however many at once) it is asked; its number reads 1103.
    const body = { productId: id, orderType: 1, tradeType: 'NATIVE', payChannel: '3' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/api/pay/0.1/unifiedOrder', doctor, body)));
    for (const a of answers)
      expect(a.body).toEqual({ code: 200, msg: '', data: { payChannel: 3, qrcode: '', outTradeNo: match.stringMatching(/^TCM\d+[0-9A-F]{16}$/) } });
    expect(new Set(answers.map((a) => a.body.data.outTradeNo)).size).toBe(1);
    const rows = await t.app.db.query<{ state: string; amount_fen: number }>('SELECT state, amount_fen FROM payments WHERE visit_record_id = $1', [id]);
    expect(rows).toEqual([{ state: 'succeeded', amount_fen: 0 }]);
    const result = await post('/api/api/pay/0.1/query/place/result', doctor, { outTradeNo: answers[0].body.data.outTradeNo });
    expect(result.body).toEqual({ code: 200, msg: '', data: 1103 });
    // WeChat (channel 1) too: the same paid order, no QR to show.
    const wechat = await post('/api/api/pay/0.1/unifiedOrder', doctor, { ...body, payChannel: 1 });
    expect(wechat.body.data).toEqual({ payChannel: 3, qrcode: '', outTradeNo: answers[0].body.data.outTradeNo });
    const [after] = await t.app.db.query<{ state: string }>('SELECT state FROM visit_records WHERE visit_record_id = $1', [id]);
    expect(after.state).toBe('paid');
  });

  it('the same visit again for the same patient and dates; a new one when the days change', async () => {
    const { patientId, visitRecordId } = await generalVisit();
    const again = await granules(doctor, { patientId, toDoDay: '2027-02-04', takeDays: 5, visitRecordId });
    expect(again.body.data).toEqual({ price: 0, freeFlag: true, visitRecordId, priceParts: [] });
    const changed = await granules(doctor, { patientId, toDoDay: '2027-02-04', takeDays: 6, visitRecordId });
    expect(changed.body.data.visitRecordId).not.toBe(visitRecordId);
  });

  it('answers the start rules of spec 2 §5 in their order', async () => {
    const patientId = await addPatient(t.app, doctor);
    const cases: [Record<string, unknown>, string][] = [
      [{ toDoDay: '2027-02-04', takeDays: 5 }, MSG.patientRequired],
      [{ patientId, takeDays: 5 }, MSG.useDateRequired],
      [{ patientId, toDoDay: '2027-02-30', takeDays: 5 }, MSG.useDateInvalid],
      [{ patientId, toDoDay: TODAY, takeDays: 5 }, MSG.useDateNotAfterToday],
      [{ patientId, toDoDay: '2027-11-21', takeDays: 5 }, MSG.useDateBeyondYear],
      [{ patientId, toDoDay: TOMORROW }, MSG.useDaysRequired],
      [{ patientId, toDoDay: TOMORROW, takeDays: 31 }, MSG.useDaysTooMany],
      [{ patientId, toDoDay: TOMORROW, takeDays: 0 }, MSG.useDaysTooFew],
    ];
    for (const [body, msg] of cases) expect((await granules(doctor, body)).body).toEqual({ code: 500, msg });
    const notInteger = await granules(doctor, { patientId, toDoDay: TOMORROW, takeDays: 7.5 });
    expect(notInteger.status).toBe(400);
    expect(notInteger.body.msg).toBe(MSG.useDaysInvalid);
    const badInquiry = inquiry((info) => {
      info.basic_array.find((i) => i.key === '是否孕妇')!.value = '也许';
    });
    const refused = await granules(doctor, { patientId, toDoDay: TOMORROW, takeDays: 7, inquiryInfo: badInquiry });
    expect(refused.body.code).toBe(500);
    expect(refused.body.msg).not.toBe('');
    const [{ n }] = await t.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM visit_records WHERE patient_id = $1`, [patientId]);
    expect(n).toBe(0);
  });

  it('refuses another doctor’s patient and visit like missing ones, and a user without the prescribing right', async () => {
    const { patientId, visitRecordId } = await generalVisit();
    expect((await granules(other, { patientId, toDoDay: TOMORROW, takeDays: 3 })).body).toEqual({ code: 500, msg: MSG.patientNotFound });
    const theirs = await addPatient(t.app, other);
    expect((await granules(other, { patientId: theirs, toDoDay: TOMORROW, takeDays: 3, visitRecordId })).body).toEqual({ code: 500, msg: MSG.visitNotFound });
    expect((await granules(user, { patientId, toDoDay: TOMORROW, takeDays: 3 })).body).toEqual({ code: 500, msg: MSG.noPrescribingRight });
    expect((await call(t.app, 'POST', '/api/health/v1/granulesPrice', { body: { patientId, toDoDay: TOMORROW, takeDays: 3 } })).status).toBe(401);
  });
});

describe('POST /health/v2/commonPrescription', () => {
  it('answers the visit’s formula with the start date’s solar term, and moves paid → prescribed', async () => {
    const { visitRecordId } = await generalVisit();
    const res = await common(doctor, visitRecordId);
    expect(res.body.code).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ visitRecordId, prescriptionType: 'G', state: 'prescribed', freeFlag: true, price: 0, startDate: '2027-02-04', takeDays: 5 });
    expect(d.solarTerm).toEqual({
      name: '立春',
      date: '2027-02-04',
      nextName: '雨水',
      nextDate: '2027-02-19',
      formula: '桂枝汤',
      source: '伤寒论 · 桂枝汤',
      why: match.stringContaining('立春'),
    });
    expect(d.prescriptionInfos).toHaveLength(1);
    expect(d.prescriptionInfos[0]).toMatchObject({ name: '桂枝汤', count: 5, supplyDays: 5, startDate: '2027-02-04', endDate: '2027-02-08' });
    expect(d.prescriptionInfos[0].prescription.map((l: { key: string }) => l.key)).toEqual(['桂枝', '白芍', '炙甘草', '生姜', '大枣']);
  });

  it('refuses another user’s visit like a missing one and an unpaid visit', async () => {
    const { visitRecordId } = await generalVisit();
    expect((await common(other, visitRecordId)).body).toEqual({ code: 500, msg: MSG.visitNotFound });
    const unpaid = await pricedVisit(t.app, doctor);
    expect((await common(doctor, unpaid.visitRecordId)).body).toEqual({ code: 500, msg: MSG.visitNotPaid });
  });
});

describe('v2 replace calls', () => {
  const REF = { startDate: '2027-02-04', endDate: '2027-02-08', type: 'G' };

  it('lists and replaces a herb of the named prescription, logged, and the sheet follows', async () => {
    const { patientId, visitRecordId } = await generalVisit();
    const list = await post('/api/health/v2/prescription/replace', doctor, { patientId, visitRecordId, medicineName: '桂枝', number: 1, ...REF });
    expect(list.body.code).toBe(200);
    const options: string[] = list.body.data.replaceMedicines;
    expect(options.length).toBeGreaterThan(0);
    expect(options).not.toContain('桂枝');
    const submit = await post('/api/health/v2/prescription/replace/submit', doctor, {
      visitRecordId,
      number: 1,
      oldMedicineName: '桂枝',
      oldWeight: 9,
      replaceMedicineName: options[0],
      replaceWeight: 10,
      ...REF,
    });
    expect(submit.body).toEqual({ code: 200, msg: MSG.replaced });
    const now = (await common(doctor, visitRecordId)).body.data.prescriptionInfos[0].prescription[0];
    expect(now).toEqual({ key: options[0], value: '10g', index: 1 });
    const [log] = await t.app.db.query<{ old_herb: string; new_herb: string; new_weight: number }>(
      'SELECT * FROM visit_replacements WHERE visit_record_id = $1',
      [visitRecordId],
    );
    expect(log).toMatchObject({ old_herb: '桂枝', new_herb: options[0], new_weight: 10 });
    const svg = svgOf((await image(doctor, visitRecordId)).body.data.prescriptions[0].imageUrl);
    expect(svg).toContain(`>${options[0]}<`);
    expect(svg).toContain('>10g<');
  });

  it('refuses a prescription named by other dates or type, an unknown type, a weight outside 1-999 g or the 药典 range, a dangerous pair and another user', async () => {
    const { patientId, visitRecordId } = await generalVisit();
    const submit = (over: Record<string, unknown>, token = doctor) =>
      post('/api/health/v2/prescription/replace/submit', token, {
        visitRecordId,
        number: 5,
        oldMedicineName: '大枣',
        oldWeight: 12,
        replaceMedicineName: '大枣',
        replaceWeight: 10,
        ...REF,
        ...over,
      });
    expect((await submit({ endDate: '2027-02-09' })).body).toEqual({ code: 500, msg: MSG.prescriptionRefMismatch });
    expect((await submit({ type: '' })).body).toEqual({ code: 500, msg: MSG.prescriptionRefMismatch });
    expect((await submit({ type: 'X' })).body).toEqual({ code: 400, msg: '处方类型不在可选范围内' });
    expect((await submit({ startDate: '' })).body).toEqual({ code: 500, msg: MSG.prescriptionRefMismatch });
    expect((await submit({}, other)).body).toEqual({ code: 500, msg: MSG.visitNotFound });
    expect((await submit({ replaceWeight: 1000 })).body).toEqual({ code: 500, msg: MSG.weightInvalid });
    // Within 1-999 g but outside the 药典's 6～15 g of 大枣, either way.
    expect((await submit({ replaceWeight: 999 })).body).toEqual({ code: 500, msg: '大枣的用量超出药典范围（6～15g）' });
    expect((await submit({ replaceWeight: 5 })).body).toEqual({ code: 500, msg: '大枣的用量超出药典范围（6～15g）' });
    expect((await post('/api/health/v2/prescription/replace', other, { patientId, visitRecordId, medicineName: '桂枝', number: 1, ...REF })).body).toEqual({
      code: 500,
      msg: MSG.visitNotFound,
    });
    await withHerbs(visitRecordId, [
      ['甘草', 6],
      ['浙贝母', 9],
    ]);
    const pair = await post('/api/health/v2/prescription/replace/submit', doctor, {
      visitRecordId,
      number: 2,
      oldMedicineName: '浙贝母',
      oldWeight: 9,
      replaceMedicineName: '海藻',
      replaceWeight: 9,
      ...REF,
    });
    expect(pair.body).toEqual({ code: 500, msg: '甘草与海藻属十八反，不可同用' });
    expect(await t.app.db.query('SELECT * FROM visit_replacements WHERE visit_record_id = $1', [visitRecordId])).toEqual([]);
  });

  it('serve a 智能 visit too (type ’’), and refuse it before payment', async () => {
    const unpaid = await pricedVisit(t.app, doctor);
    const res = await post('/api/health/v2/prescription/replace', doctor, {
      patientId: unpaid.patientId,
      visitRecordId: unpaid.visitRecordId,
      medicineName: '甘草',
      number: 1,
      ...REF,
      type: '',
    });
    expect(res.body).toEqual({ code: 500, msg: MSG.visitNotPaid });
  });
});

describe('GET /health/v2/prescription/image/:visitRecordId', () => {
  it('answers one rendered SVG sheet per prescription of a paid visit, with patient, herbs, doses, take time and doctor', async () => {
    const { visitRecordId, patientId } = await generalVisit(doctor, { name: '柳如是' });
    const res = await image(doctor, visitRecordId);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ visitRecordId, patientId, patientName: '柳如是', prescriptionType: 'G' });
    const [sheet] = res.body.data.prescriptions;
    expect(sheet).toMatchObject({ index: 0, name: '桂枝汤', status: 0, deliveryOrderId: null });
    expect(sheet.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = svgOf(sheet.imageUrl);
    for (const s of [
      '岐黄国医健康科技有限公司',
      '处 方 笺（通用方）',
      '柳如是',
      '立春节气通用方',
      '>桂枝<',
      '>大枣<',
      '5 剂',
      '饭后温服',
      '李时珍',
      '2027-02-04 至 2027-02-08',
      '就诊二维码',
    ]) {
      expect(svg).toContain(s);
    }
  });

  it('escapes a patient named <script>', async () => {
    const { visitRecordId } = await generalVisit(doctor, { name: '<script>x</script>' });
    const svg = svgOf((await image(doctor, visitRecordId)).body.data.prescriptions[0].imageUrl);
    expect(svg).not.toMatch(/<script/i);
    expect(svg).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it('a 智能 visit: a sheet for each prescription to dispense, none for the 伤寒论 references', async () => {
    const visit = await pricedVisit(t.app, doctor);
    expect((await image(doctor, visit.visitRecordId)).body).toEqual({ code: 500, msg: MSG.visitNotPaid });
    await post('/api/api/pay/0.1/unifiedOrder', doctor, { productId: visit.visitRecordId, orderType: 1, tradeType: 'NATIVE', payChannel: 3 });
    const res = await image(doctor, visit.visitRecordId);
    const full = await post('/api/health/v2/prescription', doctor, { visitRecordId: visit.visitRecordId });
    expect(res.body.data.prescriptionType).toBe('');
    expect(res.body.data.prescriptions.map((s: { name: string }) => s.name)).toEqual(full.body.data.prescriptionInfos.map((p: { name: string }) => p.name));
    expect(svgOf(res.body.data.prescriptions[0].imageUrl)).toContain('处 方 笺（中药组方）');
  });

  it('a granule self-composed visit is printed in granule grams, to be dissolved in hot water', async () => {
    const patientId = await addPatient(t.app, doctor);
    const made = await post('/api/health/v2/prescription/self/image', doctor, {
      patientId,
      toDoDay: TOMORROW,
      takeDays: 7,
      prescriptionBody: { disease: '血虚证', take_time: '饭后', form: '颗粒', prescriptionList: [{ key: '当归', value: 10, index: 1 }] },
    });
    expect(made.body.code).toBe(200);
    const svg = svgOf((await image(doctor, made.body.data.visitRecordId)).body.data.prescriptions[0].imageUrl);
    expect(svg).toContain('颗粒剂，开水冲服');
    expect(svg).not.toContain('水煎服');
    const granules = Math.round(granuleGrams('当归', 10) * 100) / 100;
    expect(granules).toBeLessThan(10);
    expect(svg).toContain(`>${granules}g<`);
  });

  it('a self-composed visit (H8’s kind): its diagnosis and take time on the sheet, and the v2 calls with type S', async () => {
    const patientId = await addPatient(t.app, doctor);
    const herbs = [
      ['当归', 10],
      ['川芎', 6],
      ['白芍', 12],
      ['熟地黄', 15],
    ] as const;
    const made = await post('/api/health/v2/prescription/self/image', doctor, {
      patientId,
      toDoDay: TOMORROW,
      takeDays: 7,
      prescriptionBody: { disease: '血虚证 <b>', take_time: '饭前', prescriptionList: herbs.map(([key, value], i) => ({ key, value, index: i + 1 })) },
    });
    expect(made.body.code).toBe(200);
    const visitRecordId = made.body.data.visitRecordId;
    const res = await image(doctor, visitRecordId);
    expect(res.body.data.prescriptionType).toBe('S');
    expect(res.body.data.prescriptions).toHaveLength(1);
    const svg = svgOf(res.body.data.prescriptions[0].imageUrl);
    for (const s of ['处 方 笺（自拟组方）', '血虚证 &lt;b&gt;', '水煎服', '饭前温服', '>当归<', '>15g<']) expect(svg).toContain(s);
    const info = (await common(doctor, visitRecordId)).body.data;
    expect(info.prescriptionType).toBe('S');
    const p = info.prescriptionInfos[0];
    const submit = await post('/api/health/v2/prescription/replace/submit', doctor, {
      visitRecordId,
      number: 1,
      oldMedicineName: '当归',
      oldWeight: 10,
      replaceMedicineName: '当归',
      replaceWeight: 9,
      startDate: p.startDate,
      endDate: p.endDate,
      type: 'S',
    });
    expect(submit.body).toEqual({ code: 200, msg: MSG.replaced });
  });

  it('another user’s visit answers like a missing one; no token is 401; a bad id is 400', async () => {
    const { visitRecordId } = await generalVisit();
    expect((await image(other, visitRecordId)).body).toEqual({ code: 500, msg: MSG.visitNotFound });
    expect((await image(other, 999_999)).body).toEqual({ code: 500, msg: MSG.visitNotFound });
    expect((await call(t.app, 'GET', `/api/health/v2/prescription/image/${visitRecordId}`)).status).toBe(401);
    expect((await image(doctor, 'abc')).status).toBe(400);
  });
});
