// Paying a visit (spec 2 §4, spec 3 §2.6): the WeChat QR dialog, its 3 s polling and the two pay
// calls, used by the clinic's confirmation pages and by /order's pending prescribing orders. Its own
// entry (with the QR renderer) so only pages that take a payment download it.
export { WechatPayDialog, type WechatPayDialogProps } from './WechatPayDialog';
export { PayVisitButton, type PayVisitButtonProps } from './PayVisitButton';
export { PublicPayConfirm, type PublicPayConfirmProps } from './PublicPayConfirm';
export { usePayPolling, PAY_FAILED_TEXT, type PayPollingOptions } from './usePayPolling';
export { placeVisitPayment, queryPayResult, PAY_FALLBACK } from './payApi';
// The payment rules of the order list, by path (see WechatPayDialog: not through the clinic's model).
export { orderListOffersPublicAccount, PAY_PUBLIC_ACCOUNT, PAY_WECHAT } from '../clinic/payment';
