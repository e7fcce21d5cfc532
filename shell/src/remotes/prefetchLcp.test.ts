/**
 * Idle warming waits for the page's largest contentful paint to settle (a browser with the
 * 'largest-contentful-paint' entry type; jsdom has none, so one is faked before the module loads).
 */
type Callback = () => void;
const observers: { callback: Callback; disconnected: boolean }[] = [];
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  private record: { callback: Callback; disconnected: boolean };
  constructor(callback: Callback) {
    this.record = { callback, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}
(globalThis as unknown as { PerformanceObserver: unknown }).PerformanceObserver = FakeObserver;

jest.mock('./loadRemoteRoutes', () => ({ prefetchRemote: jest.fn() }));

import { prefetchRemote } from './loadRemoteRoutes';
import { prefetchWhenIdle } from './prefetch';

const paint = () => observers.forEach((o) => !o.disconnected && o.callback());

describe('warming after the largest contentful paint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts only once no larger paint came for a second, then one remote per idle period', async () => {
    prefetchWhenIdle(['account', 'clinic']);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(prefetchRemote).not.toHaveBeenCalled();

    paint();
    await jest.advanceTimersByTimeAsync(600);
    paint(); // a larger candidate: the wait starts over
    await jest.advanceTimersByTimeAsync(600);
    expect(prefetchRemote).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(400 + 1_000);
    expect(prefetchRemote).toHaveBeenCalledWith('account');
    await jest.advanceTimersByTimeAsync(1_000);
    expect((prefetchRemote as jest.Mock).mock.calls).toEqual([['account'], ['clinic']]);
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });
});
