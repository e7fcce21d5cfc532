import type {
  ApiEnvelope,
  HerbLine,
  Patient,
  PrescriptionInfo,
  PrescriptionResponse,
  PriceResult,
  RelatedRecord,
  UnifiedOrderResult,
  VisitRecordSummary,
  CarouselItem,
  DeliveryAddress,
  Doctor,
  HomeInfo,
  InfoItem,
  InviteInfo,
  LoginResult,
  Notice,
  UploadResult,
  User,
  UserInfo,
} from '@tcm/shared/contract';
import { defaultInquiry, doseRange } from '@tcm/shared/clinic';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import type { PortalConfig } from '@tcm/shared/routes';
import { call, loginPwd, loginSms, md5, PNG_1PX, sendSms, uploadFile, useTestApi } from './helpers';
import { TEST_RECIPIENT } from '@tcm/shared/testing/delivery';

/** Another weight of the herb inside its 药典 range (the engine gives weights inside it): one gram less, else one more. */
const otherWeight = (name: string, grams: number) => (grams - 1 >= Math.ceil(doseRange(name)!.min) ? grams - 1 : grams + 1);

/**
 * Every call of spec 1 §7 and the certification calls answer with exactly the fields of their
 * contract type (shared/src/contract), no more and no fewer. The key lists are checked by tsc
 * against the types, so this file cannot drift from the contract either.
 */
const t = useTestApi();

/** Every key of T, each once: tsc refuses a list that misses a key of T or names one T lacks. */
const keysOf =
  <T>() =>
  <L extends (keyof T & string)[]>(...list: L & ([keyof T] extends [L[number]] ? unknown : ['missing a key of the contract'])) =>
    [...list].sort();

const ENVELOPE = keysOf<ApiEnvelope>()('code', 'msg');
const USER = keysOf<User>()('userId', 'userName', 'phonenumber');
const USER_INFO = keysOf<UserInfo>()('user', 'roles', 'doctor', 'inheritor', 'prescription');
const DOCTOR = keysOf<Doctor>()(
  'doctorId',
  'doctorName',
  'doctorSex',
  'doctorPhonNo',
  'idNo',
  'doctorCertNo',
  'doctorCertImageUrl',
  'status',
  'remark',
  'hospitalId',
);
const LOGIN = keysOf<LoginResult>()('token', 'pwdNotSet');
const HOME_INFO = keysOf<HomeInfo>()('address', 'phone', 'email', 'deptName');
const CAROUSEL = keysOf<CarouselItem>()('imageUrl');
const NOTICE = keysOf<Notice>()('noticeType', 'noticeContent');
const INFO_ITEM = keysOf<InfoItem>()('infoTitle', 'infoUrl', 'createTime');
const INVITE_INFO = keysOf<InviteInfo>()('inviteName', 'phone', 'roleName', 'sponsor', 'deptName');
const ADDRESS = keysOf<DeliveryAddress>()(
  'deliveryAddressId',
  'receiverName',
  'phoneNo',
  'province',
  'city',
  'county',
  'street',
  'zipCode',
  'addressInfo',
  'addressInfoText',
);
const UPLOAD = keysOf<UploadResult>()('url', 'fileName');
const PATIENT = keysOf<Patient>()('patientId', 'name', 'sex', 'phoneNo', 'birthday', 'lunarBirthday', 'liveArea', 'birthArea');
const PRICE = keysOf<PriceResult>()('price', 'freeFlag', 'visitRecordId', 'priceParts');
const ORDER = keysOf<UnifiedOrderResult>()('payChannel', 'qrcode', 'outTradeNo');
const PRESCRIPTION_INFO = keysOf<PrescriptionInfo>()(
  'name',
  'source',
  'count',
  'charge',
  'totalWeight',
  'startDate',
  'endDate',
  'supplyDays',
  'type',
  'takeTime',
  'disease',
  'modifyFlag',
  'visitRecordId',
  'status',
  'deliveryOrderId',
  'deliveryOrderStatus',
  'deliveryOrderStatusText',
  'imageUrl',
  'prescription',
);
const HERB_LINE = keysOf<HerbLine>()('key', 'value', 'index');
const PRESCRIPTION = keysOf<PrescriptionResponse>()(
  'visitRecordId',
  'state',
  'freeFlag',
  'price',
  'priceParts',
  'prescriptionInfos',
  'shangHanPrescriptionInfos',
  'reasons',
  'patient',
  'illDay',
  'startDate',
  'takeDays',
  'inquiryInfo',
);
const RELATED = keysOf<RelatedRecord>()('kind', 'title', 'sections');
const VISIT_SUMMARY = keysOf<VisitRecordSummary>()(
  'visitRecordId',
  'patientId',
  'createdAt',
  'kind',
  'kindCode',
  'state',
  'stateText',
  'price',
  'paid',
  'freeFlag',
  'startDate',
  'takeDays',
);
const PORTAL = keysOf<PortalConfig>()('backOfficeUrl', 'sandbox', 'allowRemoteOverride', 'wechatAuthorizeUrl', 'telemetry', 'allowPreview');

