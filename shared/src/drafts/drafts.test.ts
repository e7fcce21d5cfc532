import { PATIENT } from '../testing/fixtures';
import { sessionStore, userInfoAtom } from '../session/store';
import {
  claimDrafts,
  clearConsultDrafts,
  clearSessionKeepingDrafts,
  DRAFT_OWNER_KEY,
  readDraft,
  readVisitDraft,
  removeDraft,
  removeVisitDraft,
  writeDraft,
  writeVisitDraft,
  type ConsultInfo,
} from './index';

describe('drafts in session storage', () => {
  it('round-trips a typed value', () => {
    writeDraft('visitRecordId', 'V1');
    const consult: ConsultInfo = { contact: PATIENT, useDate: '2026-12-01', useDays: 7, mode: 1, serviceIndex: 6 };
    writeDraft('consultInfo', consult);
    writeDraft('contactList', [PATIENT]);
    expect(readDraft('visitRecordId')).toBe('V1');
    expect(readDraft('consultInfo')).toEqual(consult);
    expect(readDraft('contactList')).toEqual([PATIENT]);
  });

  it('removes one draft and leaves the others', () => {
    writeDraft('visitRecordId', 'V1');
    writeDraft('contactList', [PATIENT]);
    removeDraft('visitRecordId');
    expect(readDraft('visitRecordId')).toBeNull();
    expect(readDraft('contactList')).toEqual([PATIENT]);
  });

  it('drops an unreadable value instead of breaking the page', () => {
    sessionStorage.setItem('submitData', '{not json');
    expect(readDraft('submitData')).toBeNull();
    expect(sessionStorage.getItem('submitData')).toBeNull();
  });

  it('clears the consult drafts (the self-composed one included) and nothing else', () => {
    for (const k of ['contactList', 'consultInfo', 'submitData', 'visitRecordId', 'handmadeDraft']) sessionStorage.setItem(k, '1');
    sessionStorage.setItem('other', 'kept');
    clearConsultDrafts();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});

describe('drafts belong to the account that wrote them (issue 32)', () => {
  const asUser = (userId: number) => sessionStore.set(userInfoAtom, { user: { userId, userName: 'u', phonenumber: '' } } as never);
  afterEach(() => sessionStore.set(userInfoAtom, null));

  it('are stamped with the writer and kept when that account logs in again', () => {
    asUser(6);
    writeDraft('consultInfo', { contact: PATIENT, useDate: '2026-12-01', useDays: 7, mode: 1, serviceIndex: 6 });
    writeVisitDraft('deliveryForm', '42:0', { visitRecordId: 42, index: 0, values: {} });
    expect(sessionStorage.getItem(DRAFT_OWNER_KEY)).toBe('6');
    claimDrafts(6);
    expect(readDraft('consultInfo')?.useDate).toBe('2026-12-01');
    expect(readVisitDraft('deliveryForm', '42:0')?.visitRecordId).toBe(42);
  });

  it('are dropped, every kind, before another account (or one unknown) can see them', () => {
    asUser(6);
    writeDraft('submitData', { inquiryInfo: {} as never });
    writeDraft('addressDialog', { editing: null, values: { receiverName: '张三', phoneNo: '', region: [], street: '', zipCode: '' } });
    writeVisitDraft('deliveryForm', '42:0', { visitRecordId: 42, index: 0, values: {} });
    sessionStorage.setItem('staleChunkReload', '1');
    claimDrafts(8);
    expect(readDraft('submitData')).toBeNull();
    expect(readDraft('addressDialog')).toBeNull();
    expect(readVisitDraft('deliveryForm', '42:0')).toBeNull();
    expect(sessionStorage.getItem(DRAFT_OWNER_KEY)).toBe('8');
    expect(sessionStorage.getItem('staleChunkReload')).toBe('1');

    sessionStorage.removeItem(DRAFT_OWNER_KEY);
    sessionStorage.setItem('consultInfo', '{}'); // written by a release that stamped no owner
    claimDrafts(8);
    expect(readDraft('consultInfo')).toBeNull();
  });

  it('survive the clearing of an expired session, which takes everything else', () => {
    asUser(6);
    writeDraft('handmadeDraft', { patientId: 7 } as never);
    writeVisitDraft('deliveryForm', '42:1', { visitRecordId: 42, index: 1, values: {} });
    sessionStorage.setItem('selectedAddress', '{}');
    sessionStorage.setItem('deliveryFormer', 'not a draft');
    clearSessionKeepingDrafts();
    expect(Object.keys(sessionStorage).sort()).toEqual(['deliveryForm:42:1', 'draftOwner', 'handmadeDraft']);
  });

  it('kept per visit do not overwrite each other', () => {
    writeVisitDraft('deliveryForm', '42:0', { visitRecordId: 42, index: 0, values: { remark: 'a' } });
    writeVisitDraft('deliveryForm', '43:0', { visitRecordId: 43, index: 0, values: { remark: 'b' } });
    expect(readVisitDraft('deliveryForm', '42:0')?.values.remark).toBe('a');
    removeVisitDraft('deliveryForm', '42:0');
    expect(readVisitDraft('deliveryForm', '42:0')).toBeNull();
    expect(readVisitDraft('deliveryForm', '43:0')?.values.remark).toBe('b');
  });
});
