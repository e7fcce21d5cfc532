import { useCallback, useEffect, useState } from 'react';
import { readDraft, writeDraft, type PriceResult, type SubmitData } from '@tcm/shared';

export type QuoteState = { kind: 'loading' } | { kind: 'ready'; quote: PriceResult } | { kind: 'failed' };

/** What a confirmation page prices: its questionnaire as it mounted and the flow's own price call. */
export interface QuoteSource {
  submit: SubmitData;
  /** Asks the server; the draft's visit is passed so that the same visit is answered, not a new one. */
  price: (visitRecordId: number | undefined) => Promise<PriceResult>;
}

/**
 * The price of this consultation's visit, for the herbal and the general confirmation alike: the one
 * stored with the questionnaire, or, when the draft lacks it (an older tab, a draft from another
 * release), asked again for the same visit. `null` while the page has nothing to price.
 */
export function useQuote(source: QuoteSource | null) {
  const kept = source?.submit.quote;
  const stored = kept && String(kept.visitRecordId) === readDraft('visitRecordId') ? kept : null;
  const [state, setState] = useState<QuoteState>(stored ? { kind: 'ready', quote: stored } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(stored ? 0 : 1);

  useEffect(() => {
    if (!attempt || !source) return undefined;
    let live = true;
    setState({ kind: 'loading' });
    const visit = Number(readDraft('visitRecordId'));
    source
      .price(Number.isInteger(visit) && visit > 0 ? visit : undefined)
      .then((quote) => {
        if (!live) return;
        writeDraft('visitRecordId', String(quote.visitRecordId));
        writeDraft('submitData', { ...source.submit, quote });
        setState({ kind: 'ready', quote });
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
    // Only a new attempt asks again: the source is built from the page's mount-time copies of the drafts.
  }, [attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, retry };
}
