import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { MSG } from '../src/messages';
import { findHerb } from '../src/clinic/engine';
import { granuleFromSlice, MEDICINES, piecesWeightOf, round6, searchMedicines, sliceFromGranule } from '../src/clinic/selfComposed';
import { allRatios } from '../src/clinic/selfComposed/granules';
import type { VisitRow } from '../src/clinic/visits';
import type { SelfComposedResultJson } from '../src/clinic/selfComposed/stored';
import { call, loginPwd, useTestApi } from './helpers';
import { addPatient, certifiedDoctor, inquiry, pregnantInquiry, TOMORROW } from './clinicSupport';
import { match } from '@tcm/shared/testing/matchers';

jest.setTimeout(60_000);

/** 自拟组方 (spec 3 §2.11, §5, §7): the herb catalogue, the composed prescription and its visit. */
const t = useTestApi();
let doctor = '';
let other = '';
let user = '';
let patientId = 0;

beforeAll(async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  other = await certifiedDoctor(t.app, '葛洪');
  user = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
  patientId = await addPatient(t.app, doctor, { name: '自拟患者', birthday: '1982-03-04', sex: 0 });
});

const herbs = (...pairs: [string, unknown][]) => pairs.map(([key, value], i) => ({ key, value, index: i + 1 }));
const FIVE = herbs(['当归', 10], ['黄芪', 15], ['白术', 10], ['茯苓', 12], ['甘草', 6]);

const body = (over: Record<string, unknown> = {}, rx: Record<string, unknown> = {}) => ({
  patientId,
  toDoDay: TOMORROW,
  takeDays: 7,
  inquiryInfo: inquiry(),
  prescriptionBody: { disease: '气血两虚', prescriptionList: FIVE, take_time: '饭后', total: 53, form: '饮片', ...rx },
  ...over,
});

