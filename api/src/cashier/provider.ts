import { BizError } from '../platform/http/errors';
import { SECOND } from '../platform/lib/time';
import { CASHIER_MSG } from './messages';

/** The provider's answer once it has taken a payment; reported after `settleDelayMs`. */
export type ProviderAnswer = { outcome: 'succeeded' } | { outcome: 'failed'; reason: string };

/**
 * The payment provider (Adapay) as the cashier sees it. A real deployment plugs its Adapay client
 * in here; the sandbox stands in for the bank and for Alipay. Whatever the provider, money is the
 * order's amount and every result goes through the cashier's settlement (settle.ts), once.
 */
export interface AdapayProvider {
  readonly name: string;
  /** How long the provider takes to report a result it took. */
  readonly settleDelayMs: number;
  /** Refuses (Chinese message) when no payment can be taken. */
  assertReady(): void;
  /** The bank's answer to a fast payment the payer confirmed with the SMS code. */
  fastPay(card: { cardNo: string }, amountFen: number): ProviderAnswer;
  /** The payer's answer on the provider's Alipay page. */
  alipay(action: 'confirm' | 'fail'): ProviderAnswer;
}

/** Sandbox result delay: long enough for the page to show 支付中, short enough for a demo. */
export const SANDBOX_SETTLE_MS = 2 * SECOND;

/** A sandbox card whose account digits (between the 6-digit BIN and the check digit) are all 0 has no money. */
export const isEmptySandboxCard = (cardNo: string) => /^0+$/.test(cardNo.slice(6, -1));

export const INSUFFICIENT_FUNDS = '余额不足';
export const ALIPAY_FAILED = '支付宝付款未完成';

/**
 * The sandbox (api/README.md "Cashier"): every fast payment succeeds except from a card with an
 * empty account (余额不足); an Alipay payment succeeds or fails as the payer answers on the
 * provider page (确认支付 / 模拟失败). Results are reported SANDBOX_SETTLE_MS later.
 */
export class SandboxAdapay implements AdapayProvider {
  readonly name = 'sandbox-adapay';
  readonly settleDelayMs = SANDBOX_SETTLE_MS;
  assertReady(): void {}
  fastPay(card: { cardNo: string }): ProviderAnswer {
    return isEmptySandboxCard(card.cardNo) ? { outcome: 'failed', reason: INSUFFICIENT_FUNDS } : { outcome: 'succeeded' };
  }
  alipay(action: 'confirm' | 'fail'): ProviderAnswer {
    return action === 'confirm' ? { outcome: 'succeeded' } : { outcome: 'failed', reason: ALIPAY_FAILED };
  }
}

/**
 * Outside sandbox without a configured provider: refuses to take payments instead of pretending,
 * like the SMS provider (the calls exist; binding and paying answer 支付服务未配置).
 */
export class UnconfiguredAdapay implements AdapayProvider {
  readonly name = 'unconfigured';
  readonly settleDelayMs = 0;
  assertReady(): void {
    throw new BizError(CASHIER_MSG.unavailable);
  }
  fastPay(): ProviderAnswer {
    throw new BizError(CASHIER_MSG.unavailable);
  }
  alipay(): ProviderAnswer {
    throw new BizError(CASHIER_MSG.unavailable);
  }
}
