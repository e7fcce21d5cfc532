import type { PlatformCtx } from '../platform/context';
import type { AdapayProvider } from './provider';

/** What the cashier's calls need: the platform and the payment provider (the sandbox, or none configured). */
export interface CashierCtx extends PlatformCtx {
  adapay: AdapayProvider;
}
