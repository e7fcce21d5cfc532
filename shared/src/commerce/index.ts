import type { DeliveryStatus, PrescribingOrderStatus, YesNo } from '../contract';
import { DRAFT_STATUS, isDeliveryStatus } from '../codes';
import { canMoveDelivery } from './deliveryTransitions';
import { DELIVERY_MSG } from './deliveryMessages';
import { blank, recipientProblem, type RecipientValues } from './recipient';

export { DELIVERY_MSG } from './deliveryMessages';

export * from './deliveryTransitions';

// The money formatter, also here so the API and the commerce pages need not load the root entry for it.
import { yuan } from '../money';
export { sumPriceParts, yuan } from '../money';

// The commerce model shared by mf-commerce and the API (spec 3 §3, §4, §5, §9): the delivery order's
// statuses (their texts and tones are in @tcm/shared/codes), the list tabs, the list's displayed total,
// the delivery price formula, the pay countdown and the delivery form's rules with the page's messages.
// Pure functions only.

// ---- Delivery order statuses ----

export const DELIVERY_STATUS = {
  unpaid: 0,
  paid: 1,
  dispensing: 2,
  decocting: 3,
  shipped: 4,
  completed: 5,
  /** Not paid within PAY_DEADLINE_MS. */
  timedOut: -1,
  /** Cancelled by the user before payment. */
  cancelledByUser: -2,
  /** Paid, not shipped, refunded at the user's request. */
  refunded: -3,
  /** The pharmacist refused the prescription on review (refunded). */
  rejected: -4,
  /** A herb was out of stock at the centre (refunded). */
  outOfStock: -5,
  /** The parcel could not be delivered and came back. */
  returned: -6,
  /** A payment failed; the order may be paid again until its deadline. */
  payableAgain: 99,
} as const satisfies Record<string, DeliveryStatus>;

export const CANCELLED_STATUSES: readonly DeliveryStatus[] = [-1, -2, -3, -4, -5, -6];

/** Spec 3 §4: the pay button and countdown show while the order is 0 or 99. */
export const isPayable = (status: number) => status === 0 || status === 99;
/** Spec 3 §4: paid (pay time shown) from status 1 (99 is not paid). */
export const isPaid = (status: number) => status >= 1 && status <= 5;
/** Spec 3 §4: courier and tracking from status 4; express progress loads for 99 and for 4 or higher. */
export const showsExpress = (status: number) => status === 99 || (status >= 4 && status <= 5);
/** Y while the transition table lets the user ask a refund (paid and not yet shipped). */
export const refundFlagOf = (status: number): YesNo => (canMoveDelivery(status, 'refund') ? 'Y' : 'N');
/** Spec 3 §4: the address may change when status is 0 or 99, or above 0 with refundFlag Y. */
export const canModifyAddress = (status: number, refundFlag: YesNo = refundFlagOf(status)) =>
  status === 0 || status === 99 || (status > 0 && refundFlag === 'Y');

/** The pay deadline: 30 minutes after the order is placed. */
export const PAY_DEADLINE_MS = 30 * 60 * 1000;

// ---- List tabs (spec 3 §4) ----

export interface OrderTab<S> {
  key: string;
  title: string;
  /** What the list call is sent: undefined lists everything. */
  status: S | undefined;
}

export const PRESCRIBING_TABS: readonly OrderTab<PrescribingOrderStatus>[] = [
  { key: 'all', title: '全部', status: undefined },
  { key: '0', title: '待支付', status: 0 },
  { key: '1', title: '已完成', status: 1 },
  { key: '2', title: '已取消', status: 2 },
];

/** The delivery list's tabs; `statuses` is the filter, [100] the drafts (their own call). */
export interface DeliveryTab {
  key: string;
  title: string;
  statuses: readonly number[] | undefined;
}

export const DELIVERY_TABS: readonly DeliveryTab[] = [
  { key: 'all', title: '全部', statuses: undefined },
  { key: '0', title: '待支付', statuses: [0] },
  { key: 'receiving', title: '待收货', statuses: [1, 2, 3, 4] },
  { key: '5', title: '已完成', statuses: [5] },
  { key: 'cancelled', title: '已取消', statuses: CANCELLED_STATUSES },
  { key: 'draft', title: '草稿', statuses: [DRAFT_STATUS] },
];

export const isDraftTab = (tab: DeliveryTab) => tab.statuses?.length === 1 && tab.statuses[0] === DRAFT_STATUS;

/** The `status` query of /delivery/order/list for a tab: comma-separated, undefined for 全部. */
export const deliveryTabQuery = (tab: DeliveryTab): string | undefined => tab.statuses?.join(',');

/**
 * Reads the `status` query of /delivery/order/list: the statuses, [] for 全部, null when it names
 * something that is no order status (the API refuses it).
 */
