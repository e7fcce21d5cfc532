import { SUCCESS } from '@tcm/shared/errors';
import { CARD_MSG } from '@tcm/shared/bankCard';
import { ACCOUNT_RULE_MSG as ACCOUNT_PAGES } from '@tcm/shared/account';
import { ADDRESS_RULE_MSG as ADDRESS_PAGE } from '@tcm/shared/account/address';
import { DOCTOR_RULE_MSG as APPLY_PAGE } from '@tcm/shared/doctor';
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
    ['new password over 64', MSG.passwordTooLong, ACCOUNT_PAGES.passwordTooLong],
    // Addresses (mf-account, spec 1 §5.4)
    ['receiver empty', MSG.receiverRequired, ADDRESS_PAGE.receiverEmpty],
    ['receiver phone not 11 digits', MSG.receiverPhoneInvalid, ADDRESS_PAGE.phoneInvalid],
    ['region not chosen', MSG.regionRequired, ADDRESS_PAGE.regionEmpty],
    ['street empty', MSG.streetRequired, ADDRESS_PAGE.streetEmpty],
    ['receiver over 50', MSG.fieldTooLong('收货人姓名', 50), ADDRESS_PAGE.receiverTooLong],
    ['street over 200', MSG.fieldTooLong('详细地址', 200), ADDRESS_PAGE.streetTooLong],
    ['zip code invalid', MSG.zipInvalid, ADDRESS_PAGE.zipInvalid],
    ['address added', MSG.addressAdded, ADDRESS_PAGE.added],
    // Doctor application and certificate upload (mf-certification, spec 3 §5, §9)
    ['doctor name empty', MSG.doctorNameRequired, APPLY_PAGE.nameRequired],
    ['doctor phone empty', MSG.phoneRequired, APPLY_PAGE.phoneRequired],
    ['doctor phone not 11 digits', MSG.phoneInvalid, APPLY_PAGE.phoneInvalid],
    ['ID number invalid', MSG.idNoInvalid, APPLY_PAGE.idInvalid],
    ['certificate number empty', MSG.certNoRequired, APPLY_PAGE.certNoRequired],
    ['certificate image missing', MSG.certImageRequired, APPLY_PAGE.certImageRequired],
    ['doctor name over 30', MSG.fieldTooLong('姓名', 30), APPLY_PAGE.nameTooLong],
    ['doctor sex invalid', MSG.doctorSexInvalid, APPLY_PAGE.sexInvalid],
    ['certificate number over 50', MSG.fieldTooLong('执业证书编号', 50), APPLY_PAGE.certNoTooLong],
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