const body = (...extra: string[]) => [...ENVELOPE, ...extra].sort();
const keys = (value: unknown) => Object.keys(value as object).sort();

/** The body's keys, and each listed nested object's (arrays: every element's). */
function expectShape(value: Record<string, unknown>, top: string[], nested: Record<string, string[]> = {}) {
  expect(keys(value)).toEqual(top);
  for (const [field, expected] of Object.entries(nested)) {
    const inner = value[field];
    const items = Array.isArray(inner) ? inner : [inner];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(keys(item)).toEqual(expected);
  }
}

describe('response shapes match the contract exactly', () => {
  it('home: info, carousel, notice, course, news', async () => {
    expectShape((await call(t.app, 'GET', '/api/home/v1/info')).body, body('data'), { data: HOME_INFO });
    expectShape((await call(t.app, 'GET', '/api/home/v1/carousel')).body, body('data'), { data: CAROUSEL });
    expectShape((await call(t.app, 'GET', '/api/home/v1/notice')).body, body('rows', 'total'), { rows: NOTICE });
    const page = { pageNum: '1', pageSize: '8' };
    expectShape((await call(t.app, 'GET', '/api/home/v1/course', { query: page })).body, body('rows', 'total'), { rows: INFO_ITEM });
    expectShape((await call(t.app, 'GET', '/api/home/v1/news', { query: page })).body, body('rows', 'total'), { rows: INFO_ITEM });
    expectShape((await call(t.app, 'GET', '/api/portal/config')).body, body('data'), { data: PORTAL });
  });

  it('account: login (both kinds), getInfo with and without a doctor record, logout', async () => {
    const phone = DEMO_ACCOUNTS.doctor.phone;
    const pwd = await call(t.app, 'POST', '/api/login', { body: { username: phone, phoneMd5: md5(phone), type: 'pwd', password: 'tcm123456' } });
    expectShape(pwd.body, body(...LOGIN));
    expectShape((await loginSms(t.app, DEMO_ACCOUNTS.admin.phone)).body, body(...LOGIN));

    const info = (await call(t.app, 'GET', '/api/getInfo', { token: pwd.body.token })).body;
    expectShape(info, body(...USER_INFO), { user: USER, doctor: DOCTOR });
    const plain = (await call(t.app, 'GET', '/api/getInfo', { token: await loginPwd(t.app, DEMO_ACCOUNTS.user.phone) })).body;
    expectShape(plain, body(...USER_INFO), { user: USER });
    expect(plain.doctor).toBeNull();

    expectShape((await call(t.app, 'POST', '/api/logout', { token: pwd.body.token })).body, ENVELOPE);
  });

  it('SMS: smsCode and the sandbox getCode; register, resetPwd and setPwd answer the bare envelope', async () => {
    const phone = '13300000001';
    expectShape((await sendSms(t.app, phone, 'register')).body, ENVELOPE);
    const got = await call(t.app, 'POST', '/api/getCode', { body: { telephone: phone, phoneMd5: md5(phone), type: 'register' } });
    expectShape(got.body, body('smsCode'));
    const registered = await call(t.app, 'POST', '/api/register', {
      body: { username: phone, code: got.body.smsCode, password: 'abcdef1', phoneMd5: md5(phone) },
    });
    expectShape(registered.body, ENVELOPE);
    expect(registered.body.code).toBe(200);

    await sendSms(t.app, phone, 'resetpwd');
    const reset = await call(t.app, 'POST', '/api/getCode', { body: { telephone: phone, phoneMd5: md5(phone), type: 'resetpwd' } });
    const resetBody = await call(t.app, 'POST', '/api/resetPwd', {
      body: { username: phone, code: reset.body.smsCode, password: 'abcdef2', phoneMd5: md5(phone) },
    });
    expectShape(resetBody.body, ENVELOPE);
    expect(resetBody.body.code).toBe(200);

    const noPwd = (await loginSms(t.app, DEMO_ACCOUNTS.noPassword.phone)).body.token;
    const set = await call(t.app, 'POST', '/api/setPwd', { token: noPwd, body: { password: 'abcdef3' } });
    expectShape(set.body, ENVELOPE);
    expect(set.body.code).toBe(200);
  });

  it('third party: login without a bound phone is the bare envelope, with one it carries the login fields', async () => {
    const scan = async (mode: 'new' | 'bound') => {
      const res = await t.app.inject({ method: 'GET', url: '/sandbox/wechat/confirm', query: { mode, redirect_uri: '/Login' } });
      return new URL(String(res.headers.location), 'http://x').searchParams.get('code') as string;
    };
    const fresh = await scan('new');
    expectShape((await call(t.app, 'POST', '/api/wechat/v1/login', { body: { wxCode: fresh, type: 'pc' } })).body, ENVELOPE);
    expectShape((await call(t.app, 'POST', '/api/wechat/v1/login', { body: { wxCode: await scan('bound'), type: 'pc' } })).body, body(...LOGIN));

    const phone = '13300000002';
    await sendSms(t.app, phone, 'wxbind');
    const code = (await call(t.app, 'POST', '/api/getCode', { body: { telephone: phone, phoneMd5: md5(phone), type: 'wxbind' } })).body.smsCode;
    const bound = await call(t.app, 'POST', '/api/wechat/v1/bind', { body: { wxCode: fresh, code, username: phone, phoneMd5: md5(phone), type: 'pc' } });
    expectShape(bound.body, body(...LOGIN));
  });

  it('invitation: info and confirm', async () => {
    const info = (await call(t.app, 'GET', '/api/invite/v1/info', { query: { inviteId: 'INV-AGENT-001' } })).body;
    expectShape(info, body('info', 'securityNo'), { info: INVITE_INFO });
    // The info shows the phone masked (139****0002); the invitee types it in full.
    const phone = '13900000002';
    await sendSms(t.app, phone, 'invite', { securityNo: info.securityNo });
    const code = (await call(t.app, 'POST', '/api/getCode', { body: { telephone: phone, phoneMd5: md5(phone), type: 'invite' } })).body.smsCode;
    const confirmed = await call(t.app, 'POST', '/api/invite/v1/confirm', {
      body: { telephone: phone, code, phoneMd5: md5(phone), inviteId: 'INV-AGENT-001', securityNo: info.securityNo },
    });
    expectShape(confirmed.body, body('data'), { data: ['qrUrl'] });
  });

  it('addresses: list rows, and add, edit, delete answer the bare envelope', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
    const list = (await call(t.app, 'GET', '/api/delivery/address/list', { token, query: { pageNum: '1', pageSize: '12' } })).body;
    expectShape(list, body('rows', 'total'), { rows: ADDRESS });
    const input = { receiverName: '形状', phoneNo: '13912340000', province: '330000', city: '330100', county: '330106', street: '文三路1号' };
    expectShape((await call(t.app, 'POST', '/api/delivery/address/add', { token, body: input })).body, ENVELOPE);
    const [mine] = (await call(t.app, 'GET', '/api/delivery/address/list', { token, query: { keyWord: '形状' } })).body.rows;
    expectShape((await call(t.app, 'POST', '/api/delivery/address/edit', { token, body: { ...mine, street: '文三路2号' } })).body, ENVELOPE);
    expectShape((await call(t.app, 'DELETE', `/api/delivery/address/${mine.deliveryAddressId}`, { token })).body, ENVELOPE);
  });

  it('certification: upload and application', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.level2.phone);
    const upload = (await uploadFile(t.app, token, 'cert.png', PNG_1PX)).json();
    expectShape(upload, body('data'), { data: UPLOAD });
    const applied = await call(t.app, 'POST', '/api/doctor/v1/person/add', {
      token,
      body: { doctorName: '形状', doctorSex: '1', doctorPhonNo: '13800000004', doctorCertNo: 'C-9', doctorCertImageUrl: upload.data.url },
    });
    expectShape(applied.body, ENVELOPE);
    expect(applied.body.code).toBe(200);
  });

  it('clinic: patients, price, payment, prescription, related records, replacement, visit history', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
    const list = (await call(t.app, 'POST', '/api/patient/v1/list', { token, body: { pageNum: 1, pageSize: 8 } })).body;
    expectShape(list, body('rows', 'total'), { rows: PATIENT });
    const saved = (
      await call(t.app, 'POST', '/api/patient/v1', {
        token,
        body: { name: '形状', sex: 1, phoneNo: '', birthday: '1990-01-01', liveArea: '浙江省杭州市西湖区', birthArea: '浙江省杭州市西湖区' },
      })
    ).body;
    expectShape(saved, body('data'), { data: PATIENT });
    const patientId = saved.data!.patientId;

    const priced = (
      await call(t.app, 'POST', '/api/health/v1/price', {
        token,
        body: { patientId, toDoDay: '2026-11-21', takeDays: 7, inquiryInfo: defaultInquiry() },
      })
    ).body;
    expectShape(priced, body('data'), { data: PRICE });
    const visitRecordId = priced.data.visitRecordId;
    const ordered = (
      await call(t.app, 'POST', '/api/api/pay/0.1/unifiedOrder', {
        token,
        body: { productId: visitRecordId, orderType: 1, tradeType: 'NATIVE', payChannel: 3 },
      })
    ).body;
    expectShape(ordered, body('data'), { data: ORDER });
    expectShape(
      (await call(t.app, 'POST', '/api/api/pay/0.1/query/place/result', { token, body: { outTradeNo: ordered.data.outTradeNo } })).body,
      body('data'),
    );

    const full = (await call(t.app, 'POST', '/api/health/v2/prescription', { token, body: { visitRecordId } })).body;
    expectShape(full, body('data'), { data: PRESCRIPTION });
    expectShape(full.data, PRESCRIPTION, { prescriptionInfos: PRESCRIPTION_INFO, patient: PATIENT });
    expectShape(full.data.prescriptionInfos[0], PRESCRIPTION_INFO, { prescription: HERB_LINE });
    const reload = (await call(t.app, 'POST', '/api/health/v1/prescription', { token, body: { visitRecordId } })).body;
    expectShape(reload, body('data'), { data: PRESCRIPTION_INFO });
    const rela = (
      await call(t.app, 'POST', '/api/health/v2/rela/record', {
        token,
        body: { relaVisitRecordId: visitRecordId, patientId, recordType: 'D', toDoDay: '2026-11-21', takeDays: 7 },
      })
    ).body;
    expectShape(rela, body('data'), { data: RELATED });
    const line = full.data.prescriptionInfos[0].prescription[0];
    const replace = (
      await call(t.app, 'POST', '/api/health/v1/prescription/replace', {
        token,
        body: { patientId, visitRecordId, medicineName: line.key, number: line.index },
      })
    ).body;
    expectShape(replace, body('data'), { data: ['replaceMedicines'] });
    const weight = Number(line.value.replace('g', ''));
    const submitted = (
      await call(t.app, 'POST', '/api/health/v1/prescription/replace/submit', {
        token,
        body: {
          visitRecordId,
          number: line.index,
          oldMedicineName: line.key,
          oldWeight: weight,
          replaceMedicineName: line.key,
          replaceWeight: otherWeight(line.key, weight),
        },
      })
    ).body;
    expectShape(submitted, ENVELOPE);
    expect(submitted.code).toBe(200);
    const visits = (await call(t.app, 'POST', '/api/health/v1/visit/list', { token, body: { patientId, pageNum: 1, pageSize: 10 } })).body;
    expectShape(visits, body('rows', 'total'), { rows: VISIT_SUMMARY });
    expectShape((await call(t.app, 'DELETE', `/api/patient/v1/${patientId}`, { token })).body, ENVELOPE);
  });

  it('refusals, 401 and 404 are the bare envelope too', async () => {
    expectShape((await call(t.app, 'GET', '/api/invite/v1/info', { query: { inviteId: 'nope' } })).body, ENVELOPE);
    expectShape((await call(t.app, 'GET', '/api/getInfo')).body, ENVELOPE);
    expectShape((await call(t.app, 'GET', '/api/nothing/here')).body, ENVELOPE);
  });
});

