import { ACCOUNT_MSG } from './account/messages';
import { CERTIFICATION_MSG } from './certification/messages';
import { CLINIC_MSG } from './clinic/messages';
import { PLATFORM_MSG } from './platform/messages';

/**
 * Every Chinese text of the platform and the account, certification and clinic domains in one
 * object, for the tests (the commerce's and the cashier's are COMMERCE_MSG and CASHIER_MSG). Each
 * domain's code uses its own file; where the browser checks the same rule first, the text is the
 * browser's, word for word (mf-account `common/messages.ts`, mf-certification
 * `pages/Apply/messages.ts`): a request that slips past the page (an old tab, a script) must read
 * the same as the page would have said. Otherwise the spec's wording (spec 1 §5, §8; spec 3 §5), or
 * what the portal's users would read naturally. Tests import these so a rewording cannot silently
 * break them.
 */
export const MSG = {
  ...PLATFORM_MSG,
  ...ACCOUNT_MSG,
  ...CERTIFICATION_MSG,
  ...CLINIC_MSG,
} as const;
