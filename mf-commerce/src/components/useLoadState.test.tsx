import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@tcm/shared';
import { useLoadState } from './useLoadState';

const refused = () => new ApiError(500, '服务异常', { code: 500, msg: '服务异常' });

describe('useLoadState over useLoad', () => {
  it('is missing without a key, and reads nothing', () => {
    const load = jest.fn();
    const { result } = renderHook(() => useLoadState(null, load));
    expect(result.current.state).toEqual({ kind: 'missing' });
    expect(load).not.toHaveBeenCalled();
  });

  it('is missing when the answer is null (no such prescription)', async () => {
    const { result } = renderHook(() => useLoadState('rx:9', async () => null));
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'missing' }));
  });

  it('fails on a refusal without asking again, and 重试 loads again from the start', async () => {
    const onLoaded = jest.fn();
    const load = jest.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce({ name: '养生茶' });
    const { result } = renderHook(() => useLoadState('tea:1', load, onLoaded));
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'failed' }));
    expect(load).toHaveBeenCalledTimes(1);
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ kind: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'ready', data: { name: '养生茶' } }));
    expect(onLoaded).toHaveBeenCalledWith({ name: '养生茶' });
  });

  it('hands the read an AbortSignal that a new key aborts', async () => {
    const signals: AbortSignal[] = [];
    const load = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => {});
    };
    const { rerender } = renderHook(({ key }) => useLoadState(key, load), { initialProps: { key: 'rx:1' } });
    rerender({ key: 'rx:2' });
    expect(signals[0].aborted).toBe(true);
    expect(signals[1].aborted).toBe(false);
  });
});
