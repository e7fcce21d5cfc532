import type { FastifyInstance } from 'fastify';
import { defaultInquiry, type InquiryInfo } from '@tcm/shared/clinic';
import { DEMO_PASSWORD } from '@tcm/shared/demo';
import { hashPassword } from '../src/platform/lib/passwords';
import { createUser } from '../src/account/users';
import { call, loginPwd, newPhone } from './helpers';

/**
 * Shared steps of the clinic tests. The test clock starts on 2026-11-20 (Beijing), so 2026-11-21
 * is the first valid start date and 2027-11-20 the last.
 */
export const TODAY = '2026-11-20';
export const TOMORROW = '2026-11-21';

/** A second certified doctor (status 0) with the demo password, logged in. */
export async function certifiedDoctor(app: FastifyInstance, name = '孙思邈'): Promise<string> {
  const phone = newPhone('1366');
  const now = new Date();
  const userId = await createUser(app.db, { phone, userName: name, passwordHash: await hashPassword(DEMO_PASSWORD), roles: ['doctor'], now });
  await app.db.query(`INSERT INTO doctors (user_id, doctor_name, doctor_phone, cert_no, status, created_at, updated_at) VALUES ($1, $2, $3, $4, '0', $5, $5)`, [
    userId,
    name,
    phone,
    `C-${phone}`,
    now,
  ]);
  return loginPwd(app, phone);
}

export const patientInput = (over: Record<string, unknown> = {}) => ({
  name: '测试患者',
  sex: 1,
  phoneNo: '13912345678',
  birthday: '1980-05-20',
  liveArea: '浙江省杭州市西湖区',
  birthArea: '湖北省黄冈市蕲春县',
  ...over,
});

export async function addPatient(app: FastifyInstance, token: string, over: Record<string, unknown> = {}): Promise<number> {
  const res = await call(app, 'POST', '/api/patient/v1', { token, body: patientInput(over) });
  if (res.body.code !== 200) throw new Error(`add patient failed: ${res.body.msg}`);
  return res.body.data!.patientId;
}

export function inquiry(edit: (info: InquiryInfo) => void = () => {}): InquiryInfo {
  const info = defaultInquiry();
  edit(info);
  return info;
}

export const pregnantInquiry = () =>
  inquiry((info) => {
    const item = info.basic_array.find((i) => i.key === '是否孕妇');
    if (item) item.value = '是';
  });

export const priceBody = (patientId: number, over: Record<string, unknown> = {}) => ({
  patientId,
  toDoDay: TOMORROW,
  takeDays: 7,
  inquiryInfo: inquiry(),
  ...over,
});

export const price = (app: FastifyInstance, token: string, body: Record<string, unknown>) => call(app, 'POST', '/api/health/v1/price', { token, body });

/** A new visit of a new patient, priced: its id and price. */
export async function pricedVisit(app: FastifyInstance, token: string, over: Record<string, unknown> = {}) {
  const patientId = await addPatient(app, token);
  const res = await price(app, token, priceBody(patientId, over));
  if (res.body.code !== 200) throw new Error(`price failed: ${res.body.msg}`);
  return { patientId, visitRecordId: res.body.data.visitRecordId, price: res.body.data.price };
}

export const order = (app: FastifyInstance, token: string, visitRecordId: number, payChannel: number) =>
  call(app, 'POST', '/api/api/pay/0.1/unifiedOrder', { token, body: { productId: visitRecordId, orderType: 1, tradeType: 'NATIVE', payChannel } });

/** A priced visit paid from the public account (channel 3). */
export async function paidVisit(app: FastifyInstance, token: string, over: Record<string, unknown> = {}) {
  const visit = await pricedVisit(app, token, over);
  const res = await order(app, token, visit.visitRecordId, 3);
  if (res.body.code !== 200) throw new Error(`pay failed: ${res.body.msg}`);
  return visit;
}

export const payPage = (app: FastifyInstance, outTradeNo: string) => app.inject({ method: 'GET', url: `/sandbox/wechat-pay/${outTradeNo}` });
/** What the provider page's buttons post (a form, as a phone's browser sends it). */
export const payAnswer = (app: FastifyInstance, outTradeNo: string, action: string) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/wechat-pay/${outTradeNo}`,
    payload: `action=${encodeURIComponent(action)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: '192.168.1.23',
  });
