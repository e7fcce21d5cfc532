import { SUCCESS } from '@tcm/shared/errors';
import { CARD_MSG } from '@tcm/shared/bankCard';
import { ACCOUNT_RULE_MSG as ACCOUNT_PAGES } from '@tcm/shared/account';
import { DOCTOR_RULE_MSG as APPLY_PAGE } from '@tcm/shared/doctor';
import { CLINIC_MSG as CLINIC_PAGE } from '../../mf-clinic/src/api/visitMessages';
import { MSG } from '../src/messages';

/**
 * Every rule the API re-checks after a page has checked it must be worded as that page words it:
 * someone whose request slips past the page (an old tab, a script, a changed remote) reads the
 * same text. The route tests prove which MSG each rule answers with; this proves those MSG texts
 * are the pages' own, so a rewording on either side fails here instead of drifting apart. (Rules
 * written once in @tcm/shared — login, SMS and passwords, the address book, the doctor application
 * and its certificate image, the prescription and service starts, the patient form, the
 * self-composed prescription, the delivery forms and transitions, the 修改重量 weight and each herb's
 * 药典 dose range — need no row.)
 */
describe('the API words each re-checked rule as the page does', () => {
  it.each<[string, string, string]>([
    // Bank card binding (the cashier, spec 3 §5): its rules are @tcm/shared/bankCard's, the page's and the API's
    // alike; the ID number and the phone are worded as everywhere else in the portal.
    ['bind card: ID number invalid', CARD_MSG.idInvalid, APPLY_PAGE.idInvalid],
    ['bind card: phone invalid', CARD_MSG.phoneInvalid, ACCOUNT_PAGES.phoneInvalid],
    // Replacement (mf-clinic, spec 2 §5)
    ['no herb chosen', MSG.herbRequired, CLINIC_PAGE.chooseHerb],
    ['replacement saved', MSG.replaced, CLINIC_PAGE.modified],
  ])('%s', (_rule, api, page) => {
    expect(api).toBe(page);
  });

  it.each<[string, string, string]>([
    ['logout', MSG.logout, SUCCESS.logout],
    ['SMS sent', MSG.smsSent, SUCCESS.smsSent],
    ['login', MSG.login, SUCCESS.login],
    ['deleted', MSG.deleted, SUCCESS.deleted],
    ['registered', MSG.registered, SUCCESS.registered],
    ['modified', MSG.modified, SUCCESS.modified],
    ['password set', MSG.passwordSet, SUCCESS.passwordSet],
    ['first third-party login', MSG.firstLoginBind, SUCCESS.firstLoginBind],
    ['image uploaded', MSG.uploaded, SUCCESS.upload],
    ['application sent', MSG.applied, SUCCESS.apply],
  ])('success: %s', (_what, api, page) => {
    expect(api).toBe(page);
  });
});
