import { SUCCESS } from '@tcm/shared/errors';
import { CARD_MSG } from '@tcm/shared/bankCard';
import { MSG as ACCOUNT_PAGES } from '../../mf-account/src/common/messages';
import { APPLY_MESSAGES as APPLY_PAGE } from '../../mf-certification/src/pages/Apply/messages';
import { CLINIC_MSG as CLINIC_PAGE } from '../../mf-clinic/src/api/visitMessages';
import { MSG } from '../src/messages';

/**
 * Every rule the API re-checks after a page has checked it must be worded as that page words it:
 * someone whose request slips past the page (an old tab, a script, a changed remote) reads the
 * same text. The route tests prove which MSG each rule answers with; this proves those MSG texts
 * are the pages' own, so a rewording on either side fails here instead of drifting apart. (Rules
 * written once in @tcm/shared — the prescription and service starts, the patient form, the
 * self-composed prescription, the delivery forms and transitions, the 修改重量 weight and each herb's
 * 药典 dose range — need no row.)
 */
describe('the API words each re-checked rule as the page does', () => {
  it.each<[string, string, string]>([
    // Login, registration, reset, bind, invite (mf-account, spec 1 §5.1–5.3)
    ['phone empty', MSG.phoneRequired, ACCOUNT_PAGES.phoneEmpty],
    ['phone not 11 digits', MSG.phoneInvalid, ACCOUNT_PAGES.phoneInvalid],
    ['SMS request: phone empty', MSG.smsPhoneRequired, ACCOUNT_PAGES.smsPhoneEmpty],
    ['SMS request: phone not 11 digits', MSG.smsPhoneInvalid, ACCOUNT_PAGES.smsPhoneInvalid],
    ['code empty', MSG.codeRequired, ACCOUNT_PAGES.codeEmpty],
    ['login: password empty', MSG.passwordRequired, ACCOUNT_PAGES.passwordEmpty],
    ['login: password under six', MSG.loginPasswordTooShort, ACCOUNT_PAGES.loginPasswordShort],
    ['new password under six (or empty)', MSG.passwordTooShort, ACCOUNT_PAGES.passwordShort],
    // Addresses (mf-account, spec 1 §5.4)
    ['receiver empty', MSG.receiverRequired, ACCOUNT_PAGES.receiverEmpty],
    ['receiver phone not 11 digits', MSG.receiverPhoneInvalid, ACCOUNT_PAGES.addressPhoneInvalid],
    ['region not chosen', MSG.regionRequired, ACCOUNT_PAGES.regionEmpty],
    ['street empty', MSG.streetRequired, ACCOUNT_PAGES.streetEmpty],
    ['address added', MSG.addressAdded, ACCOUNT_PAGES.added],
    // Doctor application and certificate upload (mf-certification, spec 3 §5, §9)
    ['doctor name empty', MSG.doctorNameRequired, APPLY_PAGE.nameRequired],
    ['doctor phone empty', MSG.phoneRequired, APPLY_PAGE.phoneRequired],
    ['doctor phone not 11 digits', MSG.phoneInvalid, APPLY_PAGE.phoneInvalid],
    ['ID number invalid', MSG.idNoInvalid, APPLY_PAGE.idInvalid],
    ['certificate number empty', MSG.certNoRequired, APPLY_PAGE.certNoRequired],
    ['certificate image missing', MSG.certImageRequired, APPLY_PAGE.certImageRequired],
    ['image not jpg/jpeg/png/gif', MSG.uploadWrongType, APPLY_PAGE.imageType],
    ['image over 5 MB', MSG.uploadTooLarge, APPLY_PAGE.imageSize],
    // Bank card binding (the cashier, spec 3 §5): its rules are @tcm/shared/bankCard's, the page's and the API's
    // alike; the ID number and the phone are worded as everywhere else in the portal.
    ['bind card: ID number invalid', CARD_MSG.idInvalid, APPLY_PAGE.idInvalid],
    ['bind card: phone invalid', CARD_MSG.phoneInvalid, MSG.phoneInvalid],
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
