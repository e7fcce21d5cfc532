import type { DataBody } from './common';

// The clinic's services (spec 3 §1, §2.2, §2.3, §7 Services): a doctor picks a service and a patient,
// a start date and a number of days, and reads a text result. The table of the services (title, call,
// body, day rules) and the start-page validator live in @tcm/shared/clinic (services.ts).

/** 1 健康预测, 2 药茶, 3 经络调理, 4 针灸, 5 中成药, 9 定制养生茶, 10 药食同源, 11 六气饮. */
export type ServiceIndex = 1 | 2 | 3 | 4 | 5 | 9 | 10 | 11;

/** Body of services 1 (/health/v1/disease) and 9 (/health/v1/customTea). */
export interface PredictServiceRequest {
  patientId: number;
  /** Start date without dashes, YYYYMMDD (e.g. 20261201): after today, within one year. */
  toPredictDay: string;
  /** Number of days, a whole number from 1 (at most 365). */
  predictDays: number;
}

/** Body of services 2, 3, 4, 10/5 and 11. */
export interface TakeServiceRequest {
  patientId: number;
  /** Start date, YYYY-MM-DD like every other clinic call: after today, within one year. */
  toDoDay: string;
  /**
   * Number of days, a whole number from 1; at most 30 for 11, 365 otherwise. Optional for 3 and 4
   * (经络调理 and 针灸 then use their standard course, see `SERVICES[i].defaultDays`).
   */
  takeDays?: number;
}

/** Body of /health/v1/medicine, which answers service 5 (中成药) and service 10 (药食同源). */
export interface MedicineServiceRequest extends TakeServiceRequest {
  serviceIndex: 5 | 10;
}

export interface ServiceSection {
  /** e.g. 五运六气, 取穴, 组成, 调养建议. */
  heading: string;
  /** Lines of text as shown, one per line. */
  lines: string[];
}

/** What every service answers: lines of text in titled sections (spec 3 §2.3). */
export interface ServiceResult {
  serviceIndex: ServiceIndex;
  /** The service's title, e.g. 针灸. */
  title: string;
  patientId: number;
  patientName: string;
  /** First and last day of the period, YYYY-MM-DD (whatever format the request used). */
  startDate: string;
  endDate: string;
  days: number;
  sections: ServiceSection[];
  /**
   * Names (nameAcup) of the acupoints the text mentions, each at most once, in order of first
   * appearance: the result page links these names only, so 中府 inside some other word of a line
   * that names no point stays plain text. Empty when the result names no point.
   */
  acupoints: string[];
}

/** Service 9 (定制养生茶) also creates a visit record, which the custom-tea pages pay and deliver. */
export interface CustomTeaServiceResult extends ServiceResult {
  /** The same text, flattened to lines (a heading line, then its lines), as /health/v2/customTeaInfo shows it. */
  customTeaResult: string[];
  /** The new visit record: next step /CUSTOMIZEDPrescription?visitRecordId=… */
  visitRecordId: number;
}

/** One of the 361 WHO standard acupoints (GET /business/acupointDetails/listAll). */
export interface AcupointDetail {
  /** WHO code, e.g. LI4 (not in the spec's list: the key a page may use). */
  code: string;
  /** Chinese name, e.g. 合谷. */
  nameAcup: string;
  /** Pinyin with tone marks, e.g. hé gǔ. */
  pinyin: string;
  /** The meridian, e.g. 手阳明大肠经. */
  channels: string;
  /** Standard location (GB/T 12346-2006, WHO 2008), e.g. 在手背，第2掌骨桡侧的中点处. Empty when not recorded. */
  positionSta: string;
  /** A simple way to find it. Empty when not recorded. */
  position2: string;
  /** 刺灸法, e.g. 直刺0.5～1寸. Empty when not recorded. */
  acupGet: string;
}

export interface ServiceCalls {
  'POST /health/v1/disease': { req: PredictServiceRequest; res: DataBody<ServiceResult> };
  'POST /health/v1/dietTherapy': { req: TakeServiceRequest; res: DataBody<ServiceResult> };
  'POST /health/v1/massage': { req: TakeServiceRequest; res: DataBody<ServiceResult> };
  'POST /health/v1/acupuncture': { req: TakeServiceRequest; res: DataBody<ServiceResult> };
  'POST /health/v1/medicine': { req: MedicineServiceRequest; res: DataBody<ServiceResult> };
  'POST /health/v1/customTea': { req: PredictServiceRequest; res: DataBody<CustomTeaServiceResult> };
  'POST /health/v1/liuQiYin': { req: TakeServiceRequest; res: DataBody<ServiceResult> };
  /** Every point, ordered by meridian and number; public, cacheable (it never changes within a release). */
  'GET /business/acupointDetails/listAll': { req: void; res: DataBody<AcupointDetail[]> };
}