export function parseDeliveryStatusQuery(raw: string | undefined): number[] | null {
  if (!raw) return [];
  const out: number[] = [];
  for (const part of raw.split(',')) {
    const t = part.trim();
    if (!/^-?\d{1,3}$/.test(t)) return null;
    const n = Number(t);
    if (!isDeliveryStatus(n)) return null;
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

/** The status a delivery order is listed under, as a tab key (for the tests and the pages). */
export function deliveryTabOf(status: number): string | undefined {
  return DELIVERY_TABS.find((t) => t.key !== 'all' && t.statuses?.includes(status))?.key;
}

// ---- Paging (spec 3 §9) ----

export const ORDER_PAGE_SIZE = 12;

/** The displayed total: 10 × ceil(total / 12) (a pager of 10 per page shows as many pages as 12 per page). */
export const displayedTotal = (total: number) => 10 * Math.ceil(Math.max(0, total) / ORDER_PAGE_SIZE);

/** The pager shows when the displayed total exceeds 10 (more than one page). */
export const showPager = (total: number) => displayedTotal(total) > 10;

// ---- Countdown (spec 3 §4) ----

/** ms left until the deadline, never negative. */
export const msLeft = (deadline: number, now: number) => Math.max(0, deadline - now);

/** HH:mm:ss of what is left (hours may exceed 23). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

// ---- Price (spec 3 §2.8: the price shown before submit; the API computes the same) ----

export {
  deliveryPriceFen,
  deliveryPriceParts,
  PACK_FEE_FEN,
  teaPriceFen,
  teaPriceParts,
  type DeliveryPriceInput,
  type PartNames,
  type TeaPriceInput,
} from './priceParts';

/**
 * The most one delivery order (decoction or custom tea) may cost: ¥100,000.00. Far above any real
 * prescription's delivery, far below what the database or a JS number holds: a total past it is
 * refused with ORDER_TOTAL_MSG before it is stored (api/README.md "Commerce").
 */
export const ORDER_TOTAL_MAX_FEN = 10_000_000;
export const ORDER_TOTAL_MSG = `订单金额超过上限（${yuan(ORDER_TOTAL_MAX_FEN)}），请减少剂数或调整处方后再下单`;

/** ORDER_TOTAL_MSG when a computed total is past the bound (or no safe integer at all), else null. */
export const orderTotalProblem = (fen: number): string | null => (Number.isSafeInteger(fen) && fen >= 0 && fen <= ORDER_TOTAL_MAX_FEN ? null : ORDER_TOTAL_MSG);

// ---- The delivery form's rules (spec 3 §5 Delivery submit; draft save) ----

export const REMARK_MAX = 100;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 6;
/** More doses than anybody orders at once; the API's bound. */
export const FORM_COUNT_MAX = 999;

export interface DeliveryFormValues extends RecipientValues {
  form?: string;
  deliveryId?: string;
  /** A number, or the text of the input (digits only). */
  formCount?: number | string;
  quantityDispensed?: number | string;
  remark?: string;
}

const positiveInt = (v: number | string) => (typeof v === 'number' ? Number.isSafeInteger(v) && v > 0 : /^\d+$/.test(v.trim()) && Number(v) > 0);

/**
 * The first rule the values break, in the page's order, or null. `submit`: every rule of spec 3 §5
 * Delivery submit; `draft`: the shorter set (form, doses, name, phone, region, street) plus the
 * remark's length and the zip's form when given.
 */
export function deliveryFormProblem(v: DeliveryFormValues, mode: 'submit' | 'draft'): string | null {
  const submit = mode === 'submit';
  if (blank(v.form)) return DELIVERY_MSG.formRequired;
  if (submit && blank(v.deliveryId)) return DELIVERY_MSG.centreRequired;
  if (blank(v.formCount)) return DELIVERY_MSG.formCountRequired;
  if (!positiveInt(v.formCount!) || Number(v.formCount) > FORM_COUNT_MAX) return DELIVERY_MSG.formCountInvalid;
  if (submit) {
    if (blank(v.quantityDispensed)) return DELIVERY_MSG.quantityRequired;
    const q = Number(v.quantityDispensed);
    if (!Number.isInteger(q) || q < QUANTITY_MIN || q > QUANTITY_MAX) return DELIVERY_MSG.quantityRange;
  } else if (!blank(v.quantityDispensed)) {
    const q = Number(v.quantityDispensed);
    if (!Number.isInteger(q) || q < QUANTITY_MIN || q > QUANTITY_MAX) return DELIVERY_MSG.quantityRange;
  }
  return recipientProblem(v) ?? ([...(v.remark ?? '')].length > REMARK_MAX ? DELIVERY_MSG.remarkTooLong : null);
}

/** Region and street as one line (the recipientAddress of the contract). */
export const joinAddress = (v: Pick<DeliveryFormValues, 'province' | 'city' | 'county' | 'street'>) =>
  `${v.province ?? ''}${v.city ?? ''}${v.county ?? ''}${v.street ?? ''}`;

export * from './customTea';
export { RECIPIENT_MSG, addressByLine, recipientProblem, regionWithoutCounty, type RecipientValues } from './recipient';
// The cashier polls a payment at the clinic's pace (spec 3 §4: every 3 s). Re-exported here, by
// path, so /wjtpay does not download the whole clinic entry (questionnaire, herb tables) for one number.
export { PAY_POLL_MS } from '../clinic/payment';
export { deliveryFieldWords, deliveryFieldOf, type DeliveryField } from './deliveryFields';
