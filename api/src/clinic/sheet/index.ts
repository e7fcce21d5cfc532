import { BRAND_TEXT } from '@tcm/shared/brand/constants';
import { inquiryAnswer, type InquiryInfo } from '@tcm/shared/clinic';
import type { PrescriptionImageResponse, PrescriptionSheet } from '@tcm/shared/contract';
import { formatChinaTime } from '../../platform/lib/time';
import { ageAt } from '../engine/facts';
import { kindText, prescriptionTypeOf, solarTermInfo } from '../general';
import type { PatientRow } from '../patients';
import { prescriptionInfos, type VisitRow } from '../visits';
import { granuleGrams } from '../selfComposed/granules';
import { renderSheetSvg, svgDataUrl } from './render';

export { escapeXml } from './escape';
export { renderSheetSvg, svgDataUrl, wrap, emWidth, type SheetInput } from './render';

/** What a self-composed visit keeps beside its prescriptions (migration 008: current_result.selfComposed). */
interface SelfComposedExtra {
  disease?: string;
  takeTime?: string;
  form?: '饮片' | '颗粒';
}

/** Take time printed when the visit has none (the engine's and the general prescriptions). */
export const DEFAULT_TAKE_TIME = '饭后';

/** The diagnosis printed on the sheet: the doctor's (self-composed), the questionnaire's 诊断结果, or the general formula's solar term. */
export function diagnosisOf(visit: Pick<VisitRow, 'kind' | 'current_result' | 'inquiry' | 'to_do_day'>): string {
  const self = (visit.current_result as { selfComposed?: SelfComposedExtra }).selfComposed;
  if (self?.disease) return self.disease;
  const written = inquiryAnswer(visit.inquiry as InquiryInfo, 'basic_enter_array', '诊断结果');
  if (written) return written;
  if ((visit.kind as string) === 'general') return `${solarTermInfo(visit.to_do_day).name}节气通用方`;
  return '';
}

export interface SheetContext {
  visit: VisitRow;
  patient: PatientRow;
  doctorName: string;
  /** The portal's public origin, for the QR code's link to the visit's sheet page. */
  origin: string;
}

/**
 * One sheet per prescription to dispense (the 伤寒论 references of a 智能 visit are not dispensed
 * and get none). Delivery: the commerce issue places delivery orders for a sheet; until a visit
 * has one, every sheet answers status 0 (→ /fulfillmentConfirm).
 */
export function prescriptionSheets({ visit, patient, doctorName, origin }: SheetContext): PrescriptionImageResponse {
  const infos = prescriptionInfos(visit).prescriptionInfos;
  const self = (visit.current_result as { selfComposed?: SelfComposedExtra }).selfComposed;
  const issuedOn = formatChinaTime(new Date(visit.paid_at ?? visit.created_at)).slice(0, 10);
  const qrText = `${origin}/prescriptionImage?visitRecordId=${visit.visit_record_id}`;
  const diagnosis = diagnosisOf(visit);
  const sheets: PrescriptionSheet[] = infos.map((info, index) => {
    const svg = renderSheetSvg({
      clinicName: BRAND_TEXT.name,
      slogan: BRAND_TEXT.slogan,
      visitRecordId: visit.visit_record_id,
      sheetNo: index + 1,
      sheetCount: infos.length,
      issuedOn,
      patient: { name: patient.name, sex: patient.sex === 0 ? '女' : '男', age: ageAt(patient.birthday, visit.to_do_day), birthday: patient.birthday },
      diagnosis,
      kindText: kindText(visit.kind),
      prescription: {
        name: info.name,
        source: info.source,
        count: info.count,
        startDate: info.startDate,
        endDate: info.endDate,
        // Weights are kept in slice grams; a granule prescription is dispensed (and printed) in granule grams.
        herbs: info.prescription.map((l) => {
          const slice = parseFloat(l.value);
          return { name: l.key, weight: self?.form === '颗粒' ? Math.round(granuleGrams(l.key, slice) * 100) / 100 : slice };
        }),
      },
      takeTime: self?.takeTime || DEFAULT_TAKE_TIME,
      form: self?.form,
      doctorName,
      qrText,
    });
    return { index, name: info.name, imageUrl: svgDataUrl(svg), status: 0, deliveryOrderId: null };
  });
  return {
    visitRecordId: visit.visit_record_id,
    patientId: visit.patient_id,
    patientName: patient.name,
    prescriptionType: prescriptionTypeOf(visit.kind),
    prescriptions: sheets,
  };
}