describe('general prescription and sheet (spec 3 §2.4, §2.5, §7) answer their contract types exactly', () => {
  const COMMON = keysOf<import('@tcm/shared/contract').CommonPrescriptionResponse>()(
    'visitRecordId',
    'prescriptionType',
    'state',
    'freeFlag',
    'price',
    'prescriptionInfos',
    'reasons',
    'patient',
    'startDate',
    'takeDays',
    'inquiryInfo',
    'solarTerm',
  );
  const TERM = keysOf<import('@tcm/shared/contract').SolarTermInfo>()('name', 'date', 'nextName', 'nextDate', 'formula', 'source', 'why');
  const IMAGE = keysOf<import('@tcm/shared/contract').PrescriptionImageResponse>()(
    'visitRecordId',
    'patientId',
    'patientName',
    'prescriptionType',
    'prescriptions',
  );
  const SHEET = keysOf<import('@tcm/shared/contract').PrescriptionSheet>()('index', 'name', 'imageUrl', 'status', 'deliveryOrderId');

  it('granulesPrice, commonPrescription, v2 replace and submit, prescription image', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
    const saved = (
      await call(t.app, 'POST', '/api/patient/v1', {
        token,
        body: { name: '通用', sex: 0, phoneNo: '', birthday: '1990-01-01', liveArea: '浙江省杭州市西湖区', birthArea: '浙江省杭州市西湖区' },
      })
    ).body;
    const patientId = saved.data!.patientId;
    const priced = (await call(t.app, 'POST', '/api/health/v1/granulesPrice', { token, body: { patientId, toDoDay: '2026-11-21', takeDays: 7 } })).body;
    expect(priced.msg).toBe('');
    expectShape(priced, body('data'), { data: PRICE });
    const visitRecordId = priced.data.visitRecordId;
    const common = (await call(t.app, 'POST', '/api/health/v2/commonPrescription', { token, body: { visitRecordId } })).body;
    expectShape(common, body('data'), { data: COMMON });
    expectShape(common.data, COMMON, { prescriptionInfos: PRESCRIPTION_INFO, patient: PATIENT, solarTerm: TERM });
    const info = common.data.prescriptionInfos[0];
    const line = info.prescription[0];
    const ref = { startDate: info.startDate, endDate: info.endDate, type: 'G' };
    const replace = (
      await call(t.app, 'POST', '/api/health/v2/prescription/replace', {
        token,
        body: { patientId, visitRecordId, medicineName: line.key, number: line.index, ...ref },
      })
    ).body;
    expectShape(replace, body('data'), { data: ['replaceMedicines'] });
    const weight = Number(line.value.replace('g', ''));
    const submitted = (
      await call(t.app, 'POST', '/api/health/v2/prescription/replace/submit', {
        token,
        body: {
          visitRecordId,
          number: line.index,
          oldMedicineName: line.key,
          oldWeight: weight,
          replaceMedicineName: line.key,
          replaceWeight: otherWeight(line.key, weight),
          ...ref,
        },
      })
    ).body;
    expectShape(submitted, ENVELOPE);
    expect(submitted.code).toBe(200);
    const image = (await call(t.app, 'GET', `/api/health/v2/prescription/image/${visitRecordId}`, { token })).body;
    expectShape(image, body('data'), { data: IMAGE });
    expectShape(image.data, IMAGE, { prescriptions: SHEET });
  });
});

