import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import type { PrescriptionInfo } from '@tcm/shared/contract';
import { doseProblem } from '@tcm/shared/clinic';
import { MSG } from '../src/messages';
import { chargeFen, findHerb } from '../src/clinic/engine';
import type { StoredResult } from '../src/clinic/visits';
import { SEED_VISIT_PATIENT } from '../src/seed/clinic';
import { call, loginPwd, useTestApi } from './helpers';
import { certifiedDoctor, paidVisit, pregnantInquiry, pricedVisit, TOMORROW } from './clinicSupport';
import { match } from '@tcm/shared/testing/matchers';

jest.setTimeout(60_000);

/** The prescription result (spec 2 §3), related records and herb replacement (spec 2 §5, §7). */
const t = useTestApi();
let doctor = '';
let other = '';
let seededVisit = 0;

beforeAll(async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  other = await certifiedDoctor(t.app);
  const [row] = await t.app.db.query<{ visit_record_id: number }>(
    `SELECT v.visit_record_id FROM visit_records v JOIN patients p USING (patient_id) WHERE p.name = $1`,
    [SEED_VISIT_PATIENT],
  );
  seededVisit = row.visit_record_id;
});

const post = <const U extends string>(url: U, token: string, body: Record<string, unknown>) => call(t.app, 'POST', url, { token, body });
const v2 = (token: string, visitRecordId: number) => post('/api/health/v2/prescription', token, { visitRecordId });
const v1 = (token: string, visitRecordId: number) => post('/api/health/v1/prescription', token, { visitRecordId });
const submit = (token: string, body: Record<string, unknown>) => post('/api/health/v1/prescription/replace/submit', token, body);

/** Gives a paid visit a known prescription, so the safety rules can be tried on chosen herbs. */
async function withHerbs(visitRecordId: number, herbs: [string, number][]) {
  const result: StoredResult = {
    prescriptions: [{ name: '测试方', source: '测试', count: 7, supplyDays: 7, herbs: herbs.map(([name, weight]) => ({ name, weight })) }],
    shangHan: [],
    reasons: [],
  };
  await t.app.db.query('UPDATE visit_records SET current_result = $2::jsonb WHERE visit_record_id = $1', [visitRecordId, JSON.stringify(result)]);
}

const lineBody = (visitRecordId: number, number: number, oldMedicineName: string, oldWeight: number, replaceMedicineName: string, replaceWeight: unknown) => ({
  visitRecordId,
  number,
  oldMedicineName,
  oldWeight,
  replaceMedicineName,
  replaceWeight,
});

describe('the prescription response (spec 2 §3)', () => {
  it('the seeded paid visit: every prescription with name, count, charge in fen, total weight, dates, supply days and numbered herbs', async () => {
    const res = await v2(doctor, seededVisit);
    expect(res.body.code).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ visitRecordId: seededVisit, state: 'prescribed', freeFlag: false, illDay: null, startDate: TOMORROW, takeDays: 7 });
    expect(d.patient).toMatchObject({ name: SEED_VISIT_PATIENT, sex: '1', birthday: '1958-03-12' });
    expect(Object.keys(d.inquiryInfo).sort()).toEqual([
      'basic_array',
      'basic_enter_array',
      'maixiang_array',
      'shangjiao_array',
      'xiajiao_array',
      'zhongjiao_array',
    ]);
    expect(d.prescriptionInfos.length).toBeGreaterThan(0);
    const all: PrescriptionInfo[] = [...d.prescriptionInfos, ...d.shangHanPrescriptionInfos];
    for (const p of all) {
      const dispensed = d.prescriptionInfos.includes(p);
      expect(p).toEqual({
        name: match.any(String),
        source: match.any(String),
        count: 7,
        charge: match.any(Number),
        totalWeight: match.any(Number),
        startDate: TOMORROW,
        endDate: '2026-11-27',
        supplyDays: 7,
        // Spec 3 §3: an 智能 prescription (type ''), taken after meals, no order yet, still modifiable;
        // only the dispensed prescriptions have a sheet (the 伤寒论 references do not).
        type: '',
        takeTime: '饭后',
        disease: '',
        modifyFlag: true,
        visitRecordId: seededVisit,
        status: 0,
        deliveryOrderId: null,
        deliveryOrderStatus: null,
        deliveryOrderStatusText: '',
        imageUrl: dispensed ? `/prescriptionImage?visitRecordId=${seededVisit}` : '',
        prescription: match.any(Array),
      });
      const herbs = p.prescription.map((l) => ({ name: l.key, weight: Number(l.value.replace(/g$/, '')) }));
      for (const l of p.prescription) expect(l.value).toMatch(/^\d{1,3}g$/);
      expect(p.totalWeight).toBe(herbs.reduce((s, h) => s + h.weight, 0));
      expect(p.charge).toBe(chargeFen({ count: p.count, herbs }));
      expect(Number.isInteger(p.charge)).toBe(true);
    }
    // Herb lines are numbered 1..n across the visit: the `number` of the replace calls.
    const indexes = all.flatMap((p) => p.prescription.map((l) => l.index));
    expect(indexes).toEqual(indexes.map((_x, i) => i + 1));
    expect((await v1(doctor, seededVisit)).body).toEqual({ code: 200, msg: '', data: d.prescriptionInfos });
  });

  it("another doctor's visit, or a missing one, answers the same for every call", async () => {
    const notFound = { code: 500, msg: MSG.visitNotFound };
    for (const id of [seededVisit, 999_999]) {
      expect((await v2(other, id)).body).toEqual(notFound);
      expect((await v1(other, id)).body).toEqual(notFound);
      expect(
        (await post('/api/health/v2/rela/record', other, { relaVisitRecordId: id, patientId: 1, recordType: 'A', toDoDay: TOMORROW, takeDays: 7 })).body,
      ).toEqual(notFound);
      expect((await post('/api/health/v1/prescription/replace', other, { visitRecordId: id, patientId: 1, medicineName: '甘草', number: 1 })).body).toEqual(
        notFound,
      );
      expect((await submit(other, lineBody(id, 1, '甘草', 6, '甘草', 9))).body).toEqual(notFound);
    }
    expect((await v2(doctor, 0)).status).toBe(400);
    expect((await post('/api/health/v2/prescription', doctor, {})).body).toEqual({ code: 500, msg: MSG.visitRequired });
  });
});

