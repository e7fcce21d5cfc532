import type { CustomTeaInfo, CustomTeaOrderDetail, DeliveryAddress, PrescriptionInfo } from '@tcm/shared';
import { deliveryOrderDetail, PATIENT, prescriptionInfo } from '@tcm/shared/testing/fixtures';

// The API's answers come from the builders every app's tests share (their types are checked against
// the real API's): here under the names the commerce tests use.
export {
  PATIENT,
  prescribingOrder as rxOrder,
  deliveryOrderRow as deliveryRow,
  deliveryOrderDetail as deliveryDetail,
  deliveryDraft as draft,
} from '@tcm/shared/testing/fixtures';

export const RX: PrescriptionInfo = prescriptionInfo();

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
  ...deliveryOrderDetail({
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