describe('self-composed prescription (spec 3 §2.11, §7) answers its contract types exactly', () => {
  const MEDICINE = keysOf<import('@tcm/shared/contract').Medicine>()('medicineId', 'medicineName', 'pinyinInitialName', 'piecesWeight');
  const SELF = keysOf<import('@tcm/shared/contract').SelfComposedPrescription>()(
    'visitRecordId',
    'state',
    'prescriptionInfos',
    'patient',
    'startDate',
    'takeDays',
    'inquiryInfo',
    'disease',
    'takeTime',
    'form',
    'granules',
  );
  const SELF_RESULT = keysOf<import('@tcm/shared/contract').SelfComposedResult>()('prescription', 'images', 'visitRecordId');

  it('medicine list, submit (颗粒, with granules; 饮片 without) and info', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
    const list = (await call(t.app, 'GET', '/api/medicine/list', { token, query: { keyword: 'dg' } })).body;
    expectShape(list, body('rows', 'total'), { rows: MEDICINE });
    const patientId = (await call(t.app, 'POST', '/api/patient/v1/list', { token, body: { pageNum: 1, pageSize: 1 } })).body.rows[0].patientId;
    const submit = (form: string) =>
      call(t.app, 'POST', '/api/health/v2/prescription/self/image', {
        token,
        body: {
          patientId,
          toDoDay: '2026-11-21',
          takeDays: 3,
          inquiryInfo: defaultInquiry(),
          prescriptionBody: { disease: '血虚', take_time: '饭后', form, prescriptionList: [{ key: '当归', value: 10, index: 1 }] },
        },
      });
    const granule = (await submit('颗粒')).body;
    expectShape(granule, body('data'), { data: SELF_RESULT });
    expectShape(granule.data, SELF_RESULT, { prescription: SELF, images: ['name', 'visitRecordId'] });
    expectShape(granule.data.prescription, SELF, { prescriptionInfos: PRESCRIPTION_INFO, patient: PATIENT });
    const slice = (await submit('饮片')).body;
    expectShape(
      slice.data.prescription,
      SELF.filter((k) => k !== 'granules'),
    );
    const info = (await call(t.app, 'POST', '/api/health/v2/prescription/self/info', { token, body: { visitRecordId: granule.data.visitRecordId } })).body;
    expectShape(info, body('data'), { data: SELF });
  });
});

