import { ACCOUNT_RULE_MSG } from '@tcm/shared/account';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { match } from '@tcm/shared/testing/matchers';
import { DOCTOR_RULE_MSG } from '@tcm/shared/doctor';
import { MSG } from '../src/messages';
import { contractChecker } from '../src/platform/http/contractInput';
import { field } from '../src/platform/http/input';
import { call, loginPwd, md5, newPhone, PNG_1PX, uploadFile, useTestApi } from './helpers';
import { addPatient, certifiedDoctor, inquiry, priceBody, pricedVisit, TOMORROW } from './clinicSupport';

jest.setTimeout(60_000);

/**
 * The run-time half of the contract check (src/platform/http/contractInput.ts): every contract route
 * parses what its readers read with the call's request schema of @tcm/shared/contract/schema before
 * the handler runs. A present value the schema refuses answers HTTP 400 naming the field in Chinese
 * and changes nothing; a missing or blank one still reaches the handler and its page message.
 */
const t = useTestApi();

const count = async (sql: string, params: unknown[] = []) => (await t.app.db.query<{ n: number }>(sql, params))[0].n;

describe('POST /doctor/v1/person/add', () => {
  const apply = (token: string, body: object) => call(t.app, 'POST', '/api/doctor/v1/person/add', { token, body });

  it('refuses a sex outside the contract with 400 and stores nothing; a missing name still gets 请输入姓名; the documented body applies', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
    const url = (await uploadFile(t.app, token, 'cert.png', PNG_1PX)).json().data.url;
    const documented = { doctorName: '张仲景', doctorSex: '0', idNo: '', doctorPhonNo: '13800000008', doctorCertNo: 'C-77', doctorCertImageUrl: url };
    const doctors = () => count('SELECT count(*)::int AS n FROM doctors');
    const before = await doctors();

    expect(await apply(token, { ...documented, doctorSex: '7' })).toMatchObject({ status: 400, body: { code: 400, msg: '性别不在可选范围内' } });
    expect(await doctors()).toBe(before);
    expect((await call(t.app, 'GET', '/api/getInfo', { token })).body.doctor).toBeNull();

    const { doctorName: _name, ...withoutName } = documented;
    expect(await apply(token, withoutName)).toMatchObject({ status: 200, body: { code: 500, msg: DOCTOR_RULE_MSG.nameRequired } });
    // A blank sex is no choice yet (the page's default applies): the handler answers the blank name.
    expect(await apply(token, { ...documented, doctorSex: '', doctorName: '' })).toMatchObject({
      status: 200,
      body: { code: 500, msg: DOCTOR_RULE_MSG.nameRequired },
    });

    expect((await apply(token, documented)).body).toEqual({ code: 200, msg: MSG.applied });
    expect(await doctors()).toBe(before + 1);
  });
});

describe('POST /login (a union of two forms)', () => {
  const post = (body: object) => call(t.app, 'POST', '/api/login', { body });
  const phone = DEMO_ACCOUNTS.doctor.phone;

  it('refuses a login type outside the contract with 400; missing or blank fields get the page messages; each documented form logs in', async () => {
    expect(await post({ username: phone, phoneMd5: md5(phone), type: 'face', password: DEMO_PASSWORD })).toMatchObject({
      status: 400,
      body: { code: 400, msg: '登录方式不在可选范围内' },
    });
    expect((await post({ type: 'pwd', password: 'x' })).body).toEqual({ code: 500, msg: ACCOUNT_RULE_MSG.phoneEmpty });
    expect((await post({ username: '', type: '' })).body).toEqual({ code: 500, msg: ACCOUNT_RULE_MSG.phoneEmpty });
    expect((await post({ username: phone, phoneMd5: md5(phone), type: 'sms' })).body).toEqual({ code: 500, msg: ACCOUNT_RULE_MSG.codeEmpty });

    const byPassword = await post({ username: phone, phoneMd5: md5(phone), type: 'pwd', password: DEMO_PASSWORD });
    expect(byPassword.body).toMatchObject({ code: 200, token: match.any(String) });
  });
});

describe('GET /smsCode (a query)', () => {
  it('refuses a code type outside the contract with 400 and sends nothing; the documented query sends a code', async () => {
    const phone = DEMO_ACCOUNTS.level1.phone;
    const codes = () => count('SELECT count(*)::int AS n FROM sms_codes WHERE phone = $1', [phone]);
    const before = await codes();
    const bad = await call(t.app, 'GET', '/api/smsCode', { query: { telephone: phone, phoneMd5: md5(phone), type: 'letter' } });
    expect(bad).toMatchObject({ status: 400, body: { code: 400, msg: '验证码类型不在可选范围内' } });
    expect(await codes()).toBe(before);

    const ok = await call(t.app, 'GET', '/api/smsCode', { query: { telephone: phone, phoneMd5: md5(phone), type: 'login' } });
    expect(ok.body.code).toBe(200);
    expect(await codes()).toBe(before + 1);
  });
});

