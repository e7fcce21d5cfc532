import { act, renderHook } from '@testing-library/react';
import { useSingleRun } from './useSingleRun';

describe('useSingleRun', () => {
  it('runs one task at a time: a second start before the first ends does nothing', async () => {
    let finish: () => void = () => {};
    const task = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSingleRun());
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(task);
      void result.current.run(task);
    });
    expect(task).toHaveBeenCalledTimes(1);
    expect(result.current.running).toBe(true);
    expect(result.current.isRunning()).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.running).toBe(false);
    await act(() => result.current.run(async () => {}));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('is free again after a task that failed', async () => {
    const { result } = renderHook(() => useSingleRun());
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error('拒绝')))).rejects.toThrow('拒绝');
    });
    expect(result.current.isRunning()).toBe(false);
    const again = jest.fn(async () => {});
    await act(() => result.current.run(again));
    expect(again).toHaveBeenCalledTimes(1);
  });
});