describe('services (spec 3 §2.3, §7) answer their contract types exactly', () => {
  const RESULT = keysOf<import('@tcm/shared/contract').ServiceResult>()(
    'serviceIndex',
    'title',
    'patientId',
    'patientName',
    'startDate',
    'endDate',
    'days',
    'sections',
    'acupoints',
  );
  const TEA = keysOf<import('@tcm/shared/contract').CustomTeaServiceResult>()(
    'serviceIndex',
    'title',
    'patientId',
    'patientName',
    'startDate',
    'endDate',
    'days',
    'sections',
    'acupoints',
    'customTeaResult',
    'visitRecordId',
  );
  const SECTION = keysOf<import('@tcm/shared/contract').ServiceSection>()('heading', 'lines');
  const ACUPOINT = keysOf<import('@tcm/shared/contract').AcupointDetail>()('code', 'nameAcup', 'pinyin', 'channels', 'positionSta', 'position2', 'acupGet');

  it('the eight services and the acupoint list', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
    const patientId = (await call(t.app, 'POST', '/api/patient/v1/list', { token, body: { pageNum: 1, pageSize: 1 } })).body.rows[0].patientId;
    const take = { patientId, toDoDay: '2026-11-21', takeDays: 7 };
    const predict = { patientId, toPredictDay: '20261121', predictDays: 7 };
    for (const [path, req] of [
      ['/api/health/v1/disease', predict],
      ['/api/health/v1/dietTherapy', take],
      ['/api/health/v1/massage', take],
      ['/api/health/v1/acupuncture', take],
      ['/api/health/v1/medicine', { ...take, serviceIndex: 5 }],
      ['/api/health/v1/medicine', { ...take, serviceIndex: 10 }],
      ['/api/health/v1/liuQiYin', take],
    ] as const) {
      const res = (await call(t.app, 'POST', path, { token, body: req })).body;
      expectShape(res, body('data'), { data: RESULT });
      expectShape(res.data, RESULT, { sections: SECTION });
    }
    const tea = (await call(t.app, 'POST', '/api/health/v1/customTea', { token, body: predict })).body;
    expectShape(tea, body('data'), { data: TEA });
    const list = (await call(t.app, 'GET', '/api/business/acupointDetails/listAll')).body;
    expectShape(list, body('data'), { data: ACUPOINT });
  });
});

