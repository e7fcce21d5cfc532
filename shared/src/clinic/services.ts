import type { CallKey, MedicineServiceRequest, PredictServiceRequest, ServiceIndex, TakeServiceRequest } from '../contract';
import { isCalendarDay, YMD } from './calendarDay';
import type { FieldWords } from '../errors/fieldOfMessage';
import { SERVICE_TITLE } from '../codes';

export { isCalendarDay };

/**
 * The clinic's services (spec 3 §1, §5 "Service start", §7 Services), one table the start page, the
 * result page and the API share. The start rules are written once here (serviceStartProblem) and
 * both the browser and the API apply them, so both say the same words.
 */

/** Which body the call takes: 'predict' {patientId, toPredictDay YYYYMMDD, predictDays}, 'take' {patientId, toDoDay, takeDays}. */
export type ServiceBodyKind = 'predict' | 'take';

/**
 * Who may run it. 'user': any logged-in user (home grid indices 1 to 5, spec 1 §2.3). 'prescriber':
 * the prescribing right of the home grid, reading A (hasServiceEntryRight: certified doctor, admin,
 * superadmin, level1, level2), which spec 1 §6 names for the custom tea and six-qi entries; 10 (药食同源,
 * not yet open on the grid) is given to prescribers only.
 */
export type ServiceRight = 'user' | 'prescriber';

export interface ServiceDef {
  index: ServiceIndex;
  title: string;
  /** The call, a key of the contract. */
  call: CallKey;
  body: ServiceBodyKind;
  /** Days may be left empty (3 and 4): the service then uses `defaultDays`. */
  daysRequired: boolean;
  /** The standard course used when days are left empty. */
  defaultDays: number;
  maxDays: number;
  right: ServiceRight;
  /** Still shown as 暂未开放 on the home grid (the page works when opened directly). */
  notOpenOnHome?: boolean;
}

/** Days a service may cover when the spec sets no smaller limit: one year, as far as the start date may lie. */
export const SERVICE_MAX_DAYS = 365;
export const LIUQIYIN_MAX_DAYS = 30;
export const SERVICE_MIN_DAYS = 1;

const def = (index: ServiceIndex, call: CallKey, body: ServiceBodyKind, right: ServiceRight, extra: Partial<ServiceDef> = {}): ServiceDef => ({
  index,
  title: SERVICE_TITLE[index],
  call,
  body,
  daysRequired: true,
  defaultDays: 7,
  maxDays: SERVICE_MAX_DAYS,
  right,
  ...extra,
});

export const SERVICES: Readonly<Record<ServiceIndex, ServiceDef>> = {
  1: def(1, 'POST /health/v1/disease', 'predict', 'user'),
  2: def(2, 'POST /health/v1/dietTherapy', 'take', 'user'),
  3: def(3, 'POST /health/v1/massage', 'take', 'user', { daysRequired: false, defaultDays: 7, notOpenOnHome: true }),
  4: def(4, 'POST /health/v1/acupuncture', 'take', 'user', { daysRequired: false, defaultDays: 10 }),
  5: def(5, 'POST /health/v1/medicine', 'take', 'user'),
  9: def(9, 'POST /health/v1/customTea', 'predict', 'prescriber'),
  10: def(10, 'POST /health/v1/medicine', 'take', 'prescriber', { notOpenOnHome: true }),
  11: def(11, 'POST /health/v1/liuQiYin', 'take', 'prescriber', { maxDays: LIUQIYIN_MAX_DAYS }),
};

export const SERVICE_INDICES = Object.keys(SERVICES).map(Number) as ServiceIndex[];

export function isServiceIndex(x: unknown): x is ServiceIndex {
  return typeof x === 'number' && Object.prototype.hasOwnProperty.call(SERVICES, x);
}

/** The service of a query value such as `serviceIndex=4`, or null. */
export function serviceOf(query: string | number | null | undefined): ServiceDef | null {
  const n = typeof query === 'number' ? query : query != null && /^\d{1,2}$/.test(query.trim()) ? Number(query) : NaN;
  return isServiceIndex(n) ? SERVICES[n] : null;
}

/** Spec 3 §5 "Service start" in the spec's order (Chinese of its English meanings). */
export const SERVICE_START_MSG = {
  patientRequired: '请先添加患者信息',
  startDateRequired: '请选择开始日期',
  startDateInvalid: '请选择正确的开始日期',
  startDateNotAfterToday: '开始日期必须大于当前日期',
  startDateBeyondYear: '开始日期必须在一年以内',
  daysRequired: '请输入天数',
  daysNotInteger: '请输入整数天数',
  daysTooFew: '天数不能小于1天',
  /** Service 11. */
  daysOver30: '天数不能超过30天',
  /** Every other service: no more than a year. */
  daysOverYear: `天数不能超过${SERVICE_MAX_DAYS}天`,
} as const;

export type ServiceStartField = 'patient' | 'startDate' | 'days';

