import { PATIENT } from '../testing/fixtures';
import { clearConsultDrafts, readDraft, removeDraft, writeDraft, type ConsultInfo } from './index';

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
