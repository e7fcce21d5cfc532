import type { CommonPrescriptionResponse, PrescriptionInfo, PrescriptionImageResponse } from '@tcm/shared';
import { defaultInquiry } from '@tcm/shared/clinic';
import { PATIENT, prescriptionInfo } from '@tcm/shared/testing/fixtures';

/** The general prescription of a visit starting on 立春 2027 (the server's answer, in tests). */
export const GENERAL_RX: PrescriptionInfo = prescriptionInfo({
  name: '桂枝汤',
  source: '伤寒论 · 桂枝汤',
  count: 5,
  charge: 2550,
  totalWeight: 45,
  startDate: '2027-02-04',
  endDate: '2027-02-08',
  supplyDays: 5,
  type: 'G',
  disease: '立春节气通用方',
  prescription: [
    { key: '桂枝', value: '9g', index: 1 },
    { key: '白芍', value: '9g', index: 2 },
    { key: '炙甘草', value: '6g', index: 3 },
    { key: '生姜', value: '9g', index: 4 },
    { key: '大枣', value: '12g', index: 5 },
  ],
});

export function commonResponse(over: Partial<CommonPrescriptionResponse> = {}): CommonPrescriptionResponse {
  const inquiry = defaultInquiry();
  inquiry.shangjiao_array[0].value = ['头痛'];
  return {
    visitRecordId: 42,
    prescriptionType: 'G',
    state: 'prescribed',
    freeFlag: true,
    price: 0,
    prescriptionInfos: [GENERAL_RX],
    reasons: ['开始日期2027-02-04属立春'],
    patient: PATIENT,
    startDate: '2027-02-04',
    takeDays: 5,
    inquiryInfo: inquiry,
    solarTerm: {
      name: '立春',
      date: '2027-02-04',
      nextName: '雨水',
      nextDate: '2027-02-19',
      formula: '桂枝汤',
      source: '伤寒论 · 桂枝汤',
      why: '立春阳气始生而余寒未尽，调和营卫、解肌散寒，助阳气升发',
    },
    ...over,
  };
}

export const SHEETS: PrescriptionImageResponse = {
  visitRecordId: 42,
  patientId: 7,
  patientName: '王小明',
  prescriptionType: '',
  prescriptions: [
    { index: 0, name: '附子山茱萸汤', imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+', status: 0, deliveryOrderId: null },
    { index: 1, name: '静顺汤', imageUrl: 'data:image/svg+xml;base64,PHN2ZyAvPg==', status: 1, deliveryOrderId: 'D20261201001' },
  ],
};
