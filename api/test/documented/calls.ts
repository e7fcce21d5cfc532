/**
 * The spec's API lists (spec 1–3 §7) and data models (spec 3 §3) as data: what another client of
 * the portal's API may send and expect. `documented.test.ts` sends exactly these request fields and
 * checks these response fields, so a call that needs an undocumented field, or an answer that drops
 * a documented one, fails there by name.
 *
 * Response fields are paths into the JSON body: `data.price`; `rows[]` reads every element of a
 * list, so `rows[].name` is the name of each row. A model is spliced in with `model(prefix, MODEL)`.
 */

/** Spec 3 §3. Only the fields the spec names; the API may answer more. */
export const MODELS = {
  Patient: ['patientId', 'name', 'sex', 'phoneNo', 'birthday', 'lunarBirthday', 'birthArea', 'liveArea'],
  /** "prescription list of {key herb name, value weight, index}": the list is answered as `prescription`. */
  Prescription: [
    'name', 'count', 'charge', 'totalWeight', 'startDate', 'endDate', 'supplyDays', 'type', 'takeTime', 'disease',
    'modifyFlag', 'visitRecordId', 'status', 'deliveryOrderId', 'imageUrl', 'prescription',
  ],
  PrescribingOrder: ['prescriptionType', 'patientName', 'patientPhoneNo', 'createTimeString', 'price', 'statusDesc', 'status', 'visitRecordId', 'patientId'],
  DeliveryOrderRow: [
    'deliveryOrderId', 'patientName', 'patientPhoneNo', 'form', 'createTime', 'deliveryName', 'sumPrice', 'statusText', 'status',
    'payCountdown', 'prescriptionInfo', 'inquiryInfo', 'patient',
  ],
  DeliveryOrderDetail: [
    'deliveryOrderId', 'status', 'statusText', 'sumPrice', 'payCountdown', 'refundFlag', 'expressName', 'expressNo', 'recipientName',
    'recipientPhone', 'recipientAddress', 'zipCode', 'formText', 'formCount', 'quantityDispensed', 'createTime', 'payTime', 'deliveryName',
    'remark', 'typeText', 'prescriptionInfo', 'inquiryInfo', 'patient',
  ],
  Draft: [
    'recipientName', 'recipientPhone', 'recipientAddress', 'visitRecordId', 'createTime', 'form', 'formCount', 'zipCode', 'remark',
    'province', 'city', 'county', 'street', 'patient', 'prescriptionInfo', 'inquiryInfo', 'startDate', 'endDate', 'type',
  ],
  HerbForm: ['formCode', 'formName'],
  DeliveryCenter: ['deliveryId', 'deliveryName'],
  Medicine: ['medicineId', 'medicineName', 'pinyinInitialName', 'piecesWeight'],
  Acupoint: ['nameAcup', 'pinyin', 'channels', 'positionSta', 'position2', 'acupGet'],
  PaymentChannel: ['channelId', 'channelName'],
  BankCard: ['cardId', 'telNo'],
  CardApply: ['applyId', 'memberId', 'cardIdReal'],
  Express: ['companyName', 'data[].context', 'data[].time'],
} as const satisfies Record<string, readonly string[]>;

export type ModelName = keyof typeof MODELS;

/** The model's fields under `prefix` (a path, `data.rows[]`), or at the top with ''. */
export const model = (prefix: string, name: ModelName): string[] => MODELS[name].map((f) => (prefix ? `${prefix}.${f}` : f));

export interface DocumentedCall {
  /** Where it is written: '3 §7 Cashier'. */
  spec: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** With `{name}` for a path parameter. */
  path: string;
  /** The documented request fields: the JSON body of a POST, the query of a GET. */
  request: readonly string[];
  /** The documented response fields (paths, see above). */
  response: readonly string[];
}

const c = (spec: string, method: DocumentedCall['method'], path: string, request: string[], response: string[]): DocumentedCall => ({
  spec,
  method,
  path,
  request,
  response,
});

const PAGE = ['pageNum', 'pageSize'];
const LOGIN_RESULT = ['token', 'pwdNotSet'];
const ENVELOPE = ['code', 'msg'];
const PRESCRIPTION_AND_PATIENT = [...model('data.prescriptionInfos[]', 'Prescription'), ...model('data.patient', 'Patient'), 'data.startDate', 'data.takeDays'];
const DELIVERY_BODY = [
  'deliveryType', 'endDate', 'startDate', 'type', 'form', 'remark', 'formCount', 'quantityDispensed', 'zipCode', 'recipientAddress',
  'recipientName', 'recipientPhone', 'visitRecordId', 'deliveryId', 'prescriptionNo',
];
const ADDRESS_BODY = ['receiverName', 'phoneNo', 'province', 'city', 'county', 'street', 'zipCode'];

