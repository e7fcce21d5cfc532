/**
 * Test helper (jest only): the cashier page with its calls answered from a table, on fake timers
 * and the page's clock. A test file mocks @tcm/shared itself (jest.mock is hoisted per file):
 *
 *   jest.mock('@tcm/shared', () => require('@tcm/shared/testing/mockShared').mockShared());
 */
import { act, screen } from '@testing-library/react';
import { writeDraft, type BoundCard, type CashierChannel, type DeliveryOrderDetail, type PayStatus } from '@tcm/shared';
import type { CallTable } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import { deliveryDetail } from '../../test/fixtures';
import { clock } from '../../components/clock';
import WjtpayPage from '.';

export const CHANNELS: CashierChannel[] = [
  { channelId: 'fast_pay', channelName: '快捷支付' },
  { channelId: 'alipay_qr', channelName: '支付宝扫码' },
];
export const CARD: BoundCard = { cardId: '6222 **** **** 0018', telNo: '138****0000', bankName: '中国工商银行（储蓄卡）' };
export const QR = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const MINUTE = 60_000;
/** The order's pay deadline (ms); each test starts 30 minutes ahead. */
export const due = { at: 0 };
export const unpaid = (over: Partial<DeliveryOrderDetail> = {}) =>
  deliveryDetail({ status: 0, statusText: '待支付', payCountdown: due.at, refundFlag: 'N', payTime: '', ...over });

export const ok = <T,>(data: T) => ({ code: 200, msg: '', data });

export function table(over: CallTable = {}): CallTable {
  return {
    'GET /delivery/order/info/:orderId': ok(unpaid()),
    'GET /adapay/v1/channels/pc': ok(CHANNELS),
    'GET /adapay/v1/fastpay/card/info': ok(null),
    ...over,
  };
}

/** The payment's answers, one a poll (the last repeats). */
export const statuses = (...list: PayStatus[]): CallTable['GET /adapay/v1/pay/status/:paymentId'] => {
  let i = 0;
  return () => ok(list[Math.min(i++, list.length - 1)]);
};

export function renderCashier(
  calls: CallTable,
  { stored = unpaid(), history = ['/fulfillmentOrder?orderId=DO00000001'] }: { stored?: DeliveryOrderDetail | null; history?: string[] } = {},
) {
  if (stored) writeDraft('payOrder', stored);
  return renderPage(<WjtpayPage />, '/wjtpay', { calls, popups: true, history, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

/** Time passes (the clock, the countdown, the polls, the dialogs' animations) and answers arrive. */
export async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  act(() => jest.advanceTimersByTime(0));
}

export const dialog = (title: string) => screen.findByRole('dialog', { name: title });

/** Fake timers from 2026-11-23 12:00 UTC, the page's clock on them, the deadline 30 minutes ahead. */
export function useCashierClock() {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    jest.spyOn(clock, 'now').mockImplementation(() => Date.now());
    due.at = Date.now() + 30 * MINUTE;
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
