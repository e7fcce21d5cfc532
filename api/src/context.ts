import type { CashierCtx } from './cashier/context';
import type { ReleaseCtx } from './release/context';
import type { SiteCtx } from './site/context';

/**
 * The app's context, built once in buildApp: the platform's (platform/context.ts) and every domain's
 * own settings. Each domain's routes take only their part; the sandbox and the sweeper, which sit
 * above the domains, take this.
 */
export type Ctx = CashierCtx & ReleaseCtx & SiteCtx;
