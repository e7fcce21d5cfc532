import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { DAY } from '../src/platform/lib/time';
import { call, loginPwd, routeTable, uploadFile, PNG_1PX, useTestApi } from './helpers';

/**
 * Which calls need a login, proven over the whole route table: a route added later has to be
 * placed in one of the two lists below, or this file fails.
 */
const t = useTestApi();

/** Calls without a login (spec 1 §6: public pages, login, registration, reset, invitation). */
const PUBLIC = [
  'GET /api/home/v1/info',
  'GET /api/home/v1/carousel',
  'GET /api/home/v1/notice',
  'GET /api/home/v1/course',
  'GET /api/home/v1/news',
  'GET /api/portal/config',
  'POST /api/login',
  'POST /api/logout',
  'GET /api/smsCode',
  'POST /api/getCode',
  'POST /api/register',
  'POST /api/resetPwd',
  'POST /api/wechat/v1/login',
  'POST /api/wechat/v1/bind',
  'GET /api/invite/v1/info',
  'POST /api/invite/v1/confirm',
  // The acupoint reference list of the service result pages (spec 3 §7): the same for everybody.
  'GET /api/business/acupointDetails/listAll',
  // Real-user telemetry (issue 23): a visitor's page views count too; bounded and limited per client.
  'POST /api/telemetry',
];

/** Calls of a logged-in user; everything they read or change is that user's own. */
const PROTECTED = [
  'GET /api/getInfo',
  'POST /api/setPwd',
  'POST /api/common/upload',
  'POST /api/doctor/v1/person/add',
  'GET /api/delivery/address/list',
  'POST /api/delivery/address/add',
  'POST /api/delivery/address/edit',
  'DELETE /api/delivery/address/:deliveryAddressId',
  // Clinic (spec 2 §7): patients, visits and their payments belong to the user who made them.
  'POST /api/patient/v1/list',
  'POST /api/patient/v1',
  'DELETE /api/patient/v1/:patientId',
  'POST /api/health/v1/price',
  'POST /api/api/pay/0.1/unifiedOrder',
  'POST /api/api/pay/0.1/query/place/result',
  'POST /api/health/v2/prescription',
  'POST /api/health/v1/prescription',
  'POST /api/health/v2/rela/record',
  'POST /api/health/v1/prescription/replace',
  'POST /api/health/v1/prescription/replace/submit',
  'POST /api/health/v1/visit/list',
  'POST /api/health/v1/visitRecord/cancel',
  // Self-composed prescription (spec 3 §7): the herb catalogue needs a login, the prescription is the doctor's own.
  'GET /api/medicine/list',
  'POST /api/health/v2/prescription/self/image',
  'POST /api/health/v2/prescription/self/info',
  // General prescription and its sheet (spec 3 §7): the visit is the doctor's own.
  'POST /api/health/v1/granulesPrice',
  'POST /api/health/v2/commonPrescription',
  'POST /api/health/v2/prescription/replace',
  'POST /api/health/v2/prescription/replace/submit',
  'GET /api/health/v2/prescription/image/:visitRecordId',
  // Services (spec 3 §7): the patient is the caller's own; 9 makes a visit record of the caller.
  'POST /api/health/v1/disease',
  'POST /api/health/v1/dietTherapy',
  'POST /api/health/v1/massage',
  'POST /api/health/v1/acupuncture',
  'POST /api/health/v1/medicine',
  'POST /api/health/v1/customTea',
  'POST /api/health/v1/liuQiYin',
  // Commerce (spec 3 §7 Orders, Delivery placement): orders, drafts and refunds are the caller's own.
  'GET /api/health/v1/prescription/order',
  'GET /api/delivery/order/list',
  'GET /api/delivery/order/draft/list',
  'GET /api/delivery/order/info/:orderId',
  'GET /api/delivery/progress/:orderId',
  'POST /api/delivery/order/modify/address',
  'POST /api/adapay/v1/refund',
  'GET /api/medicine/v2/forms/:type',
  'GET /api/delivery/getCurrentDeliveryDept',
  'POST /api/delivery/order/place',
  'POST /api/delivery/order/draft/info',
  'POST /api/delivery/order/draft/save',
  // Custom tea (spec 3 §7): the visit and the order are the caller's own.
  'POST /api/health/v2/customTeaInfo',
  'POST /api/delivery/orderCustomTea/place',
  'GET /api/delivery/order/customTeaInfo/:orderId',
  // Cashier (spec 3 §7 Cashier): the caller's bound card, bindings, orders and payments only.
  'GET /api/adapay/v1/channels/pc',
  'GET /api/adapay/v1/fastpay/card/info',
  'POST /api/adapay/v1/fastpay/card/apply',
  'POST /api/adapay/v1/fastpay/card/comfirm',
  'POST /api/adapay/v1/fastpay/sms',
  'POST /api/adapay/v1/unifiedOrder',
  'POST /api/adapay/v1/fastpay/comfirm',
  'GET /api/adapay/v1/pay/status/:paymentId',
  // Release operations (issue 23): a login and, beyond this file's check, the operator role.
  'GET /api/ops/overview',
  'POST /api/ops/canary',
  'POST /api/ops/canary/share',
  'POST /api/ops/canary/promote',
  'POST /api/ops/canary/abort',
  'POST /api/ops/rollback',
];

const request = (route: string, token?: string) => {
  const [method, path] = route.split(' ');
  return call(t.app, method as 'GET' | 'POST' | 'DELETE', path.replace(/:\w+/, '1'), {
    token,
    ...(method === 'POST' ? { body: {} } : {}),
  });
};

describe('who may call what', () => {
  it('every /api route is either public or protected, and nothing else', () => {
    const api = [...routeTable(t.app)].filter((r) => r.split(' ')[1].startsWith('/api/')).sort();
    expect(api).toEqual([...PUBLIC, ...PROTECTED].sort());
  });

  it.each(PROTECTED)('%s: 401 without a token, with a forged one, after logout and after a day', async (route) => {
    const unauthorized = { status: 401, body: { code: 401, msg: '登录状态已过期，请重新登录' } };
    const pick = (r: { status: number; body: object }) => ({ status: r.status, body: r.body });
    expect(pick(await request(route))).toEqual(unauthorized);
    expect(pick(await request(route, 'forged-token'))).toEqual(unauthorized);

    const loggedOut = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
    await call(t.app, 'POST', '/api/logout', { token: loggedOut });
    expect(pick(await request(route, loggedOut))).toEqual(unauthorized);

    const expired = await loginPwd(t.app, DEMO_ACCOUNTS.user.phone);
    t.clock.advance(DAY);
    expect(pick(await request(route, expired))).toEqual(unauthorized);
  });

  it.each(PUBLIC)('%s answers without a login', async (route) => {
    expect((await request(route)).status).not.toBe(401);
  });

  // Addresses: every statement is scoped to the owner; edit and delete of another's are proven in address.test.ts.
  it("a user's upload is refused in another user's application", async () => {
    const owner = await loginPwd(t.app, DEMO_ACCOUNTS.level1.phone);
    const intruder = await loginPwd(t.app, DEMO_ACCOUNTS.level2.phone);
    const url = (await uploadFile(t.app, owner, 'mine.png', PNG_1PX)).json().data.url;
    const res = await call(t.app, 'POST', '/api/doctor/v1/person/add', {
      token: intruder,
      body: { doctorName: '冒用', doctorSex: '1', doctorPhonNo: '13800000004', doctorCertNo: 'X', doctorCertImageUrl: url },
    });
    expect(res.body).toEqual({ code: 500, msg: '执业证书图片无效，请重新上传' });
  });
});
