import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { MSG } from '../src/messages';
import { SEED_PATIENTS } from '../src/seed/clinic';
import { HOUR } from '../src/platform/lib/time';
import { call, loginPwd, useTestApi } from './helpers';
import { addPatient, certifiedDoctor, patientInput, TODAY } from './clinicSupport';

jest.setTimeout(60_000);

/** My patients (spec 2 §2, §5, §7): validation in the spec's order, ownership, soft delete, search. */
const t = useTestApi();
let doctor = '';
let other = '';

beforeAll(async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  other = await certifiedDoctor(t.app);
});

const list = (token: string, body: Record<string, unknown> = {}) => call(t.app, 'POST', '/api/patient/v1/list', { token, body });
const save = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', '/api/patient/v1', { token, body });

describe('patient list', () => {
  it('shows the seeded patients of the demo doctor, newest first, with the page size asked for', async () => {
    const page = await list(doctor, { pageNum: 1, pageSize: 8 });
    expect(page.body.code).toBe(200);
    expect(page.body.total).toBe(SEED_PATIENTS.length);
    expect(page.body.rows).toHaveLength(8);
    const second = await list(doctor, { pageNum: 2, pageSize: 8 });
    expect(second.body.rows).toHaveLength(SEED_PATIENTS.length - 8);
    expect((await list(doctor, { pageNum: 1, pageSize: 5 })).body.rows).toHaveLength(5);
    // Without a page size: the list screen's 8.
    expect((await list(doctor)).body.rows).toHaveLength(8);
  });

  it('searches by part of the name, part of the phone or the start of the birthday; leap-month lunar birthday computed', async () => {
    const byName = await list(doctor, { name: '秀英' });
    expect(byName.body.rows).toEqual([
      expect.objectContaining({
        name: '陈秀英',
        sex: '0',
        birthday: '1987-07-30',
        lunarBirthday: '一九八七年闰六月初五',
        liveArea: '湖北省武汉市武昌区',
        birthArea: '湖北省黄冈市蕲春县',
      }),
    ]);
    expect((await list(doctor, { name: '13912340003' })).body.rows.map((r: { name: string }) => r.name)).toEqual(['王志强']);
    expect((await list(doctor, { name: '1958' })).body.rows.map((r: { name: string }) => r.name)).toEqual(['张建国']);
    expect((await list(doctor, { name: '1958-03-12' })).body.rows.map((r: { name: string }) => r.name)).toEqual(['张建国']);
    // LIKE wildcards are text: '%' matches nobody.
    expect((await list(doctor, { name: '%' })).body).toMatchObject({ code: 200, rows: [], total: 0 });
  });

  it("another user's list never shows the demo doctor's patients", async () => {
    expect((await list(other)).body).toMatchObject({ code: 200, rows: [], total: 0 });
    const user = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
    expect((await list(user, { name: '陈秀英' })).body).toMatchObject({ code: 200, rows: [], total: 0 });
  });
});

