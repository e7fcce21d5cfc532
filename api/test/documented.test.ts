import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { defaultInquiry } from '@tcm/shared/clinic';
import type { z } from 'zod';
import { call, md5, newPhone, PNG_1PX, uploadFile, useTestApi, type Reply } from './helpers';
import { CARDS, VALID_ID } from './cashierSupport';
import { CALL_SCHEMAS, schemaProblems } from '@tcm/shared/contract/schema';
import { CALLS, type CallName } from './documented/calls';

jest.setTimeout(120_000);

/**
 * A client that knows only the spec: every documented call of spec 1–3 §7, in the order a person's
 * day uses them, with exactly the documented request fields (nothing our own pages add), each answer
 * read with its schema of @tcm/shared/contract/schema (spec 3 §3's models included). One run names every refused
 * body and every missing field; a later step whose input an earlier failure did not give fails too,
 * saying which.
 */
const t = useTestApi();
const problems: string[] = [];

type Values = Record<string, unknown>;

const label = (name: CallName) => `${CALLS[name].key} (spec ${CALLS[name].spec}, ${name})`;

/** The value at a dotted path ('data.images'), undefined where a step is absent. */
const at = (body: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), body);

/**
 * Sends one documented call with exactly `values` (which must be its documented request fields,
 * all of them, fitting the call's request schema) and `params` for the path. Records a refusal or
 * an answer its schema does not read; answers the reply when the call succeeded, else null.
 */
/** What a documented call answers, read with its schema. */
type AnswerOfCall<N extends CallName> = z.infer<(typeof CALLS)[N]['answer']>;

async function send<N extends CallName>(
  name: N,
  token: string | undefined,
  values: Values,
  params: Record<string, string | number> = {},
): Promise<Reply<AnswerOfCall<N>> | null> {
  const spec = CALLS[name];
  const sent = Object.keys(values).sort();
  const documented = [...spec.request].sort();
  // The test itself may send nothing but the documented body, and that body fits the contract.
  expect([name, sent]).toEqual([name, documented]);
  expect([name, schemaProblems(CALL_SCHEMAS[spec.key].req, values)]).toEqual([name, []]);
  const space = spec.key.indexOf(' ');
  const method = spec.key.slice(0, space) as 'GET' | 'POST' | 'DELETE';
  const url = `/api${spec.key.slice(space + 1)}`.replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(String(params[p])));
  const query = method === 'GET' ? Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])) : undefined;
  const body = method === 'POST' ? values : undefined;
  const reply = await call(t.app, method, url, { token, query, body });
  if (reply.status !== 200 || reply.body.code !== 200) {
    problems.push(`${label(name)}: the documented body was refused (HTTP ${reply.status}, ${reply.body.code} ${reply.body.msg})`);
    return null;
  }
  // Spec 1 §7: every answer carries {code, msg}.
  const broken = [...schemaProblems(spec.answer, reply.body, 20), ...(typeof reply.body.msg === 'string' ? [] : ['msg: absent'])];
  if (broken.length) problems.push(`${label(name)}: the answer breaks its schema: ${broken.join('; ')}`);
  const unchecked = spec.filled.filter((path) => {
    const list = at(reply.body, path);
    return !Array.isArray(list) || list.length === 0;
  });
  if (unchecked.length) problems.push(`${label(name)}: an empty list, so the flow could not check ${unchecked.join(', ')}`);
  // Read as its schema says: where it does not, `broken` above already fails the test, naming the field.
  return { ...reply, body: reply.body as AnswerOfCall<N> };
}

/** A step that needs what an earlier one failed to give. */
function unreachable(name: CallName, because: string): null {
  problems.push(`${label(name)}: not reached (${because})`);
  return null;
}

const sandboxCode = async (telephone: string, type: string) => (await send('getCode', undefined, { phoneMd5: md5(telephone), type, telephone }))?.body.smsCode;