describe('custom tea (spec 3 §2.12, §7) answers its contract types exactly', () => {
  const INFO = keysOf<import('@tcm/shared/contract').CustomTeaInfo>()(
    'visitRecordId',
    'prescriptionInfos',
    'patient',
    'startDate',
    'takeDays',
    'deliveryMark',
    'deliveryOrderId',
    'customTeaResult',
    'herbFenPerBox',
    'hasDraft',
  );
  const BASE = keysOf<import('@tcm/shared/contract').DeliveryOrderBase>()(
    'deliveryOrderId',
    'visitRecordId',
    'prescriptionNo',
    'type',
    'status',
    'statusText',
    'sumPrice',
    'payCountdown',
    'form',
    'formText',
    'deliveryId',
    'deliveryName',
    'createTime',
    'patient',
    'prescriptionInfo',
    'inquiryInfo',
  );
  const DETAIL = keysOf<import('@tcm/shared/contract').DeliveryOrderDetail>()(
    ...BASE,
    'refundFlag',
    'expressName',
    'expressNo',
    'recipientName',
    'recipientPhone',
    'recipientAddress',
    'province',
    'city',
    'county',
    'street',
    'zipCode',
    'formCount',
    'quantityDispensed',
    'payTime',
    'remark',
    'typeText',
    'refundAmount',
    'priceParts',
  );
  const TEA_ORDER = keysOf<import('@tcm/shared/contract').CustomTeaOrderDetail>()(
    ...DETAIL,
    'boxes',
    'bags',
    'daysCovered',
    'boxPrice',
    'shippingFee',
    'startDate',
    'takeDays',
  );
  const PLACED = keysOf<import('@tcm/shared/contract').PlaceDeliveryResult>()('deliveryOrderId', 'created');

  it('customTeaInfo, orderCustomTea/place and order/customTeaInfo', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
    const saved = (
      await call(t.app, 'POST', '/api/patient/v1', {
        token,
        body: { name: '茶客', sex: 1, phoneNo: '', birthday: '1980-01-01', liveArea: '浙江省杭州市西湖区', birthArea: '浙江省杭州市西湖区' },
      })
    ).body;
    const served = (
      await call(t.app, 'POST', '/api/health/v1/customTea', { token, body: { patientId: saved.data!.patientId, toPredictDay: '20261121', predictDays: 30 } })
    ).body;
    const visitRecordId = served.data.visitRecordId;
    const info = (await call(t.app, 'POST', '/api/health/v2/customTeaInfo', { token, body: { visitRecordId } })).body;
    expectShape(info, body('data'), { data: INFO });
    expectShape(info.data, INFO, { prescriptionInfos: PRESCRIPTION_INFO, patient: PATIENT });
    const placed = (
      await call(t.app, 'POST', '/api/delivery/orderCustomTea/place', {
        token,
        body: {
          deliveryType: 'E',
          type: 'customTea',
          visitRecordId,
          endDate: '47121231',
          form: 'TEA_BAG',
          deliveryId: 'HZ-TEA',
          formCount: 1,
          ...TEST_RECIPIENT,
        },
      })
    ).body;
    expectShape(placed, body('data'), { data: PLACED });
    const order = (await call(t.app, 'GET', `/api/delivery/order/customTeaInfo/${placed.data.deliveryOrderId}`, { token })).body;
    expectShape(order, body('data'), { data: TEA_ORDER });
    expectShape(order.data, TEA_ORDER, { patient: PATIENT, prescriptionInfo: PRESCRIPTION_INFO });
  });
});

