/**
 * Test helper (jest only, never bundled): the API's answers as the page tests of every app receive
 * them, one builder per model of spec 3 §3 that the tests need, `over` changing what a test needs.
 *
 * Every builder's value is checked against the model's schema of @tcm/shared/contract/schema (the
 * one the API's answers are checked against in its tests), `over` included: a fixture saying
 * `sex: 0` throws, so a page is never tested against an answer the API does not give (issue 32: a
 * picker comparing sex with the number 0 passed against fixtures that said `sex: 0`).
 * api/test/fixture-shapes.test.ts also compares them with the real API's answers.
 */
import type {
  CashierChannel,
  DeliveryDraft,
  DeliveryOrderDetail,
  DeliveryOrderRow,
  Doctor,
  DoctorStatus,
  Patient,
  PrescribingOrder,
  PrescriptionInfo,
  VisitRecordSummary,
} from '@tcm/shared';
import type { z } from 'zod';
import * as schema from '../contract/schema';
import { defaultInquiry } from '../clinic/questionnaire';

/** The fixture as built, after checking it against its schema (the value itself is kept: extras a test adds stay). */
export function checked<T>(model: z.ZodType, name: string, value: T): T {
  const problems = schema.schemaProblems(model, value);
  if (problems.length) throw new Error(`fixture ${name} breaks the contract (@tcm/shared/contract/schema): ${problems.join('; ')}`);
  return value;
}

/** A page of a list call, as the API answers it. */
export const rowsOf = <T>(rows: T[], total = rows.length) => ({ code: 200, msg: '', rows, total });

export function patient(over: Partial<Patient> = {}): Patient {
  return checked(schema.patient, 'patient', {
    patientId: 7,
    name: '王小明',
    sex: '1',
    phoneNo: '13912345678',
    birthday: '1988-03-02',
    lunarBirthday: '一九八八年正月十五',
    liveArea: '浙江省杭州市西湖区',
    birthArea: '浙江省杭州市西湖区',
    ...over,
  });
}

export const PATIENT: Patient = patient();

/** A week of 疏肝和胃方 from 2026-12-01 for visit 42, paid, not yet delivered. */
export function prescriptionInfo(over: Partial<PrescriptionInfo> = {}): PrescriptionInfo {
  return checked(schema.prescriptionInfo, 'prescriptionInfo', {
    name: '疏肝和胃方',
    source: '伤寒论 · 小柴胡汤加减',
    count: 7,
    charge: 12600,
    totalWeight: 36,
    startDate: '2026-12-01',
    endDate: '2026-12-07',
    supplyDays: 7,
    type: '',
    takeTime: '饭后',
    disease: '',
    modifyFlag: true,
    visitRecordId: 42,
    status: 0,
    deliveryOrderId: null,
    imageUrl: '/prescriptionImage?visitRecordId=42',
    prescription: [
      { key: '柴胡', value: '12g', index: 1 },
      { key: '黄芩', value: '9g', index: 2 },
      { key: '半夏', value: '9g', index: 3 },
      { key: '甘草', value: '6g', index: 4 },
    ],
    ...over,
  });
}

/** A row of /medicalRecords: visit 42 of patient 7, a paid 中药组方. */
export function visitRecord(over: Partial<VisitRecordSummary> = {}): VisitRecordSummary {
  return checked(schema.visitRecordSummary, 'visitRecord', {
    visitRecordId: 42,
    patientId: 7,
    createdAt: '2026-11-20 10:00:00',
    kind: '中药组方',
    kindCode: 'herbal',
    state: 'paid',
    stateText: '已支付',
    price: 15345,
    paid: true,
    freeFlag: false,
    startDate: '2026-12-01',
    takeDays: 7,
    ...over,
  });
}

/** A completed prescribing order (/order 开方订单) of visit 42. */
export function prescribingOrder(over: Partial<PrescribingOrder> = {}): PrescribingOrder {
  return checked(schema.prescribingOrder, 'prescribingOrder', {
    visitRecordId: 42,
    patientId: 7,
    prescriptionType: '',
    patientName: '王小明',
    patientPhoneNo: '13912345678',
    createTimeString: '2026-11-20 10:00:00',
    price: 15345,
    status: 1,
    statusDesc: '已完成',
    ...over,
  });
}

