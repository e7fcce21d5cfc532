/** Test helper (jest only, never bundled): the patient and prescription the clinic and commerce tests share. */
import type { Patient, PrescriptionInfo } from '@tcm/shared';

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

/** A week of 疏肝和胃方 from 2026-12-01 for visit 42, unpaid; `over` changes what a test needs. */
export function prescriptionInfo(over: Partial<PrescriptionInfo> = {}): PrescriptionInfo {
  return {
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
  };
}