export const CALLS = {
  // spec 1 §7
  homeInfo: c('1 §7', 'GET', '/api/home/v1/info', [], ['data.address', 'data.phone', 'data.email', 'data.deptName']),
  carousel: c('1 §7', 'GET', '/api/home/v1/carousel', [], ['data[].imageUrl']),
  notice: c('1 §7', 'GET', '/api/home/v1/notice', [], ['rows[].noticeType', 'rows[].noticeContent']),
  course: c('1 §7', 'GET', '/api/home/v1/course', PAGE, ['rows', 'total']),
  news: c('1 §7', 'GET', '/api/home/v1/news', PAGE, ['rows', 'total']),
  getInfo: c('1 §7', 'GET', '/api/getInfo', [], ['user', 'roles', 'doctor', 'inheritor']),
  logout: c('1 §7', 'POST', '/api/logout', [], ENVELOPE),
  loginSms: c('1 §7', 'POST', '/api/login', ['username', 'phoneMd5', 'type', 'code'], LOGIN_RESULT),
  loginPwd: c('1 §7', 'POST', '/api/login', ['username', 'phoneMd5', 'type', 'password'], LOGIN_RESULT),
  smsCode: c('1 §7', 'GET', '/api/smsCode', ['telephone', 'phoneMd5', 'type'], ENVELOPE),
  smsCodeInvite: c('1 §7', 'GET', '/api/smsCode', ['telephone', 'phoneMd5', 'type', 'securityNo'], ENVELOPE),
  wechatLogin: c('1 §7', 'POST', '/api/wechat/v1/login', ['wxCode', 'type'], ENVELOPE),
  wechatBind: c('1 §7', 'POST', '/api/wechat/v1/bind', ['wxCode', 'code', 'username', 'phoneMd5', 'type'], [...ENVELOPE, ...LOGIN_RESULT]),
  register: c('1 §7', 'POST', '/api/register', ['username', 'code', 'password', 'phoneMd5'], ENVELOPE),
  resetPwd: c('1 §7', 'POST', '/api/resetPwd', ['code', 'username', 'phoneMd5', 'password'], ENVELOPE),
  setPwd: c('1 §7', 'POST', '/api/setPwd', ['password'], ENVELOPE),
  getCode: c('1 §7', 'POST', '/api/getCode', ['phoneMd5', 'type', 'telephone'], ['smsCode']),
  inviteInfo: c('1 §7', 'GET', '/api/invite/v1/info', ['inviteId'], ['info.inviteName', 'info.phone', 'info.roleName', 'info.sponsor', 'info.deptName', 'securityNo']),
  inviteConfirm: c('1 §7', 'POST', '/api/invite/v1/confirm', ['telephone', 'code', 'phoneMd5', 'inviteId', 'securityNo'], ENVELOPE),
  addressList: c('1 §7', 'GET', '/api/delivery/address/list', [...PAGE, 'keyWord'], ['rows', 'total']),
  addressAdd: c('1 §7', 'POST', '/api/delivery/address/add', ADDRESS_BODY, ENVELOPE),
  addressEdit: c('1 §7', 'POST', '/api/delivery/address/edit', [...ADDRESS_BODY, 'deliveryAddressId'], ENVELOPE),
  addressDelete: c('1 §7', 'DELETE', '/api/delivery/address/{deliveryAddressId}', [], ENVELOPE),

  // spec 2 §7 (and spec 3 §7 Patients, Payment of prescriptions)
  patientList: c('2 §7', 'POST', '/api/patient/v1/list', ['name', ...PAGE], ['rows', 'total', ...model('rows[]', 'Patient')]),
  /** "patient fields (create or update)": spec 3 §3's Patient without the id the server gives. */
  patientSave: c('2 §7', 'POST', '/api/patient/v1', ['name', 'sex', 'phoneNo', 'birthday', 'birthArea', 'liveArea'], ENVELOPE),
  patientUpdate: c('2 §7', 'POST', '/api/patient/v1', ['patientId', 'name', 'sex', 'phoneNo', 'birthday', 'birthArea', 'liveArea'], ENVELOPE),
  patientDelete: c('2 §7', 'DELETE', '/api/patient/v1/{patientId}', [], ENVELOPE),
  price: c('2 §7', 'POST', '/api/health/v1/price', ['patientId', 'toDoDay', 'illDay', 'takeDays', 'inquiryInfo', 'visitRecordId'], [
    'data.price', 'data.freeFlag', 'data.visitRecordId',
  ]),
  unifiedOrder: c('2 §7', 'POST', '/api/api/pay/0.1/unifiedOrder', ['productId', 'orderType', 'tradeType', 'payChannel'], [
    'data.payChannel', 'data.qrcode', 'data.outTradeNo',
  ]),
  placeResult: c('2 §7', 'POST', '/api/api/pay/0.1/query/place/result', ['outTradeNo'], ['data']),
  prescriptionV2: c('2 §7', 'POST', '/api/health/v2/prescription', ['visitRecordId'], PRESCRIPTION_AND_PATIENT),
  relaRecord: c('2 §7', 'POST', '/api/health/v2/rela/record', ['relaVisitRecordId', 'patientId', 'recordType', 'toDoDay', 'takeDays'], ['data']),
  replaceV1: c('2 §7', 'POST', '/api/health/v1/prescription/replace', ['patientId', 'visitRecordId', 'medicineName', 'number'], ['data.replaceMedicines']),
  replaceSubmitV1: c('2 §7', 'POST', '/api/health/v1/prescription/replace/submit', [
    'visitRecordId', 'oldMedicineName', 'replaceMedicineName', 'oldWeight', 'replaceWeight', 'number',
  ], ENVELOPE),
  prescriptionV1: c('2 §7', 'POST', '/api/health/v1/prescription', ['visitRecordId'], model('data[]', 'Prescription')),

  // spec 3 §7 Services
  disease: c('3 §7 Services', 'POST', '/api/health/v1/disease', ['patientId', 'toPredictDay', 'predictDays'], ['data']),
  dietTherapy: c('3 §7 Services', 'POST', '/api/health/v1/dietTherapy', ['patientId', 'toDoDay', 'takeDays'], ['data']),
  massage: c('3 §7 Services', 'POST', '/api/health/v1/massage', ['patientId', 'toDoDay', 'takeDays'], ['data']),
  acupuncture: c('3 §7 Services', 'POST', '/api/health/v1/acupuncture', ['patientId', 'toDoDay', 'takeDays'], ['data']),
  medicine: c('3 §7 Services', 'POST', '/api/health/v1/medicine', ['patientId', 'toDoDay', 'takeDays'], ['data']),
  customTea: c('3 §7 Services', 'POST', '/api/health/v1/customTea', ['patientId', 'toPredictDay', 'predictDays'], ['data.customTeaResult', 'data.visitRecordId']),
  liuQiYin: c('3 §7 Services', 'POST', '/api/health/v1/liuQiYin', ['patientId', 'toDoDay', 'takeDays'], ['data']),
  acupoints: c('3 §7 Services', 'GET', '/api/business/acupointDetails/listAll', [], model('data[]', 'Acupoint')),

  // spec 3 §7 Prescription
  commonPrescription: c('3 §7 Prescription', 'POST', '/api/health/v2/commonPrescription', ['visitRecordId'], PRESCRIPTION_AND_PATIENT),
  replaceV2: c('3 §7 Prescription', 'POST', '/api/health/v2/prescription/replace', [
    'patientId', 'visitRecordId', 'medicineName', 'number', 'startDate', 'endDate', 'type',
  ], ['data.replaceMedicines']),
  replaceSubmitV2: c('3 §7 Prescription', 'POST', '/api/health/v2/prescription/replace/submit', [
    'visitRecordId', 'oldMedicineName', 'replaceMedicineName', 'oldWeight', 'replaceWeight', 'startDate', 'endDate', 'type', 'number',
  ], ENVELOPE),
  prescriptionImage: c('3 §7 Prescription', 'GET', '/api/health/v2/prescription/image/{visitRecordId}', [], ['data']),
  granulesPrice: c('3 §7 Prescription', 'POST', '/api/health/v1/granulesPrice', ['patientId', 'toDoDay', 'takeDays', 'visitRecordId'], [
    'data.price', 'data.freeFlag', 'data.visitRecordId',
  ]),
  /** "items with …": answered as a page, `rows` and `total`, like the other lists. */
  medicineList: c('3 §7 Prescription', 'GET', '/api/medicine/list', [], model('rows[]', 'Medicine')),
  selfImage: c('3 §7 Prescription', 'POST', '/api/health/v2/prescription/self/image', ['patientId', 'toDoDay', 'takeDays', 'inquiryInfo', 'prescriptionBody'], [
    ...model('data.prescription.prescriptionInfos[]', 'Prescription'),
    ...model('data.prescription.patient', 'Patient'),
    'data.prescription.startDate', 'data.prescription.takeDays', 'data.prescription.inquiryInfo', 'data.images[].visitRecordId',
  ]),
  customTeaInfo: c('3 §7 Prescription', 'POST', '/api/health/v2/customTeaInfo', ['visitRecordId'], [
    ...model('data.prescriptionInfos[]', 'Prescription'), ...model('data.patient', 'Patient'),
    'data.startDate', 'data.takeDays', 'data.deliveryMark', 'data.deliveryOrderId', 'data.customTeaResult',
  ]),

  // spec 3 §7 Orders
  prescribingOrders: c('3 §7 Orders', 'GET', '/api/health/v1/prescription/order', [...PAGE, 'keyWord', 'createTimeString', 'status'], [
    'rows', 'total', ...model('rows[]', 'PrescribingOrder'),
  ]),
  deliveryOrders: c('3 §7 Orders', 'GET', '/api/delivery/order/list', [...PAGE, 'status', 'patientName', 'queryMonth'], ['rows', 'total', ...model('rows[]', 'DeliveryOrderRow')]),
  drafts: c('3 §7 Orders', 'GET', '/api/delivery/order/draft/list', [...PAGE, 'patientPhoneNo', 'queryMonth'], ['rows', 'total', ...model('rows[]', 'Draft')]),
  orderInfo: c('3 §7 Orders', 'GET', '/api/delivery/order/info/{orderId}', [], model('data', 'DeliveryOrderDetail')),
  teaOrderInfo: c('3 §7 Orders', 'GET', '/api/delivery/order/customTeaInfo/{orderId}', [], model('data', 'DeliveryOrderDetail')),
  progress: c('3 §7 Orders', 'GET', '/api/delivery/progress/{orderId}', [], model('data', 'Express')),
  modifyAddress: c('3 §7 Orders', 'POST', '/api/delivery/order/modify/address', ['deliveryOrderId', 'recipientAddress', 'recipientName', 'recipientPhone'], ENVELOPE),

  // spec 3 §7 Delivery placement
  forms: c('3 §7 Delivery placement', 'GET', '/api/medicine/v2/forms/{type}', [], model('data[]', 'HerbForm')),
  deliveryDept: c('3 §7 Delivery placement', 'GET', '/api/delivery/getCurrentDeliveryDept', ['formCode'], model('data[]', 'DeliveryCenter')),
  place: c('3 §7 Delivery placement', 'POST', '/api/delivery/order/place', DELIVERY_BODY, ['data.deliveryOrderId']),
  placeTea: c('3 §7 Delivery placement', 'POST', '/api/delivery/orderCustomTea/place', [
    'deliveryType', 'startDate', 'endDate', 'type', 'form', 'remark', 'formCount', 'zipCode', 'recipientAddress', 'recipientName',
    'recipientPhone', 'visitRecordId', 'deliveryId', 'prescriptionNo',
  ], ['data.deliveryOrderId']),
  draftInfo: c('3 §7 Delivery placement', 'POST', '/api/delivery/order/draft/info', ['endDate', 'startDate', 'type', 'visitRecordId'], ['data']),
  draftSave: c('3 §7 Delivery placement', 'POST', '/api/delivery/order/draft/save', [
    'endDate', 'startDate', 'type', 'visitRecordId', 'deliveryType', 'form', 'formCount', 'recipientName', 'recipientPhone',
    'recipientAddress', 'province', 'city', 'county', 'street', 'zipCode', 'remark',
  ], ENVELOPE),

  // spec 3 §7 Doctor certification
  doctorApply: c('3 §7 Doctor certification', 'POST', '/api/doctor/v1/person/add', ['doctorName', 'doctorSex', 'idNo', 'doctorPhonNo', 'doctorCertNo', 'doctorCertImageUrl'], ENVELOPE),

  // spec 3 §7 Cashier
  channels: c('3 §7 Cashier', 'GET', '/api/adapay/v1/channels/pc', [], model('data[]', 'PaymentChannel')),
  cardInfo: c('3 §7 Cashier', 'GET', '/api/adapay/v1/fastpay/card/info', [], model('data', 'BankCard')),
  fastpaySms: c('3 §7 Cashier', 'POST', '/api/adapay/v1/fastpay/sms', ['deliveryOrderId'], ENVELOPE),
  adapayOrder: c('3 §7 Cashier', 'POST', '/api/adapay/v1/unifiedOrder', ['deliveryOrderId', 'channel'], ['data.paymentId', 'data.alipayQrBase64']),
  payStatus: c('3 §7 Cashier', 'GET', '/api/adapay/v1/pay/status/{paymentId}', [], ['data.statusCode', 'data.statusDesc']),
  cardApply: c('3 §7 Cashier', 'POST', '/api/adapay/v1/fastpay/card/apply', ['cardId', 'idNo', 'telNo', 'userName'], model('data', 'CardApply')),
  cardConfirm: c('3 §7 Cashier', 'POST', '/api/adapay/v1/fastpay/card/comfirm', ['applyId', 'memberId', 'smsCode', 'cardIdReal'], ENVELOPE),
  fastpayConfirm: c('3 §7 Cashier', 'POST', '/api/adapay/v1/fastpay/comfirm', ['paymentId', 'smsCode'], ENVELOPE),
  refund: c('3 §7 Cashier', 'POST', '/api/adapay/v1/refund', ['deliveryOrderId'], ENVELOPE),
} satisfies Record<string, DocumentedCall>;

export type CallName = keyof typeof CALLS;
