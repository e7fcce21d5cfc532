import type { UserInfo } from '../contract';

/** Payment constants of spec 2 §4/§9 and spec 3 §6. */
export const PAY_WECHAT = 1;
export const PAY_PUBLIC_ACCOUNT = 3;
export type PayChannel = typeof PAY_WECHAT | typeof PAY_PUBLIC_ACCOUNT;
export const PAID_CODE = 1103;
export const PAY_POLL_MS = 3000;
export const PAY_REDIRECT_MS = 1000;
export const PAY_ORDER_TYPE = 1;
export const PAY_TRADE_TYPE = 'NATIVE';
export const PAY_QR_SIZE = 256;

/**
 * Spec 2 §6 reading (the clinic): WeChat payment is offered only to a payer who is not logged in,
 * a logged-in user sees only 公共账户. On /prescriptionResult the logged-in doctor therefore pays
 * with the public account, or shows the WeChat QR that the patient (not logged in, on their own
 * phone) scans and pays: the WeChat channel belongs to that patient, not to the doctor's session.
 */
export function clinicPayChannels(loggedIn: boolean): PayChannel[] {
  return loggedIn ? [PAY_PUBLIC_ACCOUNT] : [PAY_WECHAT];
}

/**
 * Spec 3 §6 reading (commerce): a user with a doctor record may only use the public account;
 * everybody else may choose between WeChat and the public account.
 */
export function commercePayChannels(user: Pick<UserInfo, 'doctor'> | null | undefined): PayChannel[] {
  return user?.doctor ? [PAY_PUBLIC_ACCOUNT] : [PAY_WECHAT, PAY_PUBLIC_ACCOUNT];
}

/** The hospital whose doctors /order does not offer the public account (spec 3 §6). */
export const NO_PUBLIC_ACCOUNT_HOSPITAL = 101;

/**
 * Spec 3 §6, the order list's popover flag: a pending prescribing order may be paid from the public
 * account only when the user is not a doctor of hospital 101; the patient's WeChat QR is always there.
 */
export function orderListOffersPublicAccount(user: Pick<UserInfo, 'doctor'> | null | undefined): boolean {
  return user?.doctor?.hospitalId !== NO_PUBLIC_ACCOUNT_HOSPITAL;
}

export const isPayChannel = (x: unknown): x is PayChannel => x === PAY_WECHAT || x === PAY_PUBLIC_ACCOUNT;
