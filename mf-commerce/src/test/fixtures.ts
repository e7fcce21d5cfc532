import type { CustomTeaInfo, CustomTeaOrderDetail, DeliveryAddress, DeliveryDraft, DeliveryOrderDetail, DeliveryOrderRow, PrescribingOrder, PrescriptionInfo } from '@tcm/shared';
import { defaultInquiry } from '@tcm/shared/clinic';
import { PATIENT, prescriptionInfo } from '@tcm/shared/testing/fixtures';

export { PATIENT };

export const RX: PrescriptionInfo = prescriptionInfo();

export const rxOrder = (over: Partial<PrescribingOrder> = {}): PrescribingOrder => ({
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

const base = {
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
  prescriptionInfo: RX,
  inquiryInfo: defaultInquiry(),
};

export const deliveryRow = (over: Partial<DeliveryOrderRow> = {}): DeliveryOrderRow => ({
  ...base,
  deliveryOrderId: 'DO00000001',
  status: 1,
  statusText: '已支付',
  payCountdown: 0,
  patientName: '王小明',
  patientPhoneNo: '13912345678',
  ...over,
});

export const deliveryDetail = (over: Partial<DeliveryOrderDetail> = {}): DeliveryOrderDetail => ({
  ...base,
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

export const draft = (over: Partial<DeliveryDraft> = {}): DeliveryDraft => ({
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
  prescriptionInfo: RX,
  inquiryInfo: defaultInquiry(),
  startDate: '2026-12-01',
  endDate: '2026-12-07',
  type: '',
  ...over,
});

/** A custom tea of 60 days: two boxes of 240 g, herbs at 18.00 a box. */
export const TEA_RX: PrescriptionInfo = prescriptionInfo({
  name: '定制养生茶',
  source: '五运六气 · 定制养生茶',
  count: 2,
  charge: 3600,
  totalWeight: 240,
  endDate: '2027-01-29',
  supplyDays: 60,
  type: 'R',
  modifyFlag: false,
  visitRecordId: 77,
  imageUrl: '',
  prescription: [
    { key: '菊花', value: '80g', index: 1 },
    { key: '枸杞子', value: '60g', index: 2 },
    { key: '麦冬', value: '60.4g', index: 3 },
    { key: '甘草', value: '39.6g', index: 4 },
  ],
});

export const teaInfo = (over: Partial<CustomTeaInfo> = {}): CustomTeaInfo => ({
  visitRecordId: 88,
  prescriptionInfos: [TEA_RX],
  patient: PATIENT,
  startDate: '2026-12-01',
  takeDays: 60,
  deliveryMark: 1,
  deliveryOrderId: '',
  customTeaResult: ['【定制茶方】', '每盒48袋，共240g', '【用法】', '每日1袋，沸水冲泡'],
  herbFenPerBox: 1800,
  hasDraft: false,
  ...over,
});

export const teaOrder = (over: Partial<CustomTeaOrderDetail> = {}): CustomTeaOrderDetail => ({
  ...deliveryDetail({
    deliveryOrderId: 'DO00000012',
    visitRecordId: 88,
    type: 'R',
    typeText: '定制养生茶',
    form: 'TEA_BAG',
    formText: '袋泡茶',
    deliveryId: 'HZ-TEA',
    deliveryName: '杭州养生茶配送中心',
    formCount: 2,
    quantityDispensed: 1,
    sumPrice: 4600,
    prescriptionInfo: TEA_RX,
  }),
  boxes: 2,
  bags: 96,
  daysCovered: 96,
  boxPrice: 1900,
  shippingFee: 800,
  startDate: '2026-12-01',
  takeDays: 60,
  ...over,
});

/** The address chosen on /address (codes, as the address book keeps them). */
export const PICKED_ADDRESS: DeliveryAddress = {
  deliveryAddressId: 5,
  receiverName: '张三',
  phoneNo: '13700002222',
  province: '330000',
  city: '330100',
  county: '330106',
  street: '文一路 8 号',
  zipCode: '310012',
};

/** What an order or draft carries of PICKED_ADDRESS: its region as the names the order keeps. */
export const PICKED_ADDRESS_SENT = {
  recipientName: '张三',
  recipientPhone: '13700002222',
  province: '浙江省',
  city: '杭州市',
  county: '西湖区',
  street: '文一路 8 号',
  zipCode: '310012',
};

/** Back from /address with `address` chosen: it waits in the session for the form. */
export const comeBackWithAddress = (address: DeliveryAddress = PICKED_ADDRESS) => sessionStorage.setItem('selectedAddress', JSON.stringify(address));
