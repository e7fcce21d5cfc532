import { z } from 'zod';
import { boundCard, CALL_SCHEMAS, dataBody, envelope, loginResult, type SchemaKey } from '@tcm/shared/contract/schema';

/**
 * The spec's API lists (spec 1–3 §7) as data: what another client of the portal's API may send and
 * expect. `documented.test.ts` sends exactly these request fields, and reads every answer with the
 * call's schema of @tcm/shared/contract/schema (the same schemas the pages' types come from and the
 * API's tests check every answer against), so a call that needs an undocumented field, or an answer
 * that drops a documented one or changes its type, fails there by name.
 */

export interface DocumentedCall<K extends SchemaKey = SchemaKey, A extends z.ZodType = z.ZodType> {
  /** Where it is written: '3 §7 Cashier'. */
  spec: string;
  /** The call as the contract keys it: `METHOD /path` after the /api prefix, `:name` for a path parameter. */
  key: K;
  /** The documented request fields: the JSON body of a POST, the query of a GET. */
  request: readonly string[];
  /** The schema the answer is read with: the call's own, or a narrower one where this flow knows more (a card is bound). */
  answer: A;
  /** Lists (paths into the answer) this flow must find non-empty, else their elements went unchecked. */
  filled: readonly string[];
}

/** The answer schema of a call in the contract. */
type ResSchema<K extends SchemaKey> = (typeof CALL_SCHEMAS)[K] extends { res: infer R extends z.ZodType } ? R : never;

function c<K extends SchemaKey>(spec: string, key: K, request: string[], opts?: { filled?: string[] }): DocumentedCall<K, ResSchema<K>>;
function c<K extends SchemaKey, A extends z.ZodType>(spec: string, key: K, request: string[], opts: { answer: A; filled?: string[] }): DocumentedCall<K, A>;
function c(spec: string, key: SchemaKey, request: string[], opts: { answer?: z.ZodType; filled?: string[] } = {}): DocumentedCall {
  return { spec, key, request, answer: opts.answer ?? CALL_SCHEMAS[key].res, filled: opts.filled ?? [] };
}

/** The login calls answer the token once the phone is known (the schema allows its absence for an unbound WeChat account). */
const LOGIN = envelope.extend(loginResult.shape);

