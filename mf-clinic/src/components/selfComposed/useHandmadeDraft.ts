import { useEffect, useState } from 'react';
import { readDraft, writeDraft, type ConsultInfo, type HandmadeDraft } from '@tcm/shared';
import { mayBePregnant } from '@tcm/shared/clinic';
import { endDate } from '../consult/ConsultSummary';

/** A new composition for the consultation's patient and dates; 是否孕妇 is asked of a woman of 14 to 49. */
export function newDraft(consult: ConsultInfo): HandmadeDraft {
  return {
    patientId: consult.contact.patientId,
    disease: '',
    takeTime: '',
    form: '饮片',
    pregnant: mayBePregnant(consult.contact, consult.useDate) ? '' : '否',
    herbs: [],
    startDate: consult.useDate,
    endDate: endDate(consult.useDate, consult.useDays),
  };
}

/** The self-composed consultation (mode 2) of this tab, or null. */
export function readHandmadeConsult(): ConsultInfo | null {
  const consult = readDraft('consultInfo');
  return consult && consult.mode === 2 ? consult : null;
}

/**
 * The composition being written, kept in session storage at every change, so a reload, the confirm
 * page and coming back from it all see the same; another patient's draft is not reused.
 */
export function useHandmadeDraft(consult: ConsultInfo | null) {
  const [draft, setDraft] = useState<HandmadeDraft | null>(() => {
    if (!consult) return null;
    const saved = readDraft('handmadeDraft');
    return saved && saved.patientId === consult.contact.patientId ? saved : newDraft(consult);
  });
  useEffect(() => {
    if (draft) writeDraft('handmadeDraft', draft);
  }, [draft]);
  const update = (patch: Partial<HandmadeDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  return { draft, update };
}
