import { useCallback, useEffect, useState } from 'react';
import { readDraft, writeDraft, type ConsultInfo, type PriceResult, type SubmitData } from '@tcm/shared';
import { requestPrice } from '../../api/visits';

export type QuoteState = { kind: 'loading' } | { kind: 'ready'; quote: PriceResult } | { kind: 'failed' };

/**
 * The price of this consultation's visit: the one 下一步 stored with the questionnaire, or, when the
 * draft lacks it (an older tab, a draft from another release), asked again for the same visit.
 */
export function useQuote(consult: ConsultInfo | null, submit: SubmitData | null) {
  const stored = submit?.quote && String(submit.quote.visitRecordId) === readDraft('visitRecordId') ? submit.quote : null;
  const [state, setState] = useState<QuoteState>(stored ? { kind: 'ready', quote: stored } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(stored ? 0 : 1);

  useEffect(() => {
    if (!attempt || !consult || !submit) return undefined;
    let live = true;
    setState({ kind: 'loading' });
    const visit = Number(readDraft('visitRecordId'));
    requestPrice({
      patientId: consult.contact.patientId,
      toDoDay: consult.useDate,
      ...(consult.illDay ? { illDay: consult.illDay } : {}),
      takeDays: consult.useDays,
      inquiryInfo: submit.inquiryInfo,
      visitRecordId: Number.isInteger(visit) && visit > 0 ? visit : undefined,
    })
      .then((quote) => {
        if (!live) return;
        writeDraft('visitRecordId', String(quote.visitRecordId));
        writeDraft('submitData', { ...submit, quote });
        setState({ kind: 'ready', quote });
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
    // Only a new attempt asks again: `consult` and `submit` are the page's mount-time copies of the drafts.
  }, [attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, retry };
}