describe('cashier (spec 3 §7 Cashier) answers its contract types exactly', () => {
  const CHANNEL = keysOf<import('@tcm/shared/contract').CashierChannel>()('channelId', 'channelName');
  const CARD = keysOf<import('@tcm/shared/contract').BoundCard>()('cardId', 'telNo', 'bankName');
  const APPLY = keysOf<import('@tcm/shared/contract').CardApplyResult>()('applyId', 'memberId', 'cardIdReal');
  const PAYMENT = keysOf<import('@tcm/shared/contract').CardPayment>()('paymentId', 'alipayQrBase64', 'alipayPayUrl');
  const STATUS = keysOf<import('@tcm/shared/contract').PayStatus>()('statusCode', 'statusDesc', 'failure');

  it('channels, card info before and after binding, apply, comfirm, unifiedOrder, fast pay sms and comfirm, status', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
    expectShape((await call(t.app, 'GET', '/api/adapay/v1/channels/pc', { token })).body, body('data'), { data: CHANNEL });
    const none = (await call(t.app, 'GET', '/api/adapay/v1/fastpay/card/info', { token })).body;
    expectShape(none, body('data'));
    expect(none.data).toBeNull();
    const telNo = '13900000061';
    const applied = (
      await call(t.app, 'POST', '/api/adapay/v1/fastpay/card/apply', {
        token,
        body: { cardId: '6222021000000000017', userName: '李时珍', idNo: '11010519491231002X', telNo },
      })
    ).body;
    expectShape(applied, body('data'), { data: APPLY });
    const code = (await call(t.app, 'POST', '/api/getCode', { body: { telephone: telNo, phoneMd5: md5(telNo), type: 'bindcard' } })).body.smsCode;
    const bound = (await call(t.app, 'POST', '/api/adapay/v1/fastpay/card/comfirm', { token, body: { ...applied.data, smsCode: code } })).body;
    expectShape(bound, ENVELOPE);
    expect(bound.code).toBe(200);
    expectShape((await call(t.app, 'GET', '/api/adapay/v1/fastpay/card/info', { token })).body, body('data'), { data: CARD });
    const paid = (await call(t.app, 'POST', '/api/adapay/v1/unifiedOrder', { token, body: { deliveryOrderId: 'DO00000001', channel: 'fast_pay' } })).body;
    expectShape(paid, body('data'), { data: PAYMENT });
    const resent = (await call(t.app, 'POST', '/api/adapay/v1/fastpay/sms', { token, body: { deliveryOrderId: 'DO00000001' } })).body;
    expectShape(resent, ENVELOPE);
    const confirmed = (await call(t.app, 'POST', '/api/adapay/v1/fastpay/comfirm', { token, body: { paymentId: paid.data.paymentId, smsCode: '' } })).body;
    expectShape(confirmed, ENVELOPE);
    const status = (await call(t.app, 'GET', `/api/adapay/v1/pay/status/${paid.data.paymentId}`, { token })).body;
    expectShape(status, body('data'), { data: STATUS });
  });
});