const submit = (token: string, b: unknown) => call(t.app, 'POST', '/api/health/v2/prescription/self/image', { token, body: b });
const list = (token: string, query: Record<string, string>) => call(t.app, 'GET', '/api/medicine/list', { token, query });
const visitCount = async () => (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM visit_records'))[0].n;

describe('the herb catalogue (GET /medicine/list)', () => {
  it('pinyin initials: dg offers 当归 first (exact initials before 地骨皮, whose initials only start so)', () => {
    const names = searchMedicines('dg').map((m) => m.medicineName);
    expect(names[0]).toBe('当归');
    expect(names).toContain('地骨皮');
    expect(names.indexOf('当归')).toBeLessThan(names.indexOf('地骨皮'));
  });

  it('ranks the name itself, then exact initials, then prefixes, then inner matches', () => {
    expect(searchMedicines('甘草')[0].medicineName).toBe('甘草');
    expect(searchMedicines('gc')[0].medicineName).toBe('甘草');
    // 当 starts 当归; inner matches (…归…) come after names starting with the text.
    const gui = searchMedicines('归').map((m) => m.medicineName);
    expect(gui).toContain('当归');
    expect(searchMedicines('HZ').map((m) => m.medicineName)).toEqual(match.arrayContaining(['海藻', '诃子']));
    expect(searchMedicines(' d g ')[0].medicineName).toBe('当归');
    expect(searchMedicines('zzzz')).toEqual([]);
    expect(searchMedicines('')).toHaveLength(MEDICINES.length);
  });

  it('answers pages of rows with total, every row with id, name, initials and a granule ratio', async () => {
    const res = await list(doctor, { keyword: 'dg', pageNum: '1', pageSize: '1' });
    expect(res.body).toEqual({
      code: 200,
      msg: '',
      rows: [{ medicineId: match.any(Number), medicineName: '当归', pinyinInitialName: 'dg', piecesWeight: 2.5 }],
      total: searchMedicines('dg').length,
    });
    const second = await list(doctor, { keyword: 'dg', pageNum: '2', pageSize: '1' });
    expect(second.body.rows[0].medicineName).toBe('地骨皮');
    const all = await list(user, {});
    expect(all.body.rows).toHaveLength(10);
    expect(all.body.total).toBe(MEDICINES.length);
    expect((await list(doctor, { pageSize: '51' })).status).toBe(400);
  });
});

describe('the granule conversion (slice = granule × piecesWeight, granule rounded to 6 decimals)', () => {
  it('converts both ways and rounds granules to 6 decimals', () => {
    expect(granuleFromSlice(10, 2.5)).toBe(4);
    expect(sliceFromGranule(4, 2.5)).toBe(10);
    expect(granuleFromSlice(10, 3)).toBe(3.333333);
    expect(granuleFromSlice(20, 3)).toBe(6.666667);
    expect(granuleFromSlice(1, 7)).toBe(0.142857);
    expect(round6(0.0000005)).toBe(0.000001);
    expect(granuleFromSlice(5, 0)).toBe(0);
  });

  it('every herb of the table has a positive ratio', () => {
    for (const [name, ratio] of allRatios()) {
      expect([name, ratio > 0]).toEqual([name, true]);
    }
    expect(piecesWeightOf('熟地黄')).toBeLessThan(piecesWeightOf('茯苓'));
    expect(piecesWeightOf('不存在')).toBe(0);
  });
});

describe('submitting: spec 3 §5 in its order', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
    ['no patient', { patientId: undefined }, {}, MSG.patientRequired],
    ['no diagnosis', {}, { disease: '  ' }, MSG.selfDiseaseRequired],
    ['no diagnosis before no take time', {}, { disease: '', take_time: '' }, MSG.selfDiseaseRequired],
    ['a diagnosis over 200 characters', {}, { disease: '虚'.repeat(201) }, MSG.selfDiseaseTooLong],
    ['no take time', {}, { take_time: '' }, MSG.selfTakeTimeRequired],
    ['a take time other than 饭前/饭后', {}, { take_time: '睡前' }, MSG.selfTakeTimeRequired],
    ['no herbs', {}, { prescriptionList: [] }, MSG.selfPrescriptionRequired],
    ['no herbs before their dates', { toDoDay: '' }, { prescriptionList: [] }, MSG.selfPrescriptionRequired],
    ['a herb without a name', {}, { prescriptionList: herbs(['', 10]) }, MSG.selfHerbRequired],
    ['a weight of 0', {}, { prescriptionList: herbs(['当归', 0]) }, '当归剂量必须为大于0的数字'],
    ['a negative weight', {}, { prescriptionList: herbs(['当归', 10], ['黄芪', -3]) }, '黄芪剂量必须为大于0的数字'],
    ['a weight that is no number', {}, { prescriptionList: herbs(['当归', 'abc']) }, '当归剂量必须为大于0的数字'],
    ['an empty weight', {}, { prescriptionList: herbs(['当归', '']) }, '当归剂量必须为大于0的数字'],
    ['a fractional weight', {}, { prescriptionList: herbs(['当归', 1.5]) }, '当归剂量必须是1-999之间的整数'],
    ['a weight over 999', {}, { prescriptionList: herbs(['当归', 1000]) }, '当归剂量必须是1-999之间的整数'],
    // Issue 20: then each herb's daily dose in the 药典 2020 (用法与用量), refused by name.
    ['细辛 at 999 g (药典 1～3 g)', {}, { prescriptionList: herbs(['当归', 10], ['细辛', 999]) }, '细辛的用量超出药典范围（1～3g）'],
    ['鹿茸 at 999 g for 30 days', { takeDays: 30 }, { prescriptionList: herbs(['鹿茸', 999]) }, '鹿茸的用量超出药典范围（1～2g）'],
    ['附子 below its range', {}, { prescriptionList: herbs(['附子', 2]) }, '附子的用量超出药典范围（3～15g）'],
    ['细辛 as text over its range', {}, { prescriptionList: herbs(['细辛', '4g']) }, '细辛的用量超出药典范围（1～3g）'],
    ['the range before the pair', {}, { prescriptionList: herbs(['甘草', 30], ['海藻', 10]) }, '甘草的用量超出药典范围（2～10g）'],
    ['the same herb twice', {}, { prescriptionList: herbs(['当归', 10], ['黄芪', 9], ['当归', 6]) }, MSG.selfDuplicateHerb],
    ['a herb outside the table', {}, { prescriptionList: herbs(['龙肝', 10]) }, '药材不存在：龙肝'],
    ['51 herbs', {}, { prescriptionList: MEDICINES.slice(0, 51).map((m, i) => ({ key: m.medicineName, value: 3, index: i + 1 })) }, MSG.selfTooManyHerbs],
    ['a form other than 饮片/颗粒', {}, { form: '丸剂' }, MSG.selfFormInvalid],
    ['no start date', { toDoDay: '' }, {}, MSG.selfStartRequired],
    ['a start date that is no day', { toDoDay: '2026-02-30' }, {}, MSG.useDateInvalid],
    ['start date today', { toDoDay: '2026-11-20' }, {}, MSG.selfStartNotAfterToday],
    ['start date beyond a year', { toDoDay: '2027-11-21' }, {}, MSG.useDateBeyondYear],
    ['no end date (days)', { takeDays: undefined }, {}, MSG.selfEndRequired],
    ['end before start', { takeDays: 0 }, {}, MSG.selfEndBeforeStart],
    ['31 days', { takeDays: 31 }, {}, MSG.useDaysTooMany],
    ['甘草 with 海藻 (十八反)', {}, { prescriptionList: herbs(['甘草', 6], ['海藻', 10]) }, '甘草与海藻属十八反，不可同用'],
    ['丁香 with 郁金 (十九畏)', {}, { prescriptionList: herbs(['丁香', 3], ['郁金', 9]) }, '丁香与郁金属十九畏，不可同用'],
    ['三棱 for a pregnant patient', { inquiryInfo: pregnantInquiry() }, { prescriptionList: herbs(['三棱', 6], ['当归', 9]) }, '孕妇禁用：三棱'],
    ['the weight before the pair', {}, { prescriptionList: herbs(['甘草', 0], ['海藻', 10]) }, '甘草剂量必须为大于0的数字'],
  ];
  it.each(cases)('%s → its message, no visit created', async (_name, over, rx, msg) => {
    const before = await visitCount();
    const res = await submit(doctor, body(over, rx));
    expect(res.body).toEqual({ code: 500, msg });
    expect(await visitCount()).toBe(before);
  });

  it('a body that is no object is refused by the input layer', async () => {
    expect((await submit(doctor, body({ prescriptionBody: 'x' }))).status).toBe(400);
    expect((await submit(doctor, body({ inquiryInfo: [1] }))).status).toBe(400);
  });

  it("without the prescribing right, or for another doctor's patient, nothing is stored", async () => {
    const before = await visitCount();
    expect((await submit(user, body())).body).toEqual({ code: 500, msg: MSG.noPrescribingRight });
    expect((await submit(other, body())).body).toEqual({ code: 500, msg: MSG.patientNotFound });
    expect(await visitCount()).toBe(before);
  });
});

