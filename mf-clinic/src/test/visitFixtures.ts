import type { ConsultInfo, PricePart, PrescriptionInfo, PrescriptionResponse, RelatedRecord } from '@tcm/shared';
import { defaultInquiry } from '@tcm/shared/clinic';
import { PATIENT, prescriptionInfo } from '@tcm/shared/testing/fixtures';

export { PATIENT };

export const CONSULT: ConsultInfo = {
  contact: PATIENT,
  useDate: '2026-12-01',
  useDays: 7,
  mode: 1,
  serviceIndex: 6,
};

/** 7 doses of ¥19.06: the API's charge is always the herbs of a dose × the doses. */
export const MAIN_RX: PrescriptionInfo = prescriptionInfo({ charge: 13342, totalWeight: 60 });

/** What the visit cost, as the API answers it: MAIN_RX as priced and the consultation fee (the reference is not priced). */
export const VISIT_PRICE_PARTS: PricePart[] = [
  { kind: 'herbs', label: '药费 · 疏肝和胃方', detail: '¥19.06/剂 × 7 剂', fen: 13342, prescriptionNo: 0 },
  { kind: 'consultation', label: '问诊费', detail: '每次问诊', fen: 2000 },
];

export const SHANGHAN_RX: PrescriptionInfo = prescriptionInfo({
  name: '桂枝汤',
  source: '伤寒论 · 桂枝汤',
  count: 3,
  charge: 3000,
  totalWeight: 45,
  endDate: '2026-12-03',
  supplyDays: 3,
  imageUrl: '',
  prescription: [
    { key: '桂枝', value: '9g', index: 5 },
    { key: '白芍', value: '9g', index: 6 },
  ],
});

export function prescriptionResponse(over: Partial<PrescriptionResponse> = {}): PrescriptionResponse {
  return {
    visitRecordId: 42,
    state: 'prescribed',
    freeFlag: false,
    price: 15342,
    priceParts: VISIT_PRICE_PARTS,
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
