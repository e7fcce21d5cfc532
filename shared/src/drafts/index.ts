import type {
  AcupointDetail,
  CustomTeaServiceResult,
  DeliveryAddress,
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
import { sessionStore, userInfoAtom } from '../session/store';

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
  /** 是否孕妇 (the questionnaire's item), drives the pregnancy rules; '' not answered yet (a woman of 14 to 49). */
  pregnant: '是' | '否' | '';
  herbs: HandmadeHerb[];
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
}

/**
 * A delivery form (/fulfillmentConfirm, /CUSTOMIZEDfulfillmentConfirm) as the doctor last edited it,
 * kept per visit and prescription: restored when the form shows again for the same prescription
 * (back from picking an address on /address, another remote; after a reload; after logging in
 * again when the session expired). Dropped once the order is placed.
 */
export interface DeliveryFormDraft {
  visitRecordId: number;
  /** The prescription of the visit (the sheet's index). */
  index: number;
  values: DeliveryFormValues;
}

/**
 * The add/edit dialog of /address as the user left it (the address being edited, null when adding),
 * so an expired session does not lose what was typed: the page opens the dialog again with it.
 */
export interface AddressDialogDraft {
  editing: DeliveryAddress | null;
  values: { receiverName: string; phoneNo: string; region: string[]; street: string; zipCode: string };
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
  /** The delivery order being paid: /fulfillmentOrder's 去支付 → the cashier /wjtpay (spec 3 §2.9, §2.10). */
  payOrder: DeliveryOrderDetail;
  /** The /address dialog being filled in. */
  addressDialog: AddressDialogDraft;
}

/**
 * Drafts kept per visit: one per visit (and prescription), stored as `<kind>:<id>`, so two visits'
 * forms never overwrite each other. The id is the caller's, e.g. `${visitRecordId}:${index}`.
 */
export interface VisitDraftTypes {
  /** A delivery form (/fulfillmentConfirm, /CUSTOMIZEDfulfillmentConfirm) as it was last edited. */
  deliveryForm: DeliveryFormDraft;
}

export type DraftKey = keyof DraftTypes;
export type VisitDraftKind = keyof VisitDraftTypes;
export const DRAFT_KEYS: readonly DraftKey[] = ['contactList', 'consultInfo', 'submitData', 'visitRecordId', 'handmadeDraft'];

// Records, so adding a draft type without listing it here does not compile.
const ALL_KEYS: Record<DraftKey, true> = {
  contactList: true,
  consultInfo: true,
  submitData: true,
  visitRecordId: true,
  serviceInfo: true,
  serviceResult: true,
  acupointDetails: true,
  handmadeDraft: true,
  payOrder: true,
  addressDialog: true,
};
const VISIT_KINDS: Record<VisitDraftKind, true> = { deliveryForm: true };

/** Who wrote the drafts of this tab: the userId as text. */
export const DRAFT_OWNER_KEY = 'draftOwner';

const isDraftStorageKey = (key: string) => key === DRAFT_OWNER_KEY || key in ALL_KEYS || Object.keys(VISIT_KINDS).some((kind) => key.startsWith(`${kind}:`));

function storageKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < sessionStorage.length; i++) keys.push(sessionStorage.key(i)!);
  return keys;
}

/** Drafts are always written by a logged-in page: they belong to that account. */
function stampOwner(): void {
  const user = sessionStore.get(userInfoAtom)?.user;
  if (user) sessionStorage.setItem(DRAFT_OWNER_KEY, String(user.userId));
}

function readJson<T>(key: string): T | null {
  const raw = sessionStorage.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A value written by an older release in another shape is worth less than a working page.
    sessionStorage.removeItem(key);
    return null;
  }
}

export function readDraft<K extends DraftKey>(key: K): DraftTypes[K] | null {
  return readJson<DraftTypes[K]>(key);
}

export function writeDraft<K extends DraftKey>(key: K, value: DraftTypes[K]): void {
  sessionStorage.setItem(key, JSON.stringify(value));
  stampOwner();
}

export function removeDraft(key: DraftKey): void {
  sessionStorage.removeItem(key);
}

export function readVisitDraft<K extends VisitDraftKind>(kind: K, id: string): VisitDraftTypes[K] | null {
  return readJson<VisitDraftTypes[K]>(`${kind}:${id}`);
}

export function writeVisitDraft<K extends VisitDraftKind>(kind: K, id: string, value: VisitDraftTypes[K]): void {
  sessionStorage.setItem(`${kind}:${id}`, JSON.stringify(value));
  stampOwner();
}

export function removeVisitDraft(kind: VisitDraftKind, id: string): void {
  sessionStorage.removeItem(`${kind}:${id}`);
}

/** The home grid clears these before every entry (spec 1 §2.3). */
export function clearConsultDrafts(): void {
  for (const key of DRAFT_KEYS) sessionStorage.removeItem(key);
}

/**
 * Called whenever an account is loaded (a login of any kind, a page load with a token): drafts
 * written by another account, or by nobody known, are dropped before any page can show them.
 * The same account finds its drafts as it left them, e.g. after its session expired (issue 32).
 */
export function claimDrafts(userId: number | undefined): void {
  if (sessionStorage.getItem(DRAFT_OWNER_KEY) === String(userId)) return;
  for (const key of storageKeys()) if (isDraftStorageKey(key)) sessionStorage.removeItem(key);
  sessionStorage.setItem(DRAFT_OWNER_KEY, String(userId));
}

/**
 * An expired session (401) clears session storage as spec 1 §4.1 says, except the drafts and
 * their owner: the work in progress waits for that same account to log in again (issue 32), and
 * claimDrafts drops it if someone else logs in instead.
 */
export function clearSessionKeepingDrafts(): void {
  for (const key of storageKeys()) if (!isDraftStorageKey(key)) sessionStorage.removeItem(key);
}