/** How the API's refusals of a service start name each field (fieldOfMessage): the rules above, and the labels. */
export const SERVICE_START_FIELD_WORDS: Record<ServiceStartField, FieldWords> = {
  patient: { messages: [SERVICE_START_MSG.patientRequired], labels: ['患者'] },
  startDate: {
    messages: [
      SERVICE_START_MSG.startDateRequired,
      SERVICE_START_MSG.startDateInvalid,
      SERVICE_START_MSG.startDateNotAfterToday,
      SERVICE_START_MSG.startDateBeyondYear,
    ],
    labels: ['开始日期'],
  },
  days: { labels: ['天数'] },
};

export interface ServiceStartValues {
  hasPatient: boolean;
  /** YYYY-MM-DD, or '' / undefined when not picked. */
  startDate: string | null | undefined;
  /** As typed ('7', ' 7 ', '') or a number; '' / null / undefined = not entered. */
  days: string | number | null | undefined;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The same day a year later (29 February → 28 February): the last day a service may start. */
export function oneYearAfter(ymd: string): string {
  const m = YMD.exec(ymd);
  if (!m) throw new Error(`not a day: ${ymd}`);
  const [y, mo, d] = [Number(m[1]) + 1, Number(m[2]), Number(m[3])];
  const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return `${pad(y, 4)}-${pad(mo)}-${pad(Math.min(d, last))}`;
}

/** YYYY-MM-DD ↔ YYYYMMDD (toPredictDay has no dashes). */
export const toCompactDay = (ymd: string) => ymd.replace(/-/g, '');
export function fromCompactDay(compact: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(compact);
  if (!m) return null;
  const ymd = `${m[1]}-${m[2]}-${m[3]}`;
  return isCalendarDay(ymd) ? ymd : null;
}

/** The days as entered, parsed: null when empty, NaN when not a whole number. */
export function parseDays(days: string | number | null | undefined): number | null {
  if (days === null || days === undefined) return null;
  if (typeof days === 'number') return Number.isInteger(days) ? days : NaN;
  const t = days.trim();
  if (t === '') return null;
  return /^[+-]?\d{1,9}$/.test(t) ? Number(t) : NaN;
}

/**
 * The first broken rule of spec 3 §5 "Service start", in the spec's order, or null. `today` is the
 * Beijing day YYYY-MM-DD (the page's clock, or the API's injectable clock).
 */
export function serviceStartProblem(
  service: Pick<ServiceDef, 'daysRequired' | 'maxDays'>,
  v: ServiceStartValues,
  today: string,
): { field: ServiceStartField; message: string } | null {
  const fail = (field: ServiceStartField, message: string) => ({ field, message });
  if (!v.hasPatient) return fail('patient', SERVICE_START_MSG.patientRequired);
  const start = v.startDate ?? '';
  if (!start) return fail('startDate', SERVICE_START_MSG.startDateRequired);
  if (!isCalendarDay(start)) return fail('startDate', SERVICE_START_MSG.startDateInvalid);
  if (start <= today) return fail('startDate', SERVICE_START_MSG.startDateNotAfterToday);
  if (start > oneYearAfter(today)) return fail('startDate', SERVICE_START_MSG.startDateBeyondYear);
  const days = parseDays(v.days);
  if (days === null) return service.daysRequired ? fail('days', SERVICE_START_MSG.daysRequired) : null;
  if (Number.isNaN(days)) return fail('days', SERVICE_START_MSG.daysNotInteger);
  if (days < SERVICE_MIN_DAYS) return fail('days', SERVICE_START_MSG.daysTooFew);
  if (days > service.maxDays) {
    return fail('days', service.maxDays === LIUQIYIN_MAX_DAYS ? SERVICE_START_MSG.daysOver30 : `天数不能超过${service.maxDays}天`);
  }
  return null;
}

/** What the session keeps between the start page and the result page (spec 3 §3). */
export interface ServiceSession {
  patientId: number;
  /** YYYY-MM-DD. */
  useDate: string;
  /** Whole days; null when left empty (services 3 and 4). */
  useDays: number | null;
  serviceIndex: ServiceIndex;
}

export type ServiceRequestBody = PredictServiceRequest | TakeServiceRequest | MedicineServiceRequest;

/** The call and body of a service for what the start page collected (the API reads exactly these). */
export function serviceRequest(s: ServiceSession): { call: CallKey; path: string; body: ServiceRequestBody } {
  const service = SERVICES[s.serviceIndex];
  const path = service.call.replace(/^POST /, '');
  if (service.body === 'predict') {
    const days = s.useDays ?? service.defaultDays;
    return { call: service.call, path, body: { patientId: s.patientId, toPredictDay: toCompactDay(s.useDate), predictDays: days } };
  }
  const body: TakeServiceRequest = { patientId: s.patientId, toDoDay: s.useDate, ...(s.useDays !== null ? { takeDays: s.useDays } : {}) };
  if (s.serviceIndex === 5 || s.serviceIndex === 10) return { call: service.call, path, body: { ...body, serviceIndex: s.serviceIndex } };
  return { call: service.call, path, body };
}
