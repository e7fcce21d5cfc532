import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, TransportError } from '@tcm/shared/core';
import { reloadLoads } from './reloadBus';
import { useLoad } from './useLoad';

/** A read whose answer the test gives by hand, recording the signal it was handed. */
function deferredReads<T>() {
  const reads: { signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = jest.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        reads.push({ signal, resolve, reject });
      }),
  );
  return { reads, load };
}

const offline = () => new TransportError(new Error('offline'));
const refused = () => new ApiError(403, '无权限', { code: 403, msg: '无权限' });

describe('useLoad', () => {
  it('reads once for a key, loading until the answer', async () => {
    const { reads, load } = deferredReads<string>();
    const { result } = renderHook(() => useLoad('rx:1', load));
    expect(result.current).toMatchObject({ loading: true, failed: false, data: undefined });
    await act(async () => reads[0].resolve('处方一'));
    expect(result.current).toMatchObject({ loading: false, failed: false, data: '处方一' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads nothing while the key is null', () => {
    const load = jest.fn();
    const { result } = renderHook(() => useLoad(null, load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ loading: false, failed: false, data: undefined });
  });

  describe('cancellation', () => {
    it('aborts the read of an old key and ignores its late answer', async () => {
      const { reads, load } = deferredReads<string>();
      const onLoaded = jest.fn();
      const { result, rerender } = renderHook(({ key }) => useLoad(key, load, { onLoaded }), { initialProps: { key: 'page:1' } });
      rerender({ key: 'page:2' });
      expect(reads[0].signal.aborted).toBe(true);
      expect(reads[1].signal.aborted).toBe(false);
      await act(async () => reads[1].resolve('第二页'));
      await act(async () => reads[0].resolve('第一页'));
      expect(result.current.data).toBe('第二页');
      expect(onLoaded).toHaveBeenCalledTimes(1);
      expect(onLoaded).toHaveBeenCalledWith('第二页');
    });

    it('aborts the read in flight when the page unmounts, and a late failure sets nothing', async () => {
      const { reads, load } = deferredReads<string>();
      const { result, unmount } = renderHook(() => useLoad('rx:1', load));
      unmount();
      expect(reads[0].signal.aborted).toBe(true);
      await act(async () => reads[0].reject(offline()));
      expect(result.current.failed).toBe(false);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('stops waiting to retry once the read no longer matters', async () => {
      jest.useFakeTimers();
      try {
        const load = jest.fn().mockRejectedValue(offline());
        const { unmount } = renderHook(() => useLoad('rx:1', load));
        await act(async () => {});
        expect(load).toHaveBeenCalledTimes(1);
        unmount();
        await act(async () => jest.runAllTimers());
        expect(load).toHaveBeenCalledTimes(1);
      } finally {
        jest.useRealTimers();
      }
    });
  });

  describe('retry', () => {
    it('asks again after a transport error, and shows the answer that came', async () => {
      const load = jest.fn().mockRejectedValueOnce(offline()).mockRejectedValueOnce(offline()).mockResolvedValue('处方');
      const { result } = renderHook(() => useLoad('rx:1', load, { retryDelays: [1, 1] }));
      await waitFor(() => expect(result.current.data).toBe('处方'));
      expect(load).toHaveBeenCalledTimes(3);
      expect(result.current.failed).toBe(false);
    });

    it('fails after the last retry, keeping the transport error', async () => {
      const error = offline();
      const load = jest.fn().mockRejectedValue(error);
      const { result } = renderHook(() => useLoad('rx:1', load, { retryDelays: [1, 1] }));
      await waitFor(() => expect(result.current.failed).toBe(true));
      expect(load).toHaveBeenCalledTimes(3);
      expect(result.current.error).toBe(error);
    });

    it('never asks again after a refusal of the server', async () => {
      const load = jest.fn().mockRejectedValue(refused());
      const { result } = renderHook(() => useLoad('rx:1', load, { retryDelays: [1, 1] }));
      await waitFor(() => expect(result.current.failed).toBe(true));
      await new Promise((r) => setTimeout(r, 20));
      expect(load).toHaveBeenCalledTimes(1);
      expect(result.current.error).toBeInstanceOf(ApiError);
    });

    it('never asks again after an error that is not the transport (a bug in the page)', async () => {
      const load = jest.fn().mockRejectedValue(new TypeError('x is undefined'));
      const { result } = renderHook(() => useLoad('rx:1', load, { retryDelays: [1] }));
      await waitFor(() => expect(result.current.failed).toBe(true));
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('does not retry a read that asked for no retries', async () => {
      const load = jest.fn().mockRejectedValue(offline());
      const { result } = renderHook(() => useLoad('quote', load, { retryDelays: [] }));
      await waitFor(() => expect(result.current.failed).toBe(true));
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  describe('refetch after a mutation', () => {
    it('reads again on reload, keeping the old data while the new read is under way', async () => {
      const { reads, load } = deferredReads<string[]>();
      const { result } = renderHook(() => useLoad('addresses:1', load));
      await act(async () => reads[0].resolve(['北京']));
      act(() => result.current.reload());
      expect(result.current).toMatchObject({ loading: true, data: ['北京'] });
      await act(async () => reads[1].resolve(['北京', '上海']));
      expect(result.current).toMatchObject({ loading: false, data: ['北京', '上海'] });
    });

    it('reload aborts a read still in flight', async () => {
      const { reads, load } = deferredReads<string>();
      const { result } = renderHook(() => useLoad('order:9', load));
      act(() => result.current.reload());
      expect(reads[0].signal.aborted).toBe(true);
      await act(async () => reads[0].resolve('旧'));
      await act(async () => reads[1].resolve('新'));
      expect(result.current.data).toBe('新');
    });

    it('keeps the last data after a failed reload, and 重试 clears the failure', async () => {
      const load = jest.fn().mockResolvedValueOnce('一').mockRejectedValueOnce(refused()).mockResolvedValueOnce('二');
      const { result } = renderHook(() => useLoad('k', load));
      await waitFor(() => expect(result.current.data).toBe('一'));
      act(() => result.current.reload());
      await waitFor(() => expect(result.current.failed).toBe(true));
      expect(result.current.data).toBe('一');
      act(() => result.current.reload());
      expect(result.current.failed).toBe(false);
      await waitFor(() => expect(result.current.data).toBe('二'));
    });

    it('reloadLoads reads again every mounted read whose key starts with the prefix, and no other', async () => {
      const orders = jest.fn().mockResolvedValue('orders');
      const address = jest.fn().mockResolvedValue('address');
      renderHook(() => useLoad('orders:list:1', orders));
      renderHook(() => useLoad('address:list', address));
      await waitFor(() => expect(orders).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(address).toHaveBeenCalledTimes(1));
      act(() => reloadLoads('orders:'));
      await waitFor(() => expect(orders).toHaveBeenCalledTimes(2));
      expect(address).toHaveBeenCalledTimes(1);
    });
  });

  describe('state and keep', () => {
    it('is missing without a key, and reads nothing', () => {
      const load = jest.fn();
      const { result } = renderHook(() => useLoad(null, load));
      expect(result.current.state).toEqual({ kind: 'missing' });
      expect(load).not.toHaveBeenCalled();
    });

    it('is loading, then ready with the answer (null included: "no card" is an answer)', async () => {
      const { reads, load } = deferredReads<string | null>();
      const { result } = renderHook(() => useLoad('card', load));
      expect(result.current.state).toEqual({ kind: 'loading' });
      await act(async () => reads[0].resolve(null));
      expect(result.current.state).toEqual({ kind: 'ready', data: null });
    });

    it('by default stays ready with the last answer while reading again and after a failure', async () => {
      const { reads, load } = deferredReads<string>();
      const { result } = renderHook(() => useLoad('rx:1', load));
      await act(async () => reads[0].resolve('处方'));
      act(() => result.current.reload());
      expect(result.current.state).toEqual({ kind: 'ready', data: '处方' });
      await act(async () => reads[1].reject(refused()));
      expect(result.current).toMatchObject({ failed: true, state: { kind: 'ready', data: '处方' } });
    });

    it("with keep 'whileLoading' keeps the rows while reading again but shows none after a failure", async () => {
      const { reads, load } = deferredReads<string[]>();
      const { result } = renderHook(() => useLoad('orders:1', load, { keep: 'whileLoading' }));
      await act(async () => reads[0].resolve(['订单一']));
      act(() => result.current.reload());
      expect(result.current).toMatchObject({ loading: true, data: ['订单一'] });
      await act(async () => reads[1].reject(refused()));
      expect(result.current).toMatchObject({ failed: true, data: undefined, state: { kind: 'failed' } });
    });

    it("with keep 'never' shows loading while reading again, fails without data, and 重试 starts over", async () => {
      const onLoaded = jest.fn();
      const load = jest.fn().mockResolvedValueOnce({ name: '养生茶' }).mockRejectedValueOnce(refused()).mockResolvedValueOnce({ name: '养生茶二' });
      const { result } = renderHook(() => useLoad('tea:1', load, { keep: 'never', onLoaded }));
      await waitFor(() => expect(result.current.state).toEqual({ kind: 'ready', data: { name: '养生茶' } }));
      act(() => result.current.reload());
      expect(result.current.state).toEqual({ kind: 'loading' });
      await waitFor(() => expect(result.current.state).toEqual({ kind: 'failed' }));
      expect(load).toHaveBeenCalledTimes(2);
      act(() => result.current.reload());
      expect(result.current.state).toEqual({ kind: 'loading' });
      await waitFor(() => expect(result.current.state).toEqual({ kind: 'ready', data: { name: '养生茶二' } }));
      expect(onLoaded).toHaveBeenLastCalledWith({ name: '养生茶二' });
    });
  });
});
