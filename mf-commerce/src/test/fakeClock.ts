import { clock } from '../components/clock';

/**
 * Fake timers for every test of the enclosing describe, at 2026-11-23 12:00 UTC, with the
 * injectable clock reading them (pay countdowns tick with jest.advanceTimersByTime).
 */
export function withFakeClock(): void {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    jest.spyOn(clock, 'now').mockImplementation(() => Date.now());
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
