import { act, renderHook, waitFor } from '@testing-library/react';
import { type PriceResult, readDraft, TransportError, writeDraft } from '@tcm/shared';
import { useQuote, type QuoteSource } from './useQuote';

const QUOTE = { visitRecordId: 41, price: 12836, freeFlag: false } as unknown as PriceResult;
const submit = { inquiryInfo: {} } as QuoteSource['submit'];

describe('useQuote', () => {
  it('uses the quote kept for the draft visit without asking', () => {
    writeDraft('visitRecordId', '41');
    const price = jest.fn();
    const { result } = renderHook(() => useQuote({ submit: { ...submit, quote: QUOTE }, price }));
    expect(result.current.state).toEqual({ kind: 'ready', data: QUOTE });
    expect(price).not.toHaveBeenCalled();
  });

  it('prices once and keeps the visit it was answered for', async () => {
    const price = jest.fn().mockResolvedValue(QUOTE);
    const { result } = renderHook(() => useQuote({ submit, price }));
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'ready', data: QUOTE }));
    expect(price).toHaveBeenCalledWith(undefined);
    expect(readDraft('visitRecordId')).toBe('41');
  });

  it('never asks again by itself after a transport error: a lost answer may have opened a visit', async () => {
    const price = jest
      .fn()
      .mockRejectedValueOnce(new TransportError(new Error('offline')))
      .mockResolvedValueOnce(QUOTE);
    const { result } = renderHook(() => useQuote({ submit, price }));
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'failed' }));
    await new Promise((r) => setTimeout(r, 600));
    expect(price).toHaveBeenCalledTimes(1);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'ready', data: QUOTE }));
    expect(price).toHaveBeenCalledTimes(2);
  });
});
