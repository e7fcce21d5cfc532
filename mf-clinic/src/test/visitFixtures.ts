import type { ConsultInfo, Patient, PrescriptionInfo, PrescriptionResponse, RelatedRecord } from '@tcm/shared';
import { defaultInquiry } from '@tcm/shared/clinic';

export const PATIENT: Patient = {
  patientId: 7,
  name: '王小明',
  sex: '1',
  phoneNo: '13912345678',
  birthday: '1988-03-02',
  lunarBirthday: '一九八八年正月十五',
  liveArea: '浙江省杭州市西湖区',
  birthArea: '浙江省杭州市西湖区',
};

export const CONSULT: ConsultInfo = {
  contact: PATIENT,
  useDate: '2026-12-01',
  useDays: 7,
  mode: 1,
  serviceIndex: 6,
};

export const MAIN_RX: PrescriptionInfo = {
  name: '疏肝和胃方',
  source: '伤寒论 · 小柴胡汤加减',
  count: 7,
  charge: 12345,
  totalWeight: 60,
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
};

export const SHANGHAN_RX: PrescriptionInfo = {
  name: '桂枝汤',
  source: '伤寒论 · 桂枝汤',
  count: 3,
  charge: 3000,
  totalWeight: 45,
  startDate: '2026-12-01',
  endDate: '2026-12-03',
  supplyDays: 3,
  type: '',
  takeTime: '饭后',
  disease: '',
  modifyFlag: true,
  visitRecordId: 42,
  status: 0,
  deliveryOrderId: null,
  imageUrl: '',
  prescription: [
    { key: '桂枝', value: '9g', index: 5 },
    { key: '白芍', value: '9g', index: 6 },
  ],
};

export function prescriptionResponse(over: Partial<PrescriptionResponse> = {}): PrescriptionResponse {
  return {
    visitRecordId: 42,
    state: 'prescribed',
    freeFlag: false,
    price: 15345,
    prescriptionInfos: [MAIN_RX],
    shangHanPrescriptionInfos: [SHANGHAN_RX],
    reasons: ['胁肋胀痛、口苦：肝胆郁热'],
    patient: PATIENT,
    illDay: null,
    startDate: '2026-12-01',
    takeDays: 7,
    inquiryInfo: defaultInquiry(),
    ...over,
  };
}

export const relatedRecord = (kind: RelatedRecord['kind']): RelatedRecord => ({
  kind,
  title: { A: '针灸方案', D: '健康预测', G: '通用方' }[kind],
  sections: [{ title: `${kind}-第一节`, items: [{ label: '要点', value: `${kind}-内容` }] }],
});
