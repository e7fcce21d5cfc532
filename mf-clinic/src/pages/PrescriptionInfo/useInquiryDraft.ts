import { useCallback, useEffect, useRef, useState } from 'react';
import { readDraft, writeDraft, type ConsultInfo, type PriceResult } from '@tcm/shared';
import { defaultInquiry, inquiryFor, validateInquiry, type InquiryArrayName, type InquiryInfo } from '@tcm/shared/clinic';

/**
 * The saved questionnaire if it still fits the model (a release may have changed it), answers not
 * given yet included; else a fresh one for the consultation's patient (是否孕妇 unanswered for a
 * woman of childbearing age).
 */
export function savedInquiry(consult: Pick<ConsultInfo, 'contact' | 'useDate'> | null): InquiryInfo {
  const saved = readDraft('submitData');
  const checked = saved ? validateInquiry(saved.inquiryInfo, { draft: true }) : null;
  if (checked?.ok) return checked.value;
  return consult?.contact ? inquiryFor(consult.contact, consult.useDate) : defaultInquiry();
}

export type SetAnswer = (array: InquiryArrayName, key: string, value: string | string[]) => void;

/**
 * The questionnaire being filled, kept in the submitData draft (session storage) at every change,
 * so a reload, a step back or an expired session (the doctor logs in again and comes back, issue
 * 32) loses nothing. A change drops the price answered for the old answers.
 * `setAnswer` never changes identity and an answer replaces only its own item and array, so the
 * sections that did not change can skip rendering (some 150 check boxes).
 */
export function useInquiryDraft(consult: Pick<ConsultInfo, 'contact' | 'useDate'> | null) {
  const [inquiry, setInquiry] = useState<InquiryInfo>(() => savedInquiry(consult));
  const changed = useRef(false);

  useEffect(() => {
    if (changed.current) writeDraft('submitData', { inquiryInfo: inquiry });
  }, [inquiry]);

  const setAnswer = useCallback<SetAnswer>((array, key, value) => {
    changed.current = true;
    setInquiry((prev) => ({ ...prev, [array]: prev[array].map((i) => (i.key === key ? { ...i, value } : i)) }));
  }, []);

  /** After 下一步: the questionnaire as the server accepted it, with its price. */
  const savePriced = useCallback((inquiryInfo: InquiryInfo, quote: PriceResult) => {
    writeDraft('submitData', { inquiryInfo, quote });
  }, []);

  return { inquiry, setAnswer, savePriced };
}