describe('a submitted prescription', () => {
  it("is a settled visit of kind selfComposed, priced here from the herb table (the page's total is not read)", async () => {
    const res = await submit(doctor, body({ takeDays: 5 }, { total: 1, form: '颗粒', take_time: '饭前', disease: ' 脾虚湿盛 ' }));
    expect(res.body.code).toBe(200);
    const { prescription, images, visitRecordId } = res.body.data;
    expect(images).toEqual([{ visitRecordId, name: '自拟方' }]);
    const perDose = FIVE.reduce((s, h) => s + (h.value as number) * findHerb(h.key)!.priceFenPerGram, 0);
    expect(prescription).toMatchObject({
      visitRecordId,
      state: 'paid',
      startDate: TOMORROW,
      takeDays: 5,
      disease: '脾虚湿盛',
      takeTime: '饭前',
      form: '颗粒',
      patient: { patientId, name: '自拟患者' },
    });
    expect(prescription.prescriptionInfos).toEqual([
      {
        name: '自拟方',
        source: '自拟组方',
        count: 5,
        charge: perDose * 5,
        totalWeight: 53,
        startDate: TOMORROW,
        endDate: '2026-11-25',
        supplyDays: 5,
        type: 'S',
        takeTime: '饭前',
        disease: '脾虚湿盛',
        modifyFlag: true,
        visitRecordId,
        status: 0,
        deliveryOrderId: null,
        deliveryOrderStatus: null,
        deliveryOrderStatusText: '',
        imageUrl: `/prescriptionImage?visitRecordId=${visitRecordId}`,
        prescription: FIVE.map((h) => ({ key: h.key, value: `${String(h.value)}g`, index: h.index })),
      },
    ]);
    expect(Number.isInteger(prescription.prescriptionInfos[0].charge)).toBe(true);
    expect(prescription.granules).toEqual({ 1: 4, 2: 3.75, 3: 3.333333, 4: 1.2, 5: 2 });
    const diagnosis = prescription.inquiryInfo.basic_enter_array.find((i: { key: string }) => i.key === '诊断结果');
    expect(diagnosis!.value).toBe('脾虚湿盛');

    const [row] = await t.app.db.query<VisitRow & { current_result: SelfComposedResultJson }>('SELECT * FROM visit_records WHERE visit_record_id = $1', [
      visitRecordId,
    ]);
    expect(row).toMatchObject({ kind: 'selfComposed', state: 'paid', price_fen: 0, free_flag: true, to_do_day: TOMORROW, take_days: 5 });
    expect(row.current_result.selfComposed).toEqual({ disease: '脾虚湿盛', takeTime: '饭前', form: '颗粒' });
    expect(row.current_result.prescriptions[0].herbs).toEqual(FIVE.map((h) => ({ name: h.key, weight: h.value })));
  });

  it("takes each end of a herb's 药典 range (细辛 1～3 g, 鹿茸 1～2 g, 附子 3～15 g)", async () => {
    for (const list of [herbs(['细辛', 1], ['鹿茸', 2], ['附子', 15]), herbs(['细辛', 3], ['鹿茸', 1], ['附子', 3])]) {
      const res = await submit(doctor, body({}, { prescriptionList: list }));
      expect(res.body.code).toBe(200);
    }
  });

  it('weights as text with a unit are read as grams; the form defaults to 饮片', async () => {
    const res = await submit(doctor, body({}, { prescriptionList: herbs(['当归', '10g'], ['黄芪', ' 15 ']), form: undefined }));
    expect(res.body.code).toBe(200);
    expect(res.body.data.prescription.form).toBe('饮片');
    expect(res.body.data.prescription.granules).toBeUndefined();
    expect(res.body.data.prescription.prescriptionInfos[0].totalWeight).toBe(25);
  });

  it("is read back by its owner only (another doctor's and a herbal visit answer like a missing one)", async () => {
    const { visitRecordId } = (await submit(doctor, body())).body.data;
    const info = (id: number, token = doctor) => call(t.app, 'POST', '/api/health/v2/prescription/self/info', { token, body: { visitRecordId: id } });
    const mine = await info(visitRecordId);
    expect(mine.body.data).toMatchObject({ visitRecordId, disease: '气血两虚', takeTime: '饭后', form: '饮片' });
    expect((await info(visitRecordId, other)).body).toEqual({ code: 500, msg: MSG.visitNotFound });
    expect((await info(1)).body).toEqual({ code: 500, msg: MSG.visitNotFound });
    expect((await info(999_999)).body).toEqual({ code: 500, msg: MSG.visitNotFound });
  });

  it('goes through the result and replace calls of every visit: the weight change shows in self/info', async () => {
    const { visitRecordId } = (await submit(doctor, body())).body.data;
    const read = await call(t.app, 'POST', '/api/health/v2/prescription', { token: doctor, body: { visitRecordId } });
    expect(read.body.data.state).toBe('prescribed');
    const change = await call(t.app, 'POST', '/api/health/v1/prescription/replace/submit', {
      token: doctor,
      body: { visitRecordId, oldMedicineName: '黄芪', replaceMedicineName: '黄芪', oldWeight: 15, replaceWeight: 20, number: 2 },
    });
    expect(change.body).toEqual({ code: 200, msg: MSG.replaced });
    const info = await call(t.app, 'POST', '/api/health/v2/prescription/self/info', { token: doctor, body: { visitRecordId } });
    expect(info.body.data.prescriptionInfos[0].prescription[1]).toEqual({ key: '黄芪', value: '20g', index: 2 });
    expect(info.body.data.disease).toBe('气血两虚');
    // Another doctor cannot touch it.
    const theirs = await call(t.app, 'POST', '/api/health/v1/prescription/replace/submit', {
      token: other,
      body: { visitRecordId, oldMedicineName: '黄芪', replaceMedicineName: '黄芪', oldWeight: 20, replaceWeight: 30, number: 2 },
    });
    expect(theirs.body).toEqual({ code: 500, msg: MSG.visitNotFound });
  });
});