describe('saving a patient: the rules of spec 2 §5 in their order', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['name missing', { name: '' }, MSG.patientNameRequired],
    ['name over 20 characters', { name: '张'.repeat(21) }, MSG.patientNameTooLong],
    ['birth date missing', { birthday: '' }, MSG.birthdayRequired],
    ['birth date not a day', { birthday: '2000-02-30' }, MSG.birthdayInvalid],
    ['birth date not written YYYY-MM-DD', { birthday: '2000/06/15' }, MSG.birthdayInvalid],
    ['birth date today', { birthday: TODAY }, MSG.birthdayNotBeforeToday],
    ['birth date in the future', { birthday: '2030-01-01' }, MSG.birthdayNotBeforeToday],
    ['birth date before 1900', { birthday: '1899-12-31' }, MSG.birthdayBefore1900],
    ['residence missing', { liveArea: '' }, MSG.liveAreaRequired],
    ['birth place missing', { birthArea: '' }, MSG.birthAreaRequired],
    ['phone not a mobile number', { phoneNo: '12345' }, MSG.patientPhoneInvalid],
  ];
  it.each(cases)('%s → its message, nothing stored', async (_name, over, msg) => {
    const before = (await list(doctor)).body.total;
    expect((await save(doctor, patientInput(over))).body).toEqual({ code: 500, msg });
    expect((await list(doctor)).body.total).toBe(before);
  });

  it("the spec's order: with everything missing the name is asked first, then the birth date, then the addresses", async () => {
    expect((await save(doctor, {})).body.msg).toBe(MSG.patientNameRequired);
    expect((await save(doctor, { name: '甲' })).body.msg).toBe(MSG.birthdayRequired);
    expect((await save(doctor, { name: '甲', birthday: '2030-01-01', liveArea: '' })).body.msg).toBe(MSG.birthdayNotBeforeToday);
    expect((await save(doctor, { name: '甲', birthday: '1990-01-01' })).body.msg).toBe(MSG.liveAreaRequired);
    expect((await save(doctor, { name: '甲', birthday: '1990-01-01', liveArea: '上海市上海市徐汇区' })).body.msg).toBe(MSG.birthAreaRequired);
  });

  it('1900-01-01 and yesterday are accepted; "today" follows the clock', async () => {
    expect((await save(doctor, patientInput({ name: '百岁', birthday: '1900-01-01' }))).body.code).toBe(200);
    expect((await save(doctor, patientInput({ name: '昨生', birthday: '2026-11-19' }))).body.code).toBe(200);
    expect((await save(doctor, patientInput({ name: '明生', birthday: '2026-11-21' }))).body.msg).toBe(MSG.birthdayNotBeforeToday);
    // 14 hours on: past midnight in Beijing, the sessions (a day) still valid.
    t.clock.advance(14 * HOUR);
    expect((await save(doctor, patientInput({ name: '明生', birthday: '2026-11-20' }))).body.code).toBe(200);
  });

  it('a wrong type is refused by the input layer (HTTP 400), a sex other than 0/1 too', async () => {
    expect((await save(doctor, patientInput({ sex: 2 }))).status).toBe(400);
    expect((await save(doctor, patientInput({ name: ['张三'] }))).status).toBe(400);
  });

  it("sex defaults to 1, the phone may be left empty, the lunar birthday is the server's, not the browser's", async () => {
    const res = await save(doctor, { ...patientInput({ name: '默认', phoneNo: '', birthday: '2000-06-15', lunarBirthday: '伪造的农历' }), sex: undefined });
    expect(res.body).toMatchObject({ code: 200, msg: MSG.patientAdded });
    expect(res.body.data).toMatchObject({ name: '默认', sex: '1', phoneNo: '', birthday: '2000-06-15', lunarBirthday: '二〇〇〇年五月十四' });
    const female = await save(doctor, patientInput({ name: '女患者', sex: 0 }));
    expect(female.body.data!.sex).toBe('0');
  });

  it("answers sex as spec 3 §3's text '1'/'0' and accepts it as text or number (issue 19 §6)", async () => {
    for (const [sent, answered] of [
      ['0', '0'],
      ['1', '1'],
      [0, '0'],
      [1, '1'],
    ] as const) {
      const res = await save(doctor, patientInput({ name: `性别${String(sent)}${typeof sent}`, sex: sent }));
      expect([res.body.code, res.body.data!.sex]).toEqual([200, answered]);
      const listed = await call(t.app, 'POST', '/api/patient/v1/list', { token: doctor, body: { name: res.body.data!.name, pageNum: 1, pageSize: 5 } });
      expect(listed.body.rows[0].sex).toBe(answered);
    }
    expect((await save(doctor, patientInput({ sex: '2' }))).status).toBe(400);
    expect((await save(doctor, patientInput({ sex: '男' }))).status).toBe(400);
    // patientId 0 (an empty form's id) creates too.
    const zero = await save(doctor, patientInput({ name: '零号', patientId: 0 }));
    expect(zero.body).toMatchObject({ code: 200, msg: MSG.patientAdded, data: { name: '零号' } });
  });

  it('any logged-in user may keep patients of their own', async () => {
    const user = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
    const id = await addPatient(t.app, user, { name: '普通用户的患者' });
    expect((await list(user)).body.rows.map((r: { patientId: number }) => r.patientId)).toEqual([id]);
  });
});

describe('editing and deleting: mine only', () => {
  it("updates my patient; another's or a missing one answers the same, and nothing changes", async () => {
    const id = await addPatient(t.app, doctor, { name: '待修改' });
    const edited = await save(doctor, patientInput({ patientId: id, name: '已修改', birthday: '1987-07-30' }));
    expect(edited.body).toMatchObject({ code: 200, msg: MSG.modified, data: { patientId: id, name: '已修改', lunarBirthday: '一九八七年闰六月初五' } });

    const stranger = await save(other, patientInput({ patientId: id, name: '越权' }));
    const missing = await save(other, patientInput({ patientId: 999_999, name: '越权' }));
    expect(stranger.body).toEqual({ code: 500, msg: MSG.patientNotFound });
    expect(missing.body).toEqual(stranger.body);
    expect((await list(doctor, { name: '已修改' })).body.total).toBe(1);
    expect((await list(doctor, { name: '越权' })).body.total).toBe(0);
  });

  it('deletes softly: gone from the list, not editable, a second delete and a stranger answer like a missing patient', async () => {
    const id = await addPatient(t.app, doctor, { name: '待删除' });
    const byOther = await call(t.app, 'DELETE', `/api/patient/v1/${id}`, { token: other });
    expect(byOther.body).toEqual({ code: 500, msg: MSG.patientNotFound });
    expect((await call(t.app, 'DELETE', '/api/patient/v1/999999', { token: other })).body).toEqual(byOther.body);
    expect((await list(doctor, { name: '待删除' })).body.total).toBe(1);

    expect((await call(t.app, 'DELETE', `/api/patient/v1/${id}`, { token: doctor })).body).toEqual({ code: 200, msg: MSG.patientDeleted });
    expect((await list(doctor, { name: '待删除' })).body.total).toBe(0);
    expect((await call(t.app, 'DELETE', `/api/patient/v1/${id}`, { token: doctor })).body).toEqual(byOther.body);
    expect((await save(doctor, patientInput({ patientId: id }))).body).toEqual(byOther.body);
    // Kept in the database (its visit records stay readable).
    const [row] = await t.app.db.query<{ deleted_at: Date | null }>('SELECT deleted_at FROM patients WHERE patient_id = $1', [id]);
    expect(row.deleted_at).not.toBeNull();
  });
});
