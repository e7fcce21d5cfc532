import { useState } from 'react';
import { readDraft, writeDraft, type PriceResult } from '@tcm/shared';
import { defaultInquiry, validateInquiry, type InquiryArrayName, type InquiryInfo } from '@tcm/shared/clinic';

/** The saved questionnaire if it still fits the model (a release may have changed it), else the defaults. */
export function savedInquiry(): InquiryInfo {
  const saved = readDraft('submitData');
  const checked = saved ? validateInquiry(saved.inquiryInfo) : null;
  return checked?.ok ? checked.value : defaultInquiry();
}

/**
 * The questionnaire being filled, kept in the submitData draft (session storage) at every change,
 * so a reload or a step back loses nothing. A change drops the price answered for the old answers.
 */
export function useInquiryDraft() {
  const [inquiry, setInquiry] = useState<InquiryInfo>(savedInquiry);

  const setAnswer = (array: InquiryArrayName, key: string, value: string | string[]) => {
    const next: InquiryInfo = { ...inquiry, [array]: inquiry[array].map((i) => (i.key === key ? { ...i, value } : i)) };
    setInquiry(next);
    writeDraft('submitData', { inquiryInfo: next });
  };

  /** After 下一步: the questionnaire as the server accepted it, with its price. */
  const savePriced = (inquiryInfo: InquiryInfo, quote: PriceResult) => {
    writeDraft('submitData', { inquiryInfo, quote });
  };

  return { inquiry, setAnswer, savePriced };
}
