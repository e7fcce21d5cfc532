import { DEFAULT_LIMITS } from '../src/platform/limits';
import { HOUR, MINUTE } from '../src/platform/lib/time';
import { MSG } from '../src/messages';
import { call, useTestApi } from './helpers';
import { certifiedDoctor, patientInput } from './clinicSupport';

jest.setTimeout(120_000);

/**
 * Issue 20 §7: per-account caps. An account keeps at most N patients and N addresses and adds at
 * most M of each an hour, however many requests arrive at once. Small numbers here; the defaults
 * (2,000 patients, 200 an hour; 50 addresses, 30 an hour) are configuration like the other limits.
 */
const LIMITS = { patientsPerUser: 6, patientsPerUserPerHour: 4, addressesPerUser: 5, addressesPerUserPerHour: 3 };
const t = useTestApi({ limits: LIMITS });

const ADDRESS = { receiverName: '王五', phoneNo: '13912340000', province: '330000', city: '330100', county: '330106', street: '文三路90号', zipCode: '310012' };
const addPatient = (token: string, name: string) => call(t.app, 'POST', '/api/patient/v1', { token, body: patientInput({ name }) });
const addAddress = (token: string) => call(t.app, 'POST', '/api/delivery/address/add', { token, body: ADDRESS });
const patientTotal = async (token: string) => (await call(t.app, 'POST', '/api/patient/v1/list', { token, body: { pageNum: 1, pageSize: 8 } })).body.total;

it('the defaults are the issue’s numbers', () => {
  expect(DEFAULT_LIMITS).toMatchObject({ patientsPerUser: 2000, patientsPerUserPerHour: 200, addressesPerUser: 50, addressesPerUserPerHour: 30 });
});

describe('patients', () => {
  it('a burst of 20 at once adds the hourly budget, the others are told to wait (429); an hour later up to the cap', async () => {
    const doctor = await certifiedDoctor(t.app, '患者上限');
    const answers = await Promise.all(Array.from({ length: 20 }, (_x, i) => addPatient(doctor, `患者${i}`)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(4);
    const refused = answers.filter((a) => a.body.code !== 200);
    expect(refused.every((a) => a.status === 429 && a.body.msg === MSG.patientsTooFast(4, '60分钟'))).toBe(true);
    expect(await patientTotal(doctor)).toBe(4);

    t.clock.advance(HOUR + MINUTE);
    expect((await addPatient(doctor, '第五位')).body.code).toBe(200);
    expect((await addPatient(doctor, '第六位')).body.code).toBe(200);
    const capped = await addPatient(doctor, '第七位');
    expect([capped.status, capped.body]).toEqual([200, { code: 500, msg: MSG.patientsCapped(6) }]);

    // A deleted patient frees its place in the cap (not in the hour's budget).
    const list = await call(t.app, 'POST', '/api/patient/v1/list', { token: doctor, body: { pageNum: 1, pageSize: 8 } });
    expect((await call(t.app, 'DELETE', `/api/patient/v1/${list.body.rows[0].patientId}`, { token: doctor })).body.code).toBe(200);
    expect((await addPatient(doctor, '第七位')).body.code).toBe(200);
    // Editing is no creation: never capped.
    const edit = await call(t.app, 'POST', '/api/patient/v1', { token: doctor, body: patientInput({ patientId: list.body.rows[1].patientId, name: '改名' }) });
    expect(edit.body.code).toBe(200);
  });

  it("one account's caps are not another's", async () => {
    const a = await certifiedDoctor(t.app, '甲医生');
    const b = await certifiedDoctor(t.app, '乙医生');
    for (let i = 0; i < 4; i++) expect((await addPatient(a, `甲${i}`)).body.code).toBe(200);
    expect((await addPatient(a, '甲5')).status).toBe(429);
    expect((await addPatient(b, '乙1')).body.code).toBe(200);
  });
});

describe('addresses', () => {
  it('a burst adds the hourly budget; then the cap of 5 with its message', async () => {
    const user = await certifiedDoctor(t.app, '地址上限');
    const answers = await Promise.all(Array.from({ length: 12 }, () => addAddress(user)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.msg === MSG.addressesTooFast(3, '60分钟'))).toBe(true);
    t.clock.advance(HOUR + MINUTE);
    expect((await addAddress(user)).body.code).toBe(200);
    expect((await addAddress(user)).body.code).toBe(200);
    expect((await addAddress(user)).body).toEqual({ code: 500, msg: MSG.addressesCapped(5) });
  });
});
