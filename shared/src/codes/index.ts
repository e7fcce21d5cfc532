import type {
  CashierChannelId,
  DeliveryStatus,
  DoctorStatus,
  PatientSex,
  PrescribingOrderStatus,
  PrescriptionType,
  ServiceIndex,
  VisitRecordSummary,
  VisitState,
} from '../contract';

/**
 * Every coded value the pages show, read once (issue 32): sex, visit and order statuses, payment
 * channels, services, prescription types, doctor statuses, notice types. Pages, the API (the texts it
 * answers beside a code) and the tests all read these; no page keeps a map or a ternary of its own.
 *
 * Each formatter takes the code as the API answers it (spec 3 §3: sex is the text '0' / '1', doctor
 * statuses are text, order statuses numbers) and says what an unknown code is rather than guessing a
 * known one (issue 32: every patient showed as 男 because '0' was compared with 0).
 */

/**
 * What a status means to the person reading it; a status tag's colour follows it (StatusTag):
 * success green, pending (waits for someone) orange, progress (under way) blue, failure red,
 * neutral (ended, nothing to do) grey.
 */
export type Tone = 'success' | 'pending' | 'progress' | 'failure' | 'neutral';

export interface StatusView {
  text: string;
  tone: Tone;
}

/** The table's entry for a code; a number and its text name the same key ('0' and 0), as object keys do. */
const lookup = <K extends string | number, V>(table: Record<K, V>, code: unknown): V | undefined =>
  (typeof code === 'string' || typeof code === 'number') && Object.prototype.hasOwnProperty.call(table, code) ? table[code as K] : undefined;

const unknownStatus = (code: unknown): StatusView => ({ text: `未知状态（${String(code)}）`, tone: 'neutral' });

// ---- Sex (spec 3 §3: '1' male, '0' female) ----

export const SEX_TEXT: Record<PatientSex, string> = { '1': '男', '0': '女' };

/** The choices of a sex radio, male first (the default of a new patient and of an application). */
export const SEX_OPTIONS: readonly { value: PatientSex; label: string }[] = [
  { value: '1', label: SEX_TEXT['1'] },
  { value: '0', label: SEX_TEXT['0'] },
];

/** 男 / 女 of the API's '1' / '0' (the numbers older clients send are read alike); 未知 for anything else. */
export const sexText = (sex: unknown): string => lookup(SEX_TEXT, sex) ?? '未知';

// ---- A consultation (visit record) ----

export const VISIT_STATE: Record<VisitState, StatusView> = {
  created: { text: '待支付', tone: 'pending' },
  paid: { text: '已支付', tone: 'success' },
  prescribed: { text: '已出方', tone: 'success' },
  cancelled: { text: '已取消', tone: 'neutral' },
};

export const visitState = (state: unknown): StatusView => lookup(VISIT_STATE, state) ?? unknownStatus(state);

// ---- Prescription types (spec 3 §3 prescribing order: R, S, G, otherwise the portal's own) ----

export const PRESCRIPTION_TYPE_TEXT: Record<PrescriptionType, string> = { '': '中药组方', G: '通用方', S: '自拟组方', R: '定制养生茶' };

/** Spec 3 §3: R, S and G by name, anything else (the empty type) is the portal's 中药组方. */
export const prescriptionTypeText = (type: unknown): string => lookup(PRESCRIPTION_TYPE_TEXT, type) ?? PRESCRIPTION_TYPE_TEXT[''];

/** The kinds of visit (VisitRecordSummary.kindCode, the API's visit_kinds) and their prescription types. */
const KIND_TYPE: Record<VisitRecordSummary['kindCode'], PrescriptionType> = { herbal: '', general: 'G', selfComposed: 'S', customTea: 'R' };

/** A visit kind's prescription type; an unknown kind is the portal's own (''). */
export const prescriptionTypeOfKind = (kindCode: unknown): PrescriptionType => lookup(KIND_TYPE, kindCode) ?? '';

export const visitKindText = (kindCode: unknown): string => prescriptionTypeText(prescriptionTypeOfKind(kindCode));

// ---- Orders (spec 3 §4) ----

export const PRESCRIBING_STATUS: Record<PrescribingOrderStatus, StatusView> = {
  0: { text: '待支付', tone: 'pending' },
  1: { text: '已完成', tone: 'success' },
  2: { text: '已取消', tone: 'neutral' },
};

export const prescribingStatus = (status: unknown): StatusView => lookup(PRESCRIBING_STATUS, status) ?? unknownStatus(status);

/** Why a cancelled delivery order was cancelled (spec 3 §4: -1 to -6, a reason each). */
export const CANCEL_REASON: Record<-1 | -2 | -3 | -4 | -5 | -6, string> = {
  [-1]: '超时未支付',
  [-2]: '用户取消',
  [-3]: '已退款',
  [-4]: '处方审核未通过',
  [-5]: '药材缺货',
  [-6]: '无法配送，包裹退回',
};