describe('clinic calls', () => {
  let doctor = '';
  beforeAll(async () => {
    doctor = await certifiedDoctor(t.app, '华佗');
  });
  const payments = () => count('SELECT count(*)::int AS n FROM payments');
  const visits = () => count('SELECT count(*)::int AS n FROM visit_records');

  it('unifiedOrder: a pay channel outside 1 | 3 is refused with 400 and orders nothing; the documented text channel pays', async () => {
    const { visitRecordId } = await pricedVisit(t.app, doctor);
    const pay = (payChannel: unknown) =>
      call(t.app, 'POST', '/api/api/pay/0.1/unifiedOrder', {
        token: doctor,
        body: { productId: visitRecordId, orderType: 1, tradeType: 'NATIVE', payChannel },
      });
    const before = await payments();
    expect(await pay(2)).toMatchObject({ status: 400, body: { code: 400, msg: '支付方式不在可选范围内' } });
    expect(await payments()).toBe(before);
    expect((await pay('3')).body.code).toBe(200);
    expect(await payments()).toBe(before + 1);
  });

  it('price: a questionnaire the contract does not read is refused with 400 and prices nothing; a missing start date still gets its message', async () => {
    const patientId = await addPatient(t.app, doctor);
    const price = (body: object) => call(t.app, 'POST', '/api/health/v1/price', { token: doctor, body });
    const before = await visits();

    const unknownGroup = { ...inquiry(), other_array: [] };
    expect(await price(priceBody(patientId, { inquiryInfo: unknownGroup }))).toMatchObject({ status: 400, body: { code: 400, msg: '问诊信息格式不正确' } });
    const mustAsText = inquiry((info) => Object.assign(info.basic_array[0], { must: 'yes' }));
    expect(await price(priceBody(patientId, { inquiryInfo: mustAsText }))).toMatchObject({ status: 400, body: { code: 400, msg: '问诊信息格式不正确' } });
    expect(await visits()).toBe(before);

    expect((await price(priceBody(patientId, { toDoDay: '' }))).body).toEqual({ code: 500, msg: MSG.useDateRequired });
    expect((await price(priceBody(patientId))).body.code).toBe(200);
    expect(await visits()).toBe(before + 1);
  });

  it('self-composed: a herb line of the wrong kind is refused with 400; the take time stays the handler’s (spec 3 §5, 请选择服用时间)', async () => {
    const patientId = await addPatient(t.app, doctor, { name: '自拟', phoneNo: newPhone('1390') });
    const submit = (rx: object) =>
      call(t.app, 'POST', '/api/health/v2/prescription/self/image', {
        token: doctor,
        body: {
          patientId,
          toDoDay: TOMORROW,
          takeDays: 7,
          inquiryInfo: inquiry(),
          prescriptionBody: { disease: '气血两虚', prescriptionList: [{ key: '当归', value: 10, index: 1 }], take_time: '饭后', total: 10, ...rx },
        },
      });
    const before = await visits();
    expect(await submit({ prescriptionList: [{ key: '当归', value: 10, index: 'first' }] })).toMatchObject({
      status: 400,
      body: { code: 400, msg: '处方格式不正确' },
    });
    expect(await visits()).toBe(before);
    expect((await submit({ take_time: '睡前' })).body).toEqual({ code: 500, msg: MSG.selfTakeTimeRequired });
    expect((await submit({ take_time: '睡前', disease: '' })).body).toEqual({ code: 500, msg: MSG.selfDiseaseRequired });
    expect((await submit({})).body.code).toBe(200);
    expect(await visits()).toBe(before + 1);
  });
});

it('refuses at registration a handlerAnswers path that names no field of the request', () => {
  const body = { prescriptionBody: field.json('处方', 100, {}) };
  expect(() => contractChecker('POST /health/v2/prescription/self/image', { body, handlerAnswers: ['prescriptionBody.take_time'] })).not.toThrow();
  expect(() => contractChecker('POST /health/v2/prescription/self/image', { body, handlerAnswers: ['prescriptionBody.takeTime'] })).toThrow(
    /handlerAnswers names no field of the contract's request: prescriptionBody.takeTime/,
  );
  expect(() => contractChecker('POST /no/such/call', { handlerAnswers: ['x'] })).toThrow(/names no field/);
});
