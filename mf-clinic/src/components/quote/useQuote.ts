import { useState } from 'react';
import { readDraft, useLoad, writeDraft, type LoadState, type PriceResult, type SubmitData } from '@tcm/shared';

/** What a confirmation page prices: its questionnaire as it mounted and the flow's own price call. */
export interface QuoteSource {
  submit: SubmitData;
  /** Asks the server; the draft's visit is passed so that the same visit is answered, not a new one. */
  price: (visitRecordId: number | undefined) => Promise<PriceResult>;
}

/** The quote kept with the questionnaire, when it is for the draft's visit. */
function storedQuote(source: QuoteSource | null): PriceResult | null {
  const kept = source?.submit.quote;
  return kept && String(kept.visitRecordId) === readDraft('visitRecordId') ? kept : null;
}

function askPrice(source: QuoteSource): Promise<PriceResult> {
  const visit = Number(readDraft('visitRecordId'));
  return source.price(Number.isInteger(visit) && visit > 0 ? visit : undefined).then((quote) => {
    writeDraft('visitRecordId', String(quote.visitRecordId));
    writeDraft('submitData', { ...source.submit, quote });
    return quote;
  });
}

/**
 * The price of this consultation's visit, for the herbal and the general confirmation alike: the one
 * stored with the questionnaire, or, when the draft lacks it (an older tab, a draft from another
 * release), asked again for the same visit with the platform's useLoad. `null` while the page has
 * nothing to price.
 */
export function useQuote(source: QuoteSource | null) {
  // Decided once, as the source is built from the page's mount-time copies of the drafts: only 重试 asks again.
  const [stored] = useState(() => storedQuote(source));
  const read = useLoad(stored || !source ? null : 'quote', () => askPrice(source!), {
    // Without a visit yet, a price call that reached the server opened one: asking again after a lost
    // answer would open a second. The page's 重试 asks again, with the visit stored by then if any.
    retryDelays: [],
    // 重试 shows 正在计算费用… again, not the price it replaces.
    keep: 'never',
  });
  const state: LoadState<PriceResult> = stored ? { kind: 'ready', data: stored } : read.state;
  return { state, retry: read.reload };
}
