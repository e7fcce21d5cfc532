import { act, render, screen } from '@testing-library/react';
import { withFakeClock } from '../test/fakeClock';
import { formatCountdown, msLeft } from '@tcm/shared/commerce';
import { useCountdownClock } from './useCountdownClock';

function Probe({ deadlines, onZero }: { deadlines: (number | null)[]; onZero: () => void }) {
  const now = useCountdownClock(deadlines, onZero);
  return (
    <ul>
      {deadlines.map((d, i) => (
        <li key={i}>{d === null ? '-' : formatCountdown(msLeft(d, now))}</li>
      ))}
    </ul>
  );
}

describe('useCountdownClock', () => {
  withFakeClock();

  it('ticks every second with one timer and calls onZero once per deadline reached', () => {
    const t0 = Date.now();
    const onZero = jest.fn();
    render(<Probe deadlines={[t0 + 2000, t0 + 4000, null]} onZero={onZero} />);
    const cells = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(cells()).toEqual(['00:00:02', '00:00:04', '-']);
    expect(jest.getTimerCount()).toBe(1);

    act(() => jest.advanceTimersByTime(1000));
    expect(cells()).toEqual(['00:00:01', '00:00:03', '-']);
    expect(onZero).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1000));
    expect(cells()).toEqual(['00:00:00', '00:00:02', '-']);
    expect(onZero).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(2000));
    expect(onZero).toHaveBeenCalledTimes(2);
    // Nothing left to count: the timer is gone.
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(onZero).toHaveBeenCalledTimes(2);
  });

  it('starts no timer when no deadline is ahead', () => {
    const onZero = jest.fn();
    render(<Probe deadlines={[Date.now() - 1000, null]} onZero={onZero} />);
    expect(jest.getTimerCount()).toBe(0);
    expect(onZero).not.toHaveBeenCalled();
  });

  it('stops its timer on unmount', () => {
    const { unmount } = render(<Probe deadlines={[Date.now() + 60_000]} onZero={jest.fn()} />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