const orderBase = () => ({
  visitRecordId: 42,
  prescriptionNo: 0,
  type: '' as const,
  sumPrice: 20650,
  form: 'decoction',
  formText: '代煎',
  deliveryId: 'DC01',
  deliveryName: '杭州煎药中心',
  createTime: '2026-11-23 12:00:00',
  patient: PATIENT,
  prescriptionInfo: prescriptionInfo(),
  inquiryInfo: defaultInquiry(),
});

/** A paid delivery order of visit 42 as the list answers it. */
export function deliveryOrderRow(over: Partial<DeliveryOrderRow> = {}): DeliveryOrderRow {
  return checked(schema.deliveryOrderRow, 'deliveryOrderRow', {
    ...orderBase(),
    deliveryOrderId: 'DO00000001',
    status: 1,
    statusText: '已支付',
    payCountdown: 0,
    patientName: '王小明',
    patientPhoneNo: '13912345678',
    ...over,
  });
}

/** The same order as its detail call answers it (refundable: paid, not shipped). */
export function deliveryOrderDetail(over: Partial<DeliveryOrderDetail> = {}): DeliveryOrderDetail {
  return checked(schema.deliveryOrderDetail, 'deliveryOrderDetail', {
    ...orderBase(),
    deliveryOrderId: 'DO00000001',
    status: 1,
    statusText: '已支付',
    payCountdown: 0,
    refundFlag: 'Y',
    expressName: '',
    expressNo: '',
    recipientName: '李四',
    recipientPhone: '13800001111',
    recipientAddress: '浙江省杭州市西湖区文三路 1 号',
    province: '浙江省',
    city: '杭州市',
    county: '西湖区',
    street: '文三路 1 号',
    zipCode: '310000',
    formCount: 7,
    quantityDispensed: 2,
    payTime: '2026-11-23 12:05:00',
    remark: '',
    typeText: '中药组方',
    refundAmount: 0,
    ...over,
  });
}

/** A saved delivery draft of visit 42 (the 草稿 tab). */
export function deliveryDraft(over: Partial<DeliveryDraft> = {}): DeliveryDraft {
  return checked(schema.deliveryDraft, 'deliveryDraft', {
    draftId: 3,
    visitRecordId: 42,
    prescriptionNo: 1,
    createTime: '2026-11-22 09:00:00',
    form: 'decoction',
    formText: '代煎',
    deliveryId: '',
    formCount: 7,
    quantityDispensed: 0,
    recipientName: '李四',
    recipientPhone: '13800001111',
    recipientAddress: '浙江省杭州市西湖区文三路 1 号',
    province: '浙江省',
    city: '杭州市',
    county: '西湖区',
    street: '文三路 1 号',
    zipCode: '',
    remark: '',
    patient: PATIENT,
    prescriptionInfo: prescriptionInfo(),
    inquiryInfo: defaultInquiry(),
    startDate: '2026-12-01',
    endDate: '2026-12-07',
    type: '',
    ...over,
  });
}

/** The doctor record of getInfo (and of the certification pages) in `status`. */
export function doctorRecord(status: DoctorStatus, over: Partial<Doctor> = {}): Doctor {
  return checked(schema.doctor, 'doctorRecord', {
    doctorName: '张仲景',
    doctorSex: '1',
    doctorPhonNo: '13912345678',
    idNo: '110101199003071233',
    doctorCertNo: 'ZY-2024-0001',
    doctorCertImageUrl: '/uploads/cert-old.png',
    status,
    remark: null,
    ...over,
  });
}

/** The cashier's channels (GET /adapay/v1/channels/pc). */
export const CASHIER_CHANNELS: CashierChannel[] = checked(schema.cashierChannel.array(), 'CASHIER_CHANNELS', [
  { channelId: 'fast_pay', channelName: '快捷支付' },
  { channelId: 'alipay_qr', channelName: '支付宝扫码' },
]);
