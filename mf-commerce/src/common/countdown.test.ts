import { formatCountdown, isCounting, remainingMs } from './countdown';

describe('pay countdown', () => {
  it('formats what is left as HH:mm:ss', () => {
    expect(formatCountdown(30 * 60 * 1000)).toBe('00:30:00');
    expect(formatCountdown(29 * 60 * 1000 + 59 * 1000)).toBe('00:29:59');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('01:01:01');
    expect(formatCountdown(27 * 3_600_000)).toBe('27:00:00');
  });

  it('counts a partial second as a whole one and shows zero only when the time is up', () => {
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(999)).toBe('00:00:01');
    expect(formatCountdown(1000)).toBe('00:00:01');
    expect(formatCountdown(1001)).toBe('00:00:02');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
  });

  it('measures from the deadline timestamp and never goes negative', () => {
    expect(remainingMs(10_000, 4_000)).toBe(6_000);
    expect(remainingMs(10_000, 12_000)).toBe(0);
  });

  it('counts only towards a real deadline still ahead', () => {
    expect(isCounting(10_000, 9_999)).toBe(true);
    expect(isCounting(10_000, 10_000)).toBe(false);
    expect(isCounting(null, 0)).toBe(false);
    expect(isCounting(undefined, 0)).toBe(false);
    expect(isCounting(Number.NaN, 0)).toBe(false);
  });
});