export const CALLS = {
  // spec 1 §7
  homeInfo: c('1 §7', 'GET /home/v1/info', []),
  carousel: c('1 §7', 'GET /home/v1/carousel', [], { filled: ['data'] }),
  notice: c('1 §7', 'GET /home/v1/notice', [], { filled: ['rows'] }),
  course: c('1 §7', 'GET /home/v1/course', ['pageNum', 'pageSize']),
  news: c('1 §7', 'GET /home/v1/news', ['pageNum', 'pageSize']),
  getInfo: c('1 §7', 'GET /getInfo', []),
  logout: c('1 §7', 'POST /logout', []),
  loginSms: c('1 §7', 'POST /login', ['username', 'phoneMd5', 'type', 'code'], { answer: LOGIN }),
  loginPwd: c('1 §7', 'POST /login', ['username', 'phoneMd5', 'type', 'password'], { answer: LOGIN }),
  smsCode: c('1 §7', 'GET /smsCode', ['telephone', 'phoneMd5', 'type']),
  smsCodeInvite: c('1 §7', 'GET /smsCode', ['telephone', 'phoneMd5', 'type', 'securityNo']),
  wechatLogin: c('1 §7', 'POST /wechat/v1/login', ['wxCode', 'type']),
  wechatBind: c('1 §7', 'POST /wechat/v1/bind', ['wxCode', 'code', 'username', 'phoneMd5', 'type'], { answer: LOGIN }),
  register: c('1 §7', 'POST /register', ['username', 'code', 'password', 'phoneMd5']),
  resetPwd: c('1 §7', 'POST /resetPwd', ['code', 'username', 'phoneMd5', 'password']),
  setPwd: c('1 §7', 'POST /setPwd', ['password']),
  getCode: c('1 §7', 'POST /getCode', ['phoneMd5', 'type', 'telephone'], { answer: envelope.extend({ smsCode: z.string() }) }),
  inviteInfo: c('1 §7', 'GET /invite/v1/info', ['inviteId']),
  inviteConfirm: c('1 §7', 'POST /invite/v1/confirm', ['telephone', 'code', 'phoneMd5', 'inviteId', 'securityNo']),
  addressList: c('1 §7', 'GET /delivery/address/list', ['pageNum', 'pageSize', 'keyWord']),
  addressAdd: c('1 §7', 'POST /delivery/address/add', ['receiverName', 'phoneNo', 'province', 'city', 'county', 'street', 'zipCode']),
  addressEdit: c('1 §7', 'POST /delivery/address/edit', ['receiverName', 'phoneNo', 'province', 'city', 'county', 'street', 'zipCode', 'deliveryAddressId']),
  addressDelete: c('1 §7', 'DELETE /delivery/address/:deliveryAddressId', []),

  // spec 2 §7 (and spec 3 §7 Patients, Payment of prescriptions)
  patientList: c('2 §7', 'POST /patient/v1/list', ['name', 'pageNum', 'pageSize'], { filled: ['rows'] }),
  patientSave: c('2 §7', 'POST /patient/v1', ['name', 'sex', 'phoneNo', 'birthday', 'birthArea', 'liveArea']),
  patientUpdate: c('2 §7', 'POST /patient/v1', ['patientId', 'name', 'sex', 'phoneNo', 'birthday', 'birthArea', 'liveArea']),
  patientDelete: c('2 §7', 'DELETE /patient/v1/:patientId', []),
  price: c('2 §7', 'POST /health/v1/price', ['patientId', 'toDoDay', 'illDay', 'takeDays', 'inquiryInfo', 'visitRecordId']),
  unifiedOrder: c('2 §7', 'POST /api/pay/0.1/unifiedOrder', ['productId', 'orderType', 'tradeType', 'payChannel']),
  placeResult: c('2 §7', 'POST /api/pay/0.1/query/place/result', ['outTradeNo']),
  prescriptionV2: c('2 §7', 'POST /health/v2/prescription', ['visitRecordId'], { filled: ['data.prescriptionInfos'] }),
  relaRecord: c('2 §7', 'POST /health/v2/rela/record', ['relaVisitRecordId', 'patientId', 'recordType', 'toDoDay', 'takeDays']),
  replaceV1: c('2 §7', 'POST /health/v1/prescription/replace', ['patientId', 'visitRecordId', 'medicineName', 'number']),
  replaceSubmitV1: c('2 §7', 'POST /health/v1/prescription/replace/submit', [
    'visitRecordId',
    'oldMedicineName',
    'replaceMedicineName',
    'oldWeight',
    'replaceWeight',
    'number',
  ]),
  prescriptionV1: c('2 §7', 'POST /health/v1/prescription', ['visitRecordId'], { filled: ['data'] }),

  // spec 3 §7 Services
  disease: c('3 §7 Services', 'POST /health/v1/disease', ['patientId', 'toPredictDay', 'predictDays']),
  dietTherapy: c('3 §7 Services', 'POST /health/v1/dietTherapy', ['patientId', 'toDoDay', 'takeDays']),
  massage: c('3 §7 Services', 'POST /health/v1/massage', ['patientId', 'toDoDay', 'takeDays']),
  acupuncture: c('3 §7 Services', 'POST /health/v1/acupuncture', ['patientId', 'toDoDay', 'takeDays']),
  medicine: c('3 §7 Services', 'POST /health/v1/medicine', ['patientId', 'toDoDay', 'takeDays']),
  customTea: c('3 §7 Services', 'POST /health/v1/customTea', ['patientId', 'toPredictDay', 'predictDays']),
  liuQiYin: c('3 §7 Services', 'POST /health/v1/liuQiYin', ['patientId', 'toDoDay', 'takeDays']),
  acupoints: c('3 §7 Services', 'GET /business/acupointDetails/listAll', [], { filled: ['data'] }),

  // spec 3 §7 Prescription
  commonPrescription: c('3 §7 Prescription', 'POST /health/v2/commonPrescription', ['visitRecordId'], { filled: ['data.prescriptionInfos'] }),
  replaceV2: c('3 §7 Prescription', 'POST /health/v2/prescription/replace', [
    'patientId',
    'visitRecordId',
    'medicineName',
    'number',
    'startDate',
    'endDate',
    'type',
  ]),
  replaceSubmitV2: c('3 §7 Prescription', 'POST /health/v2/prescription/replace/submit', [
    'visitRecordId',
    'oldMedicineName',
    'replaceMedicineName',
    'oldWeight',
    'replaceWeight',
    'startDate',
    'endDate',
    'type',
    'number',
  ]),
  prescriptionImage: c('3 §7 Prescription', 'GET /health/v2/prescription/image/:visitRecordId', []),
  granulesPrice: c('3 §7 Prescription', 'POST /health/v1/granulesPrice', ['patientId', 'toDoDay', 'takeDays', 'visitRecordId']),
  medicineList: c('3 §7 Prescription', 'GET /medicine/list', [], { filled: ['rows'] }),
  selfImage: c('3 §7 Prescription', 'POST /health/v2/prescription/self/image', ['patientId', 'toDoDay', 'takeDays', 'inquiryInfo', 'prescriptionBody'], {
    filled: ['data.images', 'data.prescription.prescriptionInfos'],
  }),
  customTeaInfo: c('3 §7 Prescription', 'POST /health/v2/customTeaInfo', ['visitRecordId'], { filled: ['data.prescriptionInfos'] }),

  // spec 3 §7 Orders
  prescribingOrders: c('3 §7 Orders', 'GET /health/v1/prescription/order', ['pageNum', 'pageSize', 'keyWord', 'createTimeString', 'status'], {
    filled: ['rows'],
  }),
  deliveryOrders: c('3 §7 Orders', 'GET /delivery/order/list', ['pageNum', 'pageSize', 'status', 'patientName', 'queryMonth'], { filled: ['rows'] }),
  drafts: c('3 §7 Orders', 'GET /delivery/order/draft/list', ['pageNum', 'pageSize', 'patientPhoneNo', 'queryMonth'], { filled: ['rows'] }),
  orderInfo: c('3 §7 Orders', 'GET /delivery/order/info/:orderId', []),
  teaOrderInfo: c('3 §7 Orders', 'GET /delivery/order/customTeaInfo/:orderId', []),
  progress: c('3 §7 Orders', 'GET /delivery/progress/:orderId', [], { filled: ['data.data'] }),
  modifyAddress: c('3 §7 Orders', 'POST /delivery/order/modify/address', ['deliveryOrderId', 'recipientAddress', 'recipientName', 'recipientPhone']),

  // spec 3 §7 Delivery placement
  forms: c('3 §7 Delivery placement', 'GET /medicine/v2/forms/:type', [], { filled: ['data'] }),
  deliveryDept: c('3 §7 Delivery placement', 'GET /delivery/getCurrentDeliveryDept', ['formCode'], { filled: ['data'] }),
  place: c('3 §7 Delivery placement', 'POST /delivery/order/place', [
    'deliveryType',
    'endDate',
    'startDate',
    'type',
    'form',
    'remark',
    'formCount',
    'quantityDispensed',
    'zipCode',
    'recipientAddress',
    'recipientName',
    'recipientPhone',
    'visitRecordId',
    'deliveryId',
    'prescriptionNo',
  ]),
  placeTea: c('3 §7 Delivery placement', 'POST /delivery/orderCustomTea/place', [
    'deliveryType',
    'startDate',
    'endDate',
    'type',
    'form',
    'remark',
    'formCount',
    'zipCode',
    'recipientAddress',
    'recipientName',
    'recipientPhone',
    'visitRecordId',
    'deliveryId',
    'prescriptionNo',
  ]),
  draftInfo: c('3 §7 Delivery placement', 'POST /delivery/order/draft/info', ['endDate', 'startDate', 'type', 'visitRecordId']),
  draftSave: c('3 §7 Delivery placement', 'POST /delivery/order/draft/save', [
    'endDate',
    'startDate',
    'type',
    'visitRecordId',
    'deliveryType',
    'form',
    'formCount',
    'recipientName',
    'recipientPhone',
    'recipientAddress',
    'province',
    'city',
    'county',
    'street',
    'zipCode',
    'remark',
  ]),

  // spec 3 §7 Doctor certification
  doctorApply: c('3 §7 Doctor certification', 'POST /doctor/v1/person/add', [
    'doctorName',
    'doctorSex',
    'idNo',
    'doctorPhonNo',
    'doctorCertNo',
    'doctorCertImageUrl',
  ]),

  // spec 3 §7 Cashier
  channels: c('3 §7 Cashier', 'GET /adapay/v1/channels/pc', [], { filled: ['data'] }),
  cardInfo: c('3 §7 Cashier', 'GET /adapay/v1/fastpay/card/info', [], { answer: dataBody(boundCard) }),
  fastpaySms: c('3 §7 Cashier', 'POST /adapay/v1/fastpay/sms', ['deliveryOrderId']),
  adapayOrder: c('3 §7 Cashier', 'POST /adapay/v1/unifiedOrder', ['deliveryOrderId', 'channel']),
  payStatus: c('3 §7 Cashier', 'GET /adapay/v1/pay/status/:paymentId', []),
  cardApply: c('3 §7 Cashier', 'POST /adapay/v1/fastpay/card/apply', ['cardId', 'idNo', 'telNo', 'userName']),
  cardConfirm: c('3 §7 Cashier', 'POST /adapay/v1/fastpay/card/comfirm', ['applyId', 'memberId', 'smsCode', 'cardIdReal']),
  fastpayConfirm: c('3 §7 Cashier', 'POST /adapay/v1/fastpay/comfirm', ['paymentId', 'smsCode']),
  refund: c('3 §7 Cashier', 'POST /adapay/v1/refund', ['deliveryOrderId']),
} satisfies Record<string, DocumentedCall>;

export type CallName = keyof typeof CALLS;