const cancelled = (reason: -1 | -2 | -3 | -4 | -5 | -6, tone: Tone): StatusView => ({ text: `已取消（${CANCEL_REASON[reason]}）`, tone });

/** The 草稿 tab's pseudo-status (drafts are not orders). */
export const DRAFT_STATUS = 100;

/**
 * A delivery order's statuses. Paid and then under way (调配中, 煎制中, 已发货) is progress; ended by the
 * clock, the user or a refund is neutral; refused on review, out of stock or returned is a failure.
 */
export const DELIVERY_STATUS_VIEW: Record<DeliveryStatus | typeof DRAFT_STATUS, StatusView> = {
  0: { text: '待支付', tone: 'pending' },
  1: { text: '已支付', tone: 'success' },
  2: { text: '调配中', tone: 'progress' },
  3: { text: '煎制中', tone: 'progress' },
  4: { text: '已发货', tone: 'progress' },
  5: { text: '已完成', tone: 'success' },
  [-1]: cancelled(-1, 'neutral'),
  [-2]: cancelled(-2, 'neutral'),
  [-3]: cancelled(-3, 'neutral'),
  [-4]: cancelled(-4, 'failure'),
  [-5]: cancelled(-5, 'failure'),
  [-6]: cancelled(-6, 'failure'),
  99: { text: '待支付（支付失败，可重新支付）', tone: 'pending' },
  100: { text: '草稿', tone: 'neutral' },
};

export const deliveryStatus = (status: unknown): StatusView => lookup(DELIVERY_STATUS_VIEW, status) ?? unknownStatus(status);

/** The status text the API answers beside the code (statusText). */
export const deliveryStatusText = (status: unknown): string => deliveryStatus(status).text;

/** Whether a number is a delivery order status (100, the drafts' tab, is none). */
export const isDeliveryStatus = (n: number): n is DeliveryStatus => n !== DRAFT_STATUS && lookup(DELIVERY_STATUS_VIEW, n) !== undefined;

// ---- Payment channels ----

/**
 * A visit's payment channel (spec 2 §9: 1 and 3), as the payer reads it: 公共账户 is the logged-in
 * doctor's own payment; channel 1 (WeChat) is the patient scanning the QR on their own phone.
 */
export const PAY_CHANNEL_TEXT: Record<1 | 3, string> = { 1: '患者扫码支付', 3: '公共账户' };

export const payChannelText = (channel: unknown): string => lookup(PAY_CHANNEL_TEXT, channel) ?? '未知支付方式';

/** The cashier's channels (spec 3 §3: fast_pay, alipay_qr): the channelName the API answers. */
export const CASHIER_CHANNEL_TEXT: Record<CashierChannelId, string> = { fast_pay: '快捷支付', alipay_qr: '支付宝扫码' };

export const cashierChannelText = (channelId: unknown): string => lookup(CASHIER_CHANNEL_TEXT, channelId) ?? '未知支付方式';

// ---- Services (spec 3 §1; the rest of each service's rules is SERVICES of @tcm/shared/clinic) ----

export const SERVICE_TITLE: Record<ServiceIndex, string> = {
  1: '健康预测',
  2: '药茶',
  3: '经络调理',
  4: '针灸',
  5: '中成药',
  9: '定制养生茶',
  10: '药食同源',
  11: '六气饮',
};

export const serviceTitle = (index: unknown): string => lookup(SERVICE_TITLE, index) ?? '未知服务';

// ---- Doctor certification (spec 1 §4.3: a string on the wire) ----

export const DOCTOR_STATUS: Record<DoctorStatus, StatusView> = {
  '0': { text: '认证医生', tone: 'success' },
  '1': { text: '已停用', tone: 'failure' },
  '2': { text: '邀请待确认', tone: 'pending' },
  '3': { text: '待上传资料', tone: 'pending' },
  '4': { text: '认证审核中', tone: 'pending' },
  '5': { text: '认证审核未通过', tone: 'failure' },
};

/** The doctor's status; null (no application) is 未申请. A number is read as its text. */
export function doctorStatusView(status: unknown): StatusView {
  if (status === null || status === undefined) return { text: '未申请', tone: 'neutral' };
  return lookup(DOCTOR_STATUS, status) ?? unknownStatus(status);
}

// ---- Home notices (spec 1 §2.3) ----

/** noticeType 2 (number or text on the wire) is an announcement, anything else a notification. */
export const noticeLabel = (noticeType: unknown): '【公告】' | '【通知】' => (String(noticeType).trim() === '2' ? '【公告】' : '【通知】');
