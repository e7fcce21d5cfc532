import type {
  AcupointDetail,
  CustomTeaServiceResult,
  DeliveryOrderDetail,
  HerbForm,
  InquiryWire,
  Patient,
  PriceResult,
  ServiceResult,
  TakeTime,
} from '../contract';
import type { ServiceSession } from '../clinic/services';
import type { DeliveryFormValues } from '../commerce';

/**
 * The usage information of a consultation (spec 2 §3 "Consult info"), written by
 * /addPrescriptionContact on 开始咨询 and read by the questionnaire and the confirmation page.
 */
export interface ConsultInfo {
  /** The patient the consultation is for. */
  contact: Patient;
  /** Start date (the price call's toDoDay), YYYY-MM-DD: after today, within one year. */
  useDate: string;
  /** Onset date, YYYY-MM-DD, not after today; only with serviceIndex 6. */
  illDay?: string;
  /** 1 to 30. */
  useDays: number;
  /** 1 中药组方, 2 自拟组方 (spec 2 §1). */
  mode: number;
  /** The home grid's service index the flow started from (6 中药组方, -1 通用方); null when none was given. */
  serviceIndex: number | null;
}

/**
 * The questionnaire of /prescriptionInfo as the doctor left it (spec 2 §3 inquiryInfo), and the
 * price the server answered for exactly this questionnaire, so /prescriptionResult shows it again
 * after a reload without pricing twice.
 */
export interface SubmitData {
  inquiryInfo: InquiryWire;
  /** Set by 下一步; dropped as soon as the questionnaire changes. */
  quote?: PriceResult;
}

/**
 * A service start (spec 3 §3 "Service info kept in session": patientId, useDate, useDays,
 * serviceIndex), written by /addServiceContact on 开始查询; with the chosen patient, so the page shows
 * them again after a reload or when the doctor comes back from the result to change something.
 */
export interface ServiceDraft extends ServiceSession {
  patient: Patient;
}

/**
 * The answer of the last service run, with the start it answered, so /serviceResult survives a
 * reload without running the service again (service 9 creates a visit record on every run).
 */
export interface ServiceResultDraft {
  request: ServiceSession;
  result: ServiceResult | CustomTeaServiceResult;
}

/** One herb row of the self-composed prescription being written. */
export interface HandmadeHerb {
  medicineId: number;
  name: string;
  /** 饮片 grams per dose, as typed. */
  weight: string;
  /** 饮片 grams per gram of 颗粒 (from /medicine/list). */
  piecesWeight: number;
}

/**
 * The self-composed prescription being written (/handmadePrescription), read by its confirm page:
 * a reload or going back loses nothing. `patientId` ties it to the consultation's patient.
 */
export interface HandmadeDraft {
  patientId: number;
  disease: string;
  takeTime: TakeTime | '';
  form: HerbForm;
  /** 是否孕妇 (the questionnaire's item), drives the pregnancy rules. */
  pregnant: '是' | '否';
  herbs: HandmadeHerb[];
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
}

/**
 * The delivery form of /fulfillmentConfirm as the doctor left it to pick an address on /address
 * (another remote), restored when the form shows again for the same prescription.
 */
export interface DeliveryFormDraft {
  visitRecordId: number;
  /** The prescription of the visit (the sheet's index). */
  index: number;
  values: DeliveryFormValues;
}

/**
 * Consultation drafts kept in session storage between the steps of a flow. Every key the product
 * uses is listed here with its type, so a page cannot read a key another page never writes.
 */
export interface DraftTypes {
  /** The patient chosen before the start screen (the patient list's 去开方), preselected there. */
  contactList: Patient[];
  consultInfo: ConsultInfo;
  submitData: SubmitData;
  visitRecordId: string;
  serviceInfo: ServiceDraft;
  serviceResult: ServiceResultDraft;
  /** Not a draft: the acupoint details (GET /business/acupointDetails/listAll), fetched once per tab session. */
  acupointDetails: AcupointDetail[];
  /** 自拟组方 being written (/handmadePrescription → /handmadePrescriptionConfirm). */
  handmadeDraft: HandmadeDraft;
  /** The delivery form while an address is picked (/fulfillmentConfirm → /address → back). */
  deliveryForm: DeliveryFormDraft;
  /** The delivery order being paid: /fulfillmentOrder's 去支付 → the cashier /wjtpay (spec 3 §2.9, §2.10). */
  payOrder: DeliveryOrderDetail;
}

export type DraftKey = keyof DraftTypes;
export const DRAFT_KEYS: readonly DraftKey[] = ['contactList', 'consultInfo', 'submitData', 'visitRecordId', 'handmadeDraft'];

export function readDraft<K extends DraftKey>(key: K): DraftTypes[K] | null {
  const raw = sessionStorage.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as DraftTypes[K];
  } catch {
    // A value written by an older release in another shape is worth less than a working page.
    sessionStorage.removeItem(key);
    return null;
  }
}

export function writeDraft<K extends DraftKey>(key: K, value: DraftTypes[K]): void {
  sessionStorage.setItem(key, JSON.stringify(value));
}

export function removeDraft(key: DraftKey): void {
  sessionStorage.removeItem(key);
}

/** The home grid clears these before every entry (spec 1 §2.3). */
export function clearConsultDrafts(): void {
  for (const key of DRAFT_KEYS) sessionStorage.removeItem(key);
}