describe('related records (tabs 针灸信息, 健康预测信息, 通用方信息)', () => {
  it.each(['A', 'D', 'G'])('%s comes from the engine for the visit', async (recordType) => {
    const [p] = await t.app.db.query<{ patient_id: number }>('SELECT patient_id FROM visit_records WHERE visit_record_id = $1', [seededVisit]);
    const res = await post('/api/health/v2/rela/record', doctor, {
      relaVisitRecordId: seededVisit,
      patientId: p.patient_id,
      recordType,
      toDoDay: TOMORROW,
      takeDays: 7,
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ kind: recordType, title: match.any(String), sections: match.any(Array) });
  });

  it('refuses another patient and an unknown kind', async () => {
    const body = { relaVisitRecordId: seededVisit, patientId: 999_999, recordType: 'A', toDoDay: TOMORROW, takeDays: 7 };
    expect((await post('/api/health/v2/rela/record', doctor, body)).body).toEqual({ code: 500, msg: MSG.visitPatientMismatch });
    expect((await post('/api/health/v2/rela/record', doctor, { ...body, patientId: undefined, recordType: 'X' })).body).toEqual({
      code: 400,
      msg: '记录类型不在可选范围内',
    });
  });
});

describe('replacing a herb or its weight', () => {
  it('lists same-category herbs not already in the prescription, whose 药典 range holds the weight; the line must name its herb', async () => {
    const v = await paidVisit(t.app, doctor);
    await withHerbs(v.visitRecordId, [
      ['桂枝', 9],
      ['紫苏叶', 6],
      ['甘草', 6],
    ]);
    const list = await post('/api/health/v1/prescription/replace', doctor, {
      patientId: v.patientId,
      visitRecordId: v.visitRecordId,
      medicineName: '桂枝',
      number: 1,
    });
    expect(list.body.code).toBe(200);
    const names: string[] = list.body.data.replaceMedicines;
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(findHerb(n)?.category).toBe('发散风寒药');
    // 9 g is beyond 细辛's 1～3 g: the dialog keeps the weight, so 细辛 is not offered; 麻黄 (2～10 g) is.
    for (const n of names) expect([n, doseProblem(n, 9)]).toEqual([n, null]);
    expect(names).not.toContain('细辛');
    expect(names).toContain('麻黄');
    expect(names).not.toContain('紫苏叶');
    expect(names).not.toContain('桂枝');
    const wrong = await post('/api/health/v1/prescription/replace', doctor, {
      patientId: v.patientId,
      visitRecordId: v.visitRecordId,
      medicineName: '甘草',
      number: 1,
    });
    expect(wrong.body).toEqual({ code: 500, msg: MSG.herbNotInPrescription });
    const none = await post('/api/health/v1/prescription/replace', doctor, {
      patientId: v.patientId,
      visitRecordId: v.visitRecordId,
      medicineName: '',
      number: 1,
    });
    expect(none.body).toEqual({ code: 500, msg: MSG.herbRequired });
  });

  it('changes a weight (same name) and a herb (same category); logged with who and when; the charge follows', async () => {
    const v = await paidVisit(t.app, doctor);
    await withHerbs(v.visitRecordId, [
      ['桂枝', 9],
      ['白芍', 9],
      ['甘草', 6],
    ]);
    expect((await submit(doctor, lineBody(v.visitRecordId, 1, '桂枝', 9, '桂枝', 10))).body).toEqual({ code: 200, msg: MSG.replaced });
    expect((await submit(doctor, lineBody(v.visitRecordId, 1, '桂枝', 10, '紫苏叶', 10))).body).toEqual({ code: 200, msg: MSG.replaced });
    const [p] = (await v1(doctor, v.visitRecordId)).body.data;
    expect(p.prescription).toEqual([
      { key: '紫苏叶', value: '10g', index: 1 },
      { key: '白芍', value: '9g', index: 2 },
      { key: '甘草', value: '6g', index: 3 },
    ]);
    expect(p.totalWeight).toBe(25);
    expect(p.charge).toBe(
      chargeFen({
        count: 7,
        herbs: [
          { name: '紫苏叶', weight: 10 },
          { name: '白芍', weight: 9 },
          { name: '甘草', weight: 6 },
        ],
      }),
    );
    const log = await t.app.db.query(
      'SELECT herb_index, old_herb, new_herb, old_weight, new_weight, created_at FROM visit_replacements WHERE visit_record_id = $1 ORDER BY replacement_id',
      [v.visitRecordId],
    );
    expect(log).toEqual([
      { herb_index: 1, old_herb: '桂枝', new_herb: '桂枝', old_weight: 9, new_weight: 10, created_at: t.clock.now() },
      { herb_index: 1, old_herb: '桂枝', new_herb: '紫苏叶', old_weight: 10, new_weight: 10, created_at: t.clock.now() },
    ]);
    // The v2 read (a reload of /Prescription) shows the replaced herbs too.
    expect((await v2(doctor, v.visitRecordId)).body.data.prescriptionInfos[0].prescription[0]).toEqual({ key: '紫苏叶', value: '10g', index: 1 });
  });

  const refusals: [string, [string, number][], boolean, Parameters<typeof lineBody>, string][] = [
    [
      '甘草 with 海藻 (十八反)',
      [
        ['桂枝', 9],
        ['甘草', 6],
      ],
      false,
      [0, 1, '桂枝', 9, '海藻', 9],
      '甘草与海藻属十八反，不可同用',
    ],
    [
      'a pregnant patient and 莪术',
      [
        ['川芎', 9],
        ['甘草', 6],
      ],
      true,
      [0, 1, '川芎', 9, '莪术', 6],
      '孕妇禁用：莪术',
    ],
    [
      'another category',
      [
        ['桂枝', 9],
        ['甘草', 6],
      ],
      false,
      [0, 1, '桂枝', 9, '黄连', 3],
      MSG.herbNotSameCategory,
    ],
    [
      'a herb already there',
      [
        ['桂枝', 9],
        ['紫苏叶', 6],
      ],
      false,
      [0, 1, '桂枝', 9, '紫苏叶', 6],
      MSG.herbAlreadyPresent,
    ],
    ['an unknown herb', [['桂枝', 9]], false, [0, 1, '桂枝', 9, '龙肝', 6], MSG.herbUnknown],
    ['no herb chosen', [['桂枝', 9]], false, [0, 1, '桂枝', 9, '', 6], MSG.herbRequired],
    ['a herb not on that line', [['桂枝', 9]], false, [0, 2, '桂枝', 9, '桂枝', 6], MSG.herbNotInPrescription],
    ['a stale weight', [['桂枝', 9]], false, [0, 1, '桂枝', 6, '桂枝', 10], MSG.prescriptionChanged],
    [
      '细辛 at 999 g (药典 1～3 g)',
      [
        ['细辛', 3],
        ['麻黄', 9],
      ],
      false,
      [0, 1, '细辛', 3, '细辛', 999],
      '细辛的用量超出药典范围（1～3g）',
    ],
    ['细辛 at 4 g', [['细辛', 3]], false, [0, 1, '细辛', 3, '细辛', 4], '细辛的用量超出药典范围（1～3g）'],
    ['桂枝 below its range', [['桂枝', 9]], false, [0, 1, '桂枝', 9, '桂枝', 2], '桂枝的用量超出药典范围（3～10g）'],
    ['巴戟天 10 g replaced by 鹿茸 at the same weight', [['巴戟天', 10]], false, [0, 1, '巴戟天', 10, '鹿茸', 10], '鹿茸的用量超出药典范围（1～2g）'],
    ['weight 0', [['桂枝', 9]], false, [0, 1, '桂枝', 9, '桂枝', 0], MSG.weightInvalid],
    ['weight 1000', [['桂枝', 9]], false, [0, 1, '桂枝', 9, '桂枝', 1000], MSG.weightInvalid],
    ['weight 1.5', [['桂枝', 9]], false, [0, 1, '桂枝', 9, '桂枝', 1.5], MSG.weightInvalid],
    ['no weight', [['桂枝', 9]], false, [0, 1, '桂枝', 9, '桂枝', undefined], MSG.weightRequired],
  ];
  it.each(refusals)('refuses %s with its message and changes nothing', async (_name, herbs, pregnant, args, msg) => {
    const v = await paidVisit(t.app, doctor, pregnant ? { inquiryInfo: pregnantInquiry() } : {});
    await withHerbs(v.visitRecordId, herbs);
    const before = (await v1(doctor, v.visitRecordId)).body;
    const res = await submit(doctor, lineBody(v.visitRecordId, ...(args.slice(1) as [number, string, number, string, unknown])));
    expect(res.body.msg).toBe(msg);
    expect(res.body.code).not.toBe(200);
    expect((await v1(doctor, v.visitRecordId)).body).toEqual(before);
    expect(await t.app.db.query('SELECT 1 FROM visit_replacements WHERE visit_record_id = $1', [v.visitRecordId])).toEqual([]);
  });

  it('refuses a pair across two prescriptions of the visit (taken together), and offers no such herb', async () => {
    const v = await paidVisit(t.app, doctor);
    await withHerbs(v.visitRecordId, [['桂枝', 9]]);
    const [row] = await t.app.db.query<{ current_result: StoredResult }>('SELECT current_result FROM visit_records WHERE visit_record_id = $1', [
      v.visitRecordId,
    ]);
    const result = row.current_result;
    result.shangHan = [{ name: '芍药甘草汤', source: '伤寒论', count: 7, supplyDays: 7, herbs: [{ name: '甘草', weight: 6 }] }];
    await t.app.db.query('UPDATE visit_records SET current_result = $2::jsonb WHERE visit_record_id = $1', [v.visitRecordId, JSON.stringify(result)]);
    const res = await submit(doctor, lineBody(v.visitRecordId, 1, '桂枝', 9, '海藻', 9));
    expect(res.body).toEqual({ code: 500, msg: '甘草与海藻属十八反，不可同用' });
  });

  it("both ends of the herb's 药典 range are accepted (桂枝 3～10 g, 鹿茸 1～2 g)", async () => {
    const v = await paidVisit(t.app, doctor);
    await withHerbs(v.visitRecordId, [
      ['桂枝', 9],
      ['巴戟天', 10],
    ]);
    expect((await submit(doctor, lineBody(v.visitRecordId, 1, '桂枝', 9, '桂枝', 3))).body.code).toBe(200);
    expect((await submit(doctor, lineBody(v.visitRecordId, 1, '桂枝', 3, '桂枝', 10))).body.code).toBe(200);
    expect((await submit(doctor, lineBody(v.visitRecordId, 2, '巴戟天', 10, '鹿茸', 2))).body.code).toBe(200);
    expect((await submit(doctor, lineBody(v.visitRecordId, 2, '鹿茸', 2, '鹿茸', 1))).body.code).toBe(200);
  });

  it('not before payment; not by a user without the prescribing right', async () => {
    const v = await pricedVisit(t.app, doctor);
    expect((await submit(doctor, lineBody(v.visitRecordId, 1, '甘草', 6, '甘草', 9))).body).toEqual({ code: 500, msg: MSG.visitNotPaid });
    const list = await post('/api/health/v1/prescription/replace', doctor, {
      patientId: v.patientId,
      visitRecordId: v.visitRecordId,
      medicineName: '甘草',
      number: 1,
    });
    expect(list.body).toEqual({ code: 500, msg: MSG.visitNotPaid });
    const user = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
    expect((await submit(user, lineBody(seededVisit, 1, '甘草', 6, '甘草', 9))).body).toEqual({ code: 500, msg: '没有开方权限' });
  });
});
