import { clearConsultDrafts, readDraft, writeDraft } from './index';

describe('drafts in session storage', () => {
  it('round-trips a typed value', () => {
    writeDraft('visitRecordId', 'V1');
    writeDraft('consultInfo', { useDays: 7 });
    expect(readDraft('visitRecordId')).toBe('V1');
    expect(readDraft('consultInfo')).toEqual({ useDays: 7 });
  });

  it('drops an unreadable value instead of breaking the page', () => {
    sessionStorage.setItem('submitData', '{not json');
    expect(readDraft('submitData')).toBeNull();
    expect(sessionStorage.getItem('submitData')).toBeNull();
  });

  it('clears the four consult drafts and nothing else', () => {
    for (const k of ['contactList', 'consultInfo', 'submitData', 'visitRecordId']) sessionStorage.setItem(k, '1');
    sessionStorage.setItem('other', 'kept');
    clearConsultDrafts();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});