const doctorPhone = DEMO_ACCOUNTS.doctor.phone;
const TOMORROW = '2026-11-21';
const compact = (day: string) => day.replaceAll('-', '');
/** A herb line's weight is answered with its unit ('9g'); the replace calls take the grams. */
const grams = (value: string) => Number.parseInt(value, 10);
let doctor = '';
/** The account registered in the first flow, which later applies for certification. */
let applicant = '';

afterAll(() => {
  // Printed whole, so a failing run lists every broken call at once.
  if (problems.length) console.log(`documented contract problems:\n${problems.join('\n')}`);
});

describe('a client that sends exactly the documented bodies', () => {
  it('spec 1: the site, SMS, sign-up, logins, the third-party and invitation flows, the address book', async () => {
    await send('homeInfo', undefined, {});
    await send('carousel', undefined, {});
    await send('notice', undefined, {});
    await send('course', undefined, { pageNum: 1, pageSize: 8 });
    await send('news', undefined, { pageNum: 1, pageSize: 8 });

    const phone = newPhone('1330');
    await send('smsCode', undefined, { telephone: phone, phoneMd5: md5(phone), type: 'register' });
    const registerCode = await sandboxCode(phone, 'register');
    await send('register', undefined, { username: phone, code: registerCode, password: 'abcdef1', phoneMd5: md5(phone) });
    await send('smsCode', undefined, { telephone: phone, phoneMd5: md5(phone), type: 'resetpwd' });
    await send('resetPwd', undefined, { code: await sandboxCode(phone, 'resetpwd'), username: phone, phoneMd5: md5(phone), password: 'abcdef2' });
    await send('smsCode', undefined, { telephone: phone, phoneMd5: md5(phone), type: 'login' });
    const sms = await send('loginSms', undefined, { username: phone, phoneMd5: md5(phone), type: 'sms', code: await sandboxCode(phone, 'login') });
    const userToken = sms?.body.token as string;
    await send('getInfo', userToken, {});

    const added = await send('addressAdd', userToken, {
      receiverName: '王五',
      phoneNo: '13812345678',
      province: '330000',
      city: '330100',
      county: '330106',
      street: '文三路1号',
      zipCode: '310000',
    });
    const list = added ? await send('addressList', userToken, { pageNum: 1, pageSize: 12, keyWord: '' }) : unreachable('addressList', 'no address added');
    const address = list?.body.rows?.[0];
    if (address) {
      await send('addressEdit', userToken, {
        receiverName: '王五',
        phoneNo: '13812345678',
        province: address.province,
        city: address.city,
        county: address.county,
        street: '文三路2号',
        zipCode: '310000',
        deliveryAddressId: address.deliveryAddressId,
      });
      await send('addressDelete', userToken, {}, { deliveryAddressId: address.deliveryAddressId });
    } else {
      unreachable('addressEdit', 'no address listed');
    }
    await send('logout', userToken, {});

    const scan = async (mode: 'new' | 'bound') => {
      const res = await t.app.inject({ method: 'GET', url: '/sandbox/wechat/confirm', query: { mode, redirect_uri: '/Login' } });
      return new URL(String(res.headers.location), 'http://x').searchParams.get('code') as string;
    };
    const wxCode = await scan('new');
    await send('wechatLogin', undefined, { wxCode, type: 'pc' });
    const wxPhone = newPhone('1331');
    await send('smsCode', undefined, { telephone: wxPhone, phoneMd5: md5(wxPhone), type: 'wxbind' });
    const bound = await send('wechatBind', undefined, {
      wxCode,
      code: await sandboxCode(wxPhone, 'wxbind'),
      username: wxPhone,
      phoneMd5: md5(wxPhone),
      type: 'pc',
    });
    // A phone first bound through WeChat has no password yet (pwdNotSet): it sets one.
    if (bound) await send('setPwd', bound.body.token, { password: 'abcdef3' });
    else unreachable('setPwd', 'no account without a password');
    applicant = phone;

    const invite = await send('inviteInfo', undefined, { inviteId: 'INV-AGENT-001' });
    const invitee = '13900000002';
    if (invite) {
      await send('smsCodeInvite', undefined, { telephone: invitee, phoneMd5: md5(invitee), type: 'invite', securityNo: invite.body.securityNo });
      await send('inviteConfirm', undefined, {
        telephone: invitee,
        code: await sandboxCode(invitee, 'invite'),
        phoneMd5: md5(invitee),
        inviteId: 'INV-AGENT-001',
        securityNo: invite.body.securityNo,
      });
    } else {
      unreachable('inviteConfirm', 'no invitation info');
    }

    const pwd = await send('loginPwd', undefined, { username: doctorPhone, phoneMd5: md5(doctorPhone), type: 'pwd', password: DEMO_PASSWORD });
    doctor = pwd?.body.token as string;
    expect(doctor).toBeTruthy();
  });

  let patientId = 0;
  let herbalVisit = 0;

  it('spec 2: patients, a priced and paid consultation, its prescriptions, related records and a herb replacement', async () => {
    await send('patientSave', doctor, {
      name: '契约患者',
      sex: '1',
      phoneNo: '13912345670',
      birthday: '1980-05-20',
      birthArea: '湖北省黄冈市蕲春县',
      liveArea: '浙江省杭州市西湖区',
    });
    const patients = await send('patientList', doctor, { name: '契约患者', pageNum: 1, pageSize: 8 });
    const listed = patients?.body.rows?.[0]?.patientId;
    if (!listed) throw new Error(`no patient to go on with:\n${problems.join('\n')}`);
    patientId = listed;
    await send('patientUpdate', doctor, {
      patientId,
      name: '契约患者',
      sex: '0',
      phoneNo: '13912345670',
      birthday: '1980-05-20',
      birthArea: '湖北省黄冈市蕲春县',
      liveArea: '浙江省杭州市西湖区',
    });

    // Paid by the patient's WeChat scan, then the poll says 1103.
    const priced = await send('price', doctor, {
      patientId,
      toDoDay: TOMORROW,
      illDay: '2026-11-18',
      takeDays: 7,
      inquiryInfo: defaultInquiry(),
      visitRecordId: '',
    });
    const wechatVisit = priced?.body.data.visitRecordId;
    const order = wechatVisit ? await send('unifiedOrder', doctor, { productId: wechatVisit, orderType: 1, tradeType: 'NATIVE', payChannel: '1' }) : null;
    if (order) {
      const outTradeNo = order.body.data.outTradeNo;
      await t.app.inject({
        method: 'POST',
        url: `/sandbox/wechat-pay/${outTradeNo}`,
        payload: 'action=confirm',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: '192.168.1.23',
      });
      t.clock.advance(3_000);
      const result = await send('placeResult', doctor, { outTradeNo });
      if (result) expect(result.body.data).toBe(1103);
    } else unreachable('placeResult', 'no WeChat order');

    // Paid from the public account at once.
    const second = await send('price', doctor, { patientId, toDoDay: TOMORROW, illDay: '', takeDays: 7, inquiryInfo: defaultInquiry(), visitRecordId: '' });
    const pricedVisit = second?.body.data.visitRecordId;
    if (!pricedVisit) throw new Error(`no consultation to go on with:\n${problems.join('\n')}`);
    herbalVisit = pricedVisit;
    await send('unifiedOrder', doctor, { productId: herbalVisit, orderType: 1, tradeType: 'NATIVE', payChannel: '3' });
    const sheet = await send('prescriptionV2', doctor, { visitRecordId: herbalVisit });
    for (const recordType of ['A', 'D', 'G']) {
      await send('relaRecord', doctor, { relaVisitRecordId: herbalVisit, patientId, recordType, toDoDay: TOMORROW, takeDays: 7 });
    }
    const herb = sheet?.body.data.prescriptionInfos?.[0]?.prescription?.[0];
    const offers = herb
      ? await send('replaceV1', doctor, { patientId, visitRecordId: herbalVisit, medicineName: herb.key, number: herb.index })
      : unreachable('replaceV1', 'no herb on the sheet');
    const replacement = offers?.body.data.replaceMedicines?.[0];
    if (replacement && herb) {
      await send('replaceSubmitV1', doctor, {
        visitRecordId: herbalVisit,
        oldMedicineName: herb.key,
        replaceMedicineName: replacement,
        oldWeight: grams(herb.value),
        replaceWeight: grams(herb.value),
        number: herb.index,
      });
    } else unreachable('replaceSubmitV1', 'no replacement offered');
    await send('prescriptionV1', doctor, { visitRecordId: herbalVisit });
  });

  it('spec 3: the services, the general and self-composed prescriptions, the herb list and the sheet', async () => {
    await send('disease', doctor, { patientId, toPredictDay: compact(TOMORROW), predictDays: 7 });
    for (const name of ['dietTherapy', 'massage', 'acupuncture', 'medicine', 'liuQiYin'] as const) {
      await send(name, doctor, { patientId, toDoDay: TOMORROW, takeDays: 7 });
    }
    await send('acupoints', doctor, {});

    // A general prescription is free: priced, settled at once, and "paying" it succeeds.
    const general = await send('granulesPrice', doctor, { patientId, toDoDay: '2027-02-04', takeDays: 5, visitRecordId: '' });
    const generalVisit = general?.body.data.visitRecordId;
    if (generalVisit) {
      await send('unifiedOrder', doctor, { productId: generalVisit, orderType: 1, tradeType: 'NATIVE', payChannel: '3' });
      await send('unifiedOrder', doctor, { productId: generalVisit, orderType: 1, tradeType: 'NATIVE', payChannel: '3' });
      const common = await send('commonPrescription', doctor, { visitRecordId: generalVisit });
      const item = common?.body.data.prescriptionInfos?.[0];
      const herb = item?.prescription?.[0];
      const offers =
        herb && item
          ? await send('replaceV2', doctor, {
              patientId,
              visitRecordId: generalVisit,
              medicineName: herb.key,
              number: herb.index,
              startDate: item.startDate,
              endDate: item.endDate,
              type: item.type,
            })
          : unreachable('replaceV2', 'no herb on the general prescription');
      const replacement = offers?.body.data.replaceMedicines?.[0];
      if (replacement && herb && item) {
        await send('replaceSubmitV2', doctor, {
          visitRecordId: generalVisit,
          oldMedicineName: herb.key,
          replaceMedicineName: replacement,
          oldWeight: grams(herb.value),
          replaceWeight: grams(herb.value),
          startDate: item.startDate,
          endDate: item.endDate,
          type: item.type,
          number: herb.index,
        });
      } else unreachable('replaceSubmitV2', 'no replacement offered');
      await send('prescriptionImage', doctor, {}, { visitRecordId: generalVisit });
    } else unreachable('commonPrescription', 'no general visit');

    await send('medicineList', doctor, {});
    await send('selfImage', doctor, {
      patientId,
      toDoDay: TOMORROW,
      takeDays: 7,
      inquiryInfo: defaultInquiry(),
      prescriptionBody: {
        disease: '气血两虚',
        take_time: '饭后',
        total: 53,
        prescriptionList: [
          ['当归', 10],
          ['黄芪', 15],
          ['白术', 10],
          ['茯苓', 12],
          ['甘草', 6],
        ].map(([key, value], i) => ({ key, value, index: i + 1 })),
      },
    });
  });

  let placed = '';

  it('spec 3: a delivery order from draft to placement, an address change, the lists and the custom tea', async () => {
    const sheet = await send('prescriptionV2', doctor, { visitRecordId: herbalVisit });
    const rx = sheet?.body.data.prescriptionInfos?.[0];
    if (!rx) throw new Error(`no prescription to deliver:\n${problems.join('\n')}`);
    const forms = await send('forms', doctor, {}, { type: rx.type || 'herbal' });
    const form = forms?.body.data?.[0]?.formCode ?? 'DECOCTION';
    const centres = await send('deliveryDept', doctor, { formCode: form });
    const deliveryId = centres?.body.data?.[0]?.deliveryId ?? 'HZ-DJ';
    const dates = { startDate: rx.startDate, endDate: rx.endDate, type: rx.type };

    await send('draftInfo', doctor, { ...dates, visitRecordId: herbalVisit });
    await send('draftSave', doctor, {
      ...dates,
      visitRecordId: herbalVisit,
      deliveryType: 'E',
      form,
      formCount: 7,
      recipientName: '王五',
      recipientPhone: '13812345678',
      recipientAddress: '浙江省杭州市西湖区文三路1号',
      province: '浙江省',
      city: '杭州市',
      county: '西湖区',
      street: '文三路1号',
      zipCode: '310000',
      remark: '',
    });
    await send('drafts', doctor, { pageNum: 1, pageSize: 10, patientPhoneNo: '', queryMonth: '' });

    const order = await send('place', doctor, {
      deliveryType: 'E',
      ...dates,
      form,
      remark: '饭后温服',
      formCount: 7,
      quantityDispensed: 2,
      zipCode: '310000',
      recipientAddress: '浙江省杭州市西湖区文三路1号',
      recipientName: '王五',
      recipientPhone: '13812345678',
      visitRecordId: herbalVisit,
      deliveryId,
      prescriptionNo: 0,
    });
    placed = order?.body.data.deliveryOrderId ?? '';
    if (placed) {
      await send('modifyAddress', doctor, {
        deliveryOrderId: placed,
        recipientAddress: '浙江省杭州市西湖区文二路2号',
        recipientName: '赵六',
        recipientPhone: '13812345679',
      });
      const detail = await send('orderInfo', doctor, {}, { orderId: placed });
      if (detail) expect([detail.body.data.recipientName, detail.body.data.recipientAddress]).toEqual(['赵六', expect.stringContaining('文二路2号')]);
    } else unreachable('modifyAddress', 'no order placed');
    await send('deliveryOrders', doctor, { pageNum: 1, pageSize: 10, status: '', patientName: '', queryMonth: '' });
    await send('prescribingOrders', doctor, { pageNum: 1, pageSize: 10, keyWord: '', createTimeString: '', status: 1 });

    const tea = await send('customTea', doctor, { patientId, toPredictDay: compact(TOMORROW), predictDays: 30 });
    const teaVisit = tea?.body.data.visitRecordId;
    const teaInfo = teaVisit ? await send('customTeaInfo', doctor, { visitRecordId: teaVisit }) : unreachable('customTeaInfo', 'no tea visit');
    if (teaInfo) {
      const teaForms = await send('forms', doctor, {}, { type: 'customTea' });
      const teaForm = teaForms?.body.data?.[0]?.formCode ?? 'TEA';
      const teaCentre = (await send('deliveryDept', doctor, { formCode: teaForm }))?.body.data?.[0]?.deliveryId ?? 'HZ-DJ';
      const teaOrder = await send('placeTea', doctor, {
        deliveryType: 'E',
        startDate: teaInfo.body.data.startDate,
        endDate: '47121231',
        type: 'customTea',
        form: teaForm,
        remark: '',
        formCount: 1,
        zipCode: '310000',
        recipientAddress: '浙江省杭州市西湖区文三路1号',
        recipientName: '王五',
        recipientPhone: '13812345678',
        visitRecordId: teaVisit,
        deliveryId: teaCentre,
        prescriptionNo: 0,
      });
      const teaId = teaOrder?.body.data.deliveryOrderId;
      if (teaId) await send('teaOrderInfo', doctor, {}, { orderId: teaId });
      else unreachable('teaOrderInfo', 'no tea order placed');
    }
  });

  it('spec 3: the cashier binds a card, pays by fast pay with the first SMS code, the parcel ships, another order is refunded', async () => {
    await send('channels', doctor, {});
    const telNo = newPhone('1397');
    const applied = await send('cardApply', doctor, { cardId: CARDS.ICBC, idNo: VALID_ID, telNo, userName: '李时珍' });
    if (applied) {
      const { applyId, memberId, cardIdReal } = applied.body.data;
      await send('cardConfirm', doctor, { applyId, memberId, smsCode: await sandboxCode(telNo, 'bindcard'), cardIdReal });
    }
    await send('cardInfo', doctor, {});
    if (!placed) throw new Error(`no order to pay:\n${problems.join('\n')}`);

    const pay = async (deliveryOrderId: string) => {
      const payment = await send('adapayOrder', doctor, { deliveryOrderId, channel: 'fast_pay' });
      // Spec 3 §4: after the unified order, fast pay opens the SMS dialog, whose first act is to send the code.
      const sms = await send('fastpaySms', doctor, { deliveryOrderId });
      if (!payment || !sms) return;
      const paymentId = payment.body.data.paymentId;
      await send('fastpayConfirm', doctor, { paymentId, smsCode: await sandboxCode(telNo, 'fastpay') });
      t.clock.advance(3_000);
      await send('payStatus', doctor, {}, { paymentId });
    };
    await pay(placed);
    const paid = await send('orderInfo', doctor, {}, { orderId: placed });
    if (paid) expect([placed, paid.body.data.status]).toEqual([placed, 1]);

    const operator = (verb: string, orderId: string) => t.app.inject({ method: 'POST', url: `/sandbox/operator/orders/${verb}`, payload: { orderId } });
    await operator('ship-order', placed);
    await send('progress', doctor, {}, { orderId: placed });

    // A second consultation's order, paid and not shipped, is refunded.
    const priced = await send('price', doctor, { patientId, toDoDay: TOMORROW, illDay: '', takeDays: 7, inquiryInfo: defaultInquiry(), visitRecordId: '' });
    const visit = priced?.body.data.visitRecordId;
    if (!visit) return void unreachable('refund', 'no second consultation');
    await send('unifiedOrder', doctor, { productId: visit, orderType: 1, tradeType: 'NATIVE', payChannel: '3' });
    const rx = (await send('prescriptionV2', doctor, { visitRecordId: visit }))?.body.data.prescriptionInfos?.[0];
    const second = rx
      ? await send('place', doctor, {
          deliveryType: 'E',
          startDate: rx.startDate,
          endDate: rx.endDate,
          type: rx.type,
          form: 'DECOCTION',
          remark: '',
          formCount: 3,
          quantityDispensed: 2,
          zipCode: '310000',
          recipientAddress: '浙江省杭州市西湖区文三路1号',
          recipientName: '王五',
          recipientPhone: '13812345678',
          visitRecordId: visit,
          deliveryId: 'HZ-DJ',
          prescriptionNo: 0,
        })
      : null;
    const secondId = second?.body.data.deliveryOrderId;
    if (!secondId) return void unreachable('refund', 'no second order');
    t.clock.advance(61_000);
    await pay(secondId);
    await send('refund', doctor, { deliveryOrderId: secondId });
  });

  it('spec 3: a doctor application with its uploaded certificate', async () => {
    const phone = applicant;
    const token = (await send('loginPwd', undefined, { username: phone, phoneMd5: md5(phone), type: 'pwd', password: 'abcdef2' }))?.body.token;
    const upload = await uploadFile(t.app, token, 'cert.png', PNG_1PX);
    // Where the URL is answered is read leniently: at the top or in data (what the contract says).
    const answer: { url?: string; data?: { url?: string } } = upload.json();
    const url = answer.url ?? answer.data?.url;
    expect(upload.statusCode).toBe(200);
    await send('doctorApply', token, {
      doctorName: '叶天士',
      doctorSex: '1',
      idNo: VALID_ID,
      doctorPhonNo: phone,
      doctorCertNo: '141330000000001',
      doctorCertImageUrl: url,
    });
  });

  it('every documented call was made, and none refused or answered short', () => {
    expect(problems).toEqual([]);
  });
});
